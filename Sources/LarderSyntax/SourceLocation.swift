/// A human position in a file: line and column both count from 1, and the column counts
/// characters (Unicode scalars), so `crème` is five columns wide.
public struct SourceLocation: Hashable, Sendable, Comparable {
  /// The line, from 1.
  public var line: Int
  /// The column in Unicode scalars, from 1.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations as they appear in the file: by line, then by column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
