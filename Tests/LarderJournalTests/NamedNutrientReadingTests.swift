import LarderJournal
import LarderModel
import LarderSyntax
import Testing

/// A food's nutrients written as `number unit word` (FORMAT.md §3.2): each counts once, in its
/// nutrient's unit, and what cannot count is reported.
@Suite("Named nutrients of a food")
struct NamedNutrientReadingTests {
  static func read(_ nutrition: String) throws -> (Nutrients, [String]) {
    let text = "foods:\n  Trail bar:\n    nutrition: \(nutrition)\n"
    let source = try #require(JournalSource(path: "foods/bars.yaml", bytes: Array(text.utf8)))
    let reading = JournalReader(today: nil).read([source])
    let food = try #require(reading.journal.library.food(named: Name("Trail bar")))
    return (food.nutrition, reading.files.flatMap(\.diagnostics).map(\.id))
  }

  @Test("a macro written with its unit counts as if written short")
  func macroWithItsUnit() throws {
    let (nutrients, problems) = try Self.read("210 kcal 6 g protein 30 g carbs 8 g fat")
    #expect(problems.isEmpty)
    #expect(nutrients.protein == 6 && nutrients.carbs == 30 && nutrients.fat == 8)
  }

  @Test("a nutrient given twice counts the first time and is reported")
  func givenTwice() throws {
    let (nutrients, problems) = try Self.read(
      "210 kcal 6p 2 g protein 900 µg iron 2 mg iron 1 g saturated-fat 3 mg unobtainium")
    #expect(problems == ["duplicate-nutrient", "duplicate-nutrient", "bad-nutrient"])
    #expect(nutrients.protein == 6)
    #expect(nutrients[.iron] == 0.9 && nutrients[.saturatedFat] == 1)
  }
}
