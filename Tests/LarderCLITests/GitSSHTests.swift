import Foundation
import LarderTestSupport
import Testing

/// Backup and restore over ssh:// against a real sshd on 127.0.0.1, through the binary.
@Suite(
  "backup and restore over ssh, end to end", .serialized,
  .enabled(if: LoopbackSSH.isAvailable, "sshd is not installed; .ci/run installs it"))
struct GitSSHTests {
  @Test("backup pushes over ssh with LARDER_SSH_KEY, and restore brings the journal back")
  func roundTrip() throws {
    let server = try LoopbackSSH()
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let backup = server.directory + "/journal.git"
    try GitBackupTests.git(["init", "-q", "--bare", "-b", "main", backup], in: server.directory)
    #expect(try journal.larder("remote", "add", "nas", server.url(backup)).status == 0)
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: over ssh\n")
    #expect(try journal.larder("commit").status == 0)

    try server.writeKnownHosts(trusting: false)
    let unknownHost = try journal.larder("backup", environment: ["LARDER_SSH_KEY": server.key])
    #expect(unknownHost.status == 2, "\(unknownHost)")
    #expect(unknownHost.stderr.contains("known_hosts"))

    try server.writeKnownHosts(trusting: true)
    let noKey = try journal.larder("backup")
    #expect(noKey.status == 2, "\(noKey)")
    #expect(noKey.stderr.contains("did not accept the credentials"))
    #expect(noKey.stderr.contains("LARDER_SSH_KEY"))

    let pushed = try journal.larder("backup", environment: ["LARDER_SSH_KEY": server.key])
    #expect(pushed.status == 0, "\(pushed)")
    #expect(
      try GitBackupTests.git(["rev-parse", "main"], in: backup) == journal.git("rev-parse", "HEAD"))

    let restored = journal.root.deletingLastPathComponent()
      .appendingPathComponent("larder-e2e-restored-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: restored) }
    let run = try LarderBinary.run(
      ["restore", server.url(backup), restored.path], in: journal.root,
      environment: ["LARDER_SSH_KEY": server.key])
    #expect(run.status == 0, "\(run)")
    #expect(
      try String(
        contentsOf: restored.appendingPathComponent("log/2026/11/2026-11-21.yaml"),
        encoding: .utf8) == "notes: over ssh\n")
    #expect(try GitBackupTests.git(["status", "--porcelain"], in: restored.path) == "")
  }

  @Test("a push the server's pre-receive hook refuses is an error with its reason")
  func hookRejection() throws {
    let server = try LoopbackSSH()
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let backup = server.directory + "/journal.git"
    try GitBackupTests.git(["init", "-q", "--bare", "-b", "main", backup], in: server.directory)
    let hook = backup + "/hooks/pre-receive"
    try Data("#!/bin/sh\necho 'backups are frozen'\nexit 1\n".utf8)
      .write(to: URL(fileURLWithPath: hook))
    chmod(hook, 0o755)
    try server.writeKnownHosts(trusting: true)
    #expect(try journal.larder("remote", "add", "nas", server.url(backup)).status == 0)
    let head = try journal.git("rev-parse", "HEAD")
    let run = try journal.larder("backup", environment: ["LARDER_SSH_KEY": server.key])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("error: nas refused the backup"))
    #expect(!run.stdout.contains("✓"))
    #expect(try journal.git("rev-parse", "HEAD") == head)
    #expect(throws: (any Error).self) { try GitBackupTests.git(["rev-parse", "main"], in: backup) }
  }
}

/// A throw-away OpenSSH server on 127.0.0.1 that accepts one generated ed25519 key; the same
/// approach as LarderGitTests' server, with known_hosts in the binary's HOME.
final class LoopbackSSH {
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen")
  }

  let directory: String
  let port: Int
  /// The private key the server accepts.
  let key: String
  private let user: String
  private let pid: pid_t

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-sshd-\(UUID().uuidString)").path
    key = directory + "/client_ed25519"
    user = String(cString: getpwuid(geteuid())!.pointee.pw_name)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for file in [key, directory + "/host_ed25519"] {
      try Self.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", file])
    }
    try FileManager.default.copyItem(atPath: key + ".pub", toPath: directory + "/authorized_keys")
    try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
    port = Int.random(in: 20_000..<60_000)
    let configuration = """
      ListenAddress 127.0.0.1
      Port \(port)
      HostKey \(directory)/host_ed25519
      AuthorizedKeysFile \(directory)/authorized_keys
      PidFile \(directory)/sshd.pid
      StrictModes no
      UsePAM no
      PasswordAuthentication no
      KbdInteractiveAuthentication no
      PermitRootLogin prohibit-password

      """
    try Data(configuration.utf8).write(to: URL(fileURLWithPath: directory + "/sshd_config"))
    // posix_spawn, not Process: sshd closes the descriptors Process watches for its exit.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 2, directory + "/sshd.log", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let arguments = ["/usr/sbin/sshd", "-D", "-e", "-f", directory + "/sshd_config"]
    var argv = arguments.map { strdup($0) } + [nil]
    let environment = ["PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"]
    var envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var spawned = pid_t()
    guard posix_spawn(&spawned, arguments[0], &actions, nil, &argv, &envp) == 0 else {
      throw E2EFailure(description: "cannot start sshd")
    }
    pid = spawned
    for _ in 0..<100 where !Self.listening(port) { usleep(50_000) }
    guard Self.listening(port) else {
      stop()
      throw E2EFailure(description: "sshd did not start")
    }
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> String {
    "ssh://\(user)@127.0.0.1:\(port)\(path)"
  }

  /// Makes the binary's `~/.ssh/known_hosts` trust this server, or no host at all.
  func writeKnownHosts(trusting: Bool) throws {
    let ssh = LarderBinary.home.appendingPathComponent(".ssh")
    try FileManager.default.createDirectory(at: ssh, withIntermediateDirectories: true)
    let hostKey = try String(contentsOfFile: directory + "/host_ed25519.pub", encoding: .utf8)
      .split(separator: " ").prefix(2).joined(separator: " ")
    let line = trusting ? "[127.0.0.1]:\(port) \(hostKey)\n" : ""
    try Data(line.utf8).write(to: ssh.appendingPathComponent("known_hosts"))
  }

  func stop() {
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(atPath: directory)
  }

  private static func run(_ executable: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw E2EFailure(description: "\(executable) failed")
    }
  }

  private static func listening(_ port: Int) -> Bool {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
