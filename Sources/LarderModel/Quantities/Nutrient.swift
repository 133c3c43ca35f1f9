/// A nutrient Larder follows: the one table of names, units and USDA nutrient numbers.
///
/// In a nutrient list (FORMAT.md §3.2) the first seven keep their short spellings
/// (`228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium`); every other one is written
/// as a number, its unit and its journal word: `2.1 g saturated-fat 0.9 mg iron
/// 2.5 µg vitamin-d`.
public enum Nutrient: Int, CaseIterable, Hashable, Sendable, Comparable {
  case energy, protein, carbs, fat, fibre, sugars, sodium
  case saturatedFat, monounsaturatedFat, polyunsaturatedFat, transFat, cholesterol
  case alphaLinolenicAcid, eicosapentaenoicAcid, docosahexaenoicAcid, omega6
  case addedSugars
  case potassium, calcium, iron, magnesium, phosphorus, zinc, copper, manganese, selenium
  case vitaminA, vitaminC, vitaminD, vitaminE, vitaminK
  case thiamin, riboflavin, niacin, pantothenicAcid, vitaminB6, vitaminB12, folate, choline
  case caffeine, alcohol, water

  /// What one row of the table says about a nutrient.
  public struct Definition: Sendable {
    /// The word a nutrient list writes after the unit, such as `iron` or `vitamin-d`.
    public let word: String
    /// The name shown in reports, such as `Vitamin D`.
    public let title: String
    /// The unit amounts are given in.
    public let unit: NutrientUnit
    /// The USDA nutrient number (SR28 `Nutr_No`), such as 303 for iron.
    public let usdaNumber: Int
    /// Other words a person may write, such as `fiber` for `fibre`.
    public let otherWords: [String]
  }

