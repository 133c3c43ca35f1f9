import Foundation
import LarderModel
import LarderReports
import LarderTestSupport

/// People whose true daily expenditure is known, lived day by day (issue 21, Proof): what they
/// eat, what they log, what the scale says, and what they really burn.
///
/// - A person starts at 55–120 kg and burns 27–36 kcal per kg a day; as their tissue mass
///   moves, so does their expenditure, by 20–30 kcal a day per kg (a smaller body burns less),
///   and each day's expenditure varies by 100 kcal (σ) with activity.
/// - A third lose weight (a plan 300–800 kcal under their starting expenditure), a third
///   maintain, a third gain (200–500 kcal over); what they eat varies by 350 kcal (σ) a day.
/// - Tissue follows the energy balance: mass changes by (intake − expenditure) / 7,700 kg a day.
/// - What they log is within 5 % (σ) of what they ate; 10 % of days are not logged at all, and
///   3 % are logged in part (a third of what was eaten).
/// - The scale shows tissue mass plus water noise of σ 0.5–0.7 kg (a person's own σ), and 10 %
///   of days have no weigh-in.
struct EnergySimulator {
  /// One simulated person over `days` days.
  struct Person {
    /// The intake logged by date.
    var intake: [CalendarDate: LoggedIntake] = [:]
    /// The weigh-ins.
    var weighIns: [WeightReading] = []
    /// The true expenditure of each day, in kcal.
    var expenditure: [Double] = []
    /// What was truly eaten each day, in kcal, logged or not.
    var eaten: [Double] = []
    /// The true tissue mass at the start of each day, before its meals, in kilograms.
    var mass: [Double] = []
    /// How much the expenditure moves per kilogram of tissue, in kcal a day.
    var adaptation = 0.0
    /// The first day.
    var start: CalendarDate

    /// The true mean expenditure of the `count` days ending on day `last` (0-based).
    func trueExpenditure(last: Int, count: Int) -> Double {
      expenditure[(last - count + 1)...last].reduce(0, +) / Double(count)
    }
  }

  static let start = CalendarDate(year: 2026, month: 1, day: 1)!

  /// A person lived from `seed`.
  static func person(seed: UInt64, days: Int) -> Person {
    var random = SplitMix64(seed: seed)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &random)
    }
    func normal(_ sigma: Double) -> Double {
      // Box–Muller: two uniforms give one standard normal.
      let u = Double.random(in: Double.ulpOfOne...1, using: &random)
      let v = Double.random(in: 0...1, using: &random)
      return sigma * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }
    let startWeight = uniform(55...120)
    let baseExpenditure = startWeight * uniform(27...36)
    let perKilogram = uniform(20...30)
    let scaleNoise = uniform(0.5...0.7)
    let plan: Double
    switch random.next() % 3 {
    case 0: plan = baseExpenditure - uniform(300...800)
    case 1: plan = baseExpenditure
    default: plan = baseExpenditure + uniform(200...500)
    }
    var person = Person(start: start)
    person.adaptation = perKilogram
    var mass = startWeight
    for day in 0..<days {
      let date = start.adding(days: day)
      let burned = baseExpenditure + perKilogram * (mass - startWeight) + normal(100)
      let eaten = max(0, plan + normal(350))
      person.expenditure.append(burned)
      person.eaten.append(eaten)
      person.mass.append(mass)
      if uniform(0...1) >= 0.1 {
        person.weighIns.append(WeightReading(date: date, kilograms: mass + normal(scaleNoise)))
      }
      let logging = uniform(0...1)
      if logging >= 0.1 {
        let share = logging < 0.13 ? 1.0 / 3 : 1.0
        let logged = max(0, eaten * share * (1 + normal(0.05)))
        person.intake[date] = LoggedIntake(kcal: logged, entryCount: 12)
      }
      mass += (eaten - burned) / EnergyEstimate.energyDensity
    }
    return person
  }
}
