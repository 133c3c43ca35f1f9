public import LarderModel

/// The summary of one day (`larder day`): totals, calorie and macronutrient progress against
/// the goal in force that day, and adherence per category.
public struct DayReport: Hashable, Sendable {
  /// The journal day.
  public var date: CalendarDate
  /// The goal in force on `date`.
  public var goal: Goal?
  /// What the day adds up to.
  public var totals: DayTotals
  /// Energy against the calorie goal.
  public var calories: CalorieProgress
  /// Protein, carbs and fat against their goals.
  public var macros: [MacroProgress]
  /// Every category in display order, disabled ones included.
  public var categories: [CategoryAdherence]

  /// Summarises `day` (`nil` for a day without a file) with the plan and library given.
  public init(
    date: CalendarDate, day: Day?, library: FoodLibrary, categories: [Category], goal: Goal?
  ) {
    let activity = categories.first(where: \.isActivity)?.name
    self.init(
      date: date,
      totals: DayTotals(day: day ?? Day(date: date), library: library, activityCategory: activity),
      categories: categories, goal: goal)
  }

  /// Summarises a day already added up, with the categories and goal given.
  public init(date: CalendarDate, totals: DayTotals, categories: [Category], goal: Goal?) {
    self.date = date
    self.goal = goal
    self.totals = totals
    calories = CalorieProgress(consumed: totals.nutrients.kcal, goal: goal?.kcal)
    macros = MacroProgress.all(totals: totals.nutrients, goal: goal)
    self.categories = categories.map { [totals] category in
      CategoryAdherence(category: category, amount: totals.amount(of: category.name))
    }
  }

  /// Summarises the day `date` of `journal` with the goal in force on that date.
  public init(date: CalendarDate, journal: Journal) {
    self.init(
      date: date, day: journal.days[date], library: journal.library,
      categories: journal.categories, goal: journal.goal(on: date))
  }

  /// The enabled categories' rows: only these are judged.
  public var enabledCategories: [CategoryAdherence] {
    categories.filter(\.category.isEnabled)
  }

  /// How many enabled categories meet their target: the 6 of "On target: 6/9".
  public var onTargetCount: Int {
    enabledCategories.count { $0.evaluation.isMet }
  }

  /// Whether every enabled category meets its target (seed 001 §7).
  public var isOnTarget: Bool {
    onTargetCount == enabledCategories.count
  }
}
