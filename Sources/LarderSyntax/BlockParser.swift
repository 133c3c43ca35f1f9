/// The parser's state while it reads one file: a cursor over the bytes, the start of the trivia
/// not yet given to a token, and the diagnostics so far.
///
/// It reads line by line. Each function that reads a node starts at the node's first byte and
/// leaves the cursor at the start of the line after the node (or at the end of the file);
/// `nextContentLine()` then skips blank and comment lines, which stay pending as the leading
/// trivia of the next token.
struct BlockParser {
  /// A line that holds something other than white space and a comment.
  struct Line {
    /// The offset of the line's first byte (after a byte-order mark on line 1).
    let start: Int
    /// The offset of the first byte after the indentation.
    let content: Int
    /// The width of the indentation: its number of spaces, unless it holds a tab (an error);
    /// see `column(from:to:)`.
    let indent: Int
  }

  /// Collections nested deeper than this are reported and skipped, so that recursion stays
  /// shallow on any input.
  static let maximumDepth = 64

  let source: SourceText
  let bytes: UnsafeBufferPointer<UInt8>
  let count: Int
  /// The next byte to read.
  var position: Int
  /// The first byte of the trivia that no token holds yet.
  var triviaStart = 0
  /// The start of the line the cursor is on.
  var lineStart: Int
  var diagnostics: [Diagnostic] = []
  var depth = 0
  /// The start and text end of the last line `classify` scanned and found not to be a key.
  var lastScan = (start: -1, end: 0)
  /// The start of the last line reported for tab indentation, so a line read twice is
  /// reported once.
  var tabReportedLine = -1

  init(source: SourceText, bytes: UnsafeBufferPointer<UInt8>) {
    self.source = source
    self.bytes = bytes
    self.count = bytes.count
    let start = source.hasByteOrderMark ? 3 : 0
    self.position = start
    self.lineStart = start
  }

