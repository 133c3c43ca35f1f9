import Foundation

/// A throw-away OpenSSH server on 127.0.0.1 that accepts one generated ed25519 client key, for
/// the tests of pushes and restores over `ssh://`, through `LarderGit` or the binary.
///
/// ```swift
/// let server = try SSHServer(in: scratch("ssh"))
/// defer { server.stop() }
/// try server.writeKnownHosts(trusting: true, home: TestHome.path)
/// ```
public final class SSHServer {
  /// The OpenSSH daemon the server runs.
  static let daemon = "/usr/sbin/sshd"
  /// Whether `sshd` and `ssh-keygen` are installed, for `.enabled(if:)`.
  public static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: daemon)
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen")
  }

  /// The directory holding the keys, the configuration and `sshd.log`.
  public let directory: String
  /// The port the server listens on.
  public let port: Int
  /// The private key the server accepts.
  public let clientKey: String
  /// A private key the server does not accept.
  public let strangerKey: String
  /// The user the server lets in: the one running the tests.
  public let user: String
  private let pid: pid_t
  private var running = true
  /// Whether `stop()` removes `directory`: the server made it.
  private let ownsDirectory: Bool

  /// Starts a server in a new temporary directory, which `stop()` removes.
  public convenience init() throws {
    try self.init(
      in: FileManager.default.temporaryDirectory
        .appendingPathComponent("larder-sshd-\(UUID().uuidString)").path,
      owningDirectory: true)
  }

  /// Generates keys and a configuration in `directory` and starts `sshd` there.
  public convenience init(in directory: String) throws {
    try self.init(in: directory, owningDirectory: false)
  }

  private init(in directory: String, owningDirectory: Bool) throws {
    self.directory = directory
    ownsDirectory = owningDirectory
    clientKey = directory + "/client_ed25519"
    strangerKey = directory + "/stranger_ed25519"
    user = String(cString: getpwuid(geteuid())!.pointee.pw_name)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for key in [clientKey, strangerKey, directory + "/host_ed25519"] {
      try Self.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", key])
    }
    try FileManager.default.copyItem(
      atPath: clientKey + ".pub", toPath: directory + "/authorized_keys")
    // sshd refuses to start without its privilege separation directory.
    try FileManager.default.createDirectory(
      atPath: "/run/sshd", withIntermediateDirectories: true)
    port = try Self.freePort()
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
      PubkeyAuthentication yes
      PermitRootLogin prohibit-password
      LogLevel VERBOSE

      """
    try Data(configuration.utf8).write(to: URL(fileURLWithPath: directory + "/sshd_config"))
    // Not Foundation's Process: sshd closes every inherited descriptor at start, which
    // Process takes for an exit, blocking its monitor thread (and every other Process) in
    // waitpid until sshd ends.
    pid = try Self.spawn(
      [Self.daemon, "-D", "-e", "-f", directory + "/sshd_config"], log: directory + "/sshd.log")
    try waitUntilListening()
  }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> String {
    "ssh://\(user)@127.0.0.1:\(port)\(path)"
  }

  /// Makes `.ssh/known_hosts` in `home` (the HOME of the client under test) trust this
  /// server's host key, or no host at all.
  public func writeKnownHosts(trusting: Bool, home: String) throws {
    let ssh = home + "/.ssh"
    try FileManager.default.createDirectory(atPath: ssh, withIntermediateDirectories: true)
    let hostKey = try String(contentsOfFile: directory + "/host_ed25519.pub", encoding: .utf8)
      .split(separator: " ").prefix(2).joined(separator: " ")
    let line = trusting ? "[127.0.0.1]:\(port) \(hostKey)\n" : ""
    try Data(line.utf8).write(to: URL(fileURLWithPath: ssh + "/known_hosts"))
  }

  /// What sshd logged, for failure messages.
  public var log: String {
    (try? String(contentsOfFile: directory + "/sshd.log", encoding: .utf8)) ?? ""
  }

  /// Stops the daemon, and removes the directory when the server made it; call it in a
  /// `defer`.
  public func stop() {
    if running {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      running = false
    }
    if ownsDirectory { try? FileManager.default.removeItem(atPath: directory) }
  }

  /// Whether the daemon is still up, reaping it if it died.
  private var isRunning: Bool {
    guard running else { return false }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid { running = false }
    return running
  }

  private static func spawn(_ arguments: [String], log: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let environment = ["PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"]
    var argv = arguments.map { strdup($0) } + [nil]
    var envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, arguments[0], &actions, nil, &argv, &envp)
    guard result == 0 else {
      throw SetupError(
        message: "cannot start \(arguments[0]): \(String(cString: strerror(result)))")
    }
    return pid
  }

  private func waitUntilListening() throws {
    for _ in 0..<100 {
      if Self.canConnect(port: port) { return }
      guard isRunning else { break }
      usleep(50_000)
    }
    // Read before `stop()`, which may remove the log with the directory.
    let log = self.log
    stop()
    throw SetupError(message: "sshd did not start: \(log)")
  }

  /// Why the server could not start.
  struct SetupError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  private static func run(_ executable: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SetupError(message: "\(executable) \(arguments) failed")
    }
  }

  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  /// A port the kernel just handed out, so nothing else is listening on it.
  private static func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw SetupError(message: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  private static func canConnect(port: Int) -> Bool {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = loopback(port: port)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
