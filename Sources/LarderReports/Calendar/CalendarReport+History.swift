public import LarderModel

extension CalendarReport {
  /// A stretch of the month during which one goal was in force (or none).
  public struct GoalPeriod: Hashable, Sendable {
    /// The first day of the month under this goal.
    public var start: CalendarDate
    /// The last day of the month under this goal.
    public var end: CalendarDate
    /// The goal, `nil` for days before the first goal.
    public var goal: Goal?

    /// Creates a period.
    public init(start: CalendarDate, end: CalendarDate, goal: Goal?) {
      self.start = start
      self.end = end
      self.goal = goal
    }
  }

  /// The month's days with meal entries: the "days logged" under the grid.
  public var loggedDays: [DaySummary] { days.map(\.summary).filter(\.hasEntries) }

  /// Average energy per logged day; days without entries are left out rather than counted as
  /// zero, so a forgotten day does not look like fasting. `nil` when no day is logged.
  public var averageKcal: Double? {
    let logged = loggedDays
    guard !logged.isEmpty else { return nil }
    return logged.reduce(0) { $0 + $1.kcal } / Double(logged.count)
  }

  /// The logged days that had a calorie goal in force, so could be judged: the 18 of "goal met
  /// on 9 of 18 days".
  public var judgedDays: [DaySummary] {
    loggedDays.filter { $0.status != .noGoal }
  }

  /// How many of the month's days met their goal: the 9 of "goal met on 9 of 18 days".
  public var goalMetCount: Int { days.count { $0.summary.status == .met } }

  /// The longest run of consecutive days in the month that met the goal in force each day.
  public var bestStreak: Streak? {
    Streak.longest(in: days.lazy.filter { $0.summary.status == .met }.map(\.summary.date))
  }

  /// The month's days with one of `statuses`, in date order (`larder calendar --status`).
  public func days(with statuses: Set<GoalStatus>) -> [DaySummary] {
    days.map(\.summary).filter { statuses.contains($0.status) }
  }

  /// The average daily score of the logged days; `nil` when none is logged or scored.
  public var averageScore: Double? {
    let scores = loggedDays.compactMap(\.score?.score)
    guard !scores.isEmpty else { return nil }
    return scores.reduce(0, +) / Double(scores.count)
  }

  /// How many logged days fall in each score band.
  public var scoreBandCounts: [ScoreBand: Int] {
    loggedDays.reduce(into: [:]) { counts, day in
      if let band = day.score?.band { counts[band, default: 0] += 1 }
    }
  }

  /// The goals in force during the month, one period per change: two periods when the goal
  /// changed mid-month.
  public var goalPeriods: [GoalPeriod] {
    var periods: [GoalPeriod] = []
    for cell in days {
      let summary = cell.summary
      if let last = periods.last, last.goal == summary.goal {
        periods[periods.count - 1].end = summary.date
      } else {
        periods.append(GoalPeriod(start: summary.date, end: summary.date, goal: summary.goal))
      }
    }
    return periods
  }
}
