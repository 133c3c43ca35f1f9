import LarderWorkspace

/// The preview `add`, `edit`, `rm` and `copy` show before writing (seed 003): each item with
/// amount, kcal, protein, carbs and fat, the day's totals before → after against the goal,
/// a gentle warning when the change takes the day over its calorie goal, and the lines the
/// day file gains or loses.
///
/// ```
/// Add to lunch, Saturday 21 November 2026
///
///   time   item              amount    kcal  protein   carbs     fat
///   12:30  chicken breast    150 g      248   46.5 g   0.0 g   5.4 g
///
///   day        before       after      goal
///   kcal        1,120  →    1,368     2,000   68%, 632 kcal remaining
///   …
/// ```
struct AddPreviewText {
  let change: LogChange
  let terminal: Terminal

  func render() -> String {
    var lines = [title, ""]
    lines += itemTable()
    lines.append("")
    lines += totals()
    if let warning { lines += ["", warning] }
    lines += ["", "\(change.path):"]
    let marks = change.action == .edit || change.action == .remove
    for item in change.removed {
      lines.append(terminal.style("  - " + item.line, .red))
    }
    for item in change.added {
      lines.append(terminal.style((marks ? "  + " : "    ") + item.line, .green))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var day: String { change.date.longName }

  private var title: String {
    let places = Array(Set(change.added.map(\.place))).sorted()
    let place = places.count == 1 ? places[0].lowercased() + ", " : ""
    let text: String
    switch change.action {
    case .add: text = "Add to \(place)\(day)"
    case .edit: text = "Change an entry of \(day)"
    case .remove: text = "Remove from \(day)"
    case .copy: text = "Copy to \(day)"
    }
    return terminal.style(text, .bold)
  }

  /// The items: what the change removes (marked `-`), then what it adds (`+` for an edit).
  private func itemTable() -> [String] {
    var rows: [[String]] = [["", "time", "item", "amount", "kcal", "protein", "carbs", "fat"]]
    let marks = change.action == .edit || change.action == .remove
    for (mark, items) in [("-", change.removed), ("+", change.added)] {
      for item in items {
        let nutrients = item.isActivity ? nil : item.nutrients
        let kcal =
          item.isActivity
          ? item.nutrients.map { Display.kcal($0.kcal) + " burned" } ?? "–"
          : nutrients.map { Display.kcal($0.kcal) } ?? "–"
        rows.append([
          marks ? mark : "", item.time.map { "\($0)" } ?? "",
          (item.isComponent ? "  " : "") + item.what, item.amount, kcal,
          grams(nutrients?.protein), grams(nutrients?.carbs), grams(nutrients?.fat),
        ])
      }
    }
    let widths = (0..<rows[0].count).map { column in
      rows.map { Display.width($0[column]) }.max() ?? 0
    }
    let rightAligned: Set<Int> = [4, 5, 6, 7]
    return rows.enumerated().map { index, row in
      var text = " "
      for (column, cell) in row.enumerated() {
        if column == 0 {
          text += widths[0] > 0 ? Display.pad(cell, widths[0]) + " " : ""
        } else {
          text +=
            " " + Display.pad(cell, widths[column], alignRight: rightAligned.contains(column)) + " "
        }
      }
      let line = text.droppingTrailingSpaces
      return index == 0 ? terminal.style(line, .dim) : line
    }
  }

  /// The day's energy and macronutrients before and after, against the goal.
  private func totals() -> [String] {
    let before = change.before.nutrients
    let after = change.after.nutrients
    let goal = change.goal
    var rows: [[String]] = [["day", "before", "", "after", "goal", ""]]
    rows.append([
      "kcal", Display.kcal(before.kcal), "→", Display.kcal(after.kcal),
      goal?.kcal.map(Display.kcal) ?? "–", progress(after.kcal, of: goal?.kcal),
    ])
    for (name, old, new, target) in [
      ("protein", before.protein, after.protein, goal?.protein),
      ("carbs", before.carbs, after.carbs, goal?.carbs),
      ("fat", before.fat, after.fat, goal?.fat),
    ] {
      rows.append([
        name, Display.fixed(old) + " g", "→", Display.fixed(new) + " g",
        target.map { Display.number($0) + " g" } ?? "–",
        target.flatMap { $0 > 0 ? Display.percent(new / $0) : nil } ?? "",
      ])
    }
    let widths = (0..<6).map { column in rows.map { Display.width($0[column]) }.max() ?? 0 }
    var lines = rows.enumerated().map { index, row in
      let cells = row.enumerated().map { column, cell in
        Display.pad(cell, widths[column], alignRight: column != 0 && column != 5)
      }
      let line = ("  " + cells.joined(separator: "  ")).droppingTrailingSpaces
      return index == 0 ? terminal.style(line, .dim) : line
    }
    if goal?.kcal == nil {
      lines.append("  No calorie goal set: `larder goals set --kcal 2000` sets one.")
    }
    return lines
  }

  private func progress(_ kcal: Double, of goal: Double?) -> String {
    guard let whole = GoalStatus.percent(kcal: kcal, goal: goal), let goal else { return "" }
    let percent = Display.percent(whole: whole)
    if kcal > goal { return "\(percent), \(Display.kcal(kcal - goal)) kcal over goal" }
    return "\(percent), \(Display.kcal(goal - kcal)) kcal remaining"
  }

  /// The gentle warning when the change takes the day over its calorie goal.
  private var warning: String? {
    guard change.exceedsGoal, let goal = change.goal?.kcal else { return nil }
    let after = change.after.nutrients.kcal
    let wasOver = change.before.nutrients.kcal > goal
    let text =
      wasOver
      ? "! Heads up: the day was already over its \(Display.kcal(goal)) kcal goal; this adds "
        + "\(Display.kcal(after - change.before.nutrients.kcal)) kcal more."
      : "! Heads up: this takes the day to \(Display.kcal(after)) kcal, "
        + "\(Display.kcal(after - goal)) kcal over its \(Display.kcal(goal)) kcal goal."
    return terminal.style(text, .yellow)
  }

  private func grams(_ value: Double?) -> String {
    value.map { Display.fixed($0) + " g" } ?? "–"
  }
}
