public import LarderModel

/// How much energy a person burns a day, worked out in the open from what they logged and how
/// their weight moved (`larder energy`; issue 21).
///
/// Energy balance over a window of days:
///
/// ```
/// window expenditure = average intake − energy density × balance slope
/// expenditure        = window expenditure + adaptation × weight slope × days between centres
/// ```
///
/// - **Average intake** is the mean kcal of the window's counted days (`IntakeStatus`): a day
///   not logged, marked incomplete, or probably incomplete is left out, never read as zero.
/// - **Weight slope** is the slope of the least-squares line through the window's weigh-ins
///   (`WeightLine`), kilograms per day. A line through every weigh-in of four to eight weeks
///   smooths the scale's water noise far better than any one day: a salty dinner moves one
///   weigh-in, not the line; a missing weigh-in only narrows it.
/// - **Balance slope** is the slope of the same line through the weigh-ins less what the
///   intake logged before each added to the body beyond the average: a weigh-in after three
///   days of 600 kcal above the average counts 1,800 / 7,700 kg lighter. With a constant intake
///   it is the weight slope; with a real one it takes out of the slope the part the logged
///   days explain, so only the expenditure is left to read from the scale. A day left out
///   counts as the average.
/// - **Energy density** of the tissue gained or lost is `energyDensity`, 7,700 kcal/kg.
/// - **Adaptation**: the balance gives the mean expenditure of the whole window, but a body
///   that shrinks burns less, by about `adaptation` kcal a day per kilogram. The estimate is
///   for the latest `recentDays` days, so the window's mean is moved by the weight change
///   between the centre of the window and the centre of those days, read off the line.
/// - **Uncertainty** is two standard errors: √((density × slope error)² + intake error²), where
///   the slope error grows with fewer or closer weigh-ins and a noisier scale, and the intake
///   error is the spread of the counted days over √(counted days). The range is the estimate
///   ± that.
public struct EnergyEstimate: Hashable, Sendable {
  /// How many days of the window each status covers.
  public struct DayCounts: Hashable, Sendable {
    /// Logged, not marked, and not far below the usual.
    public var logged = 0
    /// Marked `intake: complete`.
    public var markedComplete = 0
    /// Marked `intake: fasted`.
    public var fasted = 0
    /// Without entries or a day file.
    public var notLogged = 0
    /// Marked `intake: incomplete`.
    public var markedIncomplete = 0
    /// Far below the usual and not marked.
    public var probablyIncomplete = 0

    /// The days whose intake is counted.
    public var counted: Int { logged + markedComplete + fasted }
    /// The days left out.
    public var leftOut: Int { notLogged + markedIncomplete + probablyIncomplete }

    mutating func add(_ status: IntakeStatus) {
      switch status {
      case .logged: logged += 1
      case .markedComplete: markedComplete += 1
      case .fasted: fasted += 1
      case .notLogged: notLogged += 1
      case .markedIncomplete: markedIncomplete += 1
      case .probablyIncomplete: probablyIncomplete += 1
      }
    }
  }

  /// Why there is no estimate for a window.
  public enum Shortfall: Hashable, Sendable {
    /// Fewer counted days than `minimumCountedDays`.
    case tooFewLoggedDays(counted: Int)
    /// Fewer weigh-ins than `minimumWeighIns`, or spanning fewer than `minimumWeighInSpan`
    /// days.
    case tooFewWeighIns(count: Int, spanDays: Int)
  }

  /// Kilocalories stored or released per kilogram of body weight gained or lost. The classic
  /// 3,500 kcal per pound; Hall's fat-and-lean model (9,440 kcal/kg of fat, 1,816 of lean,
  /// lean share by Forbes' curve) gives 7,200–7,700 for most adults who need the estimate,
  /// and the difference is within the uncertainty for any rate a person should aim at.
  public static let energyDensity = 7_700.0

  /// Kilocalories a day that expenditure moves per kilogram of body weight: the upkeep of the
  /// tissue itself and the cost of carrying it, 20–30 kcal/kg in energy-balance studies.
  public static let adaptation = 25.0

  /// The days at the end of the window the estimate is for.
  public static let recentDays = 14

  /// The window length when none is asked for: eight weeks average out the scale's water
  /// noise (σ ≈ 0.6 kg) to ±40 kcal, where four leave ±115 (see Documentation/Energy.md).
  public static let defaultWindowDays = 56
  /// Fewest counted days for an estimate.
  public static let minimumCountedDays = 7
  /// Fewest weigh-ins for an estimate.
  public static let minimumWeighIns = 4
  /// Fewest days between the window's first and last weigh-in.
  public static let minimumWeighInSpan = 10

