public import LarderModel

/// The least-squares straight line through a window's weigh-ins: weight against day number.
///
/// Each weigh-in of the window counts once and equally, and none from before it, so the line's
/// slope is the window's own rate of change; the scale's day-to-day water noise is what the
/// weigh-ins scatter by around it.
public struct WeightLine: Hashable, Sendable {
  /// The day the line's day numbers count from.
  public var origin: CalendarDate
  /// The fitted weight on `origin`, in kilograms.
  public var intercept: Double
  /// Kilograms per day: negative when losing.
  public var slope: Double
  /// The weigh-ins the line was fitted to.
  public var count: Int
  /// The sum of squared deviations of the weigh-ins' day numbers from their mean (day²):
  /// how widely the weigh-ins are spread in time.
  public var daySpread: Double
  /// The sum of squared residuals of the weigh-ins from the line (kg²).
  public var residualSquares: Double

  /// Fits the line to `readings`, with day numbers counted from `origin`; `nil` with fewer
  /// than two weigh-ins or all on one day.
  public init?(_ readings: [WeightReading], origin: CalendarDate) {
    guard readings.count >= 2 else { return nil }
    let xs = readings.map { Double(origin.days(to: $0.date)) }
    let ys = readings.map(\.kilograms)
    let count = Double(readings.count)
    let meanX = xs.reduce(0, +) / count
    let meanY = ys.reduce(0, +) / count
    var covariance = 0.0
    var spread = 0.0
    for (x, y) in zip(xs, ys) {
      covariance += (x - meanX) * (y - meanY)
      spread += (x - meanX) * (x - meanX)
    }
    guard spread > 0 else { return nil }
    let slope = covariance / spread
    let intercept = meanY - slope * meanX
    var squares = 0.0
    for (x, y) in zip(xs, ys) {
      let residual = y - (intercept + slope * x)
      squares += residual * residual
    }
    self.origin = origin
    self.slope = slope
    self.intercept = intercept
    self.count = readings.count
    daySpread = spread
    residualSquares = squares
  }

  /// The fitted weight on `date`.
  public func kilograms(on date: CalendarDate) -> Double {
    intercept + slope * Double(origin.days(to: date))
  }

  /// The typical scale noise assumed before the weigh-ins say otherwise, in kilograms: water,
  /// salt and the gut move a person's weight by about this much from day to day.
  public static let typicalNoise = 0.6

  /// Notional weigh-ins of `typicalNoise` that the residual spread is pooled with, so that a
  /// few weigh-ins that happen to agree do not claim a precision they lack.
  public static let notionalReadings = 2.0

  /// The scale noise estimated from the residuals, pooled with `notionalReadings` readings of
  /// `typicalNoise`: √((RSS + k·σ₀²) / (n − 2 + k)), in kilograms.
  public var noise: Double {
    let pooled = residualSquares + Self.notionalReadings * Self.typicalNoise * Self.typicalNoise
    return (pooled / (Double(count) - 2 + Self.notionalReadings)).squareRoot()
  }

  /// The standard error of the slope, noise / √(day spread), in kilograms per day: larger with
  /// fewer weigh-ins, or weigh-ins closer together.
  public var slopeError: Double { noise / daySpread.squareRoot() }
}
