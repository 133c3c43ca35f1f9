import LarderModel
import LarderReports
import Testing

@Suite("Daily score")
struct DailyScoreTests {
  /// The default categories and compensation, scored on `amounts` by category name.
  func score(
    _ amounts: [Name: Double], categories: [Category] = Category.defaults
  ) -> DailyScore {
    DailyScore(categories: categories, compensation: CompensationRule.defaults) {
      amounts[$0] ?? 0
    }!
  }

  let base: [Name: Double] = [
    "Unsweetened Drinks": 1.5, "Vegetables": 1.5, "Fruit": 2, "Starchy Sides": 3,
    "Protein Sources": 1, "Dairy": 2, "Oils / Fats / Nuts": 2.5, "Treats": 2, "Sports": 20,
  ]

  @Test("a mixed day scores by hand-computed penalties and weights")
  func handComputed() {
    let result = score(base)
    // Drinks 1.5 in 1–2: 100.                                       × 0.10 = 10
    // Vegetables 1.5 under 3: 50 × (1.5 / 1.5) × 1 = 50 → 50.        × 0.12 = 6
    // Fruit 2: 100.                                                  × 0.08 = 8
    // Starchy 3: 100.                                                × 0.12 = 12
    // Protein 1: 100.                                                × 0.12 = 12
    // Dairy 2 under 2.9: 50 × (0.9 / 1) × 1 = 45 → 55.               × 0.08 = 4.4
    // Oils 2.5: 100.                                                 × 0.06 = 6
    // Treats 2 over 1, no sport surplus: 50 × 1² × 1.5 = 75 → 25.    × 0.12 = 3
    // Sports 20 under 30: 50 × (10 / 15) × 1 = 33.3 → 66.7.          × 0.20 = 13.3
    // Sum: 74.73…
    #expect(abs(result.score - (10 + 6 + 8 + 12 + 12 + 4.4 + 6 + 3 + 40.0 / 3)) < 1e-9)
    #expect(result.roundedScore == 75)
    #expect(result.band == .yellow)
    let dairy = result.categories[5]
    #expect(dairy.category == "Dairy")
    #expect(abs(dairy.deviation - -0.9) < 1e-12)
    #expect(abs(dairy.penalty - 45) < 1e-9)
    #expect(dairy.preferredLower == 2.9)
    #expect(dairy.preferredUpper == 3.1)
    #expect(abs(dairy.contribution - 4.4) < 1e-9)
    #expect(result.categories.allSatisfy { $0.compensation == nil })
  }

  @Test("sports surplus offsets treats overage fully")
  func fullCompensation() {
    var amounts = base
    amounts["Sports"] = 60
    let result = score(amounts)
    // Treats overage 2 − 1 = 1; sports surplus 60 − 30 = 30, worth 30 / 15 = 2 portions;
    // offset = min(1, 2, 2) = 1, so treats are scored at 1: 100. Sports 60 ≥ 30: 100.
    // Sum: 10 + 6 + 8 + 12 + 12 + 4.4 + 6 + 12 + 20 = 90.4.
    #expect(abs(result.score - 90.4) < 1e-9)
    #expect(result.band == .green)
    let treats = result.categories[7]
    #expect(treats.adjustedAmount == 1)
    #expect(treats.compensation == .init(offsetBy: "Sports", offset: 1, surplusUsed: 15))
    #expect(treats.score == 100)
  }

  @Test("a small surplus offsets part of the overage")
  func partialCompensation() {
    var amounts = base
    amounts["Sports"] = 45
    amounts["Treats"] = 3
    let result = score(amounts)
    // Overage 2; surplus 15 min = 1 portion; offset 1; treats scored at 2: over 1 → 25.
    // Sum: 10 + 6 + 8 + 12 + 12 + 4.4 + 6 + 3 + 20 = 81.4.
    #expect(abs(result.score - 81.4) < 1e-9)
    #expect(result.categories[7].adjustedAmount == 2)
  }

  @Test("the offset stops at max offset")
  func maximumOffset() {
    var amounts = base
    amounts["Sports"] = 120
    amounts["Treats"] = 3.5
    let result = score(amounts)
    // Overage 2.5; surplus 90 min = 6 portions; offset min(2.5, 6, 2) = 2; treats at 1.5:
    // 50 × 0.5² × 1.5 = 18.75 → 81.25 × 0.12 = 9.75.
    // Sum: 10 + 6 + 8 + 12 + 12 + 4.4 + 6 + 9.75 + 20 = 88.15.
    #expect(abs(result.score - 88.15) < 1e-9)
    #expect(result.categories[7].compensation?.offset == 2)
  }