  /// The table: one row per nutrient, in the order of the cases.
  private static let definitions: [Definition] = [
    .init(word: "kcal", title: "Energy", unit: .kilocalorie, usdaNumber: 208, otherWords: []),
    .init(word: "protein", title: "Protein", unit: .gram, usdaNumber: 203, otherWords: []),
    .init(word: "carbs", title: "Carbohydrates", unit: .gram, usdaNumber: 205, otherWords: []),
    .init(word: "fat", title: "Fat", unit: .gram, usdaNumber: 204, otherWords: []),
    .init(word: "fibre", title: "Fibre", unit: .gram, usdaNumber: 291, otherWords: ["fiber"]),
    .init(word: "sugars", title: "Sugars", unit: .gram, usdaNumber: 269, otherWords: []),
    .init(word: "sodium", title: "Sodium", unit: .milligram, usdaNumber: 307, otherWords: []),
    .init(
      word: "saturated-fat", title: "Saturated fat", unit: .gram, usdaNumber: 606,
      otherWords: ["saturated"]),
    .init(
      word: "monounsaturated-fat", title: "Monounsaturated fat", unit: .gram, usdaNumber: 645,
      otherWords: ["monounsaturated"]),
    .init(
      word: "polyunsaturated-fat", title: "Polyunsaturated fat", unit: .gram, usdaNumber: 646,
      otherWords: ["polyunsaturated"]),
    .init(
      word: "trans-fat", title: "Trans fat", unit: .gram, usdaNumber: 605, otherWords: ["trans"]
    ),
    .init(
      word: "cholesterol", title: "Cholesterol", unit: .milligram, usdaNumber: 601,
      otherWords: []),
    // SR28 gives 18:3 for far more foods than its n-3 split (851); in food it is nearly all
    // alpha-linolenic acid.
    .init(
      word: "ala", title: "Omega-3 ALA", unit: .gram, usdaNumber: 619, otherWords: ["omega-3-ala"]),
    .init(
      word: "epa", title: "Omega-3 EPA", unit: .gram, usdaNumber: 629, otherWords: ["omega-3-epa"]),
    .init(
      word: "dha", title: "Omega-3 DHA", unit: .gram, usdaNumber: 621, otherWords: ["omega-3-dha"]),
    // Linoleic acid (18:2), nearly all of the omega-6 in food and what the DRI AI counts.
    .init(
      word: "omega-6", title: "Omega-6 (linoleic)", unit: .gram, usdaNumber: 618,
      otherWords: ["linoleic-acid"]),
    .init(
      word: "added-sugars", title: "Added sugars", unit: .gram, usdaNumber: 539, otherWords: []),
    .init(
      word: "potassium", title: "Potassium", unit: .milligram, usdaNumber: 306, otherWords: []),
    .init(word: "calcium", title: "Calcium", unit: .milligram, usdaNumber: 301, otherWords: []),
    .init(word: "iron", title: "Iron", unit: .milligram, usdaNumber: 303, otherWords: []),
    .init(
      word: "magnesium", title: "Magnesium", unit: .milligram, usdaNumber: 304, otherWords: []),
    .init(
      word: "phosphorus", title: "Phosphorus", unit: .milligram, usdaNumber: 305, otherWords: []),
    .init(word: "zinc", title: "Zinc", unit: .milligram, usdaNumber: 309, otherWords: []),
    .init(word: "copper", title: "Copper", unit: .milligram, usdaNumber: 312, otherWords: []),
    .init(
      word: "manganese", title: "Manganese", unit: .milligram, usdaNumber: 315, otherWords: []),
    .init(word: "selenium", title: "Selenium", unit: .microgram, usdaNumber: 317, otherWords: []),
    .init(
      word: "vitamin-a", title: "Vitamin A (RAE)", unit: .microgram, usdaNumber: 320,
      otherWords: []),
    .init(word: "vitamin-c", title: "Vitamin C", unit: .milligram, usdaNumber: 401, otherWords: []),
    .init(
      word: "vitamin-d", title: "Vitamin D", unit: .microgram, usdaNumber: 328, otherWords: []),
    .init(
      word: "vitamin-e", title: "Vitamin E", unit: .milligram, usdaNumber: 323, otherWords: []),
    .init(
      word: "vitamin-k", title: "Vitamin K", unit: .microgram, usdaNumber: 430, otherWords: []),
    .init(
      word: "thiamin", title: "Thiamin (B1)", unit: .milligram, usdaNumber: 404,
      otherWords: ["vitamin-b1"]),
    .init(
      word: "riboflavin", title: "Riboflavin (B2)", unit: .milligram, usdaNumber: 405,
      otherWords: ["vitamin-b2"]),
    .init(
      word: "niacin", title: "Niacin (B3)", unit: .milligram, usdaNumber: 406,
      otherWords: ["vitamin-b3"]),
    .init(
      word: "pantothenic-acid", title: "Pantothenic acid (B5)", unit: .milligram,
      usdaNumber: 410, otherWords: ["vitamin-b5"]),
    .init(
      word: "vitamin-b6", title: "Vitamin B6", unit: .milligram, usdaNumber: 415, otherWords: []),
    .init(
      word: "vitamin-b12", title: "Vitamin B12", unit: .microgram, usdaNumber: 418,
      otherWords: []),
    .init(
      word: "folate", title: "Folate (DFE)", unit: .microgram, usdaNumber: 435,
      otherWords: ["folate-dfe"]),
    .init(word: "choline", title: "Choline", unit: .milligram, usdaNumber: 421, otherWords: []),
    .init(word: "caffeine", title: "Caffeine", unit: .milligram, usdaNumber: 262, otherWords: []),
    .init(word: "alcohol", title: "Alcohol", unit: .gram, usdaNumber: 221, otherWords: []),
    .init(word: "water", title: "Water", unit: .gram, usdaNumber: 255, otherWords: []),
  ]

  /// This nutrient's row of the table.
  public var definition: Definition { Self.definitions[rawValue] }
  /// The word a nutrient list writes after the unit, such as `iron`.
  public var word: String { definition.word }
  /// The name shown in reports, such as `Iron`.
  public var title: String { definition.title }
  /// The unit amounts are given in.
  public var unit: NutrientUnit { definition.unit }
  /// The USDA nutrient number, such as 303 for iron.
  public var usdaNumber: Int { definition.usdaNumber }

  /// The nutrients beyond energy and the six of the short spelling, written `number unit word`.
  public static let others: [Nutrient] = allCases.filter { $0.rawValue > Nutrient.sodium.rawValue }

  /// Every word of the table, as UTF-8, with its nutrient, by the word's length: lists are
  /// read by the ten thousand, and comparing the bytes of the few words of one length costs
  /// less than hashing one.
  private static let byWordLength: [[(word: [UInt8], nutrient: Nutrient)]] = {
    var table: [[(word: [UInt8], nutrient: Nutrient)]] = []
    for nutrient in allCases {
      for word in [nutrient.word] + nutrient.definition.otherWords {
        let length = word.utf8.count
        if table.count <= length { table += Array(repeating: [], count: length + 1 - table.count) }
        table[length].append((Array(word.utf8), nutrient))
      }
    }
    return table
  }()

