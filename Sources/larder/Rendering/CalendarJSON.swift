import LarderWorkspace

/// `larder calendar --json`: the month's days and summary, the same facts as the grid.
enum CalendarJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var month: String
    var today: String
    var weekStart: String
    /// The month's own days in order (only those with the statuses asked for, with
    /// `--status`); neighbouring months' days are not part of the month.
    var days: [DayStatusJSON]
    var summary: Summary
    var goals: [GoalPeriod]
    var firstLoggedDay: String?
    var filesWithErrors: [String]
  }

  struct Summary: Encodable {
    var daysInMonth: Int
    var daysSoFar: Int
    var daysLogged: Int
    var averageKcal: Double?
    var goalMet: Int
    var daysJudged: Int
    var bestStreak: Streak?
    var averageScore: Double?
    var statusCounts: [String: Int]
  }

  struct Streak: Encodable {
    var start: String
    var end: String
    var days: Int
  }

  struct GoalPeriod: Encodable {
    var from: String
    var to: String
    var kcal: Double?
  }

  static func render(_ history: CalendarHistory, only statuses: Set<GoalStatus>) -> String {
    let report = history.report
    let days = report.days.filter { statuses.isEmpty || statuses.contains($0.summary.status) }
    var counts: [String: Int] = [:]
    for (status, count) in report.statusCounts { counts[CalendarFormat.slug(status)] = count }
    let output = Output(
      month: report.month.description, today: history.today.isoString,
      weekStart: history.weekStart.name,
      days: days.map {
        DayStatusJSON(summary: $0.summary, isFuture: $0.isFuture, today: history.today)
      },
      summary: Summary(
        daysInMonth: report.days.count, daysSoFar: report.days.count { !$0.isFuture },
        daysLogged: report.loggedDays.count, averageKcal: report.averageKcal.map(rounded),
        goalMet: report.goalMetCount, daysJudged: report.judgedDays.count,
        bestStreak: report.bestStreak.map {
          Streak(start: $0.start.isoString, end: $0.end.isoString, days: $0.length)
        },
        averageScore: report.averageScore.map(rounded), statusCounts: counts),
      goals: report.goalPeriods.map {
        GoalPeriod(from: $0.start.isoString, to: $0.end.isoString, kcal: $0.goal?.kcal)
      },
      firstLoggedDay: history.firstLoggedDay?.isoString,
      filesWithErrors: history.filesWithErrors)
    return JSONOutput.encode(output)
  }

  /// A value without binary noise: three decimals at most.
  static func rounded(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 3)
  }
}
