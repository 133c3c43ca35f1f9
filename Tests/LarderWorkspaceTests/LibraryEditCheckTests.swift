import Foundation
import LarderModel
import LarderWorkspace
import Testing

/// `larder check` tells which days an edit of the library changes (FORMAT.md §3.3): a
/// snapshot freezes energy and macros, the other nutrients come from today's library.
@Suite("check: the days a library edit changes")
struct LibraryEditCheckTests {
  static let today = CalendarDate(iso: "2026-11-22")!

  static func foods(iron: String = "2.7", kcal: String = "23", bunch: String = "40 g") -> String {
    """
    foods:
      Test greens:
        aliases: tg leaves
        nutrition: \(kcal) kcal 2.9p 3.6c 0.4f \(iron) mg iron
        measures: bunch = \(bunch)
      Test grain:
        nutrition: 130 kcal 2.7p 28c 0.3f 0.2 mg iron

    """
  }

  /// A recipe in a file of its own, which the edits leave as committed.
  static let recipes = """
    recipes:
      Greens bowl:
        servings: 2
        ingredients:
          - test greens 100 g
          - test grain 200 g

    """

  /// A journal whose library is committed, with the greens logged on three days (by name,
  /// by alias, in a recipe of another file) and the grain alone on a fourth; with `snapshots`, every entry
  /// has one.
  static func journal(snapshots: Bool) throws -> TestJournal {
    let journal = try TestJournal()
    try journal.write("foods/test.yaml", foods())
    try journal.write("foods/test-recipes.yaml", recipes)
    func snapshot(_ text: String) -> String { snapshots ? " = " + text : "" }
    try journal.write(
      "log/2026/11/2026-11-01.yaml",
      "lunch:\n  - test greens 100 g\(snapshot("23 kcal 2.9p 3.6c 0.4f"))\n")
    try journal.write(
      "log/2026/11/2026-11-05.yaml",
      "dinner:\n  - tg leaves 50 g\(snapshot("12 kcal 1.5p 1.8c 0.2f"))\n")
    try journal.write(
      "log/2026/11/2026-11-09.yaml",
      "lunch:\n  - greens bowl 1 serving\(snapshot("142 kcal 4.2p 29.8c 0.5f"))\n")
    try journal.write(
      "log/2026/11/2026-11-12.yaml",
      "dinner:\n  - test grain 100 g\(snapshot("130 kcal 2.7p 28c 0.3f"))\n")
    let commit = try journal.workspace.journal.commitHandEdits(
      message: nil, force: false, today: today)
    #expect(commit.outcome != nil, "\(commit.check.files.flatMap(\.diagnostics))")
    return journal
  }

  @Test("a hand edit of iron names the food, old → new, and the three days that log it")
  func ironEdit() throws {
    let journal = try Self.journal(snapshots: true)
    defer { journal.remove() }
    try journal.write("foods/test.yaml", Self.foods(iron: "3.6"))
    let result = try journal.workspace.journal.check(today: Self.today)
    let edit = try #require(result.libraryEdit)
    #expect(edit.since == nil)
    #expect(edit.items.map(\.name.text) == ["Test greens"])
    let item = try #require(edit.items.first)
    #expect(item.path == "foods/test.yaml")
    #expect(!item.isRecipe && item.basis == Quantity(100, .gram))
    #expect(item.changes.map(\.nutrient) == [.iron])
    #expect(item.changes.first?.old == 2.7 && item.changes.first?.new == 3.6)
    #expect(item.dates.map(\.isoString) == ["2026-11-01", "2026-11-05", "2026-11-09"])
    // A note is no problem.
    #expect(result.errorCount == 0 && result.warningCount == 0)
  }

  @Test("a measure edit changes every nutrient of the days that log the food in that measure")
  func measureEdit() throws {
    let journal = try Self.journal(snapshots: true)
    defer { journal.remove() }
    try journal.write(
      "log/2026/11/2026-11-15.yaml", "lunch:\n  - test greens 2 bunch = 18 kcal 2.3p 2.9c 0.3f\n")
    _ = try journal.workspace.journal.commitHandEdits(
      message: nil, force: false, today: Self.today)
    try journal.write("foods/test.yaml", Self.foods(bunch: "50 g"))
    let edit = try #require(try journal.workspace.journal.check(today: Self.today).libraryEdit)
    #expect(edit.items.map(\.name.text) == ["Test greens"])
    let item = try #require(edit.items.first)
    #expect(item.changes.isEmpty)
    #expect(item.unitChanges.map(\.unit) == ["bunch"])
    #expect(item.unitChanges.first?.old == "40 g" && item.unitChanges.first?.new == "50 g")
    // Only the day in bunches: the others weigh their greens in grams.
    #expect(item.dates.map(\.isoString) == ["2026-11-15"])
  }

