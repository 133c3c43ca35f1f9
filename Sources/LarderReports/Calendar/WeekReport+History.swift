public import LarderModel

extension WeekReport {
  /// One category over the week: `Vegetables  on target 3/5 days  avg 2.6 portions/day`.
  public struct CategoryWeek: Hashable, Sendable {
    /// The category, with its unit and target.
    public var category: Category
    /// The amount per logged day.
    public var averageAmount: Double
    /// The logged days on which the target was met.
    public var daysOnTarget: Int
    /// The days with meal entries.
    public var daysLogged: Int

    /// Creates a category's week.
    public init(category: Category, averageAmount: Double, daysOnTarget: Int, daysLogged: Int) {
      self.category = category
      self.averageAmount = averageAmount
      self.daysOnTarget = daysOnTarget
      self.daysLogged = daysLogged
    }
  }

  /// The week in detail for `larder week`: each day's report, macronutrients per logged day
  /// and adherence per category.
  public struct Breakdown: Hashable, Sendable {
    /// The seven days' reports, in order.
    public var days: [DayReport]
    /// Nutrition per logged day; `nil` when no day is logged.
    public var averageNutrients: Nutrients?
    /// Protein, carbs and fat per logged day, against the goals of those days averaged
    /// (a goal is left out unless every logged day had it).
    public var averageMacros: [MacroProgress]
    /// The enabled categories, in display order, over the logged days.
    public var categories: [CategoryWeek]
  }

  /// The logged days that had a calorie goal in force, so could be judged: the 7 of "goal
  /// met: 5/7 days".
  public var judgedDays: [DaySummary] {
    loggedDays.filter { $0.status != .noGoal }
  }

  /// The week's days in detail, from the same journal the report was made from.
  public func breakdown(journal: Journal) -> Breakdown {
    let reports = days.map { DayReport(date: $0.date, journal: journal) }
    let logged = reports.filter { $0.totals.entryCount > 0 }
    guard !logged.isEmpty else {
      return Breakdown(
        days: reports, averageNutrients: nil, averageMacros: [],
        categories: journal.categories.filter(\.isEnabled).map {
          CategoryWeek(category: $0, averageAmount: 0, daysOnTarget: 0, daysLogged: 0)
        })
    }
    let count = Double(logged.count)
    let total = logged.reduce(Nutrients.zero) { $0 + $1.totals.nutrients }
    let average = total.scaled(by: 1 / count)
    func averageGoal(_ value: KeyPath<Goal, Double?>) -> Double? {
      let values = logged.compactMap { $0.goal?[keyPath: value] }
      guard values.count == logged.count else { return nil }
      return values.reduce(0, +) / count
    }
    let goal = Goal(
      kcal: averageGoal(\.kcal), protein: averageGoal(\.protein), carbs: averageGoal(\.carbs),
      fat: averageGoal(\.fat))
    let categories = journal.categories.filter(\.isEnabled).map { category in
      let rows = logged.compactMap { report in
        report.categories.first { $0.category.name == category.name }
      }
      return CategoryWeek(
        category: category,
        averageAmount: rows.reduce(0) { $0 + $1.amount } / count,
        daysOnTarget: rows.count { $0.evaluation.isMet }, daysLogged: logged.count)
    }
    return Breakdown(
      days: reports, averageNutrients: average,
      averageMacros: MacroProgress.all(totals: average, goal: goal), categories: categories)
  }
}
