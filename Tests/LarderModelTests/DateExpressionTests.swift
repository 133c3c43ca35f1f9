import LarderModel
import Testing

@Suite("Date expressions")
struct DateExpressionTests {
  // Saturday 21 November 2026.
  let today = CalendarDate("2026-11-21")!

  func resolve(_ text: String) -> String? {
    DateExpression(text)?.resolve(today: today).isoString
  }

  @Test("dates, named days and signed offsets")
  func namedAndOffsets() {
    #expect(resolve("2026-11-02") == "2026-11-02")
    #expect(resolve("today") == "2026-11-21")
    #expect(resolve("Yesterday") == "2026-11-20")
    #expect(resolve("tomorrow") == "2026-11-22")
    #expect(resolve("-3") == "2026-11-18")
    #expect(resolve("+2") == "2026-11-23")
    #expect(resolve("-30") == "2026-10-22")
  }

  @Test("a weekday is the most recent such day on or before today")
  func weekdays() {
    #expect(resolve("saturday") == "2026-11-21")
    #expect(resolve("sat") == "2026-11-21")
    #expect(resolve("friday") == "2026-11-20")
    #expect(resolve("Mon") == "2026-11-16")
    #expect(resolve("sunday") == "2026-11-15")
  }

  @Test("last weekday is strictly before today")
  func lastWeekday() {
    #expect(resolve("last saturday") == "2026-11-14")
    #expect(resolve("last friday") == "2026-11-20")
    #expect(resolve("last  monday") == "2026-11-16")
    #expect(resolve("LAST SUN") == "2026-11-15")
  }

  @Test(
    "anything else is not a date",
    arguments: ["3", "last", "last week", "next monday", "2026-02-30", "mo", "--3", "-"])
  func rejects(_ text: String) {
    #expect(DateExpression(text) == nil)
  }
}
