import LarderWorkspace

/// `larder day` as text: the heading, calories, macronutrients, food groups, the score and
/// the entries. Every colour goes with a word or a symbol, so nothing is said by colour alone.
struct DayText {
  /// How the entries are listed.
  enum Listing {
    /// Most recent first.
    case recent
    /// By meal slot, with subtotals.
    case byMeal
    /// By category, with each line's amount.
    case byCategory
  }

  let overview: DayOverview
  let terminal: Terminal
  let width: Int

  private var report: DayReport { overview.report }

  /// The whole report.
  func render(listing: Listing) -> String {
    var output = ""
    write(listing: listing, to: &output)
    return output
  }

  /// Writes the whole report as it is made: the entries of a long day are written line by
  /// line rather than held.
  func write(listing: Listing, to output: inout some TextOutputStream) {
    var sections = [heading(), calories(), macros()]
    if !report.enabledCategories.isEmpty, listing != .byCategory {
      sections.append(foodGroups())
    }
    if let score = overview.score { sections.append(Self.scoreLine(score, terminal: terminal)) }
    if !overview.nutrientAlerts.isEmpty { sections.append(nutrientLine()) }
    output.write(sections.joined(separator: "\n") + "\n")
    switch listing {
    case .recent: writeRecentEntries(to: &output)
    case .byMeal: output.write(entriesByMeal())
    case .byCategory: output.write(entriesByCategory(report.enabledCategories))
    }
    if let notes = overview.notes, !notes.isEmpty {
      output.write(
        "\nNotes: " + notes.split(separator: "\n").joined(separator: "\n       ") + "\n")
    }
  }

  /// One line on what `larder nutrients` would flag: `Nutrients: sodium 2,940 mg, above the
  /// CDRR of 2,300 mg; far below target: iron 22%, calcium 31%`.
  private func nutrientLine() -> String {
    var parts: [String] = []
    var below: [String] = []
    for alert in overview.nutrientAlerts {
      let unit = alert.nutrient.unit
      switch alert.kind {
      case .aboveUpper(let upperKind):
        parts.append(
          terminal.style(
            "▲ \(alert.nutrient.title.lowercased()) " + NutrientsText.amount(alert.amount, unit)
              + ", above the \(upperKind.rawValue.uppercased()) of "
              + NutrientsText.amount(alert.limit, unit), .boldRed))
      case .farBelow:
        below.append(
          alert.nutrient.title.lowercased() + " " + Display.percent(alert.amount / alert.limit))
      }
    }
    if !below.isEmpty {
      parts.append(terminal.style("▼ far below target: " + below.joined(separator: ", "), .yellow))
    }
    return "Nutrients: " + parts.joined(separator: "; ") + " (`larder nutrients`)"
  }

  /// One category's lines, for `--category NAME`.
  func render(category: CategoryAdherence) -> String {
    heading() + "\n" + entriesByCategory([category])
  }

  // MARK: - Heading

  func heading() -> String {
    var text =
      terminal.style(DayFormat.date(overview.date), .bold) + " · "
      + DayFormat.relative(overview.date, today: overview.today)
    if overview.isToday { text += " · resets at " + Self.cutoffText(overview.boundary) }
    text += "\n"
    if let minutes = overview.minutesUntilReset {
      text +=
        terminal.style("⏰ Today ends in \(Display.count(minutes, "minute", "minutes"))", .yellow)
        + ", at \(Self.cutoffText(overview.boundary)); entries after that count toward "
        + "tomorrow.\n"
    }
    return text
  }

  static func cutoffText(_ boundary: DayBoundary) -> String {
    boundary.cutoff.minutes == 0 ? "midnight" : boundary.cutoff.description
  }

  // MARK: - Calories

