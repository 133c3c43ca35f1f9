import Foundation
import LarderModel
import Testing

@testable import LarderImport

@Suite struct OpenFoodFactsImportTests {
  @Test func readsTheCurrentCSVLayout() throws {
    let foods = try OpenFoodFactsImport.read(file: ImportFixtures.url("off/products-2026.csv"))
    #expect(
      foods.map(\.name.text) == ["Véritable pâte à tartiner (Bovetti)", "Nutella (Ferrero)"])
    #expect(foods[0].barcode == "0000101209159")
    #expect(foods[0].source == "off 0000101209159")
    #expect(
      foods[0].nutrition
        == Nutrients(
          kcal: 617, protein: 8, carbs: 36, fat: 48,
          sugars: 32, sodium: 4))
  }

  @Test func convertsKilojoulesInThe2019Layout() throws {
    let foods = try OpenFoodFactsImport.read(file: ImportFixtures.url("off/search-2019.csv"))
    #expect(foods.count == 1)
    #expect(abs(foods[0].nutrition.kcal - 1_548 / 4.184) < 0.001)
    #expect(foods[0].nutrition.fibre == 10.1)
  }

  @Test func readsBothNutritionShapesOfJSONLines() throws {
    let foods = try OpenFoodFactsImport.read(file: ImportFixtures.url("off/products.jsonl"))
    #expect(foods.map(\.nutrition.kcal) == [617, 1])
    #expect(foods[0].nutrition.protein == 8)
    #expect(foods[1].barcode == "0000105000042")
  }

  @Test func picksBarcodesAsText() throws {
    let url = ImportFixtures.url("off/products-2026.csv")
    let foods = try OpenFoodFactsImport.read(file: url, barcodes: ["3017620422003"])
    #expect(foods.map(\.name.text) == ["Nutella (Ferrero)"])
    let error = #expect(throws: ImportError.self) {
      try OpenFoodFactsImport.read(file: url, barcodes: ["101209159"])
    }
    #expect(error?.message == "no product with barcode 101209159 in products-2026.csv")
  }

  @Test(arguments: [
    ("truncated.csv", "truncated.csv line 3 has 5 fields, expected at least 14"),
    ("no-energy.csv", "no-energy.csv has no column \"energy-kcal_100g\""),
    ("latin1.csv", "latin1.csv is not UTF-8 (line 2 holds a byte that is not)"),
  ])
  func refusesBadInput(file: String, message: String) {
    let error = #expect(throws: ImportError.self) {
      try OpenFoodFactsImport.read(file: ImportFixtures.url("off/\(file)"))
    }
    #expect(error?.message == message)
  }

  @Test func readsTheRealExports() throws {
    guard let folder = ImportFixtures.sharedData("openfoodfacts") else {
      print(ImportFixtures.sharedDataMissing)
      return
    }
    let current = try OpenFoodFactsImport.read(
      file: folder.appendingPathComponent("off-products-2026.csv"))
    #expect(current.count == 187)  // 978 have a name, 187 of them an energy value
    #expect(current.contains { $0.barcode?.hasPrefix("0") == true })
    let old = try OpenFoodFactsImport.read(
      file: folder.appendingPathComponent("off-search-export-2019.csv"))
    #expect(old.count > 1_000)
    let lines = try OpenFoodFactsImport.read(
      file: folder.appendingPathComponent("off-products-2026.jsonl"))
    #expect(lines.contains { $0.barcode == "0000101209159" && $0.nutrition.kcal == 617 })
  }
}
