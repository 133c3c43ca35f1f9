import Foundation
import Testing
import Yams

/// Reads every file of `example-journal/` with an independent YAML parser (Yams) and checks the
/// shape FORMAT.md gives each file, taking every scalar as text the way Larder does (`04:00` is
/// the string "04:00", never YAML 1.1's sexagesimal 240).
@Suite struct YamsCrossCheckTests {
  /// The example journal beside `Tests/`, found from this file's path.
  static let journal = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("example-journal")

  /// Paths of the journal's YAML files, relative to its root, sorted.
  static let files: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: journal.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".yaml") { paths.append(path) }
    }
    return paths.sorted()
  }()

  @Test func everyFileIsOneMappingOfAKnownKind() throws {
    let known = ["larder.yaml", "categories.yaml", "meals.yaml", "units.yaml", "care.yaml"]
    #expect(Self.files.count > 90)
    for path in Self.files {
      _ = try mapping(load(path), path)
      let kind =
        known.contains(path) || path.hasPrefix("foods/") || path.hasPrefix("log/")
        || path.hasPrefix("body/")
      #expect(kind, "\(path) is no file FORMAT.md describes")
    }
  }

  @Test func settingsHaveAFormatVersionAndDatedGoals() throws {
    let settings = try mapping(load("larder.yaml"), "larder.yaml")
    #expect(settings["format"]?.string == "1")
    #expect(settings["day cutoff"]?.string == "04:00")
    let profile = try mapping(settings["profile"], "profile")
    #expect(profile["target date"]?.string == "2027-06-15")
    let goals = try mapping(settings["goals"], "goals")
    #expect(goals.count >= 2)
    var previous = ""
    for (date, goal) in goals {
      let day = try #require(date.string)
      #expect(isISODate(day), "goal key \(day)")
      #expect(day > previous, "goals out of order at \(day)")
      previous = day
      #expect(goal.string?.contains(" kcal") == true, "goal \(day)")
    }
  }

  @Test func categoriesHaveUnitsAndTargets() throws {
    let file = try mapping(load("categories.yaml"), "categories.yaml")
    let categories = try mapping(file["categories"], "categories")
    #expect(categories.count == 9)
    for (name, category) in categories {
      let fields = try mapping(category, name.string ?? "?")
      #expect(fields["unit"]?.string != nil, "\(name.string ?? "?") has no unit")
      #expect(fields["target"]?.string != nil, "\(name.string ?? "?") has no target")
    }
    let treats = try mapping(mapping(file["compensation"], "compensation")["Treats"], "Treats")
    #expect(treats["offset by"]?.string == "Sports")
  }

  @Test func mealsAndUnitsAreMappingsOfText() throws {
    let meals = try mapping(mapping(load("meals.yaml"), "meals.yaml")["meals"], "meals")
    #expect(meals["Brunch"]?.string == "10:00-13:00, manual")
    for (slot, window) in meals {
      #expect(window.string != nil, "meal slot \(slot.string ?? "?")")
    }
    let units = try mapping(mapping(load("units.yaml"), "units.yaml")["units"], "units")
    #expect(units.count == 3)
  }

  @Test func dayFilesMapSlotsToEntryLines() throws {
    let meals = try mapping(mapping(load("meals.yaml"), "meals.yaml")["meals"], "meals")
    let slots = Set(meals.compactMap { $0.key.string?.lowercased() } + ["activity"])
    let days = Self.files.filter { $0.hasPrefix("log/") }
    #expect(days.first == "log/2026/08/2026-08-18.yaml")
    #expect(days.last == "log/2026/11/2026-11-20.yaml")
    #expect(days.count >= 85)
    for path in days {
      // The path is authoritative for the date: log/YYYY/MM/YYYY-MM-DD.yaml.
      let date = String(path.split(separator: "/").last!.dropLast(".yaml".count))
      let folder = "log/\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/"
      #expect(isISODate(date) && path == "\(folder)\(date).yaml", "\(path) names no date")
      for (key, value) in try mapping(load(path), path) {
        let slot = try #require(key.string, "\(path): a key that is no text")
        if slot == "notes" {
          #expect(value.string != nil, "\(path): notes is no text")
          continue
        }
        #expect(slots.contains(slot), "\(path): unknown meal slot \(slot)")
        let entries = try #require(value.sequence, "\(path): \(slot) is no sequence")
        for entry in entries {
          #expect(entry.string?.isEmpty == false, "\(path): \(slot) holds a non-text entry")
        }
      }
    }
  }

  @Test func bodyFileMapsDatesToMetrics() throws {
    let body = try mapping(load("body/2026.yaml"), "body/2026.yaml")
    #expect(body.count >= 90)
    for (date, metrics) in body {
      let day = try #require(date.string)
      #expect(isISODate(day) && day.hasPrefix("2026-"), "body key \(day)")
      #expect(metrics.string?.contains("steps ") == true, "body \(day)")
    }
  }

  @Test func foodsHaveNutritionAndRecipesHaveIngredients() throws {
    var foodCount = 0
    var recipeCount = 0
    for path in Self.files where path.hasPrefix("foods/") {
      let file = try mapping(load(path), path)
      for (name, food) in try mapping(file["foods"], "\(path) foods") {
        let fields = try mapping(food, name.string ?? "?")
        #expect(
          fields["nutrition"]?.string?.contains(" kcal") == true,
          "\(path): \(name.string ?? "?") has no nutrition")
        foodCount += 1
      }
      guard let recipes = file["recipes"] else { continue }
      for (name, recipe) in try mapping(recipes, "\(path) recipes") {
        let fields = try mapping(recipe, name.string ?? "?")
        let ingredients = try #require(fields["ingredients"]?.sequence)
        #expect(ingredients.allSatisfy { $0.string != nil }, "\(name.string ?? "?")")
        recipeCount += 1
      }
    }
    #expect(foodCount >= 150)
    #expect(recipeCount >= 4)
  }

  @Test func careMeetingsHaveDatesAndNotes() throws {
    let care = try mapping(load("care.yaml"), "care.yaml")
    let meetings = try #require(care["meetings"]?.sequence)
    #expect(meetings.count == 3)
    for meeting in meetings {
      let fields = try mapping(meeting, "meeting")
      #expect(fields["date"]?.string.map(isISODate) == true)
      #expect(["doctor", "nutritionist"].contains(fields["with"]?.string ?? ""))
    }
  }

  private func load(_ path: String) throws -> Node {
    let text = try String(
      contentsOf: Self.journal.appendingPathComponent(path), encoding: .utf8)
    return try #require(try Yams.compose(yaml: text), "\(path) is empty")
  }

  private func mapping(_ node: Node?, _ context: String) throws -> Node.Mapping {
    try #require(node?.mapping, "\(context) is no mapping")
  }

  private func isISODate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
  }
}
