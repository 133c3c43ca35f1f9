import Foundation
import LarderTestSupport
import Testing

@Suite("larder goals, end to end")
struct GoalsTests {
  static let settings = """
    # Settings
    format: 1
    goals:
      2026-08-18: 2300 kcal 130p 290c 75f maintenance
      2026-10-01: 2000 kcal 150p 200c 67f deficit  # agreed with Sam

    """

  @Test("goals shows the goal in force, its macro energy and the history")
  func show() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.write("larder.yaml", Self.settings)
    let run = try journal.run(["goals"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Goal in force since THU - 1 Oct 26 · 50 days ago"))
    #expect(run.stdout.contains("  2,000 kcal · 150 g protein · 200 g carbs · 67 g fat · deficit"))
    #expect(run.stdout.contains("Macros: 2,003 kcal (4 × 150 + 4 × 200 + 9 × 67), within 10 %"))
    #expect(run.stdout.contains("Protein 30% · Carbs 40% · Fat 30% of that energy"))
    #expect(
      run.stdout.contains("▸  2026-10-01  2,000    150 g  200 g  67 g  deficit      in force"))
    let json = try journal.json(try journal.run(["goals", "--json"]))
    #expect((json["current"] as? [String: Any])?["from"] as? String == "2026-10-01")
    #expect((json["goals"] as? [Any])?.count == 2)
    let empty = try DayJournal()
    defer { empty.remove() }
    let none = try empty.run(["goals"])
    #expect(none.stdout.contains("No goal set yet."))
    #expect(none.stdout.contains("larder goals set --kcal 2000"))
  }

  @Test("goals set writes one line in date order, keeping comments; values not given carry over")
  func set() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.write("larder.yaml", Self.settings)
    let run = try journal.run(["goals", "set", "--kcal", "1900", "--from", "2026-09-01"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains("goals set from 2026-09-01: 1900 kcal 130p 290c 75f maintenance"))
    #expect(run.stderr.contains("warning: protein, carbs and fat give 2,355 kcal"))
    #expect(
      try journal.read("larder.yaml") == """
        # Settings
        format: 1
        goals:
          2026-08-18: 2300 kcal 130p 290c 75f maintenance
          2026-09-01: 1900 kcal 130p 290c 75f maintenance
          2026-10-01: 2000 kcal 150p 200c 67f deficit  # agreed with Sam

        """)
    let replace = try journal.run(
      ["goals", "set", "--protein", "160", "--type", "Surplus", "--from", "2026-10-01"])
    #expect(replace.status == 0, "\(replace)")
    #expect(
      try journal.read("larder.yaml").contains(
        "  2026-10-01: 2000 kcal 160p 200c 67f surplus  # agreed with Sam\n"))
    let day = try journal.run(["day", "2026-09-15"])
    #expect(day.stdout.contains("  0 kcal of 1,900\n"), "a past day is judged by its goal")
  }

  @Test("goals set refuses what makes no goal, and writes nothing")
  func refusals() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.write("larder.yaml", Self.settings)
    // A value the journal cannot take is refused (1); one that is no value at all is a usage
    // error (2).
    for (arguments, message, status) in [
      (["--kcal", "400"], "a calorie goal of 400 kcal is outside 500–5,000 kcal", 1),
      (["--kcal", "5001"], "a calorie goal of 5,001 kcal is outside 500–5,000 kcal", 1),
      (["--protein", "0"], "a protein goal of 0 g is not a goal", 1),
      (["--fat=-5"], "a fat goal of -5 g is not a goal", 1),
      ([], "no goal was given", 1),
      (["--type", "bulk"], "\"bulk\" is not a kind of goal", 2),
      (["--kcal", "2000", "--from", "someday"], "\"someday\" is not a date", 2),
    ] {
      let run = try journal.run(["goals", "set"] + arguments)
      #expect(run.status == status, "\(run)")
      #expect(run.stderr.contains("error: " + message), "\(run)")
      #expect(run.stderr.contains("hint: "), "\(run)")
      #expect(try journal.read("larder.yaml") == Self.settings)
    }
  }

  @Test("a journal without goals gets the key at the end of larder.yaml")
  func firstGoal() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.write("larder.yaml", "format: 1\r\nday cutoff: 04:00")
    let run = try journal.run(
      ["goals", "set", "--kcal", "2000", "--protein", "150", "--carbs", "200", "--fat", "65"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty || !run.stderr.contains("warning: protein"))
    #expect(
      try journal.read("larder.yaml")
        == "format: 1\r\nday cutoff: 04:00\r\ngoals:\r\n  2026-11-20: 2000 kcal 150p 200c 65f\r\n")
  }
}
