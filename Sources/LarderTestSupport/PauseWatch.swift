public import Foundation
import Glibc

/// The "editor" side of `LARDER_PAUSE`: watches a journal's `.git` with inotify for the
/// `larder-paused` file a paused command creates, so a test acts at exactly that point of the
/// command's write path, then lets the command go on.
///
/// ```swift
/// let watch = try PauseWatch(journal: root)
/// let add = try LarderBinary.start(["add", "apple"], in: root, environment: ["LARDER_PAUSE": "after-write"])
/// if watch.waitForPause() { try editTheDayFile(); watch.resume() }
/// ```
public final class PauseWatch {
  private let descriptor: Int32
  private let marker: String

  /// Starts watching the journal at `journal`.
  public init(journal: URL) throws {
    marker = journal.appendingPathComponent(".git/larder-paused").path
    descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard descriptor >= 0,
      inotify_add_watch(descriptor, journal.appendingPathComponent(".git").path, UInt32(IN_CREATE))
        >= 0
    else { throw CocoaError(.fileReadUnknown) }
  }

  deinit { close(descriptor) }

  /// Waits until the command pauses; false when it did not pause within `timeout` seconds.
  public func waitForPause(timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
      if access(marker, F_OK) == 0 { return true }
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&request, 1, 50)
      _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    }
    return false
  }

  /// Lets the paused command go on.
  public func resume() {
    unlink(marker)
  }
}
