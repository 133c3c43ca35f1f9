import LarderModel

/// The foods of a diary export, built from the servings logged, so that they can be logged
/// again and every imported entry reads back with its unit: exports give each serving's
/// nutrition, not the food's, and no gram weight for `1 medium`.
///
/// Each unit a food was logged in gets its nutrition per one of it, averaged; units are then
/// related through their energy (or, for a food without energy, its macros): a food seen in
/// grams is written per 100 g (or per its `serving` when the export logged servings), its
/// volumes and named measures in grams (`medium = 44 g`); one seen only in volumes is written
/// per millilitre the same way; one seen only in named measures is written per piece, each
/// measure a number of pieces.
struct FoodCatalog {
  private struct Seen {
    var name: String
    var order: [String] = []
    var perUnit: [String: (amount: Double, nutrients: Nutrients)] = [:]
  }

  private var foods: [String: Seen] = [:]
  private var order: [String] = []

  /// Counts one serving of `name`.
  mutating func add(_ name: String, amount: DiaryExport.Amount, nutrients: Nutrients) {
    guard amount.number > 0 else { return }
    let key = Name.normalized(name)
    if foods[key] == nil {
      foods[key] = Seen(name: name)
      order.append(key)
    }
    if foods[key]!.perUnit[amount.unit] == nil {
      foods[key]!.order.append(amount.unit)
      foods[key]!.perUnit[amount.unit] = (0, .zero)
    }
    foods[key]!.perUnit[amount.unit]!.amount += amount.number
    foods[key]!.perUnit[amount.unit]!.nutrients += nutrients
  }

  /// The foods in the order first seen, `source: SOURCE`.
  func foods(source: String) -> [Food] {
    order.compactMap { foods[$0].flatMap { Self.food($0, source: source) } }
  }

  private enum Base { case grams, milliliters, pieces }

  private static func food(_ seen: Seen, source: String) -> Food? {
    let units = seen.order
    let fixed = Dictionary(uniqueKeysWithValues: units.map { ($0, Unit(spelling: $0)) })
    func perOne(_ unit: String) -> Nutrients {
      let total = seen.perUnit[unit]!
      return total.nutrients.scaled(by: 1 / total.amount)
    }
    func size(_ nutrients: Nutrients) -> Double {
      nutrients.kcal > 0 ? nutrients.kcal : nutrients.protein + nutrients.carbs + nutrients.fat
    }
    let base: Base
    var reference: (unit: String, perBase: Double)
    if let mass = units.first(where: { fixed[$0]??.dimension == .mass }) {
      base = .grams
      reference = (mass, Quantity(1, fixed[mass]!!).grams ?? 1)
    } else if let volume = units.first(where: { fixed[$0]??.dimension == .volume }) {
      base = .milliliters
      reference = (volume, Quantity(1, fixed[volume]!!).milliliters ?? 1)
    } else {
      base = .pieces
      let first =
        units.first { $0 == "serving" } ?? units.first { $0 == "piece" } ?? units[0]
      reference = (first, 1)
    }
    let perBase = perOne(reference.unit).scaled(by: 1 / reference.perBase)
    let baseSize = size(perBase)
    /// How many base units (g, ml, pieces) one of `unit` is.
    func inBase(_ unit: String) -> Double {
      let one = size(perOne(unit))
      return baseSize > 0 && one > 0 ? one / baseSize : 1
    }
    let baseUnit: Unit = base == .grams ? .gram : base == .milliliters ? .milliliter : .piece
    var food = Food(name: Name(seen.name), nutrition: .zero)
    switch base {
    case .grams, .milliliters:
      let amount = units.contains("serving") ? rounded(inBase("serving")) : 100
      food.serving = Quantity(amount, baseUnit)
      food.nutrition = rounded(perBase.scaled(by: amount))
    case .pieces:
      food.serving = Quantity(1, .piece)
      food.nutrition = rounded(perOne(reference.unit))
    }
    for unit in units where unit != "serving" {
      if let fixedUnit = fixed[unit] ?? nil {
        // Volumes of a food written in grams need a density, and pieces of a food written in
        // grams or millilitres a size: a measure named after the unit supplies either. Other
        // fixed units convert by themselves.
        let needsMeasure =
          (base == .grams && fixedUnit.dimension == .volume)
          || (base != .pieces && fixedUnit == .piece)
        guard needsMeasure else { continue }
      }
      food.measures.append(
        Measure(name: Name(unit), quantity: Quantity(rounded(inBase(unit)), baseUnit)))
    }
    food.source = source
    return food
  }

  private static func rounded(_ value: Double) -> Double {
    let magnitude = abs(value)
    let scale = magnitude >= 100 ? 10.0 : magnitude >= 1 ? 100.0 : 10_000.0
    return (value * scale).rounded() / scale
  }

  private static func rounded(_ nutrients: Nutrients) -> Nutrients {
    func one(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    // Micronutrients keep three decimals, as the library spells them (`0.012 mg thiamin`).
    return Nutrients(
      kcal: one(nutrients.kcal), protein: one(nutrients.protein), carbs: one(nutrients.carbs),
      fat: one(nutrients.fat), fibre: nutrients.fibre.map(one),
      sugars: nutrients.sugars.map(one), sodium: nutrients.sodium.map(one),
      others: nutrients.others.mapValues { DecimalText.rounded($0, fractionDigits: 3) })
  }
}
