/// How a day's amount stands against a category's target.
public enum TargetEvaluation: Hashable, Sendable {
  /// The target is met; show no "MISSING".
  case met
  /// Below target by this much: shown as "MISSING 1.5 portions".
  case missing(Double)
  /// Above an upper bound by this much: shown as "over 0.5 portions".
  case over(Double)

  /// Whether the target is met.
  public var isMet: Bool { self == .met }
}
