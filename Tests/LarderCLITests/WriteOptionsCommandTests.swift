import Foundation
import LarderTestSupport
import Testing

/// The write options every writing command takes, and the question before data goes
/// (`Documentation/CommandLine.md`), end to end on commands that lacked them.
@Suite("The write options and the question before a removal, end to end")
struct WriteOptionsCommandTests {
  @Test("foods rm needs --yes off a terminal; --dry-run shows the diff; --json the outcome")
  func removalAsksFirst() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let before = try journal.read("foods/mine.yaml")
    let subjects = try journal.subjects()

    let refused = try journal.larder("foods", "rm", "egg")
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stderr.contains("needs --yes when it cannot ask; nothing written"))
    let missing = try journal.larder("foods", "rm", "unicorn")
    #expect(missing.status == 1 && missing.stderr.contains("unicorn"), "\(missing)")

    let dryRun = try journal.larder("foods", "rm", "egg", "--dry-run")
    #expect(dryRun.status == 0, "\(dryRun)")
    #expect(dryRun.stdout.hasPrefix("--- a/foods/mine.yaml\n+++ b/foods/mine.yaml\n"))
    #expect(dryRun.stdout.contains("\n-  Egg:\n"))
    #expect(dryRun.stdout.hasSuffix("Dry run: nothing written.\n"))
    #expect(try journal.read("foods/mine.yaml") == before)
    #expect(try journal.subjects() == subjects)

    let removed = try journal.larder("foods", "rm", "egg", "--yes", "--json")
    #expect(removed.status == 0, "\(removed)")
    let object = try journal.json(removed)
    #expect(object["written"] as? Bool == true)
    let outcome = try #require(object["outcome"] as? [String: Any])
    #expect(outcome["files"] as? [String] == ["foods/mine.yaml"])
    #expect(try journal.subjects().first == "foods rm Egg")
  }

  @Test("goals set --dry-run shows the line it would write; --json says what it wrote")
  func planChange() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let before = try journal.read("larder.yaml")
    let dryRun = try journal.larder("goals", "set", "--kcal", "2100", "--dry-run")
    #expect(dryRun.status == 0, "\(dryRun)")
    #expect(dryRun.stdout.contains("\n+  2026-11-21: 2100 kcal 150p 200c 65f\n"))
    #expect(try journal.read("larder.yaml") == before)

    let written = try journal.larder("goals", "set", "--kcal", "2100", "--json")
    #expect(written.status == 0, "\(written)")
    #expect(try journal.json(written)["written"] as? Bool == true)
    #expect(try journal.read("larder.yaml").contains("2026-11-21: 2100 kcal"))
  }

  @Test("undo --dry-run names the commit; without --yes off a terminal it is refused, exit 1")
  func undo() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    #expect(try journal.larder("goals", "set", "--kcal", "2100").status == 0)
    let subjects = try journal.subjects()
    let dryRun = try journal.larder("undo", "--dry-run")
    #expect(dryRun.status == 0, "\(dryRun)")
    #expect(dryRun.stdout.hasPrefix("would undo "))
    #expect(dryRun.stdout.contains(subjects[0]))
    let refused = try journal.larder("undo")
    #expect(refused.status == 1 && refused.stderr.contains("needs --yes"), "\(refused)")
    let uncommitted = try journal.larder("undo", "--yes", "--no-commit")
    #expect(uncommitted.status == 2, "\(uncommitted)")
    #expect(try journal.subjects() == subjects)
  }

  @Test("rm needs --yes off a terminal, as every removal does")
  func removeEntry() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let day = "log/2026/11/2026-11-20.yaml"
    let before = try journal.read(day)
    let reference = LogEditTests.reference(of: "13:10 rice 1 cup")
    let refused = try journal.larder("rm", "2026-11-20:\(reference)")
    #expect(refused.status == 1 && refused.stderr.contains("needs --yes"), "\(refused)")
    #expect(try journal.read(day) == before)
  }
}
