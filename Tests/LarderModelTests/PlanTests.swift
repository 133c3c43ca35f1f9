import LarderModel
import Testing

@Suite("Targets, meal slots and goals")
struct PlanTests {
  @Test("at least: missing below the target, never over")
  func atLeast() {
    let rule = TargetRule.atLeast(3)
    #expect(rule.evaluate(1.5) == .missing(1.5))
    #expect(rule.evaluate(3) == .met)
    #expect(rule.evaluate(9) == .met)
    #expect(TargetRule.atLeast(0.3).evaluate(0.1 + 0.2) == .met)
  }

  @Test("at most: over above the target, never missing")
  func atMost() {
    let rule = TargetRule.atMost(1)
    #expect(rule.evaluate(0) == .met)
    #expect(rule.evaluate(1) == .met)
    #expect(rule.evaluate(1.5) == .over(0.5))
  }

  @Test("range: missing below the lower bound, over above the upper, bounds inclusive")
  func range() {
    let rule = TargetRule.range(1, 2)
    #expect(rule.evaluate(0.8) == .missing(0.19999999999999996))
    #expect(rule.evaluate(1) == .met)
    #expect(rule.evaluate(2) == .met)
    #expect(rule.evaluate(2.5) == .over(0.5))
  }

  @Test("exactly: met within ±0.1 inclusive; missing and over measured from the value")
  func exactly() {
    let rule = TargetRule.exactly(3)
    #expect(rule.evaluate(2.9) == .met)
    #expect(rule.evaluate(3.1) == .met)
    #expect(rule.evaluate(0.1 * 29) == .met)
    #expect(rule.evaluate(2.89) == .missing(3 - 2.89))
    #expect(rule.evaluate(3.11) == .over(3.11 - 3))
    #expect(rule.evaluate(1.5) == .missing(1.5))
    #expect(TargetRule.exactly(1).evaluate(0) == .missing(1))
  }

  @Test("targets have a canonical spelling and reject negative or reversed bounds")
  func targetText() {
    #expect(TargetRule.exactly(3).description == "exactly 3")
    #expect(TargetRule.atLeast(2.5).description == "at least 2.5")
    #expect(TargetRule.atMost(1).description == "at most 1")
    #expect(TargetRule.range(1, 2).description == "1 to 2")
    #expect(TargetRule.range(2, 1).isValid == false)
    #expect(TargetRule.atLeast(-1).isValid == false)
    #expect(TargetRule.range(1, 1).isValid)
  }

  @Test("the default slot is the first non-manual slot whose window holds the time")
  func defaultSlots() {
    let slots = MealSlot.defaults
    func slot(_ time: String) -> String? { slots.defaultSlot(at: ClockTime(time)!)?.name.text }
    #expect(slot("07:40") == "Breakfast")
    #expect(slot("10:00") == "Morning Snack")
    #expect(slot("11:29") == "Morning Snack")
    #expect(slot("11:30") == "Lunch")
    #expect(slot("23:59") == "Late Night")
    #expect(slot("00:00") == "Midnight")
    #expect(slot("03:59") == "Midnight")
    #expect(slot("04:00") == "Breakfast")
  }

  @Test("windows may wrap midnight; manual slots are skipped; no window means no slot")
  func wrapAndManual() {
    let slots = [
      MealSlot(name: "Brunch", window: window("10:00", "13:00"), isManual: true),
      MealSlot(name: "Lunch", window: window("11:30", "14:00")),
      MealSlot(name: "Night", window: window("21:00", "01:00")),
      MealSlot(name: "Anytime", window: nil),
    ]
    #expect(slots.defaultSlot(at: ClockTime("10:30")!) == nil)
    #expect(slots.defaultSlot(at: ClockTime("12:00")!)?.name == "Lunch")
    #expect(slots.defaultSlot(at: ClockTime("21:00")!)?.name == "Night")
    #expect(slots.defaultSlot(at: ClockTime("00:59")!)?.name == "Night")
    #expect(slots.defaultSlot(at: ClockTime("01:00")!) == nil)
    #expect(slots.slot(named: "brunch")?.isManual == true)
  }

  func window(_ start: String, _ end: String) -> MealWindow {
    MealWindow(start: ClockTime(start)!, end: ClockTime(end)!)
  }

  @Test("a calorie goal outside 500–5,000 kcal is an error; 500 and 5,000 are fine")
  func goalRange() {
    #expect(Goal(kcal: 499).issues == [.kcalOutOfRange(499)])
    #expect(Goal(kcal: 500).issues.isEmpty)
    #expect(Goal(kcal: 5_000).issues.isEmpty)
    #expect(Goal(kcal: 5_001).issues == [.kcalOutOfRange(5_001)])
  }