  @Test("scores clamp at 0 and capped overs cost nothing")
  func clampAndCap() {
    var amounts = base
    amounts["Treats"] = 4
    amounts["Unsweetened Drinks"] = 5
    amounts["Sports"] = 200
    let result = score(amounts)
    // Treats: overage 3, sports surplus 170 min = 11.3 portions, offset 2 → treats at 2:
    // 25. Drinks 5 above 2 with cap over: 100.
    #expect(result.categories[0].score == 100)
    #expect(result.categories[0].penalty == 0)
    #expect(result.categories[7].score == 25)
    var uncompensated = amounts
    uncompensated["Sports"] = 0
    // Treats at 4 without sport: 50 × 3² × 1.5 = 675 → clamped to 0.
    let clamped = score(uncompensated)
    #expect(clamped.categories[7].score == 0)
    #expect(clamped.categories[7].penalty == 675)
  }

  @Test("a category whose over is capped spends no surplus of its compensator")
  func cappedIsNotCompensated() {
    var categories = Category.defaults
    categories[7].scoreProfile.capsOver = true
    var amounts = base
    amounts["Sports"] = 60
    let result = score(amounts, categories: categories)
    #expect(result.categories[7].compensation == nil)
    #expect(result.categories[7].score == 100)
  }

  @Test("weights are renormalised over enabled categories")
  func renormalisedWeights() {
    var categories = Category.defaults
    for index in categories.indices where ![1, 8].contains(index) {
      categories[index].isEnabled = false
    }
    let result = score(["Vegetables": 1.5, "Sports": 0], categories: categories)
    // Vegetables 50 with weight 0.12 / 0.32 = 0.375; Sports 0 under by 30:
    // 50 × 2 × 1 = 100 → 0 with weight 0.625. Score 0.375 × 50 = 18.75.
    #expect(result.categories.map(\.category) == ["Vegetables", "Sports"])
    #expect(abs(result.categories[0].weight - 0.375) < 1e-12)
    #expect(abs(result.score - 18.75) < 1e-9)
    #expect(result.band == .red)
    let none = Category.defaults.map { category -> Category in
      var disabled = category
      disabled.isEnabled = false
      return disabled
    }
    #expect(DailyScore(categories: none, compensation: []) { _ in 0 } == nil)
  }

  @Test("a perfect day scores 100")
  func perfectDay() {
    let amounts: [Name: Double] = [
      "Unsweetened Drinks": 2, "Vegetables": 4, "Fruit": 2, "Starchy Sides": 3.1,
      "Protein Sources": 0.9, "Dairy": 3, "Oils / Fats / Nuts": 2, "Treats": 0, "Sports": 45,
    ]
    #expect(abs(score(amounts).score - 100) < 1e-9)
  }

  @Test("bands: green from 85, yellow from 70, red below, judged on the score as shown")
  func bands() {
    #expect(ScoreBand(score: 100) == .green)
    #expect(ScoreBand(score: 85) == .green)
    #expect(ScoreBand(score: 84.5) == .green)
    #expect(ScoreBand(score: 84.4) == .yellow)
    #expect(ScoreBand(score: 70) == .yellow)
    #expect(ScoreBand(score: 69.5) == .yellow)
    #expect(ScoreBand(score: 69.4) == .red)
    #expect(ScoreBand(score: 0) == .red)
  }

  @Test("the score of a journal day uses its totals and compensation")
  func journalDay() {
    let date = Fixtures.date("2026-11-21")
    let day = Day(
      date: date,
      meals: [
        MealLog(slot: "dinner", entries: [Entry(kind: .portions(category: "treats", amount: 2))])
      ],
      activity: [Entry(kind: .activity(name: "cycling", minutes: 45))])
    let result = DailyScore(date: date, journal: Fixtures.journal(days: [day]))!
    let treats = result.categories.first { $0.category == "Treats" }!
    // Sports surplus 15 min offsets one of the two treat portions: treats at 1 score 100.
    #expect(treats.compensation?.offset == 1)
    #expect(treats.score == 100)
  }
}
