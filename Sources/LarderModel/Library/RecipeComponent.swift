/// One atomic part of a recipe eaten, after expanding nested recipes: the `+` lines of a
/// composite entry.
///
/// ```
/// - + oatmeal, dry 40 g  = 152 kcal 5.3p 27.1c 2.6f; starchy sides 0.7
/// ```
public struct RecipeComponent: Hashable, Sendable {
  /// The ingredient scaled to the amount eaten (quantity, snapshot and portions).
  public var ingredient: Ingredient
  /// The library food the ingredient names, or `nil` for free text with a snapshot.
  public var food: Food?
  /// The nutrition of the amount eaten.
  public var nutrients: Nutrients

  /// Creates a component.
  public init(ingredient: Ingredient, food: Food?, nutrients: Nutrients) {
    self.ingredient = ingredient
    self.food = food
    self.nutrients = nutrients
  }

  /// The category amounts this component counts toward: its recorded portions, else the
  /// food's category portion of the amount; empty when neither is known.
  public func portions() throws(QuantityConversionError) -> [CategoryPortion] {
    if let portions = ingredient.portions { return portions }
    guard let food, let category = food.category,
      let amount = try food.portions(in: ingredient.quantity)
    else { return [] }
    return [CategoryPortion(category: category, amount: amount)]
  }
}
