import LarderModel

/// The one table that maps exports' nutrient columns, by header name, to the nutrients the
/// journal stores (FORMAT.md §3.2). Headers are compared in lowercase with spaces folded, so
/// `Energy (kcal)`, `Calories` and `calories` are one column. A nutrient the journal does not
/// store yet (vitamins, minerals, amino acids) is left out; adding it later is a line here.
enum NutrientColumns {
  /// A nutrient the journal stores.
  enum Nutrient: CaseIterable {
    /// Energy in kcal.
    case kcal
    /// Energy in kJ, converted to kcal when a file has no kcal.
    case kilojoules
    /// Protein, carbohydrates, fat, fibre and sugars in grams.
    case protein, carbs, fat, fibre, sugars
    /// Sodium in milligrams.
    case sodium
  }

  /// Header spellings by nutrient: Cronometer, MyFitnessPal, Lose It! and plain names.
  static let spellings: [Nutrient: [String]] = [
    .kcal: ["energy (kcal)", "calories", "calories (kcal)", "energy", "kcal", "cals"],
    .kilojoules: ["energy (kj)", "kilojoules", "kj"],
    .protein: ["protein (g)", "protein"],
    .carbs: ["carbs (g)", "carbohydrates (g)", "carbohydrates", "carbs", "carbohydrate (g)"],
    .fat: ["fat (g)", "fat", "total fat", "total fat (g)"],
    .fibre: ["fiber (g)", "fiber", "fibre (g)", "fibre", "dietary fiber", "dietary fiber (g)"],
    .sugars: ["sugars (g)", "sugar", "sugars", "sugar (g)"],
    .sodium: ["sodium (mg)", "sodium"],
  ]

  private static let byHeader: [String: Nutrient] = {
    var table: [String: Nutrient] = [:]
    for (nutrient, names) in spellings {
      for name in names { table[name] = nutrient }
    }
    return table
  }()

  /// The nutrient a header names, or nil.
  static func nutrient(forHeader header: String) -> Nutrient? {
    byHeader[Name.normalized(header)]
  }

  /// The positions of the nutrient columns in `header`.
  static func positions(in header: [String]) -> [(Nutrient, Int)] {
    header.enumerated().compactMap { index, name in
      nutrient(forHeader: name).map { ($0, index) }
    }
  }

  /// The nutrients of a row, numbers read with `decimal` as the decimal separator; an empty
  /// or unreadable cell is unknown (0 for energy and macros). Energy in kJ counts when no kcal
  /// column has a value.
  static func nutrients(
    _ row: CSVRecord, at positions: [(Nutrient, Int)], decimal: Character = "."
  ) -> Nutrients {
    var result = Nutrients(kcal: 0)
    var kilojoules: Double?
    var hasKcal = false
    for (nutrient, index) in positions where index < row.count {
      guard let value = number(row[index], decimal: decimal) else { continue }
      switch nutrient {
      case .kcal:
        result.kcal = value
        hasKcal = true
      case .kilojoules: kilojoules = value
      case .protein: result.protein = value
      case .carbs: result.carbs = value
      case .fat: result.fat = value
      case .fibre: result.fibre = value
      case .sugars: result.sugars = value
      case .sodium: result.sodium = value
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
