/// One token of a journal file with the trivia around it, as byte ranges into the file.
///
/// In `  lunch:   # after noon⏎` the key token `lunch` has the leading trivia `  ` (and any
/// blank or comment lines above it), and the colon has the trailing trivia `   # after noon⏎`.
/// Leading trivia holds the lines before the token (blank lines, whole-line comments, text the
/// parser could not read) and the token's indentation; trailing trivia holds the white space
/// after the token and, when nothing else follows on its line, the end-of-line comment and the
/// line end. The tokens of a document, with their trivia, cover every byte of the file in order.
public struct SyntaxToken: Hashable, Sendable {
  /// What a token is.
  public enum Kind: Hashable, Sendable {
    /// A plain scalar, possibly continued on more-indented lines: `oatmeal 60 g`.
    case plainScalar
    /// A single-quoted scalar with its quotes: `'it''s'`.
    case singleQuotedScalar
    /// A double-quoted scalar with its quotes: `"a \"b\""`.
    case doubleQuotedScalar
    /// The indicator of a literal or folded block scalar: `|`, `>-`, `|+`, `|2`.
    case blockScalarHeader
    /// The lines of a block scalar, from the start of the line after the header through the
    /// end of the last non-empty line (before its line end), indentation included.
    case blockScalarContent
    /// The `:` after a mapping key.
    case colon
    /// The `-` that starts a sequence item.
    case dash
    /// The empty token at the end of the file, which holds the trivia after the last token.
    case endOfFile
  }

  /// What the token is.
  public let kind: Kind
  // Beside `kind`, so that the two share the bytes before the offsets.
  /// Whether the trailing trivia runs through the end of the token's line (or of the file), so
  /// that nothing else follows the token on its line.
  public let endsLine: Bool
  // Offsets as 32 bits: a day of a million lines holds two tokens a line, and a file is
  // at most `DocumentParser.maximumSize` bytes. `UInt32.max` marks no comment.
  private let start: UInt32
  private let textStart: UInt32
  private let textEnd: UInt32
  private let end: UInt32
  private let commentStart: UInt32
  private let commentEnd: UInt32

  /// Creates a token from its byte offsets; `comment` lies inside the trailing trivia.
  init(
    kind: Kind, leadingStart: Int, text: Range<Int>, trailingEnd: Int, comment: Range<Int>?,
    endsLine: Bool
  ) {
    self.endsLine = endsLine
    self.kind = kind
    self.start = UInt32(leadingStart)
    self.textStart = UInt32(text.lowerBound)
    self.textEnd = UInt32(text.upperBound)
    self.end = UInt32(trailingEnd)
    self.commentStart = comment.map { UInt32($0.lowerBound) } ?? .max
    self.commentEnd = comment.map { UInt32($0.upperBound) } ?? .max
  }

  /// The bytes of the token's text, without trivia.
  public var range: Range<Int> { Int(textStart)..<Int(textEnd) }
  /// The bytes of the trivia before the token.
  public var leadingTrivia: Range<Int> { Int(start)..<Int(textStart) }
  /// The bytes of the trivia after the token.
  public var trailingTrivia: Range<Int> { Int(textEnd)..<Int(end) }
  /// The token with its leading and trailing trivia.
  public var fullRange: Range<Int> { Int(start)..<Int(end) }
  /// The end-of-line comment in the trailing trivia, from `#` to its last non-blank byte.
  public var trailingComment: Range<Int>? {
    commentStart == .max ? nil : Int(commentStart)..<Int(commentEnd)
  }
}
