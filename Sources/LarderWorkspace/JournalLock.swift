import FoundationEssentials
import Glibc
import Synchronization

/// An exclusive, advisory lock on a journal, held around every read → change → write → commit
/// sequence so that two `larder` processes never interleave their changes.
///
/// The lock is an `flock` on `.git/larder.lock` (or `.larder.lock` in a journal without git).
/// The file names the holding process, so a waiting command can say who holds it. The kernel
/// drops an `flock` when its process dies, so a lock file left behind by a crashed process is
/// recognised as stale, reported and taken over.
///
/// Within one process the lock is shared: `take` returns the lock this process already holds,
/// so a use case can read under the lock and then open a write session that holds it too.
public final class JournalLock: Sendable {
  /// A notice for the person, such as a stale lock that was cleared.
  public let notice: String?
  private let descriptor: Int32
  private let path: String

  /// The locks this process holds, by lock file.
  private static let held = Mutex<[String: HeldLock]>([:])

  private struct HeldLock: Sendable {
    weak var lock: JournalLock?
  }

  /// The journal's lock: the one this process holds already, else taken now (waiting up to
  /// `timeout` seconds for another process to release it). It is released when the last
  /// reference to it goes.
  ///
  /// `name` names another lock of the journal, held the same way: `larder-backup`, which
  /// backups hold while they push, so that two never update a remote at once while writing
  /// commands go on.
  public static func take(location: JournalLocation, name: String = "larder", timeout: Double = 10)
    throws(WorkspaceError) -> JournalLock
  {
    let path = lockPath(location, name: name)
    if let existing = held.withLock({ $0[path]?.lock }) { return existing }
    let lock = try JournalLock(path: path, timeout: timeout)
    held.withLock { $0[path] = HeldLock(lock: lock) }
    return lock
  }

  /// The lock file: `.git/NAME.lock`, or `.NAME.lock` in a journal without git.
  private static func lockPath(_ location: JournalLocation, name: String) -> String {
    let gitDirectory = location.url(for: ".git")
    var isDirectory = false
    let inGit =
      FileManager.default.fileExists(atPath: gitDirectory.path, isDirectory: &isDirectory)
      && isDirectory
    return
      (inGit ? gitDirectory : location.root)
      .appendingPathComponent(inGit ? "\(name).lock" : ".\(name).lock").path
  }

  /// Takes the lock at `path`, waiting up to `timeout` seconds for another process to release
  /// it.
  private init(path: String, timeout: Double) throws(WorkspaceError) {
    self.path = path
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    // A wait is measured on the monotonic clock: a wall clock set back must not make it last.
    let deadline = ContinuousClock.now.advanced(by: .seconds(timeout))
    // swift-system has no flock: an interrupted try is simply tried again, like a busy one.
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        let holder = JournalLock.holder(in: descriptor) ?? "another larder process"
        close(descriptor)
        throw .locked(holder: holder)
      }
      usleep(20_000)
    }
    notice = JournalLock.holder(in: descriptor).map {
      "cleared a stale journal lock left by \($0), which is no longer running"
    }
    let me = Array("process \(getpid())\n".utf8)
    ftruncate(descriptor, 0)
    _ = me.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }

  deinit {
    // Empty the file before unlocking: a file that still names a process after its lock was
    // released can only have been left by a crash.
    ftruncate(descriptor, 0)
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  private static func holder(in descriptor: Int32) -> String? {
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return text.isEmpty ? nil : text
  }
}
