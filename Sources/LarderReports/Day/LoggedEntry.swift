public import LarderModel

/// One line of a day file as `larder day` lists it, with what it adds to the day: its
/// nutrition and its category amounts.
///
/// ```
/// lunch:
///   - 12:30 chicken salad 1 serving  = 412 kcal 38p 12c 23f
///   - + chicken breast, grilled 120 g  = 198 kcal 36p 0c 4.3f; protein sources 1
/// ```
///
/// gives two logged entries: the composite, whose 412 kcal count toward the totals and which
/// adds no category amount itself, and the component, which adds 1 portion of Protein Sources
/// and whose own 198 kcal are already in the composite's. The amounts of all lines add up to
/// `DayTotals` exactly: the rules are those of `DayTotals`, line by line.
public struct LoggedEntry: Hashable, Sendable {
  /// Where a line stands in the day file.
  public enum Place: Hashable, Sendable {
    /// Under a meal slot, by the slot's name as written in the file.
    case meal(Name)
    /// Under `activity:`.
    case activity
  }

  /// Where the line stands.
  public var place: Place
  /// The entry as logged.
  public var entry: Entry
  /// For a `+ ` component, the composite entry it belongs to.
  public var composite: Entry?
  /// The line's position among the lines of the day: meal slots in file order, then activity.
  public var position: Int
  /// The position of the group the line belongs to: a composite and its components share one.
  public var group: Int
  /// The entry's nutrition: the snapshot, else the library's; `nil` when it cannot be worked
  /// out. For an activity, the energy burned.
  public var nutrients: Nutrients?
  /// Whether `nutrients` count toward the day's totals: meal entries that are neither
  /// components nor activities.
  public var countsTowardTotals: Bool
  /// The category amounts the line adds, each rounded to 0.1 as `DayTotals` rounds them.
  public var portions: [CategoryPortion]
  /// When the line was eaten, for ordering: its own time, else the time of the nearest timed
  /// line above it in its slot; `nil` when neither is known.
  public var effectiveTime: ClockTime?

  /// Creates a logged entry.
  public init(
    place: Place, entry: Entry, composite: Entry? = nil, position: Int, group: Int,
    nutrients: Nutrients?, countsTowardTotals: Bool, portions: [CategoryPortion],
    effectiveTime: ClockTime?
  ) {
    self.place = place
    self.entry = entry
    self.composite = composite
    self.position = position
    self.group = group
    self.nutrients = nutrients
    self.countsTowardTotals = countsTowardTotals
    self.portions = portions
    self.effectiveTime = effectiveTime
  }

  /// Whether the line is an activity: under `activity:`, or an activity entry in a slot.
  public var isActivity: Bool {
    if case .activity = entry.kind { return true }
    return place == .activity
  }

  /// The amount the line adds to `category` (0 when it adds none).
  public func amount(of category: Name) -> Double {
    portions.reduce(0) { $0 + ($1.category == category ? $1.amount : 0) }
  }
}

extension LoggedEntry {
  /// The lines of `day`, meal slots in file order and then activity; activity minutes count
  /// toward `activityCategory` when there is one.
  public static func entries(
    of day: Day, library: FoodLibrary, activityCategory: Name?
  ) -> [LoggedEntry] {
    Array(DayLines(day: day, library: library, activityCategory: activityCategory))
  }

  /// The lines most recent first, as the day's entry list shows them: groups ordered by
  /// effective time counted from the day cutoff (`01:30` after `23:50`), later lines in the
  /// file first among equal times, lines without any time last; a composite stays directly
  /// above its components.
  public static func mostRecentFirst(
    _ entries: [LoggedEntry], boundary: DayBoundary
  ) -> [LoggedEntry] {
    mostRecentFirstOrder(entries, boundary: boundary).map { entries[$0] }
  }

