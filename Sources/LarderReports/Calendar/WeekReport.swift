public import LarderModel

/// A week at a glance (`larder week`, seed 002 user story 8): each day's summary, the average
/// energy of the days logged, and how many days met the goal ("Avg: 1,850 kcal/day, goal met:
/// 5/7 days").
public struct WeekReport: Hashable, Sendable {
  /// The week.
  public var week: Week
  /// The seven days in order.
  public var days: [DaySummary]

  /// Summarises the week that holds `date`, starting on the journal's week start.
  public init(containing date: CalendarDate, journal: Journal) {
    week = Week(containing: date, startingOn: journal.settings.weekStart)
    days = week.days.map { DaySummary(date: $0, journal: journal) }
  }

  /// The days with meal entries.
  public var loggedDays: [DaySummary] { days.filter(\.hasEntries) }

  /// Average energy per logged day; days without entries are left out rather than counted
  /// as zero, so a forgotten day does not look like fasting. `nil` when no day is logged.
  public var averageKcal: Double? {
    let logged = loggedDays
    guard !logged.isEmpty else { return nil }
    return logged.reduce(0) { $0 + $1.kcal } / Double(logged.count)
  }

  /// How many days met the calorie goal: the 5 of "goal met: 5/7 days".
  public var goalMetCount: Int { days.count { $0.status == .met } }
}
