import Foundation
import LarderGit
import Testing

@Suite struct RemoteTests {
  let author = TestEnvironment.author

  /// A journal with two committed days and a bare backup named `backup` made by LarderGit.
  private func journalWithBackup(_ scratch: Scratch) throws -> Repository {
    let journal = try Repository.create(at: scratch("journal"))
    try scratch.write("journal/2024/05/01.md", "oats 80 g\n")
    try scratch.write("journal/2024/05/02.md", "eggs 2\n")
    try journal.commitAll(message: "Import", author: author)
    let backup = try Repository.create(at: scratch("backup.git"), bare: true)
    #expect(backup.isBare)
    try journal.addRemote(name: "backup", url: scratch("backup.git"))
    return journal
  }

  @Test func pushThenCloneWithGitGivesTheSameFiles() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    try scratch.write("journal/2024/05/02.md", "eggs 3\n")
    try journal.commit(paths: ["2024/05/02.md"], message: "Fix count", author: author)

    try journal.push(remote: "backup")

    try GitCLI.fsck(scratch("backup.git"))
    try GitCLI.run(["clone", "-q", scratch("backup.git"), scratch("clone")], in: scratch.path)
    for day in ["2024/05/01.md", "2024/05/02.md"] {
      #expect(try scratch.read("clone/" + day) == (try scratch.read("journal/" + day)))
    }
    #expect(
      try GitCLI.run(["rev-parse", "HEAD"], in: scratch("clone"))
        == (try journal.headCommit?.hex ?? "") + "\n")
    #expect(
      try GitCLI.run(["rev-parse", "refs/remotes/backup/main"], in: scratch("journal"))
        == (try journal.headCommit?.hex ?? "") + "\n")
  }

  @Test func addRemoteTwiceUpdatesTheURL() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    try journal.addRemote(name: "backup", url: "file://" + scratch("elsewhere.git"))
    try journal.addRemote(name: "archive", url: "ssh://root@127.0.0.1:2222/srv/a.git")

    #expect(
      try journal.remotes() == [
        Remote(name: "archive", url: "ssh://root@127.0.0.1:2222/srv/a.git"),
        Remote(name: "backup", url: "file://" + scratch("elsewhere.git")),
      ])
    #expect(
      try GitCLI.run(["remote", "get-url", "backup"], in: scratch("journal"))
        == "file://" + scratch("elsewhere.git") + "\n")
  }

  @Test func removeRemoteForgetsItAndRefusesAnUnknownName() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    try journal.addRemote(name: "archive", url: "ssh://root@127.0.0.1:2222/srv/a.git")
    try journal.removeRemote(name: "archive")

    #expect(try journal.remotes().map(\.name) == ["backup"])
    #expect(throws: GitError.self) { try journal.removeRemote(name: "archive") }
  }

  @Test func refusedReferenceIsRejectedNotSuccess() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    // A stale lock in the backup makes its update fail; libgit2 reports that only through
    // push_update_reference while git_remote_push returns 0.
    try scratch.write("backup.git/refs/heads/main.lock", "")

    let error = try #require(throws: GitError.self) { try journal.push(remote: "backup") }

    #expect(error.code == .rejected)
    #expect(error.message.contains("refs/heads/main"))
    #expect(
      try GitCLI.runAllowingFailure(
        ["rev-parse", "--verify", "-q", "refs/heads/main"], in: scratch("backup.git")
      ).status != 0)
  }

  @Test func divergedBackupIsNonFastForward() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    try journal.push(remote: "backup")
    try GitCLI.run(["clone", "-q", scratch("backup.git"), scratch("other")], in: scratch.path)
    try scratch.write("other/elsewhere.md", "from another machine\n")
    try GitCLI.run(["add", "elsewhere.md"], in: scratch("other"))
    try GitCLI.commit("Elsewhere", in: scratch("other"))
    try GitCLI.run(["push", "-q", "origin", "main"], in: scratch("other"))
    try scratch.write("journal/2024/05/03.md", "toast\n")
    try journal.commit(paths: ["2024/05/03.md"], message: "Here", author: author)

    let error = try #require(throws: GitError.self) { try journal.push(remote: "backup") }

    #expect(error.code == .nonFastForward)
  }

  @Test func pushToAWorkTreeIsBareRepoError() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    _ = try Repository.create(at: scratch("not-bare"))
    try journal.addRemote(name: "backup", url: scratch("not-bare"))
    let error = try #require(throws: GitError.self) { try journal.push(remote: "backup") }
    #expect(error.code == .bareRepo)
  }

  @Test(arguments: [
    ("/no/such/backup.git", GitError.Code.notFound),
    ("file:///no/such/backup.git", .notFound),
    ("ssh://root@127.0.0.1:1/srv/journal.git", .unreachable),
    ("https://127.0.0.1:1/journal.git", .unreachable),
    ("htps://example.invalid/journal.git", .invalidURL),
  ])
  func badRemotesAreTypedErrors(url: String, code: GitError.Code) throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    try journal.addRemote(name: "backup", url: url)

    let push = try #require(throws: GitError.self) { try journal.push(remote: "backup") }
    let fetch = try #require(throws: GitError.self) { try journal.fetch(remote: "backup") }

    #expect(push.code == code)
    #expect(fetch.code == code)
  }

  @Test func unknownRemoteIsNotFound() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    let error = try #require(throws: GitError.self) { try journal.push(remote: "typo") }
    #expect(error.code == .notFound)
  }

  @Test func restoreRoundTrip() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try journalWithBackup(scratch)
    try scratch.write("journal/2024/05/03.md", "toast\n")
    try journal.commit(paths: ["2024/05/03.md"], message: "Third day", author: author)
    try journal.push(remote: "backup")

    let restored = try Repository.restore(from: scratch("backup.git"), into: scratch("restored"))

    for day in ["2024/05/01.md", "2024/05/02.md", "2024/05/03.md"] {
      #expect(try scratch.read("restored/" + day) == (try scratch.read("journal/" + day)))
    }
    #expect(try restored.headCommit == (try journal.headCommit))
    #expect(try restored.log().map(\.id) == (try journal.log().map(\.id)))
    #expect(try GitCLI.porcelain(scratch("restored")) == "")
    #expect(
      try GitCLI.run(["symbolic-ref", "HEAD"], in: scratch("restored"))
        == "refs/heads/main\n")
    #expect(
      try GitCLI.run(
        ["rev-parse", "--abbrev-ref", "main@{upstream}"],
        in: scratch("restored")) == "origin/main\n")
    try GitCLI.fsck(scratch("restored"))
    try scratch.write("restored/2024/05/04.md", "soup\n")
    #expect(try restored.commit(paths: ["2024/05/04.md"], message: "Go on", author: author) != nil)
    try restored.push(remote: "origin")
  }

  @Test func restoreWorksWhenTheBackupHeadNamesAnotherBranch() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let journal = try Repository.create(at: scratch("journal"))
    try scratch.write("journal/a.md", "a\n")
    try journal.commitAll(message: "A", author: author)
    // Debian's git init --bare names master: the case where 1.5.1's clone loses the files.
    try GitCLI.run(
      ["init", "-q", "--bare", "-b", "master", scratch("backup.git")], in: scratch.path)
    try journal.addRemote(name: "backup", url: scratch("backup.git"))
    try journal.push(remote: "backup")

    _ = try Repository.restore(from: scratch("backup.git"), into: scratch("restored"))

    #expect(try scratch.read("restored/a.md") == "a\n")
    #expect(try GitCLI.porcelain(scratch("restored")) == "")
  }

  @Test func failedRestoreLeavesNothingBehind() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    _ = try Repository.create(at: scratch("empty.git"), bare: true)
    try FileManager.default.createDirectory(
      atPath: scratch("existing"), withIntermediateDirectories: true)

    let missing = try #require(throws: GitError.self) {
      try Repository.restore(from: scratch("missing.git"), into: scratch("restored"))
    }
    let empty = try #require(throws: GitError.self) {
      try Repository.restore(from: scratch("empty.git"), into: scratch("existing"))
    }

    #expect(missing.code == .notFound)
    #expect(empty.code == .notFound)
    #expect(empty.message.contains("main"))
    #expect(!FileManager.default.fileExists(atPath: scratch("restored")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch("existing")).isEmpty)
  }

  @Test func checkoutOfOldFilesWritesTheWorkTreeOnly() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a old\n")
    try scratch.write("b.md", "b old\n")
    let old = try #require(
      try repository.commitAll(message: "Old", author: author))
    try scratch.write("a.md", "a new\n")
    try FileManager.default.removeItem(atPath: scratch("b.md"))
    try repository.commit(paths: ["a.md", "b.md"], message: "New", author: author)

    try repository.checkout(paths: ["a.md", "b.md"], at: old)

    #expect(try scratch.read("a.md") == "a old\n")
    #expect(try scratch.read("b.md") == "b old\n")
    #expect(try GitCLI.porcelain(scratch.path) == " M a.md\n?? b.md\n")
    #expect(
      try repository.commit(paths: ["a.md", "b.md"], message: "Restore", author: author)
        != nil)
    #expect(try GitCLI.porcelain(scratch.path) == "")
  }

  @Test func checkoutRefusesToOverwriteHandEditsUnlessTold() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let repository = try Repository.create(at: scratch.path)
    try scratch.write("a.md", "a old\n")
    let old = try #require(try repository.commitAll(message: "Old", author: author))
    try scratch.write("a.md", "a new\n")
    try repository.commit(paths: ["a.md"], message: "New", author: author)
    try scratch.write("a.md", "hand edit\n")

    let error = try #require(throws: GitError.self) {
      try repository.checkout(paths: ["a.md"], at: old)
    }
    #expect(error.code == .conflict)
    #expect(try scratch.read("a.md") == "hand edit\n")

    try repository.checkout(paths: [], at: old, overwritingLocalChanges: true)
    #expect(try scratch.read("a.md") == "hand edit\n")
    try repository.checkout(paths: ["a.md"], at: old, overwritingLocalChanges: true)
    #expect(try scratch.read("a.md") == "a old\n")

    let missing = try #require(throws: GitError.self) {
      try repository.checkout(paths: ["never.md"], at: old)
    }
    #expect(missing.code == .notFound)
  }
}
