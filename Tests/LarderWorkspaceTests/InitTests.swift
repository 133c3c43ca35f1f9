import Foundation
import LarderModel
import LarderWorkspace
import Testing

@Suite("larder init")
struct InitTests {
  @Test("a new journal reads without errors and has one commit on main")
  func createsAJournal() throws {
    let journal = try TestJournal(initialized: false)
    defer { journal.remove() }
    let target = journal.root.appendingPathComponent("new")
    let outcome = try Workspace.initialize(at: target, clock: .test)
    #expect(outcome.kind == .created)
    #expect(
      outcome.files == [
        "larder.yaml", "categories.yaml", "meals.yaml", "units.yaml", "foods/starter.yaml",
        ".gitignore",
      ])
    let created = Workspace(location: JournalLocation(root: target), clock: .test)
    let check = try created.journal.check(today: nil)
    #expect(check.errorCount == 0 && check.warningCount == 0, "\(check.files)")
    #expect(check.foodCount >= 300)
    let settings = try created.settings()
    #expect(settings.formatVersion == 1 && settings.goals.changes.isEmpty)
    #expect(try Git.run(["log", "--format=%s"], in: target.path) == "init\n")
    #expect(try Git.run(["symbolic-ref", "HEAD"], in: target.path) == "refs/heads/main\n")
    #expect(try Git.run(["status", "--porcelain"], in: target.path) == "")
    #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("log").path))
    try Git.run(["fsck", "--full", "--strict", "--no-progress"], in: target.path)
  }

  @Test("the starter library knows everyday foods by their aliases and household measures")
  func starterMeasures() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let cases: [(name: String, quantity: Quantity, grams: Double)] = [
      ("egg", Quantity(1, .measure("large")), 50),
      ("eggs", Quantity(2, .piece), 100),
      ("toast", Quantity(1, .measure("slice")), 25),
      ("bread", Quantity(2, .measure("slices")), 58),
      ("rice", Quantity(1, .cup), 158),
      ("banana", Quantity(1, .measure("medium")), 118),
      ("milk", Quantity(200, .milliliter), 206),
      ("courgette", Quantity(1, .measure("medium")), 196),
      ("cola", Quantity(1, .measure("can")), 370),
      ("porridge", Quantity(1, .cup), 234),
    ]
    for (name, quantity, grams) in cases {
      guard case .food(let food) = try journal.workspace.library.foodDetails(name).item else {
        Issue.record("\(name) is not a food")
        continue
      }
      #expect(abs(try food.grams(in: quantity) - grams) < 0.5, "\(name) \(quantity.unit)")
    }
  }

  @Test("a journal with git is left untouched")
  func existingJournal() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    let outcome = try Workspace.initialize(at: journal.root, clock: .test)
    #expect(outcome.kind == .existing && outcome.files.isEmpty && outcome.commit == nil)
    #expect(try journal.git("rev-parse", "HEAD") == head)
  }

  @Test("a journal without git is adopted as it is")
  func adoptsAJournal() throws {
    let journal = try TestJournal(initialized: false)
    defer { journal.remove() }
    try journal.write("larder.yaml", "format: 1\n# mine\n")
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: hello\n")
    let outcome = try Workspace.initialize(at: journal.root, clock: .test)
    #expect(outcome.kind == .adopted && outcome.files == [".gitignore"])
    #expect(try journal.read("larder.yaml") == "format: 1\n# mine\n")
    #expect(!journal.exists("categories.yaml"))
    #expect(try journal.subjects() == ["init: adopt 2 files"])
    #expect(
      try journal.git("ls-files")
        == ".gitignore\nlarder.yaml\nlog/2026/11/2026-11-21.yaml\n")
    try journal.expectCleanAndValid()
  }

  @Test("a directory with other files is refused unless forced")
  func refusesNonEmpty() throws {
    let journal = try TestJournal(initialized: false)
    defer { journal.remove() }
    try journal.write("thesis.md", "chapter one\n")
    #expect(throws: WorkspaceError.directoryNotEmpty(path: journal.root.standardizedFileURL.path)) {
      try Workspace.initialize(at: journal.root, clock: .test)
    }
    #expect(!journal.exists("larder.yaml") && !journal.exists(".git"))
    let forced = try Workspace.initialize(at: journal.root, clock: .test, force: true)
    #expect(forced.kind == .created)
    #expect(try journal.git("ls-files").contains("larder.yaml"))
    #expect(try !journal.git("ls-files").contains("thesis.md"))
    #expect(try journal.git("status", "--porcelain") == "?? thesis.md\n")
  }

  @Test("--no-commit writes the files and no repository")
  func noCommit() throws {
    let journal = try TestJournal(initialized: false)
    defer { journal.remove() }
    let outcome = try Workspace.initialize(at: journal.root, clock: .test, noCommit: true)
    #expect(outcome.kind == .created && outcome.commit == nil)
    #expect(journal.exists("larder.yaml") && !journal.exists(".git"))
  }
}
