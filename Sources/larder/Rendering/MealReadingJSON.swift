import LarderWorkspace

/// `--json` of `larder parse`, and the `meal` key that `larder add --json` adds to its preview
/// for a meal in words: each item with the food's name and source id, the amount in its unit
/// and in grams, its nutrition and its confidence. Numbers carry three decimals at most.
enum MealReadingJSON {
  struct Reading: JSONReport {
    static let schemaVersion = 1
    var text: String
    var meal: String?
    var items: [Item]
    var total: Nutrition
    var unknown: Int
  }

  struct Item: Encodable {
    var number: Int
    var text: String
    var words: String
    var food: String?
    var matchedName: String?
    var kind: String?
    var source: String?
    var amount: Double?
    var unit: String?
    var grams: Double?
    var nutrition: Nutrition?
    var confidence: Double
    var level: String
    var label: String
    var alternatives: [String]
    var note: String?
    var picked: Bool
    var guess: Bool
  }

  struct Nutrition: Encodable {
    var kcal: Double
    var protein: Double
    var carbs: Double
    var fat: Double
    var fibre: Double?
    var sugars: Double?
    var sodium: Double?
  }

  /// `larder add --json`: the preview of `AddPreviewJSON` with the reading under `meal`.
  struct Add: JSONReport {
    static let schemaVersion = AddPreviewJSON.Output.schemaVersion
    var preview: AddPreviewJSON.Output
    var meal: Reading

    private enum Key: String, CodingKey {
      case meal
    }

    func encode(to encoder: any Encoder) throws {
      try preview.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(meal, forKey: .meal)
    }
  }

  static func render(_ reading: MealReading) -> String {
    JSONOutput.encode(self.reading(reading))
  }

  static func render(
    _ reading: MealReading, change: LogChange, outcome: WriteOutcome?, today: CalendarDate
  ) -> String {
    JSONOutput.encode(
      Add(
        preview: AddPreviewJSON.output(change, outcome: outcome, today: today),
        meal: self.reading(reading)))
  }

  static func reading(_ reading: MealReading) -> Reading {
    Reading(
      text: reading.text, meal: reading.mealName, items: reading.items.map(item),
      total: nutrition(reading.total), unknown: reading.unknownItems.count)
  }

  private static func item(_ item: MealItem) -> Item {
    let matched = item.match != nil
    var kind: String?
    var source: String?
    switch item.match {
    case .food(let food):
      kind = "food"
      source = food.source
    case .recipe:
      kind = "recipe"
    case nil:
      break
    }
    return Item(
      number: item.number, text: item.text, words: item.foodText, food: item.match?.name.text,
      matchedName: item.matchedName?.text, kind: kind, source: source,
      amount: matched ? rounded(item.amount) : nil, unit: matched ? item.unitText : nil,
      grams: item.grams.map(rounded), nutrition: item.nutrients.map(nutrition),
      confidence: item.confidence, level: matched ? item.level.rawValue : "unknown",
      label: matched ? item.level.label : "no match",
      alternatives: item.alternatives.map(\.text), note: item.note, picked: item.isPicked,
      guess: item.isGuess)
  }

  private static func nutrition(_ nutrients: Nutrients) -> Nutrition {
    Nutrition(
      kcal: rounded(nutrients.kcal), protein: rounded(nutrients.protein),
      carbs: rounded(nutrients.carbs), fat: rounded(nutrients.fat),
      fibre: nutrients.fibre.map(rounded), sugars: nutrients.sugars.map(rounded),
      sodium: nutrients.sodium.map(rounded))
  }

  private static func rounded(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 3)
  }
}
