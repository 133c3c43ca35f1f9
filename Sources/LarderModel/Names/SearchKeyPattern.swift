/// A search key (`Name.searchKey`) looked for in text without folding the text first: the
/// answer of `Name.searchKey(text).contains(key)`, found by folding only where a match can
/// start, and only as far as it goes on matching.
///
/// ```
/// SearchKeyPattern("creme fraiche")!.isFound(in: "Tarte with CRÈME  Fraîche")  // true
/// ```
///
/// Whole day files are searched this way, and most hold no match: the bytes where one can
/// start, those that fold to the key's first byte (an ASCII letter in either case) and any
/// byte beyond ASCII, are found eight at a time. Bytes that are not UTF-8 read as one U+FFFD
/// each.
public struct SearchKeyPattern: Hashable, Sendable {
  /// The key's bytes, as `Name.searchKey` spells it.
  public let key: [UInt8]

  /// The pattern of `key`, a search key; `nil` when it is empty.
  public init?(_ key: String) {
    guard !key.isEmpty else { return nil }
    self.key = Array(key.utf8)
  }

  /// Whether `text`, folded as `Name.searchKey` folds it, holds the key.
  public func isFound(in text: String) -> Bool {
    var text = text
    return text.withUTF8(isFound(in:))
  }

  /// Whether the text whose UTF-8 is `text`, folded as `Name.searchKey` folds it, holds the
  /// key.
  public func isFound(in text: UnsafeBufferPointer<UInt8>) -> Bool {
    // A space at an end of a key comes only from a combining mark beside a blank: too rare
    // to look for by its first byte.
    guard key[0] != 0x20, key[key.count - 1] != 0x20 else {
      let folded = Array(Name.searchKey(String(decoding: text, as: UTF8.self)).utf8)
      return folded.indices.contains { folded[$0...].starts(with: key) }
    }
    let first = key[0]
    var index = 0
    while let start = nextStart(in: text, from: index) {
      if text[start] < 0x80 {
        if matches(from: 1, in: text, at: start + 1) { return true }
        index = start + 1
        continue
      }
      // A scalar's folding may hold the first byte anywhere: `æ` folds to `ae`.
      let (scalar, length) = Self.decodeScalar(text, at: start)
      let fold = Self.folded(scalar) ?? []
      for offset in fold.indices where fold[offset] == first {
        var matched = 1
        var rest = offset + 1
        while matched < key.count, rest < fold.count, fold[rest] == key[matched] {
          matched += 1
          rest += 1
        }
        if matched == key.count
          || (rest == fold.count && matches(from: matched, in: text, at: start + length))
        {
          return true
        }
      }
      index = start + length
    }
    return false
  }

  /// The first index from `index` on whose byte may start a match: one that folds to the
  /// key's first byte, or any byte beyond ASCII.
  private func nextStart(in text: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    guard let base = text.baseAddress else { return nil }
    let first = key[0]
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

  /// Whether the text from `index` on, folded after a character that is not white space,
  /// goes on with `key[matched...]`.
  ///
  /// As `Name.searchKey` folds: blanks between characters are one space, written before the
  /// next character that is not a blank, even one that folds to nothing (a combining mark);
  /// blanks at the end are dropped.
  private func matches(from matched: Int, in text: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Bool
  {
    var matched = matched
    var index = index
    var blanks = false
    // Takes the folding of one character that is not white space; false once the text
    // differs from the key.
    func take(_ fold: some Collection<UInt8>) -> Bool {
      if blanks {
        guard key[matched] == 0x20 else { return false }
        blanks = false
        matched += 1
      }
      for byte in fold where matched < key.count {
        guard key[matched] == byte else { return false }
        matched += 1
      }
      return true
    }
    while matched < key.count {
      guard index < text.count else { return false }
      let byte = text[index]
      if byte < 0x80 {
        index += 1
        switch byte {
        case 0x09, 0x0A, 0x0D, 0x20: blanks = true
        case 0x41...0x5A: guard take(CollectionOfOne(byte + 0x20)) else { return false }
        default: guard take(CollectionOfOne(byte)) else { return false }
        }
        continue
      }
      let (scalar, length) = Self.decodeScalar(text, at: index)
      index += length
      guard let fold = Self.folded(scalar) else {
        blanks = true
        continue
      }
      guard take(fold) else { return false }
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

  /// The scalar whose UTF-8 starts at `index`, and its length; U+FFFD for one byte that does
  /// not start one.
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
