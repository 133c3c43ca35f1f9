/// A block mapping: `key: value` entries at one indentation, in the order written.
///
/// ```yaml
/// profile:
///   name: Alex
///   height: 178 cm
/// ```
///
/// Look an entry up by name with `mapping["name"]`; names compare as Larder compares names
/// (case-insensitively, runs of white space folded to one space; see `FoldedName`).
public struct MappingSyntax: Hashable, Sendable {
  /// The column of the keys, from 0: the width of what stands before them on their lines,
  /// such as the indentation or an outer `- `. A tab, an error in indentation, counts as
  /// reaching the next even column.
  public let indent: Int
  /// The entries in the order written; never empty.
  public let entries: [MappingEntrySyntax]

  /// Creates a mapping from at least one entry.
  init(indent: Int, entries: [MappingEntrySyntax]) {
    self.indent = indent
    self.entries = entries
  }

  /// The bytes from the first key through the end of the last value's text.
  public var range: Range<Int> {
    // Only the last entry is walked down, as in `SequenceSyntax.range`.
    entries[0].key.range.lowerBound..<entries[entries.count - 1].range.upperBound
  }

  /// The whole lines of the mapping: from the start of the first entry's line through the line
  /// end of its last line.
  public var lineRange: Range<Int> {
    entries[0].lineRange.lowerBound..<entries[entries.count - 1].lineRange.upperBound
  }

  /// The first entry whose key has the name `name`, compared as Larder compares names.
  public func entry(named name: String) -> MappingEntrySyntax? {
    let wanted = FoldedName(name)
    return entries.first { FoldedName($0.key.value) == wanted }
  }

  /// The value of the entry named `name`, or `nil` when there is no such entry or its value is
  /// empty; use `entry(named:)` to tell the two apart.
  public subscript(name: String) -> NodeSyntax? {
    entry(named: name)?.value
  }

  /// The mapping's tokens in order.
  public var tokens: [SyntaxToken] { entries.flatMap(\.tokens) }
}
