extension Food {
  /// The most energy 100 g of a food may hold: pure fat is 900 kcal, and tables round up to
  /// 902 (USDA's lard and fish oils), so 910 leaves room for rounding and no more.
  public static let mostKcalPer100Grams = 910.0

  /// The most protein, carbohydrate and fat together that 100 g of a food may hold, in grams:
  /// 100, and 5 more for rounding.
  public static let mostMacroGramsPer100Grams = 105.0

  /// How far the energy of a food's macros may exceed its stated energy: by the stated energy
  /// once more (the macros' energy may be twice it), plus 60 kcal per 100 g (per serving when
  /// the serving has no mass). Protein and carbohydrate count 4 kcal/g, fat 9 kcal/g, and
  /// fibre, when given, 2 kcal/g instead of carbohydrate's 4.
  ///
  /// The tolerance is wide on purpose: food tables use specific factors (bran's protein and
  /// carbohydrate give far less than 4 kcal/g), polyols and fibre give less than sugar, and
  /// labels round a small serving's energy down to 0 (pickles, mustard). Alcohol (7 kcal/g)
  /// only makes the stated energy larger than the macros', which is never refused. What it
  /// refuses is energy the macros cannot possibly have: 200 g of protein in a food of 100 kcal.
  public static let macroEnergyTolerance = (factor: 1.0, kcalPer100Grams: 60.0)

  /// Why the food's nutrition cannot be right, as one lower-case sentence naming the food, or
  /// nil when it is plausible (FORMAT.md §4.5): more than `mostKcalPer100Grams` of energy per
  /// 100 g, more than `mostMacroGramsPer100Grams` of macros per 100 g, or macros whose energy
  /// exceeds the stated energy beyond `macroEnergyTolerance`.
  public var implausibleNutrition: String? {
    let nutrition = nutrition
    // Per 100 g when the serving has a mass; per serving otherwise.
    let grams = try? grams(in: serving)
    let scale = grams.map { $0 > 0 ? 100 / $0 : 1 } ?? 1
    let per = grams == nil ? "per serving" : "per 100 g"
    let kcal = nutrition.kcal * scale
    if grams != nil, kcal > Self.mostKcalPer100Grams {
      return "\"\(name.text)\" has \(Self.spelled(kcal)) kcal per 100 g; no food has more "
        + "than 900 (pure fat)"
    }
    let macroGrams = (nutrition.protein + nutrition.carbs + nutrition.fat) * scale
    // Compared as written, to a tenth of a gram: 10.4 + 93.4 + 1.2 is 105 on a label.
    if grams != nil, (macroGrams * 10).rounded() > Self.mostMacroGramsPer100Grams * 10 {
      return "\"\(name.text)\" has \(Self.spelled(macroGrams)) g of protein, carbs and fat "
        + "per 100 g"
    }
    let fibre = min(nutrition.fibre ?? 0, nutrition.carbs)
    let macroKcal =
      (4 * nutrition.protein + 4 * nutrition.carbs - 2 * fibre + 9 * nutrition.fat) * scale
    let allowed =
      kcal * (1 + Self.macroEnergyTolerance.factor) + Self.macroEnergyTolerance.kcalPer100Grams
    if macroKcal > allowed {
      return "the macros of \"\(name.text)\" make \(Self.spelled(macroKcal)) kcal \(per), "
        + "far more than its \(Self.spelled(kcal)) kcal"
    }
    return nil
  }

  /// A number as a person would write it: no more than one decimal, none when whole.
  private static func spelled(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(Int(rounded)) : String(rounded)
  }
}
