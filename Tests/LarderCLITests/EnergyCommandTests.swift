import Foundation
import LarderTestSupport
import Testing

/// `larder energy` and `larder goals suggest` on a two-week journal whose numbers are worked by
/// hand: 2,000 kcal on ten days and a fast, three days left out, and a weight line that falls
/// exactly 0.1 kg a day (less steeply once the fast is taken out: `EnergyEstimateTests` works
/// the balance line by hand).
@Suite("larder energy and goals suggest, end to end")
struct EnergyCommandTests {
  static let settings = """
    format: 1
    profile:
      target weight: 75 kg
      target date: 2027-02-12
    goals:
      2026-10-01: 2000 kcal 150p 200c 67f deficit

    """

  /// 7–20 November: no file on the 9th, a fast on the 12th, 500 kcal on the 14th (under half
  /// the usual), the 16th marked incomplete; 80 kg on the 7th and 0.4 kg less every fourth day.
  static func journal() throws -> DayJournal {
    let journal = try DayJournal()
    try journal.write("larder.yaml", settings)
    for day in 7...20 where day != 9 {
      let date = "2026-11-\(day < 10 ? "0" : "")\(day)"
      switch day {
      case 12: try journal.day(date, "intake: fasted  # water only\n")
      case 14: try journal.day(date, "dinner:\n  - soup 1 bowl = 500 kcal\n")
      case 16: try journal.day(date, "dinner:\n  - pasta 1 plate = 900 kcal\nintake: incomplete\n")
      default: try journal.day(date, "dinner:\n  - big dinner 1 plate = 2000 kcal\n")
      }
    }
    try journal.write(
      "body/2026.yaml",
      """
      2026-11-07: weight 80 kg
      2026-11-11: weight 79.6 kg
      2026-11-15: weight 79.2 kg
      2026-11-19: weight 78.8 kg

      """)
    return journal
  }

  @Test("energy prints every step of the balance, and the days left out with why")
  func working() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(["energy"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    #expect(
      run.stdout == """
        Energy expenditure on 20 Nov: the 14 days to 20 Nov
        Window              7–20 Nov, 14 days
        Days counted        11 (1 not logged, 1 probably incomplete, 1 marked incomplete, 1 fasted, counted)
        Average intake      1,818 kcal/day
        Weight line         80.00 → 78.70 kg: -1.30 kg, -0.1000 kg/day, 4 weigh-ins
        Balance line        -0.0917 kg/day: each weigh-in less the kcal logged above average before it
        Energy density      7,700 kcal/kg: 706 kcal/day released
        Window average      2,525 kcal/day = 1,818 + 706
        Expenditure         2,525 kcal/day, likely 1,702–3,347 (±822)

        Left out of the average intake (`intake: complete` in a day file counts it):
          not logged: 9 Nov
          probably incomplete, under half the usual: 14 Nov (500 kcal)
          marked incomplete: 16 Nov (900 kcal)

        """)
    let json = try journal.json(try journal.run(["energy", "--json"]))
    let latest = try #require(json["latest"] as? [String: Any])
    let estimate = try #require(latest["estimate"] as? [String: Any])
    #expect(estimate["expenditure_kcal"] as? Double == 2_525)
    #expect(estimate["uncertainty_kcal"] as? Double == 822)
    #expect(estimate["counted_days"] as? Int == 11)
    #expect(estimate["slope_kg_per_day"] as? Double == -0.1)
    let reasons = (estimate["left_out"] as? [[String: Any]])?.compactMap { $0["reason"] as? String }
    #expect(reasons == ["not-logged", "probably-incomplete", "marked-incomplete"])
  }

