/// A daily nutrition goal (FORMAT.md §3.6), as in `goals:` of `larder.yaml`:
///
/// ```
/// 2000 kcal 150p 200c 65f deficit
/// ```
public struct Goal: Hashable, Sendable {
  /// What the goal is for.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Eating below maintenance to lose weight.
    case deficit
    /// Eating at maintenance.
    case maintenance
    /// Eating above maintenance to gain.
    case surplus
  }

  /// Daily energy in kcal.
  public var kcal: Double?
  /// Daily protein in grams.
  public var protein: Double?
  /// Daily carbohydrates in grams.
  public var carbs: Double?
  /// Daily fat in grams.
  public var fat: Double?
  /// The goal's kind, an optional label.
  public var kind: Kind?

  /// Creates a goal.
  public init(
    kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil,
    kind: Kind? = nil
  ) {
    self.kcal = kcal
    self.protein = protein
    self.carbs = carbs
    self.fat = fat
    self.kind = kind
  }

  /// The calorie goal's allowed range (seed 000 FR-019).
  public static let kcalRange = 500.0...5_000.0

  /// How far 4P + 4C + 9F may stray from the calorie goal before a warning, as a fraction.
  public static let macroTolerance = 0.10

  /// Energy of the macronutrient goals at 4/4/9 kcal per gram, when all three are given.
  public var macroEnergy: Double? {
    guard let protein, let carbs, let fat else { return nil }
    return 4 * protein + 4 * carbs + 9 * fat
  }

  /// The problems of this goal: kcal outside 500–5,000 (an error), or macronutrients whose
  /// energy is more than 10 % off the kcal goal (a warning). 10 % exactly is accepted.
  public var issues: [Issue] {
    var issues: [Issue] = []
    if let kcal, !Goal.kcalRange.contains(kcal) {
      issues.append(.kcalOutOfRange(kcal))
    }
    if let kcal, kcal > 0, let macroEnergy,
      abs(macroEnergy - kcal) > Goal.macroTolerance * kcal + 1e-9
    {
      issues.append(.macroMismatch(macroEnergy: macroEnergy, kcal: kcal))
    }
    return issues
  }

  /// A problem of a goal.
  public enum Issue: Hashable, Sendable {
    /// The calorie goal is outside 500–5,000 kcal (`goal-out-of-range`, error).
    case kcalOutOfRange(Double)
    /// 4P + 4C + 9F is more than 10 % off the calorie goal (`goal-macro-mismatch`, warning).
    case macroMismatch(macroEnergy: Double, kcal: Double)

    /// Whether the issue is only a warning.
    public var isWarning: Bool {
      if case .macroMismatch = self { true } else { false }
    }
  }
}

extension Goal: CustomStringConvertible {
  /// The canonical spelling, `2000 kcal 150p 200c 65f deficit`.
  public var description: String {
    func text(_ value: Double) -> String { DecimalText.string(value, fractionDigits: 1) }
    var parts: [String] = []
    if let kcal { parts.append(text(kcal) + " kcal") }
    if let protein { parts.append(text(protein) + "p") }
    if let carbs { parts.append(text(carbs) + "c") }
    if let fat { parts.append(text(fat) + "f") }
    if let kind { parts.append(kind.rawValue) }
    return parts.joined(separator: " ")
  }
}
