/// The time window of a meal slot (FORMAT.md §3.5), `04:00-10:00`; the end is exclusive, may be
/// `24:00`, and may come before the start to wrap past midnight (`21:00-01:00`).
public struct MealWindow: Hashable, Sendable {
  /// The first minute of the window.
  public var start: ClockTime
  /// The first minute after the window.
  public var end: ClockTime

  /// Creates a window.
  public init(start: ClockTime, end: ClockTime) {
    self.start = start
    self.end = end
  }

  /// Whether the window wraps past midnight.
  public var wrapsMidnight: Bool { end < start }

  /// Whether `time` lies in the window: start inclusive, end exclusive.
  public func contains(_ time: ClockTime) -> Bool {
    wrapsMidnight ? (time >= start || time < end) : (time >= start && time < end)
  }
}

extension MealWindow: CustomStringConvertible {
  /// The spelling `04:00-10:00`.
  public var description: String { "\(start)-\(end)" }
}
