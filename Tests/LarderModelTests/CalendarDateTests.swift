import LarderModel
import Testing

@Suite("CalendarDate")
struct CalendarDateTests {
  @Test("the day number of 1970-01-01 is 0 and parts round-trip over four centuries")
  func roundTrip() throws {
    #expect(CalendarDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
    var date = try #require(CalendarDate(year: 1899, month: 12, day: 25))
    let end = try #require(CalendarDate(year: 2301, month: 1, day: 7))
    while date <= end {
      let (year, month, day) = date.components
      #expect(CalendarDate(year: year, month: month, day: day) == date)
      let next = date.next.components
      let expectedNext =
        day < CalendarDate.daysInMonth(year: year, month: month)
        ? (year, month, day + 1) : (month == 12 ? (year + 1, 1, 1) : (year, month + 1, 1))
      #expect(next == expectedNext, "after \(date)")
      date = date.next
    }
  }

  @Test("leap years follow the Gregorian rule")
  func leapYears() {
    #expect(CalendarDate.isLeapYear(2024))
    #expect(!CalendarDate.isLeapYear(2026))
    #expect(!CalendarDate.isLeapYear(1900))
    #expect(CalendarDate.isLeapYear(2000))
    #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
    #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
    #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
    #expect(CalendarDate.daysInMonth(year: 2000, month: 2) == 29)
    #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil)
    #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
    #expect(CalendarDate(year: 2026, month: 0, day: 1) == nil)
  }

  @Test("day arithmetic crosses month ends, year ends and 29 February")
  func arithmetic() throws {
    let leapDay = try #require(CalendarDate("2024-02-28"))
    #expect(leapDay.adding(days: 1).isoString == "2024-02-29")
    #expect(leapDay.adding(days: 2).isoString == "2024-03-01")
    #expect(try #require(CalendarDate("2026-02-28")).next.isoString == "2026-03-01")
    #expect(try #require(CalendarDate("2026-12-31")).next.isoString == "2027-01-01")
    #expect(try #require(CalendarDate("2026-03-01")).previous.isoString == "2026-02-28")
    let start = try #require(CalendarDate("2024-01-01"))
    let end = try #require(CalendarDate("2025-01-01"))
    #expect(start.days(to: end) == 366)
    #expect(end.days(to: start) == -366)
    #expect(try #require(CalendarDate("2016-01-01")).adding(days: 3_650).isoString == "2025-12-29")
  }

  @Test("weekdays are right on known dates")
  func weekdays() throws {
    #expect(try #require(CalendarDate("2026-11-21")).weekday == .saturday)
    #expect(try #require(CalendarDate("2026-02-01")).weekday == .sunday)
    #expect(try #require(CalendarDate("1970-01-01")).weekday == .thursday)
    #expect(try #require(CalendarDate("1969-12-28")).weekday == .sunday)
    #expect(try #require(CalendarDate("2000-02-29")).weekday == .tuesday)
  }

  @Test(
    "ISO text is read strictly",
    arguments: [
      "2026-1-21", "2026-11-21 ", "20261121", "2026/11/21", "2026-11-2a", "", "2026-11-211",
    ])
  func rejectsMalformedText(_ text: String) {
    #expect(CalendarDate(text) == nil)
  }

  @Test("ISO text round-trips and orders dates")
  func isoText() throws {
    let date = try #require(CalendarDate("0999-03-07"))
    #expect(date.isoString == "0999-03-07")
    #expect(date.description == "0999-03-07")
    #expect(try #require(CalendarDate("2026-11-20")) < CalendarDate("2026-11-21")!)
  }
}
