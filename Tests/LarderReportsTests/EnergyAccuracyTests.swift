import LarderModel
import LarderReports
import Testing

/// The estimate against 240 simulated people whose true expenditure is known (issue 21,
/// Proof): its error against the true mean of their last two weeks, after four and after
/// eight weeks of data, each estimate over the default window (all the data there is, up to
/// eight weeks).
///
/// The issue asks for ±150 kcal after four weeks and ±100 after eight, each for 90 % of people.
/// With the issue's own scale noise (σ 0.5–0.7 kg a day, 10 % of days without a weigh-in) no
/// estimate can do that after four weeks: the slope of 25 weigh-ins over 28 days is known to
/// ±0.015 kg a day (σ / √Σ(x − x̄)²), which is ±114 kcal (σ) at 7,700 kcal/kg before any other
/// error, so at best 81 % land within ±150; `anOracleCannotReachTheFourWeekTarget` shows it.
/// After eight weeks the issue's ±100 for 90 % holds. These tests pin what the estimate does
/// reach, with the distributions printed for the record; Documentation/Energy.md has the
/// numbers.
@Suite struct EnergyAccuracyTests {
  static let people = 240

  /// One person's estimate after `weeks` weeks, and the true mean of their last two weeks.
  struct Outcome {
    let error: Double
    let covered: Bool
  }

  static func outcomes(weeks: Int) -> [Outcome] {
    (0..<people).compactMap { index -> Outcome? in
      let days = weeks * 7
      let person = EnergySimulator.person(seed: UInt64(index) &* 7919 &+ 21, days: days)
      let last = EnergySimulator.start.adding(days: days - 1)
      guard
        case .success(let estimate) = EnergyEstimate.estimate(
          window: EnergyEstimate.window(
            endingOn: last, days: EnergyEstimate.defaultWindowDays,
            dataStart: EnergySimulator.start),
          intake: person.intake, weighIns: person.weighIns)
      else { return nil }
      let truth = person.trueExpenditure(last: days - 1, count: 14)
      return Outcome(error: estimate.expenditure - truth, covered: estimate.range.contains(truth))
    }
  }

  static func percentile(_ sorted: [Double], _ share: Double) -> Double {
    sorted[min(sorted.count - 1, Int(share * Double(sorted.count - 1) + 0.5))]
  }

  static func share(_ outcomes: [Outcome], within limit: Double) -> Double {
    Double(outcomes.filter { abs($0.error) <= limit }.count) / Double(outcomes.count)
  }

  /// Prints the distribution of one run, for the record.
  static func record(_ label: String, _ outcomes: [Outcome]) {
    let absolute = outcomes.map { abs($0.error) }.sorted()
    let signed = outcomes.map(\.error).sorted()
    let covered = Double(outcomes.filter(\.covered).count) / Double(outcomes.count)
    func whole(_ value: Double) -> String { String(Int(value.rounded())) }
    print(
      "energy accuracy \(label): \(outcomes.count) people; within ±100 \(share(outcomes, within: 100)), "
        + "±150 \(share(outcomes, within: 150)); |error| p50 \(whole(percentile(absolute, 0.5))) "
        + "p80 \(whole(percentile(absolute, 0.8))) p90 \(whole(percentile(absolute, 0.9))) "
        + "p95 \(whole(percentile(absolute, 0.95))) max \(whole(absolute.last ?? 0)); "
        + "error p5 \(whole(percentile(signed, 0.05))) p50 \(whole(percentile(signed, 0.5))) "
        + "p95 \(whole(percentile(signed, 0.95))); truth inside the range \(covered)")
  }

  @Test func afterFourWeeks() {
    let outcomes = Self.outcomes(weeks: 4)
    Self.record("after 4 weeks", outcomes)
    #expect(outcomes.count == Self.people)
    #expect(Self.share(outcomes, within: 150) >= 0.8)
    #expect(Self.share(outcomes, within: 250) >= 0.9)
    let median = Self.percentile(outcomes.map(\.error).sorted(), 0.5)
    #expect(abs(median) <= 25)
    #expect(Double(outcomes.filter(\.covered).count) / Double(outcomes.count) >= 0.85)
  }

  @Test func afterEightWeeks() {
    let outcomes = Self.outcomes(weeks: 8)
    Self.record("after 8 weeks", outcomes)
    #expect(outcomes.count == Self.people)
    #expect(Self.share(outcomes, within: 100) >= 0.9)
    let median = Self.percentile(outcomes.map(\.error).sorted(), 0.5)
    #expect(abs(median) <= 25)
    #expect(Double(outcomes.filter(\.covered).count) / Double(outcomes.count) >= 0.85)
  }

  /// Even knowing what each person truly ate every day and how their expenditure follows their
  /// mass, so that only the level and slope of a line are left to read off the scale, four
  /// weeks of weigh-ins leave over 10 % of people outside ±150 kcal: the scale's noise alone.
  @Test func anOracleCannotReachTheFourWeekTarget() throws {
    let days = 28
    var within = 0
    for index in 0..<Self.people {
      let person = EnergySimulator.person(seed: UInt64(index) &* 7919 &+ 21, days: days)
      var eatenBefore = 0.0
      var readings: [WeightReading] = []
      var byDate: [CalendarDate: Double] = [:]
      for reading in person.weighIns { byDate[reading.date] = reading.kilograms }
      for day in 0..<days {
        let date = EnergySimulator.start.adding(days: day)
        if let kilograms = byDate[date] {
          readings.append(
            WeightReading(
              date: date, kilograms: kilograms - eatenBefore / EnergyEstimate.energyDensity))
        }
        eatenBefore += person.eaten[day]
      }
      let line = try #require(WeightLine(readings, origin: EnergySimulator.start))
      let windowMean = -EnergyEstimate.energyDensity * line.slope
      let mass = person.mass
      let shift =
        person.adaptation
        * (mass[(days - 14)...].reduce(0, +) / 14 - mass.reduce(0, +) / Double(days))
      let truth = person.trueExpenditure(last: days - 1, count: 14)
      if abs(windowMean + shift - truth) <= 150 { within += 1 }
    }
    let share = Double(within) / Double(Self.people)
    print("energy accuracy oracle after 4 weeks: within ±150 \(share)")
    #expect(share < 0.9)
  }
}
