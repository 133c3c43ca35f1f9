import LarderModel
import Testing

@Suite("Nutrients as data: the table, units, unknown values")
struct NutrientTableTests {
  @Test func everyNutrientHasOneWordOneNumberAndAUnit() {
    let nutrients = Nutrient.allCases
    #expect(nutrients.count == 42)
    #expect(Set(nutrients.map(\.word)).count == nutrients.count)
    #expect(Set(nutrients.map(\.usdaNumber)).count == nutrients.count)
    for nutrient in nutrients {
      #expect(Nutrient(word: nutrient.word) == nutrient)
      #expect(Nutrient(word: nutrient.word.uppercased()) == nutrient)
      #expect(Nutrient(usdaNumber: nutrient.usdaNumber) == nutrient)
      #expect(!nutrient.word.contains(" "), "one word, so a list reads without quotes")
    }
    #expect(Nutrient(word: "iron")?.usdaNumber == 303)
    #expect(Nutrient.iron.unit == .milligram)
    #expect(Nutrient.vitaminD.unit == .microgram)
    #expect(Nutrient(word: "b12") == nil)
    #expect(Nutrient(word: "vitamin-b1") == .thiamin)
    #expect(Nutrient.others.first == .saturatedFat)
  }

  @Test func unitsConvertBetweenMassesOnly() {
    #expect(NutrientUnit.milligram.converted(900, from: .microgram) == 0.9)
    #expect(NutrientUnit.microgram.converted(1.5, from: .milligram) == 1_500)
    #expect(NutrientUnit.gram.converted(250, from: .milligram) == 0.25)
    #expect(NutrientUnit.gram.converted(1, from: .kilocalorie) == nil)
    #expect(NutrientUnit(symbol: "mcg") == .microgram)
    #expect(NutrientUnit(symbol: "μg") == .microgram)
    #expect(NutrientUnit(symbol: "IU") == nil)
  }

  @Test func unknownIsNeverZero() {
    let apple = Nutrients(kcal: 52, others: [.potassium: 107, .vitaminC: 4.6])
    let cracker = Nutrients(kcal: 40, sodium: 60, others: [.potassium: 12])
    let sum = apple + cracker
    #expect(sum[.potassium] == 119)
    // Known on one side only: the total shows what is known; the report counts the gaps.
    #expect(sum[.vitaminC] == 4.6)
    #expect(sum[.iron] == nil)
    #expect(sum[.sodium] == 60)
    #expect(apple.scaled(by: 2)[.vitaminC] == 9.2)
    #expect(apple.scaled(by: 2)[.iron] == nil)
  }

  @Test func fillingUnknownKeepsEveryKnownValue() {
    let written = Nutrients(kcal: 60, protein: 1, fibre: 2, others: [.iron: 0.5])
    let imported = Nutrients(
      kcal: 52, protein: 0.3, fibre: 2.4, sodium: 1, others: [.iron: 0.12, .vitaminC: 4.6])
    let filled = written.fillingUnknown(from: imported)
    #expect(filled.kcal == 60 && filled.protein == 1 && filled.fibre == 2)
    #expect(filled[.iron] == 0.5)
    #expect(filled[.sodium] == 1)
    #expect(filled[.vitaminC] == 4.6)
  }

  @Test func spellsOtherNutrientsAfterTheShortOnesInTableOrder() {
    let nutrients = Nutrients(
      kcal: 717, protein: 0.85, carbs: 0.06, fat: 81.11, sodium: 643,
      others: [.vitaminB12: 0.17, .iron: 0.02, .saturatedFat: 51.368, .thiamin: 0.005])
    #expect(
      nutrients.description
        == "717 kcal 0.9p 0.1c 81.1f 643 mg sodium 51.368 g saturated-fat 0.02 mg iron "
        + "0.005 mg thiamin 0.17 µg vitamin-b12")
  }
}
