import Foundation
import LarderTestSupport
import Testing

/// One value reads the same in every view that shows it.
@Suite("One voice: the same value rounded the same way in every view")
struct OneVoiceTests {
  @Test("1,799 of 2,000 kcal is 89 % in day, week and calendar, text and JSON")
  func percentOfGoal() throws {
    let journal = try DayJournal(goals: DayTests.seedGoal)
    defer { journal.remove() }
    try journal.day("2026-11-20", "lunch:\n  - 12:30 big lunch = 1799 kcal 90p 180c 55f\n")
    let day = try journal.run(["day"])
    #expect(day.stdout.contains("  89%  201 kcal remaining\n"), "\(day)")
    let dayJSON = try journal.json(try journal.run(["day", "--json"]))
    #expect((dayJSON["calories"] as? [String: Any])?["percent"] as? Int == 89)
    let week = try journal.run(["week"])
    let today = try #require(week.stdout.split(separator: "\n").first { $0.contains("Fri 20") })
    #expect(today.contains(" 89%  ▼ under"), "\(week)")
    let calendar = try journal.json(try journal.run(["calendar", "--json"]))
    let days = try #require(calendar["days"] as? [[String: Any]])
    #expect(days.first { $0["date"] as? String == "2026-11-20" }?["percent"] as? Int == 89)
  }

  @Test("a serving of 540 / 7 kcal is 77 kcal in recipe show, foods list, search and add")
  func servingEnergy() throws {
    let journal = try DayJournal(goals: DayTests.seedGoal)
    defer { journal.remove() }
    try journal.write(
      "foods/stews.yaml",
      """
      recipes:
        Stew for seven:
          servings: 7
          ingredients:
            - lentils 240 g
            - rice, cooked 300 g

      """)
    let show = try journal.run(["recipe", "show", "stew for seven"])
    #expect(show.stdout.contains("per serving (of 7): 77 kcal 3.6p 13.7c 0.6f\n"), "\(show)")
    for arguments in [["foods", "list", "--file", "stews"], ["foods", "search", "stew"]] {
      let run = try journal.run(arguments)
      let row = try #require(run.stdout.split(separator: "\n").first { $0.contains("Stew") })
      #expect(row.split(separator: " ").contains("77") && !row.contains("77.1"), "\(run)")
    }
    let add = try journal.run(["add", "stew for seven", "--dry-run"])
    #expect(add.stdout.contains("stew for seven  1 serving    77"), "\(add)")
    #expect(add.stdout.contains("= 77 kcal 3.6p 13.7c 0.6f"), "\(add)")
  }
}
