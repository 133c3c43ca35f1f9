public import LarderModel

/// The trend weight day by day and how fast it moves (seed 001, Body: Trend).
///
/// - The trend starts at the first weigh-in and moves a tenth of the way toward each later
///   one, `T = T + 0.1 × (W − T)`; a day without a weigh-in carries the trend over unchanged.
/// - After more than `restartGap` days without a weigh-in the trend starts again at the next
///   one: smoothing hides the scale's daily noise, and a weigh-in from months or years ago
///   (an imported history, a scale left in the cupboard) says nothing about that noise, yet
///   would take dozens of weigh-ins to fade.
/// - The weekly rate is the least-squares slope of the daily trend over the last 14 days
///   (today and the 13 before it) times 7: kilograms per week, negative when losing.
public struct BodyTrend: Hashable, Sendable {
  /// The trend weight on one day.
  public struct Point: Hashable, Sendable {
    /// The day.
    public var date: CalendarDate
    /// The trend weight in kilograms.
    public var kilograms: Double
  }

  /// The trend weight on every day from the first weigh-in to today.
  public var points: [Point]
  /// Kilograms per week the trend moves; `nil` with fewer than two trend days in the last 14.
  public var weeklyRate: Double?

  /// The most days between two weigh-ins that the trend carries over; after a longer gap it
  /// starts again at the next weigh-in.
  public static let restartGap = 30

  /// Builds the trend from measurements by date; days after today are ignored.
  public init(body: [CalendarDate: BodyMetrics], today: CalendarDate) {
    let weighIns = body.values.filter { $0.weightKilograms != nil && $0.date <= today }
    points = []
    guard let first = weighIns.min(by: { $0.date < $1.date }),
      var trend = first.weightKilograms
    else { return }
    points.reserveCapacity(first.date.days(to: today) + 1)
    var date = first.date
    var lastWeighIn = first.date
    while date <= today {
      if date != first.date, let weight = body[date]?.weightKilograms {
        let isRestart = lastWeighIn.days(to: date) > Self.restartGap
        trend = isRestart ? weight : trend + 0.1 * (weight - trend)
        lastWeighIn = date
      }
      points.append(Point(date: date, kilograms: trend))
      date = date.next
    }
    weeklyRate = Self.slopePerDay(points.suffix(14)).map { $0 * 7 }
  }

  /// The trend weight today.
  public var current: Double? { points.last?.kilograms }

  /// The least-squares slope of the points against their day number, per day.
  static func slopePerDay(_ points: ArraySlice<Point>) -> Double? {
    guard points.count >= 2, let origin = points.first?.date else { return nil }
    let xs = points.map { Double(origin.days(to: $0.date)) }
    let ys = points.map(\.kilograms)
    let count = Double(points.count)
    let meanX = xs.reduce(0, +) / count
    let meanY = ys.reduce(0, +) / count
    var covariance = 0.0
    var variance = 0.0
    for (x, y) in zip(xs, ys) {
      covariance += (x - meanX) * (y - meanY)
      variance += (x - meanX) * (x - meanX)
    }
    return variance == 0 ? nil : covariance / variance
  }

  /// Whether the trend, moving at its weekly rate, reaches `target` by `date`: the projected
  /// weight on that date is at or past the target in the direction of the difference.
  /// `nil` without a rate or a trend.
  public func reaches(target: Double, by date: CalendarDate) -> Bool? {
    guard let weeklyRate, let last = points.last else { return nil }
    let projected = last.kilograms + weeklyRate * Double(last.date.days(to: date)) / 7
    return target <= last.kilograms ? projected <= target : projected >= target
  }

  /// The day the trend reaches `target` at its current rate; `nil` when it moves away from
  /// it or stands still.
  public func projectedDate(reaching target: Double) -> CalendarDate? {
    guard let weeklyRate, let last = points.last else { return nil }
    let remaining = target - last.kilograms
    if remaining == 0 { return last.date }
    guard weeklyRate != 0, (remaining < 0) == (weeklyRate < 0) else { return nil }
    let days = remaining / weeklyRate * 7
    guard days < 36_500 else { return nil }
    return last.date.adding(days: Int(days.rounded(.up)))
  }
}
