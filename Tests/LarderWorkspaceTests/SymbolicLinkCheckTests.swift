import Foundation
import LarderWorkspace
import Testing

/// `check` reports a symbolic link where a journal file or folder would be.
@Suite("Symbolic links inside the journal: reported by check")
struct SymbolicLinkCheckTests {
  @Test("a linked day file, month folder, library file, body file and document are errors")
  func linksAreReported() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let outside = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    try Data("breakfast:\n  - 07:40 banana 1 medium\n".utf8)
      .write(to: outside.appendingPathComponent("day.yaml"))
    try Data("foods:\n  Linked crisp:\n    nutrition: 350 kcal\n".utf8)
      .write(to: outside.appendingPathComponent("foods.yaml"))
    try journal.write("log/2026/11/2026-11-20.yaml", "breakfast:\n  - 07:40 banana 1 medium\n")
    try FileManager.default.createDirectory(
      at: journal.root.appendingPathComponent("body"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: journal.root.appendingPathComponent("documents"), withIntermediateDirectories: true)
    let links = [
      "log/2026/11/2026-11-21.yaml": "day.yaml", "log/2026/10": "",
      "foods/linked.yaml": "foods.yaml", "body/2026.yaml": "day.yaml",
      "documents/scan.pdf": "day.yaml",
    ]
    for (path, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: journal.root.appendingPathComponent(path).path,
        withDestinationPath: outside.appendingPathComponent(target).path)
    }
    let result = try journal.workspace.journal.check(today: nil)
    let ids = checkIDs(result)
    for path in links.keys {
      #expect(ids[path] == ["symbolic-link"], "\(path): \(ids[path] ?? [])")
    }
    #expect(ids["log/2026/11/2026-11-20.yaml"] == nil)
    #expect(result.errorCount == links.count)
  }

  @Test("a journal without links checks clean")
  func noLinks() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    #expect(try journal.workspace.journal.check(today: nil).files.isEmpty)
  }
}
