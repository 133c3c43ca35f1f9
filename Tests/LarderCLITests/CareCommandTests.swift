import Foundation
import LarderTestSupport
import Testing

/// `larder care add` and `care list` end to end on a copy of the example journal.
@Suite("Care: larder care add and list, end to end")
struct CareCommandTests {
  @Test("list shows the care team and the meetings in date order")
  func lists() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder("care")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Doctor: Dr. Maria Keller · Nutritionist: Sam Okafor\n\n"))
    #expect(run.stdout.contains("2026-09-24  nutritionist  Switch to a 2000 kcal deficit"))
    let object = try journal.json(try journal.larder("care", "list", "--json"))
    #expect((object["meetings"] as? [Any])?.count == 3)
  }

  @Test("add inserts the meeting in date order, quoting notes that need it, one commit")
  func adds() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder(
      "care", "add", "--nutritionist", "--date", "2026-10-01", "Protein: 150 g a day")
    #expect(run.status == 0, "\(run)")
    #expect(
      try journal.read("care.yaml").contains(
        """
            notes: Switch to a 2000 kcal deficit from October; more protein at breakfast.
          - date: 2026-10-01
            with: nutritionist
            notes: "Protein: 150 g a day"
          - date: 2026-11-05
        """))
    #expect(
      try journal.subjects().first == "care add 2026-10-01 with nutritionist: Protein: 150 g a day")
    #expect(try journal.larder("care", "add", "--doctor", "All", "good").status == 0)
    #expect(
      try journal.read("care.yaml").hasSuffix(
        "  - date: 2026-11-20\n    with: doctor\n    notes: All good\n"))
  }

  @Test("a first meeting creates care.yaml")
  func createsFile() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent("care.yaml"))
    #expect(try journal.larder("care", "add", "--doctor", "Fine").status == 0)
    #expect(
      try journal.read("care.yaml")
        == "meetings:\n  - date: 2026-11-20\n    with: doctor\n    notes: Fine\n")
  }

  @Test("a future date, or neither or both of --doctor and --nutritionist, is refused")
  func refuses() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let before = try journal.read("care.yaml")
    let future = try journal.larder("care", "add", "--doctor", "--date", "2026-12-01", "Later")
    #expect(future.status == 1)
    #expect(future.stderr.contains("error: 2026-12-01 is in the future"))
    #expect(try journal.larder("care", "add", "Nobody").status != 0)
    #expect(try journal.larder("care", "add", "--doctor", "--nutritionist", "Both").status != 0)
    #expect(try journal.read("care.yaml") == before)
    #expect(try journal.subjects().count == 1)
  }
}
