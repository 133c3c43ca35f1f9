import Foundation
import LarderModel
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
    try journal.workspace.commitHistory(path: path, limit: nil, patches: false).commits
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
}
