/// Reads a journal file into a lossless `DocumentSyntax`, per the YAML subset of FORMAT.md §2.
///
/// The parser never throws, never traps and always terminates: whatever the input, it returns
/// a tree that prints back to the exact input, and a diagnostic for every problem it found
/// (it recovers after each one and goes on). The one exception is a file of more than
/// `maximumSize` bytes: its tree is empty, with a `file-too-large` error, so every command
/// that writes leaves it alone.
public enum DocumentParser {
  /// The largest file the parser reads, about 4 GB: a tree keeps its byte offsets in 32 bits,
  /// which makes the tree of a day of a million lines a third smaller. (Such a file would
  /// need tens of gigabytes of memory to read in any case.)
  public static let maximumSize = Int(UInt32.max) - 1

  /// Parses the bytes of one file.
  public static func parse(_ bytes: [UInt8]) -> (DocumentSyntax, [Diagnostic]) {
    parse(bytes, maximumSize: maximumSize)
  }

  /// Parses the bytes of one file, refusing more than `maximumSize` of them; tests lower
  /// the limit.
  static func parse(_ bytes: [UInt8], maximumSize: Int) -> (DocumentSyntax, [Diagnostic]) {
    let source = SourceText(bytes)
    guard bytes.count <= maximumSize else {
      let tooLarge = Diagnostic.error(
        "file-too-large", 0..<0,
        "the file holds \(bytes.count) bytes, more than the \(maximumSize) Larder reads",
        hint: "Split it into smaller files.")
      let empty = SyntaxToken(
        kind: .endOfFile, leadingStart: 0, text: 0..<0, trailingEnd: 0, comment: nil,
        endsLine: true)
      let document = DocumentSyntax(
        source: source, root: nil, endOfFile: empty, diagnostics: [tooLarge])
      return (document, [tooLarge])
    }
    let document = bytes.withUnsafeBufferPointer { buffer in
      var parser = BlockParser(source: source, bytes: buffer)
      return parser.parseDocument()
    }
    return (document, document.diagnostics)
  }

  /// Parses the UTF-8 of `text`.
  public static func parse(_ text: String) -> (DocumentSyntax, [Diagnostic]) {
    parse(Array(text.utf8))
  }
}
