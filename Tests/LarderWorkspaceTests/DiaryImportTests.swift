import Foundation
import LarderModel
import LarderReports
import LarderWorkspace
import Testing

/// `larder import cronometer` through the workspace: one commit, idempotent, never
/// overwriting a day that has entries unless asked.
@Suite("Workspace: diary imports")
struct DiaryImportTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/import/cronometer")
  static let today = CalendarDate(year: 2026, month: 11, day: 22)!

  /// A copy of the fixture export in a temporary folder, servings.csv with `extraServings`
  /// appended.
  static func export(extraServings: String = "") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-cronometer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["servings.csv", "exercises.csv", "biometrics.csv", "dailysummary.csv"] {
      var text = try String(
        contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
      if name == "servings.csv" { text += extraServings }
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder.path
  }

  static func run(
    _ journal: TestJournal, _ path: String, replaceDays: Bool = false, dryRun: Bool = false
  ) throws -> DiaryImportReport {
    try journal.workspace.logging.importCronometer(
      path: path, dateFormat: nil, today: today, replaceDays: replaceDays, dryRun: dryRun,
      noCommit: false)
  }

  @Test("the export is logged in one commit: entries, activity, weigh-ins and foods")
  func imports() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let path = try Self.export()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try Self.run(journal, path)
    #expect(report.addedDays == 2)
    #expect(report.entries == 8)
    #expect(report.bodyValues == 3)
    #expect(report.foodsAdded == 5)
    #expect(report.range == Self.date(17)...Self.date(18))
    #expect(
      try journal.subjects().first
        == "import cronometer: 8 entries on 2 days, 3 body values, 5 foods")
    let day = try journal.read("log/2026/11/2026-11-17.yaml")
    #expect(day.contains("- 07:40 Oatmeal, Rolled Oats 60 g"))
    #expect(day.contains("= 228 kcal 7.9p 40.6c 3.9f 6 fibre 0.6 sugars 2 mg sodium"))
    #expect(day.contains("15:15 Apple, Raw 1 medium"))
    #expect(day.contains("# 1.00 medium - 3\" diameter"))
    #expect(day.contains("activity:\n  - 18:00 Running, 10 km/h 35 min = 412 kcal"))
    #expect(try journal.read("body/2026.yaml").contains("2026-11-17: weight 84.01 kg"))
    #expect(try journal.read("foods/cronometer.yaml").contains("  Eggs, Cooked:\n"))
    try journal.expectCleanAndValid()
  }

  @Test("a serving logged after midnight, before the day cutoff, stays on the export's day")
  func afterMidnight() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    // Cronometer's day runs from midnight: 00:30 is the start of 19 November there, while
    // 00:30 written in the journal's file for the 19th would be the night after it.
    let path = try Self.export(
      extraServings: """
        2026-11-19,8:00 AM,"Breakfast","Midnight Toast","1.00 slice",80.00,0,15,1,1,1,3,150,0,"Baked"
        2026-11-19,12:30 AM,"Snacks","Midnight Toast","2.00 slice",160.00,0,30,2,2,2,6,300,0,"Baked"
        2026-11-19,1:15 AM,"Breakfast","Midnight Toast","3.00 slice",240.00,0,45,3,3,3,9,450,0,"Baked"
        2026-11-19,11:45 PM,"Snacks","Midnight Toast","1.00 slice",80.00,0,15,1,1,1,3,150,0,"Baked"

        """)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try Self.run(journal, path)
    #expect(report.addedDays == 3)
    let text = try journal.read("log/2026/11/2026-11-19.yaml")
    #expect(!text.contains("- 00:30") && !text.contains("- 01:15"))
    #expect(text.contains("- Midnight Toast 2 slice"))
    #expect(text.contains("# at 00:30, before the day cutoff"))
    // Not in the slot of the night, which 00:30 would choose for Snacks.
    #expect(!text.contains("midnight:"))
    // First in its slot, as it was first in Cronometer's day, before the 08:00 serving.
    let early = try #require(text.range(of: "- Midnight Toast 3 slice"))
    let late = try #require(text.range(of: "- 08:00 Midnight Toast"))
    #expect(early.lowerBound < late.lowerBound)
    let day = try journal.workspace.logging.day(Self.date(19), today: Self.today)
    let toasts = day.lines.filter { $0.what == "Midnight Toast" }
    #expect(toasts.count == 4)
    #expect(toasts.first { $0.amount == "2 slice" }?.logged.effectiveTime == nil)
    #expect(toasts.first { $0.amount == "3 slice" }?.logged.effectiveTime == nil)
    #expect(day.report.totals.nutrients.kcal == 560)
    let before = try journal.workspace.logging.day(Self.date(18), today: Self.today)
    #expect(!before.lines.contains { $0.what == "Midnight Toast" })
    let again = try Self.run(journal, path)
    #expect(again.addedDays == 0)
    #expect(again.unchangedDays == 3)
    try journal.expectCleanAndValid()
  }

  @Test("importing the same export again adds nothing and commits nothing")
  func reimport() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let path = try Self.export()
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try Self.run(journal, path)
    let commits = try journal.subjects().count
    let again = try Self.run(journal, path)
    #expect(again.addedDays == 0)
    #expect(again.unchangedDays == 2)
    #expect(again.conflicts.isEmpty)
    #expect(again.outcome == nil)
    #expect(try journal.subjects().count == commits)
  }

  @Test("a newer export that overlaps the older one adds only its new days")
  func overlap() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let path = try Self.export()
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try Self.run(journal, path)
    let newer = try Self.export(
      extraServings: "2026-11-19,8:00 AM,\"Breakfast\",\"Eggs, Cooked\",\"2.00 large\","
        + "143.00,0.00,0.70,0.00,0.40,9.50,12.60,142.00,0.00,\"Dairy and Egg Products\"\n")
    defer { try? FileManager.default.removeItem(atPath: newer) }
    let report = try Self.run(journal, newer)
    #expect(report.addedDays == 1)
    #expect(report.unchangedDays == 2)
    #expect(report.foodsAdded == 0)
    #expect(try journal.read("log/2026/11/2026-11-19.yaml").contains("08:00 Eggs, Cooked 2 large"))
  }

  static let handLogged = "# my own\nlunch:\n  - 12:00 soup 1 bowl = 200 kcal 5p 30c 6f  # hand\n"

  @Test("a day that has other entries is kept and reported; --replace-days takes the export's")
  func conflict() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("log/2026/11/2026-11-18.yaml", Self.handLogged)
    try journal.git("add", "-A")
    try journal.git(
      "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "commit", "-qm", "hand")
    let path = try Self.export()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let dry = try Self.run(journal, path, dryRun: true)
    #expect(dry.conflicts.map(\.date) == [Self.date(18)])
    #expect(dry.outcome == nil)
    #expect(!journal.exists("log/2026/11/2026-11-17.yaml"))
    let kept = try Self.run(journal, path)
    #expect(kept.addedDays == 1)
    #expect(kept.conflicts.count == 1)
    #expect(try journal.read("log/2026/11/2026-11-18.yaml") == Self.handLogged)
    let replaced = try Self.run(journal, path, replaceDays: true)
    #expect(replaced.addedDays == 1)
    #expect(replaced.conflicts.map(\.date) == [Self.date(18)])
    let day = try journal.read("log/2026/11/2026-11-18.yaml")
    #expect(day.hasPrefix("# my own\n"))
    #expect(!day.contains("soup"))
    #expect(day.contains("19:10 Curry, Restaurant 1 serving"))
    #expect(try journal.git("show", "HEAD~1:log/2026/11/2026-11-18.yaml") == Self.handLogged)
    try journal.expectCleanAndValid()
  }

  @Test("a food named like one of another library file is renamed, its entries too")
  func renamedFood() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(
      "foods/mine.yaml", "foods:\n  Eggs, cooked:\n    nutrition: 155 kcal 13p 1c 11f\n")
    try journal.git("add", "-A")
    try journal.git(
      "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "commit", "-qm", "mine")
    let path = try Self.export()
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try Self.run(journal, path)
    #expect(try journal.read("foods/cronometer.yaml").contains("  Eggs, Cooked (cronometer):\n"))
    #expect(
      try journal.read("log/2026/11/2026-11-17.yaml").contains(
        "07:41 Eggs, Cooked (cronometer) 2 large"))
  }

  @Test("a refused export writes nothing")
  func refused() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("other.csv", "Name,Price\nTea,3\n")
    #expect(throws: (any Error).self) {
      try Self.run(journal, journal.root.appendingPathComponent("other.csv").path)
    }
    #expect(!journal.exists("foods/cronometer.yaml"))
    #expect(try journal.subjects().count == 1)
  }

  static func date(_ day: Int) -> CalendarDate { CalendarDate(year: 2026, month: 11, day: day)! }
}
