import Foundation
import LarderModel
import LarderWorkspace
import Testing

@Suite("larder commit, history, undo and restore --at")
struct HistoryUseCaseTests {
  let today = CalendarDate(iso: "2026-11-22")!
  let day20 = "log/2026/11/2026-11-20.yaml"
  let day21 = "log/2026/11/2026-11-21.yaml"

  @Test("commit validates, then commits every hand edit with a message listing them")
  func commitsHandEdits() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(day20, "lunch:\n  - 12:30 apple 150 g\n")
    try journal.write(day21, "lunch:\n  - 12:30 banana 120 g\n")
    try journal.write("foods/starter.yaml", try journal.read("foods/starter.yaml") + "# x\n")
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent("units.yaml"))
    try journal.write("thesis.md", "not the journal's\n")
    let result = try journal.workspace.journal.commitHandEdits(
      message: nil, force: false, today: today)
    #expect(!result.isRefused)
    #expect(
      result.outcome?.commit?.summary
        == "commit hand edits to 2026-11-20, 2026-11-21; foods/starter.yaml, units.yaml")
    #expect(try journal.git("status", "--porcelain") == "?? thesis.md\n")
    let again = try journal.workspace.journal.commitHandEdits(
      message: nil, force: false, today: today)
    #expect(again.files.isEmpty && again.outcome == nil && !again.isRefused)
  }

  @Test("commit refuses a journal with errors unless forced")
  func refusesErrors() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(day21, "lunch:\n  - 12:30 chiken 150 g\n")
    let refused = try journal.workspace.journal.commitHandEdits(
      message: nil, force: false, today: today)
    #expect(refused.isRefused && refused.check.errorCount == 1)
    #expect(try journal.subjects() == ["init"])
    let forced = try journal.workspace.journal.commitHandEdits(
      message: "as is", force: true, today: today)
    #expect(forced.outcome?.commit?.summary == "as is")
    try journal.expectCleanAndValid()
  }

  @Test("history lists the commits of a day, newest first, with patches on request")
  func history() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    for (path, text) in [
      (day21, "notes: one\n"), (day20, "notes: other\n"), (day21, "notes: two\n"),
    ] {
      _ = try journal.workspace.write(message: "write \(text)") { session throws(WorkspaceError) in
        try session.replace(path, with: Array(text.utf8))
      }
    }
    let path = try journal.workspace.history.historyPath(
      for: "yesterday", today: today, workingDirectory: journal.root)
    #expect(path == day21)
    let history = try journal.workspace.history.commitHistory(path: path, limit: nil, patches: true)
    #expect(history.commits.map(\.summary) == ["write notes: two", "write notes: one"])
    #expect(history.commits[0].patch?.contains("-notes: one\n+notes: two\n") == true)
    #expect(history.commits[0].author == "Larder")
    let all = try journal.workspace.history.commitHistory(path: nil, limit: 2, patches: false)
    #expect(all.commits.map(\.summary) == ["write notes: two", "write notes: other"])
    #expect(all.commits.allSatisfy { $0.patch == nil })
    let folder = try journal.workspace.history.historyPath(
      for: journal.root.appendingPathComponent("log/2026/").path, today: today,
      workingDirectory: URL(fileURLWithPath: "/"))
    #expect(folder == "log/2026")
    #expect(
      throws: WorkspaceError.notInJournal(path: "/etc/passwd"),
      performing: {
        try journal.workspace.history.historyPath(
          for: "/etc/passwd", today: today, workingDirectory: journal.root)
      })
  }

  @Test("undo reverts the last commit as a new commit")
  func undo() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    _ = try journal.workspace.write(message: "add lunch") { session throws(WorkspaceError) in
      try session.replace(day21, with: Array("lunch:\n  - 12:30 apple 150 g\n".utf8))
    }
    let outcome = try journal.workspace.history.undo(nil)
    #expect(outcome.reverted.summary == "add lunch")
    #expect(outcome.commit.summary == "undo add lunch")
    #expect(!journal.exists(day21))
    #expect(try journal.subjects() == ["undo add lunch", "add lunch", "init"])
    try journal.expectCleanAndValid()
  }

  @Test("undo run again steps further back; redo applies the undone changes again in turn")
  func undoStepsBackAndRedo() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    for (message, text) in [("add a", "notes: a\n"), ("add b", "notes: b\n")] {
      _ = try journal.workspace.write(message: message) { session throws(WorkspaceError) in
        try session.replace(day21, with: Array(text.utf8))
      }
    }
    let history = journal.workspace.history
    #expect(try history.undo(nil).reverted.summary == "add b")
    #expect(try history.undo(nil).reverted.summary == "add a")
    #expect(!journal.exists(day21))
    #expect(throws: WorkspaceError.self) { try history.undo(nil) }

    let dryRun = try history.redo(dryRun: true, noCommit: false)
    #expect(dryRun.redone.summary == "add a" && !dryRun.written && dryRun.files == [day21])
    #expect(try journal.subjects().first == "undo add a")
    #expect(try history.redo(dryRun: false, noCommit: false).commit?.summary == "redo add a")
    #expect(try journal.read(day21) == "notes: a\n")
    #expect(try history.undo(nil).reverted.summary == "add a")
    #expect(try history.redo(dryRun: false, noCommit: false).redone.summary == "add a")
    #expect(try history.redo(dryRun: false, noCommit: false).redone.summary == "add b")
    #expect(try journal.read(day21) == "notes: b\n")
    #expect(throws: WorkspaceError.self) { try history.redo(dryRun: false, noCommit: false) }
    #expect(
      try journal.subjects() == [
        "redo add b", "redo add a", "undo add a", "redo add a", "undo add a", "undo add b",
        "add b", "add a", "init",
      ])
    #expect(try history.undo(nil).reverted.summary == "add b")
    try journal.expectCleanAndValid()
  }

  @Test("a change after an undo ends what redo can do; redo keeps uncommitted edits")
  func redoRefusals() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    _ = try journal.workspace.write(message: "add a") { session throws(WorkspaceError) in
      try session.replace(day21, with: Array("notes: a\n".utf8))
    }
    let history = journal.workspace.history
    _ = try history.undo(nil)
    try journal.write(day21, "notes: mine\n")
    #expect(throws: WorkspaceError.self) { try history.redo(dryRun: false, noCommit: false) }
    #expect(try journal.read(day21) == "notes: mine\n")
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(day21))

    let uncommitted = try history.redo(dryRun: false, noCommit: true)
    #expect(uncommitted.commit == nil && uncommitted.written)
    #expect(try journal.subjects().first == "undo add a")
    #expect(try journal.read(day21) == "notes: a\n")
    _ = try journal.workspace.write(message: "add b") { session throws(WorkspaceError) in
      try session.replace(day20, with: Array("notes: b\n".utf8))
    }
    #expect(throws: WorkspaceError.self) { try history.redo(dryRun: false, noCommit: false) }
  }

  @Test("undo refuses, changing nothing, when it would overwrite uncommitted edits")
  func undoRefusesOverEdits() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    _ = try journal.workspace.write(message: "add lunch") { session throws(WorkspaceError) in
      try session.replace(day21, with: Array("lunch:\n  - 12:30 apple 150 g\n".utf8))
    }
    try journal.write(day21, "lunch:\n  - 12:30 apple 200 g\n")
    do {
      _ = try journal.workspace.history.undo(nil)
      Issue.record("undo was not refused")
    } catch {
      #expect(
        error
          == .wouldLoseEdits(
            reason: "undoing \(try journal.git("rev-parse", "--short", "HEAD").dropLast()) "
              + "would overwrite your uncommitted edits to \(day21); nothing was changed"))
    }
    #expect(try journal.read(day21) == "lunch:\n  - 12:30 apple 200 g\n")
    #expect(try journal.subjects() == ["add lunch", "init"])
  }

  @Test("undo of the first commit or of an unknown one is refused")
  func undoRefusals() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    #expect(throws: WorkspaceError.self) { try journal.workspace.history.undo(nil) }
    #expect(throws: WorkspaceError.unknownRevision("deadbeef")) {
      try journal.workspace.history.undo("deadbeef")
    }
  }

  @Test("search gives each match the REF larder day shows, also among lines alike")
  func searchReferences() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(
      day21,
      "breakfast:\n  - 08:00 apple 150 g  # first\n  - 08:00 apple 150 g  # second\n"
        + "lunch:\n  - 12:30 banana 120 g\n")
    let found = try journal.workspace.history.search(SearchQuery(text: "apple"))
    let day = try journal.workspace.logging.day(CalendarDate(iso: "2026-11-21")!, today: today)
    let shown = day.lines.map(\.reference.text)
    let byComment = Dictionary(
      uniqueKeysWithValues: found.report.matches.map { ($0.entry.comment, $0.reference) })
    #expect(byComment["first"] == shown[0] && byComment["second"] == shown[1])
    #expect(shown[1] == shown[0] + "-2")
  }

  @Test("restore --at brings files back as a new commit and keeps history")
  func restoreAt() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    _ = try journal.workspace.write(message: "first") { session throws(WorkspaceError) in
      try session.replace(day21, with: Array("notes: first\n".utf8))
    }
    let first = try journal.git("rev-parse", "--short", "HEAD").dropLast()
    _ = try journal.workspace.write(message: "second") { session throws(WorkspaceError) in
      try session.replace(day21, with: Array("notes: second\n".utf8))
      try session.replace(day20, with: Array("notes: new\n".utf8))
    }
    let one = try journal.workspace.history.restoreFiles(
      at: String(first), paths: [day21], today: today, noCommit: false)
    #expect(one.outcome.files == [day21])
    #expect(try journal.read(day21) == "notes: first\n")
    #expect(try journal.read(day20) == "notes: new\n")
    let all = try journal.workspace.history.restoreFiles(
      at: String(first), paths: [], today: today, noCommit: false)
    #expect(all.outcome.files == [day20])
    #expect(!journal.exists(day20))
    #expect(try journal.subjects().count == 5)
    let byDate = try journal.workspace.history.restoreFiles(
      at: "today", paths: ["log"], today: today, noCommit: false)
    #expect(byDate.outcome.files.isEmpty)
    try journal.expectCleanAndValid()
  }

  @Test("restore --at refuses to overwrite uncommitted edits")
  func restoreRefusesOverEdits() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    _ = try journal.workspace.write(message: "first") { session throws(WorkspaceError) in
      try session.replace(day21, with: Array("notes: first\n".utf8))
    }
    try journal.write(day21, "notes: mine\n")
    #expect(
      throws: WorkspaceError.wouldLoseEdits(
        reason: "\(day21) has uncommitted edits that restoring would overwrite")
    ) {
      try journal.workspace.history.restoreFiles(
        at: "HEAD~1", paths: [day21], today: today, noCommit: false)
    }
    #expect(try journal.read(day21) == "notes: mine\n")
  }
}
