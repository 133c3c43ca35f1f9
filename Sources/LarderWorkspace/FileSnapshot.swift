public import FoundationEssentials
import Glibc

/// The bytes of a file as read, so that a later write can refuse to overwrite a change made
/// on disk in between (by an editor, or another `larder` process).
public struct FileSnapshot: Sendable {
  /// The file's absolute URL.
  public let url: URL
  /// The bytes read, or nil when the file did not exist.
  public let bytes: [UInt8]?

  /// Reads a file; a missing file gives a snapshot with `bytes == nil`.
  public static func read(_ url: URL) throws(WorkspaceError) -> FileSnapshot {
    FileSnapshot(url: url, bytes: try FileSnapshot.readBytes(url))
  }

  /// Reads a file's bytes, or nil when it does not exist.
  static func readBytes(_ url: URL) throws(WorkspaceError) -> [UInt8]? {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw .io(path: url.path, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    var result: [UInt8] = []
    var info = stat()
    if fstat(fd, &info) == 0, info.st_size > 0 { result.reserveCapacity(Int(info.st_size)) }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .io(path: url.path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      result.append(contentsOf: chunk[0..<count])
    }
    return result
  }

  /// Writes new bytes atomically (temporary file, fsync, rename, fsync of the directory),
  /// refusing when the file on disk no longer holds the bytes this snapshot read.
  public func write(_ newBytes: [UInt8]) throws(WorkspaceError) {
    guard try FileSnapshot.readBytes(url) == bytes else {
      throw .changedSinceRead(path: url.path)
    }
    try AtomicWrite.write(newBytes, to: url)
  }
}

/// Writing a whole file so that a crash leaves either the old or the new content, never a mix.
enum AtomicWrite {
  static func write(_ bytes: [UInt8], to url: URL) throws(WorkspaceError) {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .io(path: directory.path, reason: "cannot create the directory")
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).larder-\(getpid()).tmp")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .io(path: temporary.path, reason: errnoText()) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.write(fd, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        let reason = errnoText()
        close(fd)
        unlink(temporary.path)
        throw .io(path: url.path, reason: reason)
      }
      written += count
    }
    // Keep the mode of the file being replaced, so a hand-set mode survives.
    var existing = stat()
    if stat(url.path, &existing) == 0 { fchmod(fd, existing.st_mode & 0o7777) }
    guard fsync(fd) == 0, close(fd) == 0 else {
      let reason = errnoText()
      unlink(temporary.path)
      throw .io(path: url.path, reason: reason)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = errnoText()
      unlink(temporary.path)
      throw .io(path: url.path, reason: reason)
    }
    let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
