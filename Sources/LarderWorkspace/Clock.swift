public import FoundationEssentials
import Glibc
public import LarderModel

/// The wall clock, read in one place so that every report gets "today" as a parameter.
public struct Clock: Sendable {
  /// The moment this invocation treats as now.
  public let now: Date

  /// A clock reading the system time.
  public init(now: Date = Date()) {
    self.now = now
  }

  /// The calendar date and time of day on the local wall clock.
  public var local: (date: CalendarDate, time: ClockTime) {
    // localtime_r rather than Calendar.current: Foundation's calendar machinery adds ~4 MB
    // and several milliseconds to every command that asks what day it is.
    var seconds = time_t(now.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    let date =
      CalendarDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? CalendarDate(dayNumber: 0)
    let time =
      ClockTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min)) ?? ClockTime(minutes: 0)!
    return (date, time)
  }

  /// Today's journal date: before the day cutoff, the wall clock's yesterday.
  public func today(boundary: DayBoundary) -> CalendarDate {
    let (date, time) = local
    return boundary.journalDate(for: date, at: time)
  }

  /// Resolves `--today` (a date or an expression such as `yesterday`) against the real today;
  /// nil means the real today.
  public func today(_ expression: String?, boundary: DayBoundary) throws(WorkspaceError)
    -> CalendarDate
  {
    let real = today(boundary: boundary)
    guard let expression else { return real }
    guard let parsed = DateExpression(expression) else {
      throw .badDate(expression)
    }
    return parsed.resolve(today: real)
  }
}
