import Foundation
import LarderTestSupport
import Testing

@Suite("larder calendar, end to end")
struct HistoryCalendarTests {
  /// April 2026 (starts on a Wednesday): no goal on the 1st and 2nd, 2,000 kcal from the 3rd,
  /// 2,400 kcal from the 15th; every status at its exact boundary; today is the 22nd.
  static func april() throws -> HistoryJournal {
    let journal = try HistoryJournal(goals: ["2026-04-03": "2000 kcal", "2026-04-15": "2400 kcal"])
    try journal.day("2026-04-01", kcal: 1_800, entries: 3)
    try journal.day("2026-04-03", kcal: 2_000, entries: 5, balanced: true)
    try journal.day("2026-04-04", kcal: 1_900)  // 95 %: met
    try journal.day("2026-04-05", kcal: 2_100)  // 105 %: met
    try journal.day("2026-04-06", kcal: 1_800)  // 90 %: close
    try journal.day("2026-04-07", kcal: 2_200)  // 110 %: close
    try journal.day("2026-04-08", kcal: 1_799)  // just below 90 %: under
    try journal.day("2026-04-09", kcal: 2_201)  // just above 110 %: over
    try journal.day("2026-04-10", kcal: 1_899)  // just below 95 %: close
    try journal.day("2026-04-11", kcal: 2_101)  // just above 105 %: close
    try journal.day("2026-04-13", kcal: 2_000, entries: 12, balanced: true)
    try journal.day("2026-04-14", kcal: 2_000, entries: 2)
    try journal.day("2026-04-15", kcal: 2_400, balanced: true)  // the new goal: met
    try journal.day("2026-04-16", kcal: 2_300)
    try journal.day("2026-04-17", kcal: 2_400, entries: 4)
    // Met under the old goal, under the new one that is in force.
    try journal.day("2026-04-18", kcal: 2_000)
    try journal.day("2026-04-22", kcal: 2_400, entries: 3)
    return journal
  }

  @Test("each status at its exact boundary, judged by the goal in force that day")
  func boundaries() throws {
    let journal = try Self.april()
    defer { journal.remove() }
    let run = try journal.run(["calendar", "2026-04", "--json"], today: "2026-04-22")
    #expect(run.status == 0, "\(run)")
    let days = try #require(try journal.json(run)["days"] as? [[String: Any]])
    let status = Dictionary(
      uniqueKeysWithValues: days.map { ($0["date"] as! String, $0["status"] as! String) })
    #expect(days.count == 30)
    #expect(status["2026-04-01"] == "no_goal")
    #expect(status["2026-04-02"] == "no_entries")
    #expect(status["2026-04-04"] == "met")
    #expect(status["2026-04-05"] == "met")
    #expect(status["2026-04-06"] == "close")
    #expect(status["2026-04-07"] == "close")
    #expect(status["2026-04-08"] == "under")
    #expect(status["2026-04-09"] == "over")
    #expect(status["2026-04-10"] == "close")
    #expect(status["2026-04-11"] == "close")
    #expect(status["2026-04-14"] == "met")
    #expect(status["2026-04-15"] == "met")
    #expect(status["2026-04-18"] == "under")
    let summary = try #require(try journal.json(run)["summary"] as? [String: Any])
    #expect(summary["days_logged"] as? Int == 17)
    #expect(summary["days_judged"] as? Int == 16)
    #expect(summary["goal_met"] as? Int == 9)
    let streak = try #require(summary["best_streak"] as? [String: Any])
    // The 13th to the 17th met the goal of their own day, across the change on the 15th.
    #expect(streak["start"] as? String == "2026-04-13")
    #expect(streak["days"] as? Int == 5)
  }

