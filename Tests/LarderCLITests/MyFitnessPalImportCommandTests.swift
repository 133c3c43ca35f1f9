import Foundation
import LarderTestSupport
import Testing

/// `larder import myfitnesspal` end to end on a copy of the example journal.
@Suite("Import: larder import myfitnesspal, end to end")
struct MyFitnessPalImportCommandTests {
  static let fixture = repositoryRoot.appendingPathComponent(
    "Tests/Fixtures/import/myfitnesspal")

  @Test("the zip imports in one commit and checks clean; again adds nothing; a hand day is kept")
  func imports() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixture.path).sorted()
    try journal.write(
      "File-Export.zip",
      bytes: ZipWriter.archive(
        try files.map { name in
          .init(name, Array(try Data(contentsOf: Self.fixture.appendingPathComponent(name))))
        }
      ).bytes)
    let ambiguous = try journal.larder("import", "myfitnesspal", "File-Export.zip")
    #expect(ambiguous.status == 1)
    #expect(ambiguous.stderr.contains("cannot tell whether the weights"))
    // The example journal logs both days: 2026-11-16 is cleared, 2026-11-17 is a conflict.
    _ = try journal.git("rm", "-q", "log/2026/11/2026-11-16.yaml")
    _ = try journal.git(
      "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "commit", "-qm", "clear")
    let run = try journal.larder(
      "import", "myfitnesspal", "File-Export.zip", "--weight-unit", "lb")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("added 5 entries on 1 day"), "\(run)")
    #expect(run.stdout.contains("1 day already has other entries, kept as they are"))
    #expect(run.stdout.contains("2026-11-17: "))
    #expect(try journal.read("log/2026/11/2026-11-16.yaml").contains("# Work lunch, salad bar"))
    #expect(try journal.larder("check").status == 0)
    let again = try journal.larder(
      "import", "myfitnesspal", "File-Export.zip", "--weight-unit", "lb")
    #expect(again.stdout.contains("added 0 entries on 0 days"))
    #expect(again.stdout.contains("1 day already imported, unchanged"))
    #expect(try journal.subjects().count == 3)
    let bad = try journal.larder("import", "myfitnesspal", "File-Export.zip", "--weight-unit", "st")
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("unknown weight unit"))
  }
}
