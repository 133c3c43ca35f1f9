import Foundation
import LarderGit
import LarderTestSupport
import Testing

extension ProcessWideTests {
  /// Push and fetch over SSH against a real sshd; they share `~/.ssh/known_hosts`.
  @Suite(.enabled(if: SSHServer.isAvailable, "sshd or ssh-keygen is not installed; SSH skipped"))
  struct SSHTests {
    let author = TestEnvironment.author

    /// A journal with a commit, a bare backup, and the backup as remote `backup` over SSH.
    private func setUp(_ scratch: Scratch, _ server: SSHServer) throws -> Repository {
      let journal = try Repository.create(at: scratch("journal"))
      try scratch.write("journal/2024/05/01.md", "oats 80 g\n")
      try journal.commitAll(message: "Import", author: author)
      _ = try Repository.create(at: scratch("backup.git"), bare: true)
      try journal.addRemote(name: "backup", url: server.url(scratch("backup.git")))
      return journal
    }

    @Test func pushAndRestoreOverSSH() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      let server = try SSHServer(in: scratch("ssh"))
      defer { server.stop() }
      try server.writeKnownHosts(trusting: true, home: TestEnvironment.home)
      let journal = try setUp(scratch, server)
      let credentials = Credentials([.sshAgent, .sshKey(privateKeyPath: server.clientKey)])

      try journal.push(remote: "backup", credentials: credentials)

      try GitCLI.fsck(scratch("backup.git"))
      try GitCLI.run(["clone", "-q", scratch("backup.git"), scratch("clone")], in: scratch.path)
      #expect(try scratch.read("clone/2024/05/01.md") == "oats 80 g\n")

      try scratch.write("journal/2024/05/02.md", "eggs 2\n")
      try journal.commit(paths: ["2024/05/02.md"], message: "Day two", author: author)
      try journal.push(remote: "backup", credentials: credentials)
      let restored = try Repository.restore(
        from: server.url(scratch("backup.git")), into: scratch("restored"),
        credentials: credentials)
      #expect(try restored.headCommit == (try journal.headCommit))
      #expect(try scratch.read("restored/2024/05/02.md") == "eggs 2\n")
      #expect(try GitCLI.porcelain(scratch("restored")) == "")

      try scratch.write("restored/2024/05/03.md", "toast\n")
      try restored.commit(paths: ["2024/05/03.md"], message: "Day three", author: author)
      try restored.push(remote: "origin", credentials: credentials)
      try journal.fetch(remote: "backup", credentials: credentials)
      #expect(
        try journal.resolve(revision: "refs/remotes/backup/main")
          == (try restored.headCommit))
    }

    @Test func unknownHostKeyIsCertificateError() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      let server = try SSHServer(in: scratch("ssh"))
      defer { server.stop() }
      try server.writeKnownHosts(trusting: false, home: TestEnvironment.home)
      let journal = try setUp(scratch, server)

      let error = try #require(throws: GitError.self) {
        try journal.push(
          remote: "backup", credentials: Credentials([.sshKey(privateKeyPath: server.clientKey)]))
      }

      #expect(error.code == .certificate)
      #expect(error.message.contains("127.0.0.1"))
      #expect(error.message.contains("known_hosts"))
    }

    @Test func refusedKeysEndInAuthErrorNamingWhatWasTried() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      let server = try SSHServer(in: scratch("ssh"))
      defer { server.stop() }
      try server.writeKnownHosts(trusting: true, home: TestEnvironment.home)
      let journal = try setUp(scratch, server)

      let stranger = try #require(throws: GitError.self) {
        try journal.push(
          remote: "backup",
          credentials: Credentials([
            .sshAgent, .sshKey(privateKeyPath: server.strangerKey),
            .sshKey(privateKeyPath: scratch("no-such-key")),
          ]))
      }
      let nothing = try #require(throws: GitError.self) {
        try journal.fetch(remote: "backup", credentials: .none)
      }
      // sshd disconnects after a few refused keys (MaxAuthTries), so stay below that.
      let endless = try #require(throws: GitError.self) {
        try journal.push(
          remote: "backup",
          credentials: Credentials(
            Array(repeating: .sshKey(privateKeyPath: server.strangerKey), count: 9),
            maxAttempts: 2))
      }

      #expect(stranger.code == .auth)
      #expect(stranger.message.contains("tried ssh key \(server.strangerKey)"))
      #expect(stranger.message.contains("ssh-agent (SSH_AUTH_SOCK is not set)"))
      #expect(stranger.message.contains("no-such-key (no such file)"))
      #expect(nothing.code == .auth)
      #expect(nothing.message.contains("no credential was offered"))
      #expect(endless.code == .auth)
      #expect(endless.message.contains("asked 2 times"), "\(server.log)")
    }

    @Test func preReceiveHookRejectionIsAnError() throws {
      let scratch = Scratch()
      defer { scratch.remove() }
      let server = try SSHServer(in: scratch("ssh"))
      defer { server.stop() }
      try server.writeKnownHosts(trusting: true, home: TestEnvironment.home)
      let journal = try setUp(scratch, server)
      try scratch.write(
        "backup.git/hooks/pre-receive", "#!/bin/sh\necho 'backups are frozen' >&2\nexit 1\n")
      chmod(scratch("backup.git/hooks/pre-receive"), 0o755)

      let error = try #require(throws: GitError.self) {
        try journal.push(
          remote: "backup", credentials: Credentials([.sshKey(privateKeyPath: server.clientKey)]))
      }

      #expect(error.code == .rejected)
      #expect(error.message.contains("refs/heads/main"))
      #expect(error.message.contains("pre-receive hook declined"))
      #expect(
        try GitCLI.runAllowingFailure(
          ["rev-parse", "--verify", "-q", "refs/heads/main"], in: scratch("backup.git")
        ).status != 0)
    }
  }
}
