extension DocumentSyntax {
  /// The pieces of a token's leading or trailing trivia, in order.
  public func trivia(_ range: Range<Int>) -> [TriviaPiece] {
    let range = source.clamped(range)
    let bytes = source.bytes
    let hasMark = source.hasByteOrderMark
    var pieces: [TriviaPiece] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let start = index
      let byte = bytes[index]
      let kind: TriviaPiece.Kind
      if index == 0 && hasMark && range.upperBound >= 3 {
        kind = .byteOrderMark
        index = 3
      } else if byte == 0x20 || byte == 0x09 {
        kind = .whitespace
        while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 {
          index += 1
        }
      } else if byte == 0x0A {
        kind = .lineEnd
        index += 1
      } else if byte == 0x0D && index + 1 < range.upperBound && bytes[index + 1] == 0x0A {
        kind = .lineEnd
        index += 2
      } else if byte == 0x23 && startsComment(at: index) {
        kind = .comment
        var last = index + 1
        while index < range.upperBound, !isLineEnd(at: index) {
          index += 1
          if bytes[index - 1] != 0x20 && bytes[index - 1] != 0x09 { last = index }
        }
        index = last
      } else {
        // Up to its last non-blank byte before a comment or the line end, as the diagnostic.
        kind = .unexpectedText
        var last = index + 1
        while index < range.upperBound, !isLineEnd(at: index) {
          let current = bytes[index]
          let isBlank = current == 0x20 || current == 0x09
          if isBlank && index + 1 < range.upperBound && bytes[index + 1] == 0x23 { break }
          index += 1
          if !isBlank { last = index }
        }
        index = last
      }
      pieces.append(TriviaPiece(kind: kind, range: start..<index))
    }
    return pieces
  }

  /// Whether a `#` at `index` starts a comment: at the start of a line or after white space.
  private func startsComment(at index: Int) -> Bool {
    guard index > 0 else { return true }
    if index == 3 && source.hasByteOrderMark { return true }
    let previous = source.bytes[index - 1]
    return previous == 0x20 || previous == 0x09 || previous == 0x0A
  }

  /// Whether a line end (`LF`, or `CR` before `LF`) starts at `index`.
  private func isLineEnd(at index: Int) -> Bool {
    let bytes = source.bytes
    return bytes[index] == 0x0A
      || bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
  }
}
