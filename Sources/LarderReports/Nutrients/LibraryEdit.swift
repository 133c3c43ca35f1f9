public import LarderModel

/// What an edit of the library changes in the days already logged (FORMAT.md §3.3): an
/// entry's snapshot freezes the nutrients it names (energy and the macros, as `larder add`
/// writes it), and every other nutrient is its food's or recipe's value in today's library,
/// so an edited value reaches every day that logs the food, directly, through an alias or
/// through a recipe.
///
/// The edit is the library before (`old`) and after (`new`). Each item whose nutrition per
/// serving differs, and each food whose measures or density differ (an entry of `2 slices`
/// weighs what `slice` says), is a changed item; an entry changes one when a nutrient the item
/// changed, or for a measure or density any nutrient, comes out different for the entry.
public struct LibraryEdit: Sendable {
  /// One nutrient's value per serving before and after the edit; `nil` is unknown.
  public struct NutrientChange: Hashable, Sendable {
    /// The nutrient.
    public let nutrient: Nutrient
    /// Its amount before, in the nutrient's unit.
    public let old: Double?
    /// Its amount after, in the nutrient's unit.
    public let new: Double?
  }

  /// A measure (`slice`) or the density of a food before and after the edit, as the library
  /// writes them (`25 g`, `0.34 g/ml`); `nil` where there was or is none.
  public struct UnitChange: Hashable, Sendable {
    /// The measure's name, or `density`.
    public let unit: String
    /// What it was.
    public let old: String?
    /// What it is.
    public let new: String?
  }

  /// A food or recipe whose nutrition per serving, or a food whose measures or density, the
  /// edit changed.
  public struct ChangedItem: Sendable {
    /// Its name after the edit.
    public let name: Name
    /// Whether it is a recipe (its changes are per serving of it).
    public let isRecipe: Bool
    /// The amount `changes` describe: a food's serving (`100 g` unless its file says
    /// otherwise), one serving of a recipe.
    public let basis: Quantity
    /// The nutrients whose amount per `basis` changed, in the order of the table.
    public let changes: [NutrientChange]
    /// The measures, and the density, that changed, measures by name first.
    public let unitChanges: [UnitChange]
  }

  /// The items whose nutrition changed, foods first, each group by name.
  public let items: [ChangedItem]
  private let old: FoodLibrary
  private let new: FoodLibrary
  /// For the key of each item of `new` that is or uses a changed item: the positions in
  /// `items` of the changed items it is or uses.
  private let reach: [String: [Int]]

  /// The edit that turned `old` into `new`. An item of `new` is matched with the item of
  /// `old` that its name, else one of its aliases, names there: a rename keeps the old name
  /// as an alias, so a renamed food is the same food.
  public init(old: FoodLibrary, new: FoodLibrary) {
    self.old = old
    self.new = new
    var items: [ChangedItem] = []
    for food in new.foods.sorted(by: { $0.name < $1.name }) {
      guard case .food(let before)? = Self.counterpart(of: food.allNames, in: old) else {
        continue
      }
      let oldNutrition =
        before.serving == food.serving
        ? before.nutrition : (try? before.nutrients(for: food.serving)) ?? before.nutrition
      let changes = Self.changes(from: oldNutrition, to: food.nutrition)
      let unitChanges = Self.unitChanges(from: before, to: food)
      if !changes.isEmpty || !unitChanges.isEmpty {
        items.append(
          ChangedItem(
            name: food.name, isRecipe: false, basis: food.serving, changes: changes,
            unitChanges: unitChanges))
      }
    }
    for recipe in new.recipes.sorted(by: { $0.name < $1.name }) {
      guard case .recipe(let before)? = Self.counterpart(of: recipe.allNames, in: old),
        before.ingredients != recipe.ingredients || before.servings != recipe.servings
          || before.cookedWeight != recipe.cookedWeight
      else { continue }
      let serving = Entry(kind: .food(recipe.name, nil))
      let changes = Self.changes(
        from: NutrientReport.nutrients(of: Entry(kind: .food(before.name, nil)), library: old),
        to: NutrientReport.nutrients(of: serving, library: new))
      if !changes.isEmpty {
        items.append(
          ChangedItem(
            name: recipe.name, isRecipe: true, basis: Quantity(1, .serving), changes: changes,
            unitChanges: []))
      }
    }
    self.items = items
    reach = Self.reach(of: items, in: new)
  }

