/// The dated `nutrient targets:` of `larder.yaml`: a life stage and the person's own targets,
/// each change in force from its date until the next one, as goals are.
///
/// ```
/// nutrient targets:
///   2026-03-01: pregnant
///   2026-06-01: pregnant, 30 mg iron
///   2026-12-01: lactating
///   2027-06-01: 12 mg iron, 1200 mg sodium
/// ```
public struct NutrientTargetHistory: Hashable, Sendable {
  /// The life stages the Dietary Reference Intakes give their own intakes for.
  public enum LifeStage: String, Hashable, Sendable {
    /// Pregnancy.
    case pregnant
    /// Lactation.
    case lactating
  }

  /// What applies from a date on: the whole of it, until the next change.
  public struct Change: Hashable, Sendable {
    /// The first day the change applies.
    public var date: CalendarDate
    /// Pregnancy or lactation; `nil` for neither.
    public var lifeStage: LifeStage?
    /// The person's own recommended amounts, in each nutrient's unit, replacing the DRI's.
    public var amounts: [Nutrient: Double]

    /// Creates a change.
    public init(date: CalendarDate, lifeStage: LifeStage? = nil, amounts: [Nutrient: Double] = [:])
    {
      self.date = date
      self.lifeStage = lifeStage
      self.amounts = amounts
    }
  }

  /// The changes sorted by date.
  public private(set) var changes: [Change]

  /// Creates a history; changes are sorted by date, keeping file order on equal dates.
  public init(_ changes: [Change] = []) {
    self.changes = changes.enumerated()
      .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
      .map(\.element)
  }

  /// The change in force on `date`: the latest dated on or before it.
  public func change(on date: CalendarDate) -> Change? {
    changes.last { $0.date <= date }
  }
}
