import LarderModel
import LarderReports
import Testing

@Suite("Calendar and week")
struct CalendarReportTests {
  func meal(_ date: String, kcal: Double) -> Day {
    Day(
      date: Fixtures.date(date),
      meals: [
        MealLog(
          slot: "dinner",
          entries: [Entry(kind: .freeText("dinner", nil), snapshot: Nutrients(kcal: kcal))])
      ])
  }

  /// November 2026 around the goal change on the 15th (2,200 kcal before, 2,000 from then).
  var journal: Journal {
    Fixtures.journal(days: [
      meal("2026-11-14", kcal: 2_090),  // 95 % of 2,200: met
      meal("2026-11-15", kcal: 2_090),  // 104.5 % of 2,000: met
      meal("2026-11-16", kcal: 2_150),  // 107.5 %: close
      meal("2026-11-17", kcal: 2_300),  // 115 %: over
      meal("2026-11-18", kcal: 1_500),  // 75 %: under
      Day(
        date: Fixtures.date("2026-11-19"),
        activity: [Entry(kind: .activity(name: "run", minutes: 30))]),
      meal("2026-11-21", kcal: 2_000),
    ])
  }

  @Test("each day is judged by the goal in force that day")
  func statuses() {
    let journal = journal
    func status(_ date: String) -> GoalStatus {
      DaySummary(date: Fixtures.date(date), journal: journal).status
    }
    #expect(status("2026-11-14") == .met)
    #expect(status("2026-11-15") == .met)
    #expect(status("2026-11-16") == .close)
    #expect(status("2026-11-17") == .over)
    #expect(status("2026-11-18") == .under)
    // Activity alone is not an eating day.
    #expect(status("2026-11-19") == .noEntries)
    #expect(status("2026-11-20") == .noEntries)
    var noGoals = journal
    noGoals.settings.goals = GoalHistory()
    #expect(DaySummary(date: Fixtures.date("2026-11-21"), journal: noGoals).status == .noGoal)
  }

  @Test("the month grid runs from the week start with neighbour days and future days flagged")
  func grid() {
    let report = CalendarReport(
      month: Month("2026-11")!, journal: journal, today: Fixtures.date("2026-11-21"))
    #expect(report.weeks.count == 5)
    #expect(report.weeks.allSatisfy { $0.count == 7 })
    #expect(report.days.count == 30)
    let last = report.weeks[4]
    #expect(last[1].isInMonth)
    #expect(last[2].summary.date.isoString == "2026-12-01")
    #expect(!last[2].isInMonth)
    #expect(last[2].isFuture)
    #expect(report.weeks[2][6].summary.date.isoString == "2026-11-21")
    #expect(!report.weeks[2][6].isFuture)
    #expect(report.weeks[3][0].isFuture)
    #expect(report.weeks[3][6].summary.date.isoString == "2026-11-28")
    #expect(report.statusCounts[.met] == 3)
    #expect(report.statusCounts[.noEntries] == 24)
  }

  @Test("a week averages the logged days only and counts days that met the goal")
  func week() {
    let report = WeekReport(containing: Fixtures.date("2026-11-18"), journal: journal)
    #expect(report.week.start.isoString == "2026-11-15")
    #expect(report.loggedDays.count == 5)
    // (2,090 + 2,150 + 2,300 + 1,500 + 2,000) / 5 = 2,008 kcal.
    #expect(report.averageKcal == 2_008)
    #expect(report.goalMetCount == 2)
    let empty = WeekReport(containing: Fixtures.date("2026-10-01"), journal: journal)
    #expect(empty.averageKcal == nil)
    #expect(empty.goalMetCount == 0)
  }
}
