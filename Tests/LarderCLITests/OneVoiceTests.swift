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

  @Test("CJK and emoji names keep the columns of day, search, foods list and foods search")
  func displayWidth() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.write(
      "foods/basics.yaml",
      """
      foods:
        Lentils:
          nutrition: 100 kcal 8p 15c 0.5f
        米饭:
          nutrition: 130 kcal 2.7p 28c 0.3f
        🍙 Onigiri:
          serving: 1 piece
          nutrition: 180 kcal 4p 38c 0.5f

      """)
    try journal.day(
      "2026-11-20",
      "lunch:\n  - 12:30 米饭 150 g\n  - 12:40 🍙 onigiri 1 piece\n  - 12:50 lentils 100 g\n")
    let day = try journal.run(["day"])
    #expect(day.stdout.contains("  12:50  Lunch  lentils     100 g     100  0e60\n"), "\(day)")
    #expect(day.stdout.contains("  12:40  Lunch  🍙 onigiri  1 piece   180  99ce\n"))
    #expect(day.stdout.contains("  12:30  Lunch  米饭        150 g     195  4fa4\n"))
    let search = try journal.run(["search", "n"])
    #expect(
      search.stdout.hasPrefix(
        """
          Fri 20 Nov  Lunch  12:50  lentils 100 g       100 kcal  0e60
          Fri 20 Nov  Lunch  12:40  🍙 onigiri 1 piece  180 kcal  99ce

        """), "\(search)")
    let list = try journal.run(["foods", "list"])
    #expect(
      list.stdout.hasSuffix(
        """
          Lentils     100 g      100 kcal      8p     15c    0.5f  recent
          米饭        100 g      130 kcal    2.7p     28c    0.3f  recent
          🍙 Onigiri  1 piece    180 kcal      4p     38c    0.5f  recent

        """), "\(list)")
    let found = try journal.run(["foods", "search", "o"])
    #expect(found.stdout.contains("  🍙 Onigiri  1 piece    180 kcal "), "\(found)")
  }
}
