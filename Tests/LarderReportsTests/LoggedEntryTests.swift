import LarderModel
import LarderReports
import Testing

@Suite("Logged entries")
struct LoggedEntryTests {
  static let date = Fixtures.date("2026-11-20")

  /// A day with a composite and its components, an orphan component, a category entry, an
  /// activity in a slot, an untimed line, a night snack and activity.
  static let day = Day(
    date: date,
    meals: [
      MealLog(
        slot: "Breakfast",
        entries: [
          Fixtures.food("oats", 60, at: "07:40"),
          Fixtures.food("whole milk", 200, .milliliter),
        ]),
      MealLog(
        slot: "Lunch",
        entries: [
          Entry(
            time: Fixtures.time("12:30"), kind: .freeText("chicken salad", nil),
            snapshot: Nutrients(kcal: 412, protein: 38, carbs: 12, fat: 23)),
          Fixtures.food(
            "chicken breast, grilled", 120, snapshot: Nutrients(kcal: 198, protein: 36),
            portions: [CategoryPortion(category: "Protein Sources", amount: 1)], component: true),
          Entry(time: Fixtures.time("12:35"), kind: .portions(category: "Vegetables", amount: 1.5)),
          Entry(time: Fixtures.time("13:00"), kind: .activity(name: "walking", minutes: 20)),
        ]),
      MealLog(
        slot: "Midnight",
        entries: [
          Fixtures.food(
            "apple", 1, .measure("medium"), snapshot: Nutrients(kcal: 95),
            portions: [CategoryPortion(category: "Fruit", amount: 1)], component: true),
          Fixtures.food("apple", 1, .measure("medium"), at: "01:30"),
        ]),
    ],
    activity: [
      Entry(
        time: Fixtures.time("18:00"), kind: .activity(name: "running", minutes: 35),
        snapshot: Nutrients(kcal: 300))
    ])

  static let entries = LoggedEntry.entries(
    of: day, library: Fixtures.library, activityCategory: "Sports")

  @Test("the lines add up to the day's totals, nutrition and every category")
  func addsUp() {
    let totals = DayTotals(day: Self.day, library: Fixtures.library, activityCategory: "Sports")
    let counted = Self.entries.filter(\.countsTowardTotals).compactMap(\.nutrients)
      .reduce(Nutrients.zero, +)
    #expect(abs(counted.kcal - totals.nutrients.kcal) < 1e-9)
    #expect(abs(counted.protein - totals.nutrients.protein) < 1e-9)
    for (key, amount) in totals.categoryAmounts {
      let sum = Self.entries.reduce(0.0) { total, line in
        total + line.portions.filter { $0.category.key == key }.reduce(0) { $0 + $1.amount }
      }
      #expect(abs(sum - amount) < 1e-9, "\(key)")
    }
    #expect(Self.entries.count { $0.countsTowardTotals } == totals.entryCount)
  }

  @Test("components belong to their composite; orphans and activities count no energy")
  func roles() {
    let salad = Self.entries[2]
    #expect(salad.countsTowardTotals && salad.portions.isEmpty)
    let chicken = Self.entries[3]
    #expect(chicken.composite?.what == "chicken salad")
    #expect(!chicken.countsTowardTotals)
    #expect(chicken.group == salad.group)
    #expect(chicken.effectiveTime == Fixtures.time("12:30"))
    let walking = Self.entries[5]
    #expect(walking.isActivity && !walking.countsTowardTotals)
    #expect(walking.amount(of: "Sports") == 20)
    let orphan = Self.entries[6]
    #expect(orphan.composite == nil && !orphan.countsTowardTotals)
    #expect(orphan.amount(of: "Fruit") == 1)
    let milk = Self.entries[1]
    #expect(milk.effectiveTime == Fixtures.time("07:40"), "an untimed line takes the time above")
    #expect(milk.amount(of: "Dairy") == 1)
    let running = Self.entries[8]
    #expect(running.place == .activity && running.nutrients?.kcal == 300)
  }

  @Test("most recent first counts from the cutoff and keeps a composite above its components")
  func order() {
    let ordered = LoggedEntry.mostRecentFirst(Self.entries, boundary: .standard)
    #expect(
      ordered.map(\.entry.what) == [
        "apple", "running", "walking", "Vegetables", "chicken salad", "chicken breast, grilled",
        "whole milk", "oats", "apple",
      ])
    #expect(ordered.last?.effectiveTime == nil, "a line with no time at all goes last")
  }

  @Test("the day's lines tell group, time and activity without making the line")
  func linesWithoutMakingThem() {
    let lines = DayLines(day: Self.day, library: Fixtures.library, activityCategory: "Sports")
    #expect(lines.count == Self.entries.count)
    for (position, entry) in Self.entries.enumerated() {
      #expect(lines.group(at: position) == entry.group)
      #expect(lines.effectiveTime(at: position) == entry.effectiveTime)
      #expect(lines.isActivity(at: position) == entry.isActivity)
    }
    #expect(
      lines.mostRecentFirstOrder(boundary: .standard)
        == LoggedEntry.mostRecentFirstOrder(Self.entries, boundary: .standard))
  }

  @Test("a slot's groups come one at a time as they are grouped: orphans stand alone")
  func groupsOneAtATime() {
    let component = Fixtures.food("apple", 1, .measure("medium"), component: true)
    let meal = MealLog(
      slot: "Lunch",
      entries: [component, Fixtures.food("oats", 60), component, component, component])
    var groups: [EntryGroup] = []
    meal.forEachGroup { groups.append($0) }
    #expect(groups.map(\.components.count) == [0, 3])
    #expect(groups.first?.isOrphan == true)
    #expect(groups == meal.groups)
  }
}
