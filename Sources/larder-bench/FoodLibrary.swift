/// A product of the synthetic library: a base food from one maker, prepared one way.
struct LibraryFood {
  let name: String
  let baseIndex: Int
  let alias: String?
  /// Per 100 g, rounded the way the library file states it.
  let nutrition: Nutrients
  var favorite = false

  /// The kind of food this product is.
  var base: FoodBase { foodCatalog[baseIndex] }

  /// The grams of `amount` `unit` of this food (`g`, `ml` through the density, or a measure).
  func grams(_ amount: Double, _ unit: String) -> Double {
    switch unit {
    case "g": return amount
    case "ml": return amount * base.density!
    default:
      let singular = unit.hasSuffix("s") ? String(unit.dropLast()) : unit
      let measure = base.measures.first { $0.name == unit || $0.name == singular }
      return amount * measure!.grams
    }
  }

  /// The grams one unit (portion) of the food's category stands for.
  var portionGrams: Double? {
    guard let portion = base.portion else { return nil }
    return portion.unit == "ml" ? portion.amount * base.density! : portion.amount
  }
}

/// A recipe of the library: ingredients from the library, servings, perhaps a cooked weight.
struct LibraryRecipe {
  let name: String
  let servings: Int
  let cookedWeight: Int?
  let ingredients: [(food: Int, amount: Double, unit: String)]
  /// The whole recipe's nutrition, unrounded.
  let total: Nutrients
}

/// The decade journal's food library: 10,000 plausible products across several files, the few
/// hundred the person actually buys, and 40 recipes made of them.
struct FoodLibrary {
  private(set) var foods: [LibraryFood] = []
  /// Per catalog base, the indices of the products this person usually logs.
  private(set) var regulars: [[Int]] = []
  /// Per catalog base, the indices of all its products.
  private(set) var products: [[Int]] = []
  private(set) var recipes: [LibraryRecipe] = []

  /// Generates `count` foods (at least one per catalog base) and 40 recipes.
  init(count: Int, rng: inout SplitMix64) {
    var taken = Set<String>()
    var byBase = [[Int]](repeating: [], count: foodCatalog.count)
    for (index, base) in foodCatalog.enumerated() {
      taken.insert(base.name.lowercased())
      if let alias = base.alias { taken.insert(alias.lowercased()) }
      byBase[index].append(foods.count)
      foods.append(
        LibraryFood(
          name: base.name, baseIndex: index, alias: base.alias,
          nutrition: base.per100g.roundedAsWritten))
    }
    while foods.count < count {
      let baseIndex = rng.below(foodCatalog.count)
      let base = foodCatalog[baseIndex]
      let brand: String? = rng.chance(0.75) ? rng.pick(brands) : nil
      let qualifier = rng.pick(base.group.qualifiers)
      guard brand != nil || !qualifier.isEmpty else { continue }
      var name = brand.map { "\($0) \(lowercasingFirst(base.name))" } ?? base.name
      if !qualifier.isEmpty { name += ", \(qualifier)" }
      guard taken.insert(name.lowercased()).inserted else { continue }
      var alias: String?
      if let brand, let short = base.alias, rng.chance(0.3) {
        let candidate = "\(brand) \(short)"
        if taken.insert(candidate.lowercased()).inserted { alias = candidate }
      }
      byBase[baseIndex].append(foods.count)
      foods.append(
        LibraryFood(
          name: name, baseIndex: baseIndex, alias: alias,
          nutrition: Self.vary(base.per100g, rng: &rng).roundedAsWritten))
    }
    products = byBase
    for products in byBase {
      var chosen = [products[0]]
      for _ in 0..<rng.int(in: 0...2) where products.count > 1 {
        let pick = products[1 + rng.below(products.count - 1)]
        if !chosen.contains(pick) { chosen.append(pick) }
      }
      if rng.chance(0.4) { foods[chosen[rng.below(chosen.count)]].favorite = true }
      regulars.append(chosen)
    }
    for name in recipeNames {
      precondition(taken.insert(name.lowercased()).inserted, "recipe name \(name) is taken")
      recipes.append(makeRecipe(name, rng: &rng))
    }
  }

  /// The regular products whose base plays `role`, with their base's usual amount.
  func regularFoods(for roles: [MealRole]) -> [Int] {
    var result: [Int] = []
    for (index, base) in foodCatalog.enumerated() where roles.contains(base.role) {
      result += regulars[index]
    }
    return result
  }

  /// Nutrition near `base`: each macro moves by up to 15 %, energy follows 4/4/9.
  private static func vary(_ base: Nutrients, rng: inout SplitMix64) -> Nutrients {
    var result = base
    result.protein *= rng.double(0.85, 1.15)
    result.carbs *= rng.double(0.85, 1.15)
    result.fat *= rng.double(0.85, 1.15)
    result.fibre *= rng.double(0.85, 1.15)
    // No more than 100 g of protein, carbs and fat in 100 g, as on a real label.
    let macroGrams = result.protein + result.carbs + result.fat
    if macroGrams > 100 {
      result.protein *= 100 / macroGrams
      result.carbs *= 100 / macroGrams
      result.fat *= 100 / macroGrams
    }
    result.sugars = min(result.carbs, result.sugars * rng.double(0.85, 1.15))
    result.sodium *= rng.double(0.8, 1.2)
    let before = 4 * base.protein + 4 * base.carbs + 9 * base.fat
    let after = 4 * result.protein + 4 * result.carbs + 9 * result.fat
    if before > 0 { result.kcal = base.kcal * after / before }
    return result
  }