  /// Reads the whole file.
  mutating func parseDocument() -> DocumentSyntax {
    checkEncoding()
    let root = parseBlockNode(parentIndent: -1, allowsSequenceAtParent: false)
    while let line = nextContentLine() {
      reportStrayLine(line, root: root)
      skip(line, followersIndentedFrom: line.indent + 1)
    }
    let endOfFile = SyntaxToken(
      kind: .endOfFile, leadingStart: triviaStart, text: count..<count, trailingEnd: count,
      comment: nil, endsLine: true)
    // In file order; problems at the same offset stay in the order they were found.
    let sorted = diagnostics.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }
    diagnostics = sorted.map(\.element)
    return DocumentSyntax(
      source: source, root: root, endOfFile: endOfFile, diagnostics: diagnostics)
  }

  // MARK: Bytes and lines

  func isBlank(_ index: Int) -> Bool {
    index < count && (bytes[index] == 0x20 || bytes[index] == 0x09)
  }

  /// Whether a line end starts at `index`, or the file ends there.
  func isLineEnd(_ index: Int) -> Bool {
    index >= count || bytes[index] == 0x0A
      || bytes[index] == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A
  }

  /// Whether an indicator is followed by what makes it one: a blank or a line end.
  func isSeparator(_ index: Int) -> Bool {
    isBlank(index) || isLineEnd(index)
  }

  /// The end of the text of the line holding `index`: its line end, or the end of the file.
  func lineContentEnd(from index: Int) -> Int {
    var index = index
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A { return index }
      if byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A { return index }
      index += 1
    }
    return count
  }

  /// The start of the line after the one holding `index`, or the end of the file.
  func nextLineStart(from index: Int) -> Int {
    let end = lineContentEnd(from: index)
    guard end < count else { return count }
    return bytes[end] == 0x0A ? end + 1 : end + 2
  }

  /// The offset after the blanks at `index`.
  func skipBlanks(_ index: Int) -> Int {
    var index = index
    while index < count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
    return index
  }

  /// The end of a range with its trailing blanks removed.
  func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
    return end
  }

  /// Skips blank and comment lines from the cursor, which must be at the start of a line, and
  /// returns the next line with content, leaving the cursor at its start.
  mutating func nextContentLine() -> Line? {
    var index = position
    while index < count {
      let start = index
      var tab = -1
      while index < count {
        let byte = bytes[index]
        if byte == 0x09 {
          if tab < 0 { tab = index }
        } else if byte != 0x20 {
          break
        }
        index += 1
      }
      if index == count { break }
      let byte = bytes[index]
      if byte == 0x0A {
        index += 1
        continue
      }
      if byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A {
        index += 2
        continue
      }
      if byte == 0x23 {
        index = nextLineStart(from: index)
        continue
      }
      position = start
      lineStart = start
      if tab >= 0 && tabReportedLine != start {
        tabReportedLine = start
        diagnostics.append(.tabIndentation(tab..<tab + 1, before: quotedLine(from: index)))
      }
      return Line(
        start: start, content: index,
        indent: tab < 0 ? index - start : column(from: start, to: index))
    }
    position = count
    return nil
  }

  /// The column of `index` on the line starting at `lineStart`, counting a byte as one column
  /// and a tab as reaching the next even column. Tabs are not allowed in indentation, but
  /// reading one as the two spaces of a level of indentation lets the parser go on with the
  /// structure the writer most likely meant.
  func column(from lineStart: Int, to index: Int) -> Int {
    var column = 0
    for offset in lineStart..<index {
      column = bytes[offset] == 0x09 ? (column / 2 + 1) * 2 : column + 1
    }
    return column
  }

  /// Makes a token of `text` with the pending trivia before it and the blanks, comment and line
  /// end after it, and moves the cursor past them.
  mutating func token(_ kind: SyntaxToken.Kind, _ text: Range<Int>) -> SyntaxToken {
    var index = skipBlanks(text.upperBound)
    var comment: Range<Int>?
    if index > text.upperBound && index < count && bytes[index] == 0x23 {
      let end = trimmedEnd(index, lineContentEnd(from: index))
      comment = index..<end
      index = skipBlanks(end)
    }
    var endsLine = true
    if index >= count {
      index = count
    } else if bytes[index] == 0x0A {
      index += 1
    } else if bytes[index] == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A {
      index += 2
    } else {
      endsLine = false
    }
    let token = SyntaxToken(
      kind: kind, leadingStart: triviaStart, text: text, trailingEnd: index, comment: comment,
      endsLine: endsLine)
    triviaStart = index
    position = index
    if endsLine { lineStart = index }
    return token
  }

  /// Leaves the rest of the line from `index` as unexpected trivia and moves to the next line.
  mutating func skipRestOfLine(from index: Int) {
    position = nextLineStart(from: index)
    lineStart = position
  }

  /// Leaves `line` and the lines after it indented at least `indent` as unexpected trivia.
  mutating func skip(_ line: Line, followersIndentedFrom indent: Int) {
    skipRestOfLine(from: line.content)
    while let next = nextContentLine(), next.indent >= indent {
      skipRestOfLine(from: next.content)
    }
  }

  /// The end of the unexpected text that starts at `index`: its line's text, without a
  /// trailing comment and blanks.
  func unexpectedEnd(from index: Int) -> Int {
    var end = index
    var scan = index
    while !isLineEnd(scan) {
      if isBlank(scan) && scan + 1 < count && bytes[scan + 1] == 0x23 { break }
      scan += 1
      if !isBlank(scan - 1) { end = scan }
    }
    return end
  }

  /// The text from `start` to `end`, escaped and shortened, in double quotes, for a message.
  func quoted(_ start: Int, _ end: Int) -> String {
    Diagnostic.quoted(UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]))
  }

  /// The text from `start` to the end of its line, without a trailing comment, quoted for a
  /// message.
  func quotedLine(from start: Int) -> String {
    quoted(start, unexpectedEnd(from: start))
  }
}
