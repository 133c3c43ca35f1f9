public import LarderModel

/// One category's part of the daily score, with every step of the arithmetic for
/// `larder score --explain`.
public struct CategoryScore: Hashable, Sendable {
  /// A compensation applied to this category's overage.
  public struct Compensation: Hashable, Sendable {
    /// The category whose surplus paid for it.
    public var offsetBy: Name
    /// The overage removed, in this category's unit.
    public var offset: Double
    /// The surplus of `offsetBy` used, in its unit (`offset × ratio`).
    public var surplusUsed: Double

    /// Creates a compensation record.
    public init(offsetBy: Name, offset: Double, surplusUsed: Double) {
      self.offsetBy = offsetBy
      self.offset = offset
      self.surplusUsed = surplusUsed
    }
  }

  /// The category.
  public var category: Name
  /// The amount logged.
  public var amount: Double
  /// The amount scored: `amount` less any compensation offset.
  public var adjustedAmount: Double
  /// The lower end of the preferred range, `nil` when unbounded.
  public var preferredLower: Double?
  /// The upper end of the preferred range, `nil` when unbounded.
  public var preferredUpper: Double?
  /// How far `adjustedAmount` lies outside the preferred range: negative below, positive
  /// above, 0 within.
  public var deviation: Double
  /// Points lost, before clamping (0 when within, or above with over capped).
  public var penalty: Double
  /// The category's score, 0 to 100.
  public var score: Double
  /// The category's weight after renormalising over the enabled categories (they sum to 1).
  public var weight: Double
  /// The compensation applied, if any.
  public var compensation: Compensation?

  /// Creates a category score.
  public init(
    category: Name, amount: Double, adjustedAmount: Double, preferredLower: Double?,
    preferredUpper: Double?, deviation: Double, penalty: Double, score: Double, weight: Double,
    compensation: Compensation?
  ) {
    self.category = category
    self.amount = amount
    self.adjustedAmount = adjustedAmount
    self.preferredLower = preferredLower
    self.preferredUpper = preferredUpper
    self.deviation = deviation
    self.penalty = penalty
    self.score = score
    self.weight = weight
    self.compensation = compensation
  }

  /// The points this category adds to the daily score: `weight × score`.
  public var contribution: Double { weight * score }
}
