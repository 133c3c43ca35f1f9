import LarderModel
import Testing

@Suite("Food library")
struct FoodLibraryTests {
  static let oats = Food(
    name: "Oatmeal, dry", aliases: ["oats", "Rolled Oats"],
    nutrition: Nutrients(kcal: 379, protein: 13.2, carbs: 67.7, fat: 6.5),
    category: "Starchy Sides", portion: Quantity(60, .gram))
  static let milk = Food(
    name: "Whole milk", serving: Quantity(100, .milliliter),
    nutrition: Nutrients(kcal: 62, protein: 3.2, carbs: 4.9, fat: 3.3),
    category: "Dairy", portion: Quantity(200, .milliliter))
  static let overnightOats = Recipe(
    name: "Overnight oats",
    ingredients: [
      Ingredient(name: "oats", quantity: Quantity(80, .gram)),
      Ingredient(name: "whole milk", quantity: Quantity(250, .milliliter)),
    ],
    servings: 2, cookedWeight: Quantity(520, .gram))

  let library = FoodLibrary(foods: [oats, milk], recipes: [overnightOats])

  @Test("names and aliases are found in any case and spacing")
  func lookup() {
    #expect(library.food(named: "OATS")?.name.text == "Oatmeal, dry")
    #expect(library.item(named: "rolled   oats")?.name == "Oatmeal, dry")
    #expect(library.recipe(named: "overnight oats") != nil)
    #expect(library.food(named: "overnight oats") == nil)
    #expect(library.item(named: "porridge") == nil)
    #expect(library.count == 3)
  }

  @Test("a name claimed twice keeps its first owner and is reported")
  func duplicates() {
    var library = library
    let clash = Food(name: "Oats", nutrition: Nutrients(kcal: 1))
    let added = library.add(clash)
    #expect(!added)
    #expect(library.duplicateNames == ["Oats"])
    #expect(library.food(named: "oats")?.name.text == "Oatmeal, dry")
  }

  @Test("a recipe serving is the sum of its ingredients divided by servings")
  func recipeNutrition() throws {
    // Whole: oats 80 g = 0.8 × 379 = 303.2 kcal; milk 250 ml = 2.5 × 62 = 155 kcal.
    // One of two servings: (303.2 + 155) / 2 = 229.1 kcal.
    let serving = try library.nutrients(of: "overnight oats", quantity: nil)
    #expect(abs(serving.kcal - 229.1) < 1e-9)
    // 130 g of 520 g cooked is a quarter: 114.55 kcal.
    let byMass = try library.nutrients(of: "overnight oats", quantity: Quantity(130, .gram))
    #expect(abs(byMass.kcal - 114.55) < 1e-9)
  }

