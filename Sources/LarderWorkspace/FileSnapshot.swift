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
    try readBytes(atPath: url.path)
  }

  /// Reads the bytes of the file at an absolute path, or nil when it does not exist.
  static func readBytes(atPath path: String) throws(WorkspaceError) -> [UInt8]? {
    var info = stat()
    return try readBytes(atPath: path, status: &info)
  }

  /// Reads the bytes of the file at an absolute path, or nil when it does not exist;
  /// `info` gets what `fstat` said of the file just before it was read.
  static func readBytes(atPath path: String, status info: inout stat) throws(WorkspaceError)
    -> [UInt8]?
  {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(fd) }
    let size = fstat(fd, &info) == 0 ? max(Int(info.st_size), 0) : 0
    // Read straight into the array's storage, sized by fstat: `larder check` reads thousands
    // of files, and a zeroed chunk copied into a growing array cost more than parsing them.
    // The spare byte lets the read that meets the end of the file show that it grew.
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      failure = readFully(fd, into: buffer, count: &count)
    }
    if failure == 0, bytes.count == size + 1 {
      failure = readRest(fd, appendingTo: &bytes)
    }
    guard failure == 0 else {
      throw .io(path: path, reason: String(cString: strerror(failure)))
    }
    return bytes
  }

  /// Reads until `buffer` is full or the file ends, counting the bytes read in `count`;
  /// returns 0, or the errno of a failed read.
  private static func readFully(
    _ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int
  ) -> Int32 {
    while count < buffer.count {
      let read = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
      if read < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if read == 0 { break }
      count += read
    }
    return 0
  }

  /// Appends the rest of a file that is longer than it was when its size was taken; returns 0,
  /// or the errno of a failed read.
  private static func readRest(_ fd: Int32, appendingTo bytes: inout [UInt8]) -> Int32 {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      var count = 0
      let failure = chunk.withUnsafeMutableBufferPointer { readFully(fd, into: $0, count: &count) }
      guard failure == 0 else { return failure }
      bytes.append(contentsOf: chunk[0..<count])
      if count < chunk.count { return 0 }
    }
  }

}

/// Writing a whole file so that a crash leaves either the old or the new content, never a mix.
enum AtomicWrite {
  /// Writes `bytes` to a temporary file beside `url` and renames it over `url`; `durably`
  /// syncs the file before the rename and the directory after it, so the new content
  /// survives a power cut too. For larder's own files: journal files go through `swap`.
  static func write(_ bytes: [UInt8], to url: URL, durably: Bool = true) throws(WorkspaceError) {
    let temporary = try writeTemporary(bytes, beside: url, durably: durably)
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw .io(path: url.path, reason: reason)
    }
    if durably { syncDirectory(url.deletingLastPathComponent()) }
  }
}
