internal import CZlib

extension ZipArchive {
  /// Streams the contents of `entry` to `consume`, at most `chunkSize` bytes at a time, reading
  /// and inflating `chunkSize` bytes of the archive at a time; then checks the contents' CRC-32
  /// and size against the central directory. Stored (method 0) and deflated (method 8) entries
  /// are read; an encrypted entry, another method, data past the end of the file, a damaged
  /// deflate stream or a mismatch are refused, after some chunks may have been consumed.
  func read(
    _ entry: Entry, chunkSize: Int,
    into consume: (UnsafeRawBufferPointer) throws(ImportError) -> Void
  ) throws(ImportError) {
    let member = "\"\(entry.name)\" in \"\(file.path)\""
    guard !entry.isEncrypted else {
      throw ImportError(
        "\(member) is encrypted",
        hint: "Export again from the Health app without a password, or unzip it and give "
          + "export.xml.")
    }
    guard entry.method == Method.stored || entry.method == Method.deflated else {
      throw ImportError(
        "\(member) is compressed with method \(entry.method), which larder cannot read",
        hint: "Unzip it with another tool and give export.xml; larder reads stored and deflated "
          + "entries.")
    }
    let dataOffset = try self.dataOffset(of: entry)
    guard entry.compressedSize <= file.size - min(dataOffset, file.size) else {
      throw Self.truncated(file.path, "\"\(entry.name)\" runs past the end of the file")
    }
    var size: UInt64 = 0
    var checksum: UInt32 = 0
    try readData(of: entry, at: dataOffset, chunkSize: chunkSize, member: member) {
      bytes throws(ImportError) in
      size += UInt64(bytes.count)
      checksum = Self.crc32(checksum, bytes)
      try consume(bytes)
    }
    guard size == entry.uncompressedSize else {
      throw ImportError(
        "\(member) is damaged: it holds \(size) bytes, the archive says "
          + "\(entry.uncompressedSize)",
        hint: Self.copyAgainHint)
    }
    guard checksum == entry.checksum else {
      throw ImportError(
        "\(member) is damaged: its CRC-32 is \(Self.hex(checksum)), the archive says "
          + Self.hex(entry.checksum),
        hint: Self.copyAgainHint)
    }
  }

  private enum Method {
    static let stored: UInt16 = 0
    static let deflated: UInt16 = 8
  }

  /// Where the entry's data starts: after its local header, whose name and extra field may
  /// differ in length from the central directory's.
  private func dataOffset(of entry: Entry) throws(ImportError) -> UInt64 {
    let header = try file.bytes(at: entry.localHeaderOffset, count: 30)
    guard header.count == 30 else {
      throw Self.truncated(file.path, "the local header of \"\(entry.name)\" is missing")
    }
    guard header.littleEndian(at: 0, as: UInt32.self) == Signature.localHeader else {
      throw Self.damaged(file.path, "\"\(entry.name)\" has no local header where it should")
    }
    let nameLength = UInt64(header.littleEndian(at: 26, as: UInt16.self))
    let extraLength = UInt64(header.littleEndian(at: 28, as: UInt16.self))
    return entry.localHeaderOffset + 30 + nameLength + extraLength
  }

  /// Streams the entry's data as it is stored or inflated, without checking it.
  private func readData(
    of entry: Entry, at offset: UInt64, chunkSize: Int, member: String,
    into consume: (UnsafeRawBufferPointer) throws(ImportError) -> Void
  ) throws(ImportError) {
    if entry.method == Method.stored {
      try readStored(entry, at: offset, chunkSize: chunkSize, into: consume)
    } else {
      try inflate(entry, at: offset, chunkSize: chunkSize, member: member, into: consume)
    }
  }

  /// `checksum` continued over `bytes` (zlib's CRC-32, the one zip uses).
  private static func crc32(_ checksum: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return checksum }
    return UInt32(
      CZlib.crc32(UInt(checksum), start.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
  }

  private func readStored(
    _ entry: Entry, at offset: UInt64, chunkSize: Int,
    into consume: (UnsafeRawBufferPointer) throws(ImportError) -> Void
  ) throws(ImportError) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
    defer { buffer.deallocate() }
    var done: UInt64 = 0
    while done < entry.compressedSize {
      let wanted = Int(min(UInt64(chunkSize), entry.compressedSize - done))
      let count = try file.read(
        into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]), at: offset + done)
      guard count == wanted else {
        throw Self.truncated(file.path, "\"\(entry.name)\" runs past the end of the file")
      }
      try consume(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
      done += UInt64(count)
    }
  }

  /// Inflates the raw deflate stream of `entry`, one input chunk and one output chunk in memory.
  private func inflate(
    _ entry: Entry, at offset: UInt64, chunkSize: Int, member: String,
    into consume: (UnsafeRawBufferPointer) throws(ImportError) -> Void
  ) throws(ImportError) {
    let input = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
    defer { input.deallocate() }
    let output = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
    defer { output.deallocate() }
    // zlib keeps a pointer back to the stream and checks it on every call: it must not move.
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    defer { stream.deallocate() }
    guard larder_inflate_init_raw(stream) == Z_OK else {
      throw ImportError(
        "cannot inflate \(member): zlib could not start", hint: "Free some memory and try again.")
    }
    defer { inflateEnd(stream) }
    var read: UInt64 = 0
    while true {
      if stream.pointee.avail_in == 0, read < entry.compressedSize {
        let wanted = Int(min(UInt64(chunkSize), entry.compressedSize - read))
        let count = try file.read(
          into: UnsafeMutableRawBufferPointer(rebasing: input[..<wanted]), at: offset + read)
        guard count == wanted else {
          throw Self.truncated(file.path, "\"\(entry.name)\" runs past the end of the file")
        }
        read += UInt64(count)
        stream.pointee.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = uInt(count)
      }
      stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
      stream.pointee.avail_out = uInt(chunkSize)
      let status = CZlib.inflate(stream, Z_NO_FLUSH)
      let produced = chunkSize - Int(stream.pointee.avail_out)
      if produced > 0 { try consume(UnsafeRawBufferPointer(rebasing: output[..<produced])) }
      switch status {
      case Z_STREAM_END:
        return
      case Z_OK:
        continue
      case Z_BUF_ERROR where stream.pointee.avail_in == 0 && read == entry.compressedSize:
        throw ImportError(
          "\(member) is damaged: its compressed data ends early", hint: Self.copyAgainHint)
      case Z_MEM_ERROR:
        throw ImportError(
          "cannot inflate \(member): out of memory", hint: "Free some memory and try again.")
      default:
        let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
        throw ImportError(
          "\(member) is damaged: \(reason)", hint: Self.copyAgainHint)
      }
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
