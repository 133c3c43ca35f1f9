import Foundation
import LarderTestSupport
import Testing

/// Documents at the journal's boundary, end to end: the size limit, a file deleted by hand.
@Suite("Documents: size limit and missing files, end to end")
struct DocumentBoundaryCommandTests {
  @Test("a 63 MB sparse PDF is refused with the 50 MB message")
  func tooLarge() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let big = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-big-\(UUID().uuidString).pdf")
    try Data("%PDF-1.4\n".utf8).write(to: big)
    defer { try? FileManager.default.removeItem(at: big) }
    let truncate = Process()
    truncate.executableURL = URL(fileURLWithPath: "/usr/bin/truncate")
    truncate.arguments = ["-s", "63M", big.path]
    try truncate.run()
    truncate.waitUntilExit()
    let run = try journal.larder("doc", "add", big.path, "--title", "Scan")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("is larger than 50 MB"), "\(run)")
    #expect(!journal.exists("documents"))
  }

  @Test("check reports a document deleted by hand; doc rm commits the deletion truthfully")
  func deletedByHand() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let source = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-labs-\(UUID().uuidString).pdf")
    try Data("%PDF-1.4\n%%EOF\n".utf8).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    #expect(try journal.larder("doc", "add", source.path, "--title", "Labs").status == 0)
    let file = "documents/2026-11-20-labs.pdf"
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(file))
    let check = try journal.larder("check")
    #expect(check.status == 1, "\(check)")
    #expect(
      check.stdout.contains(
        "documents/documents.yaml:3:11: error: document file \"2026-11-20-labs.pdf\" is not in "
          + "documents/ [missing-document]"), "\(check)")
    let run = try journal.larder("doc", "rm", "Labs", "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(try journal.git("status", "--porcelain").isEmpty)
    #expect(
      try journal.git("log", "-1", "--format=%B")
        .hasPrefix("doc rm Labs\n\n\(file) had already been deleted by hand."))
    #expect(try journal.larder("check").status == 0)
  }
}
