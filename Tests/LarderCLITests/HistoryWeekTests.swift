import Foundation
import LarderTestSupport
import Testing

@Suite("larder week, end to end")
struct HistoryWeekTests {
  @Test("the week of the goal change matches the golden file")
  func golden() throws {
    let journal = try HistoryCalendarTests.april()
    defer { journal.remove() }
    let run = try journal.run(["week", "2026-04-15"], today: "2026-04-22")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty)
    try Golden.check(run.stdout, "week-goal-change.txt")
    let current = try journal.run(["week"], today: "2026-04-22")
    try Golden.check(current.stdout, "week-current.txt")
  }

  @Test("averages leave out days without entries; goal met counts the days judged")
  func summary() throws {
    let journal = try HistoryCalendarTests.april()
    defer { journal.remove() }
    // Sunday 12 to Saturday 18 April: the 12th is not logged.
    let run = try journal.run(["week", "2026-04-15", "--json"], today: "2026-04-22")
    let object = try journal.json(run)
    #expect(object["start"] as? String == "2026-04-12")
    #expect(object["end"] as? String == "2026-04-18")
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["days_logged"] as? Int == 6)
    // (2,000 + 2,000 + 2,400 + 2,300 + 2,400 + 2,000) / 6 = 2,183.333 kcal.
    #expect(summary["average_kcal"] as? Double == 2_183.333)
    #expect(summary["goal_met"] as? Int == 5)
    #expect(summary["days_judged"] as? Int == 6)
    let text = try journal.run(["week", "2026-04-15"], today: "2026-04-22").stdout
    #expect(text.contains("Avg: 2,183 kcal/day over 6 logged days\n"))
    #expect(text.contains("Goal met: 5/6 days (1 day not logged)\n"))
    let categories = try #require(object["categories"] as? [[String: Any]])
    let vegetables = try #require(categories.first { $0["name"] as? String == "Vegetables" })
    // Two balanced days of 3 portions over six logged days.
    #expect(vegetables["average_amount"] as? Double == 1)
    #expect(vegetables["days_on_target"] as? Int == 2)
  }

  @Test("the week holding a date starts on the journal's week start")
  func weekStart() throws {
    let journal = try HistoryCalendarTests.april()
    defer { journal.remove() }
    func start(_ words: [String]) throws -> String? {
      let run = try journal.run(["week"] + words + ["--json"], today: "2026-04-22")
      #expect(run.status == 0, "\(run)")
      return try journal.json(run)["start"] as? String
    }
    #expect(try start([]) == "2026-04-19")
    #expect(try start(["-7"]) == "2026-04-12")
    #expect(try start(["last", "monday"]) == "2026-04-19")
    try journal.setWeekStart("monday")
    #expect(try start([]) == "2026-04-20")
    #expect(try start(["2026-04-19"]) == "2026-04-13")
    let run = try journal.run(["week"], today: "2026-04-22")
    #expect(run.stdout.hasPrefix("Week of 20–26 Apr 2026 (Monday to Sunday)\n"))
    let bad = try journal.run(["week", "someday"], today: "2026-04-22")
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("error: \"someday\" is not a date\n"))
  }
}
