import LarderModel
import LarderReports
import LarderWorkspace

/// `larder week --json`: the same facts as the text, as data.
enum WeekJSON {
  struct Output: Encodable {
    var start: String
    var end: String
    var today: String
    var days: [Day]
    var summary: Summary
    var averageMacros: [Macro]
    var categories: [Category]
    var filesWithErrors: [String]
  }

  struct Day: Encodable {
    var date: String
    var weekday: String
    var isToday: Bool
    var isFuture: Bool
    var entries: Int
    var kcal: Double
    var protein: Double
    var carbs: Double
    var fat: Double
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
    var daysLogged: Int
    var averageKcal: Double?
    var goalMet: Int
    var daysJudged: Int
  }

  struct Macro: Encodable {
    var name: String
    var grams: Double
    var goal: Double?
    var percent: Int?
  }

  struct Category: Encodable {
    var name: String
    var unit: String
    var target: String
    var averageAmount: Double
    var daysOnTarget: Int
    var daysLogged: Int
  }

  static func render(_ history: WeekHistory) -> String {
    let report = history.report
    let days = zip(report.days, history.breakdown.days).map { summary, day in
      let base = CalendarJSON.day(
        summary: summary, isFuture: summary.date > history.today, today: history.today)
      let nutrients = day.totals.nutrients
      return Day(
        date: base.date, weekday: base.weekday, isToday: base.isToday, isFuture: base.isFuture,
        entries: base.entries, kcal: base.kcal, protein: CalendarJSON.rounded(nutrients.protein),
        carbs: CalendarJSON.rounded(nutrients.carbs), fat: CalendarJSON.rounded(nutrients.fat),
        goalKcal: base.goalKcal, percent: base.percent, status: base.status, symbol: base.symbol,
        score: base.score, scoreBand: base.scoreBand)
    }
    let output = Output(
      start: report.week.start.isoString, end: report.week.end.isoString,
      today: history.today.isoString, days: days,
      summary: Summary(
        daysLogged: report.loggedDays.count,
        averageKcal: report.averageKcal.map(CalendarJSON.rounded),
        goalMet: report.goalMetCount, daysJudged: report.judgedDays.count),
      averageMacros: history.breakdown.averageMacros.map {
        Macro(
          name: $0.macro.rawValue, grams: CalendarJSON.rounded($0.grams),
          goal: $0.goal.map(CalendarJSON.rounded), percent: $0.fraction.map(Display.percentValue))
      },
      categories: history.breakdown.categories.map {
        Category(
          name: $0.category.name.text, unit: $0.category.unit.symbol,
          target: $0.category.target.description,
          averageAmount: CalendarJSON.rounded($0.averageAmount), daysOnTarget: $0.daysOnTarget,
          daysLogged: $0.daysLogged)
      },
      filesWithErrors: history.filesWithErrors)
    return JSONOutput.encode(output)
  }
}