  private func makeRecipe(_ name: String, rng: inout SplitMix64) -> LibraryRecipe {
    let roles: [[MealRole]] = [
      [.protein], [.starch], [.vegetable], [.vegetable], [.fat], [.condiment], [.dairy],
    ]
    let count = rng.int(in: 3...6)
    var ingredients: [(food: Int, amount: Double, unit: String)] = []
    var total = Nutrients(kcal: 0, protein: 0, carbs: 0, fat: 0)
    var grams = 0.0
    let servings = rng.int(in: 1...6)
    for role in roles.prefix(count) {
      let index = rng.pick(regularFoods(for: role))
      guard !ingredients.contains(where: { $0.food == index }) else { continue }
      let food = foods[index]
      var (amount, unit) = food.base.usual
      amount *= Double(servings)
      ingredients.append((index, amount, unit))
      let weight = food.grams(amount, unit)
      grams += weight
      total += food.nutrition.scaled(by: weight / 100)
    }
    let cooked =
      rng.chance(0.5) ? Int(rounded(grams * rng.double(0.8, 1.0) / 10, decimals: 0)) * 10 : nil
    return LibraryRecipe(
      name: name, servings: servings, cookedWeight: cooked, ingredients: ingredients,
      total: total)
  }

  /// The library files: one per food group, then `foods/recipes.yaml`.
  func files() -> [(path: String, text: String)] {
    var result: [(path: String, text: String)] = []
    for group in FoodGroup.allCases {
      let members = foods.filter { $0.base.group == group }
      var text = "# \(grouped(members.count)) foods of the decade benchmark journal.\nfoods:\n"
      for food in members { text += food.yaml }
      result.append((group.path, text))
    }
    var text = "# Recipes of the decade benchmark journal.\nrecipes:\n"
    for recipe in recipes {
      text += "  \(recipe.name):\n    servings: \(recipe.servings)\n"
      if let cooked = recipe.cookedWeight { text += "    cooked weight: \(cooked) g\n" }
      text += "    ingredients:\n"
      for item in recipe.ingredients {
        let food = foods[item.food]
        text += "      - \(food.name.lowercased()) \(amountText(item.amount, item.unit))\n"
      }
    }
    result.append(("foods/recipes.yaml", text))
    return result
  }
}

extension LibraryFood {
  /// This food as a block of its library file.
  fileprivate var yaml: String {
    var text = "  \(name):\n"
    if let alias { text += "    aliases: \(alias)\n" }
    text += "    nutrition: \(nutrition.libraryText)\n"
    if !base.measures.isEmpty {
      let list = base.measures.map { "\($0.name) = \(canonical($0.grams)) g" }
      text += "    measures: \(list.joined(separator: "; "))\n"
    }
    if let density = base.density {
      text += "    density: \(canonical(density, decimals: 2)) g/ml\n"
    }
    if let category = base.category, let portion = base.portion {
      text += "    category: \(category)\n"
      text += "    portion: \(canonical(portion.amount)) \(portion.unit)\n"
    }
    if favorite { text += "    favorite: yes\n" }
    return text
  }
}

/// `2 slice` → `2 slices`; measures named by size (`medium`) and spoons stay as they are.
func amountText(_ amount: Double, _ unit: String) -> String {
  let invariant: Set<String> = [
    "g", "ml", "L", "min", "medium", "small", "large", "tbsp", "tsp",
    "portions",
  ]
  let plural = amount != 1 && !invariant.contains(unit) && !unit.hasSuffix("s")
  return "\(canonical(amount, decimals: 2)) \(unit)\(plural ? "s" : "")"
}

/// `Whole-wheat bread` → `whole-wheat bread`, so a brand can stand before it.
func lowercasingFirst(_ text: String) -> String {
  guard let first = text.first else { return text }
  return first.lowercased() + text.dropFirst()
}

private let brands = [
  "Hillcrest", "Meadowvale", "Golden Acre", "Northfield", "Riverbend", "Sunnyside", "Oakridge",
  "Blue Harbor", "Greenleaf", "Stonemill", "Maple Lane", "Silver Birch", "Bäckerei Sommer",
  "Gärtnerei Lenz", "Café Olé", "Alpine Dairy", "Harvest Moon", "Red Barn", "Copper Kettle",
  "Wild Thyme", "Cedar Grove", "Brookside", "Fox Hollow", "Kingfisher", "Bright Fields",
  "Lakeside", "Old Orchard", "Seaview", "Twin Oaks", "Willow Creek",
]

private let recipeNames = [
  "Sunday roast chicken", "Chicken curry", "Lentil dal", "Veggie stir-fry",
  "Spaghetti bolognese", "Chili con carne", "Tuna pasta bake", "Salmon traybake", "Shakshuka",
  "Overnight oats", "Greek salad", "Falafel wrap", "Chicken fajitas", "Beef stew", "Minestrone",
  "Mushroom risotto", "Pea and ham soup", "Fish tacos", "Stuffed peppers", "Quinoa bowl",
  "Shrimp paella", "Chickpea curry", "Pork stir-fry", "Egg fried rice", "Caesar salad",
  "Tofu noodles", "Vegetable lasagna", "Turkey meatballs", "Cottage pie", "Bean chili",
  "Porridge with berries", "Pancakes", "Potato gratin", "Ratatouille", "Burrito bowl",
  "Teriyaki salmon", "Chicken soup", "Couscous salad", "Zucchini fritters", "Banana bread",
]
