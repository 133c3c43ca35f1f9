/// The state of the canonical formatter while it writes one document.
///
/// It walks the tree and writes line by line. A token that starts a line first has its
/// leading trivia written: whole-line comments at the indentation of the block they sit in,
/// blank lines as at most one.
struct CanonicalWriter {
  /// Where a node sits: the indentation of the collection holding it, written and canonical
  /// (-1 for the root).
  struct Parent {
    let original: Int
    let canonical: Int
  }

  let document: DocumentSyntax
  let bytes: [UInt8]
  let canonicalizer: CanonicalFormatter.Canonicalizer?
  /// The line end of every written line: that of the file's first line.
  let newline: [UInt8]
  var output: [UInt8] = []
  var isAtLineStart = true
  var hasContent = false
  var pendingBlankLine = false
  /// Blank lines already written as part of a `|+` block scalar's value, to skip in the
  /// trivia that follows.
  var blankLinesToSkip = 0
  /// The collections around the node being written, as (written, canonical) indentation.
  var blocks: [Parent] = []
  /// `blocks` as it was at the last token that started a line.
  var previousBlocks: [Parent] = []
  /// The path from the root to the node being written, for the canonicalizer; one array
  /// pushed and popped, rather than a new one for each of a journal's values.
  var path: [SyntaxPathComponent] = []

  init(document: DocumentSyntax, canonicalizer: CanonicalFormatter.Canonicalizer?) {
    self.document = document
    self.bytes = document.source.bytes
    self.canonicalizer = canonicalizer
    self.newline = document.lineEnd.bytes
    output.reserveCapacity(bytes.count + bytes.count / 8)
  }

  mutating func writeDocument() {
    let root = Parent(original: -1, canonical: -1)
    switch document.root {
    case .mapping(let mapping)?:
      writeMapping(mapping, indent: 0)
    case .sequence(let sequence)?:
      writeSequence(sequence, indent: 0)
    case .scalar(let scalar)?:
      beginLine(scalar.token, indent: 0)
      writeScalar(scalar, in: root, prepared: nil)
    case nil:
      break
    }
    writeLeadingTrivia(document.endOfFile.leadingTrivia)
  }

  // MARK: Collections

  mutating func writeMapping(_ mapping: MappingSyntax, indent: Int) {
    let parent = Parent(original: mapping.indent, canonical: indent)
    blocks.append(parent)
    defer { blocks.removeLast() }
    for entry in mapping.entries {
      beginLine(entry.key.token, indent: indent)
      output += bytes[entry.key.token.range]
      output.append(0x3A)
      path.append(.key(entry.name))
      writeValue(entry.value, after: entry.colon, in: parent, prepared: nil)
      path.removeLast()
    }
  }

  mutating func writeSequence(_ sequence: SequenceSyntax, indent: Int) {
    let parent = Parent(original: sequence.indent, canonical: indent)
    blocks.append(parent)
    defer { blocks.removeLast() }
    let prepared = preparedItems(sequence)
    for (index, item) in sequence.items.enumerated() {
      beginLine(item.dash, indent: indent)
      output.append(0x2D)
      path.append(.index(index))
      writeValue(item.value, after: item.dash, in: parent, prepared: prepared[index])
      path.removeLast()
    }
  }

  /// Writes the value after a key's colon or an item's dash, which is already written.
  mutating func writeValue(
    _ value: NodeSyntax?, after indicator: SyntaxToken, in parent: Parent, prepared: [UInt8]?
  ) {
    let child = parent.canonical + 2
    guard let value else {
      endLine(comment: indicator.trailingComment)
      return
    }
    if indicator.endsLine {
      endLine(comment: indicator.trailingComment)
    } else {
      output.append(0x20)
    }
    switch value {
    case .mapping(let mapping):
      writeMapping(mapping, indent: child)
    case .sequence(let sequence):
      writeSequence(sequence, indent: child)
    case .scalar(let scalar):
      beginLine(scalar.token, indent: child)
      writeScalar(scalar, in: parent, prepared: prepared)
    }
  }

  // MARK: Scalars

  /// Writes a scalar from its first byte through the end of its last line; `prepared` is its
  /// text when already respelled (and aligned) for a sequence.
  mutating func writeScalar(_ scalar: ScalarSyntax, in parent: Parent, prepared: [UInt8]?) {
    if scalar.isBlock {
      writeBlockScalar(scalar, in: parent)
      return
    }
    if let prepared {
      output += prepared
    } else if let respelled = respelling(of: scalar) {
      output += respelled
    } else if scalar.style == .plain && bytes[scalar.range].contains(0x0A) {
      writeContinuedPlain(scalar, in: parent)
    } else {
      output += bytes[scalar.range]
    }
    endLine(comment: scalar.comment)
  }

