public import LarderModel

/// One day as the calendar and week views show it: energy against the goal in force, its
/// status, and the daily score.
public struct DaySummary: Hashable, Sendable {
  /// The journal day.
  public var date: CalendarDate
  /// Energy eaten in kcal.
  public var kcal: Double
  /// Meal entries that are not components.
  public var entryCount: Int
  /// The goal in force that day.
  public var goal: Goal?
  /// The calendar status: met, close, over, under, no goal or no entries.
  public var status: GoalStatus
  /// The daily score, `nil` when no category is enabled.
  public var score: DailyScore?

  /// Summarises the day `date` of `journal`.
  public init(date: CalendarDate, journal: Journal) {
    let totals = DayTotals(day: journal.days[date] ?? Day(date: date), journal: journal)
    self.date = date
    kcal = totals.nutrients.kcal
    entryCount = totals.entryCount
    goal = journal.goal(on: date)
    status = GoalStatus(kcal: kcal, goal: goal?.kcal, hasEntries: totals.entryCount > 0)
    score = DailyScore(
      totals: totals, categories: journal.categories, compensation: journal.compensation)
  }

  /// Whether any meal entry was logged.
  public var hasEntries: Bool { entryCount > 0 }
}