  @Test("the grid, its legend and summary match the golden file")
  func golden() throws {
    let journal = try Self.april()
    defer { journal.remove() }
    let run = try journal.run(["calendar"], today: "2026-04-22")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty)
    try Golden.check(run.stdout, "calendar-april.txt")
    try journal.setWeekStart("monday")
    let monday = try journal.run(["calendar"], today: "2026-04-22")
    try Golden.check(monday.stdout, "calendar-april-monday.txt")
  }

  @Test("--score shows each day's score with a band symbol, --status lists days")
  func scoreAndStatus() throws {
    let journal = try Self.april()
    defer { journal.remove() }
    let score = try journal.run(["calendar", "--score"], today: "2026-04-22")
    #expect(score.status == 0, "\(score)")
    try Golden.check(score.stdout, "calendar-april-score.txt")
    let listed = try journal.run(
      ["calendar", "--status", "over", "--status", "under"], today: "2026-04-22")
    #expect(listed.status == 0, "\(listed)")
    try Golden.check(listed.stdout, "calendar-april-over-under.txt")
    let none = try journal.run(["calendar", "march", "--status", "met"], today: "2026-04-22")
    #expect(none.stdout == "No days met the goal in March 2026.\n")
  }

  @Test("week start Monday or Sunday orders the weekday headers")
  func weekStart() throws {
    let journal = try Self.april()
    defer { journal.remove() }
    let sunday = try journal.run(["calendar"], today: "2026-04-22")
    try journal.setWeekStart("monday")
    let monday = try journal.run(["calendar"], today: "2026-04-22")
    #expect(sunday.stdout.split(separator: "\n")[1].hasPrefix(" Sun       Mon"))
    #expect(monday.stdout.split(separator: "\n")[1].hasPrefix(" Mon       Tue"))
    // April 2026 starts on a Wednesday: 29 and 30 March before it, 31 March too from Monday.
    #expect(sunday.stdout.split(separator: "\n")[2].hasPrefix("  29        30        31"))
    #expect(monday.stdout.split(separator: "\n")[2].hasPrefix("  30        31         1"))
  }

  @Test("month arguments: numbers, names, last month and months back")
  func monthArguments() throws {
    let journal = try Self.april()
    defer { journal.remove() }
    let cases: [([String], String)] = [
      ([], "2026-04"), (["2026-02"], "2026-02"), (["nov"], "2025-11"), (["april"], "2026-04"),
      (["Feb", "2024"], "2024-02"), (["last", "month"], "2026-03"), (["-2"], "2026-02"),
      (["+1"], "2026-05"), (["-16"], "2024-12"), (["2026-04-30"], "2026-04"),
    ]
    for (words, month) in cases {
      let run = try journal.run(["calendar"] + words + ["--json"], today: "2026-04-22")
      #expect(run.status == 0, "\(run)")
      #expect(try journal.json(run)["month"] as? String == month, "\(words)")
    }
    let bad = try journal.run(["calendar", "smarch"], today: "2026-04-22")
    #expect(bad.status == 2)
    #expect(bad.stdout.isEmpty)
    #expect(
      bad.stderr == """
        error: "smarch" is not a month
          hint: Write 2026-11, nov, november 2025, this month, last month or -2.

        """)
  }

  @Test("leap years: February has 29 days in 2028 and 2000, 28 in 2027 and 2100")
  func leapYears() throws {
    let journal = try HistoryJournal(goals: ["2028-01-01": "2000 kcal"])
    defer { journal.remove() }
    try journal.day("2028-02-29", kcal: 2_000)
    for (month, count) in [("2028-02", 29), ("2000-02", 29), ("2027-02", 28), ("2100-02", 28)] {
      let run = try journal.run(["calendar", month, "--json"], today: "2028-03-01")
      let days = try #require(try journal.json(run)["days"] as? [[String: Any]])
      #expect(days.count == count, "\(month)")
    }
    let leap = try journal.run(["calendar", "2028-02"], today: "2028-03-01")
    try Golden.check(leap.stdout, "calendar-leap-february.txt")
  }

  @Test("without goals, logged days are neutral and nothing is judged")
  func noGoals() throws {
    let journal = try HistoryJournal(goals: [:])
    defer { journal.remove() }
    try journal.day("2026-04-01", kcal: 1_800, entries: 2)
    let run = try journal.run(["calendar"], today: "2026-04-02")
    #expect(run.stdout.contains("   1 • 2 "))
    #expect(
      run.stdout.hasSuffix(
        """
        Days logged  1 of 2 days so far
        Average      1,800 kcal per logged day
        Goal met     no calorie goal was set on the days logged; set one with `larder goals set`
        Goal         none set

        """))
  }

  @Test("an empty month says so kindly: before the journal, a gap, still ahead, nothing yet")
  func emptyMonths() throws {
    let journal = try Self.april()
    defer { journal.remove() }
    func lastLine(_ words: [String]) throws -> String {
      let run = try journal.run(["calendar"] + words, today: "2026-04-22")
      #expect(run.status == 0, "\(run)")
      return String(run.stdout.split(separator: "\n").last ?? "")
    }
    #expect(
      try lastLine(["2026-02"])
        == "Nothing logged in February 2026: your journal starts on 1 Apr. See that month with "
        + "`larder calendar 2026-04`.")
    #expect(try lastLine(["2026-06"]) == "June 2026 is still ahead. Come back when it has begun.")
    try journal.day("2026-01-15", kcal: 2_000)
    #expect(
      try lastLine(["2026-02"])
        == "Nothing logged in February 2026: a fresh page. Every day you log fills in a square; "
        + "past days can be logged too.")
    let empty = try HistoryJournal(goals: [:])
    defer { empty.remove() }
    let run = try empty.run(["calendar"], today: "2026-04-22")
    #expect(
      run.stdout.hasSuffix(
        "Nothing logged yet. Log your first meal with `larder add \"oatmeal 60 g\"` and watch "
          + "this calendar fill up.\n"))
  }

  @Test("a broken day file in the month is reported; one in another month is not even read")
  func readsOnlyTheMonth() throws {
    let journal = try Self.april()
    defer { journal.remove() }
    try journal.write("log/2026/03/2026-03-31.yaml", "dinner:\n  - [flow]\n")
    let clean = try journal.run(["calendar"], today: "2026-04-22")
    #expect(clean.stderr.isEmpty, "\(clean)")
    try journal.write("log/2026/04/2026-04-20.yaml", "dinner:\n  - [flow]\n")
    let broken = try journal.run(["calendar"], today: "2026-04-22")
    #expect(broken.status == 0)
    #expect(
      broken.stderr == """
        warning: 1 journal file has errors (log/2026/04/2026-04-20.yaml), so these numbers may \
        be incomplete
          hint: Run `larder check` to see them.

        """)
  }
}