  private func calories() -> String {
    let progress = report.calories
    let kcal = Display.kcal(progress.consumed)
    var text = "  " + terminal.style(kcal + " kcal", .bold)
    guard let goal = progress.goal, goal > 0 else {
      text +=
        "\n  No goal set. Set one with: "
        + terminal.style("larder goals set --kcal 2000 --protein 150 --carbs 200 --fat 65", .cyan)
        + "\n" + activity()
      return text
    }
    text += " of " + Display.kcal(goal) + "\n"
    let status = overview.goalStatus
    let fraction = progress.fraction
    let barStyle: Terminal.Style =
      switch progress.status {
      case .over: status == .met ? .yellow : .red
      default: status == .met ? .green : .cyan
      }
    text += "  " + Bar.styled(fraction, width: calorieBarWidth, style: barStyle, terminal: terminal)
    text += "  " + Display.percent(whole: progress.percent ?? 0) + "  "
    switch progress.status {
    case .remaining(let left):
      text += Display.kcal(left) + " kcal remaining"
    case .over(let excess):
      text += terminal.style("▲ " + Display.kcal(excess) + " kcal over goal", barStyle)
    case .noGoal:
      break
    }
    text += "\n"
    if status == .met {
      text +=
        "  " + terminal.style("✓ Goal met", .boldGreen)
        + ": within 5 % of your \(Display.kcal(goal)) kcal. Well done!\n"
    }
    return text + activity()
  }

  private var calorieBarWidth: Int { min(40, max(10, width - 40)) }

  private func activity() -> String {
    let totals = report.totals
    guard totals.activityMinutes > 0 || totals.burnedKcal > 0 else { return "" }
    var parts = ["Active \(Display.number(totals.activityMinutes, decimals: 0)) min"]
    if totals.burnedKcal > 0 { parts.append("\(Display.kcal(totals.burnedKcal)) kcal burned") }
    return "  " + parts.joined(separator: " · ") + "\n"
  }

  // MARK: - Macronutrients

  private func macros() -> String {
    var table = TextTable([.left, .right, .left, .right, .left, .left])
    for macro in report.macros {
      let name = macro.macro.rawValue.prefix(1).uppercased() + macro.macro.rawValue.dropFirst()
      let share = Display.percent(macro.energyShare) + " of energy"
      guard let fraction = macro.fraction, let goal = macro.goal else {
        table.add([
          .init(name), .init(DayFormat.grams(macro.grams)), "no goal", "", "", .init(share),
        ])
        continue
      }
      let over = macro.excess.map { "  ▲ \(DayFormat.grams($0)) over" } ?? ""
      let style: Terminal.Style = over.isEmpty ? .cyan : .yellow
      table.add([
        .init(name), .init(DayFormat.grams(macro.grams)), .init("of " + DayFormat.grams(goal)),
        .init(Display.percent(fraction)),
        .init(Bar.styled(fraction, width: 20, style: style, terminal: terminal)),
        .init(share + over, over.isEmpty ? nil : .yellow),
      ])
    }
    return table.render(terminal, width: width)
  }

  // MARK: - Food groups

  private func foodGroups() -> String {
    let enabled = report.enabledCategories
    let title = terminal.style("Food groups", .bold)
    let count = "On target: \(report.onTargetCount)/\(enabled.count)"
    var text = title + String(repeating: " ", count: max(2, width - 11 - count.count)) + count
    text += "\n"
    var table = TextTable([.left, .left, .left, .left])
    for row in enabled {
      let unit = row.category.unit
      table.add([
        .init(row.category.name.text), .init(DayFormat.amount(row.amount, unit)),
        .init("target " + DayFormat.target(row.category.target, unit)),
        Self.status(row, terminal: terminal),
      ])
    }
    return text + table.render(terminal, width: width)
  }

  /// `✓ on target`, `MISSING 1.5 portions` (red, below target only) or `▲ 0.5 portions over`
  /// (rules with an upper bound only).
  static func status(_ row: CategoryAdherence, terminal: Terminal) -> TextTable.Cell {
    switch row.evaluation {
    case .met: .init("✓ on target", .green)
    case .missing(let amount):
      .init("MISSING " + DayFormat.amount(amount, row.category.unit), .boldRed)
    case .over(let amount):
      .init("▲ " + DayFormat.amount(amount, row.category.unit) + " over", .yellow)
    }
  }

