/// An amount counted toward a category, one item of a snapshot's portions:
/// `starchy sides 1` in `= 228 kcal 7.9p 40.6c 3.9f; starchy sides 1`.
public struct CategoryPortion: Hashable, Sendable {
  /// The category's name.
  public var category: Name
  /// The amount in the category's unit.
  public var amount: Double

  /// Creates a category amount.
  public init(category: Name, amount: Double) {
    self.category = category
    self.amount = amount
  }
}
