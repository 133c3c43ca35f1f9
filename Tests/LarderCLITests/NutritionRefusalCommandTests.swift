import Foundation
import LarderTestSupport
import Testing

/// Implausible nutrition, end to end: refused by foods add, reported by check.
@Suite("Implausible nutrition, end to end")
struct NutritionRefusalCommandTests {
  @Test("foods add refuses 1e9 kcal and 200 g of protein in 100 kcal; check reports a hand edit")
  func refusedAndReported() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let huge = try journal.larder("foods", "add", "Huge", "--kcal", "1e9")
    #expect(huge.status == 1, "\(huge)")
    #expect(
      huge.stderr.contains("\"Huge\" has 1000000000 kcal per 100 g; no food has more than 900"),
      "\(huge)")
    let protein = try journal.larder("foods", "add", "Powder", "--kcal", "100", "--protein", "200")
    #expect(protein.status == 1, "\(protein)")
    #expect(
      protein.stderr.contains("\"Powder\" has 200 g of protein, carbs and fat per 100 g"),
      "\(protein)")
    #expect(try journal.subjects().count == 1)
    try journal.write("foods/extra.yaml", "foods:\n  Shake:\n    nutrition: 100 kcal 80p\n")
    let check = try journal.larder("check")
    #expect(check.status == 1, "\(check)")
    #expect(
      check.stdout.contains(
        "foods/extra.yaml:3:16: error: the macros of \"Shake\" make 320 kcal per 100 g, far more "
          + "than its 100 kcal [implausible-nutrition]"), "\(check)")
  }
}