  @Test("energy changed for entries that all have snapshots changes no day")
  func frozenEnergy() throws {
    let journal = try Self.journal(snapshots: true)
    defer { journal.remove() }
    try journal.write("foods/test.yaml", Self.foods(kcal: "30"))
    let edit = try #require(try journal.workspace.journal.check(today: Self.today).libraryEdit)
    #expect(edit.items.isEmpty)
  }

  @Test("energy changed for entries without a snapshot changes their days")
  func followedEnergy() throws {
    let journal = try Self.journal(snapshots: false)
    defer { journal.remove() }
    try journal.write("foods/test.yaml", Self.foods(kcal: "30"))
    let edit = try #require(try journal.workspace.journal.check(today: Self.today).libraryEdit)
    #expect(edit.items.map(\.name.text) == ["Test greens"])
    #expect(edit.items.first?.changes.map(\.nutrient) == [.energy])
    #expect(edit.items.first?.dates.count == 3)
  }

  @Test("a recipe edited by hand changes per serving, and the day that logs it")
  func recipeEdit() throws {
    let journal = try Self.journal(snapshots: true)
    defer { journal.remove() }
    try journal.write(
      "foods/test-recipes.yaml",
      Self.recipes.replacingOccurrences(of: "servings: 2", with: "servings: 3"))
    let edit = try #require(try journal.workspace.journal.check(today: Self.today).libraryEdit)
    let item = try #require(edit.items.first)
    #expect(edit.items.count == 1)
    #expect(item.name.text == "Greens bowl" && item.isRecipe)
    #expect(item.path == "foods/test-recipes.yaml")
    #expect(item.changes.map(\.nutrient) == [.iron])
    #expect(abs((item.changes.first?.new ?? 0) - 3.1 / 3) < 1e-9)
    #expect(item.dates.map(\.isoString) == ["2026-11-09"])
  }

  @Test("a library as committed, or renamed with its old name kept, tells nothing")
  func unchanged() throws {
    let journal = try Self.journal(snapshots: true)
    defer { journal.remove() }
    #expect(try journal.workspace.journal.check(today: Self.today).libraryEdit == nil)
    try journal.write(
      "foods/test.yaml",
      Self.foods().replacingOccurrences(
        of: "  Test greens:\n    aliases: tg leaves",
        with: "  Greens:\n    aliases: tg leaves; test greens"
      ))
    let edit = try #require(try journal.workspace.journal.check(today: Self.today).libraryEdit)
    #expect(edit.items.isEmpty)
  }

  @Test("a repository git cannot read leaves check as it was, unless --since asks for it")
  func unreadableRepository() throws {
    let journal = try Self.journal(snapshots: true)
    defer { journal.remove() }
    try journal.write("foods/test.yaml", Self.foods(iron: "3.6"))
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(".git/HEAD"))
    let check = journal.workspace.journal
    let result = try check.check(today: Self.today)
    #expect(result.libraryEdit == nil && result.errorCount == 0)
    #expect(throws: WorkspaceError.self) {
      try check.check(today: Self.today, library: .revision("HEAD"))
    }
  }

  @Test("--since compares with an older commit, or a date's; a check of some files tells nothing")
  func since() throws {
    let journal = try Self.journal(snapshots: true)
    defer { journal.remove() }
    try journal.write("foods/test.yaml", Self.foods(iron: "3.6"))
    // The edit is committed the next day.
    let tomorrow = Self.today.adding(days: 1)
    let workspace = Workspace(
      location: journal.workspace.location, clock: Clock(now: Clock.test.now + 86_400))
    _ = try workspace.journal.commitHandEdits(message: nil, force: false, today: tomorrow)
    let check = workspace.journal
    #expect(try check.check(today: tomorrow).libraryEdit == nil)
    for since in ["HEAD~1", Self.today.isoString, "yesterday"] {
      let edit = try #require(
        try check.check(today: tomorrow, library: .revision(since)).libraryEdit, "\(since)")
      #expect(edit.since == since)
      #expect(edit.items.first?.dates.count == 3)
    }
    #expect(
      try check.check(today: tomorrow, library: .revision(tomorrow.isoString)).libraryEdit == nil)
    #expect(
      try check.check(
        paths: ["log/2026/11/2026-11-01.yaml"], today: tomorrow, library: .revision("HEAD~1")
      ).libraryEdit == nil)
    #expect(throws: WorkspaceError.self) {
      try check.check(today: tomorrow, library: .revision("no-such-commit"))
    }
  }
}
