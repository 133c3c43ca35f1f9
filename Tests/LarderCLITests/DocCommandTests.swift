import Foundation
import LarderTestSupport
import Testing

/// `larder doc add`, `doc list` and `doc rm` end to end on a copy of the example journal.
@Suite("Doc: larder doc add, list and rm, end to end")
struct DocCommandTests {
  static let pdf = Data("%PDF-1.4\n% a tiny test document\n%%EOF\n".utf8)
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

  static func file(_ name: String, _ data: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-doc-\(UUID().uuidString)-\(name)")
    try data.write(to: url)
    return url
  }

  @Test("add copies the file under a safe unique name, indexes it, one commit; list shows it")
  func adds() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let source = try Self.file("labs.pdf", Self.pdf)
    defer { try? FileManager.default.removeItem(at: source) }
    let run = try journal.larder("doc", "add", source.path, "--title", "Blood test, Oct / ../x")
    #expect(run.status == 0, "\(run)")
    let name = "2026-11-20-blood-test-oct-x.pdf"
    #expect(
      try Data(contentsOf: journal.root.appendingPathComponent("documents/\(name)")) == Self.pdf)
    #expect(
      try journal.read("documents/documents.yaml") == """
        documents:
          - title: Blood test, Oct / ../x
            file: \(name)
            type: pdf
            added: 2026-11-20

        """)
    #expect(try journal.git("status", "--porcelain").isEmpty)
    #expect(try journal.git("show", "--stat", "--format=", "HEAD").contains(name))
    let again = try journal.larder("doc", "add", source.path, "--title", "Blood test, Oct / ../x")
    #expect(again.stdout.contains("2026-11-20-blood-test-oct-x-2.pdf"), "\(again)")
    let list = try journal.larder("doc", "list")
    #expect(
      list.stdout.hasPrefix("1  2026-11-20  pdf   Blood test, Oct / ../x  documents/\(name)\n"))
    let object = try journal.json(try journal.larder("doc", "list", "--json"))
    #expect((object["documents"] as? [Any])?.count == 2)
  }

  @Test("an image is told by its bytes, whatever its name")
  func image() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let source = try Self.file("scan.pdf", Self.png)
    defer { try? FileManager.default.removeItem(at: source) }
    let run = try journal.larder("doc", "add", source.path, "--title", "Scan")
    #expect(run.status == 0, "\(run)")
    #expect(journal.exists("documents/2026-11-20-scan.png"))
  }

  @Test("add --dry-run shows the diff and writes nothing; add --json prints the outcome")
  func dryRunAndJSON() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let source = try Self.file("scan.png", Self.png)
    defer { try? FileManager.default.removeItem(at: source) }
    let dryRun = try journal.larder("doc", "add", source.path, "--title", "Scan", "--dry-run")
    #expect(dryRun.status == 0, "\(dryRun)")
    #expect(dryRun.stdout.contains("+++ b/documents/documents.yaml"), "\(dryRun)")
    #expect(dryRun.stdout.hasSuffix("Dry run: nothing written.\n"), "\(dryRun)")
    #expect(!journal.exists("documents/2026-11-20-scan.png"))
    let run = try journal.larder("doc", "add", source.path, "--title", "Scan", "--json")
    let outcome = try #require(try journal.json(run)["outcome"] as? [String: Any], "\(run)")
    #expect(
      outcome["files"] as? [String] == [
        "documents/2026-11-20-scan.png", "documents/documents.yaml",
      ])
    #expect(journal.exists("documents/2026-11-20-scan.png"))
  }

  @Test("rm removes the file and its entry in one commit")
  func removes() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let source = try Self.file("labs.pdf", Self.pdf)
    defer { try? FileManager.default.removeItem(at: source) }
    #expect(try journal.larder("doc", "add", source.path, "--title", "Labs").status == 0)
    #expect(try journal.larder("doc", "add", source.path, "--title", "Letter").status == 0)
    let run = try journal.larder("doc", "rm", "labs", "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(!journal.exists("documents/2026-11-20-labs.pdf"))
    #expect(!(try journal.read("documents/documents.yaml").contains("Labs")))
    #expect(try journal.read("documents/documents.yaml").contains("title: Letter"))
    let stat = try journal.git("show", "--stat", "--format=%s", "HEAD")
    #expect(stat.hasPrefix("doc rm Labs\n"))
    #expect(stat.contains("documents/2026-11-20-labs.pdf") && stat.contains("documents.yaml"))
    #expect(try journal.git("status", "--porcelain").isEmpty)
    #expect(try journal.larder("doc", "rm", "9").status == 1)
  }

  @Test("a file that is not a PDF or image, a folder or a missing path: refused, nothing written")
  func refuses() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let text = try Self.file("notes.pdf", Data("just text\n".utf8))
    defer { try? FileManager.default.removeItem(at: text) }
    for (path, message) in [
      (text.path, "is not a PDF, PNG, JPEG, HEIC or WebP file"),
      ("../../etc/passwd", "is not a PDF, PNG, JPEG, HEIC or WebP file"),
      ("log", "is a folder"), ("missing.pdf", "does not exist"),
    ] {
      let run = try journal.larder("doc", "add", path, "--title", "X")
      #expect(run.status == 1)
      #expect(run.stderr.contains(message), "\(run)")
    }
    #expect(!journal.exists("documents"))
    #expect(try journal.subjects().count == 1)
  }
}
