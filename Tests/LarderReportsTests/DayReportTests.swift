import LarderModel
import LarderReports
import Testing

@Suite("Day report")
struct DayReportTests {
  func report(
    kcal: Double, protein: Double = 0, carbs: Double = 0, fat: Double = 0,
    on text: String = "2026-11-21"
  )
    -> DayReport
  {
    let date = Fixtures.date(text)
    let day = Day(
      date: date,
      meals: [
        MealLog(
          slot: "lunch",
          entries: [
            Entry(
              kind: .freeText("meal", nil),
              snapshot: Nutrients(kcal: kcal, protein: protein, carbs: carbs, fat: fat))
          ])
      ])
    return DayReport(date: date, journal: Fixtures.journal(days: [day]))
  }

  @Test func percentagesOfHugeSumsAreClampedNotTrapped() {
    // A day of entries of a billion kcal each, against a goal of 2,000 kcal.
    #expect(Display.percentValue(1e18 / 2000) == 1_000_000_000_000_000)
    #expect(Display.percentValue(-1e300) == -1_000_000_000_000_000)
    #expect(Display.percentValue(.infinity) == 1_000_000_000_000_000)
    #expect(Display.percentValue(.nan) == 0)
    #expect(Display.percentValue(123_456.785) == 12_345_679)
  }

  @Test("1,200 of 2,000 kcal is 60 % with 800 kcal remaining")
  func caloriesRemaining() {
    let calories = report(kcal: 1_200).calories
    #expect(calories.goal == 2_000)
    #expect(Display.percent(calories.fraction!) == "60%")
    #expect(calories.status == .remaining(800))
    #expect(Display.kcal(calories.consumed) == "1,200")
  }

  @Test("2,100 of 2,000 kcal is 105 % and 100 kcal over goal")
  func caloriesOver() {
    let calories = report(kcal: 2_100).calories
    #expect(Display.percent(calories.fraction!) == "105%")
    #expect(calories.status == .over(100))
  }

  @Test("before the first goal there is no goal: totals only")
  func noGoal() {
    let report = report(kcal: 1_200, on: "2026-07-31")
    #expect(report.goal == nil)
    #expect(report.calories.status == .noGoal)
    #expect(report.calories.fraction == nil)
    #expect(report.macros.allSatisfy { $0.fraction == nil })
  }

  @Test("a goal change mid-month judges each day by the goal in force then")
  func goalChangeMidMonth() {
    #expect(report(kcal: 1_100, on: "2026-11-14").calories.status == .remaining(1_100))
    #expect(report(kcal: 1_100, on: "2026-11-15").calories.status == .remaining(900))
  }

  @Test("80/150/50 g against 100/200/60 g is 80 %, 75 %, 83 %, with 4/4/9 energy shares")
  func macros() {
    let macros = report(kcal: 1_370, protein: 80, carbs: 150, fat: 50).macros
    #expect(macros.map(\.macro) == [.protein, .carbs, .fat])
    #expect(macros.map { Display.percent($0.fraction!) } == ["80%", "75%", "83%"])
    // 320 + 600 + 450 = 1,370 kcal from macronutrients.
    #expect(macros.map { Display.percent($0.energyShare) } == ["23%", "44%", "33%"])
    #expect(macros.allSatisfy { $0.excess == nil })
    let over = report(kcal: 2_000, protein: 120, carbs: 150, fat: 50).macros[0]
    #expect(Display.percent(over.fraction!) == "120%")
    #expect(over.excess == 20)
  }

  @Test("categories show MISSING only below target, over only for upper bounds; on target n/m")
  func adherence() {
    let date = Fixtures.date("2026-11-21")
    var journal = Fixtures.journal()
    journal.days[date] = Day(
      date: date,
      meals: [
        MealLog(
          slot: "lunch",
          entries: [
            Entry(kind: .portions(category: "Unsweetened Drinks", amount: 1.2)),
            Entry(kind: .portions(category: "Vegetables", amount: 5)),
            Entry(kind: .portions(category: "Fruit", amount: 0.5)),
            Entry(kind: .portions(category: "Starchy Sides", amount: 3.1)),
            Entry(kind: .portions(category: "Protein Sources", amount: 1.2)),
            Entry(kind: .portions(category: "Dairy", amount: 2.9)),
            Entry(kind: .portions(category: "Oils / Fats / Nuts", amount: 2)),
            Entry(kind: .portions(category: "Treats", amount: 1.5)),
          ])
      ],
      activity: [Entry(kind: .activity(name: "running", minutes: 30))])
    let report = DayReport(date: date, journal: journal)
    let evaluations = report.categories.map(\.evaluation)
    #expect(evaluations[0] == .met)
    #expect(evaluations[1] == .met)
    #expect(evaluations[2] == .missing(1.5))
    #expect(evaluations[3] == .met)
    #expect(abs(report.categories[4].amount - 1.2) < 1e-12)
    guard case .over(let protein) = evaluations[4] else {
      Issue.record("protein 1.2 against exactly 1 should be over")
      return
    }
    #expect(abs(protein - 0.2) < 1e-12)
    #expect(evaluations[5] == .met)
    #expect(evaluations[6] == .met)
    #expect(evaluations[7] == .over(0.5))
    #expect(evaluations[8] == .met)
    #expect(report.onTargetCount == 6)
    #expect(report.enabledCategories.count == 9)
    #expect(!report.isOnTarget)

    journal.categories[2].isEnabled = false
    journal.categories[4].isEnabled = false
    journal.categories[7].isEnabled = false
    let fewer = DayReport(date: date, journal: journal)
    #expect(fewer.onTargetCount == 6)
    #expect(fewer.enabledCategories.count == 6)
    #expect(fewer.isOnTarget)
  }

  @Test("a day without a file has zero totals and every category missing or met")
  func emptyDay() {
    let report = DayReport(date: Fixtures.date("2026-11-21"), journal: Fixtures.journal())
    #expect(report.totals.nutrients == .zero)
    #expect(report.calories.status == .remaining(2_000))
    // Only Treats (at most 1) is met with nothing logged.
    #expect(report.onTargetCount == 1)
  }
}