  // MARK: - Score

  /// `Daily score  82/100  ● fair`.
  static func scoreLine(_ score: DailyScore, terminal: Terminal) -> String {
    let style: Terminal.Style =
      switch score.band {
      case .green: .boldGreen
      case .yellow: .boldYellow
      case .red: .boldRed
      }
    return terminal.style("Daily score", .bold) + "  \(score.roundedScore)/100  "
      + terminal.style("● " + score.band.word, style) + " (\(score.band.rawValue))\n"
  }

  // MARK: - Entries

  private func entriesTitle() -> String {
    let totals = report.totals
    var count = Display.count(totals.entryCount, "entry", "entries")
    let activities = overview.lines.activityCount
    if activities > 0 { count += " · " + Display.count(activities, "activity", "activities") }
    let title = terminal.style("Entries", .bold)
    return title + String(repeating: " ", count: max(2, width - 7 - count.count)) + count + "\n"
  }

  private func writeRecentEntries(to output: inout some TextOutputStream) {
    guard !overview.lines.isEmpty || !overview.unreadable.isEmpty else {
      output.write(emptyState())
      return
    }
    output.write(entriesTitle())
    let recent = overview.lines.logged.mostRecentFirstOrder(boundary: overview.boundary)
    let unreadable = unreadableRows()
    entryTable().write(to: &output, terminal, width: width, count: recent.count + unreadable.count)
    { [self] index in
      guard index < recent.count else { return unreadable[index - recent.count] }
      return .cells(entryCells(overview.lines.shown(at: recent[index]), showMeal: true))
    }
    output.write(footer())
  }

  private func entriesByMeal() -> String {
    guard !overview.lines.isEmpty || !overview.unreadable.isEmpty else { return emptyState() }
    var table = entryTable(showMeal: false)
    for group in overview.byMeal {
      var heading = terminal.style(group.name, .bold)
      if let subtotal = group.subtotal {
        heading +=
          "  \(Display.kcal(subtotal.kcal)) kcal · \(Display.number(subtotal.protein))p "
          + "\(Display.number(subtotal.carbs))c \(Display.number(subtotal.fat))f"
      }
      table.addLine(heading)
      for line in group.lines {
        table.add(entryCells(overview.lines.shown(at: line.logged.position), showMeal: false))
      }
    }
    unreadableRows().forEach { table.rows.append($0) }
    return entriesTitle() + table.render(terminal, width: width) + footer()
  }

  private func entriesByCategory(_ categories: [CategoryAdherence]) -> String {
    var table = TextTable([.left, .left, .left, .left, .right, .left, .left], flexible: 2)
    for row in categories {
      let unit = row.category.unit
      let status = Self.status(row, terminal: terminal)
      table.addLine(
        terminal.style(row.category.name.text, .bold) + "  "
          + DayFormat.amount(row.amount, unit) + " of "
          + DayFormat.target(row.category.target, unit) + "  "
          + terminal.style(status.text, status.style ?? .bold))
      let lines = overview.lines(in: row.category.name)
      if lines.isEmpty { table.addLine("  " + terminal.style("No items yet.", .dim)) }
      for line in lines {
        table.add([
          .init(line.logged.effectiveTime?.description ?? "—"), .init(mealName(line)),
          .init(line.what), .init(line.amount ?? ""),
          .init(DayFormat.amount(line.logged.amount(of: row.category.name), unit)),
          .init(line.reference.text, .dim),
          .init(line.logged.composite.map { "from " + $0.what } ?? "", .dim),
        ])
      }
    }
    guard categories.count > 1 else { return table.render(terminal, width: width) }
    let other = overview.outsideFoodGroups
    if !other.isEmpty {
      table.addLine(terminal.style("Not in a food group", .bold))
      for line in other {
        table.add([
          .init(line.logged.effectiveTime?.description ?? "—"), .init(mealName(line)),
          .init(line.what), .init(line.amount ?? ""), "", .init(line.reference.text, .dim),
        ])
      }
    }
    return table.render(terminal, width: width) + footer()
  }