  /// The canonicalizer's spelling of the scalar at `path`, quoted as its style needs, if it
  /// differs.
  func respelling(of scalar: ScalarSyntax) -> [UInt8]? {
    guard let canonicalizer, let value = canonicalizer(path, scalar), value != scalar.value
    else { return nil }
    return ScalarSpelling.spell(value, as: scalar.style)
  }

  /// Writes a plain scalar continued on more lines, each at two spaces past its parent.
  mutating func writeContinuedPlain(_ scalar: ScalarSyntax, in parent: Parent) {
    let indent = parent.canonical + 2
    var lineStart = scalar.range.lowerBound
    var isFirst = true
    while lineStart < scalar.range.upperBound {
      var lineEnd = lineStart
      while lineEnd < scalar.range.upperBound && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let text = trimmed(lineStart..<lineEnd)
      if !isFirst { output += newline }
      if !text.isEmpty {
        if !isFirst { output += repeatElement(0x20, count: indent) }
        output += bytes[text]
      }
      isFirst = false
      lineStart = lineEnd + 1
    }
  }

  /// Writes a literal or folded block scalar with its lines at two spaces past its parent.
  mutating func writeBlockScalar(_ scalar: ScalarSyntax, in parent: Parent) {
    let header = Array(bytes[scalar.token.range])
    let keeps = header.contains(0x2B)
    let explicit = header.first { $0 >= 0x31 && $0 <= 0x39 }.map { Int($0 - 0x30) }
    guard let content = scalar.blockContent?.range else {
      output += header
      endLine(comment: scalar.comment)
      if keeps { keepBlankLines(from: scalar.token.fullRange.upperBound) }
      return
    }
    let originalIndent = explicit.map { parent.original + $0 } ?? firstLineIndent(content)
    let indent = parent.canonical + 2
    let needsIndicator = startsWithBlank(content, indent: originalIndent)
    let endsFile = content.upperBound == bytes.count
    output.append(header[0])
    if needsIndicator { output.append(0x32) }
    if header.contains(0x2D) || endsFile {
      output.append(0x2D)
    } else if keeps {
      output.append(0x2B)
    }
    endLine(comment: scalar.comment)
    var lineStart = content.lowerBound
    while lineStart < content.upperBound {
      var lineEnd = lineStart
      while lineEnd < content.upperBound && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let textEnd = lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
      let text = lineStart + originalIndent
      if text < textEnd && isBlankRun(lineStart..<text) {
        output += repeatElement(0x20, count: indent)
        output += bytes[text..<textEnd]
      }
      output += newline
      lineStart = lineEnd + 1
    }
    isAtLineStart = true
    if keeps && !endsFile {
      keepBlankLines(from: content.upperBound + (bytes[content.upperBound] == 0x0D ? 2 : 1))
    }
  }

  /// Writes the blank lines from the line starting at `start`, which are the end of a `|+`
  /// block scalar's value, and skips them when the trivia holding them is written.
  mutating func keepBlankLines(from start: Int) {
    let blankLines = blankLines(from: start)
    for _ in 0..<blankLines { output += newline }
    blankLinesToSkip = blankLines
  }

  // MARK: Lines and trivia

  /// Starts the line of a token at `indent`, after the comments and blank lines before it;
  /// does nothing when the token follows another on its line.
  mutating func beginLine(_ token: SyntaxToken, indent: Int) {
    guard isAtLineStart else { return }
    writeLeadingTrivia(token.leadingTrivia)
    if pendingBlankLine { output += newline }
    pendingBlankLine = false
    output += repeatElement(0x20, count: indent)
    isAtLineStart = false
    hasContent = true
    previousBlocks = blocks
  }

  /// Ends the current line, with an end-of-line comment two spaces after the text.
  mutating func endLine(comment: Range<Int>?) {
    if let comment {
      output += [0x20, 0x20]
      output += bytes[comment]
    }
    output += newline
    isAtLineStart = true
  }

  /// Writes the whole-line comments of leading trivia, and notes its blank lines.
  mutating func writeLeadingTrivia(_ trivia: Range<Int>) {
    var lineHasComment = false
    for piece in document.trivia(trivia) {
      switch piece.kind {
      case .byteOrderMark:
        output += bytes[piece.range]
      case .comment:
        if pendingBlankLine { output += newline }
        pendingBlankLine = false
        output += repeatElement(0x20, count: commentIndent(at: piece.range.lowerBound))
        output += bytes[piece.range]
        output += newline
        hasContent = true
        lineHasComment = true
      case .lineEnd:
        if !lineHasComment {
          if blankLinesToSkip > 0 {
            blankLinesToSkip -= 1
          } else if hasContent {
            pendingBlankLine = true
          }
        }
        lineHasComment = false
      case .whitespace, .unexpectedText:
        break
      }
    }
    blankLinesToSkip = 0
  }

