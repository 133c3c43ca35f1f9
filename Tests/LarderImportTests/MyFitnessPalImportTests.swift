import Foundation
import LarderModel
import Testing

@testable import LarderImport

@Suite("Import: MyFitnessPal exports")
struct MyFitnessPalImportTests {
  static let fixture = ImportFixtures.url("myfitnesspal").path

  @Test("meal totals as free-text entries, the note kept; exercise; weigh-ins in pounds")
  func fixtureExport() throws {
    let export = try MyFitnessPalImport.read(path: Self.fixture, weightUnit: .lb)
    let first = try #require(CalendarDate(iso: "2026-11-16"))
    let day = try #require(export.days[first])
    #expect(
      day.entries.map(\.what) == [
        "MyFitnessPal breakfast", "MyFitnessPal lunch", "MyFitnessPal dinner",
        "MyFitnessPal snacks",
      ])
    #expect(day.entries[1].meal == "Lunch")
    #expect(day.entries[1].comment == "Work lunch, salad bar")
    #expect(day.entries[1].amount == nil)
    #expect(
      day.entries[0].nutrients
        == Nutrients(
          kcal: 412, protein: 21, carbs: 52.3, fat: 14.2, fibre: 6, sugars: 12.1, sodium: 380))
    #expect(day.activity.map(\.minutes) == [35])
    #expect(day.activity.first?.kcal == 412)
    #expect(export.skipped["exercises without minutes"] == 1)
    #expect(abs((export.body[first]?.weightKilograms ?? 0) - 84.005) < 0.01)
    #expect(export.body[first]?.bodyFatPercent == 24.5)
    #expect(export.foods.isEmpty)
    #expect(export.days.count == 2)
  }

  @Test("measurements other than weight and body fat are counted as skipped, by column")
  func otherMeasurements() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mfp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Measurement-Summary.csv")
    try Data(
      """
      Date,Weight,Neck,Body Fat %,Waist
      2026-11-16,84.2,38,24.5,93
      2026-11-17,84.0,,,92.5
      2026-11-18,,37.5,,

      """.utf8
    ).write(to: file)
    let export = try MyFitnessPalImport.read(path: file.path, weightUnit: .kg)
    #expect(export.skipped == ["Neck measurements": 2, "Waist measurements": 2])
    let first = try #require(CalendarDate(iso: "2026-11-16"))
    #expect(export.body[first]?.weightKilograms == 84.2)
    #expect(export.body[first]?.bodyFatPercent == 24.5)
    #expect(export.body[first]?.waistCentimeters == nil)
    #expect(export.body.count == 2)
  }

  @Test("the weight unit is told from the values, refused when they could be either")
  func weightUnit() throws {
    #expect(try MyFitnessPalImport.detectedUnit([185, 210]) == .lb)
    #expect(try MyFitnessPalImport.detectedUnit([62.5, 70]) == .kg)
    #expect(throws: ImportError.self) { try MyFitnessPalImport.detectedUnit([120, 130]) }
    #expect(throws: ImportError.self) { try MyFitnessPalImport.detectedUnit([60, 210]) }
    #expect {
      try MyFitnessPalImport.read(path: Self.fixture)
    } throws: { error in
      (error as? ImportError)?.hint?.contains("--weight-unit") == true
    }
  }

  @Test("month-first dates of older exports are read; a summary without Calories is refused")
  func datesAndColumns() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mfp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Nutrition-Summary.csv")
    try Data("Date,Meal,Calories,Protein (g)\n11/30/2025,Breakfast,300,10\n".utf8).write(to: file)
    let export = try MyFitnessPalImport.read(path: file.path)
    #expect(export.days.keys.first == CalendarDate(iso: "2025-11-30"))
    try Data("Date,Meal,Protein (g)\n2025-11-30,Breakfast,10\n".utf8).write(to: file)
    #expect {
      try MyFitnessPalImport.read(path: file.path)
    } throws: { error in
      (error as? ImportError)?.message.contains("no column \"Calories\"") == true
    }
  }

  @Test("a ten-year nutrition summary streams: every row read")
  func tenYears() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mfp-\(UUID().uuidString)-Nutrition-Summary.csv")
    defer { try? FileManager.default.removeItem(at: url) }
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    handle.write(
      Data(
        ("Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,"
          + "Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,"
          + "Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note\n").utf8))
    let start = CalendarDate(year: 2016, month: 1, day: 1)!
    for day in 0..<3652 {
      let date = start.adding(days: day).isoString
      var batch = ""
      for meal in ["Breakfast", "Lunch", "Dinner", "Snacks"] {
        batch +=
          "\(date),\(meal),412.0,14.2,4.1,2.0,6.1,0.0,210.0,380.0,420.0,52.3,6.0,12.1,"
          + "21.0,10.0,15.0,20.0,12.0,\n"
      }
      handle.write(Data(batch.utf8))
    }
    try handle.close()
    let export = try MyFitnessPalImport.read(path: url.path)
    #expect(export.rows == 3652 * 4)
    #expect(export.days.count == 3652)
  }
}