  @Test("macros more than 10 % off the calorie goal are a warning; exactly 10 % is not")
  func goalMacros() {
    // 4 × 150 + 4 × 200 + 9 × 65 = 1,985 kcal against 2,000: 0.75 % off.
    #expect(Goal(kcal: 2_000, protein: 150, carbs: 200, fat: 65).issues.isEmpty)
    // 4 × 100 + 4 × 200 + 9 × 100 = 2,100 kcal against 2,000: 5 % off.
    #expect(Goal(kcal: 2_000, protein: 100, carbs: 200, fat: 100).issues.isEmpty)
    // 4 × 125 + 4 × 200 + 9 × 100 = 2,200 kcal: exactly 10 % over.
    #expect(Goal(kcal: 2_000, protein: 125, carbs: 200, fat: 100).issues.isEmpty)
    // 4 × 100 + 4 × 170 + 9 × 80 = 1,800 kcal: exactly 10 % under.
    #expect(Goal(kcal: 2_000, protein: 100, carbs: 170, fat: 80).issues.isEmpty)
    // 4 × 126 + 4 × 200 + 9 × 100 = 2,204 kcal: just over 10 %.
    #expect(Goal(kcal: 2_000, protein: 126, carbs: 200, fat: 100).issues.count == 1)
    // 4 × 100 + 4 × 300 + 9 × 90 = 2,410 kcal: 20.5 % off.
    let issues = Goal(kcal: 2_000, protein: 100, carbs: 300, fat: 90).issues
    #expect(issues == [.macroMismatch(macroEnergy: 2_410, kcal: 2_000)])
    #expect(issues.allSatisfy { $0.isWarning })
    #expect(Goal(kcal: 2_000, protein: 100).issues.isEmpty)
    #expect(
      Goal(kcal: 2_000, protein: 150, carbs: 200, fat: 65, kind: .deficit).description
        == "2000 kcal 150p 200c 65f deficit")
  }

  @Test("the goal in force is the latest dated on or before the day; none before the first")
  func goalHistory() throws {
    let maintenance = Goal(kcal: 2_200, kind: .maintenance)
    let deficit = Goal(kcal: 2_000, kind: .deficit)
    let history = GoalHistory([
      .init(date: CalendarDate("2026-11-15")!, goal: deficit),
      .init(date: CalendarDate("2026-08-01")!, goal: maintenance),
    ])
    #expect(history.goal(on: CalendarDate("2026-07-31")!) == nil)
    #expect(history.goal(on: CalendarDate("2026-08-01")!) == maintenance)
    #expect(history.goal(on: CalendarDate("2026-11-14")!) == maintenance)
    #expect(history.goal(on: CalendarDate("2026-11-15")!) == deficit)
    #expect(history.goal(on: CalendarDate("2030-01-01")!) == deficit)
    var changed = history
    changed.set(Goal(kcal: 1_900), from: CalendarDate("2026-11-15")!)
    #expect(changed.changes.count == 2)
    #expect(changed.goal(on: CalendarDate("2026-11-20")!)?.kcal == 1_900)
  }

  @Test("the defaults are the nine categories, seven slots, three units and one rule")
  func defaults() {
    #expect(Category.defaults.map(\.name.text).first == "Unsweetened Drinks")
    #expect(Category.defaults.count == 9)
    #expect(Category.defaults.filter(\.isActivity).map(\.name) == ["Sports"])
    #expect(Category.defaults.map(\.scoreProfile.weight).reduce(0, +) == 1.0)
    #expect(MealSlot.defaults.count == 7)
    #expect(CategoryUnit.defaults.map(\.symbol) == ["L", "portions", "min"])
    #expect(CompensationRule.defaults.first?.ratio == 15)
    #expect(CategoryUnit.portions.matches("portion"))
    #expect(CategoryUnit.minutes.matches("Minutes"))
    #expect(CategoryUnit.liters.matches("l"))
    #expect(!CategoryUnit.liters.matches("min"))
  }

  @Test("pounds and inches convert to kilograms and centimetres")
  func bodyUnits() {
    #expect(abs(BodyMetrics.kilograms(pounds: 185.6) - 84.186_743_872) < 1e-9)
    #expect(BodyMetrics.centimeters(inches: 36) == 91.44)
    let metrics = BodyMetrics(date: CalendarDate("2026-11-21")!, weightKilograms: 84.2)
    #expect(abs(metrics.weightPounds! - 185.629_224_76) < 1e-6)
  }
}
