/// A date as a person types it on the command line, resolved against an explicit today.
///
/// ```
/// 2026-11-21   today   yesterday   tomorrow   -3   +2   monday   mon   last monday
/// ```
///
/// A weekday name means the most recent such day on or before today (`monday` on a Monday is
/// today), because people log and review the past; `last monday` is strictly before today (on a
/// Monday, a week ago).
public enum DateExpression: Hashable, Sendable {
  /// A calendar date, `2026-11-21`.
  case date(CalendarDate)
  /// A number of days from today: `-3` is three days ago, `today` is 0, `tomorrow` is 1.
  case offset(days: Int)
  /// The most recent such weekday on or before today: `monday`, `mon`.
  case weekday(Weekday)
  /// The most recent such weekday strictly before today: `last monday`.
  case lastWeekday(Weekday)

  /// Reads an expression in any case with any spacing, or returns `nil` when it is none.
  public init?(_ text: some StringProtocol) {
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
    switch words.count {
    case 1:
      let word = words[0]
      if let date = CalendarDate(iso: word) {
        self = .date(date)
      } else if let offset = DateExpression.namedOffsets[String(word)] {
        self = .offset(days: offset)
      } else if let days = DateExpression.signedDays(word) {
        self = .offset(days: days)
      } else if let weekday = Weekday(spelling: word) {
        self = .weekday(weekday)
      } else {
        return nil
      }
    case 2 where words[0] == "last":
      guard let weekday = Weekday(spelling: words[1]) else { return nil }
      self = .lastWeekday(weekday)
    default:
      return nil
    }
  }

  /// The date this expression names when today is `today`.
  public func resolve(today: CalendarDate) -> CalendarDate {
    switch self {
    case .date(let date):
      date
    case .offset(let days):
      today.adding(days: days)
    case .weekday(let weekday):
      today.adding(days: -weekday.days(forwardTo: today.weekday))
    case .lastWeekday(let weekday):
      today.adding(days: -(weekday.days(forwardTo: today.previous.weekday) + 1))
    }
  }

  private static let namedOffsets = ["today": 0, "yesterday": -1, "tomorrow": 1]

  /// `-3` or `+2`: a sign is required so that a bare number is never mistaken for a day count.
  private static func signedDays(_ word: Substring) -> Int? {
    guard let sign = word.first, sign == "-" || sign == "+", word.count > 1,
      word.count <= 7, let magnitude = Int(word.dropFirst()), magnitude >= 0
    else { return nil }
    return sign == "-" ? -magnitude : magnitude
  }
}
