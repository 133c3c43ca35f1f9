extension ScoreProfile {
  /// The built-in profile of a category: seed 001 §7A.4 for the nine default categories by
  /// name, otherwise one inferred from the target.
  ///
  /// The seed fixes the weights and the direction of each preference; the numbers below
  /// follow those directions. Soft limits are set near half the target, so that missing half
  /// of it costs about 50 points where the seed says "penalize":
  ///
  /// | category | weight | under (penalty, soft) | over (penalty, soft) | curve | cap over |
  /// |---|---|---|---|---|---|
  /// | Unsweetened Drinks | 0.10 | 1, 0.5 L | 0, 1 L | linear | yes |
  /// | Vegetables | 0.12 | 1, 1.5 | 0.25, 3 | linear | no |
  /// | Fruit | 0.08 | 1, 1 | 0.25, 2 | linear | no |
  /// | Starchy Sides | 0.12 | 0.75, 1.5 | 1.25, 1.5 | linear | no |
  /// | Protein Sources | 0.12 | 1.25, 0.5 | 0.5, 1 | linear | no |
  /// | Dairy | 0.08 | 1, 1 | 1, 1 | linear | no |
  /// | Oils / Fats / Nuts | 0.06 | 0.5, 1 | 0.5, 1 | linear | no |
  /// | Treats | 0.12 | 0, 1 | 1.5, 1 | quadratic | no |
  /// | Sports | 0.20 | 1, 15 min | 0, 30 min | linear | yes |
  ///
  /// Treats are quadratic: half a portion over costs 19 points, one portion 75, so a small
  /// treat is forgiven and a large one is not.
  ///
  /// Any other category gets weight 0.10, penalties of 1 on both sides, soft limits of half
  /// the target's bound (at least 0.5) and a linear curve; over is capped for an `at least`
  /// target.
  public static func defaultProfile(for category: Name, target: TargetRule) -> ScoreProfile {
    if let profile = builtIn[category.key] { return profile }
    let reference: Double =
      switch target {
      case .exactly(let value), .atLeast(let value), .atMost(let value): value
      case .range(let lower, let upper): max(lower, upper - lower)
      }
    let softLimit = max(reference / 2, 0.5)
    let capsOver = if case .atLeast = target { true } else { false }
    return ScoreProfile(
      weight: 0.10, underSoftLimit: softLimit, overSoftLimit: softLimit, capsOver: capsOver)
  }

  private static let builtIn: [String: ScoreProfile] = [
    "unsweetened drinks": ScoreProfile(
      weight: 0.10, underPenalty: 1, underSoftLimit: 0.5, overPenalty: 0, overSoftLimit: 1,
      capsOver: true),
    "vegetables": ScoreProfile(
      weight: 0.12, underPenalty: 1, underSoftLimit: 1.5, overPenalty: 0.25, overSoftLimit: 3),
    "fruit": ScoreProfile(
      weight: 0.08, underPenalty: 1, underSoftLimit: 1, overPenalty: 0.25, overSoftLimit: 2),
    "starchy sides": ScoreProfile(
      weight: 0.12, underPenalty: 0.75, underSoftLimit: 1.5, overPenalty: 1.25,
      overSoftLimit: 1.5),
    "protein sources": ScoreProfile(
      weight: 0.12, underPenalty: 1.25, underSoftLimit: 0.5, overPenalty: 0.5, overSoftLimit: 1),
    "dairy": ScoreProfile(
      weight: 0.08, underPenalty: 1, underSoftLimit: 1, overPenalty: 1, overSoftLimit: 1),
    "oils / fats / nuts": ScoreProfile(
      weight: 0.06, underPenalty: 0.5, underSoftLimit: 1, overPenalty: 0.5, overSoftLimit: 1),
    "treats": ScoreProfile(
      weight: 0.12, underPenalty: 0, underSoftLimit: 1, overPenalty: 1.5, overSoftLimit: 1,
      curve: .quadratic),
    "sports": ScoreProfile(
      weight: 0.20, underPenalty: 1, underSoftLimit: 15, overPenalty: 0, overSoftLimit: 30,
      capsOver: true),
  ]
}
