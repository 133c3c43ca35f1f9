/// A zip archive read from its end: the end-of-central-directory record (and its Zip64 form,
/// for archives over 4 GiB or 65,535 entries) gives the central directory, which lists each
/// entry's name, method, CRC-32, sizes and where its local header starts.
///
/// ```
/// [local header, data, optional data descriptor] … [central directory] [Zip64 end record,
/// Zip64 locator] [end of central directory, comment]
/// ```
///
/// Only the central directory is trusted for sizes and checksums: entries written with data
/// descriptors (general-purpose flag bit 3) have zeros in their local headers. Archives split
/// over several files are refused.
struct ZipArchive {
  /// One entry as the central directory describes it.
  struct Entry {
    /// The path inside the archive, `apple_health_export/export.xml`.
    var name: String
    /// The general-purpose bit flags; bit 0 is encryption, bit 3 a data descriptor.
    var flags: UInt16
    /// The compression method: 0 stored, 8 deflate.
    var method: UInt16
    /// The CRC-32 of the uncompressed contents.
    var checksum: UInt32
    /// The bytes the entry's data takes in the archive.
    var compressedSize: UInt64
    /// The bytes of the contents once inflated.
    var uncompressedSize: UInt64
    /// Where the entry's local header starts.
    var localHeaderOffset: UInt64

    /// Whether the entry is encrypted (traditional PKWARE or strong encryption).
    var isEncrypted: Bool { flags & 1 != 0 }
  }

  /// The archive's file.
  let file: InputFile
  private let directoryOffset: UInt64
  private let directorySize: UInt64

  /// The four bytes that start each kind of record, `PK` and two more, read little-endian.
  enum Signature {
    /// `PK\x03\x04`, before each entry's data.
    static let localHeader: UInt32 = 0x0403_4B50
    /// `PK\x01\x02`, one per entry in the central directory.
    static let centralDirectoryEntry: UInt32 = 0x0201_4B50
    /// `PK\x05\x06`, the last record, 22 bytes and a comment.
    static let endOfCentralDirectory: UInt32 = 0x0605_4B50
    /// `PK\x06\x06`, the 64-bit end record.
    static let zip64EndOfCentralDirectory: UInt32 = 0x0606_4B50
    /// `PK\x06\x07`, the 20 bytes just before the end record that point at the 64-bit one.
    static let zip64Locator: UInt32 = 0x0706_4B50
  }

  /// A zip value that does not fit its field and is in the Zip64 record or extra field instead.
  private static let inZip64: UInt32 = 0xFFFF_FFFF
  private static let endRecordSize = 22
  private static let longestComment = 0xFFFF

  /// Whether `file` starts as a zip archive does: with a local header, or, for an archive
  /// without entries, with the end of the central directory.
  static func isArchive(_ file: InputFile) throws(ImportError) -> Bool {
    let start = try file.bytes(at: 0, count: 4)
    guard start.count == 4 else { return false }
    let signature = start.littleEndian(at: 0, as: UInt32.self)
    return signature == Signature.localHeader || signature == Signature.endOfCentralDirectory
  }

  /// Finds the central directory of the archive in `file`; throws when the archive is
  /// truncated, damaged or split.
  init(file: InputFile) throws(ImportError) {
    self.file = file
    let tailLength = Int(min(file.size, UInt64(Self.endRecordSize + Self.longestComment)))
    let tailOffset = file.size - UInt64(tailLength)
    let tail = try file.bytes(at: tailOffset, count: tailLength)
    guard let endIndex = Self.endRecordIndex(in: tail) else {
      throw Self.truncated(file.path, "its end of central directory is missing")
    }
    let end = tail[endIndex...]
    let endOffset = tailOffset + UInt64(endIndex)
    var disk = UInt32(end.littleEndian(at: 4, as: UInt16.self))
    var directoryDisk = UInt32(end.littleEndian(at: 6, as: UInt16.self))
    var directorySize = UInt64(end.littleEndian(at: 12, as: UInt32.self))
    var directoryOffset = UInt64(end.littleEndian(at: 16, as: UInt32.self))
    var directoryEnd = endOffset
    let locator = endOffset >= 20 ? try file.bytes(at: endOffset - 20, count: 20) : []
    if locator.count == 20, locator.littleEndian(at: 0, as: UInt32.self) == Signature.zip64Locator {
      let recordOffset = locator.littleEndian(at: 8, as: UInt64.self)
      let record = try file.bytes(at: recordOffset, count: 56)
      guard record.count == 56,
        record.littleEndian(at: 0, as: UInt32.self) == Signature.zip64EndOfCentralDirectory
      else {
        throw Self.damaged(file.path, "its Zip64 end of central directory is missing")
      }
      disk = record.littleEndian(at: 16, as: UInt32.self)
      directoryDisk = record.littleEndian(at: 20, as: UInt32.self)
      directorySize = record.littleEndian(at: 40, as: UInt64.self)
      directoryOffset = record.littleEndian(at: 48, as: UInt64.self)
      directoryEnd = recordOffset
    }
    guard disk == 0, directoryDisk == 0 else {
      throw ImportError(
        "\"\(file.path)\" is one part of an archive split over several files",
        hint: "Give the single export.zip the Health app wrote.")
    }
    guard directoryOffset <= directoryEnd, directorySize <= directoryEnd - directoryOffset else {
      throw Self.damaged(file.path, "its central directory lies outside the file")
    }
    self.directoryOffset = directoryOffset
    self.directorySize = directorySize
  }

