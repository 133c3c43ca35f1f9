/// A block sequence: `- item` lines at one indentation, in the order written.
///
/// ```yaml
/// breakfast:
///   - 07:40 oatmeal, dry 60 g
///   - 07:40 whole milk 200 ml
/// ```
public struct SequenceSyntax: Hashable, Sendable {
  /// The column of the dashes, from 0: the width of what stands before them on their lines,
  /// such as the indentation or an outer `- `. A tab, an error in indentation, counts as
  /// reaching the next even column.
  public let indent: Int
  /// The items in the order written; never empty.
  public let items: [SequenceItemSyntax]

  /// Creates a sequence from at least one item.
  init(indent: Int, items: [SequenceItemSyntax]) {
    self.indent = indent
    self.items = items
  }

  /// The bytes from the first dash through the end of the last item's text.
  public var range: Range<Int> {
    // Only the last item is walked down: walking the first too doubled the work at each level
    // of items nested on their own lines.
    items[0].dash.range.lowerBound..<items[items.count - 1].range.upperBound
  }

  /// The whole lines of the sequence: from the start of the first item's line through the line
  /// end of its last line.
  public var lineRange: Range<Int> {
    items[0].lineRange.lowerBound..<items[items.count - 1].lineRange.upperBound
  }

  /// The sequence's tokens in order.
  public var tokens: [SyntaxToken] { items.flatMap(\.tokens) }
}
