import Foundation
import LarderModel
import Testing

@testable import LarderImport

@Suite struct USDAImportTests {
  @Test func readsSR28ASCIIWithItsQuirks() throws {
    let reading = try USDAImport.read(directory: ImportFixtures.url("sr28"))
    #expect(
      reading.foods.map(\.name.text) == [
        "Butter, salted",
        "Apples, raw, with skin (Includes foods for USDA's Food Distribution Program)",
        "Crème fraîche, µ-test",
      ])
    #expect(reading.withoutEnergy == ["Mystery food without energy"])
    let butter = reading.foods[0]
    #expect(butter.source == "usda-sr 01001")
    #expect(butter.serving == Quantity(100, .gram))
    #expect(
      butter.nutrition
        == Nutrients(
          kcal: 717, protein: 0.85, carbs: 0.06, fat: 81.11,
          sodium: 643,
          others: [
            .iron: 0.02, .vitaminA: 684, .vitaminB12: 0.17, .cholesterol: 215,
            .saturatedFat: 51.368,
          ]))
    // Vitamin A in IU (318) is not in the table: only the RAE (320) is kept.
    #expect(butter.nutrition.others.count == 5)
    #expect(
      butter.measures.map(\.text) == [
        "pat (1\" sq, 1/3\" high) = 5 g",
        "tbsp = 14.2 g",
      ])
  }

  @Test func dividesPortionsByTheirAmountAndCleansNames() throws {
    let apple = try USDAImport.read(directory: ImportFixtures.url("sr28")).foods[1]
    #expect(
      apple.measures.map(\.text) == [
        "cup, quartered or chopped = 125 g", "medium (3\" dia) = 182 g",
        "large, sliced , big = 222 g",
      ])
    #expect(apple.nutrition.fibre == 2.4)
  }

  @Test func readsFDCLegacyCSVThroughSR28Values() throws {
    let reading = try USDAImport.read(directory: ImportFixtures.url("fdc"))
    #expect(reading.foods.map(\.source) == ["fdc 173410", "fdc 171688"])
    #expect(reading.foods[0].nutrition.kcal == 717)
    #expect(
      reading.foods[1].measures.map(\.text) == [
        "cup, quartered or chopped = 125 g"
      ])
  }

  @Test func refusesAFolderWithoutTheFiles() {
    let error = #expect(throws: ImportError.self) {
      try USDAImport.read(directory: ImportFixtures.url("off"))
    }
    #expect(error?.message.contains("neither FOOD_DES.txt") == true)
  }

  @Test func refusesATruncatedFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-usda-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["WEIGHT.txt", "NUT_DATA.txt"] {
      try FileManager.default.copyItem(
        at: ImportFixtures.url("sr28/\(name)"), to: folder.appendingPathComponent(name))
    }
    let full = try Data(contentsOf: ImportFixtures.url("sr28/FOOD_DES.txt"))
    try full.prefix(120).write(to: folder.appendingPathComponent("FOOD_DES.txt"))
    let error = #expect(throws: ImportError.self) {
      try USDAImport.read(directory: folder)
    }
    #expect(error?.message == "FOOD_DES.txt line 2 has 3 fields, expected at least 10")
  }

  @Test func refusesUTF16Text() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-usda-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(
      contentsOf: ImportFixtures.url("sr28/FOOD_DES.txt"), encoding: .isoLatin1)
    try text.data(using: .utf16)?.write(to: folder.appendingPathComponent("FOOD_DES.txt"))
    try FileManager.default.copyItem(
      at: ImportFixtures.url("sr28/NUT_DATA.txt"),
      to: folder.appendingPathComponent("NUT_DATA.txt"))
    let error = #expect(throws: ImportError.self) {
      try USDAImport.read(directory: folder)
    }
    #expect(error?.message.contains("NUL bytes") == true)
  }

  @Test func readsAllOfSR28() throws {
    guard let folder = ImportFixtures.sharedData("usda-sr28") else {
      print(ImportFixtures.sharedDataMissing)
      return
    }
    let reading = try USDAImport.read(directory: folder)
    #expect(reading.foods.count + reading.withoutEnergy.count == 8_789)
    let cheddar = try #require(reading.foods.first { $0.source == "usda-sr 01009" })
    #expect(cheddar.name.text == "Cheese, cheddar")
    #expect(cheddar.nutrition.kcal > 390 && cheddar.nutrition.kcal < 420)
  }

  @Test func readsAllOfTheFDCLegacyCSV() throws {
    guard let folder = ImportFixtures.sharedData("usda-fdc-sr-legacy-csv") else {
      print(ImportFixtures.sharedDataMissing)
      return
    }
    let reading = try USDAImport.read(directory: folder)
    #expect(reading.foods.count > 7_500)
    let food = try #require(reading.foods.first { $0.source == "fdc 171477" })
    #expect(!food.measures.isEmpty)
  }

  /// Every value of every food of SR28's dairy, fruit and cereal groups (all nutrients), as
  /// `NUT_DATA` stores it, read here with a parser of the test's own.
  @Test func keepsEveryTableNutrientOfSR28AsStored() throws {
    guard let folder = ImportFixtures.sharedData("usda-sr28") else {
      print(ImportFixtures.sharedDataMissing)
      return
    }
    let nutrientFile = folder.appendingPathComponent("NUT_DATA.groups-0100-0900-2000.txt")
    let reading = try USDAImport.read(directory: folder, nutrientFile: nutrientFile)
    var expected: [String: [Int: Double]] = [:]
    let text = try String(contentsOf: nutrientFile, encoding: .isoLatin1)
    for line in text.split(whereSeparator: \.isNewline) {
      let fields = line.split(separator: "^", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "~")) }
      guard let number = Int(fields[1]), let value = Double(fields[2]) else { continue }
      expected[fields[0], default: [:]][number] = value
    }
    var compared = 0
    for food in reading.foods {
      let id = try #require(food.source?.split(separator: " ").last.map(String.init))
      let values = try #require(expected[id])
      for nutrient in Nutrient.allCases {
        #expect(
          food.nutrition[nutrient] == values[nutrient.usdaNumber]
            ?? (nutrient.rawValue <= Nutrient.fat.rawValue ? 0 : nil),
          "\(food.name.text): \(nutrient.word)")
        compared += 1
      }
    }
    #expect(reading.foods.count > 800)
    #expect(compared == reading.foods.count * Nutrient.allCases.count)
    let cheddar = try #require(reading.foods.first { $0.source == "usda-sr 01009" })
    #expect(cheddar.nutrition[.calcium] == 710)
    #expect(cheddar.nutrition[.addedSugars] == nil)
  }

  /// The table's unit of each nutrient is SR28's own (`NUTR_DEF.txt`), so that no value
  /// needs converting on import.
  @Test func tableUnitsAreSR28Units() throws {
    guard let folder = ImportFixtures.sharedData("usda-sr28") else {
      print(ImportFixtures.sharedDataMissing)
      return
    }
    let text = try String(
      contentsOf: folder.appendingPathComponent("NUTR_DEF.txt"), encoding: .isoLatin1)
    var units: [Int: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let fields = line.split(separator: "^", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "~")) }
      if let number = Int(fields[0]) { units[number] = fields[1] }
    }
    for nutrient in Nutrient.allCases where nutrient != .addedSugars {
      #expect(units[nutrient.usdaNumber] == nutrient.unit.rawValue, "\(nutrient.word)")
    }
    // Added sugars are FDC's nutrient 539, which SR28 does not give.
    #expect(units[539] == nil)
  }
}
