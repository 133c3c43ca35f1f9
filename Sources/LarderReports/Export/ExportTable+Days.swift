import LarderModel

extension ExportTable {
  /// The columns of the days table.
  public static let dayColumns = [
    "date", "weekday", "entries", "kcal", "protein", "carbs", "fat", "goal_kcal", "goal_percent",
    "status", "score", "categories_on_target", "categories", "activity_min", "notes",
  ]

  /// One row per day of `from...to`, days without entries included (entries 0, nutrition
  /// empty, status `no entries`), each judged by the goal in force that day.
  static func days(journal: Journal, from: CalendarDate, to: CalendarDate) -> ExportTable {
    var rows: [[ExportValue]] = []
    guard from <= to else { return ExportTable(columns: dayColumns, rows: rows) }
    rows.reserveCapacity(from.days(to: to) + 1)
    for date in from...to {
      let day = journal.days[date]
      let report = DayReport(date: date, journal: journal)
      let totals = report.totals
      let logged = totals.entryCount > 0
      let status = GoalStatus(
        kcal: totals.nutrients.kcal, goal: report.goal?.kcal, hasEntries: logged)
      let score =
        logged
        ? DailyScore(
          totals: totals, categories: journal.categories, compensation: journal.compensation)
        : nil
      func eaten(_ value: Double) -> ExportValue { logged ? .number(value, decimals: 1) : .empty }
      let percent: ExportValue =
        if logged, let fraction = report.calories.fraction {
          .number(Double(Display.percentValue(fraction)), decimals: 0)
        } else {
          .empty
        }
      rows.append([
        .text(date.isoString), .text(date.weekday.name),
        .number(Double(totals.entryCount), decimals: 0),
        eaten(totals.nutrients.kcal), eaten(totals.nutrients.protein),
        eaten(totals.nutrients.carbs), eaten(totals.nutrients.fat),
        report.goal?.kcal.map { .number($0, decimals: 0) } ?? .empty, percent,
        .text(status.word), score.map { .number(Double($0.roundedScore), decimals: 0) } ?? .empty,
        logged ? .number(Double(report.onTargetCount), decimals: 0) : .empty,
        .number(Double(report.enabledCategories.count), decimals: 0),
        .number(totals.activityMinutes, decimals: 1),
        day?.notes.map { .text(trailingLinesRemoved($0)) } ?? .empty,
      ])
    }
    return ExportTable(columns: dayColumns, rows: rows)
  }

  /// Notes without the line end a `|` block leaves at their end, which a cell would show.
  private static func trailingLinesRemoved(_ notes: String) -> String {
    var text = Substring(notes)
    while let last = text.last, last.isNewline || last == " " { text.removeLast() }
    return String(text)
  }
}
