import Foundation
import LarderTestSupport
import Testing

/// `larder add` end to end: every form it understands, the preview, the commit, the refusals.
@Suite("Log: larder add, end to end")
struct LogAddTests {
  static let day = "log/2026/11/2026-11-21.yaml"

  @Test("a food with an amount: preview, one line in a new day file, one commit")
  func addsFood() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let run = try journal.larder("add", "chicken", "breast", "150", "g", "--time", "12:40", "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty)
    let committed = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("✓") })
    try LogGolden.check(
      run.stdout.replacingOccurrences(of: committed, with: "✓ committed ID"), "add-food.txt")
    #expect(
      try journal.read(Self.day) == """
        # Saturday 21 November 2026
        lunch:
          - 12:40 chicken breast 150 g = 248 kcal 46.5p 0c 5.4f; protein sources 1.3

        """)
    #expect(
      try journal.subjects() == ["add 2026-11-21 lunch: chicken breast 150 g (+248 kcal)", "start"])
    #expect(try journal.git("status", "--porcelain").isEmpty)
    try journal.git("fsck", "--strict")
    #expect(try journal.git("show", "--stat", "--format=", "HEAD").contains(Self.day))
  }

  @Test(
    "each form writes its canonical line in its slot",
    arguments: [
      (
        ["2 eggs", "--time", "07:30"], "breakfast",
        "07:30 eggs 2 medium = 126 kcal 11.1p 0.6c 8.4f; protein sources 0.7"
      ),
      (
        ["1/2 cup rice", "--time", "12:00"], "lunch",
        "12:00 rice 1/2 cup = 103 kcal 2.1p 22.3c 0.2f; starchy sides 0.5"
      ),
      (
        ["toast", "2", "slices", "--time", "08:00"], "breakfast",
        "08:00 toast 2 slices = 153 kcal 8.2p 25.6c 2.1f; starchy sides 0.8"
      ),
      (["vegetables", "1.5", "--time", "13:00"], "lunch", "13:00 vegetables 1.5 portions"),
      (
        ["restaurant curry", "850", "kcal", "30p", "90c", "38f", "--time", "19:30"], "dinner",
        "19:30 restaurant curry 1 serving = 850 kcal 30p 90c 38f"
      ),
      (["running", "35", "min", "--time", "18:00"], "activity", "18:00 running 35 min"),
      (
        ["apple", "--time", "10:30"], "morning snack",
        "10:30 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5"
      ),
      (
        ["apple", "--time", "10:30", "--meal", "brunch"], "brunch",
        "10:30 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5"
      ),
      (
        ["apple", "--time", "23:00", "--note", "late"], "late night",
        "23:00 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5  # late"
      ),
    ])
  func forms(_ words: [String], _ slot: String, _ line: String) throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let run = try LarderBinary.run(
      ["add"] + words + ["--yes", "--today", LogJournal.today], in: journal.root)
    #expect(run.status == 0, "\(run)")
    #expect(try journal.read(Self.day).contains("\(slot):\n  - \(line)\n"))
    #expect(try journal.subjects().count == 2)
  }

  @Test("a recipe is written with its components; the preview shows both")
  func addsRecipe() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let run = try journal.larder(
      "add", "chicken rice", "--date", "2026-11-20", "--time", "19:00", "--dry-run")
    #expect(run.status == 0, "\(run)")
    try LogGolden.check(run.stdout, "add-recipe-dry-run.txt")
    #expect(try journal.subjects() == ["start"])
    let written = try journal.larder(
      "add", "chicken rice", "--date", "2026-11-20", "--time", "19:00", "--yes")
    #expect(written.status == 0, "\(written)")
    #expect(
      try journal.read("log/2026/11/2026-11-20.yaml").hasSuffix(
        """
        activity:
          - 06:35 running 30 min
        notes: Hungry in the afternoon.

        """))
    #expect(
      try journal.read("log/2026/11/2026-11-20.yaml").contains(
        """
          - 13:10 rice 1 cup            = 205 kcal 4.3p 44.6c 0.5f
        dinner:
          - 19:00 chicken rice 1 serving = 433 kcal 41.3p 42.3c 9.3f
          - + chicken breast 120 g       = 198 kcal 37.2p 0c 4.3f; protein sources 1
          - + rice 150 g                 = 195 kcal 4.1p 42.3c 0.5f; starchy sides 1
          - + olive oil 5 ml             = 40 kcal 0p 0c 4.6f; oils / fats / nuts 0.5
        activity:
        """))
  }

  @Test("a warning when the entry takes the day over its calorie goal")
  func warnsOverGoal() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let run = try journal.larder(
      "add", "feast", "1800", "kcal", "--date", "2026-11-20", "--time", "20:00", "--dry-run")
    #expect(run.status == 0, "\(run)")
    try LogGolden.check(run.stdout, "add-over-goal.txt")
  }

  @Test("with --date, 01:30 is in the night after that day, before the cutoff")
  func cutoff() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let run = try journal.larder(
      "add", "apple", "--date", "2026-11-20", "--time", "01:30", "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(!journal.exists(Self.day))
    #expect(
      try journal.read("log/2026/11/2026-11-20.yaml").contains(
        "midnight:\n  - 01:30 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5\nactivity:"))
    #expect(try journal.subjects().first == "add 2026-11-20 midnight: apple 1 medium (+95 kcal)")
  }

  @Test("a tab typed in a note is a blank, as in any journal line, not a refused character")
  func tabInNote() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let run = try journal.larder("add", "apple", "--note", "after\tthe run", "--yes")
    #expect(run.status == 0, "\(run)")
  }

  @Test(
    "refusals: a message, exit 1 (2 for an unknown option), and nothing written",
    arguments: [
      (
        ["chiken breast 150 g"], "unknown food \"chiken breast\"", "Did you mean \"chicken breast\""
      ),
      (["toast 2 spoons"], "unknown unit \"spoons\" for \"Whole-wheat toast\"", "measures: slice"),
      (["chicken breast", "0", "g"], "amount \"0\" must be more than zero", "such as `150 g`"),
      (["chicken breast", "-5", "g"], "amount \"-5\" must be more than zero", "such as `150 g`"),
      (
        ["feast", "12000", "kcal"], "one entry of 12,000 kcal is more than 10,000 kcal",
        "g versus kg"
      ),
      (["vegetables", "1.55"], "counted in steps of 0.1 portions, not 1.55", "Write 1.6 instead."),
      (
        ["apple", "--date", "2026-11-22"], "2026-11-22 is in the future", "Give a date up to today"
      ),
      (["apple", "--meal", "lnch"], "unknown meal slot \"lnch\"", "Did you mean \"Lunch\"?"),
      (["apple", "--time", "25:00"], "\"25:00\" is not a time", "24-hour clock"),
      (["running 30 min", "--meal", "lunch"], "is an activity", "Leave out --meal"),
      (["apple", "--mael", "lunch"], "unknown option \"--mael\"", "See `larder add --help`."),
      (["ev\u{1}il", "100", "kcal"], "holds a control character", "without that character"),
      (["evil\nlunch: x", "100", "kcal"], "holds a control character", "without that character"),
    ])
  func refusals(_ words: [String], _ message: String, _ hint: String) throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let before = try journal.read("log/2026/11/2026-11-20.yaml")
    let time = words.contains("--time") ? [] : ["--time", "12:00"]
    let run = try LarderBinary.run(
      ["add"] + words + time + ["--yes", "--today", LogJournal.today], in: journal.root)
    let isUsage = message.hasPrefix("unknown option") || words.contains("--time")
    #expect(run.status == (isUsage ? 2 : 1), "\(run)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("error: "), "\(run)")
    #expect(run.stderr.contains(message), "\(run)")
    #expect(run.stderr.contains("hint: ") && run.stderr.contains(hint), "\(run)")
    #expect(!journal.exists(Self.day))
    #expect(try journal.read("log/2026/11/2026-11-20.yaml") == before)
    #expect(try journal.subjects() == ["start"])
  }

  @Test("--dry-run and --json show without writing; --no-commit writes without committing")
  func dryRunJSONAndNoCommit() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let dry = try journal.larder("add", "apple", "--time", "12:00", "--dry-run", "--json")
    #expect(dry.status == 0, "\(dry)")
    let preview = try journal.json(dry)
    #expect(preview["written"] as? Bool == false)
    #expect(preview["date"] as? String == "2026-11-21")
    #expect(preview["message"] as? String == "add 2026-11-21 lunch: apple 1 medium (+95 kcal)")
    let added = try #require((preview["added"] as? [[String: Any]])?.first)
    #expect(added["kcal"] as? Double == 95)
    #expect(added["line"] as? String == "12:00 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5")
    #expect((preview["after"] as? [String: Any])?["kcal"] as? Double == 95)
    #expect(!journal.exists(Self.day))

    let json = try journal.larder("add", "apple", "--time", "12:00", "--json")
    let result = try journal.json(json)
    #expect(result["written"] as? Bool == true)
    #expect(result["ref"] as? String != nil)
    let outcome = try #require(result["outcome"] as? [String: Any])
    #expect(
      (outcome["commit"] as? [String: Any])?["summary"] as? String
        == "add 2026-11-21 lunch: apple 1 medium (+95 kcal)")

    let uncommitted = try journal.larder("add", "apple", "--time", "12:05", "--no-commit", "--yes")
    #expect(uncommitted.status == 0, "\(uncommitted)")
    #expect(uncommitted.stdout.contains("(not committed)"))
    #expect(try journal.git("status", "--porcelain") == " M \(Self.day)\n")
    #expect(try journal.subjects().count == 2)
  }

  @Test("--help explains the forms and gives examples")
  func help() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let run = try LarderBinary.run(["add", "--help"], in: journal.root)
    #expect(run.status == 0)
    #expect(run.stdout.contains("larder add \"restaurant curry\" 850 kcal 30p 90c 38f"))
    #expect(run.stdout.contains("--dry-run"))
    #expect(run.stdout.contains("--no-commit"))
  }
}
