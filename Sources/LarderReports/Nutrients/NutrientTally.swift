public import LarderModel

/// Each nutrient of the table summed over meal entries, with how many entries gave it: what a
/// day or a period adds up to, one group at a time, so that a streamed day is never held.
///
/// An entry counts when it is a meal entry that is not a `+ ` component (as `DayTotals`
/// counts); `NutrientReport.nutrients(of:library:)` says what it gives.
public struct NutrientTally: Hashable, Sendable {
  private var totals = [Double](repeating: 0, count: Nutrient.allCases.count)
  private var known = [Int](repeating: 0, count: Nutrient.allCases.count)
  /// The entries counted.
  public private(set) var entryCount = 0
  /// Entries whose nutrition could not be worked out at all (an unknown food).
  public private(set) var unresolvedCount = 0

  /// Nothing counted yet.
  public init() {}

  /// Counts one group of a meal slot; returns what its entry gives, or `nil` when the group
  /// is not counted (a component, an activity) or gives nothing.
  @discardableResult
  public mutating func add(_ group: EntryGroup, library: FoodLibrary) -> Nutrients? {
    guard !group.isOrphan else { return nil }
    if case .activity = group.entry.kind { return nil }
    entryCount += 1
    guard let nutrients = NutrientReport.nutrients(of: group.entry, library: library) else {
      // Category portions give no nutrition to know: unknown, but not a failure.
      if case .portions = group.entry.kind { return nil }
      unresolvedCount += 1
      return nil
    }
    for nutrient in Nutrient.allCases {
      guard let value = nutrients[nutrient] else { continue }
      totals[nutrient.rawValue] += value
      known[nutrient.rawValue] += 1
    }
    return nutrients
  }

  /// Adds what `other` counted.
  public mutating func merge(_ other: NutrientTally) {
    for index in totals.indices {
      totals[index] += other.totals[index]
      known[index] += other.known[index]
    }
    entryCount += other.entryCount
    unresolvedCount += other.unresolvedCount
  }

  /// The sum of what the entries gave of `nutrient`, in its unit.
  public func total(_ nutrient: Nutrient) -> Double { totals[nutrient.rawValue] }

  /// How many of the entries gave no value for `nutrient`.
  public func unknownEntries(_ nutrient: Nutrient) -> Int {
    entryCount - known[nutrient.rawValue]
  }
}
