/// A meal slot of `meals.yaml`, in display order:
///
/// ```
/// Breakfast: 04:00-10:00
/// Brunch: 10:00-13:00, manual
/// ```
public struct MealSlot: Hashable, Sendable {
  /// The slot's name, also its key in day files (`breakfast:`).
  public var name: Name
  /// When the slot is chosen automatically, if ever.
  public var window: MealWindow?
  /// Whether automatic selection skips the slot (`manual`).
  public var isManual: Bool

  /// Creates a slot.
  public init(name: Name, window: MealWindow?, isManual: Bool = false) {
    self.name = name
    self.window = window
    self.isManual = isManual
  }

  /// Whether the slot is chosen for an entry at `time`: it has a window holding the time and
  /// is not manual.
  public func isAutomatic(at time: ClockTime) -> Bool {
    !isManual && (window?.contains(time) ?? false)
  }

  /// The seven slots that apply without `meals.yaml` (seed 001 §4), in display order.
  public static let defaults: [MealSlot] = [
    slot("Breakfast", 4 * 60, 10 * 60),
    slot("Morning Snack", 10 * 60, 11 * 60 + 30),
    slot("Lunch", 11 * 60 + 30, 14 * 60),
    slot("Afternoon Snack", 14 * 60, 17 * 60),
    slot("Dinner", 17 * 60, 21 * 60),
    slot("Late Night", 21 * 60, 24 * 60),
    slot("Midnight", 0, 4 * 60),
  ]

  private static func slot(_ name: String, _ start: Int, _ end: Int) -> MealSlot {
    MealSlot(
      name: Name(name),
      window: MealWindow(start: ClockTime(minutes: start)!, end: ClockTime(minutes: end)!))
  }
}

extension Collection where Element == MealSlot {
  /// The slot a new entry at `time` goes to: the first, in order, whose window holds the time
  /// and that is not manual; `nil` when none does.
  public func defaultSlot(at time: ClockTime) -> MealSlot? {
    first { $0.isAutomatic(at: time) }
  }

  /// The slot with this name, compared as names are.
  public func slot(named name: Name) -> MealSlot? {
    first { $0.name == name }
  }
}
