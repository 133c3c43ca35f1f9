import Foundation
import LarderJournal
import LarderModel
import LarderTestSupport
import LarderWorkspace
import Testing

/// The logging use cases between the preview and the write: a hand edit made while the
/// preview was on screen is kept, and the change is made again on the file as it is then.
@Suite("Log: applying a prepared change")
struct LogApplyTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 21)!
  static let path = "log/2026/11/2026-11-21.yaml"

  static func journal(in directory: URL) throws -> Workspace {
    let files = [
      "larder.yaml": "format: 1\n",
      "foods/mine.yaml": """
      foods:
        Apple:
          nutrition: 52 kcal 0.3p 13.8c 0.2f
          measures: medium = 182 g

      """,
      path: "lunch:\n  - 12:30 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f\n",
    ]
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return Workspace(location: JournalLocation(root: directory), clock: .test)
  }

  @Test("a hand edit made after the preview is kept; the line goes in all the same")
  func redoesOnHandEditedFile() throws {
    try withTemporaryDirectory { directory in
      let workspace = try Self.journal(in: directory)
      let change = try workspace.logging.prepareAdd(
        AddRequest(words: ["apple"], time: "12:45"), today: Self.today, todayIsGiven: true)
      let url = directory.appendingPathComponent(Self.path)
      let handEdited = "# my lunch\nlunch:\n  - 12:30 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f\n"
      try Data(handEdited.utf8).write(to: url)
      _ = try workspace.logging.apply(change, noCommit: true)
      #expect(
        try String(contentsOf: url, encoding: .utf8)
          == handEdited + "  - 12:45 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f\n")
    }
  }

  @Test("an rm whose line was removed by hand meanwhile is refused, and nothing is written")
  func refusesVanishedLine() throws {
    try withTemporaryDirectory { directory in
      let workspace = try Self.journal(in: directory)
      let reference = try #require(
        DayFileEditor(
          bytes: Array(
            try String(contentsOf: directory.appendingPathComponent(Self.path), encoding: .utf8)
              .utf8),
          date: Self.today
        ).lines.first?.reference.text)
      let change = try workspace.logging.prepareRemove(reference: reference, today: Self.today)
      let url = directory.appendingPathComponent(Self.path)
      try Data("lunch:\n  - 13:00 apple 2 medium\n".utf8).write(to: url)
      #expect(throws: LogError.self) { try workspace.logging.apply(change, noCommit: true) }
      #expect(try String(contentsOf: url, encoding: .utf8) == "lunch:\n  - 13:00 apple 2 medium\n")
    }
  }
}
