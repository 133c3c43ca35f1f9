import CZlib

/// Zip archives built in memory, byte by byte after PKWARE's APPNOTE, for tests of readers:
/// stored or deflated entries, data descriptors, Zip64 records everywhere they can be, and the
/// flags and methods a reader must refuse.
///
/// ```swift
/// let zip = ZipWriter.archive([
///   .init("apple_health_export/export.xml", Array(xml.utf8), hasDataDescriptor: true),
/// ], zip64: true)
/// ```
public enum ZipWriter {
  /// How an entry's contents are stored.
  public enum Compression: Sendable {
    /// As they are (method 0).
    case stored
    /// Raw deflate at a zlib level from 0 to 9 (method 8).
    case deflated(level: Int32)
  }

  /// One file of the archive.
  public struct Entry: Sendable {
    /// The path inside the archive.
    public var name: String
    /// The uncompressed contents.
    public var contents: [UInt8]
    /// How the contents are stored.
    public var compression: Compression
    /// Whether the CRC-32 and sizes follow the data (flag bit 3) and are zero in the local
    /// header, as a writer that streams its output leaves them.
    public var hasDataDescriptor: Bool
    /// General-purpose flags to set as well, such as 1 (encrypted); the data is not encrypted.
    public var extraFlags: UInt16
    /// A method number to write in place of the real one, for a method the reader lacks.
    public var declaredMethod: UInt16?

    /// An entry; deflated at zlib's default level unless told otherwise.
    public init(
      _ name: String, _ contents: [UInt8], compression: Compression = .deflated(level: 6),
      hasDataDescriptor: Bool = false, extraFlags: UInt16 = 0, declaredMethod: UInt16? = nil
    ) {
      self.name = name
      self.contents = contents
      self.compression = compression
      self.hasDataDescriptor = hasDataDescriptor
      self.extraFlags = extraFlags
      self.declaredMethod = declaredMethod
    }
  }

  /// An archive's bytes and where each entry's data lies in them.
  public struct Archive: Sendable {
    /// The whole archive.
    public var bytes: [UInt8]
    /// The byte range of each entry's stored or compressed data, in entry order.
    public var dataRanges: [Range<Int>]
  }

