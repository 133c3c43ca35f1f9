import Foundation
import LarderTestSupport
import Testing

@Suite("larder search, end to end")
struct HistorySearchTests {
  static let foods = """
    foods:
      Crème fraîche:
        aliases: sour cream
        nutrition: 292 kcal 2.4p 2.6c 30f
        measures: tbsp = 15 g
      Oatmeal, dry:
        aliases: oats; porridge oats
        nutrition: 379 kcal 13.2p 67.7c 6.5f
    recipes:
      Overnight oats:
        ingredients:
          - oatmeal, dry 60 g
          - crème fraîche 2 tbsp

    """

  static func journal() throws -> HistoryJournal {
    let journal = try HistoryJournal(goals: ["2026-01-01": "2000 kcal"], foods: foods)
    try journal.write(
      "log/2026/11/2026-11-02.yaml",
      """
      breakfast:
        - 07:30 oats 60 g  = 227 kcal 7.9p 40.6c 3.9f
      dinner:
        - 19:00 CRÈME FRAÎCHE 1 tbsp  = 44 kcal 0.4p 0.4c 4.5f

      """)
    try journal.write(
      "log/2026/11/2026-11-03.yaml",
      """
      lunch:
        - 12:30 tarte flambée with creme fraiche 1 serving = 610 kcal 20p 60c 32f
      dinner:
        - 19:00 soup 1 serving = 300 kcal  # a spoon of Crème Fraîche on top
        - 23:30 crème fraîche 1 tbsp  = 44 kcal 0.4p 0.4c 4.5f
      midnight:
        - 01:15 porridge oats 40 g  = 152 kcal 5.3p 27.1c 2.6f

      """)
    try journal.write(
      "log/2026/10/2026-10-20.yaml",
      """
      breakfast:
        - 08:00 overnight oats 1 serving  = 550 kcal 12p 42c 37f
        - + oatmeal, dry 60 g  = 227 kcal 7.9p 40.6c 3.9f
        - + crème fraîche 2 tbsp  = 88 kcal 0.7p 0.8c 9f

      """)
    return journal
  }

