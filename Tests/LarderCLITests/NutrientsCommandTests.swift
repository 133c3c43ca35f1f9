import Foundation
import LarderTestSupport
import Testing

/// `larder nutrients` end to end on a copy of the example journal, with SR28 fixture foods.
@Suite("Nutrients: larder nutrients, end to end")
struct NutrientsCommandTests {
  static let sr28 = repositoryRoot.appendingPathComponent("Tests/Fixtures/import/sr28").path

  /// The example journal with the SR28 fixture imported, a profile for the tables, and
  /// 2026-11-07 (a day the example leaves empty) logged with SR28 foods only.
  static func journal() throws -> BodyJournal {
    let journal = try BodyJournal()
    for arguments in [
      ["import", "usda", sr28], ["profile", "set", "sex", "male"],
      ["profile", "set", "born", "1988-04-02"],
      ["add", "Butter, salted 20 g", "--date", "2026-11-07", "--time", "08:00"],
      ["add", "Butter, salted 5 g", "--date", "2026-11-07", "--time", "19:00"],
      [
        "add", "Apples, raw, with skin (Includes foods for USDA's Food Distribution Program) 182 g",
        "--date", "2026-11-07", "--time", "10:00",
      ],
    ] {
      let run = try LarderBinary.run(arguments + ["--today", BodyJournal.today], in: journal.root)
      guard run.status == 0 else { throw BodyJournalFailure(description: "\(run)") }
    }
    return journal
  }

