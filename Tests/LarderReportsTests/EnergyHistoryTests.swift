import LarderModel
import LarderReports
import Testing

/// The estimate week by week.
@Suite struct EnergyHistoryTests {
  static let start = CalendarDate(year: 2026, month: 11, day: 1)!

  @Test func oneEstimatePerWeekEachOverItsOwnWindow() throws {
    var intake: [CalendarDate: LoggedIntake] = [:]
    var weighIns: [WeightReading] = []
    for offset in 0..<28 {
      let date = Self.start.adding(days: offset)
      intake[date] = LoggedIntake(kcal: offset < 14 ? 2_000 : 2_500, entryCount: 4)
      weighIns.append(WeightReading(date: date, kilograms: 80 - 0.05 * Double(offset)))
    }
    let today = Self.start.adding(days: 27)
    let history = EnergyHistory(
      weeks: 5, endingOn: today, windowDays: 14, intake: intake, weighIns: weighIns,
      dataStart: Self.start)
    // Five weeks back would end before the data starts: four weeks remain.
    #expect(history.weeks.map(\.last) == [6, 13, 20, 27].map { Self.start.adding(days: $0) })
    // The first week has 7 days: enough counted days, weigh-ins spanning 6 days only.
    #expect(
      history.weeks[0].estimate == .failure(.init(.tooFewWeighIns(count: 7, spanDays: 6))))
    let second = try history.weeks[1].estimate.get()
    #expect(second.window == Self.start...Self.start.adding(days: 13))
    // 2,000 + 7,700 × 0.05, windows of 14 days need no shift.
    #expect(abs(second.expenditure - 2_385) < 1e-6)
    let last = try history.weeks[3].estimate.get()
    #expect(last.window == Self.start.adding(days: 14)...today)
    #expect(abs(last.expenditure - 2_885) < 1e-6)
  }
}
