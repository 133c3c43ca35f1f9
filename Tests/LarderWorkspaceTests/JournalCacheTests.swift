import Foundation
import LarderModel
import LarderTestSupport
import LarderWorkspace
import Testing

@Suite("the caches in .git/larder")
struct JournalCacheTests {
  let day20 = "log/2026/11/2026-11-20.yaml"
  let day21 = "log/2026/11/2026-11-21.yaml"

  private func log(_ journal: TestJournal, _ path: String, _ text: String) throws {
    _ = try journal.workspace.write(message: "write \(text)") { session throws(WorkspaceError) in
      try session.replace(path, with: Array(text.utf8))
    }
  }

  private func summaries(_ journal: TestJournal, _ path: String) throws -> [String] {
    try journal.workspace.history.commitHistory(path: path, limit: nil, patches: false).commits
      .map(\.summary)
  }

  @Test("history keeps which files each commit changed, and survives a damaged cache")
  func historyCache() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try log(journal, day21, "notes: one\n")
    try log(journal, day20, "notes: other\n")
    let cache = journal.root.appendingPathComponent(".git/larder/history")
    #expect(try summaries(journal, day21) == ["write notes: one"])
    #expect(FileManager.default.fileExists(atPath: cache.path))

    try log(journal, day21, "notes: two\n")
    #expect(try summaries(journal, day21) == ["write notes: two", "write notes: one"])
    let folder = try journal.git("log", "--format=%s", "--", "log/2026")
    #expect(try summaries(journal, "log/2026") == folder.split(separator: "\n").map(String.init))

    for damage in [
      Data(), Data("LHIST001 not a cache".utf8), try Data(contentsOf: cache).dropLast(),
    ] {
      try damage.write(to: cache)
      #expect(try summaries(journal, day20) == ["write notes: other"])
      #expect(try Data(contentsOf: cache).starts(with: Data("LHIST001".utf8)))
    }
    try FileManager.default.removeItem(at: cache.deletingLastPathComponent())
    #expect(try summaries(journal, day21) == ["write notes: two", "write notes: one"])
    try journal.expectCleanAndValid()
  }

  @Test("day, week, calendar and foods search share one kept library outline")
  func oneLibraryOutline() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("foods/a-second.yaml", "foods:\n  Plum:\n    nutrition: 46 kcal\n")
    try log(journal, day21, "lunch:\n  - 12:30 plum 100 g\n")
    for path in ["foods/a-second.yaml", "foods/starter.yaml"] {
      try setModificationTime(
        ofItemAtPath: journal.root.appendingPathComponent(path).path, secondsFromNow: -10)
    }
    let today = CalendarDate(iso: "2026-11-22")!
    let outline = journal.root.appendingPathComponent(".git/larder/library").path
    func inode() throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: outline)[.systemFileNumber] as? Int
    }
    let day = try journal.workspace.logging.day(CalendarDate(iso: "2026-11-21")!, today: today)
    #expect(day.report.totals.nutrients.kcal == 46)
    let kept = try inode()
    _ = try journal.workspace.history.calendar(month: Month(containing: today), today: today)
    _ = try journal.workspace.history.week(containing: today, today: today)
    _ = try journal.workspace.library.searchFoods("plum", limit: 5, today: today)
    _ = try journal.workspace.logging.day(today, today: today)
    #expect(try inode() == kept, "every command found the outline it needed, in path order")
  }

  @Test("a cache write removes the temporary files of killed writes, not of running ones")
  func abandonedTemporaryFiles() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try log(journal, day21, "notes: one\n")
    let folder = journal.root.appendingPathComponent(".git/larder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    // Process 1 always runs: its fresh file is a write under way, its old one was abandoned
    // long ago by a process whose number has been reused.
    let killed = "history.\(finished.processIdentifier).tmp"
    let running = "history.1.tmp"
    let runningLongAgo = "library.1.tmp"
    let notATemporaryFile = "history.backup.tmp"
    for name in [killed, running, runningLongAgo, notATemporaryFile] {
      try Data("half a cache".utf8).write(to: folder.appendingPathComponent(name))
    }
    try setModificationTime(
      ofItemAtPath: folder.appendingPathComponent(runningLongAgo).path, secondsFromNow: -7200)
    let history = folder.appendingPathComponent("history")
    if FileManager.default.fileExists(atPath: history.path) {
      try FileManager.default.removeItem(at: history)
    }

    #expect(try summaries(journal, day21) == ["write notes: one"])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(FileManager.default.fileExists(atPath: history.path))
    #expect(!left.contains(killed))
    #expect(left.contains(running) && left.contains(notATemporaryFile))
    #expect(left.contains(runningLongAgo), "another cache's files wait for its own write")

    _ = try journal.workspace.library.searchFoods(
      "plum", limit: 5, today: CalendarDate(iso: "2026-11-22")!)
    #expect(
      !(try FileManager.default.contentsOfDirectory(atPath: folder.path)).contains(runningLongAgo))
  }
}
