/// Seven consecutive days starting on the journal's week start (`week start: sunday`).
public struct Week: Hashable, Sendable {
  /// The first day of the week.
  public let start: CalendarDate

  /// The week that contains `date`, for weeks starting on `firstWeekday`.
  public init(containing date: CalendarDate, startingOn firstWeekday: Weekday) {
    start = date.adding(days: -firstWeekday.days(forwardTo: date.weekday))
  }

  /// The last day of the week.
  public var end: CalendarDate { start.adding(days: 6) }

  /// The seven days in order.
  public var days: [CalendarDate] { Array(start...end) }

  /// Whether `date` lies in this week.
  public func contains(_ date: CalendarDate) -> Bool {
    start <= date && date <= end
  }

  /// The week before this one.
  public var previous: Week { Week(start: start.adding(days: -7)) }

  /// The week after this one.
  public var next: Week { Week(start: start.adding(days: 7)) }

  private init(start: CalendarDate) {
    self.start = start
  }
}
