/// The bytes of one scalar value and the file offset of its first byte.
///
/// Parsers work in local indices (`0..<bytes.count`) and turn them into file offsets only when
/// they build a syntax value or a diagnostic, so that every range they hand out points into the
/// file the scalar came from.
struct ValueText {
  let bytes: UnsafeBufferPointer<UInt8>
  let offset: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
    self.bytes = bytes
    self.offset = offset
  }

  /// Local indices of the whole text.
  var all: Range<Int> { 0..<bytes.count }

  subscript(_ index: Int) -> UInt8 { bytes[index] }

  /// The file range of a local range.
  func file(_ range: Range<Int>) -> Range<Int> {
    (range.lowerBound + offset)..<(range.upperBound + offset)
  }

  /// The local range of a file range.
  func local(_ range: Range<Int>) -> Range<Int> {
    (range.lowerBound - offset)..<(range.upperBound - offset)
  }

  /// The text of a local range, for messages.
  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The first index at or after `index` that is not a space or a tab, at most `end`.
  func skipBlanks(_ index: Int, _ end: Int) -> Int {
    var i = index
    while i < end, bytes[i].isBlank { i += 1 }
    return i
  }

  /// The range without leading and trailing spaces and tabs.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, bytes[lower].isBlank { lower += 1 }
    while upper > lower, bytes[upper - 1].isBlank { upper -= 1 }
    return lower..<upper
  }

  /// The blank-separated word that starts at `index`, which must not be a blank.
  func word(at index: Int, _ end: Int) -> Range<Int> {
    var i = index
    while i < end, !bytes[i].isBlank { i += 1 }
    return index..<i
  }

  /// The first index of `byte` in the range, if any.
  func first(_ byte: UInt8, in range: Range<Int>) -> Int? {
    let index = ByteScanning.first(byte, in: bytes, from: range.lowerBound, to: range.upperBound)
    return index < range.upperBound ? index : nil
  }

  /// Whether the range holds `word`, compared ASCII-case-insensitively; `word` is lowercase.
  func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    let expected = word.utf8Start
    var i = 0
    while i < range.count {
      if bytes[range.lowerBound + i].asciiLowercased != expected[i] { return false }
      i += 1
    }
    return true
  }

  /// Whether every byte of the (non-empty) range is an ASCII digit.
  func isDigits(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    for i in range where !bytes[i].isDigit { return false }
    return true
  }

  /// The value of a run of ASCII digits, saturating instead of overflowing.
  func integer(_ range: Range<Int>) -> Int {
    var value = 0
    for i in range {
      value = value > Int.max / 20 ? Int.max / 2 : value * 10 + Int(bytes[i] &- 48)
    }
    return value
  }

  /// Appends the words of a range to `output`, each run of blanks folded to one space.
  func appendFoldingBlanks(_ range: Range<Int>, to output: inout [UInt8]) {
    var pendingSpace = false
    for i in range {
      let byte = bytes[i]
      if byte.isBlank {
        pendingSpace = true
      } else {
        if pendingSpace { output.append(UInt8(ascii: " ")) }
        pendingSpace = false
        output.append(byte)
      }
    }
  }
}

extension ValueText {
  /// The local range of a file range, clamped to the text so that a range from another text
  /// never reads out of bounds.
  func clampedLocal(_ range: Range<Int>) -> Range<Int> {
    let lower = min(max(range.lowerBound - offset, 0), bytes.count)
    let upper = min(max(range.upperBound - offset, lower), bytes.count)
    return lower..<upper
  }

  /// The text of a local range in double quotes, shortened when long, for a message.
  func quoted(_ range: Range<Int>) -> String {
    let limit = 40
    var text = string(range)
    if text.unicodeScalars.count > limit {
      text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }
    return "\"" + text + "\""
  }

  /// An error diagnostic on a local range.
  func error(_ id: String, _ range: Range<Int>, _ message: String, hint: String) -> Diagnostic {
    .error(id, file(range), message, hint: hint)
  }
}

extension ValueText {
  /// The trimmed items of `range` between `separator` bytes; an empty item is an empty range
  /// where it would stand.
  func items(separatedBy separator: UInt8, in range: Range<Int>) -> [Range<Int>] {
    var items: [Range<Int>] = []
    var start = range.lowerBound
    while true {
      let end = first(separator, in: start..<range.upperBound) ?? range.upperBound
      items.append(trimmed(start..<end))
      guard end < range.upperBound else { return items }
      start = end + 1
    }
  }
}
