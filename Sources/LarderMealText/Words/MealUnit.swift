import LarderModel

/// A unit said in meal text, before the food is known: `cup`, `fl oz`, `bowl`, `large`, or a
/// word the food may define as a measure (`can`, `rasher`).
struct MealUnit: Hashable, Sendable {
  /// What kind of unit the words are.
  enum Kind: Hashable, Sendable {
    /// A fixed unit: `g`, `oz`, `ml`, `cup`, `tbsp`, `fl oz`, `piece`, `serving`. A measure of
    /// the food with the same name wins (`cup = 81 g`).
    case fixed(Unit)
    /// A household measure with a size of its own when the food does not define it.
    case household(HouseholdMeasure)
    /// `small`, `medium`, `large`: a unit only when the food defines it, else a description.
    case size
    /// Any other word: a measure the food must define (`a can of tuna`).
    case measure
  }

  /// What kind of unit the words are.
  let kind: Kind
  /// The unit's words as typed, folded: `cups`, `fl oz`.
  let text: String
  /// How many tokens the unit took.
  let length: Int

  /// The unit at the start of `tokens`, if its words name one; a word that only may be a
  /// measure (`can`) is a unit when `of` follows it.
  static func read(_ tokens: ArraySlice<MealToken>) -> MealUnit? {
    // `a large bowl of`: the size of a household measure or fixed unit adds nothing to it.
    if let size = tokens.first, size.kind == .word, MealVocabulary.unitSizes.contains(size.text),
      let unit = read(tokens.dropFirst()), unit.kind != .size, unit.kind != .measure
    {
      return MealUnit(kind: unit.kind, text: unit.text, length: unit.length + 1)
    }
    let words = tokens.prefix(2).prefix { $0.kind == .word }.map(\.text)
    guard let first = words.first else { return nil }
    if words.count == 2 {
      let pair = words.joined(separator: " ")
      if let unit = Unit(spelling: pair) {
        return MealUnit(kind: .fixed(unit), text: pair, length: 2)
      }
      if pair == "extra large" { return MealUnit(kind: .size, text: pair, length: 2) }
      // `two table spoons`, `a tea spoon`: the spoon typed apart.
      if let spoon = Self.spoonsTypedApart[pair], let unit = Unit(spelling: spoon) {
        return MealUnit(kind: .fixed(unit), text: pair, length: 2)
      }
    }
    if let unit = Unit(spelling: first) {
      return MealUnit(kind: .fixed(unit), text: first, length: 1)
    }
    if let measure = HouseholdMeasure(word: first) {
      return MealUnit(kind: .household(measure), text: first, length: 1)
    }
    if sizes.contains(first) { return MealUnit(kind: .size, text: first, length: 1) }
    let next = tokens.dropFirst().first
    if next?.is("of") == true, !MealVocabulary.fillers.contains(first),
      MealVocabulary.numbers[first] == nil
    {
      return MealUnit(kind: .measure, text: measureSynonyms[first] ?? first, length: 1)
    }
    return nil
  }

  /// Spoons typed as two words, and the unit each is.
  static let spoonsTypedApart = [
    "table spoon": "tablespoon", "table spoons": "tablespoons", "tea spoon": "teaspoon",
    "tea spoons": "teaspoons",
  ]

  /// Other names of measures foods define: a tin is a can.
  static let measureSynonyms = ["tin": "can", "tins": "cans"]

  /// Size words that foods define as measures.
  static let sizes: Set<String> = ["small", "medium", "large", "jumbo", "extra large"]
}

/// A measure of everyday speech with a size of its own, used when the food does not define a
/// measure of that name: a glass is 250 ml of a drink, a bowl 300 ml, a handful 30 g.
///
/// Volumes become grams through the food's density (or a measure named after a volume unit);
/// a food with neither takes the mass given for it.
struct HouseholdMeasure: Hashable, Sendable {
  /// The measure's name, singular: `bowl`.
  let name: String
  /// The size in millilitres, for a food that has a density.
  let milliliters: Double?
  /// The size in grams, for a food without a density.
  let grams: Double
  /// The fixed unit the word stands for (`spoonful` is a tablespoon), if any.
  let unit: Unit?

  /// The household measure a word names, singular or plural.
  init?(word: String) {
    let word = MealVocabulary.stem(word)
    guard let measure = Self.all[Self.synonyms[word] ?? word] else { return nil }
    self = measure
  }

  /// Words that name a household measure by another name: a rasher of bacon is a slice.
  private static let synonyms = [
    "rasher": "slice", "strip": "slice", "bowlful": "bowl", "platter": "plate",
  ]

  private init(_ name: String, milliliters: Double?, grams: Double, unit: Unit? = nil) {
    self.name = name
    self.milliliters = milliliters
    self.grams = grams
    self.unit = unit
  }

  private static let all: [String: HouseholdMeasure] = {
    let measures = [
      HouseholdMeasure("bowl", milliliters: 300, grams: 250),
      HouseholdMeasure("glass", milliliters: 250, grams: 250),
      HouseholdMeasure("mug", milliliters: 250, grams: 250),
      HouseholdMeasure("plate", milliliters: 500, grams: 300),
      HouseholdMeasure("handful", milliliters: nil, grams: 30),
      HouseholdMeasure("slice", milliliters: nil, grams: 30),
      HouseholdMeasure("scoop", milliliters: nil, grams: 30),
      HouseholdMeasure("helping", milliliters: nil, grams: 0, unit: .serving),
      HouseholdMeasure("portion", milliliters: nil, grams: 0, unit: .serving),
      HouseholdMeasure("spoonful", milliliters: nil, grams: 0, unit: .tablespoon),
      HouseholdMeasure("spoon", milliliters: nil, grams: 0, unit: .tablespoon),
      HouseholdMeasure("tablespoonful", milliliters: nil, grams: 0, unit: .tablespoon),
      HouseholdMeasure("teaspoonful", milliliters: nil, grams: 0, unit: .teaspoon),
    ]
    var table: [String: HouseholdMeasure] = [:]
    for measure in measures { table[measure.name] = measure }
    return table
  }()
}
