public import LarderModel

/// The lines of a day as `LoggedEntry` values, made one at a time from the day when read: a
/// day of a million lines held an array of them more than half a gigabyte long, two whole
/// entries a line. Each line keeps only where its entry stands and what ordering needs.
///
/// Lines come in the order of `LoggedEntry.entries(of:library:activityCategory:)`: meal slots
/// in file order, then activity.
public struct DayLines: RandomAccessCollection, Sendable {
  /// Where a line's entry stands in the day, and what needs the lines around it.
  private struct Place: Sendable {
    /// The index of the line's meal in `day.meals`, or -1 for activity.
    var meal: Int32
    /// The index of the entry in its meal's entries, or in `day.activity`.
    var entry: Int32
    /// The index of the group's first line; a line heads its group when it is its own.
    var group: Int32
    /// The effective time in minutes after midnight, or -1 when it is not known.
    var effectiveMinutes: Int16
    /// Whether the line heads a group that has `+ ` components below it.
    var hasComponents: Bool
  }

  /// The day the lines belong to.
  public let day: Day
  /// The library that resolves foods and recipes.
  public let library: FoodLibrary
  /// The category activity minutes count toward, if any.
  public let activityCategory: Name?
  private let places: [Place]

  /// The lines of `day`; activity minutes count toward `activityCategory` when there is one.
  public init(day: Day, library: FoodLibrary, activityCategory: Name?) {
    self.day = day
    self.library = library
    self.activityCategory = activityCategory
    var places: [Place] = []
    places.reserveCapacity(day.meals.reduce(day.activity.count) { $0 + $1.entries.count })
    for (mealIndex, meal) in day.meals.enumerated() {
      var lastTime: ClockTime?
      var groupHead = -1
      var headTime: ClockTime?
      for (entryIndex, entry) in meal.entries.enumerated() {
        // As `MealLog.groups` groups them: a `+ ` line joins the group above unless that
        // group is itself an orphan component.
        let joinsGroup =
          entry.isComponent && groupHead >= 0
          && !day.meals[mealIndex].entries[Int(places[groupHead].entry)].isComponent
        if joinsGroup {
          places[groupHead].hasComponents = true
        } else {
          groupHead = places.count
          headTime = entry.time
          lastTime = entry.time ?? lastTime
        }
        let isComponent = joinsGroup || entry.isComponent
        let time = entry.time ?? (isComponent ? headTime : nil) ?? lastTime
        places.append(
          Place(
            meal: Int32(mealIndex), entry: Int32(entryIndex), group: Int32(groupHead),
            effectiveMinutes: time.map { Int16($0.minutes) } ?? -1, hasComponents: false))
      }
    }
    var lastTime: ClockTime?
    for (entryIndex, entry) in day.activity.enumerated() {
      lastTime = entry.time ?? lastTime
      places.append(
        Place(
          meal: -1, entry: Int32(entryIndex), group: Int32(places.count),
          effectiveMinutes: lastTime.map { Int16($0.minutes) } ?? -1, hasComponents: false))
    }
    self.places = places
  }

  /// The first line's position, 0.
  public var startIndex: Int { 0 }
  /// The number of lines.
  public var endIndex: Int { places.count }

  /// The line at `position`, made from the day.
  public subscript(position: Int) -> LoggedEntry {
    let place = places[position]
    guard place.meal >= 0 else { return activityLine(at: position, place) }
    let meal = day.meals[Int(place.meal)]
    let entry = meal.entries[Int(place.entry)]
    let group = Int(place.group)
    let isHead = group == position
    let head = isHead ? entry : meal.entries[Int(places[group].entry)]
    let isComponent = !isHead || entry.isComponent
    var line = LoggedEntry(
      place: .meal(meal.slot), entry: entry, composite: isHead ? nil : head,
      position: position, group: group, nutrients: nil, countsTowardTotals: false, portions: [],
      effectiveTime: effectiveTime(at: position))
    if !head.isComponent, case .activity(_, let minutes) = head.kind {
      // An activity in a slot counts as activity; lines below it add nothing.
      line.nutrients = entry.snapshot
      if isHead { line.portions = LoggedEntry.activityPortions(minutes, activityCategory) }
    } else {
      line.nutrients = LoggedEntry.nutrients(of: entry, library: library)
      line.countsTowardTotals = !isComponent
      line.portions =
        !isComponent && place.hasComponents
        ? [] : LoggedEntry.categoryPortions(of: entry, library: library)
    }
    return line
  }

  /// The index of the first line of the group of the line at `position`: a composite and its
  /// components share one.
  public func group(at position: Int) -> Int {
    Int(places[position].group)
  }

  /// When the line at `position` was eaten, as `LoggedEntry.effectiveTime` tells it.
  public func effectiveTime(at position: Int) -> ClockTime? {
    let minutes = places[position].effectiveMinutes
    return minutes < 0 ? nil : ClockTime(minutes: Int(minutes))
  }

  /// Whether the line at `position` is an activity, as `LoggedEntry.isActivity` tells it.
  public func isActivity(at position: Int) -> Bool {
    let place = places[position]
    guard place.meal >= 0 else { return true }
    if case .activity = day.meals[Int(place.meal)].entries[Int(place.entry)].kind { return true }
    return false
  }

  /// The lines most recent first, as `LoggedEntry.mostRecentFirstOrder` orders them, read
  /// from the places alone.
  public func mostRecentFirstOrder(boundary: DayBoundary) -> [Int] {
    LoggedEntry.mostRecentFirstOrder(
      count: count, group: group(at:), effectiveTime: effectiveTime(at:), boundary: boundary)
  }

  private func activityLine(at position: Int, _ place: Place) -> LoggedEntry {
    let entry = day.activity[Int(place.entry)]
    var line = LoggedEntry(
      place: .activity, entry: entry, position: position, group: position,
      nutrients: entry.snapshot, countsTowardTotals: false, portions: [],
      effectiveTime: effectiveTime(at: position))
    if case .activity(_, let minutes) = entry.kind {
      line.portions = LoggedEntry.activityPortions(minutes, activityCategory)
    } else {
      line.portions = LoggedEntry.categoryPortions(of: entry, library: library)
    }
    return line
  }
}