  /// The archive of `entries` in order. With `zip64`, every size and offset goes in Zip64
  /// extra fields (marked `0xFFFFFFFF` in the 32-bit fields), data descriptors have 8-byte
  /// sizes, and the end of the central directory has a Zip64 record and locator before it.
  public static func archive(_ entries: [Entry], zip64: Bool = false) -> Archive {
    var bytes: [UInt8] = []
    var directory: [UInt8] = []
    var dataRanges: [Range<Int>] = []
    for entry in entries {
      let name = Array(entry.name.utf8)
      let data: [UInt8]
      let method: UInt16
      switch entry.compression {
      case .stored:
        (data, method) = (entry.contents, 0)
      case .deflated(let level):
        (data, method) = (deflated(entry.contents, level: level), 8)
      }
      let checksum = crc32(entry.contents)
      let flags = entry.extraFlags | (entry.hasDataDescriptor ? 8 : 0) | 0x800
      let offset = UInt64(bytes.count)
      let known = !entry.hasDataDescriptor
      // Local header.
      bytes.append(littleEndian: 0x0403_4B50 as UInt32)
      bytes.append(littleEndian: (zip64 ? 45 : 20) as UInt16)
      bytes.append(littleEndian: flags)
      bytes.append(littleEndian: entry.declaredMethod ?? method)
      bytes.append(littleEndian: 0 as UInt32)  // time and date
      bytes.append(littleEndian: known ? checksum : 0)
      if zip64 {
        bytes.append(littleEndian: UInt32.max)
        bytes.append(littleEndian: UInt32.max)
      } else {
        bytes.append(littleEndian: known ? UInt32(data.count) : 0)
        bytes.append(littleEndian: known ? UInt32(entry.contents.count) : 0)
      }
      bytes.append(littleEndian: UInt16(name.count))
      bytes.append(littleEndian: (zip64 ? 20 : 0) as UInt16)
      bytes += name
      if zip64 {
        bytes.append(littleEndian: 1 as UInt16)
        bytes.append(littleEndian: 16 as UInt16)
        bytes.append(littleEndian: known ? UInt64(entry.contents.count) : 0)
        bytes.append(littleEndian: known ? UInt64(data.count) : 0)
      }
      dataRanges.append(bytes.count..<(bytes.count + data.count))
      bytes += data
      if entry.hasDataDescriptor {
        bytes.append(littleEndian: 0x0807_4B50 as UInt32)
        bytes.append(littleEndian: checksum)
        if zip64 {
          bytes.append(littleEndian: UInt64(data.count))
          bytes.append(littleEndian: UInt64(entry.contents.count))
        } else {
          bytes.append(littleEndian: UInt32(data.count))
          bytes.append(littleEndian: UInt32(entry.contents.count))
        }
      }
      // Central directory entry.
      directory.append(littleEndian: 0x0201_4B50 as UInt32)
      directory.append(littleEndian: (zip64 ? 0x032D : 0x0314) as UInt16)  // Unix, 4.5 or 2.0
      directory.append(littleEndian: (zip64 ? 45 : 20) as UInt16)
      directory.append(littleEndian: flags)
      directory.append(littleEndian: entry.declaredMethod ?? method)
      directory.append(littleEndian: 0 as UInt32)
      directory.append(littleEndian: checksum)
      if zip64 {
        directory.append(littleEndian: UInt32.max)
        directory.append(littleEndian: UInt32.max)
      } else {
        directory.append(littleEndian: UInt32(data.count))
        directory.append(littleEndian: UInt32(entry.contents.count))
      }
      directory.append(littleEndian: UInt16(name.count))
      directory.append(littleEndian: (zip64 ? 28 : 0) as UInt16)
      directory.append(littleEndian: 0 as UInt16)  // comment
      directory.append(littleEndian: 0 as UInt16)  // disk
      directory.append(littleEndian: 0 as UInt16)  // internal attributes
      directory.append(littleEndian: 0o100644 << 16 as UInt32)
      directory.append(littleEndian: zip64 ? UInt32.max : UInt32(offset))
      directory += name
      if zip64 {
        directory.append(littleEndian: 1 as UInt16)
        directory.append(littleEndian: 24 as UInt16)
        directory.append(littleEndian: UInt64(entry.contents.count))
        directory.append(littleEndian: UInt64(data.count))
        directory.append(littleEndian: offset)
      }
    }
    let directoryOffset = UInt64(bytes.count)
    bytes += directory
    if zip64 {
      let recordOffset = UInt64(bytes.count)
      bytes.append(littleEndian: 0x0606_4B50 as UInt32)
      bytes.append(littleEndian: 44 as UInt64)  // the record's size after this field
      bytes.append(littleEndian: 0x032D as UInt16)
      bytes.append(littleEndian: 45 as UInt16)
      bytes.append(littleEndian: 0 as UInt32)  // this disk
      bytes.append(littleEndian: 0 as UInt32)  // the directory's disk
      bytes.append(littleEndian: UInt64(entries.count))
      bytes.append(littleEndian: UInt64(entries.count))
      bytes.append(littleEndian: UInt64(directory.count))
      bytes.append(littleEndian: directoryOffset)
      bytes.append(littleEndian: 0x0706_4B50 as UInt32)
      bytes.append(littleEndian: 0 as UInt32)
      bytes.append(littleEndian: recordOffset)
      bytes.append(littleEndian: 1 as UInt32)
    }
    bytes.append(littleEndian: 0x0605_4B50 as UInt32)
    bytes.append(littleEndian: 0 as UInt16)
    bytes.append(littleEndian: 0 as UInt16)
    bytes.append(littleEndian: zip64 ? UInt16.max : UInt16(entries.count))
    bytes.append(littleEndian: zip64 ? UInt16.max : UInt16(entries.count))
    bytes.append(littleEndian: zip64 ? UInt32.max : UInt32(directory.count))
    bytes.append(littleEndian: zip64 ? UInt32.max : UInt32(directoryOffset))
    bytes.append(littleEndian: 0 as UInt16)
    return Archive(bytes: bytes, dataRanges: dataRanges)
  }

  /// zlib's CRC-32 of `bytes`, the checksum zip stores.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }

  /// `bytes` as a raw deflate stream, without zlib's header and trailer.
  static func deflated(_ bytes: [UInt8], level: Int32) -> [UInt8] {
    // zlib keeps a pointer back to the stream and checks it on every call: it must not move.
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    defer { stream.deallocate() }
    precondition(larder_deflate_init_raw(stream, level) == Z_OK)
    defer { deflateEnd(stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, uLong(bytes.count))))
    var input = bytes
    let status = input.withUnsafeMutableBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        stream.pointee.next_in = input.baseAddress
        stream.pointee.avail_in = uInt(input.count)
        stream.pointee.next_out = output.baseAddress
        stream.pointee.avail_out = uInt(output.count)
        return deflate(stream, Z_FINISH)
      }
    }
    precondition(status == Z_STREAM_END)
    return Array(output.prefix(Int(stream.pointee.total_out)))
  }
}

extension [UInt8] {
  fileprivate mutating func append<Integer: FixedWidthInteger>(littleEndian value: Integer) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
