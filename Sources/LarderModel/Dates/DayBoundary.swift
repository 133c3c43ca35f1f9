/// The day cutoff of `larder.yaml` (`day cutoff: 04:00`): a journal day runs from the cutoff on
/// its date to the cutoff on the next date.
public struct DayBoundary: Hashable, Sendable {
  /// The time a journal day starts; entries before it belong to the previous day.
  public var cutoff: ClockTime

  /// The default cutoff, `04:00`.
  public static let standard = DayBoundary(cutoff: ClockTime(hour: 4, minute: 0)!)

  /// Creates a boundary at `cutoff`.
  public init(cutoff: ClockTime) {
    self.cutoff = cutoff
  }

  /// The journal day that a moment on the wall clock belongs to: `2026-11-22 01:30` belongs to
  /// 21 November with the default cutoff, `2026-11-22 04:00` to 22 November.
  public func journalDate(for date: CalendarDate, at time: ClockTime) -> CalendarDate {
    time < cutoff ? date.previous : date
  }

  /// Whether a time written in a day file falls after midnight, in the night after its date.
  public func isNightAfter(_ time: ClockTime) -> Bool {
    time < cutoff
  }

  /// Minutes from the start of the journal day to `time`, for ordering a day's entries:
  /// `23:50` comes before `01:30` when the cutoff is `04:00`.
  public func minutesIntoDay(_ time: ClockTime) -> Int {
    let offset = time.minutes - cutoff.minutes
    return offset < 0 ? offset + 1_440 : offset
  }
}
