import Foundation
import LarderTestSupport
import Testing

/// `larder import csv --rules` end to end on a copy of the example journal.
@Suite("Import: larder import csv, end to end")
struct CSVImportCommandTests {
  static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/import/csv")

  @Test("Lose It! with the built-in rules, rules kept in the journal, and totals")
  func imports() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    _ = try journal.git("rm", "-q", "log/2026/11/2026-11-16.yaml", "log/2026/11/2026-11-14.yaml")
    _ = try journal.git(
      "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "commit", "-qm", "clear")
    let loseIt = Self.fixtures.appendingPathComponent("loseit-food-logs.csv").path
    let run = try journal.larder("import", "csv", loseIt, "--rules", "loseit")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains(
        "added 3 entries on 1 day, 0 body values (weigh-ins), 4 foods to foods/loseit.yaml"))
    #expect(run.stdout.contains("skipped 1 Exercise rows"))
    #expect(run.stdout.contains("2026-11-17: 18 entries in the journal, 2 in the export"))
    #expect(try journal.subjects().first == "import loseit: 3 entries on 1 day, 4 foods")
    let shown = try journal.larder("import", "csv", "--show-rules", "loseit")
    try journal.write("rules/loseit.rules", shown.stdout)
    let again = try journal.larder("import", "csv", loseIt, "--rules", "rules/loseit.rules")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("1 day already imported, unchanged"))
    let totals = Self.fixtures.appendingPathComponent("daily-totals.csv").path
    let dry = try journal.larder("import", "csv", totals, "--rules", "daily-totals", "--dry-run")
    #expect(dry.stdout.contains("would add 1 entry on 1 day"), "\(dry)")
    #expect(try journal.larder("import", "csv", totals, "--rules", "daily-totals").status == 0)
    #expect(try journal.read("log/2026/11/2026-11-14.yaml").contains("- Daily total = 2150 kcal"))
    #expect(try journal.larder("check").status == 0)
  }

  @Test("bad rules or a file that does not fit them: a clear message, nothing written, exit 1")
  func refuses() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    try journal.write("bad.rules", "date Date\nenergy Calories\nfood Name\ncolour Red\n")
    try journal.write("other.csv", "Name,Price\nTea,3\n")
    let loseIt = Self.fixtures.appendingPathComponent("loseit-food-logs.csv").path
    for (arguments, message) in [
      ([loseIt, "--rules", "bad.rules"], "unknown directive \"colour\""),
      ([loseIt, "--rules", "nosuch"], "cannot read the rules file"),
      (["other.csv", "--rules", "loseit"], "has no column \"Date\""),
    ] {
      let run = try LarderBinary.run(
        ["import", "csv"] + arguments + ["--today", BodyJournal.today], in: journal.root)
      #expect(run.status == 1, "\(run)")
      #expect(run.stderr.contains(message), "\(run)")
    }
    #expect(try journal.subjects().count == 1)
  }
}