  /// The indices of `entries` in the order `mostRecentFirst` lists them, for reading the lines
  /// in that order without copying them.
  public static func mostRecentFirstOrder<Entries: RandomAccessCollection<LoggedEntry>>(
    _ entries: Entries, boundary: DayBoundary
  ) -> [Int] where Entries.Index == Int {
    mostRecentFirstOrder(
      count: entries.count, group: { entries[$0].group },
      effectiveTime: { entries[$0].effectiveTime }, boundary: boundary)
  }

  /// The order of `mostRecentFirst` for `count` lines, given each line's group and effective
  /// time by its index.
  ///
  /// Groups are ordered by counting: their keys are minutes of the day, so one pass counts
  /// the groups of each minute, and a second puts each group in its place, the latest minute
  /// first. Indices are 32-bit: a day of a million lines held four arrays of them.
  static func mostRecentFirstOrder(
    count: Int, group: (Int) -> Int, effectiveTime: (Int) -> ClockTime?, boundary: DayBoundary
  ) -> [Int] {
    // Groups as the index of their first line, and the minute of each, from 0 for lines
    // without any time (which come last) to 1441.
    var groupStarts: [Int32] = []
    var groupKeys: [Int16] = []
    var currentGroup: Int?
    for index in 0..<count {
      let lineGroup = group(index)
      if lineGroup == currentGroup { continue }
      currentGroup = lineGroup
      groupStarts.append(Int32(index))
      groupKeys.append(Int16(effectiveTime(index).map { boundary.minutesIntoDay($0) + 1 } ?? 0))
    }
    groupStarts.append(Int32(count))
    // Where each minute's groups start in the order: the latest minute first.
    var starts = [Int](repeating: 0, count: 1_443)
    for key in groupKeys { starts[1_441 - Int(key) + 1] += 1 }
    for minute in 1..<starts.count { starts[minute] += starts[minute - 1] }
    // Later lines in the file first among equal times: each minute filled from the last group.
    var ordered = [Int32](repeating: 0, count: groupKeys.count)
    for group in groupKeys.indices.reversed() {
      let slot = 1_441 - Int(groupKeys[group])
      ordered[starts[slot]] = Int32(group)
      starts[slot] += 1
    }
    var order: [Int] = []
    order.reserveCapacity(count)
    for group in ordered {
      order += Int(groupStarts[Int(group)])..<Int(groupStarts[Int(group) + 1])
    }
    return order
  }

  static func activityPortions(_ minutes: Double, _ category: Name?) -> [CategoryPortion] {
    guard let category else { return [] }
    return [CategoryPortion(category: category, amount: minutes)]
  }

  static func nutrients(of entry: Entry, library: FoodLibrary) -> Nutrients? {
    if let snapshot = entry.snapshot { return snapshot }
    switch entry.kind {
    case .food(let name, let quantity):
      return try? library.nutrients(of: name, quantity: quantity)
    case .portions:
      return .zero
    case .freeText, .activity:
      return nil
    }
  }

  static func categoryPortions(of entry: Entry, library: FoodLibrary) -> [CategoryPortion] {
    if entry.snapshot != nil { return entry.portions ?? [] }
    switch entry.kind {
    case .portions(let category, let amount):
      return [CategoryPortion(category: category, amount: amount)]
    case .food(let name, let quantity):
      return (try? libraryPortions(of: name, quantity: quantity, library: library)) ?? []
    case .freeText, .activity:
      return []
    }
  }

  private static func libraryPortions(
    of name: Name, quantity: Quantity?, library: FoodLibrary
  ) throws -> [CategoryPortion] {
    switch library.item(named: name) {
    case .food(let food):
      guard let category = food.category, let amount = try food.portions(in: quantity) else {
        return []
      }
      return [CategoryPortion(category: category, amount: tenth(amount))]
    case .recipe(let recipe):
      return try library.components(of: recipe, quantity: quantity).flatMap { component in
        try component.portions().map {
          CategoryPortion(category: $0.category, amount: tenth($0.amount))
        }
      }
    case nil:
      return []
    }
  }

  private static func tenth(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 1)
  }
}
