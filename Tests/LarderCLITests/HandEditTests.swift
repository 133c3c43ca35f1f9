import Foundation
import LarderTestSupport
import Testing

/// Hand edits get their own, truthful commit before a command changes the same file, and a
/// hand edit that does not parse stops the command.
@Suite("Hand edits: committed first, on their own, as what they are")
struct HandEditTests {
  static let day = "log/2026/11/2026-11-20.yaml"

  @Test("a day file deleted by hand, then add to that day: the deletion is its own commit")
  func deletedDayFile() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(Self.day))
    let run = try journal.larder("add", "apple", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(
      try journal.subjects().prefix(2) == [
        "add 2026-11-20 lunch: apple 1 medium (+95 kcal)",
        "commit hand edits to \(Self.day): file deleted, 4 entries",
      ])
    #expect(try journal.git("show", "--stat", "--format=", "HEAD~1").contains("deletion"))
    let day = try journal.read(Self.day)
    #expect(day.contains("12:00 apple") && !day.contains("toast"))
    #expect(try journal.git("status", "--porcelain") == "")
  }

  @Test("a hand edit that does not parse stops a command that would change the file")
  func brokenHandEdit() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let broken = try journal.read(Self.day) + "  - 18:00 \"unterminated 1 g\n   bad: indent\n"
    try journal.write(Self.day, broken)
    let head = try journal.git("rev-parse", "HEAD")
    let run = try journal.larder("add", "apple", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("your uncommitted edits to \(Self.day) do not parse"), "\(run)")
    #expect(try journal.read(Self.day) == broken)
    #expect(try journal.git("rev-parse", "HEAD") == head)
  }
}
