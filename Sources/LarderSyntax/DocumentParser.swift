/// Reads a journal file into a lossless `DocumentSyntax`, per the YAML subset of FORMAT.md §2.
///
/// The parser never throws, never traps and always terminates: whatever the input, it returns
/// a tree that prints back to the exact input, and a diagnostic for every problem it found
/// (it recovers after each one and goes on).
public enum DocumentParser {
  /// Parses the bytes of one file.
  public static func parse(_ bytes: [UInt8]) -> (DocumentSyntax, [Diagnostic]) {
    let source = SourceText(bytes)
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
