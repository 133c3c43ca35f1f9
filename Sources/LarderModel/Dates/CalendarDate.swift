/// A day of the proleptic Gregorian calendar, written `2026-11-21` in the journal.
///
/// A date is stored as a day number (days since 1970-01-01), so comparison, hashing and day
/// arithmetic are single integer operations; `larder check` handles tens of thousands of dates.
public struct CalendarDate: Hashable, Sendable, Comparable {
  /// Days since 1970-01-01 (negative before it).
  public let dayNumber: Int

  /// Creates the date with the given day number (days since 1970-01-01).
  public init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// Creates a date from its parts, or `nil` when they name no day (`2026-02-29`, month 13).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1,
      day <= CalendarDate.daysInMonth(year: year, month: month)
    else { return nil }
    dayNumber = CalendarDate.dayNumber(year: year, month: month, day: day)
  }

  /// The year, month and day of this date.
  public var components: (year: Int, month: Int, day: Int) {
    // Howard Hinnant's civil_from_days: eras of 400 years starting on 1 March.
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// The year, such as 2026.
  public var year: Int { components.year }

  /// The month, 1 (January) to 12 (December).
  public var month: Int { components.month }

  /// The day of the month, 1 to 31.
  public var day: Int { components.day }

  /// The day of the week.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    let index = (dayNumber + 4) % 7
    return Weekday(rawValue: index < 0 ? index + 7 : index)!
  }

  /// The date `days` days later (earlier when negative).
  public func adding(days: Int) -> CalendarDate {
    CalendarDate(dayNumber: dayNumber + days)
  }

  /// The number of days from this date to `other` (negative when `other` is earlier).
  public func days(to other: CalendarDate) -> Int {
    other.dayNumber - dayNumber
  }

  /// The date before this one.
  public var previous: CalendarDate { adding(days: -1) }

  /// The date after this one.
  public var next: CalendarDate { adding(days: 1) }

  /// The ISO 8601 spelling, `2026-11-21`.
  public var isoString: String {
    let (year, month, day) = components
    var text = ""
    text.reserveCapacity(10)
    if year < 0 { text += "-" }
    let digits = String(abs(year))
    text += String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    text += month < 10 ? "-0\(month)" : "-\(month)"
    text += day < 10 ? "-0\(day)" : "-\(day)"
    return text
  }

  /// Whether `year` has a 29 February.
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in a month of a year, 28 to 31; 0 for a month outside 1...12.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: 31
    case 4, 6, 9, 11: 30
    case 2: isLeapYear(year) ? 29 : 28
    default: 0
    }
  }

  /// Howard Hinnant's days_from_civil.
  private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }
}

extension CalendarDate: Strideable {
  /// The number of days from this date to `other`.
  public func distance(to other: CalendarDate) -> Int { days(to: other) }

  /// The date `n` days later.
  public func advanced(by n: Int) -> CalendarDate { adding(days: n) }
}

extension CalendarDate: LosslessStringConvertible {
  /// Reads an ISO date, exactly `YYYY-MM-DD`, or returns `nil`.
  public init?(_ description: String) {
    self.init(iso: description)
  }

  /// Reads an ISO date, exactly `YYYY-MM-DD`, or returns `nil`.
  @inlinable
  public init?(iso text: some StringProtocol) {
    // Inlined so that callers get a version specialised to String or Substring.
    guard let parsed = text.utf8.withContiguousStorageIfAvailable(CalendarDate.parseISO) else {
      self.init(iso: String(text))
      return
    }
    guard let parsed else { return nil }
    self = parsed
  }

  /// Reads `YYYY-MM-DD` from UTF-8 bytes.
  @usableFromInline
  static func parseISO(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    return CalendarDate(year: year, month: month, day: day)
  }

  /// The ISO spelling, `2026-11-21`.
  public var description: String { isoString }
}
