import Foundation
import LarderTestSupport
import Testing

@Suite("larder export, end to end")
struct HistoryExportTests {
  static func journal() throws -> HistoryJournal {
    let journal = try HistoryJournal(
      goals: ["2026-11-02": "2000 kcal"], foods: HistorySearchTests.foods)
    try journal.write(
      "log/2026/11/2026-11-01.yaml",
      """
      dinner:
        - 19:00 pizza "quattro formaggi", large = 900 kcal 30p 90c 45f  # "extra" cheese, really
        - 'Ben & Jerry''s: cookie dough 100 g = 260 kcal 4p 30c 14f'

      """)
    try journal.write(
      "log/2026/11/2026-11-03.yaml",
      """
      breakfast:
        - 08:00 overnight oats 1 serving  = 550 kcal 12p 42c 37f
        - + oatmeal, dry 60 g  = 227 kcal 7.9p 40.6c 3.9f; starchy sides 1
        - + crème fraîche 2 tbsp  = 88 kcal 0.7p 0.8c 9f; oils / fats / nuts 1
        - 08:05 oats 40 g
        - 08:10 vegetables 1.5 portions
      activity:
        - 18:00 running 30 min
      notes: |
        Dinner with "friends",
        then a walk.

      """)
    return journal
  }

  @Test("CSV quotes names with commas and quotes (RFC 4180), CRLF, components after composites")
  func entriesCSV() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(["export", "csv"], today: "2026-11-20")
    #expect(run.status == 0, "\(run)")
    let expected = [
      "date,time,meal,food,amount,unit,kcal,protein,carbs,fat,category_portions,part_of,note",
      "2026-11-01,19:00,Dinner,\"pizza \"\"quattro formaggi\"\", large\",1,serving,900,30,90,45,,,"
        + "\"\"\"extra\"\" cheese, really\"",
      "2026-11-01,,Dinner,Ben & Jerry's: cookie dough,100,g,260,4,30,14,,,",
      "2026-11-03,08:00,Breakfast,overnight oats,1,serving,550,12,42,37,,,",
      "2026-11-03,,Breakfast,\"oatmeal, dry\",60,g,,,,,Starchy Sides 1,overnight oats,",
      "2026-11-03,,Breakfast,crème fraîche,2,tbsp,,,,,Oils / Fats / Nuts 1,overnight oats,",
      // Resolved from the library: 40 g of 379 kcal per 100 g.
      "2026-11-03,08:05,Breakfast,oats,40,g,151.6,5.3,27.1,2.6,,,",
      "2026-11-03,08:10,Breakfast,Vegetables,1.5,portions,0,0,0,0,Vegetables 1.5,,",
    ]
    #expect(run.stdout == expected.joined(separator: "\r\n") + "\r\n")
  }

  @Test("days: every day of the period, judged by its goal, notes quoted with their line break")
  func daysCSV() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(["export", "csv", "--what", "days"], today: "2026-11-20")
    #expect(run.status == 0, "\(run)")
    let lines = run.stdout.components(separatedBy: "\r\n")
    #expect(
      lines[0]
        == "date,weekday,entries,kcal,protein,carbs,fat,goal_kcal,goal_percent,status,score,"
        + "categories_on_target,categories,activity_min,notes")
    #expect(lines[1].hasPrefix("2026-11-01,sunday,2,1160,34,120,59,,,no goal,"))
    #expect(lines[2] == "2026-11-02,monday,0,,,,,2000,,no entries,,,9,0,")
    #expect(lines[3].hasPrefix("2026-11-03,tuesday,3,701.6,17.3,69.1,39.6,2000,35,under,"))
    #expect(lines[3].hasSuffix(",9,30,\"Dinner with \"\"friends\"\",\nthen a walk.\""))
    #expect(lines.count == 5 && lines[4].isEmpty)
  }

  @Test("JSON has one object per row with numbers and nulls; --from and --to bound the period")
  func json() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(
      ["export", "json", "--from", "2026-11-02", "--to", "2026-11-03"], today: "2026-11-20")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 5)
    #expect(rows[0]["food"] as? String == "overnight oats")
    #expect(rows[0]["kcal"] as? Double == 550)
    #expect(rows[1]["kcal"] is NSNull)
    #expect(rows[3]["kcal"] as? Double == 151.6)
    let days = try journal.run(
      ["export", "json", "--what", "days", "--from", "-19", "--to", "-18"], today: "2026-11-20")
    let dayRows = try #require(
      try JSONSerialization.jsonObject(with: Data(days.stdout.utf8)) as? [[String: Any]])
    #expect(dayRows.map { $0["date"] as? String } == ["2026-11-01", "2026-11-02"])
    #expect(dayRows[1]["status"] as? String == "no entries")
  }

  @Test("--output writes UTF-8 with a byte-order mark and says what it wrote")
  func output() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let file = journal.root.appendingPathComponent("export.csv")
    let run = try journal.run(["export", "csv", "-o", file.path], today: "2026-11-20")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "Wrote 7 entries from 2026-11-01 to 2026-11-03 to \(file.path).\n")
    let bytes = try Data(contentsOf: file)
    #expect(Array(bytes.prefix(7)) == [0xEF, 0xBB, 0xBF] + Array("date".utf8))
    let unwritable = try journal.run(
      ["export", "csv", "-o", "/nonexistent/dir/x.csv"], today: "2026-11-20")
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.hasPrefix("error: cannot write \"/nonexistent/dir/x.csv\""))
  }
}
