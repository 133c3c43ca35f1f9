public import LarderModel

/// One macronutrient of the day against its goal (seed 000 user story 3): grams, goal, percent
/// of goal, and share of the day's macronutrient energy at 4/4/9 kcal per gram.
public struct MacroProgress: Hashable, Sendable {
  /// The three macronutrients, in display order.
  public enum Macro: String, Hashable, Sendable, CaseIterable {
    /// Protein, 4 kcal/g.
    case protein
    /// Carbohydrates, 4 kcal/g.
    case carbs
    /// Fat, 9 kcal/g.
    case fat

    /// Energy per gram in kcal.
    public var kcalPerGram: Double { self == .fat ? 9 : 4 }
  }

  /// Which macronutrient.
  public var macro: Macro
  /// Grams eaten.
  public var grams: Double
  /// The goal in grams, if set.
  public var goal: Double?
  /// The macronutrient's share of the day's macronutrient energy, 0 to 1.
  public var energyShare: Double

  /// Creates a macronutrient's progress.
  public init(macro: Macro, grams: Double, goal: Double?, energyShare: Double) {
    self.macro = macro
    self.grams = grams
    self.goal = goal
    self.energyShare = energyShare
  }

  /// The three macronutrients of `totals` against `goal`.
  public static func all(totals: Nutrients, goal: Goal?) -> [MacroProgress] {
    let shares = totals.energyShares
    return [
      MacroProgress(
        macro: .protein, grams: totals.protein, goal: goal?.protein, energyShare: shares.protein),
      MacroProgress(
        macro: .carbs, grams: totals.carbs, goal: goal?.carbs, energyShare: shares.carbs),
      MacroProgress(macro: .fat, grams: totals.fat, goal: goal?.fat, energyShare: shares.fat),
    ]
  }

  /// Grams divided by goal (0.8 is 80 %); `nil` without a positive goal. Above 1 when the goal
  /// is exceeded.
  public var fraction: Double? {
    guard let goal, goal > 0 else { return nil }
    return grams / goal
  }

  /// Grams beyond the goal, when exceeded.
  public var excess: Double? {
    guard let goal, grams > goal else { return nil }
    return grams - goal
  }
}
