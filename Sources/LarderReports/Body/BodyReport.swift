public import LarderModel

/// Body metrics as of today (`larder body show`, seed 001 Body and PRODUCT.md): the current
/// and previous weight, the change over a week and a month, 7-day averages, the trend weight
/// and progress toward the target.
///
/// - "Last week" and "last month" compare the current weight with the latest weigh-in on or
///   before 7 and 30 days before it.
/// - 7-day averages take the values recorded today and on the six days before.
/// - The trend weight starts at the first weigh-in and moves a tenth of the way toward each
///   later one, `T = T + 0.1 × (W − T)`, unchanged on days without a weigh-in.
public struct BodyReport: Hashable, Sendable {
  /// Averages of the values recorded in the seven days ending today; `nil` when none was.
  public struct Averages: Hashable, Sendable {
    /// Weight in kilograms.
    public var weightKilograms: Double?
    /// Lean mass in kilograms.
    public var leanKilograms: Double?
    /// Body fat in percent.
    public var bodyFatPercent: Double?
    /// Waist in centimetres.
    public var waistCentimeters: Double?
    /// Steps per day recorded.
    public var steps: Double?
  }

  /// The day the report is for.
  public var today: CalendarDate
  /// The latest weigh-in on or before today.
  public var current: WeightReading?
  /// The weigh-in before `current`.
  public var previous: WeightReading?
  /// Current weight minus the weight a week before it.
  public var changeOverWeek: Double?
  /// Current weight minus the weight a month (30 days) before it.
  public var changeOverMonth: Double?
  /// The exponentially smoothed weight as of today.
  public var trendKilograms: Double?
  /// The 7-day averages.
  public var averages: Averages
  /// Progress toward the target weight, when the profile has one and a weight is known.
  public var target: TargetProgress?

  /// Builds the report from measurements by date and the profile; days after today are
  /// ignored.
  public init(body: [CalendarDate: BodyMetrics], profile: Profile, today: CalendarDate) {
    self.today = today
    let weighIns = body.values
      .compactMap { metrics in
        metrics.weightKilograms.map { WeightReading(date: metrics.date, kilograms: $0) }
      }
      .filter { $0.date <= today }
      .sorted { $0.date < $1.date }
    current = weighIns.last
    previous = weighIns.count > 1 ? weighIns[weighIns.count - 2] : nil
    if let current {
      changeOverWeek = BodyReport.latest(in: weighIns, onOrBefore: current.date.adding(days: -7))
        .map { current.kilograms - $0.kilograms }
      changeOverMonth = BodyReport.latest(
        in: weighIns, onOrBefore: current.date.adding(days: -30)
      )
      .map { current.kilograms - $0.kilograms }
    }
    trendKilograms = weighIns.dropFirst().reduce(weighIns.first?.kilograms) { trend, reading in
      trend.map { $0 + 0.1 * (reading.kilograms - $0) }
    }
    let week = (0..<7).compactMap { body[today.adding(days: -$0)] }
    averages = Averages(
      weightKilograms: BodyReport.average(week.compactMap(\.weightKilograms)),
      leanKilograms: BodyReport.average(week.compactMap(\.leanKilograms)),
      bodyFatPercent: BodyReport.average(week.compactMap(\.bodyFatPercent)),
      waistCentimeters: BodyReport.average(week.compactMap(\.waistCentimeters)),
      steps: BodyReport.average(week.compactMap { $0.steps.map(Double.init) }))
    if let targetKilograms = profile.targetWeightKilograms, let current {
      target = TargetProgress(
        targetKilograms: targetKilograms, targetDate: profile.targetDate,
        currentKilograms: current.kilograms, today: today)
    }
  }

  /// Builds the report for `journal` as of `today`.
  public init(journal: Journal, today: CalendarDate) {
    self.init(body: journal.body, profile: journal.settings.profile, today: today)
  }

  private static func latest(
    in readings: [WeightReading], onOrBefore date: CalendarDate
  ) -> WeightReading? {
    readings.last { $0.date <= date }
  }

  private static func average(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }
}
