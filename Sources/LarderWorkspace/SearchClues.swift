import Glibc
import LarderModel

/// The folded texts a search looks for (`SearchReport.clues`), found in text without building
/// strings: in the bytes of a whole file, to pass over the files that cannot hold a match,
/// and in each entry of the files that can.
///
/// Text is folded as `Name.searchKey` folds it: lower case, runs of white space (line ends
/// too) as one space, accents removed. A file's text holds each entry's value and comment as
/// written, except where a quoted scalar escapes characters, so a file with a backslash
/// always may hold a clue, and clues with quotes or backslashes (or too many clues to be worth
/// it) turn the test of raw text off.
struct SearchClues: Sendable {
  private let clues: [[UInt8]]
  private let testsRawText: Bool

  init(_ clues: Set<String>) {
    // Short clues first: the query, which most texts holding any clue hold, is usually one.
    self.clues = clues.filter { !$0.isEmpty }.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
      .map { Array($0.utf8) }
    testsRawText =
      clues.count <= 64 && !clues.contains(where: { $0.utf8.contains(where: Self.isQuoteOrEscape) })
  }

  /// Whether journal text as written, `bytes`, may hold a clue in an entry's value or comment
  /// (or a library item's name or alias): false only when, folded, it holds none.
  func mayBeHeld(inRawText bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard testsRawText else { return true }
    let hasEscapes =
      bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\\")), bytes.count) != nil } ?? false
    return hasEscapes || holdsClue(bytes)
  }

  /// Whether `text`, folded, holds a clue.
  func isHeld(in text: String) -> Bool {
    var text = text
    return text.withUTF8(holdsClue)
  }

  private func holdsClue(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    clues.contains { clue in Self.folded(text, holds: clue) }
  }

  private static func isQuoteOrEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Whether `text`, folded, holds `clue` (folded, and so neither starting nor ending with a
  /// space).
  ///
  /// Whole files pass here, and most hold no clue, so the text is not folded as a whole:
  /// a match starts where a byte folds to the clue's first byte, an ASCII letter in either
  /// case or any byte beyond ASCII, and those bytes are found eight at a time; only from
  /// them is the text folded, as far as it goes on matching.
  static func folded(_ text: UnsafeBufferPointer<UInt8>, holds clue: [UInt8]) -> Bool {
    let first = clue[0]
    var index = 0
    while let start = nextStart(folding: first, in: text, from: index) {
      if text[start] < 0x80 {
        if matches(clue, from: 1, in: text, at: start + 1) { return true }
        index = start + 1
        continue
      }
      // A scalar's folding may hold the first byte anywhere: `æ` folds to `ae`.
      let (scalar, length) = decodeScalar(text, at: start)
      let fold = folded(scalar) ?? []
      for offset in fold.indices where fold[offset] == first {
        var matched = 1
        var rest = offset + 1
        while matched < clue.count, rest < fold.count, fold[rest] == clue[matched] {
          matched += 1
          rest += 1
        }
        if matched == clue.count
          || (rest == fold.count && matches(clue, from: matched, in: text, at: start + length))
        {
          return true
        }
      }
      index = start + length
    }
    return false
  }

  /// The first index from `index` on whose byte may start a match of a clue starting with
  /// `first`: one that folds to it, or any byte beyond ASCII.
  private static func nextStart(
    folding first: UInt8, in text: UnsafeBufferPointer<UInt8>, from index: Int
  ) -> Int? {
    guard let base = text.baseAddress else { return nil }
    // Upper and lower case differ in bit 0x20 alone: setting it in every byte makes both
    // cases of a letter equal to the lower case one, and no other byte equal to it.
    let isLetter = first >= 0x61 && first <= 0x7A
    let caseBits: UInt64 = isLetter ? 0x2020_2020_2020_2020 : 0
    let pattern = UInt64(first) &* 0x0101_0101_0101_0101
    var index = index
    while index + 8 <= text.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let difference = (word | caseBits) ^ pattern
      // A byte of `difference` is zero where the byte folds to `first`; the lowest flagged
      // byte is exact, and that is the one taken.
      let zero = (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
      let candidates = zero | (word & 0x8080_8080_8080_8080)
      if candidates != 0 { return index + candidates.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < text.count {
      let byte = text[index]
      if byte >= 0x80 || (isLetter ? byte | 0x20 : byte) == first { return index }
      index += 1
    }
    return nil
  }

  /// Whether the text from `index` on, folded, goes on with `clue[matched...]`.
  private static func matches(
    _ clue: [UInt8], from matched: Int, in text: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Bool {
    var matched = matched
    var index = index
    var pendingSpace = false
    // Takes one folded byte; false once it differs from the clue.
    func take(_ byte: UInt8) -> Bool {
      if pendingSpace {
        guard clue[matched] == 0x20 else { return false }
        pendingSpace = false
        matched += 1
        if matched == clue.count { return true }
      }
      guard clue[matched] == byte else { return false }
      matched += 1
      return true
    }
    while matched < clue.count {
      guard index < text.count else { return false }
      let byte = text[index]
      if byte < 0x80 {
        index += 1
        switch byte {
        case 0x09, 0x0A, 0x0D, 0x20: pendingSpace = true
        case 0x41...0x5A: guard take(byte + 0x20) else { return false }
        default: guard take(byte) else { return false }
        }
        continue
      }
      let (scalar, length) = decodeScalar(text, at: index)
      index += length
      guard let fold = folded(scalar) else {
        pendingSpace = true
        continue
      }
      for byte in fold where matched < clue.count {
        guard take(byte) else { return false }
      }
    }
    return true
  }

  /// How a scalar beyond ASCII folds, as `Name.searchKey` folds it alone (the same as in a
  /// text, because case and accents fold scalar by scalar); `nil` for white space.
  private static func folded(_ scalar: Unicode.Scalar) -> [UInt8]? {
    if scalar.properties.isWhitespace { return nil }
    if scalar.value < 0x250 { return latinFolds[Int(scalar.value) - 0x80] }
    return Array(Name.searchKey(String(scalar)).utf8)
  }

  /// How each scalar from U+0080 to U+024F folds, worked out once.
  private static let latinFolds: [[UInt8]] = (0x80..<0x250).map { value in
    Array(Name.searchKey(String(Unicode.Scalar(UInt32(value))!)).utf8)
  }

  /// The scalar whose UTF-8 starts at `index`, and its length; U+FFFD for one invalid byte,
  /// as `String(decoding:as:)` reads it.
  private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)
  {
    var iterator = bytes[index...].makeIterator()
    var decoder = Unicode.UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return (Unicode.Scalar(0xFFFD)!, 1)
    }
    return (scalar, UTF8.width(scalar))
  }
}
