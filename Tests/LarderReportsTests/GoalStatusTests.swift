import LarderReports
import Testing

@Suite("Calendar goal status")
struct GoalStatusTests {
  @Test(
    "boundaries against a 2,000 kcal goal: 95 % and 105 % are met, 90 % and 110 % close",
    arguments: [
      (2_000.0, GoalStatus.met), (1_900, .met), (2_100, .met), (1_899, .close), (2_101, .close),
      (1_800, .close), (2_200, .close), (1_799, .under), (2_201, .over), (0, .under),
      (1_899.9, .close), (2_100.1, .close),
    ])
  func boundaries(_ kcal: Double, _ status: GoalStatus) {
    #expect(GoalStatus(kcal: kcal, goal: 2_000, hasEntries: true) == status)
  }

  @Test(
    "the percent shown never contradicts the status: 1,799 of 2,000 is under, so 89 %",
    arguments: [
      (1_799.0, 89), (1_800, 90), (1_899, 94), (1_900, 95), (2_100, 105), (2_101, 106),
      (2_200, 110), (2_201, 111), (1_000, 50), (2_000, 100),
    ])
  func percent(_ kcal: Double, _ percent: Int) {
    #expect(GoalStatus.percent(kcal: kcal, goal: 2_000) == percent)
    #expect(CalorieProgress(consumed: kcal, goal: 2_000).percent == percent)
  }

  @Test("no percent without a positive goal")
  func percentWithoutGoal() {
    #expect(GoalStatus.percent(kcal: 1_000, goal: nil) == nil)
    #expect(GoalStatus.percent(kcal: 1_000, goal: 0) == nil)
  }

  @Test("boundaries hold for goals whose percentages are not round numbers")
  func unevenGoal() {
    // 95 % of 2,150 is 2,042.5; 110 % is 2,365.
    #expect(GoalStatus(kcal: 2_042.5, goal: 2_150, hasEntries: true) == .met)
    #expect(GoalStatus(kcal: 2_042.4, goal: 2_150, hasEntries: true) == .close)
    #expect(GoalStatus(kcal: 2_365, goal: 2_150, hasEntries: true) == .close)
    #expect(GoalStatus(kcal: 2_365.1, goal: 2_150, hasEntries: true) == .over)
    // Snapshot decimals summing to 95 % exactly must not fall to close by binary drift:
    // 841.8 + 563.4 + 494.8 is 1,899.9999999999998 in doubles.
    let kcal = [841.8, 563.4, 494.8].reduce(0, +)
    #expect(kcal < 1_900)
    #expect(GoalStatus(kcal: kcal, goal: 2_000, hasEntries: true) == .met)
  }

  @Test("no entries is blank, whatever the goal; entries without a goal are neutral")
  func emptyAndNoGoal() {
    #expect(GoalStatus(kcal: 0, goal: 2_000, hasEntries: false) == .noEntries)
    #expect(GoalStatus(kcal: 0, goal: nil, hasEntries: false) == .noEntries)
    #expect(GoalStatus(kcal: 1_500, goal: nil, hasEntries: true) == .noGoal)
    #expect(GoalStatus(kcal: 1_500, goal: 0, hasEntries: true) == .noGoal)
  }

  @Test("every status has a distinct symbol and word")
  func symbols() {
    #expect(Set(GoalStatus.allCases.map(\.symbol)).count == GoalStatus.allCases.count)
    #expect(Set(GoalStatus.allCases.map(\.word)).count == GoalStatus.allCases.count)
  }
}
