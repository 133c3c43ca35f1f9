import LarderWorkspace

/// `larder energy --json`: every estimate with each number of its working, kcal to the whole
/// kcal, weights to 0.01 kg and the slope to 0.0001 kg a day.
enum EnergyJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var today: String
    var windowDays: Int
    var energyDensityKcalPerKg: Double
    var adaptationKcalPerKg: Double
    var recentDays: Int
    var latest: Week?
    var weeks: [Week]
  }

  struct Week: Encodable {
    var weekEnd: String
    var estimate: Estimate?
    var shortfall: Shortfall?
  }

  struct Shortfall: Encodable {
    var reason: String
    var countedDays: Int?
    var weighIns: Int?
    var weighInSpanDays: Int?
    var message: String
  }

  struct Estimate: Encodable {
    var windowStart: String
    var windowEnd: String
    var windowDays: Int
    var countedDays: Int
    var loggedDays: Int
    var markedCompleteDays: Int
    var fastedDays: Int
    var notLoggedDays: Int
    var markedIncompleteDays: Int
    var probablyIncompleteDays: Int
    var leftOut: [LeftOut]
    var averageIntakeKcal: Double
    var intakeSpreadKcal: Double
    var weighIns: Int
    var trendStartKg: Double
    var trendEndKg: Double
    var slopeKgPerDay: Double
    var balanceSlopeKgPerDay: Double
    var scaleNoiseKg: Double
    var storedKcalPerDay: Double
    var windowExpenditureKcal: Double
    var adaptationKcal: Double
    var expenditureKcal: Double
    var uncertaintyKcal: Double
    var lowKcal: Double
    var highKcal: Double
  }

  struct LeftOut: Encodable {
    var date: String
    var reason: String
    var loggedKcal: Double?
  }

  static func render(_ overview: EnergyOverview) -> String {
    let weeks = overview.history.weeks.map { week($0, overview: overview) }
    return JSONOutput.encode(
      Output(
        today: overview.today.isoString, windowDays: overview.windowDays,
        energyDensityKcalPerKg: EnergyEstimate.energyDensity,
        adaptationKcalPerKg: EnergyEstimate.adaptation, recentDays: EnergyEstimate.recentDays,
        latest: weeks.last, weeks: weeks))
  }

  static func week(_ week: EnergyHistory.Week, overview: EnergyOverview) -> Week {
    switch week.estimate {
    case .success(let estimate):
      return Week(
        weekEnd: week.last.isoString, estimate: self.estimate(estimate, overview: overview),
        shortfall: nil)
    case .failure(let error):
      let shortfall: Shortfall
      switch error.shortfall {
      case .tooFewLoggedDays(let counted):
        shortfall = Shortfall(
          reason: "too-few-logged-days", countedDays: counted,
          message: EnergyText.shortfall(error.shortfall))
      case .tooFewWeighIns(let count, let span):
        shortfall = Shortfall(
          reason: "too-few-weigh-ins", weighIns: count, weighInSpanDays: span,
          message: EnergyText.shortfall(error.shortfall))
      }
      return Week(weekEnd: week.last.isoString, estimate: nil, shortfall: shortfall)
    }
  }

  static func estimate(_ estimate: EnergyEstimate, overview: EnergyOverview) -> Estimate {
    func kcal(_ value: Double) -> Double { DecimalText.rounded(value, fractionDigits: 0) }
    func kilograms(_ value: Double) -> Double { DecimalText.rounded(value, fractionDigits: 2) }
    let days = estimate.days
    return Estimate(
      windowStart: estimate.window.lowerBound.isoString,
      windowEnd: estimate.window.upperBound.isoString,
      windowDays: estimate.window.lowerBound.days(to: estimate.window.upperBound) + 1,
      countedDays: days.counted, loggedDays: days.logged, markedCompleteDays: days.markedComplete,
      fastedDays: days.fasted, notLoggedDays: days.notLogged,
      markedIncompleteDays: days.markedIncomplete,
      probablyIncompleteDays: days.probablyIncomplete,
      leftOut: estimate.leftOut.map { day in
        LeftOut(
          date: day.date.isoString, reason: day.status.rawValue,
          loggedKcal: day.status == .notLogged
            ? nil : overview.intake[day.date].map { kcal($0.kcal) })
      },
      averageIntakeKcal: kcal(estimate.averageIntake),
      intakeSpreadKcal: kcal(estimate.intakeSpread), weighIns: estimate.line.count,
      trendStartKg: kilograms(estimate.trendStart), trendEndKg: kilograms(estimate.trendEnd),
      slopeKgPerDay: DecimalText.rounded(estimate.line.slope, fractionDigits: 4),
      balanceSlopeKgPerDay: DecimalText.rounded(estimate.balanceLine.slope, fractionDigits: 4),
      scaleNoiseKg: kilograms(estimate.balanceLine.noise),
      storedKcalPerDay: kcal(estimate.storedPerDay),
      windowExpenditureKcal: kcal(estimate.windowExpenditure),
      adaptationKcal: kcal(estimate.adaptationShift), expenditureKcal: kcal(estimate.expenditure),
      uncertaintyKcal: kcal(estimate.uncertainty), lowKcal: kcal(estimate.range.lowerBound),
      highKcal: kcal(estimate.range.upperBound))
  }
}