  private func entryTable(showMeal: Bool = true) -> TextTable {
    var table = TextTable([.left, .left, .left, .left, .right, .left], flexible: 2)
    table.add([
      .init("TIME", .dim), .init(showMeal ? "MEAL" : "", .dim), .init("FOOD", .dim),
      .init("AMOUNT", .dim), .init("KCAL", .dim), .init("REF", .dim),
    ])
    return table
  }

  private func mealName(_ line: DayOverview.Line) -> String {
    switch line.logged.place {
    case .meal(let slot): slot.text
    case .activity: "Activity"
    }
  }

  private func entryCells(_ line: DayOverview.ShownLine, showMeal: Bool) -> [TextTable.Cell] {
    let shown = line.summary
    let time = shown.time?.description ?? (shown.hasComposite ? "" : "—")
    var what = line.what
    var kcal: TextTable.Cell = ""
    if shown.isActivity {
      if let burned = shown.kcal, burned > 0 {
        what += " · \(Display.kcal(burned)) kcal burned"
      }
    } else if let energy = shown.kcal {
      let text = Display.kcal(energy)
      kcal = shown.countsTowardTotals ? .init(text) : .init("(\(text))", .dim)
    } else {
      kcal = .init("?", .yellow)
    }
    if shown.isComponent { what = "+ " + what }
    return [
      .init(time), .init(showMeal ? shown.slot?.text ?? "Activity" : ""), .init(what),
      .init(line.amount ?? ""), kcal, .init(line.reference.text, .dim),
    ]
  }

  /// Rows for the lines that could not be read, after the others.
  private func unreadableRows() -> [TextTable.Row] {
    overview.unreadable.map { line in
      var text = Substring(line.scalar.value)
      let time = line.syntax.time.flatMap { ClockTime(minutes: $0.minutes) }
      if time != nil {
        text = text.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
      }
      let slot = Name(line.key.name)
      let meal =
        slot.key == "activity"
        ? "Activity" : overview.mealSlots.slot(named: slot)?.name.text ?? line.key.name
      return .cells([
        .init(time?.description ?? "—"), .init(meal), .init(String(text), .yellow), "",
        .init("?", .yellow), .init(line.reference.text, .dim),
      ])
    }
  }

  private func footer() -> String {
    var text = ""
    if !overview.unreadable.isEmpty {
      text +=
        "  " + terminal.style("?", .yellow) + " "
        + Display.count(overview.unreadable.count, "line", "lines")
        + " could not be read and " + (overview.unreadable.count == 1 ? "is" : "are")
        + " left out. Run `larder check " + overview.path + "` to see why.\n"
    }
    let unresolved = report.totals.unresolved.count
    if unresolved > 0 {
      text +=
        "  " + terminal.style("?", .yellow) + " "
        + Display.count(unresolved, "entry is", "entries are")
        + " left out of the totals: their food is unknown. Run `larder check "
        + overview.path + "`.\n"
    }
    let reference = overview.isToday ? "REF" : overview.date.isoString + ":REF"
    text +=
      terminal.style(
        "  Change an entry with `larder edit \(reference)`, remove it with `larder rm \(reference)`.",
        .dim) + "\n"
    return text
  }

  private func emptyState() -> String {
    if overview.isToday {
      return terminal.style("No entries yet today.", .bold)
        + " A fresh start: log your first meal and watch the day fill up.\n"
        + "  " + terminal.style("larder add oatmeal 60 g", .cyan) + "\n"
    }
    if overview.date > overview.today {
      return terminal.style("Nothing logged.", .bold) + " This day is still ahead.\n"
    }
    return terminal.style("Nothing logged on this day.", .bold)
      + " It is never too late to fill it in:\n"
      + "  " + terminal.style("larder add --date \(overview.date.isoString) oatmeal 60 g", .cyan)
      + "\n"
  }
}
