/// One day file, `log/2026/11/2026-11-21.yaml`; its path gives the date.
///
/// ```
/// breakfast:
///   - 07:40 oatmeal, dry 60 g  = 228 kcal 7.9p 40.6c 3.9f; starchy sides 1
/// activity:
///   - 18:00 running 35 min
/// notes: Hungry in the afternoon.
/// intake: complete
/// ```
public struct Day: Hashable, Sendable {
  /// The journal day.
  public var date: CalendarDate
  /// The meal slots in file order.
  public var meals: [MealLog]
  /// The `activity:` entries.
  public var activity: [Entry]
  /// The `notes:` text.
  public var notes: String?
  /// The `intake:` marker: whether the day's food is logged completely, in part, or fasted.
  public var intake: DayIntake?

  /// Creates a day.
  public init(
    date: CalendarDate, meals: [MealLog] = [], activity: [Entry] = [], notes: String? = nil,
    intake: DayIntake? = nil
  ) {
    self.date = date
    self.meals = meals
    self.activity = activity
    self.notes = notes
    self.intake = intake
  }

  /// Every meal entry in file order, components included (activity excluded).
  public var entries: [Entry] { meals.flatMap(\.entries) }

  /// Whether the day has no meal or activity entries.
  public var isEmpty: Bool {
    activity.isEmpty && meals.allSatisfy { $0.entries.isEmpty }
  }

  /// The entries of the slot with this name.
  public func meal(named slot: Name) -> MealLog? {
    meals.first { $0.slot == slot }
  }
}
