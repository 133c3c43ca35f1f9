extension BlockParser {
  /// Reads the scalar that starts at `index` on a line that already holds a key or a dash;
  /// its continuation lines must be indented more than `parentIndent`.
  mutating func parseInlineScalar(at index: Int, parentIndent: Int) -> ScalarSyntax {
    switch bytes[index] {
    case 0x7C, 0x3E:
      return parseBlockScalar(at: index, parentIndent: parentIndent)
    case 0x22, 0x27:
      return parseQuotedScalar(at: index, checkingRest: true)
    default:
      return parsePlainScalar(at: index, parentIndent: parentIndent)
    }
  }

  // MARK: Plain scalars

  /// Scans one line of a plain scalar from `start`: the end of its text (without trailing
  /// blanks, before a comment or the line end) and the first `:` followed by a blank or the
  /// line end, which would make the text a mapping key. With `stopsAtColon`, returns at that
  /// colon, and the end is then not known.
  func scanPlainLine(from start: Int, stopsAtColon: Bool) -> (end: Int, colon: Int?) {
    var index = start
    var colon: Int?
    // Only control bytes (line ends, tabs), `#` and `:` can end the text or make it a key;
    // everything between them is text, whose end is found by trimming blanks at the stop.
    while true {
      index = ByteScanning.firstPlainStop(in: bytes, from: index, to: count)
      guard index < count else { break }
      let byte = bytes[index]
      if byte == 0x23 {
        if index > start && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09) {
          return (trimmedEnd(start, index), colon)
        }
      } else if byte == 0x0A || byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A {
        break
      } else if byte == 0x3A && colon == nil && isSeparator(index + 1) {
        if stopsAtColon { return (trimmedEnd(start, index), index) }
        colon = index
      }
      index += 1
    }
    return (trimmedEnd(start, index), colon)
  }

  /// Reads a plain scalar that starts at `start`, with its continuation lines.
  mutating func parsePlainScalar(at start: Int, parentIndent: Int) -> ScalarSyntax {
    // The line was scanned already when it was classified, unless it holds a key.
    let first =
      lastScan.start == start
      ? (end: lastScan.end, colon: nil) : scanPlainLine(from: start, stopsAtColon: false)
    let startsWithIndicator = checkPlainStart(start..<first.end, isKey: false)
    if first.colon != nil && !startsWithIndicator {
      diagnostics.append(
        .colonInValue(start..<first.end, text: quoted(start, first.end)))
    }
    var end = first.end
    var folded: [UInt8]?
    var scan = skipBlanks(end)
    continuation: while isLineEnd(scan) && scan < count {
      var breaks = 0
      var lineStart = nextLineStart(from: scan)
      while lineStart < count {
        var indent = lineStart
        while indent < count && bytes[indent] == 0x20 { indent += 1 }
        let content = skipBlanks(indent)
        if isLineEnd(content) {
          guard content < count else { break continuation }
          breaks += 1
          lineStart = nextLineStart(from: content)
          continue
        }
        guard indent - lineStart > parentIndent, bytes[content] != 0x23,
          !(content == lineStart && isDocumentMarker(at: content))
        else { break continuation }
        let line = scanPlainLine(from: content, stopsAtColon: false)
        guard line.colon == nil else { break continuation }
        if folded == nil { folded = Array(bytes[start..<end]) }
        if breaks == 0 {
          folded!.append(0x20)
        } else {
          folded!.append(contentsOf: repeatElement(0x0A, count: breaks))
        }
        folded!.append(contentsOf: bytes[content..<line.end])
        end = line.end
        scan = skipBlanks(end)
        continue continuation
      }
      break
    }
    let token = token(.plainScalar, start..<end)
    guard let folded else { return ScalarSyntax(plainLine: token, in: source.bytes) }
    return ScalarSyntax(
      style: .plain, value: String(decoding: folded, as: UTF8.self), token: token,
      isMultiline: true)
  }

  /// Whether `---` or `...` followed by a blank or a line end starts at `index`.
  func isDocumentMarker(at index: Int) -> Bool {
    let byte = bytes[index]
    return (byte == 0x2D || byte == 0x2E) && index + 2 < count && bytes[index + 1] == byte
      && bytes[index + 2] == byte && isSeparator(index + 3)
  }

  /// Reports a plain scalar (a key or a value) that starts with a YAML indicator, and tells
  /// whether it does.
  @discardableResult
  mutating func checkPlainStart(_ range: Range<Int>, isKey: Bool) -> Bool {
    let start = range.lowerBound
    let byte = bytes[start]
    switch byte {
    case 0x26, 0x2A, 0x21:
      var word = start + 1
      while word < range.upperBound && !isBlank(word) { word += 1 }
      let text = quoted(start, word)
      let diagnostic: Diagnostic =
        byte == 0x26
        ? .anchor(start..<word, text: text)
        : byte == 0x2A ? .alias(start..<word, text: text) : .tag(start..<word, text: text)
      diagnostics.append(diagnostic)
    case 0x5B, 0x7B:
      diagnostics.append(.flowCollection(range, text: quoted(start, range.upperBound)))
    case 0x3F where isSeparator(start + 1):
      diagnostics.append(.complexKey(range, text: quoted(start, range.upperBound)))
    case 0x40, 0x60, 0x25, 0x2C, 0x5D, 0x7D, 0x7C, 0x3E:
      diagnostics.append(
        .reservedStart(range, text: quoted(start, range.upperBound), isKey: isKey))
    case 0x2D, 0x3A, 0x2E:
      // A key is written at the start of a line once formatted, where `--- ` or `... ` would
      // be a document marker.
      let startsMarker = isKey && isDocumentMarker(at: start)
      guard startsMarker || byte != 0x2E && isSeparator(start + 1) else { return false }
      diagnostics.append(
        .reservedStart(range, text: quoted(start, range.upperBound), isKey: isKey))
    default:
      return false
    }
    return true
  }

  // MARK: Quoted scalars

  /// Scans a quoted scalar on one line from its opening quote at `start`: the end of the
  /// closing quote, or the end of the line's text when the quote is not closed.
  func scanQuoted(from start: Int) -> (end: Int, isClosed: Bool) {
    let quote = bytes[start]
    var index = start + 1
    while index < count && !isLineEnd(index) {
      let byte = bytes[index]
      if byte == quote {
        if quote == 0x27 && index + 1 < count && bytes[index + 1] == 0x27 {
          index += 2
          continue
        }
        return (index + 1, true)
      }
      if byte == 0x5C && quote == 0x22 && index + 1 < count && !isLineEnd(index + 1) {
        index += 2
        continue
      }
      index += 1
    }
    return (index, false)
  }

  /// Reads a single- or double-quoted scalar whose opening quote is at `start`. With
  /// `checkingRest`, reports text after the closing quote other than a comment.
  mutating func parseQuotedScalar(at start: Int, checkingRest: Bool) -> ScalarSyntax {
    let (end, isClosed) = scanQuoted(from: start)
    let isDouble = bytes[start] == 0x22
    let contentEnd = isClosed ? end - 1 : end
    let value: String
    if isDouble {
      value = decodeDoubleQuoted(start + 1..<contentEnd)
    } else {
      value = decodeSingleQuoted(start + 1..<contentEnd)
    }
    if !isClosed {
      diagnostics.append(.unterminatedQuote(start..<end, text: quoted(start, end)))
    }
    let token = token(isDouble ? .doubleQuotedScalar : .singleQuotedScalar, start..<end)
    if checkingRest && !token.endsLine {
      let restEnd = unexpectedEnd(from: position)
      diagnostics.append(
        .textAfterValue(
          position..<restEnd, text: quoted(position, restEnd), after: "a quoted value"))
      skipRestOfLine(from: position)
    }
    let style: ScalarSyntax.Style = isDouble ? .doubleQuoted : .singleQuoted
    return ScalarSyntax(style: style, value: value, token: token)
  }

  /// The value of the text inside single quotes, with `''` read as `'`.
  func decodeSingleQuoted(_ range: Range<Int>) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      output.append(bytes[index])
      index += bytes[index] == 0x27 && index + 1 < range.upperBound ? 2 : 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The value of the text inside double quotes, with escapes decoded; reports invalid ones.
  mutating func decodeDoubleQuoted(_ range: Range<Int>) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte == 0x5C, index + 1 < range.upperBound else {
        output.append(byte)
        index += 1
        continue
      }
      let escape = bytes[index + 1]
      if let simple = Self.simpleEscapes[escape] {
        output += simple
        index += 2
        continue
      }
      let digits = escape == 0x78 ? 2 : escape == 0x75 ? 4 : escape == 0x55 ? 8 : 0
      if digits > 0, index + 2 + digits <= range.upperBound,
        let code = hexValue(index + 2..<index + 2 + digits), let scalar = Unicode.Scalar(code)
      {
        output += Array(String(scalar).utf8)
        index += 2 + digits
        continue
      }
      var end = index + 2
      while end < range.upperBound && bytes[end] & 0xC0 == 0x80 { end += 1 }
      diagnostics.append(.invalidEscape(index..<end, text: quoted(index, end)))
      output.append(contentsOf: bytes[index..<end])
      index = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The value of hexadecimal digits, if they all are.
  private func hexValue(_ range: Range<Int>) -> UInt32? {
    var value: UInt32 = 0
    for index in range {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The escapes of a double-quoted scalar that stand for fixed bytes.
  static let simpleEscapes: [UInt8: [UInt8]] = [
    0x30: [0x00], 0x61: [0x07], 0x62: [0x08], 0x74: [0x09], 0x09: [0x09], 0x6E: [0x0A],
    0x76: [0x0B], 0x66: [0x0C], 0x72: [0x0D], 0x65: [0x1B], 0x20: [0x20], 0x22: [0x22],
    0x2F: [0x2F], 0x5C: [0x5C], 0x4E: [0xC2, 0x85], 0x5F: [0xC2, 0xA0],
    0x4C: [0xE2, 0x80, 0xA8], 0x50: [0xE2, 0x80, 0xA9],
  ]
}
