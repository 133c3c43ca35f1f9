/// Energy and nutrients of an amount of food, written as a nutrient list (FORMAT.md §3.2):
///
/// ```
/// 228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium
/// ```
///
/// Masses are grams, energy kcal, sodium mg. Fibre, sugars and sodium are optional: `nil`
/// means not known, which differs from zero. The other nutrients of the table (`Nutrient`)
/// are in `others`, each in its own unit, present only when known:
///
/// ```
/// 52 kcal 0.3p 13.8c 0.2f 2.4 fibre 10.4 sugars 1 mg sodium 107 mg potassium 0.12 mg iron
/// ```
public struct Nutrients: Hashable, Sendable {
  /// Energy in kcal.
  public var kcal: Double
  /// Protein in grams.
  public var protein: Double
  /// Carbohydrates in grams.
  public var carbs: Double
  /// Fat in grams.
  public var fat: Double
  /// Dietary fibre in grams, when known.
  public var fibre: Double?
  /// Sugars in grams, when known.
  public var sugars: Double?
  /// Sodium in milligrams, when known.
  public var sodium: Double?
  /// The known amounts of the nutrients of `Nutrient.others`, each in its nutrient's unit.
  public var others: [Nutrient: Double]

  /// Creates a nutrient list.
  public init(
    kcal: Double, protein: Double = 0, carbs: Double = 0, fat: Double = 0,
    fibre: Double? = nil, sugars: Double? = nil, sodium: Double? = nil,
    others: [Nutrient: Double] = [:]
  ) {
    self.others = others
    self.kcal = kcal
    self.protein = protein
    self.carbs = carbs
    self.fat = fat
    self.fibre = fibre
    self.sugars = sugars
    self.sodium = sodium
  }

  /// The amount of `nutrient` in its unit; `nil` when unknown. Energy and the three macros
  /// are always known.
  public subscript(nutrient: Nutrient) -> Double? {
    get {
      switch nutrient {
      case .energy: kcal
      case .protein: protein
      case .carbs: carbs
      case .fat: fat
      case .fibre: fibre
      case .sugars: sugars
      case .sodium: sodium
      default: others[nutrient]
      }
    }
    set {
      switch nutrient {
      case .energy: kcal = newValue ?? 0
      case .protein: protein = newValue ?? 0
      case .carbs: carbs = newValue ?? 0
      case .fat: fat = newValue ?? 0
      case .fibre: fibre = newValue
      case .sugars: sugars = newValue
      case .sodium: sodium = newValue
      default: others[nutrient] = newValue
      }
    }
  }

  /// Nothing: 0 kcal, 0 g of each macronutrient, optional nutrients unknown.
  public static let zero = Nutrients(kcal: 0)

  /// Energy from the macronutrients at 4 kcal/g protein, 4 kcal/g carbs and 9 kcal/g fat.
  public var macroEnergy: Double { 4 * protein + 4 * carbs + 9 * fat }

  /// Each macronutrient's share of the macronutrient energy (4/4/9 kcal per gram), 0 to 1,
  /// summing to 1; all zero when there is no macronutrient energy. Shares are of the macro
  /// energy, not of `kcal`, so they always add up to 100 % (alcohol and rounding aside).
  public var energyShares: (protein: Double, carbs: Double, fat: Double) {
    let total = macroEnergy
    guard total > 0 else { return (0, 0, 0) }
    return (4 * protein / total, 4 * carbs / total, 9 * fat / total)
  }

  /// These nutrients multiplied by `factor`, for a different amount of the same food.
  public func scaled(by factor: Double) -> Nutrients {
    Nutrients(
      kcal: kcal * factor, protein: protein * factor, carbs: carbs * factor, fat: fat * factor,
      fibre: fibre.map { $0 * factor }, sugars: sugars.map { $0 * factor },
      sodium: sodium.map { $0 * factor },
      others: others.isEmpty ? others : others.mapValues { $0 * factor })
  }

  /// The sum of two nutrient lists. An optional nutrient known on one side only counts as that
  /// side's value, so a total shows what is known; it is `nil` only when unknown on both sides.
  public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
    Nutrients(
      kcal: lhs.kcal + rhs.kcal, protein: lhs.protein + rhs.protein, carbs: lhs.carbs + rhs.carbs,
      fat: lhs.fat + rhs.fat, fibre: sum(lhs.fibre, rhs.fibre),
      sugars: sum(lhs.sugars, rhs.sugars), sodium: sum(lhs.sodium, rhs.sodium),
      others: rhs.others.isEmpty
        ? lhs.others : lhs.others.merging(rhs.others, uniquingKeysWith: +))
  }

  /// These nutrients with each unknown one taken from `other`, which describes the same
  /// amount: what is known stays exactly as it is, so a re-import fills gaps and never
  /// overwrites a value.
  public func fillingUnknown(from other: Nutrients) -> Nutrients {
    var filled = self
    filled.fibre = fibre ?? other.fibre
    filled.sugars = sugars ?? other.sugars
    filled.sodium = sodium ?? other.sodium
    filled.others.merge(other.others) { known, _ in known }
    return filled
  }

  /// The values as every view shows a computed amount of food and a snapshot writes it:
  /// whole kcal, protein, carbs and fat to 0.1 g, the others as they are. A serving of a
  /// recipe is 620 kcal in `recipe show`, in `add` and in the line written.
  public var roundedAsShown: Nutrients {
    var shown = self
    shown.kcal = DecimalText.rounded(kcal)
    shown.protein = DecimalText.rounded(protein, fractionDigits: 1)
    shown.carbs = DecimalText.rounded(carbs, fractionDigits: 1)
    shown.fat = DecimalText.rounded(fat, fractionDigits: 1)
    return shown
  }

  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout Nutrients, rhs: Nutrients) {
    lhs = lhs + rhs
  }

  /// `lhs` scaled by `factor`.
  public static func * (lhs: Nutrients, factor: Double) -> Nutrients {
    lhs.scaled(by: factor)
  }

  private static func sum(_ lhs: Double?, _ rhs: Double?) -> Double? {
    switch (lhs, rhs) {
    case (nil, nil): nil
    case (let value?, nil), (nil, let value?): value
    case (let left?, let right?): left + right
    }
  }
}

extension Nutrients: CustomStringConvertible {
  /// The canonical spelling, `228 kcal 8.1p 40.5c 4.1f 3 fibre 0.12 mg iron`: one decimal at
  /// most for energy and the six of the short spelling, three for the others in the order of
  /// the table, so that a food table's values (`0.012 mg thiamin`) are kept as given.
  public var description: String {
    // Appended to one string: an import writes one for each of thousands of entries.
    var text = ""
    text.reserveCapacity(64)
    func append(_ value: Double, _ unit: String) {
      if !text.isEmpty { text += " " }
      text += DecimalText.string(value, fractionDigits: 1)
      text += unit
    }
    append(kcal, " kcal")
    append(protein, "p")
    append(carbs, "c")
    append(fat, "f")
    if let fibre { append(fibre, " fibre") }
    if let sugars { append(sugars, " sugars") }
    if let sodium { append(sodium, " mg sodium") }
    for nutrient in Nutrient.others {
      guard let value = others[nutrient] else { continue }
      text += " "
      text += DecimalText.string(value, fractionDigits: 3)
      text += " "
      text += nutrient.unit.rawValue
      text += " "
      text += nutrient.word
    }
    return text
  }
}
