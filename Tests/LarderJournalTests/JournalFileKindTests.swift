import LarderJournal
import LarderModel
import Testing

/// Paths are classified by their bytes when ASCII and by their characters otherwise; both must
/// give what FORMAT.md §1 says.
@Suite struct JournalFileKindTests {
  static let date = CalendarDate(year: 2026, month: 11, day: 21)!
  static let dayStray = JournalFileKind.stray(
    reason: "a day file lives at log/YYYY/MM/YYYY-MM-DD.yaml")
  static let bodyStray = JournalFileKind.stray(
    reason: "a body file is named after its year, such as body/2026.yaml")

  @Test(arguments: [
    ("larder.yaml", JournalFileKind.settings),
    ("categories.yaml", .categories),
    ("meals.yaml", .meals),
    ("units.yaml", .units),
    ("care.yaml", .care),
    ("documents/documents.yaml", .documents),
    ("foods/common.yaml", .foods),
    ("foods/.yaml", .foods),
    ("foods/crème.yaml", .foods),
    ("body/2026.yaml", .body(year: 2026)),
    ("body/+202.yaml", .body(year: 202)),
    ("body/0000.yaml", bodyStray),
    ("body/26.yaml", bodyStray),
    ("body/année.yaml", bodyStray),
    ("log/2026/11/2026-11-21.yaml", .day(date, pathAgrees: true)),
    ("log/2026/10/2026-11-21.yaml", .day(date, pathAgrees: false)),
    ("log/2025/11/2026-11-21.yaml", .day(date, pathAgrees: false)),
    ("log/2026/11/2026-11-31.yaml", dayStray),
    ("log/2026/11/lunch.yaml", dayStray),
    ("log/2026-11-21.yaml", dayStray),
    ("log/2026/11/21/2026-11-21.yaml", dayStray),
    ("log/2026/11/déjeuner.yaml", dayStray),
    ("log/2026/11\u{301}/2026-11-21.yaml", .day(date, pathAgrees: false)),
  ])
  func classifiesJournalFiles(_ path: String, _ kind: JournalFileKind) {
    #expect(JournalFileKind(relativePath: path) == kind)
  }

  @Test(arguments: [
    "", "README.md", "larder.yml", "foods", "foods/notes.txt", "documents/scan.pdf",
    "documents/other.yaml", "body/2026.yml", "log/2026/11/2026-11-21.yml", "log",
    "other/2026.yaml", "crème.yaml", "log/2026/11/2026-11-21.yaml/", "foods/a/b.yaml",
  ])
  func leavesOtherFilesOut(_ path: String) {
    #expect(JournalFileKind(relativePath: path) == nil)
  }
}