  @Test("recipe components are scaled to the amount eaten")
  func components() throws {
    let components = try library.components(of: Self.overnightOats, quantity: nil)
    #expect(
      components.map(\.ingredient.quantity) == [Quantity(40, .gram), Quantity(125, .milliliter)])
    #expect(components.map { $0.food?.name } == ["Oatmeal, dry", "Whole milk"])
    let portions = try components.flatMap { try $0.portions() }
    // 40 g of 60 g oats, 125 ml of 200 ml milk.
    #expect(portions.map(\.category) == ["Starchy Sides", "Dairy"])
    #expect(abs(portions[0].amount - 2.0 / 3) < 1e-12)
    #expect(portions[1].amount == 0.625)
  }

  @Test("nested recipes expand, and a snapshot ingredient stays whole")
  func nestedRecipes() throws {
    let bowl = Recipe(
      name: "Breakfast bowl",
      ingredients: [
        Ingredient(name: "overnight oats", quantity: Quantity(2, .serving)),
        Ingredient(
          name: "honey drizzle", snapshot: Nutrients(kcal: 64, carbs: 17),
          portions: [CategoryPortion(category: "Treats", amount: 0.5)]),
      ])
    var library = library
    library.add(bowl)
    let components = try library.components(of: bowl, quantity: nil)
    #expect(components.count == 3)
    #expect(components[2].food == nil)
    #expect(try components[2].portions() == [CategoryPortion(category: "Treats", amount: 0.5)])
    // 303.2 + 155 + 64 = 522.2 kcal.
    #expect(abs(try library.nutrients(of: bowl, quantity: nil).kcal - 522.2) < 1e-9)
  }

  @Test("recipes that use each other are a cycle, found and reported once")
  func cycles() {
    let a = Recipe(name: "A", ingredients: [Ingredient(name: "b")])
    let b = Recipe(name: "B", ingredients: [Ingredient(name: "oats"), Ingredient(name: "a")])
    let selfish = Recipe(name: "Self", ingredients: [Ingredient(name: "self")])
    let library = FoodLibrary(foods: [Self.oats], recipes: [a, b, selfish])
    #expect(library.recipeCycles() == [["A", "B", "A"], ["Self", "Self"]])
    #expect(throws: LibraryError.recipeCycle(["A", "B", "A"])) {
      try library.nutrients(of: "a", quantity: nil)
    }
    #expect(FoodLibrary(foods: [Self.oats], recipes: [Self.overnightOats]).recipeCycles().isEmpty)
  }

  @Test("unknown names, units a recipe cannot take, and a missing cooked weight are errors")
  func errors() {
    #expect(throws: LibraryError.unknownName("porridge")) {
      try library.nutrients(of: "porridge", quantity: nil)
    }
    #expect(throws: LibraryError.unsupportedRecipeUnit(recipe: "Overnight oats", unit: .piece)) {
      try library.nutrients(of: "overnight oats", quantity: Quantity(1, .piece))
    }
    let soup = Recipe(name: "Soup", ingredients: [Ingredient(name: "oats")])
    #expect(throws: LibraryError.needsCookedWeight(recipe: "Soup", unit: .gram)) {
      try FoodLibrary(recipes: [soup]).nutrients(of: soup, quantity: Quantity(100, .gram))
    }
  }

  @Test("suggestions find typos, accents and partial names")
  func suggestions() {
    let names = [
      "Chicken breast", "Chicken thigh", "Chickpeas", "Crème fraîche", "Cheddar cheese",
      "Brown rice", "White rice, cooked",
    ]
    let library = FoodLibrary(
      foods: names.map { Food(name: Name($0), nutrition: Nutrients(kcal: 100)) })
    #expect(library.suggestions(for: "chiken breast").first == "Chicken breast")
    #expect(library.suggestions(for: "creme fraiche").first == "Crème fraîche")
    #expect(library.suggestions(for: "white rice").first == "White rice, cooked")
    #expect(library.suggestions(for: "rice", limit: 5).contains("Brown rice"))
    #expect(library.suggestions(for: "zucchini").isEmpty)
    #expect(library.suggestions(for: "chicken", limit: 2).count == 2)
    // A typo inside one word of a longer name: "chedar" is one edit from "cheddar".
    #expect(library.suggestions(for: "chedar").first == "Cheddar cheese")
    #expect(library.suggestions(for: "rice cooked white").first == "White rice, cooked")
    #expect(library.suggestions(for: "chickpea").first == "Chickpeas")
  }

  @Test("a food and its alias are one suggestion, spelled as typed most closely")
  func suggestionsNameEachFoodOnce() {
    let library = FoodLibrary(foods: [
      Food(
        name: "Chicken breast, grilled", aliases: ["chicken breast"], nutrition: .init(kcal: 165)),
      Food(name: "Chicken thigh", nutrition: Nutrients(kcal: 209)),
    ])
    let suggestions = library.suggestions(for: "chiken brest", limit: 3)
    #expect(suggestions.first == "chicken breast")
    #expect(!suggestions.contains("Chicken breast, grilled"))
  }

  @Test("equal ranks come in alphabetical order, wherever the names stand in the library")
  func suggestionsBreakTiesAlphabetically() {
    let items: [[Name]] = [["Chicken thigh"], ["Chicken curry", "curry"], ["Chicken wings"]]
    #expect(
      FoodLibrary.suggestions(for: "chiken", among: items, limit: 3)
        == ["Chicken curry", "Chicken thigh", "Chicken wings"])
    #expect(
      FoodLibrary.suggestions(for: "chiken", among: items.reversed(), limit: 3)
        == ["Chicken curry", "Chicken thigh", "Chicken wings"])
    // A name and its alias are one answer among the names too.
    #expect(FoodLibrary.suggestions(for: "cury", among: items, limit: 3) == ["curry"])
  }
}
