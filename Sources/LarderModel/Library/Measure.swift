/// A household measure of a food, one item of `measures: cup = 81 g; tbsp = 5 g`.
public struct Measure: Hashable, Sendable {
  /// The measure's name, `cup`, `slice`, `medium`.
  public var name: Name
  /// How much one of the measure is, `81 g`.
  public var quantity: Quantity

  /// Creates a measure.
  public init(name: Name, quantity: Quantity) {
    self.name = name
    self.quantity = quantity
  }
}
