import Foundation
import LarderWorkspace
import Testing

/// Documents: the size limit holds, `check` notices a file deleted by hand, and `doc rm`
/// commits that deletion truthfully.
@Suite("Documents: size limit, missing files, doc rm of a file deleted by hand")
struct DocumentChecksTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 22)!

  static func pdf(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-doc-\(UUID().uuidString)-\(name)")
    try Data("%PDF-1.4\n% a tiny test document\n%%EOF\n".utf8).write(to: url)
    return url
  }

  @Test("a 63 MB PDF (a sparse file) is refused before anything is written")
  func sizeLimit() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let big = try Self.pdf("big.pdf")
    defer { try? FileManager.default.removeItem(at: big) }
    let truncate = Process()
    truncate.executableURL = URL(fileURLWithPath: "/usr/bin/truncate")
    truncate.arguments = ["-s", "63M", big.path]
    try truncate.run()
    truncate.waitUntilExit()
    #expect(truncate.terminationStatus == 0)
    let head = try journal.git("rev-parse", "HEAD")
    let refused = refusal {
      _ = try journal.workspace.bodyAndCare.addDocument(
        from: big, title: "Big scan", today: Self.today, noCommit: false)
    }
    #expect(refused?.contains("is larger than 50 MB") == true, "\(refused ?? "accepted")")
    #expect(!journal.exists("documents"))
    #expect(try journal.git("rev-parse", "HEAD") == head)
  }

  @Test("check reports a listed document whose file is gone; doc rm commits the deletion")
  func missingDocument() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let source = try Self.pdf("labs.pdf")
    defer { try? FileManager.default.removeItem(at: source) }
    let (_, record) = try journal.workspace.bodyAndCare.addDocument(
      from: source, title: "Labs", today: Self.today, noCommit: false)
    #expect(try journal.workspace.journal.check(today: nil).files.isEmpty)
    try FileManager.default.removeItem(
      at: journal.root.appendingPathComponent("documents/\(record.file)"))
    let result = try journal.workspace.journal.check(today: nil)
    let file = try #require(result.files.first { $0.path == "documents/documents.yaml" })
    #expect(file.diagnostics.map(\.id) == ["missing-document"])
    #expect(file.diagnostics.first?.message.contains(record.file) == true)

    _ = try journal.workspace.bodyAndCare.removeDocument("Labs", today: Self.today, noCommit: false)
    try journal.expectCleanAndValid()
    let message = try journal.git("log", "-1", "--format=%B")
    #expect(
      message.hasPrefix("doc rm Labs\n\ndocuments/\(record.file) had already been deleted by hand.")
    )
    #expect(try journal.git("show", "--stat", "--format=", "HEAD").contains(record.file))
    #expect(try journal.workspace.journal.check(today: nil).files.isEmpty)
  }
}
