import LarderModel
import Testing

@Suite("Clock time, day cutoff, weeks and months")
struct TimeTests {
  @Test("clock times read HH:MM and allow 24:00 only on the hour")
  func clockTimes() {
    #expect(ClockTime("07:40")?.minutes == 460)
    #expect(ClockTime("00:00") == .midnight)
    #expect(ClockTime("24:00") == .endOfDay)
    #expect(ClockTime("24:01") == nil)
    #expect(ClockTime("23:60") == nil)
    #expect(ClockTime("7:40") == nil)
    #expect(ClockTime("07:40:00") == nil)
    #expect(ClockTime(hour: 9, minute: 5)?.description == "09:05")
  }

  @Test("before the cutoff a moment belongs to the previous day, from it to the same day")
  func cutoff() throws {
    let boundary = DayBoundary.standard
    let date = try #require(CalendarDate("2026-11-22"))
    #expect(boundary.journalDate(for: date, at: ClockTime("01:30")!).isoString == "2026-11-21")
    #expect(boundary.journalDate(for: date, at: ClockTime("03:59")!).isoString == "2026-11-21")
    #expect(boundary.journalDate(for: date, at: ClockTime("04:00")!).isoString == "2026-11-22")
    #expect(boundary.journalDate(for: date, at: ClockTime("23:59")!).isoString == "2026-11-22")
    let newYear = try #require(CalendarDate("2027-01-01"))
    #expect(boundary.journalDate(for: newYear, at: .midnight).isoString == "2026-12-31")
  }

  @Test("a day's times order from the cutoff, so the night after comes last")
  func orderWithinDay() {
    let boundary = DayBoundary(cutoff: ClockTime("04:00")!)
    #expect(boundary.minutesIntoDay(ClockTime("04:00")!) == 0)
    #expect(
      boundary.minutesIntoDay(ClockTime("23:50")!) < boundary.minutesIntoDay(ClockTime("01:30")!))
    #expect(boundary.isNightAfter(ClockTime("01:30")!))
    #expect(!boundary.isNightAfter(ClockTime("04:00")!))
  }

  @Test("a week starts on the journal's week start")
  func weeks() throws {
    let saturday = try #require(CalendarDate("2026-11-21"))
    let sundayWeek = Week(containing: saturday, startingOn: .sunday)
    #expect(sundayWeek.start.isoString == "2026-11-15")
    #expect(sundayWeek.end.isoString == "2026-11-21")
    let mondayWeek = Week(containing: saturday, startingOn: .monday)
    #expect(mondayWeek.start.isoString == "2026-11-16")
    #expect(mondayWeek.days.count == 7)
    #expect(mondayWeek.contains(CalendarDate("2026-11-22")!))
    #expect(!mondayWeek.contains(CalendarDate("2026-11-23")!))
    let sunday = try #require(CalendarDate("2026-11-22"))
    #expect(Week(containing: sunday, startingOn: .sunday).start == sunday)
    #expect(Week(containing: sunday, startingOn: .monday).start.isoString == "2026-11-16")
  }

  @Test("a month grid holds whole weeks with neighbour days at both ends")
  func monthGrid() throws {
    let november = try #require(Month("2026-11"))
    #expect(november.numberOfDays == 30)
    let weeks = november.weeks(startingOn: .sunday)
    // 1 November 2026 is a Sunday and the 30th a Monday: five rows, the last reaching
    // 5 December.
    #expect(weeks.count == 5)
    #expect(weeks[0].start.isoString == "2026-11-01")
    #expect(weeks[4].end.isoString == "2026-12-05")
    let mondayWeeks = november.weeks(startingOn: .monday)
    #expect(mondayWeeks.count == 6)
    #expect(mondayWeeks[0].start.isoString == "2026-10-26")
    #expect(mondayWeeks[5].end.isoString == "2026-12-06")
    // February 2026 starts on a Sunday and has 28 days: exactly four rows.
    #expect(Month("2026-02")!.weeks(startingOn: .sunday).count == 4)
    #expect(Month("2024-02")!.last.isoString == "2024-02-29")
  }

  @Test("months step across years and read YYYY-MM")
  func months() {
    #expect(Month("2026-12")!.next.description == "2027-01")
    #expect(Month("2026-01")!.previous.description == "2025-12")
    #expect(Month("2026-13") == nil)
    #expect(Month("2026-11")!.name == "November")
    #expect(Month(containing: CalendarDate("2026-11-21")!).description == "2026-11")
  }
}
