public import LarderModel

/// A run of consecutive days, such as the days in a row that met the calorie goal: the
/// "best streak: 4 days, 3–6 Nov" under `larder calendar`.
public struct Streak: Hashable, Sendable {
  /// The first day of the run.
  public var start: CalendarDate
  /// The last day of the run, `start` for a run of one day.
  public var end: CalendarDate

  /// Creates a run from `start` to `end`, both included.
  public init(start: CalendarDate, end: CalendarDate) {
    self.start = start
    self.end = end
  }

  /// The number of days in the run, at least 1.
  public var length: Int { start.days(to: end) + 1 }

  /// The longest run of consecutive dates among `dates` (in any order, repeats allowed); the
  /// earliest of equally long runs; `nil` when there are no dates.
  public static func longest(in dates: some Sequence<CalendarDate>) -> Streak? {
    var best: Streak?
    var current: Streak?
    for date in Set(dates).sorted() {
      if let run = current, run.end.next == date {
        current?.end = date
      } else {
        current = Streak(start: date, end: date)
      }
      if let run = current, run.length > best?.length ?? 0 { best = run }
    }
    return best
  }
}
