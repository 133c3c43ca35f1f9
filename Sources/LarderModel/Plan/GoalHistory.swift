/// The dated goals of `larder.yaml`; each applies from its date until the next one.
///
/// ```
/// goals:
///   2026-08-01: 2200 kcal 140p 250c 70f maintenance
///   2026-10-15: 2000 kcal 150p 200c 65f deficit
/// ```
public struct GoalHistory: Hashable, Sendable {
  /// A goal and the date it takes effect.
  public struct Change: Hashable, Sendable {
    /// The first day the goal applies.
    public var date: CalendarDate
    /// The goal.
    public var goal: Goal

    /// Creates a change.
    public init(date: CalendarDate, goal: Goal) {
      self.date = date
      self.goal = goal
    }
  }

  /// The changes sorted by date; a later change on the same date wins.
  public private(set) var changes: [Change]

  /// Creates a history; changes are sorted by date, keeping file order on equal dates.
  public init(_ changes: [Change] = []) {
    self.changes = changes.enumerated()
      .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
      .map(\.element)
  }

  /// The goal in force on `date`: the latest one dated on or before it; `nil` before the
  /// first goal.
  public func goal(on date: CalendarDate) -> Goal? {
    // Binary search for the first change after `date`; the one before it is in force.
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle].date <= date { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : changes[low - 1].goal
  }

  /// Adds a goal taking effect on `date`, replacing one already dated that day.
  public mutating func set(_ goal: Goal, from date: CalendarDate) {
    changes.removeAll { $0.date == date }
    let position = changes.firstIndex { $0.date > date } ?? changes.count
    changes.insert(Change(date: date, goal: goal), at: position)
  }
}
