/// Writes a document in the canonical form of FORMAT.md §2, as `larder fmt` does.
///
/// ```yaml
/// lunch:                                        lunch:
/// -   soup   # hot               becomes          - soup  # hot
/// -  bread 1 slice = 80 kcal                      - bread 1 slice = 80 kcal
/// ```
///
/// Two spaces of indentation per level, sequences indented under their key, one space after
/// `:` and `-`, two spaces before an end-of-line comment, blank-line runs reduced to one, no
/// trailing white space, every line ending like the first, and the ` = ` of the entries of one
/// sequence aligned. Keys, values, comments, their order and their quoting stay as written,
/// except that the canonicalizer may respell a value. Whitespace inside block scalars is
/// content, and stays.
public struct CanonicalFormatter {
  /// Returns the canonical spelling of a scalar value, given the path to it, or `nil` to keep
  /// the value as written. It is asked about plain and quoted values, not keys or block
  /// scalars; the formatter quotes the returned text when the scalar's style needs it.
  public typealias Canonicalizer = (_ path: [SyntaxPathComponent], _ scalar: ScalarSyntax) ->
    String?

  /// The hook that respells values, such as `exactly 3` for `3`.
  public var canonicalizer: Canonicalizer?

  /// Creates a formatter, with a hook that respells values if given.
  public init(canonicalizer: Canonicalizer? = nil) {
    self.canonicalizer = canonicalizer
  }

  /// The canonical bytes of `document`, or `nil` when the document has errors: a file that
  /// does not parse cleanly is never rewritten.
  public func format(_ document: DocumentSyntax) -> [UInt8]? {
    guard !document.hasErrors else { return nil }
    var writer = CanonicalWriter(document: document, canonicalizer: canonicalizer)
    writer.writeDocument()
    return writer.output
  }
}
