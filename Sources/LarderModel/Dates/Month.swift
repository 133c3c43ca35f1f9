/// A month of a year, written `2026-11`.
public struct Month: Hashable, Sendable, Comparable {
  /// The year.
  public let year: Int
  /// The month, 1 (January) to 12 (December).
  public let month: Int

  /// Creates a month, or `nil` when `month` is outside 1...12.
  public init?(year: Int, month: Int) {
    guard (1...12).contains(month) else { return nil }
    self.year = year
    self.month = month
  }

  /// The month that contains `date`.
  public init(containing date: CalendarDate) {
    let parts = date.components
    year = parts.year
    month = parts.month
  }

  /// The first day of the month.
  public var first: CalendarDate { CalendarDate(year: year, month: month, day: 1)! }

  /// The last day of the month.
  public var last: CalendarDate { CalendarDate(year: year, month: month, day: numberOfDays)! }

  /// The number of days in the month, 28 to 31.
  public var numberOfDays: Int { CalendarDate.daysInMonth(year: year, month: month) }

  /// The days of the month in order.
  public var days: [CalendarDate] { Array(first...last) }

  /// The month before this one.
  public var previous: Month {
    month == 1 ? Month(year: year - 1, month: 12)! : Month(year: year, month: month - 1)!
  }

  /// The month after this one.
  public var next: Month {
    month == 12 ? Month(year: year + 1, month: 1)! : Month(year: year, month: month + 1)!
  }

  /// The English name, `November`.
  public var name: String { Month.names[month - 1] }

  /// The calendar grid: the weeks that hold a day of this month, each with all seven days, so
  /// the first and last rows show days of the neighbouring months.
  public func weeks(startingOn firstWeekday: Weekday) -> [Week] {
    var weeks = [Week(containing: first, startingOn: firstWeekday)]
    while weeks[weeks.count - 1].end < last {
      weeks.append(weeks[weeks.count - 1].next)
    }
    return weeks
  }

  /// Whether `date` lies in this month.
  public func contains(_ date: CalendarDate) -> Bool {
    first <= date && date <= last
  }

  /// Whether `lhs` is an earlier month than `rhs`.
  public static func < (lhs: Month, rhs: Month) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }

  private static let names = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}

extension Month: LosslessStringConvertible {
  /// Reads `YYYY-MM`, or returns `nil`.
  public init?(_ description: String) {
    guard let date = CalendarDate(iso: description + "-01") else { return nil }
    self.init(containing: date)
  }

  /// The spelling `2026-11`.
  public var description: String { String(first.isoString.prefix(7)) }
}

extension CalendarDate {
  /// The date as a day file's header and the previews write it: `Saturday 21 November 2026`.
  public var longName: String {
    let weekday = self.weekday.name
    return weekday.prefix(1).uppercased() + weekday.dropFirst()
      + " \(day) \(Month(containing: self).name) \(year)"
  }
}
