import Foundation
import LarderTestSupport
import Testing

/// `larder check` notes the days a hand edit of the library changes, and a note never
/// changes its exit status.
@Suite("check: notes on a library edit")
struct LibraryEditNoteTests {
  @Test("iron added to a food by hand: a note with a few of its days, all with --verbose")
  func ironNote() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let foods = try journal.read("foods/common.yaml")
    let toast = "306 kcal 16.3p 51.2c 4.1f 7.5 fibre 5.8 sugars 565 mg sodium"
    #expect(foods.contains(toast))
    try journal.write(
      "foods/common.yaml", foods.replacingOccurrences(of: toast, with: toast + " 3.6 mg iron"))

    let run = try journal.larder("check", "--strict")
    #expect(run.status == 0, "\(run)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "note: foods/common.yaml: Whole-wheat toast since the last commit: "
        + "iron unknown → 3.6 mg per 100 g")
    let days = try #require(lines.dropFirst().first)
    #expect(days.hasPrefix("  changes ") && days.hasSuffix(", … (--verbose lists them all)"))
    #expect(days.split(separator: ":").last?.split(separator: ",").count == 6)

    let verbose = try journal.larder("check", "--verbose")
    let all = try #require(verbose.stdout.split(separator: "\n").dropFirst().first)
    let count = try #require(Int(all.split(separator: " ")[1]))
    #expect(count > 5)
    #expect(all.split(separator: ":").last?.split(separator: ",").count == count)

    // Committed, the edit is told once more, and then no more.
    let commit = try journal.larder("commit")
    #expect(commit.status == 0, "\(commit)")
    #expect(
      commit.stdout.contains(
        "\nnote: foods/common.yaml: Whole-wheat toast: iron unknown → 3.6 mg per 100 g\n"),
      "\(commit)")
    #expect(try !journal.larder("check").stdout.contains("note:"))
  }
}
