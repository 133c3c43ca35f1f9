import FoundationEssentials
import Glibc

/// An exclusive, advisory lock on a journal, held around every read → change → write → commit
/// sequence so that two `larder` processes never interleave their changes.
///
/// The lock is an `flock` on `.git/larder.lock` (or `.larder.lock` in a journal without git).
/// The file names the holding process, so a waiting command can say who holds it. The kernel
/// drops an `flock` when its process dies, so a lock file left behind by a crashed process is
/// recognised as stale, reported and taken over.
public final class JournalLock {
  /// A notice for the person, such as a stale lock that was cleared.
  public private(set) var notice: String?
  private let descriptor: Int32
  private let path: String

  /// Takes the lock, waiting up to `timeout` seconds for another process to release it.
  public init(location: JournalLocation, timeout: Double = 10) throws(WorkspaceError) {
    let gitDirectory = location.url(for: ".git")
    var isDirectory = false
    let inGit =
      FileManager.default.fileExists(atPath: gitDirectory.path, isDirectory: &isDirectory)
      && isDirectory
    path =
      (inGit ? gitDirectory : location.root)
      .appendingPathComponent(inGit ? "larder.lock" : ".larder.lock").path
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    let deadline = Date().addingTimeInterval(timeout)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
        let holder = JournalLock.holder(in: descriptor) ?? "another larder process"
        close(descriptor)
        throw .locked(holder: holder)
      }
      usleep(20_000)
    }
    if let previous = JournalLock.holder(in: descriptor) {
      notice = "cleared a stale journal lock left by \(previous), which is no longer running"
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
