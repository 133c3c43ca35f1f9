import Foundation

/// The one throw-away HOME of the whole test process.
///
/// Every test target runs in one process, and libgit2 reads `HOME` (for configuration and
/// `~/.ssh/known_hosts`) whenever it needs it; two suites each setting their own HOME would
/// pull it from under each other. Every suite that needs a hermetic HOME reads this one.
public enum TestHome {
  /// The HOME directory; reading it the first time creates it and sets the environment,
  /// unless `scripts/test.sh` set it before the process started (`LARDER_TEST_HOME`).
  public static let path: String = {
    // Changing the environment races with every thread that reads it, and under libfaketime
    // every clock call reads it: a process started with its HOME ready changes nothing.
    let environment = ProcessInfo.processInfo.environment
    if let prepared = environment["LARDER_TEST_HOME"], !prepared.isEmpty,
      environment["HOME"] == prepared
    {
      return prepared
    }
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-test-home-\(getpid())").path
    try? FileManager.default.createDirectory(
      atPath: home + "/.config", withIntermediateDirectories: true)
    setenv("HOME", home, 1)
    setenv("XDG_CONFIG_HOME", home + "/.config", 1)
    setenv("GIT_CONFIG_NOSYSTEM", "1", 1)
    unsetenv("SSH_AUTH_SOCK")
    atexit { try? FileManager.default.removeItem(atPath: TestHome.path) }
    return home
  }()
}
