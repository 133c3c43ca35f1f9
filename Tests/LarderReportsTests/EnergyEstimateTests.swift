import LarderModel
import LarderReports
import Testing

/// The energy-balance formula on tiny journals, with every number worked by hand.
@Suite struct EnergyEstimateTests {
  static let start = CalendarDate(year: 2026, month: 11, day: 1)!

  static func day(_ offset: Int) -> CalendarDate { start.adding(days: offset) }

  static func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  /// Sixteen days, 1–16 November: 2,000 kcal logged each day except the 3rd (no file), the 5th
  /// (500 kcal: under half the usual), the 6th (fasted, no entries), the 7th (marked
  /// incomplete) and the 9th (900 kcal, marked complete).
  static let intake: [CalendarDate: LoggedIntake] = {
    var intake: [CalendarDate: LoggedIntake] = [:]
    for offset in 0..<16 where offset != 2 {
      intake[day(offset)] = LoggedIntake(kcal: 2_000, entryCount: 5)
    }
    intake[day(4)] = LoggedIntake(kcal: 500, entryCount: 1)
    intake[day(5)] = LoggedIntake(kcal: 0, entryCount: 0, marker: .fasted)
    intake[day(6)] = LoggedIntake(kcal: 800, entryCount: 2, marker: .incomplete)
    intake[day(8)] = LoggedIntake(kcal: 900, entryCount: 3, marker: .complete)
    return intake
  }()

  /// 80 kg on the 1st, then 0.4 kg less every fourth day: exactly −0.1 kg a day.
  static let weighIns = [0, 4, 8, 12].map {
    WeightReading(date: day($0), kilograms: 80 - 0.1 * Double($0))
  }

