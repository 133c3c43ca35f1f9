/// One category portion of an entry snapshot (FORMAT.md §3.3): a category name and a number.
///
/// ```
/// oils / fats / nuts 1
/// ```
public struct PortionSyntax: Hashable, Sendable {
  /// The category name's bytes in the file.
  public var category: Range<Int>
  /// How much of the category's unit the entry counted toward.
  public var number: NumberSyntax
  /// The portion's bytes in the file.
  public var range: Range<Int>

  /// Creates a portion.
  public init(category: Range<Int>, number: NumberSyntax, range: Range<Int>) {
    self.category = category
    self.number = number
    self.range = range
  }
}
