import LarderWorkspace

/// The JSON of `larder foods search`, `foods show`, `recipe show` and the food importers.
enum FoodsJSON {
  struct NutritionJSON: Encodable {
    let kcal, protein, carbs, fat: Double
    let fibre, sugars, sodiumMg: Double?

    init(_ nutrients: Nutrients) {
      func round(_ value: Double) -> Double { DecimalText.rounded(value, fractionDigits: 1) }
      kcal = round(nutrients.kcal)
      protein = round(nutrients.protein)
      carbs = round(nutrients.carbs)
      fat = round(nutrients.fat)
      fibre = nutrients.fibre.map(round)
      sugars = nutrients.sugars.map(round)
      sodiumMg = nutrients.sodium.map(round)
    }
  }

  struct HitJSON: Encodable {
    let name: String
    let kind: String
    let matchedAlias: String?
    let serving: String
    let nutrition: NutritionJSON
    let favorite: Bool
    let recent: Bool
    let source: String?
  }

  /// `foods search --json`: the matches, best first.
  struct SearchOutput: JSONReport {
    static let schemaVersion = 1
    let matches: [HitJSON]
  }

  static func search(_ hits: [FoodSearchHit]) -> String {
    JSONOutput.encode(
      SearchOutput(
        matches: hits.map { hit in
          HitJSON(
            name: hit.item.name.text, kind: kind(hit.item), matchedAlias: hit.alias?.text,
            serving: FoodsText.serving(hit.item), nutrition: NutritionJSON(hit.nutrition),
            favorite: hit.isFavorite, recent: hit.isRecent, source: source(hit.item))
        }))
  }

  struct ListedJSON: Encodable {
    let name: String
    let kind: String
    let file: String
    let serving: String
    let nutrition: NutritionJSON
    let category: String?
    let favorite: Bool
    let recent: Bool
  }

  /// `foods list --json`: the foods and recipes listed.
  struct ListOutput: JSONReport {
    static let schemaVersion = 1
    let items: [ListedJSON]
  }

  static func list(_ listings: [FoodListing]) -> String {
    JSONOutput.encode(
      ListOutput(
        items: listings.map { listing in
          var category: String?
          if case .food(let food) = listing.item { category = food.category?.text }
          return ListedJSON(
            name: listing.item.name.text, kind: kind(listing.item), file: listing.path,
            serving: FoodsText.serving(listing.item), nutrition: NutritionJSON(listing.nutrition),
            category: category, favorite: listing.isFavorite, recent: listing.isRecent)
        }))
  }

  struct MeasureJSON: Encodable {
    let name: String
    let amount: String
  }

  struct DetailsJSON: JSONReport {
    static let schemaVersion = 1
    let name: String
    let kind: String
    let file: String
    let serving: String
    let nutrition: NutritionJSON
    let aliases: [String]
    let measures: [MeasureJSON]
    let category: String?
    let portion: String?
    let barcode: String?
    let source: String?
    let notes: String?
    let favorite: Bool
    let ingredients: [String]?
    /// The ingredients that name no food of the library (deleted since), as written.
    let deletedIngredients: [String]?
    let servings: Double?
    let usedBy: [String]
  }

  static func details(_ details: FoodDetails) -> String {
    let value: DetailsJSON
    switch details.item {
    case .food(let food):
      value = DetailsJSON(
        name: food.name.text, kind: "food", file: details.path,
        serving: food.serving.description, nutrition: NutritionJSON(food.nutrition),
        aliases: food.aliases.map(\.text),
        measures: food.measures.map { MeasureJSON(name: $0.name.text, amount: "\($0.quantity)") },
        category: food.category?.text, portion: food.portion?.description,
        barcode: food.barcode, source: food.source, notes: food.notes,
        favorite: food.isFavorite, ingredients: nil, deletedIngredients: nil, servings: nil,
        usedBy: details.usedBy.map(\.text))
    case .recipe(let recipe):
      value = DetailsJSON(
        name: recipe.name.text, kind: "recipe", file: details.path, serving: "1 serving",
        nutrition: NutritionJSON(details.nutrition), aliases: recipe.aliases.map(\.text),
        measures: [], category: nil, portion: nil, barcode: nil, source: nil,
        notes: recipe.notes, favorite: recipe.isFavorite,
        ingredients: recipe.ingredients.map { ingredient in
          ingredient.name.text + (ingredient.quantity.map { " \($0)" } ?? "")
        },
        deletedIngredients: recipe.ingredients.map(\.name)
          .filter { details.deletedIngredients.contains($0) }.map(\.text),
        servings: recipe.servings, usedBy: details.usedBy.map(\.text))
    }
    return JSONOutput.encode(value)
  }

  struct ReportJSON: JSONReport {
    static let schemaVersion = 1
    let file: String
    let added, changed, unchanged, skipped: Int
    let renamed: [String]
    let implausible: [String]
    let commit: String?
    let written: Bool
  }

  static func report(_ report: ImportReport) -> String {
    JSONOutput.encode(
      ReportJSON(
        file: report.path, added: report.added, changed: report.changed,
        unchanged: report.unchanged, skipped: report.skipped, renamed: report.renamed,
        implausible: report.implausible,
        commit: report.outcome?.commit?.id,
        written: report.outcome.map { !$0.isDryRun && !$0.files.isEmpty } ?? false))
  }

  private static func kind(_ item: LibraryItem) -> String {
    switch item {
    case .food: "food"
    case .recipe: "recipe"
    }
  }

  private static func source(_ item: LibraryItem) -> String? {
    if case .food(let food) = item { return food.source }
    return nil
  }
}
