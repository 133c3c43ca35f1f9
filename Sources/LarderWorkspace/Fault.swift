import FoundationEssentials
import Glibc

/// Crashes on purpose at a named point, so tests can prove that an interrupted command loses
/// nothing. Set `LARDER_FAULT=after-write` to make a writing command exit with status 3 right
/// after writing its files and before committing them.
enum Fault: String {
  /// After the files are written, before the commit.
  case afterWrite = "after-write"

  /// Exits the process at `point` when `LARDER_FAULT` names it.
  static func trigger(_ point: Fault) {
    guard ProcessInfo.processInfo.environment["LARDER_FAULT"] == point.rawValue else { return }
    // _exit skips every cleanup, as a kill would.
    _exit(3)
  }
}
