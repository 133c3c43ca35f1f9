import LarderSyntax
import Testing

@Suite struct ValueDateAndTimeTests {
  @Test(arguments: [
    ("00:00", 0), ("07:40", 460), ("12:30", 750), ("23:59", 1439), (" 04:00 ", 240),
  ])
  func readsTimes(text: String, minutes: Int) throws {
    let (time, diagnostics) = parse(ClockTimeSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(time)
    #expect(read.minutes == minutes)
    #expect(read.hour * 60 + read.minute == minutes)
    #expect(read.range == span(text.trimmingBlanks, in: text))
    #expect(read.canonical == text.trimmingBlanks)
    #expect(read.canonical(in: text, at: base) == text.trimmingBlanks)
  }

  @Test(arguments: [
    ("24:00", "time \"24:00\" does not exist"), ("12:60", "time \"12:60\" does not exist"),
    ("99:99", "time \"99:99\" does not exist"), ("7:40", "\"7:40\" is not a time"),
    ("07:4", "\"07:4\" is not a time"), ("07.40", "\"07.40\" is not a time"),
    ("0740", "\"0740\" is not a time"), ("07:40:00", "\"07:40:00\" is not a time"),
    ("", "\"\" is not a time"), ("ab:cd", "\"ab:cd\" is not a time"),
  ])
  func rejectsOtherTimes(text: String, message: String) {
    let (time, diagnostics) = parse(ClockTimeSyntax.self, text)
    #expect(time == nil)
    #expect(diagnostics.map(\.id) == ["bad-time"])
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.range == base..<(base + text.utf8.count))
    expectWellFormed(diagnostics, in: text)
  }

  @Test(arguments: [
    ("2026-11-21", 2026, 11, 21), ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29),
    ("0001-01-01", 1, 1, 1), ("9999-12-31", 9999, 12, 31), ("2026-04-30", 2026, 4, 30),
  ])
  func readsDates(text: String, year: Int, month: Int, day: Int) {
    let (date, diagnostics) = parse(DateSyntax.self, text)
    #expect(diagnostics.isEmpty)
    #expect(
      date == DateSyntax(year: year, month: month, day: day, range: base..<(base + 10)))
    #expect(date?.canonical == text)
    #expect(date?.canonical(in: text, at: base) == text)
  }

  @Test(arguments: [
    ("2026-13-01", "05-07", "month \"13\" does not exist"),
    ("2026-00-10", "05-07", "month \"00\" does not exist"),
    ("2025-02-29", "", "date \"2025-02-29\" does not exist"),
    ("1900-02-29", "", "date \"1900-02-29\" does not exist"),
    ("2026-04-31", "", "date \"2026-04-31\" does not exist"),
    ("2026-01-00", "", "date \"2026-01-00\" does not exist"),
    ("2026-1-01", "", "\"2026-1-01\" is not a date"),
    ("26-11-21", "", "\"26-11-21\" is not a date"),
    ("2026/11/21", "", "\"2026/11/21\" is not a date"),
    ("21.11.2026", "", "\"21.11.2026\" is not a date"),
  ])
  func rejectsOtherDates(text: String, part: String, message: String) {
    let (date, diagnostics) = parse(DateSyntax.self, text)
    #expect(date == nil)
    #expect(diagnostics.map(\.id) == ["bad-date"])
    #expect(diagnostics.first?.message == message)
    let expected = part.isEmpty ? base..<(base + text.utf8.count) : base + 5..<base + 7
    #expect(diagnostics.first?.range == expected)
    expectWellFormed(diagnostics, in: text)
  }

  @Test(arguments: [
    (2024, 2, 29), (2023, 2, 28), (2100, 2, 28), (2000, 2, 29), (2026, 1, 31), (2026, 9, 30),
    (2026, 12, 31),
  ])
  func knowsTheLengthOfMonths(year: Int, month: Int, days: Int) {
    #expect(DateSyntax.daysInMonth(month, of: year) == days)
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingBlanks: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
