/// Appends little-endian integers to a byte array.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func appendByte(_ value: UInt8) {
    bytes.append(value)
  }

  /// A non-negative integer below 2³², as four bytes.
  mutating func append(_ value: Int) {
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes += $0 }
  }

  mutating func append(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  mutating func append(_ value: Int64) {
    append(UInt64(bitPattern: value))
  }

  mutating func append(_ range: Range<Int>) {
    append(range.lowerBound)
    append(range.upperBound)
  }

  /// A count of bytes, then the bytes.
  mutating func appendCounted(_ more: some Collection<UInt8>) {
    append(more.count)
    bytes += more
  }
}

/// Reads what `ByteWriter` wrote, failing with `nil` past the end.
struct ByteReader {
  private let bytes: ArraySlice<UInt8>
  private var offset: Int

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    offset = bytes.startIndex
  }

  var isAtEnd: Bool { offset == bytes.endIndex }

  mutating func byte() -> UInt8? {
    guard offset < bytes.endIndex else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func integer() -> Int? {
    guard bytes.endIndex - offset >= 4 else { return nil }
    defer { offset += 4 }
    return Int(UInt32(littleEndian: load(UInt32.self)))
  }

  /// A count of things each taking at least one byte, so no larger than what is left.
  mutating func count() -> Int? {
    guard let count = integer(), count <= bytes.endIndex - offset else { return nil }
    return count
  }

  mutating func word() -> UInt64? {
    guard bytes.endIndex - offset >= 8 else { return nil }
    defer { offset += 8 }
    return UInt64(littleEndian: load(UInt64.self))
  }

  mutating func signedWord() -> Int64? {
    word().map { Int64(bitPattern: $0) }
  }

  /// A range, no further than `limit`.
  mutating func range(within limit: Int) -> Range<Int>? {
    guard let lower = integer(), let upper = integer(), lower <= upper, upper <= limit else {
      return nil
    }
    return lower..<upper
  }

  /// Where the next read starts, counted from the start of the bytes.
  var position: Int { offset - bytes.startIndex }

  /// Moves to `position`, counted from the start of the bytes; false when that is past the
  /// end.
  mutating func seek(to position: Int) -> Bool {
    guard position >= 0, position <= bytes.count else { return false }
    offset = bytes.startIndex + position
    return true
  }

  /// A count of bytes, then the bytes.
  mutating func countedBytes() -> ArraySlice<UInt8>? {
    guard let count = count() else { return nil }
    defer { offset += count }
    return bytes[offset..<(offset + count)]
  }

  private func load<T: FixedWidthInteger>(_ type: T.Type) -> T {
    bytes.withUnsafeBytes {
      $0.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: T.self)
    }
  }
}
