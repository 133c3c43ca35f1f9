import LarderModel
import LarderReports
import LarderWorkspace

/// `larder body --json`: the overview in metric units (kg, %, cm, kcal) and the days from the
/// range's start, whatever the display units.
enum BodyJSON {
  struct Output: Encodable {
    var today: String
    var currentKg: Double?
    var currentDate: String?
    var previousKg: Double?
    var previousDate: String?
    var changeOverWeekKg: Double?
    var changeOverMonthKg: Double?
    var trendKg: Double?
    var trendWeeklyRateKg: Double?
    var averages: Averages
    var target: Target?
    var rangeStart: String
    var days: [Day]
    var trend: [TrendPoint]
  }

  struct Averages: Encodable {
    var weightKg: Double?
    var leanKg: Double?
    var fatPercent: Double?
    var waistCm: Double?
    var steps: Double?
  }

  struct Target: Encodable {
    var weightKg: Double
    var date: String?
    var differenceKg: Double
    var daysRemaining: Int?
    var weeklyChangeRequiredKg: Double?
    var onTrack: Bool?
    var projectedDate: String?
  }

  struct Day: Encodable {
    var date: String
    var weightKg: Double?
    var fatPercent: Double?
    var leanKg: Double?
    var waistCm: Double?
    var steps: Int?
    var activeKcal: Double?
  }

  struct TrendPoint: Encodable {
    var date: String
    var kg: Double
  }

  static func render(_ overview: BodyOverview, from start: CalendarDate) -> String {
    let report = overview.report
    let trend = overview.trend
    let target = report.target.map { progress in
      Target(
        weightKg: progress.targetKilograms, date: progress.targetDate?.isoString,
        differenceKg: progress.difference, daysRemaining: progress.daysRemaining,
        weeklyChangeRequiredKg: progress.weeklyChangeRequired,
        onTrack: progress.targetDate.flatMap {
          trend.reaches(target: progress.targetKilograms, by: $0)
        },
        projectedDate: trend.projectedDate(reaching: progress.targetKilograms)?.isoString)
    }
    let output = Output(
      today: overview.today.isoString, currentKg: report.current?.kilograms,
      currentDate: report.current?.date.isoString, previousKg: report.previous?.kilograms,
      previousDate: report.previous?.date.isoString, changeOverWeekKg: report.changeOverWeek,
      changeOverMonthKg: report.changeOverMonth, trendKg: trend.current,
      trendWeeklyRateKg: trend.weeklyRate,
      averages: Averages(
        weightKg: report.averages.weightKilograms, leanKg: report.averages.leanKilograms,
        fatPercent: report.averages.bodyFatPercent, waistCm: report.averages.waistCentimeters,
        steps: report.averages.steps),
      target: target, rangeStart: start.isoString,
      days: overview.metrics.filter { $0.date >= start }.map { day in
        Day(
          date: day.date.isoString, weightKg: day.weightKilograms, fatPercent: day.bodyFatPercent,
          leanKg: day.leanKilograms, waistCm: day.waistCentimeters, steps: day.steps,
          activeKcal: day.activeKcal)
      },
      trend: trend.points.filter { $0.date >= start }.map {
        TrendPoint(date: $0.date.isoString, kg: $0.kilograms)
      })
    return JSONOutput.encode(output)
  }
}
