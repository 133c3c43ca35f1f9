import LarderModel

extension ExportTable {
  /// The columns of the days table.
  public static let dayColumns = [
    "date", "weekday", "entries", "kcal", "protein", "carbs", "fat", "goal_kcal", "goal_percent",
    "status", "score", "categories_on_target", "categories", "activity_min", "notes",
  ]

  /// One row per day of `from...to`, days without entries included (entries 0, nutrition
  /// empty, status `no entries`), each judged by the goal in force that day. With
  /// `nutrients`, the `nutrientColumns` follow: what the day's entries give of each, as
  /// `larder nutrients` adds them up, empty where no entry gives the nutrient.
  static func days(
    journal: Journal, from: CalendarDate, to: CalendarDate, nutrients: Bool = false
  ) -> ExportTable {
    let columns = dayColumns + (nutrients ? nutrientColumns : [])
    var rows: [[ExportValue]] = []
    guard from <= to else { return ExportTable(columns: columns, rows: rows) }
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
      var row: [ExportValue] = [
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
      ]
      if nutrients { row += nutrientCells(of: day, library: journal.library) }
      rows.append(row)
    }
    return ExportTable(columns: columns, rows: rows)
  }

  /// The day's total of each of `extraNutrients`, empty where no entry gives it.
  private static func nutrientCells(of day: Day?, library: FoodLibrary) -> [ExportValue] {
    var tally = NutrientTally()
    for meal in day?.meals ?? [] {
      for group in meal.groups { _ = tally.add(group, library: library) }
    }
    return extraNutrients.map { nutrient in
      tally.entryCount > tally.unknownEntries(nutrient)
        ? .number(tally.total(nutrient), decimals: 3) : .empty
    }
  }

  /// Notes without the line end a `|` block leaves at their end, which a cell would show.
  private static func trailingLinesRemoved(_ notes: String) -> String {
    var text = Substring(notes)
    while let last = text.last, last.isNewline || last == " " { text.removeLast() }
    return String(text)
  }
}
