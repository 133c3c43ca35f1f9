import LarderWorkspace

/// `larder body --json`: the overview in metric units (kg, %, cm, kcal) and the days from the
/// range's start, whatever the display units.
///
/// Each value is rounded to the precision its metric is recorded with, so averages and
/// conversions from pounds and inches carry no binary noise (`84.2`, not
/// `84.19999999999999`): masses to 0.01 kg (finer than the 0.1 lb a weight may be written
/// in), weekly rates to 0.001 kg, body fat and waist to 0.1 (% and cm, finer than 0.1 in),
/// steps and active energy to whole numbers.
enum BodyJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
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
        weightKg: mass(progress.targetKilograms), date: progress.targetDate?.isoString,
        differenceKg: mass(progress.difference), daysRemaining: progress.daysRemaining,
        weeklyChangeRequiredKg: progress.weeklyChangeRequired.map(weeklyRate),
        onTrack: progress.targetDate.flatMap {
          trend.reaches(target: progress.targetKilograms, by: $0)
        },
        projectedDate: trend.projectedDate(reaching: progress.targetKilograms)?.isoString)
    }
    let averages = report.averages
    let output = Output(
      today: overview.today.isoString, currentKg: report.current.map { mass($0.kilograms) },
      currentDate: report.current?.date.isoString,
      previousKg: report.previous.map { mass($0.kilograms) },
      previousDate: report.previous?.date.isoString,
      changeOverWeekKg: report.changeOverWeek.map(mass),
      changeOverMonthKg: report.changeOverMonth.map(mass), trendKg: trend.current.map(mass),
      trendWeeklyRateKg: trend.weeklyRate.map(weeklyRate),
      averages: Averages(
        weightKg: averages.weightKilograms.map(mass), leanKg: averages.leanKilograms.map(mass),
        fatPercent: averages.bodyFatPercent.map(tenths),
        waistCm: averages.waistCentimeters.map(tenths), steps: averages.steps.map(whole)),
      target: target, rangeStart: start.isoString,
      days: overview.metrics.filter { $0.date >= start }.map { day in
        Day(
          date: day.date.isoString, weightKg: day.weightKilograms.map(mass),
          fatPercent: day.bodyFatPercent.map(tenths), leanKg: day.leanKilograms.map(mass),
          waistCm: day.waistCentimeters.map(tenths), steps: day.steps,
          activeKcal: day.activeKcal.map(whole))
      },
      trend: trend.points.filter { $0.date >= start }.map {
        TrendPoint(date: $0.date.isoString, kg: mass($0.kilograms))
      })
    return JSONOutput.encode(output)
  }

  /// A mass or a change of mass in kilograms, to 0.01 kg.
  private static func mass(_ kilograms: Double) -> Double {
    DecimalText.rounded(kilograms, fractionDigits: 2)
  }

  /// A change of mass per week in kilograms, to 0.001 kg.
  private static func weeklyRate(_ kilograms: Double) -> Double {
    DecimalText.rounded(kilograms, fractionDigits: 3)
  }

  /// A percentage or a length in centimetres, to a tenth.
  private static func tenths(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 1)
  }

  /// A count or an energy, to a whole number.
  private static func whole(_ value: Double) -> Double {
    DecimalText.rounded(value)
  }
}
