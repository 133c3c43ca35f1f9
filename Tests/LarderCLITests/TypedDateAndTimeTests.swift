import Foundation
import LarderTestSupport
import Testing

/// Days and times as people type them on the command line: a relative day such as `-3` is a
/// value wherever an option takes a day, not an unknown option (`--date -3`, `--from -3`,
/// `--today -3`), and a time may have a one-digit hour (`7:05`).
@Suite("Days and times as people type them, end to end")
struct TypedDateAndTimeTests {
  @Test("body add, care add and goals set take -3 for three days before today")
  func writingCommands() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    // Today is 2026-11-21.
    let body = try journal.larder("body", "add", "weight", "84", "--date", "-3")
    #expect(body.status == 0, "\(body)")
    #expect(try journal.read("body/2026.yaml").contains("2026-11-18: weight 84 kg"))
    let care = try journal.larder("care", "add", "--doctor", "--date", "-3", "Check-up")
    #expect(care.status == 0, "\(care)")
    #expect(try journal.read("care.yaml").contains("date: 2026-11-18"))
    let goal = try journal.larder("goals", "set", "--kcal", "1900", "--from", "-3")
    #expect(goal.status == 0, "\(goal)")
    #expect(try journal.read("larder.yaml").contains("2026-11-18: 1900 kcal"))
  }

  @Test("--today -3 pretends today is three days before the clock's today")
  func today() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    func date(_ arguments: [String]) throws -> String? {
      let run = try LarderBinary.run(arguments, in: journal.root)
      #expect(run.status == 0, "\(run)")
      let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
      return (object as? [String: Any])?["date"] as? String
    }
    // Both read the same clock, so the test holds on any date.
    let shifted = try date(["--today", "-3", "day", "--json"])
    #expect(shifted != nil)
    #expect(shifted == (try date(["day", "-3", "--json"])))
  }

  @Test("a one-digit hour is a time: add 7:05 …, --time 7:05, --now 3:50; the file holds 07:05")
  func oneDigitHour() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let day = "log/2026/11/2026-11-21.yaml"
    let leading = try journal.larder("add", "7:05", "toast", "1", "slice", "--yes")
    #expect(leading.status == 0, "\(leading)")
    #expect(try journal.read(day).contains("- 07:05 toast 1 slice"))
    let option = try journal.larder("add", "rice", "1", "cup", "--time", "9:40", "--yes")
    #expect(option.status == 0, "\(option)")
    #expect(try journal.read(day).contains("- 09:40 rice 1 cup"))
    let now = try journal.larder("day", "--now", "3:50")
    #expect(now.status == 0, "\(now)")
    #expect(now.stdout.contains("Today ends in 10 minutes"), "\(now.stdout)")
    let wrong = try journal.larder("add", "rice", "1", "cup", "--time", "9:4")
    #expect(wrong.status == 2 && wrong.stderr.contains("\"9:4\" is not a time"), "\(wrong)")
  }
}