  @Test("--json: totals from SR28's values, unknowns counted, DRI targets, top sources")
  func json() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.larder("nutrients", "2026-11-07", "--top", "cholesterol", "--json")
    #expect(run.status == 0, "\(run)")
    let object = try journal.json(run)
    #expect(object["entries"] as? Int == 3 && object["days_logged"] as? Int == 1)
    let lines = try #require(object["nutrients"] as? [[String: Any]])
    func line(_ word: String) throws -> [String: Any] {
      try #require(lines.first { $0["nutrient"] as? String == word })
    }
    // 25 g of butter and 182 g of apple, at SR28's values per 100 g.
    let iron = try line("iron")
    #expect(abs((iron["total"] as? Double ?? 0) - (0.02 * 0.25 + 0.12 * 1.82)) < 1e-9)
    #expect(iron["unknown_entries"] as? Int == 0)
    #expect(iron["usda_number"] as? Int == 303 && iron["unit"] as? String == "mg")
    let ironTarget = try #require(iron["target"] as? [String: Any])
    #expect(ironTarget["amount"] as? Double == 8 && ironTarget["kind"] as? String == "rda")
    #expect(ironTarget["upper"] as? Double == 45)
    let cholesterol = try line("cholesterol")
    #expect(abs((cholesterol["total"] as? Double ?? 0) - 215 * 0.25) < 1e-9)
    #expect(cholesterol["unknown_entries"] as? Int == 1)
    let vitaminD = try line("vitamin-d")
    #expect(vitaminD["total"] == nil && vitaminD["unknown_entries"] as? Int == 3)
    let potassium = try line("potassium")
    #expect((potassium["target"] as? [String: Any])?["amount"] as? Double == 3_400)
    let top = try #require(object["top"] as? [String: Any])
    let foods = try #require(top["foods"] as? [[String: Any]])
    #expect(foods.map { $0["what"] as? String } == ["Butter, salted"])
    #expect(foods.first?["entries"] as? Int == 2)
  }

  @Test("text: a line per nutrient with its share of the target; unknown said as such")
  func text() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.larder("nutrients", "2026-11-07")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Nutrients, Sat 7 Nov: 3 entries\n"))
    #expect(run.stdout.contains("Targets: Dietary Reference Intakes for male, 38 years.\n"))
    #expect(
      run.stdout.contains(
        "\n  Sodium                        161 mg    11% of 1,500 mg AI      1 of 3 entries unknown\n"
      ))
    #expect(run.stdout.contains("\n  Iron                         0.22 mg     3% of 8 mg RDA\n"))
    #expect(
      run.stdout.contains(
        "\n  Cholesterol                  53.8 mg                            "
          + "1 of 3 entries unknown\n"))
    #expect(
      run.stdout.contains("\n  Vitamin D                    unknown   unknown in all 3 entries\n"))
    let week = try journal.larder("nutrients", "2026-11-07", "--week")
    #expect(week.status == 0)
    #expect(
      week.stdout.contains("average per logged day, 1–7 Nov: 7 of 7 days logged, 96 entries\n"),
      "\(week)")
  }

  @Test("day: one line on what is above its upper level or far below target, when it can tell")
  func dayLine() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let day = try journal.larder("day", "2026-11-07")
    #expect(day.status == 0, "\(day)")
    // Iron is known for every entry and far below; vitamin C is not (butter does not give it).
    #expect(day.stdout.contains("\nNutrients: ▼ far below target: iron 3% (`larder nutrients`)\n"))
    let added = try journal.larder(
      "add", "salty soup = 180 kcal 6p 20c 7f 3000 mg sodium 0.5 mg iron", "--date",
      "2026-09-03", "--time", "12:00")
    #expect(added.status == 0, "\(added)")
    #expect(
      try journal.read("log/2026/09/2026-09-03.yaml").contains(
        "salty soup 1 serving = 180 kcal 6p 20c 7f 3000 mg sodium 0.5 mg iron"))
    let salty = try journal.larder("day", "2026-09-03", "--json")
    let alerts = try #require(try journal.json(salty)["nutrient_alerts"] as? [[String: Any]])
    #expect(alerts.map { $0["nutrient"] as? String } == ["sodium", "iron"])
    #expect(alerts.first?["alert"] as? String == "above cdrr")
    #expect(alerts.first?["limit"] as? Double == 2_300)
    // A person without a sex and a date of birth has no targets: the day says nothing more.
    let plain = try BodyJournal()
    defer { plain.remove() }
    let before = try plain.larder("day", "2026-11-19")
    #expect(!before.stdout.contains("Nutrients:"))
    #expect(
      try plain.json(try plain.larder("day", "2026-11-19", "--json"))["nutrient_alerts"] == nil)
  }

  @Test("export --nutrients: a column per micronutrient, for entries and days, empty where unknown")
  func export() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.larder(
      "export", "json", "--nutrients", "--from", "2026-11-07", "--to", "2026-11-07")
    #expect(run.status == 0, "\(run)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(rows.count == 3)
    let butter = try #require(rows.first { $0["food"] as? String == "Butter, salted" })
    #expect(butter["amount"] as? Double == 20)
    #expect(abs((butter["iron_mg"] as? Double ?? 0) - 0.004) < 1e-9)
    #expect(abs((butter["cholesterol_mg"] as? Double ?? 0) - 43) < 1e-9)
    #expect(butter["vitamin_b12_ug"] as? Double == 0.034)
    #expect(butter["vitamin_c_mg"] is NSNull)
    let csv = try journal.larder("export", "csv", "--nutrients", "--from", "2026-11-07")
    #expect(csv.stdout.hasPrefix("date,time,meal,food,amount,unit,kcal,protein,carbs,fat,"))
    #expect(csv.stdout.contains(",note,fibre_g,sugars_g,sodium_mg,saturated_fat_g,"))
    #expect(butter["sodium_mg"] as? Double == 128.6)
    // A day's row adds up what its entries give, and leaves empty what none gives.
    let days = try journal.larder(
      "export", "json", "--what", "days", "--nutrients", "--from", "2026-11-07", "--to",
      "2026-11-07")
    #expect(days.status == 0, "\(days)")
    let day = try #require(
      (try JSONSerialization.jsonObject(with: Data(days.stdout.utf8)) as? [[String: Any]])?.first)
    let sodium = rows.compactMap { $0["sodium_mg"] as? Double }.reduce(0, +)
    #expect(abs((day["sodium_mg"] as? Double ?? 0) - sodium) < 1e-6)
    #expect(day["cholesterol_mg"] as? Double != nil)
    // The entries' header: 13 columns, then the nutrients.
    let nutrientColumns = (csv.stdout.split(separator: "\r\n").first ?? "")
      .split(separator: ",").dropFirst(13).map(String.init)
    #expect(nutrientColumns.count > 30)
    #expect(nutrientColumns.allSatisfy { day.keys.contains($0) })
    let unknownToAll = nutrientColumns.filter { column in rows.allSatisfy { $0[column] is NSNull } }
    #expect(!unknownToAll.isEmpty && unknownToAll.allSatisfy { day[$0] is NSNull })
  }

  @Test("--help examples run; bad nutrients and periods are usage errors")
  func helpAndUsage() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let help = try journal.larder("nutrients", "--help")
    let examples = help.stdout.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("larder nutrients") }
    #expect(examples.count >= 5)
    for example in examples {
      let arguments = example.split(separator: " ").dropFirst().map(String.init)
      let run = try LarderBinary.run(arguments + ["--today", BodyJournal.today], in: journal.root)
      #expect(run.status == 0, "\(example): \(run)")
    }
    let salt = try journal.larder("nutrients", "--top", "salt")
    #expect(salt.status == 2 && salt.stderr.contains("\"salt\" is not a nutrient"))
    let both = try journal.larder("nutrients", "--week", "--from", "2026-11-01")
    #expect(both.status == 2)
    let backwards = try journal.larder("nutrients", "--from", "2026-11-07", "--to", "2026-11-01")
    #expect(backwards.status == 2 && backwards.stderr.contains("starts after it ends"))
  }
}
