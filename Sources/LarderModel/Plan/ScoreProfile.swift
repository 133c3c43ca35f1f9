/// How a category's amount turns into a 0–100 score (seed 001 §7A.2), the `score:` block of a
/// category:
///
/// ```
/// score:
///   weight: 0.12
///   under penalty: 1
///   under soft limit: 1.5
///   over penalty: 0.25
///   over soft limit: 3
///   curve: linear
///   cap over: no
/// ```
///
/// Below the preferred range by `deviation`, the penalty is `50 × (deviation / underSoftLimit)
/// × underPenalty` (linear) or `50 × (deviation / underSoftLimit)² × underPenalty` (quadratic),
/// so at the soft limit a penalty of 1 costs 50 points; above it likewise with the over values,
/// unless `capsOver` makes any excess free.
public struct ScoreProfile: Hashable, Sendable {
  /// How a deviation grows into a penalty.
  public enum Curve: String, Hashable, Sendable {
    /// Proportional to the deviation.
    case linear
    /// Proportional to the square of the deviation: mild near the target, steep far from it.
    case quadratic
  }

  /// The category's share of the daily score before renormalising over enabled categories.
  public var weight: Double
  /// The multiplier of penalties below the preferred range; 0 makes being under free.
  public var underPenalty: Double
  /// The deviation below the preferred range at which a penalty of 1 costs 50 points.
  public var underSoftLimit: Double
  /// The multiplier of penalties above the preferred range; 0 makes being over free.
  public var overPenalty: Double
  /// The deviation above the preferred range at which a penalty of 1 costs 50 points.
  public var overSoftLimit: Double
  /// How deviations grow into penalties.
  public var curve: Curve
  /// Whether amounts above the preferred range cost nothing (`cap over: yes`).
  public var capsOver: Bool

  /// Creates a profile.
  public init(
    weight: Double, underPenalty: Double = 1, underSoftLimit: Double = 1,
    overPenalty: Double = 1, overSoftLimit: Double = 1, curve: Curve = .linear,
    capsOver: Bool = false
  ) {
    self.weight = weight
    self.underPenalty = underPenalty
    self.underSoftLimit = underSoftLimit
    self.overPenalty = overPenalty
    self.overSoftLimit = overSoftLimit
    self.curve = curve
    self.capsOver = capsOver
  }

  /// The points lost for being `deviation` beyond the preferred range on one side; a soft
  /// limit of zero or less makes any deviation cost all 100 points.
  public static func penalty(
    deviation: Double, perUnit: Double, softLimit: Double, curve: Curve
  ) -> Double {
    guard deviation > 0, perUnit > 0 else { return 0 }
    guard softLimit > 0 else { return 100 }
    let relative = deviation / softLimit
    return switch curve {
    case .linear: 50 * relative * perUnit
    case .quadratic: 50 * relative * relative * perUnit
    }
  }

  /// Whether weights, penalties and soft limits are usable: weight and penalties not
  /// negative, soft limits above zero.
  public var isValid: Bool {
    weight >= 0 && underPenalty >= 0 && overPenalty >= 0 && underSoftLimit > 0
      && overSoftLimit > 0
  }
}
