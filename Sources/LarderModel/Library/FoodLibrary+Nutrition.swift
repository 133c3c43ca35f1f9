extension FoodLibrary {
  /// The nutrition of `quantity` of the food or recipe named `name`; `nil` means one serving.
  public func nutrients(of name: Name, quantity: Quantity?) throws(LibraryError) -> Nutrients {
    switch item(named: name) {
    case .food(let food):
      do {
        return try food.nutrients(for: quantity)
      } catch {
        throw .conversion(error)
      }
    case .recipe(let recipe):
      return try nutrients(of: recipe, quantity: quantity)
    case nil:
      throw .unknownName(name)
    }
  }

  /// The category portions `quantity` of the food or recipe named `name` counts toward
  /// (`nil` is one serving), summed by category in the order first met; empty when it counts
  /// toward none.
  public func portions(of name: Name, quantity: Quantity?) throws(LibraryError)
    -> [CategoryPortion]
  {
    let counted: [CategoryPortion]
    switch item(named: name) {
    case .food(let food):
      let component = RecipeComponent(
        ingredient: Ingredient(name: name, quantity: quantity), food: food, nutrients: .zero)
      do { counted = try component.portions() } catch { throw .conversion(error) }
    case .recipe(let recipe):
      var all: [CategoryPortion] = []
      for component in try components(of: recipe, quantity: quantity) {
        do { all += try component.portions() } catch { throw .conversion(error) }
      }
      counted = all
    case nil:
      throw .unknownName(name)
    }
    var summed: [CategoryPortion] = []
    for portion in counted {
      if let index = summed.firstIndex(where: { $0.category == portion.category }) {
        summed[index].amount += portion.amount
      } else {
        summed.append(portion)
      }
    }
    return summed
  }

  /// The nutrition of `quantity` of a recipe: the sum of its components.
  public func nutrients(of recipe: Recipe, quantity: Quantity?) throws(LibraryError) -> Nutrients {
    var total = Nutrients.zero
    for component in try components(of: recipe, quantity: quantity) {
      total += component.nutrients
    }
    return total
  }

  /// The atomic components of `quantity` of a recipe (`nil` is one serving), nested recipes
  /// expanded, each scaled to the amount eaten.
  ///
  /// An ingredient with a snapshot stays one component even when it names a recipe: its
  /// snapshot is authoritative. An ingredient that names nothing in the library needs one.
  public func components(
    of recipe: Recipe, quantity: Quantity?
  ) throws(LibraryError) -> [RecipeComponent] {
    var components: [RecipeComponent] = []
    try expand(
      recipe, fraction: try fraction(of: recipe, in: quantity), path: [], into: &components)
    return components
  }

  /// The share of the whole recipe that `quantity` is: one serving of a recipe of 2 is 0.5.
  public func fraction(of recipe: Recipe, in quantity: Quantity?) throws(LibraryError) -> Double {
    guard let quantity else { return 1 / recipe.servings }
    if quantity.unit == .serving { return quantity.amount / recipe.servings }
    guard let grams = quantity.grams else {
      throw .unsupportedRecipeUnit(recipe: recipe.name, unit: quantity.unit)
    }
    guard let total = recipe.cookedWeight?.grams, total > 0 else {
      throw .needsCookedWeight(recipe: recipe.name, unit: quantity.unit)
    }
    return grams / total
  }

  /// The cycles among recipes that use each other, each as the names from a recipe back to
  /// itself (`a → b → a`); each cycle is listed once.
  public func recipeCycles() -> [[Name]] {
    var cycles: [[Name]] = []
    var seenCycles: Set<[String]> = []
    var finished: Set<String> = []
    var path: [Name] = []

    func visit(_ recipe: Recipe) {
      if let start = path.firstIndex(of: recipe.name) {
        let cycle = Array(path[start...])
        let keys = cycle.map(\.key)
        let first = keys.indices.min(by: { keys[$0] < keys[$1] })!
        if seenCycles.insert(Array(keys[first...] + keys[..<first])).inserted {
          cycles.append(cycle + [recipe.name])
        }
        return
      }
      guard !finished.contains(recipe.name.key) else { return }
      path.append(recipe.name)
      for ingredient in recipe.ingredients {
        if let nested = self.recipe(named: ingredient.name) { visit(nested) }
      }
      path.removeLast()
      finished.insert(recipe.name.key)
    }

    for recipe in recipes { visit(recipe) }
    return cycles
  }

  private func expand(
    _ recipe: Recipe, fraction: Double, path: [Name], into components: inout [RecipeComponent]
  ) throws(LibraryError) {
    if let start = path.firstIndex(of: recipe.name) {
      throw .recipeCycle(Array(path[start...]) + [recipe.name])
    }
    let path = path + [recipe.name]
    for ingredient in recipe.ingredients {
      let scaled = Ingredient(
        name: ingredient.name,
        quantity: (ingredient.quantity ?? Quantity(1, .serving)).scaled(by: fraction),
        snapshot: ingredient.snapshot.map { $0.scaled(by: fraction) },
        portions: ingredient.portions.map { portions in
          portions.map { CategoryPortion(category: $0.category, amount: $0.amount * fraction) }
        })
      let item = item(named: ingredient.name)
      if let snapshot = scaled.snapshot {
        let food: Food? = if case .food(let food) = item { food } else { nil }
        components.append(RecipeComponent(ingredient: scaled, food: food, nutrients: snapshot))
        continue
      }
      switch item {
      case .food(let food):
        do {
          let nutrients = try food.nutrients(for: scaled.quantity)
          components.append(RecipeComponent(ingredient: scaled, food: food, nutrients: nutrients))
        } catch {
          throw .conversion(error)
        }
      case .recipe(let nested):
        let nestedFraction = try self.fraction(of: nested, in: scaled.quantity)
        try expand(nested, fraction: nestedFraction, path: path, into: &components)
      case nil:
        throw .unknownName(ingredient.name)
      }
    }
  }
}
