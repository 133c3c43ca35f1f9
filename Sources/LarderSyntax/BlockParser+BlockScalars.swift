extension BlockParser {
  /// How a block scalar treats the line breaks at its end.
  enum Chomping {
    /// `|-`: no final line break.
    case strip
    /// `|`: one final line break.
    case clip
    /// `|+`: every final line break, empty lines included.
    case keep
  }

  /// Reads a literal (`|`) or folded (`>`) block scalar whose header starts at `start`; its
  /// lines must be indented more than `parentIndent`.
  mutating func parseBlockScalar(at start: Int, parentIndent: Int) -> ScalarSyntax {
    let isFolded = bytes[start] == 0x3E
    var end = start + 1
    var indicator = 0
    var chomping = Chomping.clip
    var sawChomping = false
    while end < start + 3 && end < count {
      let byte = bytes[end]
      if indicator == 0 && byte >= 0x31 && byte <= 0x39 {
        indicator = Int(byte - 0x30)
      } else if !sawChomping && (byte == 0x2B || byte == 0x2D) {
        chomping = byte == 0x2B ? .keep : .strip
        sawChomping = true
      } else {
        break
      }
      end += 1
    }
    let header = token(.blockScalarHeader, start..<end)
    if !header.endsLine {
      let restEnd = unexpectedEnd(from: position)
      diagnostics.append(
        .textAfterValue(
          position..<restEnd, text: quoted(position, restEnd),
          after: quoted(start, end)))
      skipRestOfLine(from: position)
    }
    let style: ScalarSyntax.Style = isFolded ? .folded : .literal
    let contentStart = position
    // Without text, only `|+` has a value: the line breaks of the empty lines.
    let emptyValue =
      chomping == .keep ? String(repeating: "\n", count: emptyLines(from: contentStart)) : ""
    guard
      let contentIndent = indicator > 0
        ? max(parentIndent, -1) + indicator : detectIndent(from: contentStart, above: parentIndent)
    else {
      return ScalarSyntax(style: style, value: emptyValue, token: header)
    }
    let lastEnd = lastContentLineEnd(from: contentStart, indent: contentIndent)
    guard lastEnd >= 0 else {
      return ScalarSyntax(style: style, value: emptyValue, token: header)
    }
    let content = token(.blockScalarContent, contentStart..<lastEnd)
    let value = decodeBlock(
      contentStart..<lastEnd, indent: contentIndent, isFolded: isFolded, chomping: chomping)
    return ScalarSyntax(style: style, value: value, token: header, blockContent: content)
  }

  /// The indentation of a block scalar without an indentation indicator: that of its first
  /// non-empty line, if that is more than `parentIndent`.
  func detectIndent(from start: Int, above parentIndent: Int) -> Int? {
    var lineStart = start
    while lineStart < count {
      var index = lineStart
      while index < count && bytes[index] == 0x20 { index += 1 }
      let content = skipBlanks(index)
      if !isLineEnd(content) {
        let indent = index - lineStart
        return indent > parentIndent ? indent : nil
      }
      guard content < count else { return nil }
      lineStart = nextLineStart(from: content)
    }
    return nil
  }

  /// The end of the text of the last line of a block scalar with indentation `indent` whose
  /// lines start at `start`, or -1 when it has no line with text.
  func lastContentLineEnd(from start: Int, indent: Int) -> Int {
    var lineStart = start
    var lastEnd = -1
    while lineStart < count {
      var index = lineStart
      while index < count && index - lineStart < indent && bytes[index] == 0x20 { index += 1 }
      let end = lineContentEnd(from: lineStart)
      if index - lineStart == indent && index < end {
        lastEnd = end
      } else if skipBlanks(index) < end {
        break
      }
      guard end < count else { break }
      lineStart = nextLineStart(from: end)
    }
    return lastEnd
  }

  /// The value of a block scalar's lines: indentation removed, lines folded for `>`, and the
  /// final line breaks chomped.
  func decodeBlock(
    _ range: Range<Int>, indent: Int, isFolded: Bool, chomping: Chomping
  ) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(range.count)
    var breaks = 0
    var sawText = false
    var previousWasIndented = false
    var lineStart = range.lowerBound
    while lineStart < range.upperBound {
      let end = min(lineContentEnd(from: lineStart), range.upperBound)
      var text = lineStart
      while text < end && text - lineStart < indent && bytes[text] == 0x20 { text += 1 }
      if text - lineStart < indent || text >= end {
        breaks += 1
      } else {
        let isIndented = bytes[text] == 0x20 || bytes[text] == 0x09
        if sawText {
          if isFolded && !previousWasIndented && !isIndented {
            if breaks == 0 { output.append(0x20) }
          } else {
            output.append(0x0A)
          }
        }
        output.append(contentsOf: repeatElement(0x0A, count: breaks))
        output.append(contentsOf: bytes[text..<end])
        breaks = 0
        sawText = true
        previousWasIndented = isIndented
      }
      lineStart = nextLineStart(from: end)
    }
    guard sawText else { return "" }
    let hasFinalBreak = range.upperBound < count
    switch chomping {
    case .strip:
      break
    case .clip:
      if hasFinalBreak { output.append(0x0A) }
    case .keep:
      if hasFinalBreak { output.append(0x0A) }
      output.append(
        contentsOf: repeatElement(0x0A, count: trailingEmptyLines(after: range.upperBound)))
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The number of blank lines, each with its line end, after the line whose text ends at
  /// `end`.
  func trailingEmptyLines(after end: Int) -> Int {
    end < count ? emptyLines(from: nextLineStart(from: end)) : 0
  }

  /// The number of blank lines, each with its line end, from the line starting at `start`.
  func emptyLines(from start: Int) -> Int {
    var lines = 0
    var lineStart = start
    while lineStart < count {
      let content = skipBlanks(lineStart)
      guard isLineEnd(content), content < count else { break }
      lines += 1
      lineStart = nextLineStart(from: content)
    }
    return lines
  }
}
