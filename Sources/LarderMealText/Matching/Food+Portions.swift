import LarderModel

/// A food's own portions as meal text names them: imported measures are named as USDA writes
/// them (`can (10.7 oz)`, `cup, chopped`, `cup ( 1 NLEA serving)`, `lime yields`), and a
/// person says only their head word (`a can of`, `a cup of`).
extension Food {
  /// The measure named `word` (singular or plural), else the first whose head word — its
  /// first word — is `word`: `can` finds `can (10.7 oz)`. A food cut in wedges rather than
  /// slices is cut so when a person says `a slice`: a slice of watermelon is USDA's `wedge`.
  func portion(named word: String) -> Measure? {
    if let measure = measure(named: word) { return measure }
    let head = MealVocabulary.stem(Name.normalized(word))
    for name in [head] + (Self.sameCut[head] ?? []) {
      if let measure = measures.first(where: { Self.headWord(of: $0) == name }) { return measure }
    }
    return nil
  }

  /// Measures that name the same cut of a food, in the order tried.
  private static let sameCut: [String: [String]] = [
    "slice": ["wedge"], "wedge": ["slice"],
  ]

  /// The food's usual portion: its first measure not named after a mass or volume unit
  /// (USDA lists the most typical first; `oz`, `lb` and `fl oz` are units, not portions, and
  /// a cup, a tablespoon or a teaspoon is asked for by name before this).
  var usualPortion: Measure? {
    measures.first { measure in
      ![Self.headWord(of: measure), measure.name.key].contains { name in
        let dimension = Unit(spelling: name)?.dimension
        return dimension == .mass || dimension == .volume
      }
    }
  }

  /// Grams per millilitre from the food's own figures: its density, a measure named after a
  /// volume unit, else a measure whose head word is one (`cup, chopped = 130 g`).
  var ownDensity: Double? {
    if let effectiveDensity { return effectiveDensity }
    for measure in measures {
      guard let volume = Unit(spelling: Self.headWord(of: measure))?.milliliters,
        let grams = measure.quantity.grams, grams > 0
      else { continue }
      return grams / volume
    }
    return nil
  }

  /// The first word of a measure's name, folded and singular: `can` of `Can (10.7 oz)`.
  private static func headWord(of measure: Measure) -> String {
    MealVocabulary.stem(String(measure.name.key.prefix { $0.isLetter }))
  }
}
