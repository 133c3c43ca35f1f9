/// Why the library cannot resolve the nutrition or components of a name.
public enum LibraryError: Error, Hashable, Sendable {
  /// No food or recipe has this name or alias.
  case unknownName(Name)
  /// The quantity cannot be converted for the food.
  case conversion(QuantityConversionError)
  /// Recipes use each other in a loop; the names run from the first recipe back to it.
  case recipeCycle([Name])
  /// A recipe was logged by mass or volume but has no `cooked weight`.
  case needsCookedWeight(recipe: Name, unit: Unit)
  /// A recipe was logged in a unit that only foods have (`piece`, a measure).
  case unsupportedRecipeUnit(recipe: Name, unit: Unit)

  /// A lowercase one-line description naming the offending text in quotes.
  public var message: String {
    switch self {
    case .unknownName(let name):
      "unknown food \"\(name)\""
    case .conversion(let error):
      error.message
    case .recipeCycle(let names):
      "recipe cycle: " + names.map { "\"\($0)\"" }.joined(separator: " → ")
    case .needsCookedWeight(let recipe, let unit):
      "cannot weigh \(unit.symbol) of recipe \"\(recipe)\" without a cooked weight"
    case .unsupportedRecipeUnit(let recipe, let unit):
      "recipe \"\(recipe)\" cannot be logged in \(unit.symbol)"
    }
  }

  /// One sentence saying how to fix it.
  public var hint: String {
    switch self {
    case .unknownName:
      "add it with `larder foods add`, or give the entry a snapshot (`= 350 kcal ...`)."
    case .conversion(let error):
      error.hint
    case .recipeCycle:
      "remove one of the recipes from the other's ingredients."
    case .needsCookedWeight(let recipe, _):
      "add `cooked weight: N g` to recipe \"\(recipe)\"."
    case .unsupportedRecipeUnit:
      "log a recipe in servings, or by mass with a cooked weight."
    }
  }
}
