/// A category's daily target (FORMAT.md §3.4):
///
/// ```
/// exactly 3   at least 3   at most 1   1 to 2
/// ```
public enum TargetRule: Hashable, Sendable {
  /// Met within ±0.1 of the value (`exactly 3`).
  case exactly(Double)
  /// Met at or above the value (`at least 3`).
  case atLeast(Double)
  /// Met at or below the value (`at most 1`).
  case atMost(Double)
  /// Met between the bounds, inclusive (`1 to 2`).
  case range(Double, Double)

  /// The tolerance of an exact target, from seed 001 §5.
  public static let exactTolerance = 0.1

  /// The slack of every comparison with a bound: amounts are sums of decimals such as
  /// 0.1 + 0.2, and a billionth absorbs binary rounding so that 2.9 meets `exactly 3`.
  public static let roundingTolerance = 1e-9

  /// The amounts that meet the rule; `nil` for an unbounded side. An exact target is the range
  /// of its tolerance, `exactly 3` → 2.9...3.1.
  public var preferredRange: (lower: Double?, upper: Double?) {
    switch self {
    case .exactly(let value):
      (value - TargetRule.exactTolerance, value + TargetRule.exactTolerance)
    case .atLeast(let value): (value, nil)
    case .atMost(let value): (nil, value)
    case .range(let lower, let upper): (lower, upper)
    }
  }

  /// Judges a day's amount against the rule.
  ///
  /// Below target, the missing amount is what remains to reach the target (`exactly 3` with 1.5
  /// logged misses 1.5). Over target is reported only where the rule has an upper bound: at
  /// most, range and exact (a range of ±0.1); exceeding `at least` is never a problem.
  public func evaluate(_ amount: Double) -> TargetEvaluation {
    let (lower, upper) = preferredRange
    if let lower, amount < lower - TargetRule.roundingTolerance {
      let target =
        if case .exactly(let value) = self { value } else { lower }
      return .missing(target - amount)
    }
    if let upper, amount > upper + TargetRule.roundingTolerance {
      let target =
        if case .exactly(let value) = self { value } else { upper }
      return .over(amount - target)
    }
    return .met
  }

  /// Whether the rule's bounds are sound: not negative, and a range's lower bound not above its
  /// upper bound (`invalid-target` otherwise).
  public var isValid: Bool {
    switch self {
    case .exactly(let value), .atLeast(let value), .atMost(let value):
      value >= 0 && value.isFinite
    case .range(let lower, let upper):
      lower >= 0 && lower <= upper && upper.isFinite
    }
  }
}

extension TargetRule: CustomStringConvertible {
  /// The canonical spelling: `exactly 3`, `at least 3`, `at most 1`, `1 to 2`.
  public var description: String {
    func text(_ value: Double) -> String { DecimalText.string(value, fractionDigits: 3) }
    return switch self {
    case .exactly(let value): "exactly " + text(value)
    case .atLeast(let value): "at least " + text(value)
    case .atMost(let value): "at most " + text(value)
    case .range(let lower, let upper): text(lower) + " to " + text(upper)
    }
  }
}
