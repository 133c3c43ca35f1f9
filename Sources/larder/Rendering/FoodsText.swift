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
    return lines(
      hits.map {
        Line(
          item: $0.item, alias: $0.alias, nutrition: $0.nutrition, isFavorite: $0.isFavorite,
          isRecent: $0.isRecent)
      }, terminal: terminal)
  }

  /// The text of `larder foods list`: each file's items under its path, aligned alike.
  static func list(_ listings: [FoodListing], terminal: Terminal) -> String {
    let rows = lines(
      listings.map {
        Line(
          item: $0.item, alias: nil, nutrition: $0.nutrition, isFavorite: $0.isFavorite,
          isRecent: $0.isRecent)
      }, terminal: terminal
    ).split(separator: "\n", omittingEmptySubsequences: false)
    var text = ""
    var index = 0
    while index < listings.count {
      let path = listings[index].path
      let count = listings[index...].prefix { $0.path == path }.count
      if !text.isEmpty { text += "\n" }
      text +=
        terminal.style(path, .bold) + "  " + Display.count(count, "item", "items") + "\n"
      for row in rows[index..<(index + count)] { text += row + "\n" }
      index += count
    }
    return text
  }

  /// One line of a list of foods.
  private struct Line {
    let item: LibraryItem
    let alias: Name?
    let nutrition: Nutrients
    let isFavorite: Bool
    let isRecent: Bool
  }

  /// The lines of a list of foods, aligned: ★ for a favourite, the name, a serving, its
  /// macronutrients, and "recent" for an item logged in the last 30 days.
  private static func lines(_ lines: [Line], terminal: Terminal) -> String {
    let rows = lines.map { line -> (String, String, String) in
      var name = line.item.name.text
      if case .recipe = line.item { name += " (recipe)" }
      if let alias = line.alias { name += " [\(alias.text)]" }
      return (name, serving(line.item), macros(line.nutrition))
    }
    // A name wider than a table's column overflows its line, as in `TextTable`.
    let nameWidth = rows.map { min(Display.width($0.0), TextTable.widestColumn) }.max() ?? 0
    let servingWidth = rows.map { min(Display.width($0.1), TextTable.widestColumn) }.max() ?? 0
    var text = ""
    for (line, row) in zip(lines, rows) {
      let mark = line.isFavorite ? terminal.style("★", .yellow) + " " : "  "
      var shown =
        mark + Display.pad(row.0, nameWidth) + "  " + Display.pad(row.1, servingWidth) + "  "
        + row.2
      if line.isRecent { shown += "  " + terminal.style("recent", .dim) }
      text += shown + "\n"
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
          + "\(details.nutrition.roundedAsShown)")
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
    } else if report.unchanged > 0 {
      text += "Nothing to write: the library already has these foods.\n"
    } else {
      text += "Nothing to write: no food was left to import.\n"
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
    return Display.pad(Display.kcal(nutrition.kcal) + " kcal", 10, alignRight: true) + "  "
      + Display.pad(number(nutrition.protein) + "p", 6, alignRight: true) + "  "
      + Display.pad(number(nutrition.carbs) + "c", 6, alignRight: true) + "  "
      + Display.pad(number(nutrition.fat) + "f", 6, alignRight: true)
  }
}
