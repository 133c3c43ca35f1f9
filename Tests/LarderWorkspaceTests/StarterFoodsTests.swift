import Testing

@testable import LarderWorkspace

/// The starter library is edited by hand (`Resources/starter-foods.yaml` of LarderWorkspace):
/// these are the rules its old generator enforced, read off the text `larder init` writes.
@Suite("larder init: the starter food library")
struct StarterFoodsTests {
  /// One food as its lines in the file give it.
  struct Food {
    var name: String
    var fields: [String: String] = [:]
  }

  /// The foods of `foods/starter.yaml`: a name at two spaces, its fields at four.
  static let foods: [Food] = {
    var foods: [Food] = []
    for line in JournalTemplate.starterFoods.split(separator: "\n") {
      if line.hasPrefix("    "), let colon = line.firstIndex(of: ":") {
        let key = line[..<colon].trimmingPrefix("    ")
        let value = line[line.index(after: colon)...].drop(while: { $0 == " " })
        foods[foods.count - 1].fields[String(key)] = String(value)
      } else if line.hasPrefix("  "), !line.hasPrefix("  #"), line.hasSuffix(":") {
        foods.append(Food(name: String(line.dropFirst(2).dropLast())))
      }
    }
    return foods
  }()

  /// The category names of the template's `categories.yaml`.
  static let categories: Set<String> = Set(
    JournalTemplate.categories.split(separator: "\n")
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":") }
      .map { String($0.dropFirst(2).dropLast()) })

  static func folded(_ name: String) -> String {
    name.lowercased().split(separator: " ").joined(separator: " ")
  }

  @Test("512 foods, each from a USDA SR28 food, with a category exactly when it has a portion")
  func sources() {
    #expect(Self.foods.count == 512)
    #expect(Self.categories.contains("Starchy Sides") && Self.categories.contains("Treats"))
    for food in Self.foods {
      let source = food.fields["source"] ?? ""
      let isUSDA = source.hasPrefix("usda-sr ") && source.dropFirst(8).allSatisfy(\.isNumber)
      #expect(isUSDA, "\(food.name): source \(source)")
      #expect(food.fields["nutrition"]?.contains(" kcal") == true, "\(food.name)")
      #expect((food.fields["category"] == nil) == (food.fields["portion"] == nil), "\(food.name)")
      if let category = food.fields["category"] {
        #expect(Self.categories.contains(category), "\(food.name): category \(category)")
      }
    }
  }

  @Test("names and aliases are unique, hold no digit (it reads as an amount), name no category")
  func names() {
    var owner = Dictionary(
      uniqueKeysWithValues: Self.categories.map { (Self.folded($0), "category \($0)") })
    for food in Self.foods {
      let aliases = (food.fields["aliases"] ?? "").split(separator: ";").map {
        String($0.drop(while: { $0 == " " }))
      }
      for name in [food.name] + aliases {
        let hasDigit = name.contains(where: \.isNumber)
        #expect(!hasDigit, "\(food.name): \(name)")
        let key = Self.folded(name)
        #expect(owner[key] == nil, "\(food.name): \(name) is already \(owner[key] ?? "")")
        owner[key] = food.name
      }
    }
  }
}
