import Foundation
import LarderGit
import Testing

extension ProcessWideTests {
  /// Tests that change process-wide libgit2 options restore them when they end.
  @Suite struct GitLibraryTests {
    let author = TestEnvironment.author

    @Test(.enabled(if: getuid() == 0, "changing a directory's owner needs root"))
    func repositoryOfAnotherUserIsOwnerError() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      _ = try Repository.create(at: scratch("theirs"))
      try scratch.write("theirs/a.md", "a\n")
      for path in try FileManager.default.subpathsOfDirectory(atPath: scratch("theirs"))
        + [""]
      {
        chown(scratch("theirs/" + path), 4242, 4242)
      }
      #expect(try GitLibrary.ownerValidation())

      let error = try #require(throws: GitError.self) {
        try Repository.open(at: scratch("theirs"))
      }
      #expect(error.code == .owner)

      try GitLibrary.setOwnerValidation(false)
      defer { try? GitLibrary.setOwnerValidation(true) }
      #expect(try !GitLibrary.ownerValidation())
      #expect(try Repository.open(at: scratch("theirs")).isUnborn)
    }

    @Test func configuredIdentityNeedsBothNameAndEmail() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      _ = try Repository.create(at: scratch.path)
      #expect(try Repository.open(at: scratch.path).configuredIdentity() == nil)

      try GitCLI.run(["config", "user.name", "Local Name"], in: scratch.path)
      #expect(try Repository.open(at: scratch.path).configuredIdentity() == nil)

      try GitCLI.run(["config", "user.email", "local@example.org"], in: scratch.path)
      let identity = try Repository.open(at: scratch.path).configuredIdentity()
      #expect(identity == Identity(name: "Local Name", email: "local@example.org"))
    }

    @Test func globalConfigDefaultBranchIsIgnoredByCreate() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      try scratch.write("home/.gitconfig", "[init]\n\tdefaultBranch = trunk\n")
      try GitLibrary.setSearchPath(scratch("home"), for: .global)
      defer { try? GitLibrary.setSearchPath(TestEnvironment.home, for: .global) }

      #expect(try GitLibrary.searchPath(for: .global) == scratch("home"))
      _ = try Repository.create(at: scratch("journal"))
      _ = try Repository.create(at: scratch("backup.git"), initialBranch: "archive", bare: true)

      #expect(
        try GitCLI.run(["symbolic-ref", "HEAD"], in: scratch("journal")) == "refs/heads/main\n")
      #expect(
        try GitCLI.run(["symbolic-ref", "HEAD"], in: scratch("backup.git"))
          == "refs/heads/archive\n")
    }

    @Test func commitsWorkWithFsyncOn() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      try GitLibrary.setFsyncGitDirectory(true)
      defer { try? GitLibrary.setFsyncGitDirectory(false) }
      let repository = try Repository.create(at: scratch.path)
      try scratch.write("a.md", "a\n")
      #expect(try repository.commit(paths: ["a.md"], message: "A", author: author) != nil)
      try GitCLI.fsck(scratch.path)
    }

    @Test func unreadableCertificateFileIsAnError() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      try scratch.write("bad.pem", "not a certificate\n")
      let error = try #require(throws: GitError.self) {
        try GitLibrary.setCertificateLocations(file: scratch("bad.pem"), directory: nil)
      }
      #expect(error.message.contains("CA certificates"))
      let system = "/etc/ssl/certs/ca-certificates.crt"
      if FileManager.default.fileExists(atPath: system) {
        try GitLibrary.setCertificateLocations(file: system, directory: nil)
      }
    }
  }
}
