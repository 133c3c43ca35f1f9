/// One `key: value` of a block mapping.
///
/// ```yaml
/// lunch:                  # key `lunch`, colon, a sequence as value
///   - 12:30 vegetables 1.5 portions
/// notes: Hungry.          # key `notes`, colon, a plain scalar as value
/// ```
public struct MappingEntrySyntax: Hashable, Sendable {
  /// The key, a plain or quoted scalar on one line.
  public let key: ScalarSyntax
  /// The `:` after the key.
  public let colon: SyntaxToken
  /// The value, or `nil` when nothing follows the colon (YAML's null).
  public let value: NodeSyntax?
  /// The whole lines of the entry: see `lineRange`.
  private let linesStart: UInt32
  private let linesEnd: UInt32

  /// Creates an entry; `lineStart` is where the key's line starts, or the key when something
  /// else (a `- `) stands before it on its line.
  init(key: ScalarSyntax, colon: SyntaxToken, value: NodeSyntax?, lineStart: Int) {
    self.key = key
    self.colon = colon
    self.value = value
    let last = value?.lastToken ?? colon
    linesStart = UInt32(lineStart)
    linesEnd = UInt32(last.fullRange.upperBound)
  }

  /// The key's text (decoded), as written.
  public var name: String { key.value }

  /// The bytes from the key through the end of the value's text (or the colon).
  public var range: Range<Int> {
    key.range.lowerBound..<(value?.range.upperBound ?? colon.range.upperBound)
  }

  /// The whole lines of the entry, for replacing or deleting it: from the start of the key's
  /// line (its indentation included) through the end-of-line comment and line end of its last
  /// line. When the key follows a `- ` on its line, the range starts at the key. Whole-line
  /// comments above the entry are in the key's leading trivia, outside this range.
  public var lineRange: Range<Int> { Int(linesStart)..<Int(linesEnd) }

  /// The entry's end-of-line comment: after its scalar value, or after the colon when the
  /// value is a block on the next lines or absent.
  public var comment: Range<Int>? {
    if case .scalar(let scalar)? = value, !colon.endsLine { return scalar.comment }
    return colon.trailingComment
  }

  /// The entry's tokens in order.
  public var tokens: [SyntaxToken] {
    var tokens = key.tokens
    tokens.append(colon)
    if let value { tokens += value.tokens }
    return tokens
  }
}
