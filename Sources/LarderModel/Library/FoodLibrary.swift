/// All foods and recipes of `foods/*.yaml`, found by name or alias in constant time.
///
/// Names are compared as FORMAT.md §3.1 says (`Name`). When two items claim the same name or
/// alias, the first keeps it and the name is listed in `duplicateNames`.
public struct FoodLibrary: Hashable, Sendable {
  /// The foods in the order they were added.
  public private(set) var foods: [Food] = []
  /// The recipes in the order they were added.
  public private(set) var recipes: [Recipe] = []
  /// Names and aliases claimed by more than one item, in the order the clashes were found.
  public private(set) var duplicateNames: [Name] = []

  private enum Slot: Hashable, Sendable {
    case food(Int)
    case recipe(Int)
  }

  private var index: [String: Slot] = [:]

  /// Creates a library holding `foods` and `recipes`.
  public init(foods: [Food] = [], recipes: [Recipe] = []) {
    let nameCount =
      foods.reduce(0) { $0 + 1 + $1.aliases.count }
      + recipes.reduce(0) { $0 + 1 + $1.aliases.count }
    index.reserveCapacity(nameCount)
    self.foods = foods
    self.recipes = recipes
    for position in foods.indices {
      register(foods[position].name, aliases: foods[position].aliases, as: .food(position))
    }
    for position in recipes.indices {
      register(recipes[position].name, aliases: recipes[position].aliases, as: .recipe(position))
    }
  }

  /// Adds a food; returns `false` when one of its names was already taken (the food is kept,
  /// reachable by its other names).
  @discardableResult
  public mutating func add(_ food: Food) -> Bool {
    foods.append(food)
    return register(food.name, aliases: food.aliases, as: .food(foods.count - 1))
  }

  /// Adds a recipe; returns `false` when one of its names was already taken.
  @discardableResult
  public mutating func add(_ recipe: Recipe) -> Bool {
    recipes.append(recipe)
    return register(recipe.name, aliases: recipe.aliases, as: .recipe(recipes.count - 1))
  }

  /// The number of foods and recipes.
  public var count: Int { foods.count + recipes.count }

  /// The food or recipe with this name or alias.
  public func item(named name: Name) -> LibraryItem? {
    switch index[name.key] {
    case .food(let position): .food(foods[position])
    case .recipe(let position): .recipe(recipes[position])
    case nil: nil
    }
  }

  /// The food or recipe with this name or alias, given as text in any case and spacing.
  public func item(named text: some StringProtocol) -> LibraryItem? {
    item(named: Name(String(text)))
  }

  /// The food with this name or alias.
  public func food(named name: Name) -> Food? {
    guard case .food(let position) = index[name.key] else { return nil }
    return foods[position]
  }

  /// The recipe with this name or alias.
  public func recipe(named name: Name) -> Recipe? {
    guard case .recipe(let position) = index[name.key] else { return nil }
    return recipes[position]
  }

  /// Whether a food or recipe has this name or alias.
  public func contains(_ name: Name) -> Bool {
    index[name.key] != nil
  }

  /// Every name and alias in the library, in the order items were added.
  public var allNames: [Name] {
    foods.flatMap(\.allNames) + recipes.flatMap(\.allNames)
  }

  @discardableResult
  private mutating func register(_ name: Name, aliases: [Name], as slot: Slot) -> Bool {
    var isUnique = register(name, as: slot)
    for alias in aliases where !register(alias, as: slot) { isUnique = false }
    return isUnique
  }

  private mutating func register(_ name: Name, as slot: Slot) -> Bool {
    // One hash lookup in the common case; a clash puts the first owner back.
    guard let previous = index.updateValue(slot, forKey: name.key), previous != slot else {
      return true
    }
    index[name.key] = previous
    duplicateNames.append(name)
    return false
  }
}
