import LarderWorkspace

/// `larder week --json`: the same facts as the text, as data.
enum WeekJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var start: String
    var end: String
    var today: String
    var days: [DayStatusJSON]
    var summary: Summary
    var averageMacros: [Macro]
    var categories: [Category]
    var filesWithErrors: [String]
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
      DayStatusJSON(
        summary: summary, isFuture: summary.date > history.today, today: history.today,
        nutrients: day.totals.nutrients)
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
