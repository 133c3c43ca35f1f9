/// One `- item` of a block sequence.
///
/// ```yaml
///   - 07:40 whole milk 200 ml  # a plain scalar item
///   - date: 2026-10-02         # a mapping item
///     with: doctor
/// ```
public struct SequenceItemSyntax: Hashable, Sendable {
  /// The `-` that starts the item.
  public let dash: SyntaxToken
  /// The item's value, or `nil` for a bare `-` (YAML's null).
  public let value: NodeSyntax?
  /// The whole lines of the item: see `lineRange`.
  private let linesStart: UInt32
  private let linesEnd: UInt32

  /// Creates an item; `lineStart` is where the dash's line starts, or the dash when something
  /// else (an outer `- `) stands before it on its line.
  init(dash: SyntaxToken, value: NodeSyntax?, lineStart: Int) {
    self.dash = dash
    self.value = value
    let last = value?.lastToken ?? dash
    linesStart = UInt32(lineStart)
    linesEnd = UInt32(last.fullRange.upperBound)
  }

  /// The bytes from the dash through the end of the value's text.
  public var range: Range<Int> {
    dash.range.lowerBound..<(value?.range.upperBound ?? dash.range.upperBound)
  }

  /// The whole lines of the item, for replacing or deleting it: from the start of the dash's
  /// line (its indentation included) through the end-of-line comment and line end of its last
  /// line. Whole-line comments above the item are in the dash's leading trivia, outside it.
  public var lineRange: Range<Int> { Int(linesStart)..<Int(linesEnd) }

  /// The item's end-of-line comment: after its scalar value, or after the dash when the value
  /// is a block on the next lines or absent. `nil` for a mapping item, whose entries hold
  /// their own comments.
  public var comment: Range<Int>? {
    switch value {
    case .scalar(let scalar)? where !dash.endsLine: scalar.comment
    case .mapping?, .sequence?: dash.endsLine ? dash.trailingComment : nil
    default: dash.trailingComment
    }
  }

  /// The item's tokens in order.
  public var tokens: [SyntaxToken] {
    var tokens = [dash]
    if let value { tokens += value.tokens }
    return tokens
  }
}
