/// One ingredient of a recipe, an entry without a time (FORMAT.md §3.3):
///
/// ```
/// - oatmeal, dry 80 g
/// - banana 1 medium = 105 kcal 1.3p 27c 0.4f; fruit 1
/// ```
public struct Ingredient: Hashable, Sendable {
  /// The food or recipe it names, or free text when `snapshot` is given.
  public var name: Name
  /// The amount; `nil` means one serving.
  public var quantity: Quantity?
  /// The resolved nutrition of this amount, authoritative when present.
  public var snapshot: Nutrients?
  /// The category amounts recorded with the snapshot.
  public var portions: [CategoryPortion]?

  /// Creates an ingredient.
  public init(
    name: Name, quantity: Quantity? = nil, snapshot: Nutrients? = nil,
    portions: [CategoryPortion]? = nil
  ) {
    self.name = name
    self.quantity = quantity
    self.snapshot = snapshot
    self.portions = portions
  }
}
