import LarderModel

/// A small journal shared by the report tests: the default plan, a library of four foods and a
/// recipe, and a goal that changes on 15 November 2026.
enum Fixtures {
  static let oatmeal = Food(
    name: "Oatmeal, dry", aliases: ["oats"],
    nutrition: Nutrients(kcal: 379, protein: 13.2, carbs: 67.7, fat: 6.5),
    category: "Starchy Sides", portion: Quantity(60, .gram))
  static let milk = Food(
    name: "Whole milk", serving: Quantity(100, .milliliter),
    nutrition: Nutrients(kcal: 62, protein: 3.2, carbs: 4.9, fat: 3.3),
    category: "Dairy", portion: Quantity(200, .milliliter))
  static let chicken = Food(
    name: "Chicken breast, grilled",
    nutrition: Nutrients(kcal: 165, protein: 31, carbs: 0, fat: 3.6),
    category: "Protein Sources", portion: Quantity(120, .gram))
  static let apple = Food(
    name: "Apple", serving: Quantity(1, .measure("medium")),
    nutrition: Nutrients(kcal: 95, protein: 0.5, carbs: 25, fat: 0.3),
    measures: [Measure(name: "medium", quantity: Quantity(182, .gram))],
    category: "Fruit", portion: Quantity(1, .measure("medium")))
  static let overnightOats = Recipe(
    name: "Overnight oats",
    ingredients: [
      Ingredient(name: "oats", quantity: Quantity(120, .gram)),
      Ingredient(name: "whole milk", quantity: Quantity(400, .milliliter)),
    ],
    servings: 2)

  static let library = FoodLibrary(
    foods: [oatmeal, milk, chicken, apple], recipes: [overnightOats])

  static let goals = GoalHistory([
    .init(date: date("2026-08-01"), goal: Goal(kcal: 2_200, protein: 140, carbs: 250, fat: 70)),
    .init(date: date("2026-11-15"), goal: Goal(kcal: 2_000, protein: 100, carbs: 200, fat: 60)),
  ])

  static func journal(days: [Day] = []) -> Journal {
    Journal(
      settings: Settings(goals: goals), library: library,
      days: Dictionary(uniqueKeysWithValues: days.map { ($0.date, $0) }))
  }

  static func date(_ text: String) -> CalendarDate {
    CalendarDate(text)!
  }

  static func time(_ text: String) -> ClockTime {
    ClockTime(text)!
  }

  static func food(
    _ name: Name, _ amount: Double? = nil, _ unit: Unit = .gram, at time: String? = nil,
    snapshot: Nutrients? = nil, portions: [CategoryPortion]? = nil, component: Bool = false
  ) -> Entry {
    Entry(
      time: time.map(Fixtures.time), kind: .food(name, amount.map { Quantity($0, unit) }),
      snapshot: snapshot, portions: portions, isComponent: component)
  }
}
