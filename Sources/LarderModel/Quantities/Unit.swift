/// The unit of an amount: a fixed mass, volume or count unit, a food's own measure, or a
/// category unit.
///
/// ```
/// 60 g   200 ml   1 cup   2 slices   1 serving   1.5 portions   0.5 L   35 min
/// ```
public enum Unit: Hashable, Sendable {
  /// Gram, `g`.
  case gram
  /// Kilogram, `kg`.
  case kilogram
  /// Milligram, `mg`.
  case milligram
  /// Avoirdupois ounce, `oz`: 28.349523125 g.
  case ounce
  /// Avoirdupois pound, `lb`: 453.59237 g.
  case pound
  /// Millilitre, `ml`.
  case milliliter
  /// Litre, `l`.
  case liter
  /// US teaspoon, `tsp`: 4.92892159375 ml.
  case teaspoon
  /// US tablespoon, `tbsp`: 14.78676478125 ml.
  case tablespoon
  /// US cup, `cup`: 236.5882365 ml.
  case cup
  /// US fluid ounce, `fl oz`: 29.5735295625 ml.
  case fluidOunce
  /// One piece of a food, `piece`; its mass comes from the food's `piece` measure.
  case piece
  /// One serving of a food or recipe, `serving`.
  case serving
  /// A food's named measure, `slice` in `measures: slice = 30 g`.
  case measure(Name)
  /// A category unit from `units.yaml`, by symbol: `portions`, `L`, `min`. For a food, one
  /// of it is the food's `portion`.
  case category(Name)

  /// What a unit measures.
  public enum Dimension: Hashable, Sendable {
    /// Mass, converted through grams.
    case mass
    /// Volume, converted through millilitres.
    case volume
    /// Pieces, servings and named measures, converted through the food.
    case count
    /// A category unit, converted through a food's category portion.
    case category
  }

  /// The dimension of this unit.
  public var dimension: Dimension {
    switch self {
    case .gram, .kilogram, .milligram, .ounce, .pound: .mass
    case .milliliter, .liter, .teaspoon, .tablespoon, .cup, .fluidOunce: .volume
    case .piece, .serving, .measure: .count
    case .category: .category
    }
  }

  /// Grams in one of this unit, for mass units.
  public var grams: Double? {
    switch self {
    case .gram: 1
    case .kilogram: 1_000
    case .milligram: 0.001
    case .ounce: 28.349_523_125
    case .pound: 453.592_37
    default: nil
    }
  }

  /// Millilitres in one of this unit, for volume units.
  public var milliliters: Double? {
    switch self {
    case .milliliter: 1
    case .liter: 1_000
    case .teaspoon: 4.928_921_593_75
    case .tablespoon: 14.786_764_781_25
    case .cup: 236.588_236_5
    case .fluidOunce: 29.573_529_562_5
    default: nil
    }
  }

  /// The canonical spelling: `g`, `fl oz`, `serving`, a measure's or category unit's name.
  public var symbol: String {
    switch self {
    case .gram: "g"
    case .kilogram: "kg"
    case .milligram: "mg"
    case .ounce: "oz"
    case .pound: "lb"
    case .milliliter: "ml"
    case .liter: "l"
    case .teaspoon: "tsp"
    case .tablespoon: "tbsp"
    case .cup: "cup"
    case .fluidOunce: "fl oz"
    case .piece: "piece"
    case .serving: "serving"
    case .measure(let name), .category(let name): name.text
    }
  }

  /// The fixed unit with this spelling in any case, including plurals and abbreviations
  /// (`grams`, `gr`, `Tbsp`, `tablespoons`, `cups`, `fl. oz`), or `nil`.
  public init?(spelling: some StringProtocol) {
    // One conversion, then the string version of `Name.normalized`: called from another
    // module, this generic function would otherwise reach the bytes through witnesses.
    guard let unit = Unit.fixedSpellings[Name.normalized(String(spelling))] else { return nil }
    self = unit
  }

  /// The singular forms a plural or singular word may stand for, most likely first:
  /// `slices` → `slices`, `slice`; `tomatoes` → `tomatoes`, `tomatoe`, `tomato`.
  public static func singularCandidates(of word: String) -> [String] {
    var candidates = [word]
    if word.hasSuffix("ies") { candidates.append(String(word.dropLast(3)) + "y") }
    if word.hasSuffix("es") { candidates.append(String(word.dropLast(2))) }
    if word.hasSuffix("s") { candidates.append(String(word.dropLast())) }
    return candidates
  }

  private static let fixedSpellings: [String: Unit] = {
    let spellings: [(Unit, [String])] = [
      (.gram, ["g", "gr", "gram", "grams", "gramme", "grammes"]),
      (.kilogram, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"]),
      (.milligram, ["mg", "milligram", "milligrams"]),
      (.ounce, ["oz", "ounce", "ounces"]),
      (.pound, ["lb", "lbs", "pound", "pounds"]),
      (.milliliter, ["ml", "milliliter", "milliliters", "millilitre", "millilitres"]),
      (.liter, ["l", "liter", "liters", "litre", "litres"]),
      (.teaspoon, ["tsp", "tsps", "teaspoon", "teaspoons"]),
      (.tablespoon, ["tbsp", "tbsps", "tbs", "tablespoon", "tablespoons"]),
      (.cup, ["cup", "cups", "c"]),
      (.fluidOunce, ["fl oz", "fl. oz", "fl. oz.", "floz", "fluid ounce", "fluid ounces"]),
      (.piece, ["piece", "pieces", "pc", "pcs"]),
      (.serving, ["serving", "servings"]),
    ]
    var table: [String: Unit] = [:]
    for (unit, words) in spellings {
      for word in words { table[word] = unit }
    }
    return table
  }()
}

extension Unit: CustomStringConvertible {
  /// The canonical spelling.
  public var description: String { symbol }
}
