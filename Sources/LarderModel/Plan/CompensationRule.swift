/// A category whose surplus offsets another's overage (seed 001 §7A.3), in `categories.yaml`:
///
/// ```
/// compensation:
///   Treats:
///     offset by: Sports
///     ratio: 15        # minutes of sports per treat portion over target
///     max offset: 2
/// ```
public struct CompensationRule: Hashable, Sendable {
  /// The penalised category whose overage is reduced, `Treats`.
  public var from: Name
  /// The category whose surplus pays for it, `Sports`.
  public var offsetBy: Name
  /// Units of `offsetBy` surplus needed per unit of `from` overage.
  public var ratio: Double
  /// The most overage that can be offset, in units of `from`.
  public var maxOffset: Double

  /// Creates a rule.
  public init(from: Name, offsetBy: Name, ratio: Double, maxOffset: Double) {
    self.from = from
    self.offsetBy = offsetBy
    self.ratio = ratio
    self.maxOffset = maxOffset
  }

  /// The rule that applies without `categories.yaml`: Treats offset by Sports, 15 min per
  /// portion, at most 2 portions.
  public static let defaults = [
    CompensationRule(from: "Treats", offsetBy: "Sports", ratio: 15, maxOffset: 2)
  ]
}