  /// The canonical indentation of a whole-line comment: that of the innermost block, among
  /// those around the tokens before and after it, whose written indentation is not deeper
  /// than the comment's.
  func commentIndent(at offset: Int) -> Int {
    var lineStart = offset
    while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    if lineStart == 0 && document.source.hasByteOrderMark { lineStart = 3 }
    let column = offset - lineStart
    var best: Parent?
    for block in previousBlocks + blocks where block.original <= column {
      if best == nil || block.original >= best!.original { best = block }
    }
    return max(best?.canonical ?? 0, 0)
  }

  // MARK: Alignment

  /// The text of the plain one-line items of a sequence, respelled, and aligned at ` = ` when
  /// they hold one, by item position.
  mutating func preparedItems(_ sequence: SequenceSyntax) -> [[UInt8]?] {
    var texts = [[UInt8]?](repeating: nil, count: sequence.items.count)
    // Where each text splits around its ` = `: the end of what stands before it, without
    // blanks, the start of what follows, and the width before it in characters.
    var splits: [(index: Int, leftEnd: Int, rightStart: Int, width: Int)] = []
    for (index, item) in sequence.items.enumerated() {
      guard case .scalar(let scalar)? = item.value, scalar.isVerbatim, !item.dash.endsLine
      else { continue }
      path.append(.index(index))
      let text = respelling(of: scalar) ?? Array(bytes[scalar.range])
      path.removeLast()
      texts[index] = text
      guard let first = text.first, first != 0x22, first != 0x27,
        let equals = separatorIndex(in: text)
      else { continue }
      var leftEnd = equals
      while leftEnd > 0 && text[leftEnd - 1] == 0x20 { leftEnd -= 1 }
      var rightStart = equals + 2
      while rightStart < text.count && text[rightStart] == 0x20 { rightStart += 1 }
      let width = text[..<leftEnd].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
      splits.append((index, leftEnd, rightStart, width))
    }
    let column = splits.map(\.width).max() ?? 0
    for split in splits {
      let text = texts[split.index]!
      var aligned: [UInt8] = []
      aligned.reserveCapacity(column + 3 + text.count - split.rightStart)
      aligned += text[..<split.leftEnd]
      aligned += repeatElement(0x20, count: column - split.width + 1)
      aligned += [0x3D, 0x20]
      aligned += text[split.rightStart...]
      texts[split.index] = aligned
    }
    return texts
  }

  /// The index of the `=` of the first ` = ` in `text`.
  func separatorIndex(in text: [UInt8]) -> Int? {
    guard text.count >= 3 else { return nil }
    for index in 1..<text.count - 1
    where text[index] == 0x3D && text[index - 1] == 0x20 && text[index + 1] == 0x20 {
      return index
    }
    return nil
  }

  // MARK: Bytes

  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && isBlank(bytes[lower]) { lower += 1 }
    while upper > lower && (isBlank(bytes[upper - 1]) || bytes[upper - 1] == 0x0D) { upper -= 1 }
    return lower..<upper
  }

  func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  func isBlankRun(_ range: Range<Int>) -> Bool {
    range.allSatisfy { $0 < bytes.count && bytes[$0] == 0x20 }
  }

  /// The number of spaces that start the first non-blank line of a block scalar's content.
  func firstLineIndent(_ content: Range<Int>) -> Int {
    var lineStart = content.lowerBound
    while lineStart < content.upperBound {
      var index = lineStart
      while index < content.upperBound && bytes[index] == 0x20 { index += 1 }
      var end = index
      while end < content.upperBound && isBlank(bytes[end]) { end += 1 }
      if end < content.upperBound && bytes[end] != 0x0A && bytes[end] != 0x0D {
        return index - lineStart
      }
      while lineStart < content.upperBound && bytes[lineStart] != 0x0A { lineStart += 1 }
      lineStart += 1
    }
    return 0
  }

  /// Whether the first line of a block scalar with text starts with a blank after its
  /// indentation, which then needs an indentation indicator.
  func startsWithBlank(_ content: Range<Int>, indent: Int) -> Bool {
    var lineStart = content.lowerBound
    while lineStart < content.upperBound {
      var lineEnd = lineStart
      while lineEnd < content.upperBound && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let text = lineStart + indent
      if text < lineEnd && isBlankRun(lineStart..<text) {
        let textEnd = bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
        if text < textEnd { return isBlank(bytes[text]) }
      }
      lineStart = lineEnd + 1
    }
    return false
  }

  /// The number of blank lines, each with its line end, from the line starting at `start`.
  func blankLines(from start: Int) -> Int {
    var lines = 0
    var index = start
    while index < bytes.count {
      var scan = index
      while scan < bytes.count && isBlank(bytes[scan]) { scan += 1 }
      if scan < bytes.count && bytes[scan] == 0x0A {
        index = scan + 1
      } else if scan + 1 < bytes.count && bytes[scan] == 0x0D && bytes[scan + 1] == 0x0A {
        index = scan + 2
      } else {
        break
      }
      lines += 1
    }
    return lines
  }
}