  @Test("case and accents are ignored in food names, free text and comments; newest first")
  func accentsAndCase() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(["search", "CREME", "fraiche"], today: "2026-11-20")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.split(separator: "\n", omittingEmptySubsequences: false) == [
        "  Tue 3 Nov   Dinner     23:30  crème fraîche 1 tbsp                        44 kcal  2026-11-03:1e13",
        "  Tue 3 Nov   Dinner     19:00  soup 1 serving  # a spoon of Crème Fraîc…  300 kcal  2026-11-03:117d",
        "  Tue 3 Nov   Lunch      12:30  tarte flambée with creme fraiche 1 servi…  610 kcal  2026-11-03:8a91",
        "  Mon 2 Nov   Dinner     19:00  CRÈME FRAÎCHE 1 tbsp                        44 kcal  2026-11-02:4ee2",
        "  Tue 20 Oct  Breakfast         + crème fraîche 2 tbsp (in overnight oat…   88 kcal  2026-10-20:0892",
        "",
        "5 entries for 'CREME fraiche': eaten on 3 days, last on 3 Nov, first on 20 Oct",
        "Change an entry with `larder edit REF`, remove it with `larder rm REF`.",
        "",
      ])
    let accented = try journal.run(["search", "crème", "--json"], today: "2026-11-20")
    #expect(try journal.json(accented)["match_count"] as? Int == 5)
    let matches = try #require(try journal.json(accented)["matches"] as? [[String: Any]])
    #expect(matches.first?["ref"] as? String == "2026-11-03:1e13")
  }

  @Test("escapes, wrapped lines, tabs and case in day files do not hide a match")
  func rawText() throws {
    let journal = try HistoryJournal(goals: [:])
    defer { journal.remove() }
    try journal.write(
      "log/2026/11/2026-11-18.yaml",
      #"dinner:\#n  - "19:00 cr\u00e8me br\u00fbl\u00e9e 1 serving = 300 kcal"\#n"#)
    try journal.write(
      "log/2026/11/2026-11-19.yaml",
      "dinner:\n  - 20:00 roast chicken with\n    crispy potatoes 1 serving = 700 kcal\n")
    try journal.write(
      "log/2026/11/2026-11-20.yaml",
      "dinner:\n  - 21:00 Dark\tCHOCOLATE  bar 1 serving = 110 kcal  # 70  %   COCOA\n")
    try journal.write(
      "log/2026/11/2026-11-17.yaml",
      "dinner:\r\n  - 19:00 CRÈME   Brûlée tart 1 serving = 300 kcal\r\n")
    for (text, date) in [
      ("crème brulee tart", "2026-11-17"), ("creme brulee", "2026-11-18"),
      ("with crispy", "2026-11-19"),
      ("dark chocolate bar", "2026-11-20"), ("70 % cocoa", "2026-11-20"),
    ] {
      let run = try journal.run(["search", text, "--json"], today: "2026-11-20")
      #expect(try journal.json(run)["last_date"] as? String == date, "\(text)")
    }
  }

  @Test("an alias finds entries logged under another name of the same food")
  func aliases() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(["search", "porridge", "--json"], today: "2026-11-20")
    let matches = try #require(try journal.json(run)["matches"] as? [[String: Any]])
    // 01:15 is the night after the 3rd: the newest entry of that journal day.
    #expect(matches.map { $0["food"] as? String } == ["porridge oats", "oats", "oatmeal, dry"])
    #expect(matches[1]["matched_in"] as? [String] == ["alias"])
    #expect(matches[1]["matched_alias"] as? String == "porridge oats")
    #expect(matches[1]["library_name"] as? String == "Oatmeal, dry")
    #expect(matches[2]["part_of"] as? String == "overnight oats")
  }

  @Test("--from, --to, --meal and --limit narrow the search; the summary counts everything")
  func filters() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    func count(_ arguments: [String]) throws -> Int? {
      let run = try journal.run(["search", "crème"] + arguments + ["--json"], today: "2026-11-20")
      #expect(run.status == 0, "\(run)")
      return try journal.json(run)["match_count"] as? Int
    }
    #expect(try count(["--from", "2026-11-01"]) == 4)
    #expect(try count(["--to", "2026-11-02"]) == 2)
    #expect(try count(["--from", "-18"]) == 4)
    #expect(try count(["--meal", "DINNER"]) == 3)
    let limited = try journal.run(["search", "crème", "--limit", "2"], today: "2026-11-20")
    #expect(
      limited.stdout.hasSuffix(
        "5 entries for 'crème': eaten on 3 days, last on 3 Nov, first on 20 Oct\n"
          + "Change an entry with `larder edit REF`, remove it with `larder rm REF`.\n"
          + "Showing the 2 most recent; --limit 0 lists all of them.\n"))
    let badMeal = try journal.run(["search", "oats", "--meal", "brunch"], today: "2026-11-20")
    #expect(badMeal.status == 2)
    #expect(
      badMeal.stderr == """
        error: unknown meal slot "brunch"
          hint: Meal slots: Breakfast, Morning Snack, Lunch, Afternoon Snack, Dinner, Late Night, \
        Midnight.

        """)
    let backwards = try journal.run(
      ["search", "oats", "--from", "2026-11-03", "--to", "2026-11-01"], today: "2026-11-20")
    #expect(backwards.status == 2)
  }

  @Test("nothing found: the message, a suggestion from the library, exit status 0")
  func nothingFound() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let typo = try journal.run(["search", "oatmel"], today: "2026-11-20")
    #expect(typo.status == 0)
    #expect(
      typo.stdout == """
        No entries found for 'oatmel'.
        Did you mean "Oatmeal, dry"? Try `larder search Oatmeal, dry`.

        """)
    let nothing = try journal.run(["search", "xyz", "--meal", "lunch"], today: "2026-11-20")
    #expect(
      nothing.stdout == """
        No entries found for 'xyz' in Lunch.
        Try a shorter part of the name, or check the spelling.
        Without --from, --to and --meal, every day and meal is searched.

        """)
  }
}
