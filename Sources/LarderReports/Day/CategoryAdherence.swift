public import LarderModel

/// One category of the day against its target: `Vegetables  Target at least 3 portions
/// Logged 1.5  MISSING 1.5 portions`.
public struct CategoryAdherence: Hashable, Sendable {
  /// The category, with its unit and target.
  public var category: Category
  /// The amount logged toward it.
  public var amount: Double

  /// Creates an adherence row.
  public init(category: Category, amount: Double) {
    self.category = category
    self.amount = amount
  }

  /// Met, missing n (show "MISSING" only then) or over n (at most, range and exact only).
  public var evaluation: TargetEvaluation { category.target.evaluate(amount) }
}
