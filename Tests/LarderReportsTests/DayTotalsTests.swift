import LarderModel
import LarderReports
import Testing

@Suite("Day totals")
struct DayTotalsTests {
  let today = Fixtures.date("2026-11-21")

  /// The day of FORMAT.md §3.3, plus a recipe logged by hand and an orphan-free activity.
  var day: Day {
    Day(
      date: today,
      meals: [
        MealLog(
          slot: "breakfast",
          entries: [
            Fixtures.food(
              "oatmeal, dry", 60, at: "07:40",
              snapshot: Nutrients(kcal: 228, protein: 7.9, carbs: 40.6, fat: 3.9),
              portions: [CategoryPortion(category: "starchy sides", amount: 1)]),
            // No snapshot: 200 ml of milk is 2 × 62 kcal and one dairy portion.
            Fixtures.food("whole milk", 200, .milliliter, at: "07:40"),
          ]),
        MealLog(
          slot: "lunch",
          entries: [
            Entry(
              time: Fixtures.time("12:30"),
              kind: .freeText("chicken salad", Quantity(1, .serving)),
              snapshot: Nutrients(kcal: 412, protein: 38, carbs: 12, fat: 23)),
            Fixtures.food(
              "chicken breast, grilled", 120,
              snapshot: Nutrients(kcal: 198, protein: 36, carbs: 0, fat: 4.3),
              portions: [CategoryPortion(category: "protein sources", amount: 1)],
              component: true),
            // A component without a snapshot counts its food's portion: 2 medium apples.
            Fixtures.food("apple", 2, .measure("medium"), component: true),
            Entry(
              time: Fixtures.time("12:30"),
              kind: .portions(category: "vegetables", amount: 1.5)),
          ]),
        MealLog(
          slot: "dinner",
          entries: [
            Entry(
              time: Fixtures.time("19:10"),
              kind: .freeText("restaurant curry", Quantity(1, .serving)),
              snapshot: Nutrients(kcal: 850, protein: 30, carbs: 90, fat: 38)),
            // One serving of two: 60 g oats (1 portion) and 200 ml milk (1 portion),
            // 0.6 × 379 + 2 × 62 = 351.4 kcal.
            Fixtures.food("overnight oats"),
          ]),
      ],
      activity: [
        Entry(
          time: Fixtures.time("18:00"), kind: .activity(name: "running", minutes: 35),
          snapshot: Nutrients(kcal: 300))
      ])
  }

  @Test("nutrition sums non-component entries: snapshots first, else the library")
  func nutrition() {
    let totals = DayTotals(day: day, journal: Fixtures.journal())
    // 228 + 124 + 412 + 850 + 351.4 = 1,965.4 kcal; components are inside the salad's 412.
    #expect(abs(totals.nutrients.kcal - 1_965.4) < 1e-9)
    #expect(totals.entryCount == 6)
    #expect(totals.unresolved.isEmpty)
    #expect(totals.burnedKcal == 300)
  }

  @Test("category amounts come from snapshots, foods, components, recipes and activity")
  func categories() {
    let totals = DayTotals(day: day, journal: Fixtures.journal())
    // Oatmeal snapshot 1 + recipe oats 1.
    #expect(totals.amount(of: "Starchy Sides") == 2)
    // Milk 200 ml 1 + recipe milk 1.
    #expect(totals.amount(of: "Dairy") == 2)
    #expect(totals.amount(of: "Protein Sources") == 1)
    #expect(totals.amount(of: "Fruit") == 2)
    #expect(totals.amount(of: "Vegetables") == 1.5)
    #expect(totals.amount(of: "Sports") == 35)
    #expect(totals.activityMinutes == 35)
    #expect(totals.amount(of: "Treats") == 0)
  }