  /// The index of the last end-of-central-directory signature in `tail` (the end of the file)
  /// whose record and comment fit before the end.
  private static func endRecordIndex(in tail: [UInt8]) -> Int? {
    var index = tail.count - endRecordSize
    while index >= 0 {
      if tail[index] == 0x50,
        tail.littleEndian(at: index, as: UInt32.self) == Signature.endOfCentralDirectory,
        index + endRecordSize + Int(tail.littleEndian(at: index + 20, as: UInt16.self))
          <= tail.count
      {
        return index
      }
      index -= 1
    }
    return nil
  }

  /// Calls `body` with each entry of the central directory in order, reading the directory in
  /// chunks so that an archive of many thousand files needs no more memory than one of ten.
  func forEachEntry(_ body: (Entry) throws(ImportError) -> Void) throws(ImportError) {
    var directory = DirectoryReader(
      file: file, offset: directoryOffset, end: directoryOffset + directorySize)
    while !directory.isAtEnd {
      let entryOffset = directory.offset
      let fixed = try directory.next(46)
      guard fixed.littleEndian(at: 0, as: UInt32.self) == Signature.centralDirectoryEntry else {
        throw Self.damaged(file.path, "its central directory has no entry at byte \(entryOffset)")
      }
      let nameLength = Int(fixed.littleEndian(at: 28, as: UInt16.self))
      let extraLength = Int(fixed.littleEndian(at: 30, as: UInt16.self))
      let commentLength = Int(fixed.littleEndian(at: 32, as: UInt16.self))
      let variable = try directory.next(nameLength + extraLength + commentLength)
      let name = variable.prefix(nameLength)
      var entry = Entry(
        name: String(decoding: name, as: UTF8.self),
        flags: fixed.littleEndian(at: 8, as: UInt16.self),
        method: fixed.littleEndian(at: 10, as: UInt16.self),
        checksum: fixed.littleEndian(at: 16, as: UInt32.self),
        compressedSize: UInt64(fixed.littleEndian(at: 20, as: UInt32.self)),
        uncompressedSize: UInt64(fixed.littleEndian(at: 24, as: UInt32.self)),
        localHeaderOffset: UInt64(fixed.littleEndian(at: 42, as: UInt32.self)))
      try Self.applyZip64(
        variable.dropFirst(nameLength).prefix(extraLength), to: &entry, path: file.path)
      try body(entry)
    }
  }

  /// Replaces the sizes and offset that did not fit in 32 bits with those in the entry's Zip64
  /// extra field (header ID 1), which holds, in this order, only the values marked `0xFFFFFFFF`.
  private static func applyZip64(
    _ extra: ArraySlice<UInt8>, to entry: inout Entry, path: String
  ) throws(ImportError) {
    let needsUncompressed = entry.uncompressedSize == UInt64(inZip64)
    let needsCompressed = entry.compressedSize == UInt64(inZip64)
    let needsOffset = entry.localHeaderOffset == UInt64(inZip64)
    let needed = [needsUncompressed, needsCompressed, needsOffset].filter { $0 }.count
    guard needed > 0 else { return }
    var field = 0
    while field + 4 <= extra.count {
      let id = extra.littleEndian(at: field, as: UInt16.self)
      let length = Int(extra.littleEndian(at: field + 2, as: UInt16.self))
      let data = extra.dropFirst(field + 4).prefix(length)
      field += 4 + length
      guard id == 1 else { continue }
      guard data.count >= 8 * needed else {
        throw damaged(path, "the Zip64 field of \"\(entry.name)\" is too short")
      }
      var values = (0..<needed).map { data.littleEndian(at: 8 * $0, as: UInt64.self) }
        .makeIterator()
      if needsUncompressed { entry.uncompressedSize = values.next()! }
      if needsCompressed { entry.compressedSize = values.next()! }
      if needsOffset { entry.localHeaderOffset = values.next()! }
      return
    }
    throw damaged(path, "\"\(entry.name)\" lacks the Zip64 field its sizes point to")
  }

  /// Reads the central directory front to back through a buffer of at most a chunk.
  private struct DirectoryReader {
    let file: InputFile
    var offset: UInt64
    let end: UInt64
    var buffer: [UInt8] = []
    var bufferIndex = 0

    static let chunkSize = 1 << 16

    var isAtEnd: Bool { offset == end }

    /// The next `count` bytes of the directory; throws when the directory ends before them.
    mutating func next(_ count: Int) throws(ImportError) -> ArraySlice<UInt8> {
      guard UInt64(count) <= end - offset else {
        throw ZipArchive.damaged(file.path, "its central directory ends inside an entry")
      }
      if bufferIndex + count > buffer.count {
        let length = Int(min(end - offset, UInt64(max(count, Self.chunkSize))))
        buffer = try file.bytes(at: offset, count: length)
        bufferIndex = 0
        guard buffer.count == length else {
          throw ZipArchive.truncated(file.path, "its central directory is cut short")
        }
      }
      defer {
        bufferIndex += count
        offset += UInt64(count)
      }
      return buffer[bufferIndex..<(bufferIndex + count)]
    }
  }

  /// The hint for an archive that is damaged or cut short.
  static let copyAgainHint =
    "Copy export.zip from the phone again, or export again; nothing was imported."

  /// An archive that ends early: `"export.zip" is truncated: its end of central directory is
  /// missing`.
  static func truncated(_ path: String, _ detail: String) -> ImportError {
    ImportError("\"\(path)\" is truncated: \(detail)", hint: copyAgainHint)
  }

  /// An archive whose structure is wrong: `"export.zip" is damaged: its central directory is
  /// damaged`.
  static func damaged(_ path: String, _ detail: String) -> ImportError {
    ImportError("\"\(path)\" is damaged: \(detail)", hint: copyAgainHint)
  }
}
