import Foundation
import LarderModel
import Testing

@testable import LarderImport

@Suite("Import: CSV files through rules")
struct CSVRulesImportTests {
  static func write(_ text: String, name: String = "diary.csv") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("csv-rules-\(UUID().uuidString)-\(name)")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("Lose It!'s export with the built-in rules: foods by meal, exercise left out")
  func loseIt() throws {
    let rules = try CSVRules(try #require(CSVRules.builtIn["loseit"]), file: "loseit")
    let export = try CSVRulesImport.read(
      path: ImportFixtures.url("csv/loseit-food-logs.csv").path, rules: rules)
    let date = try #require(CalendarDate(iso: "2026-11-16"))
    let day = try #require(export.days[date])
    #expect(
      day.entries.map(\.what) == [
        "Oatmeal, Quaker Old Fashioned", "Banana, Medium", "Turkey Sandwich",
      ])
    #expect(day.entries[0].amount == .init(0.5, "cup"))
    #expect(day.entries[0].meal == "Breakfast")
    #expect(day.entries[2].nutrients.sodium == 980)
    #expect(export.skipped["Exercise rows"] == 1)
    #expect(export.foods.map(\.name.text).count == 4)
    #expect(rules.source == "loseit")
  }

  @Test("a file of daily totals with the built-in rules: one entry a day")
  func dailyTotals() throws {
    let rules = try CSVRules(try #require(CSVRules.builtIn["daily-totals"]), file: "totals")
    let export = try CSVRulesImport.read(
      path: ImportFixtures.url("csv/daily-totals.csv").path, rules: rules)
    #expect(export.days.count == 2)
    let date = try #require(CalendarDate(iso: "2026-11-14"))
    let entry = try #require(export.days[date]?.entries.first)
    #expect(entry.what == "Daily total")
    #expect(entry.meal == "Dinner")
    #expect(entry.amount == nil)
    #expect(
      entry.nutrients
        == Nutrients(
          kcal: 2150, protein: 110, carbs: 240, fat: 75, fibre: 28, sugars: 60, sodium: 2300))
    #expect(export.foods.isEmpty)
  }

  @Test("semicolons, decimal commas, lines before a header-less file, day-first dates, kJ")
  func europeanFile() throws {
    let rules = try CSVRules(
      """
      # An app that writes European CSV
      skip 2
      header no
      separator ;
      decimal ,
      date #1
      food #2
      energy-kj #3
      protein #4
      """, file: "eu.rules")
    let url = try Self.write(
      "Export of my diary\nGenerated today\n13/11/2026 08:15;Müsli;1 046,0;7,5\n14/11/2026;Brot;418,4;3\n"
    )
    defer { try? FileManager.default.removeItem(at: url) }
    let export = try CSVRulesImport.read(path: url.path, rules: rules)
    let date = try #require(CalendarDate(iso: "2026-11-13"))
    let entry = try #require(export.days[date]?.entries.first)
    #expect(entry.what == "Müsli")
    #expect(entry.time == ClockTime(hour: 8, minute: 15))
    #expect(abs(entry.nutrients.kcal - 250) < 0.01)
    #expect(entry.nutrients.protein == 7.5)
  }

  @Test(
    "rules that cannot work are refused naming the line",
    arguments: [
      (
        "date Date\nenergy Calories\nfood Name\ncolour Red\n",
        "line 4: unknown directive \"colour\""
      ),
      ("energy Calories\nfood Name\n", "names no date column"),
      ("date Date\nfood Name\n", "names no energy column"),
      ("date Date\nenergy Calories\n", "names no food column"),
      ("date Date\nenergy Calories\nfood Name\nseparator |\n", "separator is , ; or tab"),
      ("date Date\nenergy Calories\nfood Name\nheader no\n", "names columns by header"),
    ])
  func badRules(text: String, message: String) {
    #expect {
      try CSVRules(text, file: "my.rules")
    } throws: { error in
      (error as? ImportError)?.message.contains(message) == true
    }
  }

  @Test("a file without a column the rules name, or truncated, is refused")
  func badFile() throws {
    let rules = try CSVRules("date Date\nenergy Calories\nfood Name\n", file: "r")
    let missing = try Self.write("Day,Calories,Name\n2026-11-13,100,Tea\n")
    defer { try? FileManager.default.removeItem(at: missing) }
    #expect {
      try CSVRulesImport.read(path: missing.path, rules: rules)
    } throws: { error in
      (error as? ImportError)?.message.contains("has no column \"Date\"") == true
    }
    let cut = try Self.write("Date,Calories,Name\n2026-11-13,100,Tea\n2026-11-14,1")
    defer { try? FileManager.default.removeItem(at: cut) }
    #expect {
      try CSVRulesImport.read(path: cut.path, rules: rules)
    } throws: { error in
      (error as? ImportError)?.message.contains("line 3 has 2 fields") == true
    }
  }
}