  /// The days the estimate is for, first and last included.
  public var window: ClosedRange<CalendarDate>
  /// How each day of the window counted.
  public var days: DayCounts
  /// The days left out, with why, in date order.
  public var leftOut: [LeftOutDay]
  /// The mean kcal of the counted days.
  public var averageIntake: Double
  /// The spread (sample standard deviation) of the counted days' kcal.
  public var intakeSpread: Double
  /// The line through the window's weigh-ins.
  public var line: WeightLine
  /// The line through the window's weigh-ins less the energy of the intake above or below the
  /// average logged before each (`balanceReadings`): its slope is what the expenditure leaves.
  public var balanceLine: WeightLine
  /// The fitted weight on the window's first day.
  public var trendStart: Double { line.kilograms(on: window.lowerBound) }
  /// The fitted weight on the window's last day.
  public var trendEnd: Double { line.kilograms(on: window.upperBound) }
  /// The energy stored a day (released when negative): density × balance slope, in kcal.
  public var storedPerDay: Double { Self.energyDensity * balanceLine.slope }
  /// The mean daily expenditure over the whole window, in kcal.
  public var windowExpenditure: Double { averageIntake - storedPerDay }
  /// Days from the centre of the window to the centre of its latest `recentDays` days; 0
  /// for a window of `recentDays` or fewer.
  public var daysToRecent: Double {
    Double(max(0, window.lowerBound.days(to: window.upperBound) + 1 - Self.recentDays)) / 2
  }
  /// The change of expenditure from the window's mean to its latest days, in kcal: adaptation
  /// × slope × days between the centres.
  public var adaptationShift: Double { Self.adaptation * line.slope * daysToRecent }
  /// The estimated daily expenditure of the latest `recentDays` days, in kcal.
  public var expenditure: Double { windowExpenditure + adaptationShift }
  /// The standard error of the mean intake, in kcal.
  public var intakeError: Double { intakeSpread / Double(days.counted).squareRoot() }
  /// The standard error of the stored energy, in kcal.
  public var storedError: Double { Self.energyDensity * balanceLine.slopeError }
  /// Half the width of the range: two standard errors, in kcal.
  public var uncertainty: Double {
    2 * (storedError * storedError + intakeError * intakeError).squareRoot()
  }
  /// The range the expenditure most likely lies in.
  public var range: ClosedRange<Double> {
    (expenditure - uncertainty)...(expenditure + uncertainty)
  }

  /// A day whose intake is not counted, and why.
  public struct LeftOutDay: Hashable, Sendable {
    /// The day.
    public var date: CalendarDate
    /// Why it is left out: not logged, marked incomplete or probably incomplete.
    public var status: IntakeStatus
  }

  /// The window of `days` days ending on `last`, starting no earlier than `dataStart`, the
  /// first day with a day file or a weigh-in: the days before a journal began are not days
  /// left unlogged.
  public static func window(endingOn last: CalendarDate, days: Int, dataStart: CalendarDate?)
    -> ClosedRange<CalendarDate>
  {
    let first = last.adding(days: 1 - max(1, days))
    guard let dataStart, dataStart > first else { return first...last }
    return min(dataStart, last)...last
  }

  /// Estimates the expenditure over `window` from the intake logged by date and the weigh-ins
  /// (any order; those outside the window are ignored).
  public static func estimate(
    window: ClosedRange<CalendarDate>, intake: [CalendarDate: LoggedIntake],
    weighIns: [WeightReading]
  ) -> Result<EnergyEstimate, ShortfallError> {
    var counts = DayCounts()
    var leftOut: [LeftOutDay] = []
    var counted: [(date: CalendarDate, kcal: Double)] = []
    for (date, status) in IntakeStatus.statuses(of: window, intake: intake) {
      counts.add(status)
      if status.isCounted {
        counted.append((date, intake[date]?.kcal ?? 0))
      } else {
        leftOut.append(LeftOutDay(date: date, status: status))
      }
    }
    let readings = weighIns.filter { window.contains($0.date) }.sorted { $0.date < $1.date }
    let span = readings.first.map { $0.date.days(to: readings[readings.count - 1].date) } ?? 0
    guard counted.count >= minimumCountedDays else {
      return .failure(ShortfallError(.tooFewLoggedDays(counted: counted.count)))
    }
    let mean = counted.reduce(0) { $0 + $1.kcal } / Double(counted.count)
    guard readings.count >= minimumWeighIns, span >= minimumWeighInSpan,
      let line = WeightLine(readings, origin: window.lowerBound),
      let balanceLine = WeightLine(
        balanceReadings(readings, counted: counted, averageIntake: mean),
        origin: window.lowerBound)
    else {
      return .failure(ShortfallError(.tooFewWeighIns(count: readings.count, spanDays: span)))
    }
    let squares = counted.reduce(0) { $0 + ($1.kcal - mean) * ($1.kcal - mean) }
    return .success(
      EnergyEstimate(
        window: window, days: counts, leftOut: leftOut, averageIntake: mean,
        intakeSpread: (squares / Double(counted.count - 1)).squareRoot(), line: line,
        balanceLine: balanceLine))
  }

  /// Each weigh-in less the energy, over `energyDensity`, of what the counted days before it
  /// (`counted`, in date order) logged above `averageIntake`: the weight the body would show
  /// had every day before it been an average one. A weigh-in is taken before its day's meals.
  static func balanceReadings(
    _ readings: [WeightReading], counted: [(date: CalendarDate, kcal: Double)],
    averageIntake: Double
  ) -> [WeightReading] {
    var surplus = 0.0
    var day = counted.startIndex
    return readings.map { reading in
      while day < counted.endIndex, counted[day].date < reading.date {
        surplus += counted[day].kcal - averageIntake
        day += 1
      }
      return WeightReading(
        date: reading.date, kilograms: reading.kilograms - surplus / energyDensity)
    }
  }

  /// Why a window has no estimate, as an error a `Result` can carry.
  public struct ShortfallError: Error, Hashable, Sendable {
    /// What was missing.
    public var shortfall: Shortfall

    /// Wraps a shortfall.
    public init(_ shortfall: Shortfall) { self.shortfall = shortfall }
  }
}
