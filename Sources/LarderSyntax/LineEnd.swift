/// The bytes that end a line: `LF` or `CRLF`, kept per line as written.
public enum LineEnd: Hashable, Sendable {
  /// A line feed, `\n`.
  case lf
  /// A carriage return and a line feed, `\r\n`.
  case crlf

  /// The bytes of the line end.
  public var bytes: [UInt8] {
    switch self {
    case .lf: [0x0A]
    case .crlf: [0x0D, 0x0A]
    }
  }
}
