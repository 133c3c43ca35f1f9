import Foundation
import LarderModel
import LarderReports
import LarderTestSupport
import LarderWorkspace
import Testing

/// The history use cases read only the day files they show: a broken file elsewhere in the
/// journal is never read, so never reported.
@Suite("History use cases: calendar, week, search, export")
struct HistoryReadingTests {
  static let broken = "dinner:\n  - [flow]\n"

  func withJournal(_ body: (URL, Workspace) throws -> Void) throws {
    try withTemporaryDirectory { root in
      try write(root, "larder.yaml", "format: 1\ngoals:\n  2026-01-01: 2000 kcal\n")
      for (date, kcal) in [("2026-03-30", 1_000), ("2026-04-01", 2_000), ("2026-04-02", 2_050)] {
        let parts = date.split(separator: "-")
        try write(
          root, "log/\(parts[0])/\(parts[1])/\(date).yaml",
          "dinner:\n  - 19:00 dinner out 1 serving = \(kcal) kcal\n")
      }
      try body(root, Workspace(location: JournalLocation(root: root), clock: .test))
    }
  }

  func write(_ root: URL, _ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test("calendar reads the month's own days only")
  func calendar() throws {
    try withJournal { root, workspace in
      try write(root, "log/2026/05/2026-05-01.yaml", Self.broken)
      let april = try workspace.history.calendar(
        month: Month("2026-04")!, today: CalendarDate("2026-04-30")!)
      #expect(april.filesWithErrors.isEmpty)
      #expect(april.report.loggedDays.map(\.date.isoString) == ["2026-04-01", "2026-04-02"])
      // 30 March is on the grid but not in the month: it is neither read nor counted.
      #expect(april.report.weeks[0][1].summary.date.isoString == "2026-03-30")
      #expect(!april.report.weeks[0][1].summary.hasEntries)
      #expect(april.firstLoggedDay == nil)
      #expect(
        april.report.bestStreak
          == Streak(start: CalendarDate("2026-04-01")!, end: CalendarDate("2026-04-02")!))
      let may = try workspace.history.calendar(
        month: Month("2026-05")!, today: CalendarDate("2026-05-02")!)
      #expect(may.filesWithErrors == ["log/2026/05/2026-05-01.yaml"])
      #expect(may.firstLoggedDay == CalendarDate("2026-03-30"))
    }
  }

  @Test("calendar and week resolve entries without a snapshot from the library")
  func libraryEntries() throws {
    try withJournal { root, workspace in
      var foods = "foods:\n"
      for number in 1...50 { foods += "  Food \(number):\n    nutrition: \(number) kcal\n" }
      foods += """
          Oatmeal, dry:
            aliases: oats
            nutrition: 379 kcal 13.2p 67.7c 6.5f
          Toast:
            nutrition: 306 kcal
            measures: slice = 25 g

        """
      try write(root, "foods/common.yaml", foods)
      try write(
        root, "log/2026/04/2026-04-08.yaml",
        "breakfast:\n  - 07:30 oats 60 g\n  - 07:30 2 slices toast\n")
      // 60 g of oatmeal (227.4 kcal) and 50 g of toast (153 kcal).
      let april = try workspace.history.calendar(
        month: Month("2026-04")!, today: CalendarDate("2026-04-30")!)
      #expect(april.filesWithErrors.isEmpty)
      let day = try #require(april.report.days.first { $0.summary.date.day == 8 })
      #expect(abs(day.summary.kcal - 380.4) < 1e-9)
      let week = try workspace.history.week(
        containing: CalendarDate("2026-04-08")!, today: CalendarDate("2026-04-30")!)
      #expect(abs((week.breakdown.days[3].totals.nutrients.protein) - 7.92) < 1e-9)
    }
  }

  @Test("week reads its seven days only")
  func week() throws {
    try withJournal { root, workspace in
      try write(root, "log/2026/04/2026-04-05.yaml", Self.broken)
      let week = try workspace.history.week(
        containing: CalendarDate("2026-04-01")!, today: CalendarDate("2026-04-30")!)
      #expect(week.filesWithErrors.isEmpty)
      #expect(week.report.week.start.isoString == "2026-03-29")
      #expect(week.report.loggedDays.count == 3)
      #expect(week.breakdown.days.count == 7)
      let next = try workspace.history.week(
        containing: CalendarDate("2026-04-05")!, today: CalendarDate("2026-04-30")!)
      #expect(next.filesWithErrors == ["log/2026/04/2026-04-05.yaml"])
    }
  }

  @Test("search and export read the days of their period only, all days without one")
  func periods() throws {
    try withJournal { root, workspace in
      try write(root, "log/2025/12/2025-12-31.yaml", Self.broken)
      let bounded = try workspace.history.search(
        SearchQuery(text: "dinner", from: CalendarDate("2026-04-01")))
      #expect(bounded.filesWithErrors.isEmpty)
      #expect(bounded.report.matchCount == 2)
      let everything = try workspace.history.search(SearchQuery(text: "dinner"))
      #expect(everything.filesWithErrors == ["log/2025/12/2025-12-31.yaml"])
      #expect(everything.report.matchCount == 3)

      // A day file that cannot hold the text is passed over unread, broken or not.
      try write(root, "log/2026/04/2026-04-03.yaml", "dinner:\n  - [dinner]\n")
      let skipping = try workspace.history.search(
        SearchQuery(text: "dinner", from: CalendarDate("2026-04-01")))
      #expect(skipping.filesWithErrors == ["log/2026/04/2026-04-03.yaml"])
      let skipped = try workspace.history.search(
        SearchQuery(text: "lunch", from: CalendarDate("2026-04-01")))
      #expect(skipped.filesWithErrors.isEmpty)
      try FileManager.default.removeItem(
        at: root.appendingPathComponent("log/2026/04/2026-04-03.yaml"))

      // In a file that holds the text, search reads the entries that hold it: an error
      // there may hide a match, an unknown food elsewhere cannot.
      let fourth = SearchQuery(text: "dinner out", from: CalendarDate("2026-04-04"))
      try write(
        root, "log/2026/04/2026-04-04.yaml",
        "lunch:\n  - 12:00 chiken 100 g\ndinner:\n  - 19:00 dinner out 1 serving = 900 kcal\n")
      #expect(try workspace.history.search(fourth).filesWithErrors.isEmpty)
      try write(root, "log/2026/04/2026-04-04.yaml", "dinner:\n  - 19:00 dinner out 1 parsec\n")
      #expect(
        try workspace.history.search(fourth).filesWithErrors == ["log/2026/04/2026-04-04.yaml"])
      try FileManager.default.removeItem(
        at: root.appendingPathComponent("log/2026/04/2026-04-04.yaml"))

      let export = try workspace.history.export(.days, from: CalendarDate("2026-03-31"), to: nil)
      #expect(export.filesWithErrors.isEmpty)
      #expect(export.from?.isoString == "2026-03-31")
      #expect(export.to?.isoString == "2026-04-02")
      #expect(export.table.rows.map { $0[0].text } == ["2026-03-31", "2026-04-01", "2026-04-02"])
    }
  }

  @Test("export of a journal without day files has no period and no rows")
  func emptyExport() throws {
    try withTemporaryDirectory { root in
      try write(root, "larder.yaml", "format: 1\n")
      let workspace = Workspace(location: JournalLocation(root: root), clock: .test)
      let export = try workspace.history.export(.entries, from: nil, to: nil)
      #expect(export.from == nil && export.to == nil)
      #expect(export.table.rows.isEmpty)
      #expect(export.table.csv == ExportTable.entryColumns.joined(separator: ",") + "\r\n")
    }
  }
}
