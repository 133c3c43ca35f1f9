import Foundation
import LarderModel
import LarderTestSupport
import Testing

@testable import LarderImport

@Suite("Import: Cronometer exports")
struct CronometerImportTests {
  static let fixture = ImportFixtures.url("cronometer").path

  @Test("the fixture export: servings, exercises and weigh-ins by day, foods with their units")
  func fixtureExport() throws {
    let export = try CronometerImport.read(path: Self.fixture)
    let first = try #require(CalendarDate(iso: "2026-11-17"))
    let second = try #require(CalendarDate(iso: "2026-11-18"))
    #expect(export.files == ["biometrics.csv", "exercises.csv", "servings.csv"])
    #expect(export.days.keys.sorted() == [first, second])
    let entries = try #require(export.days[first]).entries
    #expect(
      entries.map(\.what) == [
        "Oatmeal, Rolled Oats", "Eggs, Cooked", "Tomato Soup, Canned", "Apple, Raw",
      ])
    #expect(entries[3].meal == "Snacks")
    #expect(entries[3].time == ClockTime(hour: 15, minute: 15))
    #expect(entries[3].amount == DiaryExport.Amount(1, "medium"))
    #expect(entries[3].comment == "1.00 medium - 3\" diameter")
    #expect(
      entries[0].nutrients
        == Nutrients(
          kcal: 228, protein: 7.9, carbs: 40.6, fat: 3.9, fibre: 6, sugars: 0.6, sodium: 2,
          others: [.caffeine: 0, .vitaminC: 0]))
    let oats = try #require(export.days[second]).entries[0]
    #expect(oats.amount == DiaryExport.Amount(0.5, "cup"))
    #expect(oats.comment == "1.00 x 0.5 cup")
    #expect(
      try #require(export.days[first]).activity
        == [
          .init(
            time: ClockTime(hour: 18, minute: 0), name: "Running, 10 km/h", minutes: 35, kcal: 412)
        ])
    #expect(export.skipped["exercises without minutes"] == 1)
    #expect(export.skipped["Sleep (Garmin) (hours) measurements"] == 1)
    let weight = try #require(export.body[first]?.weightKilograms)
    #expect(abs(weight - 84.005) < 0.01)
    #expect(export.body[second]?.bodyFatPercent == 24.1)
    #expect(export.rows == 14)
    let foods = Dictionary(uniqueKeysWithValues: export.foods.map { ($0.name.text, $0) })
    let oatmeal = try #require(foods["Oatmeal, Rolled Oats"])
    #expect(oatmeal.serving == Quantity(100, .gram))
    #expect(oatmeal.nutrition.kcal == 380)
    #expect(oatmeal.measures.map(\.text) == ["cup = 78.95 g"])
    let eggs = try #require(foods["Eggs, Cooked"])
    #expect(eggs.serving == Quantity(1, .piece))
    #expect(eggs.measures.map(\.text) == ["large = 1 piece"])
    #expect(eggs.source == "cronometer")
    #expect(foods["Curry, Restaurant"]?.nutrition.kcal == 850)
  }

  @Test("amounts: plain, multiplied, with a description kept as a comment")
  func amounts() {
    #expect(CronometerImport.amount("4.00 medium").0 == .init(4, "medium"))
    #expect(CronometerImport.amount("4.00 medium").1 == nil)
    #expect(CronometerImport.amount("4.00 x 4.0 oz").0 == .init(16, "oz"))
    #expect(CronometerImport.amount("1.00 shake (11 fl oz)").0 == .init(1, "shake"))
    #expect(CronometerImport.amount("1.00 Cubic Inch").0 == .init(1, "cubic inch"))
    #expect(CronometerImport.amount("1.50 Serving").0 == .init(1.5, "serving"))
    #expect(CronometerImport.amount("2.50 x 3.0 cooked links").0 == .init(7.5, "cooked links"))
    #expect(CronometerImport.amount("some").0 == nil)
  }

  @Test("the real samples: 98 servings on 7 days, 40 foods, other biometrics skipped")
  func realSamples() throws {
    guard let folder = ImportFixtures.sharedData("cronometer") else {
      print(ImportFixtures.sharedDataMissing)
      return
    }
    let export = try CronometerImport.read(path: folder.path)
    #expect(export.days.count == 7)
    #expect(export.days.values.map(\.entries.count).reduce(0, +) == 98)
    #expect(export.foods.count == 40)
    #expect(export.body.isEmpty)
    #expect(export.skipped["Blood Glucose (mg/dl) measurements"] == 91)
    #expect(export.foods.allSatisfy { $0.implausibleNutrition == nil })
    // The first serving of the file: `Eggs, Cooked`, 4.00 medium, as its columns give it.
    let eggs = try #require(
      export.days[CalendarDate(iso: "2022-11-03")!]?.entries.first { $0.what == "Eggs, Cooked" })
    #expect(eggs.nutrients[.iron] == 2.09)
    #expect(eggs.nutrients[.selenium] == 54.21)
    #expect(eggs.nutrients[.vitaminB12] == 1.95)
    #expect(eggs.nutrients[.saturatedFat] == 5.75)
    // Vitamin D is given in IU: 153.12 IU is 3.828 µg.
    #expect(eggs.nutrients[.vitaminD] == 3.828)
    // Omega-3 is a total, not ALA, EPA and DHA apart: not read.
    #expect(eggs.nutrients[.alphaLinolenicAcid] == nil)
  }

  @Test("the export inside a zip reads the same as the folder")
  func zipped() throws {
    let names = ["servings.csv", "exercises.csv", "biometrics.csv"]
    let archive = ZipWriter.archive(
      try names.map { name in
        .init(
          "cronometer/\(name)",
          Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixture + "/" + name))))
      })
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cronometer-\(UUID().uuidString).zip")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(archive.bytes).write(to: url)
    let fromZip = try CronometerImport.read(path: url.path)
    let fromFolder = try CronometerImport.read(path: Self.fixture)
    #expect(fromZip.days == fromFolder.days)
    #expect(fromZip.foods == fromFolder.foods)
  }

  static let header = "Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g)\n"

  static let badInputs: [(file: String, bytes: [UInt8], message: String)] = [
    (
      "truncated.csv", Array((header + "2026-11-17,7:40 AM,Breakfast,Oats,60.00 g,228\n").utf8),
      "has 6 fields"
    ),
    (
      "quote.csv", Array((header + "2026-11-17,7:40 AM,\"Breakfast,Oats").utf8),
      "ends inside a quoted field"
    ),
    ("foreign.csv", Array("Name,Price\nTea,3\n".utf8), "holds none of Cronometer's"),
    (
      "dailysummary.csv", Array("Date,Energy (kcal),Protein (g)\n2026-11-17,1850,92\n".utf8),
      "holds only Cronometer's daily totals"
    ),
    (
      "latin1.csv",
      Array(header.utf8) + Array("2026-11-17,,Breakfast,Cr".utf8) + [0xE8]
        + Array("me,1.00 g,10,1\n".utf8), "is not UTF-8"
    ),
    ("utf16.csv", [0xFF, 0xFE] + Array(header.utf8).flatMap { [$0, 0] }, "is not UTF-8 text"),
    (
      "nokcal.csv",
      Array("Day,Time,Group,Food Name,Amount,Protein (g)\n2026-11-17,,B,Oats,1.00 g,1\n".utf8),
      "no column \"Energy (kcal)\""
    ),
    (
      "baddate.csv", Array((header + "17 Nov,,Breakfast,Oats,60.00 g,228,8\n").utf8),
      "is not in a format"
    ),
  ]

  @Test("bad input is refused with a message naming the problem", arguments: badInputs)
  func refuses(file: String, bytes: [UInt8], message: String) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cronometer-\(UUID().uuidString)-\(file)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(bytes).write(to: url)
    #expect {
      try CronometerImport.read(path: url.path)
    } throws: { error in
      (error as? ImportError)?.message.contains(message) == true
    }
  }

  @Test("a zip with none of the files, and dates that read two ways, are refused")
  func refusesZipAndAmbiguousDates() throws {
    let zip = FileManager.default.temporaryDirectory
      .appendingPathComponent("cronometer-\(UUID().uuidString).zip")
    defer { try? FileManager.default.removeItem(at: zip) }
    try Data(ZipWriter.archive([.init("readme.txt", Array("hello".utf8))]).bytes).write(to: zip)
    #expect(throws: ImportError.self) { try CronometerImport.read(path: zip.path) }
    let csv = FileManager.default.temporaryDirectory
      .appendingPathComponent("cronometer-\(UUID().uuidString).csv")
    defer { try? FileManager.default.removeItem(at: csv) }
    try Data((Self.header + "3/4/2026,,Breakfast,Oats,60.00 g,228,8\n").utf8).write(to: csv)
    #expect {
      try CronometerImport.read(path: csv.path)
    } throws: { error in
      (error as? ImportError)?.hint?.contains("--date-format") == true
    }
    let dayFirst = try CronometerImport.read(path: csv.path, dateFormat: .dayFirst)
    #expect(dayFirst.days.keys.first == CalendarDate(iso: "2026-04-03"))
    try Data((Self.header + "3/4/2026,,B,Oats,60.00 g,228,8\n13/4/2026,,B,Oats,1.00 g,4,1\n").utf8)
      .write(to: csv)
    #expect(try CronometerImport.read(path: csv.path).days.count == 2)
  }

  @Test("a ten-year export streams: every row read, days and foods as generated")
  func tenYears() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cronometer-\(UUID().uuidString)-servings.csv")
    defer { try? FileManager.default.removeItem(at: url) }
    let rows = try CronometerTenYears.write(to: url, days: 3652, perDay: 12)
    let start = Date()
    let export = try CronometerImport.read(path: url.path)
    let seconds = Date().timeIntervalSince(start)
    print("cronometer: \(rows) rows in \(seconds) s, \(Int(Double(rows) / seconds)) rows/s")
    #expect(export.rows == rows)
    #expect(export.days.count == 3652)
    #expect(export.foods.count == CronometerTenYears.foods.count)
  }
}

