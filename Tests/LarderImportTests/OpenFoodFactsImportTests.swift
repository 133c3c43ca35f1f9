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

  @Test func convertsOtherNutrientsFromGramsOrTheUnitGiven() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("off-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let lines = [
      #"{"code": "1", "product_name": "Fortified flakes", "nutriments": {"energy-kcal_100g": 380, "#
        + #""iron_100g": 0.0126, "vitamin-d_100g": 0.0000042, "saturated-fat_100g": 0.4, "#
        + #""alcohol_100g": 5}}"#,
      #"{"code": "2", "product_name": "Label soup", "nutriments": {}, "nutrition": "#
        + #"{"aggregated_set": {"nutrients": {"energy-kcal": {"value": 40}, "#
        + #""potassium": {"value": 210, "unit": "mg"}, "calcium": {"value": 0.05}}}}}"#,
    ]
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    let foods = try OpenFoodFactsImport.read(file: url)
    #expect(foods[0].nutrition[.iron] == 12.6)
    #expect(foods[0].nutrition[.vitaminD] == 4.2)
    #expect(foods[0].nutrition[.saturatedFat] == 0.4)
    // Alcohol is % vol in Open Food Facts, not grams: left unknown.
    #expect(foods[0].nutrition[.alcohol] == nil)
    #expect(foods[0].nutrition[.calcium] == nil)
    #expect(foods[1].nutrition[.potassium] == 210)
    #expect(foods[1].nutrition[.calcium] == 50)
  }

  @Test func readsOtherNutrientsOfTheRealExport() throws {
    guard let folder = ImportFixtures.sharedData("openfoodfacts") else {
      print(ImportFixtures.sharedDataMissing)
      return
    }
    let foods = try OpenFoodFactsImport.read(
      file: folder.appendingPathComponent("off-products-2026.csv"), barcodes: ["0000236555909"])
    // The export gives iron_100g 0.00318 (grams): 3.18 mg.
    #expect(abs((foods.first?.nutrition[.iron] ?? 0) - 3.18) < 1e-12)
    #expect(foods.first?.nutrition[.saturatedFat] == 0)
  }
}
