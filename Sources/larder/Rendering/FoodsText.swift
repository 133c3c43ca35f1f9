import LarderWorkspace

/// The text of `larder foods search`, `foods show`, `recipe show` and the food importers.
///
/// ```
/// ★ Oatmeal, dry             100 g      379 kcal  13.2p  67.7c  6.5f
///   Overnight oats (recipe)  1 serving  287 kcal  11.1p  42.5c  7.9f  recent
/// ```
enum FoodsText {
  static func search(_ hits: [FoodSearchHit], terminal: Terminal) -> String {
    guard !hits.isEmpty else { return "No food or recipe matches.\n" }
    let rows = hits.map { hit -> (String, String, String) in
      var name = hit.item.name.text
      if case .recipe = hit.item { name += " (recipe)" }
      if let alias = hit.alias { name += " [\(alias.text)]" }
      return (name, serving(hit.item), macros(hit.nutrition))
    }
    let nameWidth = rows.map(\.0.count).max() ?? 0
    let servingWidth = rows.map(\.1.count).max() ?? 0
    var text = ""
    for (hit, row) in zip(hits, rows) {
      let mark = hit.isFavorite ? terminal.style("★", .yellow) + " " : "  "
      var line = mark + pad(row.0, nameWidth) + "  " + pad(row.1, servingWidth) + "  " + row.2
      if hit.isRecent { line += "  " + terminal.style("recent", .dim) }
      text += line + "\n"
    }
    return text
  }

  static func details(_ details: FoodDetails) -> String {
    var lines: [String] = []
    switch details.item {
    case .food(let food):
      lines.append(food.name.text + (food.isFavorite ? "  ★ favourite" : ""))
      lines.append("  per \(food.serving): \(food.nutrition)")
      if !food.aliases.isEmpty {
        lines.append("  aliases: " + food.aliases.map(\.text).joined(separator: "; "))
      }
      if !food.measures.isEmpty {
        lines.append(
          "  measures: "
            + food.measures.map { "\($0.name.text) = \($0.quantity)" }.joined(separator: "; "))
      }
      if let density = food.density {
        lines.append("  density: \(DecimalText.string(density, fractionDigits: 3)) g/ml")
      }
      if let category = food.category {
        let portion = food.portion.map { ", \($0) a portion" } ?? ""
        lines.append("  category: \(category.text)" + portion)
      }
      if let barcode = food.barcode { lines.append("  barcode: \(barcode)") }
      if let source = food.source { lines.append("  source: \(source)") }
      if let notes = food.notes { lines.append("  notes: \(notes)") }
    case .recipe(let recipe):
      lines.append(recipe.name.text + " (recipe)" + (recipe.isFavorite ? "  ★ favourite" : ""))
      lines.append(
        "  per serving (of \(DecimalText.string(recipe.servings, fractionDigits: 2))): "
          + "\(details.nutrition)")
      if let weight = recipe.cookedWeight { lines.append("  cooked weight: \(weight)") }
      lines.append("  ingredients:")
      for ingredient in recipe.ingredients {
        var line = "    - " + ingredient.name.text
        if let quantity = ingredient.quantity { line += " \(quantity)" }
        if let snapshot = ingredient.snapshot { line += " = \(snapshot)" }
        for (position, portion) in (ingredient.portions ?? []).enumerated() {
          line +=
            (position == 0 ? "; " : ", ") + portion.category.text.lowercased() + " "
            + DecimalText.string(portion.amount, fractionDigits: 2)
        }
        if details.deletedIngredients.contains(ingredient.name) {
          line += "  (deleted from the library)"
        }
        lines.append(line)
      }
      if let notes = recipe.notes { lines.append("  notes: \(notes)") }
    }
    lines.append("  defined in \(details.path)")
    if !details.usedBy.isEmpty {
      lines.append("  used by: " + details.usedBy.map(\.text).joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func report(_ report: ImportReport, terminal: Terminal) -> String {
    var text =
      "\(report.path): \(report.added) added, \(report.changed) changed, "
      + "\(report.unchanged) unchanged"
    if report.skipped > 0 { text += ", \(report.skipped) skipped (no energy value)" }
    if !report.implausible.isEmpty {
      text += ", \(report.implausible.count) skipped (implausible nutrition)"
    }
    text += "\n"
    for problem in report.implausible.prefix(10) { text += "  skipped: \(problem)\n" }
    if report.implausible.count > 10 {
      text += "  … and \(report.implausible.count - 10) more skipped as implausible\n"
    }
    for rename in report.renamed.prefix(10) { text += "  renamed: \(rename)\n" }
    if report.renamed.count > 10 { text += "  … and \(report.renamed.count - 10) more renamed\n" }
    if let outcome = report.outcome {
      text += WriteOutcomeText.render(outcome, terminal: terminal)
    } else {
      text += "Nothing to write: the library already has these foods.\n"
    }
    return text
  }

  static func serving(_ item: LibraryItem) -> String {
    switch item {
    case .food(let food): food.serving.description
    case .recipe: "1 serving"
    }
  }

  static func macros(_ nutrition: Nutrients) -> String {
    func number(_ value: Double) -> String { DecimalText.string(value, fractionDigits: 1) }
    return pad(number(nutrition.kcal) + " kcal", 10, right: true) + "  "
      + pad(number(nutrition.protein) + "p", 6, right: true) + "  "
      + pad(number(nutrition.carbs) + "c", 6, right: true) + "  "
      + pad(number(nutrition.fat) + "f", 6, right: true)
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
