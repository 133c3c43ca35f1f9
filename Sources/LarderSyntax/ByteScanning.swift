/// Finding the next byte that needs a look, eight bytes at a time.
///
/// Each journal byte is scanned a few times (for the line table, the encoding check, the
/// parser's scan of a line and the value grammars' search for separators), and almost all of
/// them are letters, digits and spaces that none of the scans stops at. Reading a 64-bit word and testing all its bytes with a few arithmetic
/// operations skips such runs at a fraction of the cost of a loop over bytes. The tests are
/// exact: a word passes only when none of its bytes is one the caller asked for.
package enum ByteScanning {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether some byte of `word` is less than `limit`, which must be at most 128.
  @inline(__always)
  static func hasByte(in word: UInt64, lessThan limit: UInt8) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & highBits != 0
  }

  /// Whether some byte of `word` is greater than `limit`, which must be at most 127.
  @inline(__always)
  static func hasByte(in word: UInt64, greaterThan limit: UInt8) -> Bool {
    ((word &+ ones &* UInt64(127 - limit)) | word) & highBits != 0
  }

  /// Whether some byte of `word` equals `byte`.
  @inline(__always)
  static func hasByte(in word: UInt64, equalTo byte: UInt8) -> Bool {
    hasByte(in: word ^ (ones &* UInt64(byte)), lessThan: 1)
  }

  /// The first index at or after `index`, and before `end`, of a byte that is not printable
  /// ASCII (a control byte such as a line feed or a tab, DEL, or a byte beyond ASCII); `end`
  /// when there is none.
  @inline(__always)
  static func firstNonPrintable(
    in bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int
  ) -> Int {
    var index = index
    while index + 8 <= end {
      let word = word(in: bytes, at: index)
      if hasByte(in: word, lessThan: 0x20) || hasByte(in: word, greaterThan: 0x7E) { break }
      index += 8
    }
    while index < end {
      let byte = bytes[index]
      if byte < 0x20 || byte > 0x7E { return index }
      index += 1
    }
    return end
  }

  /// The first index at or after `index`, and before `end`, of a byte that may end or split a
  /// plain scalar's line: a control byte (line ends and tabs among them), `#` or `:`; `end`
  /// when there is none. Spaces and bytes beyond ASCII are passed over.
  @inline(__always)
  static func firstPlainStop(
    in bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int
  ) -> Int {
    var index = index
    while index + 8 <= end {
      let word = word(in: bytes, at: index)
      if hasByte(in: word, lessThan: 0x20) || hasByte(in: word, equalTo: 0x23)
        || hasByte(in: word, equalTo: 0x3A)
      {
        break
      }
      index += 8
    }
    while index < end {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x23 || byte == 0x3A { return index }
      index += 1
    }
    return end
  }

  /// The first index at or after `index`, and before `end`, of `byte`; `end` when there is
  /// none. The value grammars look for the `=`, `;` and `,` of every entry this way, and the
  /// journal layer for the `#` of a merge conflict's comments in every file.
  @inline(__always)
  package static func first(
    _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int
  ) -> Int {
    var index = index
    while index + 8 <= end {
      if hasByte(in: word(in: bytes, at: index), equalTo: byte) { break }
      index += 8
    }
    while index < end {
      if bytes[index] == byte { return index }
      index += 1
    }
    return end
  }

  /// The eight bytes from `index`, the first in the lowest bits.
  @inline(__always)
  private static func word(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
  }
}
