public import LarderModel

/// The 0–100 daily score of seed 001 §7A: a weighted average of per-category scores.
///
/// For each enabled category, the preferred range comes from its target (`exactly x` is
/// x ± 0.1). Within it the score is 100. Below it by `d`, the score is 100 − penalty with
/// penalty `50 × (d / underSoftLimit) × underPenalty`, squared ratio for a quadratic curve;
/// above it likewise with the over values, or 100 when over is capped. Scores are clamped to
/// 0–100 and averaged with the profile weights renormalised to sum to 1 over the enabled
/// categories (equal weights if all are 0).
///
/// Compensation rules run first, in order: the overage of the `from` category (amount above
/// its preferred range) is reduced by `min(overage, surplus / ratio, maxOffset)`, where the
/// surplus of the `offsetBy` category is its amount above its preferred range, or above the
/// minimum of an `at least` target. A surplus used by one rule is not available to the next.
/// Both categories must be enabled, and a category whose over is capped is not compensated.
public struct DailyScore: Hashable, Sendable {
  /// The score, 0 to 100, unrounded.
  public var score: Double
  /// The per-category breakdown, in category order, enabled categories only.
  public var categories: [CategoryScore]

  /// Scores the amounts returned by `amount` for `categories`; `nil` when none is enabled.
  public init?(
    categories: [Category], compensation: [CompensationRule], amount: (Name) -> Double
  ) {
    let enabled = categories.filter(\.isEnabled)
    guard !enabled.isEmpty else { return nil }
    let amounts = enabled.map { amount($0.name) }
    let offsets = DailyScore.compensate(
      enabled: enabled, amounts: amounts, rules: compensation, amount: amount)
    let totalWeight = enabled.reduce(0) { $0 + max($1.scoreProfile.weight, 0) }
    self.categories = enabled.indices.map { index in
      let category = enabled[index]
      let weight =
        totalWeight > 0
        ? max(category.scoreProfile.weight, 0) / totalWeight : 1 / Double(enabled.count)
      return DailyScore.score(
        category, amount: amounts[index], compensation: offsets[index], weight: weight)
    }
    score = self.categories.reduce(0) { $0 + $1.contribution }
  }

  /// Scores a day's totals.
  public init?(totals: DayTotals, categories: [Category], compensation: [CompensationRule]) {
    self.init(categories: categories, compensation: compensation) { totals.amount(of: $0) }
  }

  /// Scores the day `date` of `journal`.
  public init?(date: CalendarDate, journal: Journal) {
    let day = journal.days[date] ?? Day(date: date)
    self.init(
      totals: DayTotals(day: day, journal: journal), categories: journal.categories,
      compensation: journal.compensation)
  }

  /// The score as shown, a whole number.
  public var roundedScore: Int { Int(DecimalText.rounded(score)) }

  /// The colour band of the score as shown.
  public var band: ScoreBand { ScoreBand(score: score) }

  private static func compensate(
    enabled: [Category], amounts: [Double], rules: [CompensationRule], amount: (Name) -> Double
  ) -> [CategoryScore.Compensation?] {
    var offsets = [CategoryScore.Compensation?](repeating: nil, count: enabled.count)
    var surplusUsed: [String: Double] = [:]
    for rule in rules where rule.ratio > 0 && rule.maxOffset > 0 {
      // A capped overage costs nothing, so spending surplus on it would only waste it.
      guard let index = enabled.firstIndex(where: { $0.name == rule.from }),
        offsets[index] == nil, !enabled[index].scoreProfile.capsOver,
        let upper = enabled[index].target.preferredRange.upper
      else { continue }
      let overage = amounts[index] - upper
      guard overage > TargetRule.roundingTolerance else { continue }
      let surplus =
        surplusAvailable(rule.offsetBy, in: enabled, amount: amount)
        - surplusUsed[rule.offsetBy.key, default: 0]
      let offset = min(overage, surplus / rule.ratio, rule.maxOffset)
      guard offset > 0 else { continue }
      surplusUsed[rule.offsetBy.key, default: 0] += offset * rule.ratio
      offsets[index] = CategoryScore.Compensation(
        offsetBy: rule.offsetBy, offset: offset, surplusUsed: offset * rule.ratio)
    }
    return offsets
  }

  private static func surplusAvailable(
    _ name: Name, in categories: [Category], amount: (Name) -> Double
  ) -> Double {
    guard let category = categories.first(where: { $0.name == name }) else { return 0 }
    let (lower, upper) = category.target.preferredRange
    guard let threshold = upper ?? lower else { return 0 }
    return max(0, amount(name) - threshold)
  }

  private static func score(
    _ category: Category, amount: Double, compensation: CategoryScore.Compensation?,
    weight: Double
  ) -> CategoryScore {
    let profile = category.scoreProfile
    let (lower, upper) = category.target.preferredRange
    let adjusted = amount - (compensation?.offset ?? 0)
    var deviation = 0.0
    var penalty = 0.0
    if let lower, adjusted < lower - TargetRule.roundingTolerance {
      deviation = adjusted - lower
      penalty = ScoreProfile.penalty(
        deviation: -deviation, perUnit: profile.underPenalty, softLimit: profile.underSoftLimit,
        curve: profile.curve)
    } else if let upper, adjusted > upper + TargetRule.roundingTolerance {
      deviation = adjusted - upper
      if !profile.capsOver {
        penalty = ScoreProfile.penalty(
          deviation: deviation, perUnit: profile.overPenalty, softLimit: profile.overSoftLimit,
          curve: profile.curve)
      }
    }
    return CategoryScore(
      category: category.name, amount: amount, adjustedAmount: adjusted, preferredLower: lower,
      preferredUpper: upper, deviation: deviation, penalty: penalty,
      score: min(max(100 - penalty, 0), 100), weight: weight, compensation: compensation)
  }
}
