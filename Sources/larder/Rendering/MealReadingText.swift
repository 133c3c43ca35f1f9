import LarderWorkspace

/// How `larder parse` and `larder add` show a meal in words (seed 003): the meal's energy
/// first, its macronutrients in grams and as shares of energy, then each item in the order
/// mentioned with its food, amount, nutrition and confidence, and under it the words it was
/// read from, how an estimated amount was taken and the foods that came close. A confidence is
/// a symbol and a word as well as a colour.
///
/// ```
/// Meal: 381 kcal · protein 33.4 g (35%) · carbs 52.4 g (55%) · fat 4.3 g (10%)
///
///   #  food                     amount           kcal  protein   carbs    fat  confidence
///   1  Chicken breast, grilled  1 piece (86 g)    142   26.7 g   0.0 g  3.1 g  ✓ 0.95 verified
///      "grilled chicken breast"
///   3  Broccoli, steamed        100 g              35    2.4 g   7.2 g  0.4 g  ~ 0.86 estimated
///      "some broccoli"; also Broccoli, raw
/// ```
struct MealReadingText {
  let reading: MealReading
  let terminal: Terminal

  func render() -> String {
    var lines = [headline, ""]
    lines += table()
    if let advice { lines += ["", advice] }
    return lines.joined(separator: "\n") + "\n"
  }

  private var headline: String {
    let total = reading.total
    let shares = total.energyShares
    let parts = [
      terminal.style("Meal: \(Display.kcal(total.kcal)) kcal", .bold),
      "protein \(Display.fixed(total.protein)) g (\(Display.percent(shares.protein)))",
      "carbs \(Display.fixed(total.carbs)) g (\(Display.percent(shares.carbs)))",
      "fat \(Display.fixed(total.fat)) g (\(Display.percent(shares.fat)))",
    ]
    return parts.joined(separator: " · ")
  }

  private func table() -> [String] {
    var rows: [[String]] = [
      ["#", "food", "amount", "kcal", "protein", "carbs", "fat", "confidence"]
    ]
    var details: [[String]] = [[]]
    var levels: [MealConfidence?] = [nil]
    for item in reading.items {
      let nutrients = item.nutrients
      rows.append([
        "\(item.number)", item.match?.name.text ?? "unknown", amount(of: item),
        nutrients.map { Display.kcal($0.kcal) } ?? "–", grams(nutrients?.protein),
        grams(nutrients?.carbs), grams(nutrients?.fat), confidence(of: item),
      ])
      details.append(detail(of: item))
      levels.append(item.match == nil ? .low : item.level)
    }
    let total = reading.total
    let totalRow = [
      "", "total", "", Display.kcal(total.kcal), grams(total.protein), grams(total.carbs),
      grams(total.fat), "",
    ]
    let widths = (0..<rows[0].count).map { column in
      (rows + [totalRow]).map { Display.width($0[column]) }.max() ?? 0
    }
    let rightAligned: Set<Int> = [0, 3, 4, 5, 6]
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      var cells: [String] = []
      for (column, cell) in row.enumerated() {
        var text = Display.pad(cell, widths[column], alignRight: rightAligned.contains(column))
        if column == row.count - 1, let level = levels[index] { text = style(text, level) }
        cells.append(text)
      }
      let line = ("  " + cells.joined(separator: "  ")).droppingTrailingSpaces
      lines.append(index == 0 ? terminal.style(line, .dim) : line)
      let indent = String(repeating: " ", count: 4 + widths[0])
      for detail in details[index] { lines.append(indent + detail) }
    }
    let cells = totalRow.dropLast().enumerated().map { column, cell in
      Display.pad(cell, widths[column], alignRight: rightAligned.contains(column))
    }
    lines.append(terminal.style("  " + cells.joined(separator: "  "), .bold))
    return lines
  }

  /// `1 cup (158 g)`, `150 g`, `250 ml (263 g)`, `1/2 medium (68 g)`.
  private func amount(of item: MealItem) -> String {
    guard item.match != nil else { return "" }
    let said = "\(item.amountText) \(item.unitText)"
    guard let grams = item.grams, item.unit != .gram else { return said }
    return "\(said) (\(Display.number(grams, decimals: grams < 10 ? 1 : 0)) g)"
  }

  /// `✓ 0.95 verified`, `~ 0.86 estimated`, `! 0.55 please review`, `? no match`.
  private func confidence(of item: MealItem) -> String {
    guard item.match != nil else { return "? no match" }
    let symbol: String
    switch item.level {
    case .high: symbol = "✓"
    case .medium: symbol = "~"
    case .low: symbol = "!"
    }
    let hundredths = Int(DecimalText.rounded(item.confidence * 100))
    let decimals = hundredths % 100
    return
      "\(symbol) \(hundredths / 100).\(decimals < 10 ? "0" : "")\(decimals) \(item.level.label)"
  }

  /// The lines under an item: the words it was read from, the estimate taken, the foods that
  /// came close (for an item short of verified) or the suggestions (for an unknown one).
  private func detail(of item: MealItem) -> [String] {
    var line = "\"\(item.text)\""
    if let note = item.note { line += "; \(note)" }
    if item.isPicked { line += "; your pick" }
    let names = item.alternatives.map(\.text)
    if item.match == nil {
      line +=
        names.isEmpty
        ? "; nothing in the library comes close"
        : "; did you mean " + names.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
    } else if item.level != .high, !names.isEmpty {
      line += "; also " + names.joined(separator: "; ")
    }
    return [terminal.style(line, .dim)]
  }

  /// What to do next, when something needs a look.
  private var advice: String? {
    if let unknown = reading.unknownItems.first {
      let count = reading.unknownItems.count
      return terminal.style(
        "? \(count) item\(count == 1 ? "" : "s") matched no food: correct one with "
          + "--pick \(unknown.number)=NAME, or add the food with `larder foods add`.", .red)
    }
    if let review = reading.items.first(where: { $0.level == .low }) {
      return terminal.style(
        "! Please review item \(review.number); --pick \(review.number)=NAME corrects it.",
        .yellow)
    }
    return nil
  }

  private func style(_ text: String, _ level: MealConfidence) -> String {
    switch level {
    case .high: terminal.style(text, .green)
    case .medium: terminal.style(text, .yellow)
    case .low: terminal.style(text, .red)
    }
  }

  private func grams(_ value: Double?) -> String {
    value.map { Display.fixed($0) + " g" } ?? "–"
  }
}
