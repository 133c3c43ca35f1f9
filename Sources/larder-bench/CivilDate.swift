/// A day of the proleptic Gregorian calendar, counted in days since 1970-01-01.
///
/// The generator needs only "next day", ISO spelling and weekday names; Foundation's calendars
/// would bring time zones into a computation that has none.
struct CivilDate: Comparable, Hashable {
  /// Days since 1970-01-01.
  let dayNumber: Int

  /// Creates the date `dayNumber` days after 1970-01-01.
  init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// Creates a date from its year, month (1–12) and day (1–31).
  init(year: Int, month: Int, day: Int) {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    dayNumber = era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month and day of this date.
  var components: (year: Int, month: Int, day: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The year of this date.
  var year: Int { components.year }

  /// 0 for Sunday through 6 for Saturday.
  var weekday: Int {
    // 1970-01-01 was a Thursday.
    ((dayNumber % 7) + 11) % 7
  }

  /// The date `days` days later.
  func adding(days: Int) -> CivilDate {
    CivilDate(dayNumber: dayNumber + days)
  }

  /// `2026-11-21`.
  var iso: String {
    let (y, m, d) = components
    return "\(y)-\(twoDigits(m))-\(twoDigits(d))"
  }

  /// `log/2026/11/2026-11-21.yaml`, the day file's path inside the journal.
  var logPath: String {
    let (y, m, _) = components
    return "log/\(y)/\(twoDigits(m))/\(iso).yaml"
  }

  /// `Saturday 21 November 2026`, as a day file's heading comment spells it.
  var longDescription: String {
    let (y, m, d) = components
    return "\(Self.weekdayNames[weekday]) \(d) \(Self.monthNames[m - 1]) \(y)"
  }

  /// Seconds since the Unix epoch at `hour`:00 UTC on this date.
  func epochSeconds(hour: Int) -> Int {
    dayNumber * 86_400 + hour * 3_600
  }

  static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }

  private static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}

/// `7` → `07`.
func twoDigits(_ value: Int) -> String {
  value < 10 ? "0\(value)" : "\(value)"
}
