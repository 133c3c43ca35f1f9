import LarderModel
import LarderReports
import LarderWorkspace

/// `larder calendar --json`: the month's days and summary, the same facts as the grid.
enum CalendarJSON {
  struct Output: Encodable {
    var month: String
    var today: String
    var weekStart: String
    /// The month's own days in order (only those with the statuses asked for, with
    /// `--status`); neighbouring months' days are not part of the month.
    var days: [Day]
    var summary: Summary
    var goals: [GoalPeriod]
    var firstLoggedDay: String?
    var filesWithErrors: [String]
  }

  struct Day: Encodable {
    var date: String
    var weekday: String
    var isToday: Bool
    var isFuture: Bool
    var entries: Int
    var kcal: Double
    var goalKcal: Double?
    var percent: Int?
    /// `met`, `close`, `over`, `under`, `no_goal`, `no_entries`.
    var status: String
    var symbol: String
    var score: Int?
    /// `good`, `fair`, `poor`.
    var scoreBand: String?
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
      days: days.map { day(summary: $0.summary, isFuture: $0.isFuture, today: history.today) },
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

  /// One day as the calendar and week JSON write it.
  static func day(summary: DaySummary, isFuture: Bool, today: CalendarDate) -> Day {
    let goal = summary.goal?.kcal
    let logged = summary.hasEntries
    return Day(
      date: summary.date.isoString, weekday: summary.date.weekday.name,
      isToday: summary.date == today, isFuture: isFuture, entries: summary.entryCount,
      kcal: rounded(summary.kcal), goalKcal: goal,
      percent: CalendarFormat.percent(of: summary),
      status: CalendarFormat.slug(summary.status), symbol: summary.status.symbol,
      score: logged ? summary.score?.roundedScore : nil,
      scoreBand: logged ? summary.score?.band.word : nil)
  }

  /// A value without binary noise: three decimals at most.
  static func rounded(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 3)
  }
}