  @Test func eachDayCountsOrIsLeftOutForItsReason() {
    let statuses = IntakeStatus.statuses(of: Self.day(0)...Self.day(9), intake: Self.intake)
    #expect(
      statuses.map(\.status) == [
        .logged, .logged, .notLogged, .logged, .probablyIncomplete, .fasted, .markedIncomplete,
        .logged, .markedComplete, .logged,
      ])
    #expect(statuses.map(\.date) == (0...9).map(Self.day))
  }

  @Test func aDayJustUnderHalfTheMedianIsProbablyIncompleteAndHalfIsNot() {
    let intake = [
      Self.day(0): LoggedIntake(kcal: 2_000, entryCount: 4),
      Self.day(1): LoggedIntake(kcal: 1_000, entryCount: 2),
      Self.day(2): LoggedIntake(kcal: 999, entryCount: 2),
      Self.day(3): LoggedIntake(kcal: 2_400, entryCount: 4),
    ]
    // The median of 999, 1,000, 2,000 and 2,400 is 1,500; half of it is 750.
    #expect(
      IntakeStatus.statuses(of: Self.day(0)...Self.day(3), intake: intake).map(\.status)
        == [.logged, .logged, .logged, .logged])
    let low = intake.merging([Self.day(2): LoggedIntake(kcal: 749, entryCount: 1)]) { $1 }
    // Now the median is (1,000 + 2,000) / 2 = 1,500 again; 749 is under 750.
    #expect(
      IntakeStatus.statuses(of: Self.day(0)...Self.day(3), intake: low).map(\.status)
        == [.logged, .logged, .probablyIncomplete, .logged])
  }

  @Test func theLineThroughFourWeighIns() throws {
    let readings = zip([0, 1, 2, 3], [80.0, 81, 79, 80]).map {
      WeightReading(date: Self.day($0), kilograms: $1)
    }
    let line = try #require(WeightLine(readings, origin: Self.start))
    // x̄ = 1.5, ȳ = 80, Σ(x − x̄)(y − ȳ) = −1, Σ(x − x̄)² = 5.
    #expect(Self.close(line.slope, -0.2))
    #expect(Self.close(line.intercept, 80.3))
    #expect(Self.close(line.daySpread, 5))
    // Residuals −0.3, 0.9, −0.9, 0.3.
    #expect(Self.close(line.residualSquares, 1.8))
    // √((1.8 + 2 × 0.6²) / (4 − 2 + 2)) and that over √5.
    #expect(Self.close(line.noise, (2.52 / 4).squareRoot()))
    #expect(Self.close(line.slopeError, (0.63 / 5).squareRoot()))
    #expect(Self.close(line.kilograms(on: Self.day(10)), 78.3))
  }

  @Test func noLineThroughOneDay() {
    let reading = WeightReading(date: Self.start, kilograms: 80)
    #expect(WeightLine([reading, reading], origin: Self.start) == nil)
    #expect(WeightLine([reading], origin: Self.start) == nil)
  }

  @Test func expenditureIsIntakeMinusStoredEnergyMovedToTheLatestDays() throws {
    let estimate = try EnergyEstimate.estimate(
      window: Self.day(0)...Self.day(15), intake: Self.intake, weighIns: Self.weighIns
    ).get()
    #expect(estimate.days.counted == 13)
    #expect(estimate.days.logged == 11)
    #expect(estimate.days.fasted == 1)
    #expect(estimate.days.markedComplete == 1)
    #expect(estimate.days.notLogged == 1)
    #expect(estimate.days.probablyIncomplete == 1)
    #expect(estimate.days.markedIncomplete == 1)
    #expect(estimate.leftOut.map(\.date) == [Self.day(2), Self.day(4), Self.day(6)])
    // Eleven days of 2,000, a fast of 0 and a complete day of 900, over 13 days.
    #expect(Self.close(estimate.averageIntake, 22_900 / 13))
    #expect(Self.close(estimate.line.slope, -0.1))
    #expect(Self.close(estimate.trendStart, 80))
    #expect(Self.close(estimate.trendEnd, 78.5))
    // The counted days before each weigh-in logged above the average a = 22,900 / 13: none
    // before the 1st; the 1st, 2nd and 4th before the 5th, 6,000 − 3a; with the fast and the
    // 8th, 8,000 − 5a before the 9th; 14,900 − 9a before the 13th.
    let average = 22_900 / 13.0
    let surplus = [0, 6_000 - 3 * average, 8_000 - 5 * average, 14_900 - 9 * average]
    // Their slope over days 0, 4, 8, 12 (x̄ = 6, Σ(x − x̄)² = 80) is (93,400 − 58a) / 80 kcal a
    // day; the balance line's slope is the weight line's less that over 7,700.
    let surplusSlope = (-6 * surplus[0] - 2 * surplus[1] + 2 * surplus[2] + 6 * surplus[3]) / 80
    #expect(Self.close(surplusSlope, (93_400 - 58 * average) / 80))
    #expect(Self.close(estimate.balanceLine.slope, -0.1 - surplusSlope / 7_700))
    // 7,700 kcal/kg × the balance slope: the −770 of the weight line, less the surplus.
    let stored = -770 - surplusSlope
    #expect(Self.close(estimate.storedPerDay, stored))
    #expect(Self.close(estimate.windowExpenditure, average - stored))
    // The centre of 16 days is one day before the centre of the last 14: 25 × −0.1 × 1, on
    // the weight line.
    #expect(Self.close(estimate.daysToRecent, 1))
    #expect(Self.close(estimate.adaptationShift, -2.5))
    #expect(Self.close(estimate.expenditure, average - stored - 2.5))
  }

  @Test func daysEatenAboveAverageAreTakenOutOfTheSlope() throws {
    // Twelve days at a steady 2,500 kcal burned: 2,000 eaten on even days and 3,000 on odd
    // ones. The body loses 500 / 7,700 kg on an even day and gains as much on an odd one, so
    // the weigh-ins zigzag around a flat line; one more after a big day tilts the line.
    var intake: [CalendarDate: LoggedIntake] = [:]
    var weighIns: [WeightReading] = []
    var kilograms = 80.0
    for offset in 0..<12 {
      let eaten = offset % 2 == 0 ? 2_000.0 : 3_000
      intake[Self.day(offset)] = LoggedIntake(kcal: eaten, entryCount: 3)
      if offset % 2 == 0 || offset == 11 {
        weighIns.append(WeightReading(date: Self.day(offset), kilograms: kilograms))
      }
      kilograms += (eaten - 2_500) / 7_700
    }
    let estimate = try EnergyEstimate.estimate(
      window: Self.day(0)...Self.day(11), intake: intake, weighIns: weighIns
    ).get()
    #expect(estimate.line.slope != 0)
    #expect(abs(estimate.balanceLine.slope) < 1e-12)
    #expect(abs(estimate.windowExpenditure - 2_500) < 1e-9)
  }

  @Test func theRangeIsTwoStandardErrorsOfWeightAndIntake() throws {
    var intake: [CalendarDate: LoggedIntake] = [:]
    for offset in 0..<8 {
      intake[Self.day(offset)] = LoggedIntake(kcal: offset % 2 == 0 ? 1_800 : 2_200, entryCount: 4)
    }
    let estimate = try EnergyEstimate.estimate(
      window: Self.day(0)...Self.day(13), intake: intake, weighIns: Self.weighIns
    ).get()
    #expect(estimate.days.counted == 8)
    #expect(estimate.days.notLogged == 6)
    #expect(Self.close(estimate.averageIntake, 2_000))
    // Sample spread: √(8 × 200² / 7); its error over √8 days.
    #expect(Self.close(estimate.intakeSpread, (8 * 40_000 / 7.0).squareRoot()))
    #expect(Self.close(estimate.intakeError, (40_000 / 7.0).squareRoot()))
    // A perfect line: the noise is the notional 0.6 kg, pooled: √(0.72 / 4); spread 80.
    let slopeError = (0.18 / 80).squareRoot()
    #expect(Self.close(estimate.storedError, 7_700 * slopeError))
    let storedVariance: Double = 7_700 * 7_700 * 0.18 / 80
    let intakeVariance: Double = 40_000 / 7
    let expected = 2 * (storedVariance + intakeVariance).squareRoot()
    #expect(Self.close(estimate.uncertainty, expected))
    #expect(Self.close(estimate.range.lowerBound, estimate.expenditure - expected))
  }

  @Test func tooFewCountedDaysOrWeighInsGiveNoEstimate() {
    let week = Self.day(0)...Self.day(15)
    var sparse = Self.intake
    for offset in 9..<16 { sparse[Self.day(offset)] = nil }
    #expect(
      EnergyEstimate.estimate(window: week, intake: sparse, weighIns: Self.weighIns)
        == .failure(.init(.tooFewLoggedDays(counted: 6))))
    #expect(
      EnergyEstimate.estimate(
        window: week, intake: Self.intake, weighIns: Array(Self.weighIns.prefix(3)))
        == .failure(.init(.tooFewWeighIns(count: 3, spanDays: 8))))
    let close = [0, 1, 2, 9].map { WeightReading(date: Self.day($0), kilograms: 80) }
    #expect(
      EnergyEstimate.estimate(window: week, intake: Self.intake, weighIns: close)
        == .failure(.init(.tooFewWeighIns(count: 4, spanDays: 9))))
  }

  @Test func theWindowStartsNoEarlierThanTheData() {
    let last = Self.day(30)
    #expect(EnergyEstimate.window(endingOn: last, days: 28, dataStart: nil) == Self.day(3)...last)
    #expect(
      EnergyEstimate.window(endingOn: last, days: 28, dataStart: Self.day(10))
        == Self.day(10)...last)
    #expect(
      EnergyEstimate.window(endingOn: last, days: 28, dataStart: Self.day(1))
        == Self.day(3)...last)
  }
}
