/// A scalar: a key or a value, read as text.
///
/// ```yaml
/// - 07:40 oatmeal, dry 60 g        # plain
/// - "Ben & Jerry's: cookie dough"  # double-quoted
/// notes: |                         # literal block
///   Hungry in the afternoon.
/// ```
///
/// For a plain scalar on one line, `value` is exactly the bytes in `range`, so a value grammar
/// can read those bytes and report diagnostics at file offsets.
public struct ScalarSyntax: Hashable, Sendable {
  /// How a scalar is written.
  public enum Style: Hashable, Sendable {
    /// Unquoted, possibly continued on more-indented lines.
    case plain
    /// In single quotes, with `''` for a quote.
    case singleQuoted
    /// In double quotes, with backslash escapes.
    case doubleQuoted
    /// A literal block scalar (`|`), which keeps line breaks.
    case literal
    /// A folded block scalar (`>`), which folds line breaks into spaces.
    case folded
  }

  /// How the scalar is written.
  public let style: Style
  // Beside `style`, so that the two share the bytes before the token.
  /// Whether the scalar's text runs over more than one line: a plain scalar continued on
  /// more-indented lines, or a block scalar.
  public let isMultiline: Bool
  /// The text the scalar stands for: quotes and escapes decoded, lines folded, block
  /// indentation removed and chomping applied.
  ///
  /// Made on each use for a long plain scalar on one line, from the file's bytes: most such
  /// scalars are the entry lines of day files, which readers parse in place and never need as
  /// a string. Short ones, keys mostly, fit in a string without allocating, and a string is
  /// cheaper to copy than a reference to the file.
  public var value: String {
    switch text {
    case .inFile(let bytes): String(decoding: bytes[token.range], as: UTF8.self)
    case .decoded(let value): value
    }
  }
  /// The scalar's text for plain and quoted scalars (quotes included); the header (`|-`) for
  /// block scalars.
  public let token: SyntaxToken
  /// The lines of a block scalar, if it has any.
  public var blockContent: SyntaxToken? {
    if case .content(let content)? = block { content } else { nil }
  }
  private let text: Text
  // Boxed, because most scalars are not block scalars and trees hold many scalars.
  private let block: BlockBox?

  /// Where `value` comes from.
  private enum Text: Sendable {
    /// The bytes of the whole file, whose text at the token's range is the value.
    case inFile([UInt8])
    /// The value, decoded when the scalar was read.
    case decoded(String)
  }

  private indirect enum BlockBox: Hashable, Sendable {
    case content(SyntaxToken)
  }

  /// Creates a scalar from its tokens and its decoded value.
  init(
    style: Style, value: String, token: SyntaxToken, blockContent: SyntaxToken? = nil,
    isMultiline: Bool = false
  ) {
    self.style = style
    self.text = .decoded(value)
    self.token = token
    self.block = blockContent.map { .content($0) }
    self.isMultiline = isMultiline || style == .literal || style == .folded
  }

  /// Creates a plain scalar on one line, whose value is the text of `token` in `fileBytes`.
  init(plainLine token: SyntaxToken, in fileBytes: [UInt8]) {
    self.style = .plain
    // The longest UTF-8 a string holds inline, without allocating, on 64-bit platforms.
    let inlineCapacity = 15
    self.text =
      token.range.count > inlineCapacity
      ? .inFile(fileBytes) : .decoded(String(decoding: fileBytes[token.range], as: UTF8.self))
    self.token = token
    self.block = nil
    self.isMultiline = false
  }

  /// Whether two scalars are written alike and stand for the same text.
  public static func == (lhs: ScalarSyntax, rhs: ScalarSyntax) -> Bool {
    lhs.style == rhs.style && lhs.token == rhs.token && lhs.isMultiline == rhs.isMultiline
      && lhs.block == rhs.block && lhs.value == rhs.value
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(value)
    hasher.combine(token)
    hasher.combine(isMultiline)
    hasher.combine(block)
  }

  /// Whether `value` is exactly the bytes in `range`: a plain scalar on one line. A value
  /// grammar can then read the file's bytes in place and report at their offsets.
  public var isVerbatim: Bool { style == .plain && !isMultiline }

  /// The bytes of the scalar in the file: quotes included; for a block scalar, from the
  /// header through the end of its last line (before that line's end).
  public var range: Range<Int> {
    token.range.lowerBound..<(blockContent?.range.upperBound ?? token.range.upperBound)
  }

  /// The scalar's end-of-line comment: after the text, or after a block scalar's header.
  public var comment: Range<Int>? { token.trailingComment }

  /// Whether the scalar is a literal or folded block scalar.
  public var isBlock: Bool { style == .literal || style == .folded }

  /// The scalar's tokens in order.
  public var tokens: [SyntaxToken] {
    blockContent.map { [token, $0] } ?? [token]
  }

  /// The last token of the scalar, whose trailing trivia ends its last line.
  public var lastToken: SyntaxToken { blockContent ?? token }
}
