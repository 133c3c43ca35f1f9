import Foundation
import LarderWorkspace

extension Clock {
  /// Noon of 2026-11-22 on the local wall clock: the "now" of every workspace test, so that
  /// commits carry the same day the tests call today, whatever the real date.
  static let test = Clock(now: localNoon(year: 2026, month: 11, day: 22))

  /// Noon of a date in the local time zone.
  static func localNoon(year: Int, month: Int, day: Int) -> Date {
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = 12
    parts.tm_isdst = -1
    return Date(timeIntervalSince1970: Double(mktime(&parts)))
  }
}
