/// One piece of the trivia around a token: white space, a line end, a comment, a byte-order
/// mark, or text the parser could not read.
///
/// The trailing trivia `  # with cinnamon⏎` is three pieces: white space, a comment and a
/// line end.
public struct TriviaPiece: Hashable, Sendable {
  /// What a piece of trivia is.
  public enum Kind: Hashable, Sendable {
    /// The UTF-8 byte-order mark at the start of the file.
    case byteOrderMark
    /// A run of spaces and tabs.
    case whitespace
    /// `LF` or `CRLF`.
    case lineEnd
    /// A comment, from `#` through its last non-blank byte.
    case comment
    /// Text that is not valid where it stands; the parser reported a diagnostic for it.
    case unexpectedText
  }

  /// What the piece is.
  public var kind: Kind
  /// The bytes of the piece in the file.
  public var range: Range<Int>

  /// Creates a piece of trivia.
  public init(kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}