// MARK: - Test journal and golden files

/// A small hand-made journal in a temporary directory, for the history commands.
struct HistoryJournal: ReadsJSONOutput {
  let root: URL
  /// The goals of `larder.yaml`, date to goal text.
  let goals: [String: String]

  /// A journal with `larder.yaml` holding `goals` (date to goal text) and a Sunday week
  /// start, the default plan, and `foods` as `foods/foods.yaml` when given.
  init(goals: [String: String], foods: String? = nil) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-history-\(UUID().uuidString)")
    self.goals = goals
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try setWeekStart("sunday")
    if let foods { try write("foods/foods.yaml", foods) }
  }

  /// Rewrites `larder.yaml` with this week start.
  func setWeekStart(_ weekStart: String) throws {
    var text = "format: 1\nweek start: \(weekStart)\n"
    if !goals.isEmpty {
      text += "goals:\n"
      for (date, goal) in goals.sorted(by: { $0.key < $1.key }) { text += "  \(date): \(goal)\n" }
    }
    try write("larder.yaml", text)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A day of `entries` entries adding up to `kcal`: a dinner with all the energy (a fifth
  /// from protein, half from carbs), then glasses of water. A `balanced` day meets every default food-group target (score 100).
  func day(_ date: String, kcal: Int, entries: Int = 1, balanced: Bool = false) throws {
    let portions =
      balanced
      ? "; unsweetened drinks 1.5, vegetables 3, fruit 2, starchy sides 3, protein sources 1, "
        + "dairy 3, oils / fats / nuts 2.5" : ""
    let macros = "\(kcal / 20)p \(kcal / 8)c \(kcal / 30)f"
    var text = "dinner:\n  - 19:00 dinner out 1 serving = \(kcal) kcal \(macros)\(portions)\n"
    if entries > 1 {
      text += "late night:\n"
      for _ in 1..<entries { text += "  - 21:00 water 250 ml = 0 kcal\n" }
    }
    if balanced { text += "activity:\n  - 18:00 running 30 min\n" }
    let parts = date.split(separator: "-")
    try write("log/\(parts[0])/\(parts[1])/\(date).yaml", text)
  }

  /// Runs the binary in the journal with `--today`.
  func run(_ arguments: [String], today: String) throws -> LarderRun {
    try LarderBinary.run(arguments + ["--today", today], in: root)
  }

  /// Standard output parsed as a JSON object.
}

/// Golden files of rendered output in `Tests/LarderCLITests/Golden/history/`; run with
/// `LARDER_RECORD=1` to write them anew.
enum Golden {
  static let directory = repositoryRoot.appendingPathComponent(
    "Tests/LarderCLITests/Golden/history")

  static func check(
    _ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LARDER_RECORD"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "golden \(name) differs", sourceLocation: sourceLocation)
  }
}