  /// Whether the edit changed no item's nutrition.
  public var isEmpty: Bool { items.isEmpty }

  /// The changed items whose nutrients come out different for `entry`, as positions in
  /// `items`, each with the nutrients that differ: none for a `+ ` component (its composite
  /// counts), for an entry that names no changed item nor a recipe using one, and for the
  /// nutrients its snapshot names.
  public func changes(of entry: Entry) -> [(item: Int, nutrients: [Nutrient])] {
    guard !entry.isComponent, case .food(let name, _) = entry.kind,
      let item = new.item(named: name), let reached = reach[item.name.key]
    else { return [] }
    let before = NutrientReport.nutrients(of: entry, library: old)
    let after = NutrientReport.nutrients(of: entry, library: new)
    return reached.compactMap { position in
      let item = items[position]
      let compared = item.unitChanges.isEmpty ? item.changes.map(\.nutrient) : Nutrient.allCases
      let differing = compared.filter { Self.differs(before?[$0], after?[$0]) }
      return differing.isEmpty ? nil : (position, differing)
    }
  }

  /// The item of `library` that the first of `names` found there names.
  private static func counterpart(of names: [Name], in library: FoodLibrary) -> LibraryItem? {
    for name in names {
      if let item = library.item(named: name) { return item }
    }
    return nil
  }

  /// The nutrients whose amounts differ between `old` and `new`, in the order of the table.
  private static func changes(from old: Nutrients?, to new: Nutrients?) -> [NutrientChange] {
    Nutrient.allCases.compactMap { nutrient in
      let (before, after) = (old?[nutrient], new?[nutrient])
      return differs(before, after)
        ? NutrientChange(nutrient: nutrient, old: before, new: after) : nil
    }
  }

  /// The measures and density of `new` that differ from those of `old`.
  private static func unitChanges(from old: Food, to new: Food) -> [UnitChange] {
    func byName(_ food: Food) -> [String: Measure] {
      Dictionary(food.measures.map { ($0.name.key, $0) }) { first, _ in first }
    }
    let (before, after) = (byName(old), byName(new))
    var changes: [UnitChange] = []
    for key in Set(before.keys).union(after.keys).sorted() {
      let (was, now) = (before[key], after[key])
      guard was?.quantity != now?.quantity, let measure = now ?? was else { continue }
      changes.append(
        UnitChange(
          unit: measure.name.text, old: was.map { "\($0.quantity)" },
          new: now.map { "\($0.quantity)" }))
    }
    if differs(old.density, new.density) {
      func text(_ density: Double?) -> String? {
        density.map { DecimalText.string($0, fractionDigits: 3) + " g/ml" }
      }
      changes.append(UnitChange(unit: "density", old: text(old.density), new: text(new.density)))
    }
    return changes
  }

  /// Whether two amounts differ by more than a conversion's rounding.
  private static func differs(_ old: Double?, _ new: Double?) -> Bool {
    switch (old, new) {
    case (nil, nil): false
    case (let old?, let new?): abs(old - new) > 1e-9 * max(1, abs(old), abs(new))
    default: true
    }
  }

  /// For each item of `library` that is or uses (through its recipes' ingredients, nested
  /// recipes included) one of `items`: their positions.
  private static func reach(of items: [ChangedItem], in library: FoodLibrary) -> [String: [Int]] {
    var reach: [String: [Int]] = [:]
    for (position, item) in items.enumerated() { reach[item.name.key] = [position] }
    var visited: Set<String> = []
    func visit(_ recipe: Recipe) -> [Int] {
      let key = recipe.name.key
      // A recipe met again while its ingredients are visited is a cycle, reported elsewhere.
      guard visited.insert(key).inserted else { return reach[key] ?? [] }
      var reached = Set(reach[key] ?? [])
      for ingredient in recipe.ingredients where ingredient.snapshot == nil {
        switch library.item(named: ingredient.name) {
        case .recipe(let nested): reached.formUnion(visit(nested))
        case .food(let food): reached.formUnion(reach[food.name.key] ?? [])
        case nil: break
        }
      }
      if !reached.isEmpty { reach[key] = reached.sorted() }
      return reach[key] ?? []
    }
    for recipe in library.recipes { _ = visit(recipe) }
    return reach
  }
}
