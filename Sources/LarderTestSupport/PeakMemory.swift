public import Foundation

extension LarderBinary {
  /// Runs `larder arguments…` and returns its exit status and its own peak resident set in
  /// megabytes, read from `wait4` for that one child: the test process's other children
  /// (git, sshd, other larder runs) never count.
  public static func peakMemory(_ arguments: [String]) throws -> (status: Int32, megabytes: Double)
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = [url.path] + arguments
    let environment = baseEnvironment.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let result = withCStrings(argv) { argv in
      withCStrings(environment) { envp in
        posix_spawn(&pid, url.path, &actions, nil, argv, envp)
      }
    }
    guard result == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn \(result)"])
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let exited = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (exited, Double(usage.ru_maxrss) / 1024)
  }

  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
  ) -> Result {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }
}
