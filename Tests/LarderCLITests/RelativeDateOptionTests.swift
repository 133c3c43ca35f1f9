import Foundation
import LarderTestSupport
import Testing

/// A relative day such as `-3` is a value wherever an option takes a day, not an unknown
/// option: `--date -3`, `--from -3`, `--today -3`.
@Suite("Relative days as option values, end to end")
struct RelativeDateOptionTests {
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
}
