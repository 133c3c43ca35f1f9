/// What a person should get of one nutrient in a day, and the level not to exceed:
/// `iron 18 mg (RDA), upper level 45 mg (UL)`.
public struct NutrientTarget: Hashable, Sendable {
  /// Where the recommended amount comes from.
  public enum Kind: String, Hashable, Sendable {
    /// A Recommended Dietary Allowance: enough for nearly all healthy people.
    case rda
    /// An Adequate Intake, given where no RDA could be set.
    case ai
    /// The person's own target, from `nutrient targets:` in `larder.yaml`.
    case personal
  }

  /// What the upper level is.
  public enum UpperKind: String, Hashable, Sendable {
    /// A Tolerable Upper Intake Level: above it, the risk of harm rises.
    case ul
    /// A Chronic Disease Risk Reduction intake (sodium): above it, reducing intake lowers
    /// chronic disease risk.
    case cdrr
  }

  /// The recommended daily amount, in the nutrient's unit; `nil` when there is only an
  /// upper level.
  public var amount: Double?
  /// Where `amount` comes from.
  public var kind: Kind
  /// The daily level not to exceed, in the nutrient's unit, if there is one.
  public var upper: Double?
  /// What `upper` is.
  public var upperKind: UpperKind?

  /// Creates a target.
  public init(amount: Double?, kind: Kind, upper: Double? = nil, upperKind: UpperKind? = nil) {
    self.amount = amount
    self.kind = kind
    self.upper = upper
    self.upperKind = upperKind
  }
}