  @Test("a composite with components counts categories through them only")
  func compositeCategories() {
    let salad = Day(
      date: today,
      meals: [
        MealLog(
          slot: "lunch",
          entries: [
            Fixtures.food(
              "overnight oats", 1, .serving, snapshot: Nutrients(kcal: 351),
              portions: [CategoryPortion(category: "starchy sides", amount: 1)]),
            Fixtures.food(
              "oats", 60, snapshot: Nutrients(kcal: 227),
              portions: [CategoryPortion(category: "starchy sides", amount: 1)], component: true),
          ])
      ])
    let totals = DayTotals(day: salad, journal: Fixtures.journal())
    #expect(totals.amount(of: "Starchy Sides") == 1)
    #expect(totals.nutrients.kcal == 351)
  }

  @Test("an unknown food or a quantity its food cannot convert is left out and reported")
  func unresolved() {
    let day = Day(
      date: today,
      meals: [
        MealLog(
          slot: "lunch",
          entries: [
            Fixtures.food("chiken breast", 150),
            Fixtures.food("oats", 1, .piece),
            Fixtures.food("apple", 1, .measure("medium")),
          ])
      ])
    let totals = DayTotals(day: day, journal: Fixtures.journal())
    #expect(totals.nutrients.kcal == 95)
    #expect(
      totals.unresolved.map(\.error) == [
        .unknownName("chiken breast"),
        .conversion(.unknownMeasure(food: "Oatmeal, dry", measure: "piece")),
      ])
    #expect(totals.amount(of: "Fruit") == 1)
  }

  @Test("what was eaten, alone, is what the totals count: entries, components, activity")
  func eatenMatchesTheTotals() {
    let orphan = Fixtures.food(
      "apple", 1, .measure("medium"), snapshot: Nutrients(kcal: 95), component: true)
    let walk = Entry(kind: .activity(name: "walk", minutes: 20), snapshot: Nutrients(kcal: 90))
    let unknown = Fixtures.food("chiken breast", 150)
    var days = [day]
    days.append(
      Day(
        date: today,
        meals: [MealLog(slot: "lunch", entries: [orphan, walk, unknown] + day.entries)]))
    for day in days {
      let totals = DayTotals(day: day, journal: Fixtures.journal())
      let eaten = DayTotals.eaten(in: day, library: Fixtures.library)
      #expect(eaten.nutrients == totals.nutrients)
      #expect(eaten.entryCount == totals.entryCount)
    }
    // The orphan apple and the walk add nothing; the unknown food counts as an entry.
    #expect(DayTotals.eaten(in: days[1], library: Fixtures.library).entryCount == 7)
  }

  @Test("a category entry counts its own amount even with a snapshot")
  func categoryEntryWithSnapshot() {
    let day = Day(
      date: today,
      meals: [
        MealLog(
          slot: "lunch",
          entries: [
            Entry(
              kind: .portions(category: "Vegetables", amount: 1.5),
              snapshot: Nutrients(kcal: 40))
          ])
      ])
    let totals = DayTotals(day: day, journal: Fixtures.journal())
    #expect(totals.amount(of: "Vegetables") == 1.5)
    #expect(totals.nutrients.kcal == 40)
  }

  @Test("activity minutes count toward the activity category wherever they are logged")
  func activityInMealSlot() {
    let day = Day(
      date: today,
      meals: [
        MealLog(
          slot: "dinner",
          entries: [
            Entry(kind: .activity(name: "walk", minutes: 20), snapshot: Nutrients(kcal: 90))
          ])
      ],
      activity: [Entry(kind: .activity(name: "yoga", minutes: 15))])
    let totals = DayTotals(day: day, journal: Fixtures.journal())
    #expect(totals.amount(of: "Sports") == 35)
    #expect(totals.burnedKcal == 90)
    #expect(totals.nutrients == .zero)
    #expect(totals.entryCount == 0)
  }

  @Test("food portions are rounded to 0.1 per entry, as the portion system says")
  func portionRounding() {
    // 50 g of 60 g is 0.833… portions, counted as 0.8; twice is 1.6, not 1.7.
    let day = Day(
      date: today,
      meals: [
        MealLog(slot: "breakfast", entries: [Fixtures.food("oats", 50), Fixtures.food("oats", 50)])
      ])
    let totals = DayTotals(day: day, journal: Fixtures.journal())
    #expect(abs(totals.amount(of: "Starchy Sides") - 1.6) < 1e-12)
  }
}
