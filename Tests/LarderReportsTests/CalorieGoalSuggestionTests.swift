import LarderModel
import LarderReports
import Testing

/// The calorie goal that follows the expenditure, worked by hand.
@Suite struct CalorieGoalSuggestionTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 26)!

  static func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  static func profile(target: Double?, inDays days: Int?) -> Profile {
    Profile(targetWeightKilograms: target, targetDate: days.map { today.adding(days: $0) })
  }

  @Test func aDateWithinReachIsMetOnSchedule() {
    // 4 kg to lose in 140 days (20 weeks) is 0.2 kg a week, under 1 % of 84 kg and a
    // quarter of 4 kg; 7,700 × −0.2 / 7 = −220 kcal a day.
    let suggestion = CalorieGoalSuggestion(
      expenditure: 2_513, currentKilograms: 84, profile: Self.profile(target: 80, inDays: 140),
      today: Self.today)
    #expect(suggestion.pace == .onSchedule)
    #expect(suggestion.requiredWeeklyChange.map { Self.close($0, -0.2) } == true)
    #expect(Self.close(suggestion.safeWeeklyChange, 0.84))
    #expect(Self.close(suggestion.weeklyChange, -0.2))
    #expect(Self.close(suggestion.dailyBalance, -220))
    #expect(Self.close(suggestion.exactKcal, 2_293))
    #expect(suggestion.kcal == 2_290)
    #expect(suggestion.kind == .deficit)
  }

  @Test func aRushedDateIsHeldToOnePercentOfBodyWeight() {
    // 10 kg in 28 days asks 2.5 kg a week; 1 % of 100 kg is 1 kg: 7,700 / 7 = 1,100 kcal.
    let suggestion = CalorieGoalSuggestion(
      expenditure: 3_000, currentKilograms: 100, profile: Self.profile(target: 90, inDays: 28),
      today: Self.today)
    #expect(suggestion.pace == .heldToSafeRate)
    #expect(Self.close(suggestion.weeklyChange, -1))
    #expect(suggestion.kcal == 1_900)
  }

  @Test func nearTheTargetAQuarterOfWhatRemainsAWeek() {
    // 2 kg left with a week to go: a quarter of 2 kg, 0.5 kg a week, under 1 % of 70 kg.
    let suggestion = CalorieGoalSuggestion(
      expenditure: 2_200, currentKilograms: 70, profile: Self.profile(target: 68, inDays: 7),
      today: Self.today)
    #expect(Self.close(suggestion.safeWeeklyChange, 0.5))
    #expect(suggestion.pace == .heldToSafeRate)
    #expect(suggestion.kcal == 1_650)
  }

  @Test func withoutADateOrPastItTheSafeRate() {
    for days in [nil, 0, -30] {
      let suggestion = CalorieGoalSuggestion(
        expenditure: 2_000, currentKilograms: 60, profile: Self.profile(target: 66, inDays: days),
        today: Self.today)
      #expect(suggestion.pace == .noDate)
      // Gaining: 1 % of 60 kg is 0.6 kg a week, +660 kcal.
      #expect(Self.close(suggestion.weeklyChange, 0.6))
      #expect(suggestion.kcal == 2_660)
      #expect(suggestion.kind == .surplus)
    }
  }

  @Test func atOrWithoutATargetMaintain() {
    let at = CalorieGoalSuggestion(
      expenditure: 2_345, currentKilograms: 70.5, profile: Self.profile(target: 70, inDays: 60),
      today: Self.today)
    #expect(at.pace == .atTarget)
    #expect(at.kcal == 2_350)
    #expect(at.kind == .maintenance)
    let none = CalorieGoalSuggestion(
      expenditure: 2_344, currentKilograms: 70, profile: Profile(), today: Self.today)
    #expect(none.pace == .noTarget)
    #expect(none.kcal == 2_340)
  }

  @Test func neverUnderTwelveHundred() {
    let suggestion = CalorieGoalSuggestion(
      expenditure: 1_500, currentKilograms: 60, profile: Self.profile(target: 50, inDays: 30),
      today: Self.today)
    // 0.6 kg a week is 660 kcal a day: 840, raised to 1,200.
    #expect(Self.close(suggestion.exactKcal, 840))
    #expect(suggestion.isAtFloor)
    #expect(suggestion.kcal == 1_200)
  }
}