/// A generated Cronometer `servings.csv` of many days, with the real export's 57 columns.
enum CronometerTenYears {
  static let foods = [
    ("Eggs, Cooked", "medium", 68.2), ("Oatmeal, Rolled Oats", "g", 3.8),
    ("Milk, Skim", "cup", 83.0), ("Apple, Raw", "medium", 95.0), ("Brown Rice", "g", 1.1),
    ("Chicken Breast", "oz", 46.0), ("Butter, Salted", "tbsp", 101.7),
    ("Premier Protein Shake", "shake", 160.0),
  ]

  /// Writes `days` days of `perDay` servings from 2016-01-01 on; returns the rows written.
  static func write(to url: URL, days: Int, perDay: Int) throws -> Int {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    let extra = (0..<50).map { "Nutrient \($0) (mg)" }.joined(separator: ",")
    handle.write(
      Data(
        ("Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g),Carbs (g),Fat (g),"
          + "Fiber (g),Sugars (g),Sodium (mg),\(extra)\n").utf8))
    let zeros = Array(repeating: "0.12", count: 50).joined(separator: ",")
    let groups = ["Breakfast", "Lunch", "Dinner", "Snacks"]
    let start = CalendarDate(year: 2016, month: 1, day: 1)!
    var rows = 0
    for day in 0..<days {
      let date = start.adding(days: day).isoString
      var batch = ""
      for index in 0..<perDay {
        let (name, unit, kcal) = foods[(day + index) % foods.count]
        let amount = Double(index % 4 + 1)
        let hour = 7 + index
        batch +=
          "\(date),\(hour > 12 ? hour - 12 : hour):0\(index % 10) \(hour >= 12 ? "PM" : "AM"),"
          + "\"\(groups[index % 4])\",\"\(name)\",\"\(amount) \(unit)\","
          + "\(kcal * amount),\(amount),\(2 * amount),\(amount),0.5,0.2,12,\(zeros)\n"
        rows += 1
      }
      handle.write(Data(batch.utf8))
    }
    return rows
  }
}
