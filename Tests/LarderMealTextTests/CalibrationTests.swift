import LarderMealText
import LarderModel
import Testing

/// Whether confidence means what it says on the labelled set
/// (`Tests/Fixtures/meal-text/labelled-meals.txt`, read with the starter library): of the
/// items shown as verified, at least 90 % name the labelled food.
@Suite("Meal text: calibration of confidence on the labelled meals")
struct CalibrationTests {
  /// Items per confidence level, and how many of them name a labelled food of their meal.
  static func table(library: FoodLibrary) -> [MealConfidence: (items: Int, right: Int)] {
    var table: [MealConfidence: (items: Int, right: Int)] = [:]
    for meal in MealTextAccuracyTests.meals {
      guard let reading = try? MealText.read(meal.text, library: library) else { continue }
      let labelled = Set(meal.items.map(\.food))
      for item in reading.items {
        let isRight = item.match.map { labelled.contains($0.name.text) } ?? false
        let row = table[item.level] ?? (0, 0)
        table[item.level] = (row.items + 1, row.right + (isRight ? 1 : 0))
      }
    }
    return table
  }

  @Test("at least 90 % of the items shown as verified name a labelled food")
  func verifiedAreRight() throws {
    let table = Self.table(library: StarterLibrary.library)
    for level in MealConfidence.allCases {
      let row = table[level] ?? (0, 0)
      print("calibration: \(level.label): \(row.right) of \(row.items) items right")
    }
    let verified = try #require(table[.high])
    #expect(verified.items >= 100)
    #expect(Double(verified.right) >= 0.9 * Double(verified.items))
  }
}
