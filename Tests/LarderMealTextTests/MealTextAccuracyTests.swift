import Foundation
import LarderMealText
import LarderModel
import LarderTestSupport
import LarderWorkspace
import Testing

/// Meal text against the labelled set `Tests/Fixtures/meal-text/labelled-meals.txt`, read
/// with the starter library `larder init` writes and the typical portions `larder parse`
/// takes: item-level precision and recall, and the mean absolute kcal error per meal.
@Suite("Meal text: accuracy on the labelled meals")
struct MealTextAccuracyTests {
  /// One labelled phrase and the items it should read as.
  struct LabelledMeal {
    let text: String
    let items: [(food: String, grams: Double)]
  }

  /// How one reading compares with its labels.
  struct Score {
    var expected = 0
    var read = 0
    var correct = 0
    var kcalErrors: [Double] = []
    var misses: [String] = []

    var precision: Double { read == 0 ? 0 : Double(correct) / Double(read) }
    var recall: Double { expected == 0 ? 0 : Double(correct) / Double(expected) }
    var meanKcalError: Double { kcalErrors.reduce(0, +) / Double(max(kcalErrors.count, 1)) }
  }

  static let meals: [LabelledMeal] = {
    let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/meal-text/labelled-meals.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var meals: [LabelledMeal] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      if !line.hasPrefix(" ") {
        meals.append(LabelledMeal(text: String(line), items: []))
        continue
      }
      let fields = line.split(separator: "#")[0].split(separator: "|")
      guard fields.count == 2, let grams = Double(fields[1].trimmingSpaces),
        let last = meals.popLast()
      else { continue }
      meals.append(
        LabelledMeal(text: last.text, items: last.items + [(fields[0].trimmingSpaces, grams)]))
    }
    return meals
  }()

  /// Whether a read amount is the labelled one: within 2 %, or 1 g for small amounts.
  static func sameAmount(_ read: Double?, _ expected: Double) -> Bool {
    guard let read else { return false }
    return abs(read - expected) <= max(1, 0.02 * expected)
  }

  /// Scores every labelled meal.
  static func score(library: FoodLibrary) -> Score {
    var score = Score()
    for meal in meals {
      score.expected += meal.items.count
      guard
        let reading = try? MealText.read(
          meal.text, library: library, typical: LoggingUseCases.typicalPortions)
      else {
        score.misses.append("\(meal.text): not read")
        score.kcalErrors.append(expectedKcal(meal, library: library))
        continue
      }
      let matched = reading.items.filter { $0.match != nil }
      score.read += matched.count
      // Items in the order mentioned: each label takes the first unused item after the
      // previous one that names its food.
      var next = 0
      for label in meal.items {
        guard
          let index = matched[next...].firstIndex(where: { $0.match?.name.text == label.food })
        else {
          score.misses.append(
            "\(meal.text): \(label.food) \(label.grams) g not read; read "
              + reading.items.map { "\($0.match?.name.text ?? "?") \($0.grams ?? 0) g" }
              .joined(separator: ", "))
          continue
        }
        next = index + 1
        if sameAmount(matched[index].grams, label.grams) {
          score.correct += 1
        } else {
          score.misses.append(
            "\(meal.text): \(label.food) read as \(matched[index].grams ?? 0) g, not \(label.grams) g"
          )
        }
      }
      score.kcalErrors.append(abs(reading.total.kcal - expectedKcal(meal, library: library)))
    }
    return score
  }

  static func expectedKcal(_ meal: LabelledMeal, library: FoodLibrary) -> Double {
    meal.items.reduce(0) { total, item in
      total
        + ((try? library.nutrients(of: Name(item.food), quantity: Quantity(item.grams, .gram)))?
          .kcal ?? 0)
    }
  }

  @Test("the labelled set has at least 150 phrases, each naming foods of the starter library")
  func labelledSet() {
    #expect(Self.meals.count >= 150)
    for meal in Self.meals {
      #expect(!meal.items.isEmpty, "\(meal.text)")
      for item in meal.items {
        #expect(StarterLibrary.library.food(named: Name(item.food)) != nil, "\(item.food)")
      }
    }
  }

  @Test("at least 90 % of labelled items read as the right food and amount")
  func accuracy() {
    let score = Self.score(library: StarterLibrary.library)
    print(
      """
      Meal text accuracy on \(Self.meals.count) labelled meals, \(score.expected) items:
        precision \(percent(score.precision)) (\(score.correct) of \(score.read) items read)
        recall    \(percent(score.recall)) (\(score.correct) of \(score.expected) labelled items)
        mean absolute kcal error per meal: \(DecimalText.string(score.meanKcalError)) kcal
      """)
    for miss in score.misses { print("  miss: \(miss)") }
    #expect(score.recall >= 0.9, "recall \(percent(score.recall))")
    #expect(score.precision >= 0.9, "precision \(percent(score.precision))")
  }

  private func percent(_ value: Double) -> String {
    DecimalText.string(value * 100, fractionDigits: 1) + " %"
  }
}
