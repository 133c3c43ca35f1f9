import Foundation
import LarderModel
import LarderReports
import LarderTestSupport
import LarderWorkspace
import Testing

@Suite("The day use case")
struct DayOverviewTests {
  static let workspace = Workspace(
    location: JournalLocation(root: repositoryRoot.appendingPathComponent("example-journal")),
    clock: .test)

  @Test("each day read alone adds up exactly as the whole journal does, line by line")
  func everyExampleDay() throws {
    let today = CalendarDate("2026-11-20")!
    let whole = try Self.workspace.readAll(today: today).journal
    #expect(whole.days.count >= 90)
    for date in whole.days.keys.sorted() {
      let overview = try Self.workspace.logging.day(date, today: today)
      let expected = DayReport(date: date, journal: whole)
      #expect(overview.report == expected, "\(date)")
      #expect(overview.filesWithErrors.isEmpty, "\(date)")
      let day = try #require(whole.days[date])
      let lineCount = day.entries.count + day.activity.count
      #expect(overview.lines.count == lineCount, "\(date)")
      // The lines' own amounts add up to the day's totals.
      for (key, amount) in expected.totals.categoryAmounts {
        let sum = overview.lines.reduce(0.0) { total, line in
          total
            + line.logged.portions.filter { $0.category.key == key }.reduce(0) { $0 + $1.amount }
        }
        #expect(abs(sum - amount) < 1e-9, "\(date) \(key)")
      }
      let counted = overview.lines.filter(\.logged.countsTowardTotals)
        .compactMap(\.logged.nutrients).reduce(Nutrients.zero, +)
      #expect(abs(counted.kcal - expected.totals.nutrients.kcal) < 1e-9, "\(date)")
      #expect(abs(counted.protein - expected.totals.nutrients.protein) < 1e-9, "\(date)")
      #expect(Set(overview.lines.map(\.reference.text)).count == lineCount, "\(date)")
    }
  }

  @Test("a day larger than half the library, read against the whole library, reads the same")
  func wholeLibrary() throws {
    try withTemporaryDirectory { root in
      let journal = root.appendingPathComponent("journal")
      try FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent("example-journal"), to: journal)
      let workspace = Workspace(location: JournalLocation(root: journal), clock: .test)
      let today = CalendarDate("2026-11-20")!
      let library = try FileManager.default.contentsOfDirectory(
        at: journal.appendingPathComponent("foods"), includingPropertiesForKeys: nil
      ).reduce(0) { $0 + (try Data(contentsOf: $1)).count }
      let padding = String(repeating: "# a comment that makes the day large\n", count: library / 30)
      for date in try workspace.readAll(today: today).journal.days.keys.sorted() {
        let excerpted = try workspace.logging.day(date, today: today)
        let iso = date.isoString
        let file = journal.appendingPathComponent(
          "log/\(iso.prefix(4))/\(iso.dropFirst(5).prefix(2))/\(iso).yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.utf8.count * 2 < library, "\(date) reads an excerpt unpadded")
        try Data((padding + text).utf8).write(to: file)
        let whole = try workspace.logging.day(date, today: today)
        #expect(whole.report == excerpted.report, "\(date)")
        #expect(whole.filesWithErrors.isEmpty && excerpted.filesWithErrors.isEmpty, "\(date)")
        #expect(
          whole.lines.map { [$0.reference.text, $0.what, $0.amount ?? ""] }
            == excerpted.lines.map { [$0.reference.text, $0.what, $0.amount ?? ""] }, "\(date)")
        #expect(whole.unreadable.count == excerpted.unreadable.count, "\(date)")
      }
    }
  }

  @Test("the reset notice comes in the last 15 minutes before the cutoff, for today only")
  func resetNotice() throws {
    let today = CalendarDate("2026-11-20")!
    func minutes(_ time: String, on date: CalendarDate = today) throws -> Int? {
      try Self.workspace.logging.day(date, today: today, now: ClockTime(time)!).minutesUntilReset
    }
    #expect(try minutes("03:44") == nil)
    #expect(try minutes("03:45") == 15)
    #expect(try minutes("03:59") == 1)
    #expect(try minutes("04:00") == nil)
    #expect(try minutes("23:50") == nil)
    #expect(try minutes("03:50", on: today.previous) == nil)
  }

  @Test("a day reads the plan files and one day file, never the log")
  func readsOneDayFile() throws {
    try withTemporaryDirectory { root in
      let manager = FileManager.default
      for name in ["larder.yaml", "categories.yaml", "foods"] {
        try manager.copyItem(
          at: repositoryRoot.appendingPathComponent("example-journal/" + name),
          to: root.appendingPathComponent(name))
      }
      let november = root.appendingPathComponent("log/2026/11")
      try manager.createDirectory(at: november, withIntermediateDirectories: true)
      try manager.copyItem(
        at: repositoryRoot.appendingPathComponent(
          "example-journal/log/2026/11/2026-11-20.yaml"),
        to: november.appendingPathComponent("2026-11-20.yaml"))
      // A broken day file elsewhere in the log would be reported if the log were read.
      try Data("breakfast: [broken\n".utf8).write(
        to: november.appendingPathComponent("2026-11-19.yaml"))
      let overview = try Workspace(location: JournalLocation(root: root), clock: .test).logging.day(
        CalendarDate("2026-11-20")!, today: CalendarDate("2026-11-20")!)
      #expect(overview.filesWithErrors.isEmpty)
      #expect(overview.report.totals.entryCount == 16)
      #expect(overview.mealSlots.map(\.name.text).first == "Breakfast")
    }
  }
}
