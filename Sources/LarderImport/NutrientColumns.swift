import LarderModel

/// The one table that maps exports' nutrient columns, by header name, to the nutrients of the
/// model's table (`Nutrient`, FORMAT.md §3.2). Headers are compared in lowercase with spaces
/// folded, so `Energy (kcal)`, `Calories` and `calories` are one column. A header that names
/// its unit in parentheses (`Iron (mg)`, `Selenium (µg)`, `Vitamin D (IU)`) is converted to
/// the nutrient's unit; IU are read for vitamin D only (1 IU is 0.025 µg), the one vitamin
/// whose IU mean a single mass.
enum NutrientColumns {
  /// What a column holds.
  enum Column: Hashable {
    /// Energy in kJ, converted to kcal when a file has no kcal.
    case kilojoules
    /// A nutrient of the table; a value times `factor` is in the nutrient's unit.
    case nutrient(Nutrient, factor: Double)

    /// Energy in kcal.
    static let kcal = Column.nutrient(.energy, factor: 1)

    /// Whether the column gives energy, in kcal or kJ.
    var isEnergy: Bool { self == .kilojoules || self == .kcal }
  }

  /// Header spellings of energy and the macronutrients, whose unit is implied: Cronometer,
  /// MyFitnessPal, Lose It! and plain names.
  static let spellings: [Column: [String]] = [
    .kcal: ["energy (kcal)", "calories", "calories (kcal)", "energy", "kcal", "cals"],
    .kilojoules: ["energy (kj)", "kilojoules", "kj"],
    .nutrient(.protein, factor: 1): ["protein (g)", "protein"],
    .nutrient(.carbs, factor: 1): [
      "carbs (g)", "carbohydrates (g)", "carbohydrates", "carbs", "carbohydrate (g)",
    ],
    .nutrient(.fat, factor: 1): ["fat (g)", "fat", "total fat", "total fat (g)"],
    .nutrient(.fibre, factor: 1): [
      "fiber (g)", "fiber", "fibre (g)", "fibre", "dietary fiber", "dietary fiber (g)",
    ],
    .nutrient(.sugars, factor: 1): ["sugars (g)", "sugar", "sugars", "sugar (g)"],
    .nutrient(.sodium, factor: 1): ["sodium (mg)", "sodium"],
  ]

  /// The names exports give the other nutrients, before a unit in parentheses: Cronometer's
  /// `B12 (Cobalamin) (µg)` is `b12 (cobalamin)` in micrograms. Omega-3 is left out: exports
  /// give its total, not ALA, EPA and DHA apart.
  static let names: [Nutrient: [String]] = [
    .saturatedFat: ["saturated", "saturated fat", "saturated fats"],
    .monounsaturatedFat: ["monounsaturated", "monounsaturated fat"],
    .polyunsaturatedFat: ["polyunsaturated", "polyunsaturated fat"],
    .transFat: ["trans-fats", "trans fat", "trans fats", "trans-fat"],
    .cholesterol: ["cholesterol"], .omega6: ["omega-6"], .addedSugars: ["added sugars"],
    .potassium: ["potassium"], .calcium: ["calcium"], .iron: ["iron"],
    .magnesium: ["magnesium"], .phosphorus: ["phosphorus"], .zinc: ["zinc"],
    .copper: ["copper"], .manganese: ["manganese"], .selenium: ["selenium"],
    .vitaminA: ["vitamin a"], .vitaminC: ["vitamin c"], .vitaminD: ["vitamin d"],
    .vitaminE: ["vitamin e"], .vitaminK: ["vitamin k"],
    .thiamin: ["b1 (thiamine)", "thiamine", "thiamin", "vitamin b1"],
    .riboflavin: ["b2 (riboflavin)", "riboflavin", "vitamin b2"],
    .niacin: ["b3 (niacin)", "niacin", "vitamin b3"],
    .pantothenicAcid: ["b5 (pantothenic acid)", "pantothenic acid", "vitamin b5"],
    .vitaminB6: ["b6 (pyridoxine)", "vitamin b6"], .vitaminB12: ["b12 (cobalamin)", "vitamin b12"],
    .folate: ["folate"], .choline: ["choline"], .caffeine: ["caffeine"], .alcohol: ["alcohol"],
    .water: ["water"],
  ]

  private static let byHeader: [String: Column] = {
    var table: [String: Column] = [:]
    for (column, names) in spellings {
      for name in names { table[name] = column }
    }
    return table
  }()

  private static let byName: [String: Nutrient] = {
    var table: [String: Nutrient] = [:]
    for (nutrient, names) in names {
      for name in names { table[name] = nutrient }
    }
    return table
  }()

  /// The column a header names, or nil.
  static func column(forHeader header: String) -> Column? {
    let normalized = Name.normalized(header)
    if let column = byHeader[normalized] { return column }
    // `name (unit)`: the unit is the last parenthesised word.
    guard normalized.hasSuffix(")"), let open = normalized.lastIndex(of: "(") else { return nil }
    let name = normalized[..<open].trimmingSpaces
    let unit = normalized[
      normalized.index(after: open)..<normalized.index(before: normalized.endIndex)]
    guard let nutrient = byName[String(name)] else { return nil }
    if unit == "iu" {
      return nutrient == .vitaminD ? .nutrient(.vitaminD, factor: 0.025) : nil
    }
    guard let symbol = NutrientUnit(symbol: unit),
      let factor = nutrient.unit.converted(1, from: symbol)
    else { return nil }
    return .nutrient(nutrient, factor: factor)
  }

  /// The positions of the nutrient columns in `header`.
  static func positions(in header: [String]) -> [(Column, Int)] {
    header.enumerated().compactMap { index, name in
      column(forHeader: name).map { ($0, index) }
    }
  }

  /// The nutrients of a row, numbers read with `decimal` as the decimal separator; an empty
  /// or unreadable cell is unknown (0 for energy and macros). Energy in kJ counts when no kcal
  /// column has a value.
  static func nutrients(
    _ row: CSVRecord, at positions: [(Column, Int)], decimal: Character = "."
  ) -> Nutrients {
    var result = Nutrients(kcal: 0)
    var kilojoules: Double?
    var hasKcal = false
    for (column, index) in positions where index < row.count {
      guard let value = number(row[index], decimal: decimal) else { continue }
      switch column {
      case .kilojoules: kilojoules = value
      case .nutrient(let nutrient, let factor):
        if nutrient == .energy { hasKcal = true }
        // Converted values to a millionth: 300 µg of copper is 0.3 mg, not
        // 0.30000000000000004.
        result[nutrient] =
          factor == 1 ? value : DecimalText.rounded(value * factor, fractionDigits: 6)
      }
    }
    if !hasKcal, let kilojoules { result.kcal = kilojoules / 4.184 }
    return result
  }

  /// A number as exports write it: `1,234.5`, `12`, with `decimal` as the separator (`,` in
  /// many European exports, thousands then written with `.` or a space); nil for empty text.
  static func number(_ text: String, decimal: Character = ".") -> Double? {
    if decimal == ".", let value = Double(text), value.isFinite { return value }
    var cleaned = ""
    for character in text where !character.isWhitespace {
      if character == decimal {
        cleaned.append(".")
      } else if character == "," || character == "." || character == "'" {
        continue
      } else {
        cleaned.append(character)
      }
    }
    guard !cleaned.isEmpty, let value = Double(cleaned), value.isFinite else { return nil }
    return value
  }
}
