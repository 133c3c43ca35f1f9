import Glibc
import SystemPackage

/// A file opened for reading at any offset, closed when the last reference goes away: the
/// Apple Health export, whether `export.xml` itself or the `export.zip` around it.
final class InputFile {
  /// The path as the user gave it, for messages.
  let path: String
  /// The file's size in bytes when it was opened.
  let size: UInt64
  private let descriptor: FileDescriptor

  /// Opens the file at `path`; a missing or unreadable file is refused with the reason.
  init(path: String) throws(ImportError) {
    let descriptor: FileDescriptor
    do {
      descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec)
    } catch {
      throw ImportError(
        "cannot open \"\(path)\": \(error)",
        hint: "Check the path; give export.zip from the Health app or the export.xml inside it.")
    }
    var status = stat()
    guard fstat(descriptor.rawValue, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      try? descriptor.close()
      throw ImportError("cannot read \"\(path)\": \(reason)", hint: "Check the file and try again.")
    }
    self.path = path
    self.size = UInt64(status.st_size)
    self.descriptor = descriptor
  }

  deinit { try? descriptor.close() }

  /// Fills `buffer` from `offset` on and returns how many bytes were read: fewer than
  /// `buffer.count` only at the end of the file. An offset no file can reach (a damaged
  /// archive's, up to 2⁶⁴ − 1) reads as the end of the file.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) throws(ImportError)
    -> Int
  {
    guard buffer.baseAddress != nil, let first = off_t(exactly: offset) else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let (position, overflow) = first.addingReportingOverflow(off_t(filled))
      if overflow { break }
      let count: Int
      do {
        count = try descriptor.read(
          fromAbsoluteOffset: Int64(position),
          into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
      } catch {
        throw ImportError(
          "cannot read \"\(path)\": \(error)", hint: "Check the file and try again.")
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// The `count` bytes at `offset`, or fewer where the file ends before them.
  func bytes(at offset: UInt64, count: Int) throws(ImportError) -> [UInt8] {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
    defer { buffer.deallocate() }
    let filled = try read(into: buffer, at: offset)
    return [UInt8](buffer[..<filled])
  }

  /// Calls `consume` with the whole file in order, `chunkSize` bytes at a time (the last
  /// chunk shorter); only one chunk is in memory.
  func readChunks(
    of chunkSize: Int, into consume: (UnsafeRawBufferPointer) throws(ImportError) -> Void
  ) throws(ImportError) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
    defer { buffer.deallocate() }
    var offset: UInt64 = 0
    while true {
      let count = try read(into: buffer, at: offset)
      guard count > 0 else { return }
      try consume(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
      offset += UInt64(count)
    }
  }
}
