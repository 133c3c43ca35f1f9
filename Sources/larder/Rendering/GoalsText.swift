import LarderWorkspace

/// `larder goals` as text: the goal in force with its macronutrient energy, then every goal
/// with the one in force marked.
struct GoalsText {
  let terminal: Terminal
  let width: Int

  func render(_ overview: GoalsOverview) -> String {
    guard !overview.history.changes.isEmpty else {
      return terminal.style("No goal set yet.", .bold)
        + " Days show their totals until you set one:\n"
        + "  "
        + terminal.style(
          "larder goals set --kcal 2000 --protein 150 --carbs 200 --fat 65", .cyan) + "\n"
        + "  Calories 500–5,000 kcal; protein, carbs and fat in grams; optionally --type "
        + "deficit, maintenance or surplus.\n"
    }
    var text = ""
    if let current = overview.current {
      text +=
        terminal.style("Goal in force", .bold) + " since "
        + DayFormat.heading(current.date, today: overview.today) + "\n"
      text += "  " + Self.summary(current.goal) + "\n"
      text += macroEnergy(current.goal)
    } else {
      text +=
        terminal.style("No goal in force today.", .bold) + " The first one starts on "
        + DayFormat.date(overview.history.changes[0].date) + ".\n"
    }
    text += "\n" + terminal.style("History", .bold) + "\n"
    var table = TextTable([.left, .left, .right, .right, .right, .right, .left, .left], indent: 0)
    table.add(
      ["", "FROM", "KCAL", "PROTEIN", "CARBS", "FAT", "TYPE", ""].map {
        TextTable.Cell($0, .dim)
      })
    for change in overview.history.changes {
      let isCurrent = change.date == overview.current?.date
      let goal = change.goal
      table.add([
        .init(isCurrent ? "▸" : " ", .green), .init(change.date.isoString),
        .init(goal.kcal.map { Display.number($0) } ?? "—"),
        .init(goal.protein.map(DayFormat.grams) ?? "—"),
        .init(goal.carbs.map(DayFormat.grams) ?? "—"), .init(goal.fat.map(DayFormat.grams) ?? "—"),
        .init(goal.kind?.rawValue ?? ""),
        isCurrent
          ? .init("in force", .green)
          : change.date > overview.today ? .init("upcoming", .cyan) : "",
      ])
    }
    return text + table.render(terminal, width: width)
  }

  /// `2,000 kcal · 150 g protein · 200 g carbs · 67 g fat · deficit`.
  static func summary(_ goal: Goal) -> String {
    var parts: [String] = []
    if let kcal = goal.kcal { parts.append(Display.number(kcal) + " kcal") }
    if let protein = goal.protein { parts.append(DayFormat.grams(protein) + " protein") }
    if let carbs = goal.carbs { parts.append(DayFormat.grams(carbs) + " carbs") }
    if let fat = goal.fat { parts.append(DayFormat.grams(fat) + " fat") }
    if let kind = goal.kind { parts.append(kind.rawValue) }
    return parts.joined(separator: " · ")
  }

  /// The energy of the macronutrient goals against the calorie goal, and their shares.
  private func macroEnergy(_ goal: Goal) -> String {
    guard let energy = goal.macroEnergy, let protein = goal.protein, let carbs = goal.carbs,
      let fat = goal.fat
    else { return "" }
    let formula =
      "4 × \(Display.number(protein)) + 4 × \(Display.number(carbs)) + 9 × \(Display.number(fat))"
    var text = "  Macros: \(Display.number(energy)) kcal (\(formula))"
    if let kcal = goal.kcal, kcal > 0 {
      let off = abs(energy - kcal) / kcal
      text +=
        off > Goal.macroTolerance
        ? ", " + terminal.style("⚠ \(Display.percent(off)) off the calorie goal", .yellow)
        : ", within 10 % of the calorie goal ✓"
    }
    let shares = Nutrients(kcal: 0, protein: protein, carbs: carbs, fat: fat).energyShares
    text +=
      "\n  Protein \(Display.percent(shares.protein)) · Carbs \(Display.percent(shares.carbs))"
      + " · Fat \(Display.percent(shares.fat)) of that energy\n"
    return text
  }
}
