import Foundation
import LarderTestSupport
import Testing

/// Backup and restore over ssh:// against a real sshd on 127.0.0.1, through the binary.
@Suite(
  "backup and restore over ssh, end to end", .serialized,
  .enabled(if: SSHServer.isAvailable, "sshd is not installed; .ci/run installs it"))
struct GitSSHTests {
  @Test("backup pushes over ssh with LARDER_SSH_KEY, and restore brings the journal back")
  func roundTrip() throws {
    let server = try SSHServer()
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let backup = server.directory + "/journal.git"
    try GitBackupTests.git(["init", "-q", "--bare", "-b", "main", backup], in: server.directory)
    #expect(try journal.larder("remote", "add", "nas", server.url(backup)).status == 0)
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: over ssh\n")
    #expect(try journal.larder("commit").status == 0)

    try server.writeKnownHosts(trusting: false, home: LarderBinary.home.path)
    let unknownHost = try journal.larder(
      "backup", environment: ["LARDER_SSH_KEY": server.clientKey])
    #expect(unknownHost.status == 2, "\(unknownHost)")
    #expect(unknownHost.stderr.contains("known_hosts"))

    try server.writeKnownHosts(trusting: true, home: LarderBinary.home.path)
    let noKey = try journal.larder("backup")
    #expect(noKey.status == 2, "\(noKey)")
    #expect(noKey.stderr.contains("did not accept the credentials"))
    #expect(noKey.stderr.contains("LARDER_SSH_KEY"))

    let pushed = try journal.larder("backup", environment: ["LARDER_SSH_KEY": server.clientKey])
    #expect(pushed.status == 0, "\(pushed)")
    #expect(
      try GitBackupTests.git(["rev-parse", "main"], in: backup) == journal.git("rev-parse", "HEAD"))

    let restored = journal.root.deletingLastPathComponent()
      .appendingPathComponent("larder-e2e-restored-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: restored) }
    let run = try LarderBinary.run(
      ["restore", server.url(backup), restored.path], in: journal.root,
      environment: ["LARDER_SSH_KEY": server.clientKey])
    #expect(run.status == 0, "\(run)")
    #expect(
      try String(
        contentsOf: restored.appendingPathComponent("log/2026/11/2026-11-21.yaml"),
        encoding: .utf8) == "notes: over ssh\n")
    #expect(try GitBackupTests.git(["status", "--porcelain"], in: restored.path) == "")
  }

  @Test("a push the server's pre-receive hook refuses is an error with its reason")
  func hookRejection() throws {
    let server = try SSHServer()
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let backup = server.directory + "/journal.git"
    try GitBackupTests.git(["init", "-q", "--bare", "-b", "main", backup], in: server.directory)
    let hook = backup + "/hooks/pre-receive"
    try Data("#!/bin/sh\necho 'backups are frozen'\nexit 1\n".utf8)
      .write(to: URL(fileURLWithPath: hook))
    chmod(hook, 0o755)
    try server.writeKnownHosts(trusting: true, home: LarderBinary.home.path)
    #expect(try journal.larder("remote", "add", "nas", server.url(backup)).status == 0)
    let head = try journal.git("rev-parse", "HEAD")
    let run = try journal.larder("backup", environment: ["LARDER_SSH_KEY": server.clientKey])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("error: nas refused the backup"))
    #expect(run.stderr.contains("the remote said: backups are frozen"), "\(run)")
    #expect(!run.stdout.contains("✓"))
    #expect(try journal.git("rev-parse", "HEAD") == head)
    #expect(throws: (any Error).self) { try GitBackupTests.git(["rev-parse", "main"], in: backup) }
  }
}
