/// A calendar date of FORMAT.md §3.1, ISO 8601 in the proleptic Gregorian calendar.
///
/// ```
/// 2026-11-21
/// ```
public struct DateSyntax: ValueSyntax {
  /// The year, 0–9999.
  public var year: Int
  /// The month, 1–12.
  public var month: Int
  /// The day of the month, from 1.
  public var day: Int
  /// The date's bytes in the file.
  public var range: Range<Int>

  /// Creates a date.
  public init(year: Int, month: Int, day: Int, range: Range<Int>) {
    self.year = year
    self.month = month
    self.day = day
    self.range = range
  }

  /// Reads a date `YYYY-MM-DD` that exists; anything else is a `bad-date` error.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> DateSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    let start = range.lowerBound
    let years = start..<(start + 4)
    let months = (start + 5)..<(start + 7)
    let days = (start + 8)..<(start + 10)
    guard range.count == 10, text.isDigits(years), text[start + 4] == UInt8(ascii: "-"),
      text.isDigits(months), text[start + 7] == UInt8(ascii: "-"), text.isDigits(days)
    else {
      diagnostics.append(
        text.error(
          "bad-date", range, "\(text.quoted(range)) is not a date",
          hint: "Write a date as YYYY-MM-DD, such as \"2026-11-21\"."))
      return nil
    }
    let year = text.integer(years)
    let month = text.integer(months)
    let day = text.integer(days)
    guard (1...12).contains(month) else {
      diagnostics.append(
        text.error(
          "bad-date", months, "month \(text.quoted(months)) does not exist",
          hint: "Use a month from 01 to 12."))
      return nil
    }
    let length = daysInMonth(month, of: year)
    guard (1...length).contains(day) else {
      diagnostics.append(
        text.error(
          "bad-date", range, "date \(text.quoted(range)) does not exist",
          hint: "This month has days 01 to \(length)."))
      return nil
    }
    return DateSyntax(year: year, month: month, day: day, range: text.file(range))
  }

  /// The number of days in `month` (1–12) of `year`.
  public static func daysInMonth(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whether `year` is a leap year of the proleptic Gregorian calendar.
  public static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The date as `YYYY-MM-DD`.
  public var canonical: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  }

  /// The date as `YYYY-MM-DD`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    canonical
  }
}
