/// What a name in the library stands for: a food or a recipe.
public enum LibraryItem: Hashable, Sendable {
  /// A food.
  case food(Food)
  /// A recipe.
  case recipe(Recipe)

  /// The item's own name (not the alias it was found by).
  public var name: Name {
    switch self {
    case .food(let food): food.name
    case .recipe(let recipe): recipe.name
    }
  }

  /// The item's other names.
  public var aliases: [Name] {
    switch self {
    case .food(let food): food.aliases
    case .recipe(let recipe): recipe.aliases
    }
  }
}