  private static let byUSDANumber: [Int: Nutrient] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.usdaNumber, $0) })

  /// The nutrient a journal word names (`iron`, `Vitamin-D`, `fiber`), in any case.
  public init?(word: some StringProtocol) {
    // Nearly every word is written as the table spells it: a match of its bytes needs no
    // lowercased copy.
    var key = String(word)
    if let nutrient = key.withUTF8(Self.nutrient(spelled:)) {
      self = nutrient
      return
    }
    key = lowercased(key)
    guard let nutrient = key.withUTF8(Self.nutrient(spelled:)) else { return nil }
    self = nutrient
  }

  /// The nutrient whose word of the table is exactly `bytes`.
  private static func nutrient(spelled bytes: UnsafeBufferPointer<UInt8>) -> Nutrient? {
    guard bytes.count < byWordLength.count else { return nil }
    for row in byWordLength[bytes.count] where isSpelling(row.word, bytes) {
      return row.nutrient
    }
    return nil
  }

  /// The nutrient with a USDA nutrient number, such as 303 for iron.
  public init?(usdaNumber: Int) {
    guard let nutrient = Self.byUSDANumber[usdaNumber] else { return nil }
    self = nutrient
  }

  /// Orders nutrients as the table lists them.
  public static func < (lhs: Nutrient, rhs: Nutrient) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The unit a nutrient's amounts are given in.
public enum NutrientUnit: String, Hashable, Sendable {
  /// Kilocalories, for energy.
  case kilocalorie = "kcal"
  /// Grams.
  case gram = "g"
  /// Milligrams.
  case milligram = "mg"
  /// Micrograms, written `µg` (also `ug` or `mcg`).
  case microgram = "µg"

  /// The unit of a written symbol: `g`, `mg`, `µg`, `μg`, `ug`, `mcg`, `kcal`, in any case.
  public init?(symbol: some StringProtocol) {
    // Nearly every unit is written in lower case, and `µg` lowercased is itself: a match of
    // its bytes needs no lowercased copy, which for `µg` is a Unicode one.
    var spelled = String(symbol)
    if let unit = spelled.withUTF8(Self.unit(spelled:)) {
      self = unit
      return
    }
    switch lowercased(spelled) {
    case "kcal": self = .kilocalorie
    case "g": self = .gram
    case "mg": self = .milligram
    case "µg", "μg", "ug", "mcg": self = .microgram
    default: return nil
    }
  }

  /// The unit whose lower-case symbol is exactly `bytes`.
  private static func unit(spelled bytes: UnsafeBufferPointer<UInt8>) -> NutrientUnit? {
    for spelling in spellings where isSpelling(spelling.symbol, bytes) { return spelling.unit }
    return nil
  }

  /// The lower-case symbols, as UTF-8: `µg` is the micro sign, `μg` the Greek mu.
  private static let spellings: [(symbol: [UInt8], unit: NutrientUnit)] = [
    ("g", .gram), ("mg", .milligram), ("µg", .microgram), ("μg", .microgram), ("ug", .microgram),
    ("mcg", .microgram), ("kcal", .kilocalorie),
  ].map { (Array($0.utf8), $1) }

  /// Micrograms in one of this unit, a whole number; `nil` for energy.
  private var micrograms: Double? {
    switch self {
    case .kilocalorie: nil
    case .gram: 1_000_000
    case .milligram: 1_000
    case .microgram: 1
    }
  }

  /// `amount` of `unit` in this unit, or `nil` when one is energy and the other a mass.
  public func converted(_ amount: Double, from unit: NutrientUnit) -> Double? {
    if unit == self { return amount }
    guard let from = unit.micrograms, let to = micrograms else { return nil }
    // One exact factor, one rounding: 900 µg is 0.9 mg, not 0.8999999999999999.
    return from > to ? amount * (from / to) : amount / (to / from)
  }
}

/// Whether `bytes` are exactly `spelling`, compared byte by byte: a generic comparison of the
/// two collections cost more than the rest of reading a nutrient.
private func isSpelling(_ spelling: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard spelling.count == bytes.count else { return false }
  var index = 0
  while index < bytes.count, spelling[index] == bytes[index] { index += 1 }
  return index == bytes.count
}

/// The text in lower case, converted only when it may have a capital (an ASCII one, or any
/// non-ASCII byte): nutrient words and units are read by the ten thousand, nearly all of them
/// already in lower case.
private func lowercased(_ text: some StringProtocol) -> String {
  var text = String(text)
  let mayHaveCapital = text.withUTF8 { bytes in bytes.contains { $0 >= 0x80 || $0 &- 0x41 < 26 } }
  return mayHaveCapital ? text.lowercased() : text
}
