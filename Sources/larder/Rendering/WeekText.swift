import LarderWorkspace

/// `larder week` as text: a row per day, then the averages and the food groups over the week.
struct WeekText {
  let history: WeekHistory
  let terminal: Terminal

  private var report: WeekReport { history.report }
  private var breakdown: WeekReport.Breakdown { history.breakdown }
  private var today: CalendarDate { history.today }

  /// The whole week.
  func render() -> String {
    var sections = [title() + "\n\n" + days()]
    if report.loggedDays.isEmpty {
      sections.append(emptyWeek())
    } else {
      sections.append(summary())
      if !breakdown.categories.isEmpty { sections.append(foodGroups()) }
    }
    return sections.joined(separator: "\n")
  }

  private func title() -> String {
    let week = report.week
    let range = CalendarFormat.range(week.start, week.end, today: week.end)
    let year = week.end.year == week.start.year ? " \(week.end.year)" : ""
    return terminal.style("Week of " + range + year, .bold) + " ("
      + CalendarFormat.weekdayName(week.start.weekday) + " to "
      + CalendarFormat.weekdayName(week.end.weekday) + ")"
  }

  // MARK: - Days

  private func days() -> String {
    let header = [
      Display.pad("", 13), Display.pad("kcal", 6, alignRight: true),
      Display.pad("goal", 7, alignRight: true), Display.pad("%", 6, alignRight: true),
      "  " + Display.pad("status", 10), Display.pad("protein", 8, alignRight: true),
      Display.pad("carbs", 8, alignRight: true),
      Display.pad("fat", 8, alignRight: true),
      "  score",
    ]
    var text = CalendarFormat.trimmed(header.joined()) + "\n"
    for (summary, day) in zip(report.days, breakdown.days) {
      text += CalendarFormat.trimmed(row(summary, day)) + "\n"
    }
    return text
  }

  /// `  Mon 16 Nov   1,867  2,000   93%  ~ close      111 g   229 g    58 g  ◐ 82  fair`.
  private func row(_ summary: DaySummary, _ day: DayReport) -> String {
    let date = summary.date
    var text = "  " + Display.pad(CalendarFormat.day(date, today: today), 11)
    let goal = summary.goal?.kcal.map(Display.kcal) ?? ""
    guard summary.hasEntries else {
      let note = date > today ? "" : "no entries"
      text +=
        Display.pad("", 6) + Display.pad(goal, 7, alignRight: true)
        + Display.pad("", 6) + "    " + terminal.style(note, .dim)
      return text + todayMark(date)
    }
    text += Display.pad(Display.kcal(summary.kcal), 6, alignRight: true)
    text += Display.pad(goal, 7, alignRight: true)
    let percent = CalendarFormat.percent(of: summary).map { "\($0)%" } ?? ""
    text += Display.pad(percent, 6, alignRight: true)
    let status = Display.pad(summary.status.symbol + " " + summary.status.word, 10)
    text +=
      "  " + (CalendarFormat.style(summary.status).map { terminal.style(status, $0) } ?? status)
    let nutrients = day.totals.nutrients
    for grams in [nutrients.protein, nutrients.carbs, nutrients.fat] {
      text += Display.pad(Display.number(grams, decimals: 0) + " g", 8, alignRight: true)
    }
    if let score = summary.score {
      let mark = Display.pad(CalendarFormat.symbol(score.band) + " \(score.roundedScore)", 5)
      text += "  " + terminal.style(mark, CalendarFormat.style(score.band)) + " " + score.band.word
    }
    return text + todayMark(date)
  }

  private func todayMark(_ date: CalendarDate) -> String {
    date == today ? "  " + terminal.style("← today", .bold) : ""
  }

  // MARK: - Summary

  private func summary() -> String {
    var text = ""
    if let average = report.averageKcal {
      let logged = report.loggedDays.count
      text +=
        "Avg: " + terminal.style(Display.kcal(average) + " kcal/day", .bold)
        + " over " + Display.count(logged, "logged day", "logged days") + "\n"
    }
    let judged = report.judgedDays.count
    if judged > 0 {
      text += "Goal met: " + terminal.style("\(report.goalMetCount)/\(judged) days", .bold)
      let unlogged = report.days.count { !$0.hasEntries && $0.date <= today }
      let withoutGoal = report.loggedDays.count - judged
      var notes: [String] = []
      if withoutGoal > 0 {
        notes.append(Display.count(withoutGoal, "day", "days") + " without a goal")
      }
      if unlogged > 0 {
        notes.append(Display.count(unlogged, "day", "days") + " not logged")
      }
      if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
      text += "\n"
    } else {
      text +=
        "Goal met: no calorie goal was set on the days logged; set one with "
        + "`larder goals set`\n"
    }
    let macros = breakdown.averageMacros.map { macro in
      var part = macro.macro.rawValue + " " + Display.number(macro.grams, decimals: 0) + " g"
      if let goal = macro.goal, let fraction = macro.fraction {
        part +=
          " of " + Display.number(goal, decimals: 0) + " g (" + Display.percent(fraction) + ")"
      }
      return part
    }
    if !macros.isEmpty { text += "Avg macros: " + macros.joined(separator: ", ") + "\n" }
    return text
  }

  private func emptyWeek() -> String {
    if report.week.start > today { return "This week is still ahead.\n" }
    return "Nothing logged this week yet. Every meal you log with `larder add` shows up here.\n"
  }

  // MARK: - Food groups

  private func foodGroups() -> String {
    let categories = breakdown.categories
    let nameWidth = max(11, categories.map(\.category.name.text.count).max() ?? 0)
    let amounts = categories.map { row in
      amount(row.averageAmount, row.category.unit)
    }
    let amountWidth = max(7, amounts.map(\.count).max() ?? 0)
    var text =
      terminal.style(Display.pad("Food groups", nameWidth + 4), .bold)
      + Display.pad("on target", 12) + Display.pad("avg/day", amountWidth + 2)
      + "target\n"
    for (row, average) in zip(categories, amounts) {
      let days = "\(row.daysOnTarget)/\(row.daysLogged) days"
      let style: Terminal.Style =
        row.daysOnTarget == row.daysLogged ? .green : (row.daysOnTarget == 0 ? .red : .yellow)
      text +=
        "  " + Display.pad(row.category.name.text, nameWidth + 2)
        + terminal.style(Display.pad(days, 12), style)
        + Display.pad(average, amountWidth + 2)
        + DayFormat.target(row.category.target, row.category.unit) + "\n"
    }
    return text
  }

  private func amount(_ value: Double, _ unit: CategoryUnit) -> String {
    (unit.allowsDecimals ? Display.fixed(value) : Display.number(value, decimals: 0)) + " "
      + unit.symbol
  }
}