  @Test("marking the low day complete counts it")
  func markComplete() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    try journal.day("2026-11-14", "dinner:\n  - soup 1 bowl = 500 kcal\nintake: complete\n")
    let run = try journal.run(["energy", "--json"])
    let estimate = try #require(
      (try journal.json(run)["latest"] as? [String: Any])?["estimate"] as? [String: Any])
    // Ten days of 2,000, a fast and 500, over 12 days: 20,500 / 12 = 1,708.
    #expect(estimate["average_intake_kcal"] as? Double == 1_708)
    #expect(estimate["marked_complete_days"] as? Int == 1)
  }

  @Test("too little data says what is missing; --weeks gives one row a week")
  func shortfallAndWeeks() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let early = try journal.run(["energy"], today: "2026-11-12")
    #expect(early.status == 0, "\(early)")
    #expect(
      early.stdout.contains("No estimate yet: 5 of the 7 logged days it needs."), "\(early)")
    let weeks = try journal.run(["energy", "--weeks", "3"])
    #expect(weeks.status == 0, "\(weeks)")
    let lines = weeks.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let table = lines.drop { !$0.hasPrefix("Week to") }
    // The week to 6 Nov ends before the journal begins and is left out.
    #expect(
      table.dropFirst().first == "13 Nov        no estimate: 6 of the 7 logged days it needs",
      "\(weeks)")
    #expect(
      table.dropFirst(2).first?.hasPrefix(
        "20 Nov          2,525   1,702–3,347   1,818    78.7  11/14         4  ") == true,
      "\(weeks)")
    #expect(table.dropFirst(2).first?.contains("●") == true)
    let refused = try journal.run(["energy", "--window", "7"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--window 7 is not a window"))
  }

  @Test("goals suggest explains the goal, and writes it only with --apply")
  func suggest() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let initialized = try LarderBinary.run(["init", journal.root.path], in: journal.root)
    #expect(initialized.status == 0, "\(initialized)")
    let run = try journal.run(["goals", "suggest"])
    #expect(run.status == 0, "\(run)")
    // 78.7 kg to 75 kg in 84 days: -0.3083 kg a week, -339 kcal a day.
    #expect(
      run.stdout == """
        Suggested goal: 2,190 kcal a day (deficit)
        Expenditure         2,525 kcal/day, likely 1,702–3,347 (`larder energy` shows how)
        Current weight      78.7 kg on the weight line
        Target              75.0 kg by 12 Feb 2027: -3.7 kg in 84 days
        Asked for           -0.31 kg/week
        Safe limit          0.79 kg/week: 1 % of body weight
        Aim                 -0.31 kg/week, on schedule for the target date
        Daily balance       -339 kcal = 7,700 kcal/kg × -0.31 kg/week ÷ 7
        Goal                2,185 kcal/day, rounded to 2,190
        In force now        2000 kcal 150p 200c 67f deficit

        Set it with `larder goals suggest --apply`; the macros in force are kept.

        """)
    #expect(try journal.read("larder.yaml") == Self.settings)
    let applied = try journal.run(["goals", "suggest", "--apply"])
    #expect(applied.status == 0, "\(applied)")
    #expect(
      try journal.read("larder.yaml").hasSuffix(
        "  2026-11-20: 2190 kcal 150p 200c 67f deficit\n"))
    let log = try journal.run(["history", "larder.yaml"])
    #expect(log.stdout.contains("goals set from 2026-11-20: 2190 kcal"), "\(log)")
    let json = try journal.json(try journal.run(["goals", "suggest", "--json"]))
    let suggestion = try #require(json["suggestion"] as? [String: Any])
    #expect(suggestion["kcal"] as? Double == 2_190)
    #expect(suggestion["pace"] as? String == "on-schedule")
  }

  @Test("without an estimate goals suggest --apply writes nothing")
  func noEstimateNoGoal() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    let run = try journal.run(["goals", "suggest", "--apply"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("No goal to suggest yet"))
    #expect(run.stderr.contains("there is no estimate to set a goal from"))
  }

  @Test("check accepts the three intake markers and names any other; fmt keeps them")
  func checkAndFormat() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let clean = try journal.run(["check"])
    #expect(clean.status == 0, "\(clean)")
    try journal.day(
      "2026-11-13", "dinner:\n  -   big dinner 1 plate = 2000 kcal\nintake:  Complete\n")
    let formatted = try journal.run(["fmt"])
    #expect(formatted.status == 0, "\(formatted)")
    #expect(
      try journal.read("log/2026/11/2026-11-13.yaml")
        == "dinner:\n  - big dinner 1 plate = 2000 kcal\nintake: Complete\n")
    try journal.day("2026-11-13", "dinner:\n  - big dinner 1 plate = 2000 kcal\nintake: half\n")
    let bad = try journal.run(["check"])
    #expect(bad.status == 1, "\(bad)")
    #expect(
      bad.stdout.contains(
        "log/2026/11/2026-11-13.yaml:3:9: error: \"half\" is not how completely a day is logged "
          + "[bad-intake]"), "\(bad)")
  }

  @Test("every example of --help runs", arguments: [["energy"], ["goals", "suggest"]])
  func examplesRun(_ command: [String]) throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let initialized = try LarderBinary.run(["init", journal.root.path], in: journal.root)
    #expect(initialized.status == 0, "\(initialized)")
    let help = try LarderBinary.run(command + ["--help"], in: journal.root)
    let examples = help.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    .filter { $0.hasPrefix("larder ") }
    #expect(examples.count >= 3, "\(help)")
    for example in examples {
      let arguments = example.split(separator: " ").dropFirst().map(String.init)
      let run = try journal.run(arguments)
      #expect(run.status == 0, "\(run)")
    }
  }
}
