/// A parsed journal file: the lossless tree of one YAML document over the file's bytes.
///
/// Every byte of the file belongs to exactly one token or to its trivia, so `bytes` prints the
/// tree back to the exact input, whatever the input was. Read one with `DocumentParser.parse`.
public struct DocumentSyntax: Hashable, Sendable {
  /// The file's bytes and line table.
  public let source: SourceText
  /// The document's top node, or `nil` for a file holding only comments and blank lines.
  public let root: NodeSyntax?
  /// The empty token at the end of the file, holding the trivia after the last node.
  public let endOfFile: SyntaxToken
  /// The syntax problems found while parsing, in file order.
  public let diagnostics: [Diagnostic]

  /// Creates a document.
  init(source: SourceText, root: NodeSyntax?, endOfFile: SyntaxToken, diagnostics: [Diagnostic]) {
    self.source = source
    self.root = root
    self.endOfFile = endOfFile
    self.diagnostics = diagnostics
  }

  /// Whether any diagnostic is an error; the formatter refuses such a document.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The root mapping, if the root is one.
  public var mapping: MappingSyntax? { root?.mapping }

  /// Every token in file order, the end-of-file token last.
  public var tokens: [SyntaxToken] {
    (root?.tokens ?? []) + [endOfFile]
  }

  /// The file printed from the tree: each token's leading trivia, text and trailing trivia, in
  /// order. Always equal to the bytes that were parsed.
  public var bytes: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(source.bytes.count)
    for token in tokens {
      output += source.bytes[token.fullRange]
    }
    return output
  }

  /// The line end of the file's first line, or `LF` when it has none; new lines use it.
  public var lineEnd: LineEnd {
    guard source.lineCount > 1 else { return .lf }
    let end = source.lineStarts[1] - 1
    return end > 0 && source.bytes[end - 1] == 0x0D ? .crlf : .lf
  }

  /// Whether the file ends with a line end (or is empty), so a line can be appended as is.
  public var endsWithLineEnd: Bool {
    source.bytes.isEmpty || source.bytes[source.bytes.count - 1] == 0x0A
  }

  /// The text of a byte range, such as a comment or a node's range.
  public func text(of range: Range<Int>) -> String {
    source.text(of: range)
  }

  /// The line and column of a byte offset.
  public func location(of offset: Int) -> SourceLocation {
    source.location(of: offset)
  }

  /// The node at `path`, if there is one: `document.node(at: [.key("lunch"), .index(0)])`.
  public func node(at path: [SyntaxPathComponent]) -> NodeSyntax? {
    var node = root
    for component in path {
      switch component {
      case .key(let name):
        node = node?.mapping?[name]
      case .index(let index):
        guard let items = node?.sequence?.items, items.indices.contains(index) else { return nil }
        node = items[index].value
      }
    }
    return node
  }
}

extension DocumentSyntax: CustomStringConvertible {
  /// The printed file as text; bytes that are not UTF-8 read as U+FFFD (use `bytes` for the
  /// exact file).
  public var description: String { String(decoding: bytes, as: UTF8.self) }
}
