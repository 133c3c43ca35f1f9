public import LarderModel

/// The lines of a day as `LoggedEntry` values, made one at a time when read: a day of a
/// million lines held an array of them more than half a gigabyte long, two whole entries a
/// line. Each line keeps only its place among the others, what ordering needs and what the
/// entry list shows (`Summary`); its entry comes back from `entry(at:)` when the whole line is
/// asked for: from a `Day`, or from a day file read again.
///
/// Lines come in the order of `LoggedEntry.entries(of:library:activityCategory:)`: meal slots
/// in file order, then activity.
public struct DayLines: RandomAccessCollection, Sendable {
  /// What the entry list of `larder day` shows of a line, kept so that showing it needs no
  /// entry.
  public struct Summary: Sendable {
    /// The meal slot's name as the day names it, or `nil` under `activity:`.
    public let slot: Name?
    /// The time written on the line itself.
    public let time: ClockTime?
    /// Whether the line is written as a `+ ` component.
    public let isComponent: Bool
    /// Whether the line belongs to a composite above it (`LoggedEntry.composite != nil`).
    public let hasComposite: Bool
    /// As `LoggedEntry.isActivity`.
    public let isActivity: Bool
    /// The energy of `LoggedEntry.nutrients`, if they are known.
    public let kcal: Double?
    /// As `LoggedEntry.countsTowardTotals`.
    public let countsTowardTotals: Bool
  }

  /// Where a line stands among the others, and its summary, in 24 bytes.
  fileprivate struct Place: Sendable {
    /// The index of the line's slot in `slots`, or -1 for activity.
    var slot: Int32
    /// The index of the group's first line; a line heads its group when it is its own.
    var group: Int32
    /// The effective time in minutes after midnight, or -1 when it is not known.
    var effectiveMinutes: Int16
    /// The line's own time in minutes after midnight, or -1 when it has none.
    var minutes: Int16
    var flags: Flags
    /// The energy of the line's nutrients, or NaN when they are not known.
    var kcal: Double
  }

  fileprivate struct Flags: OptionSet, Sendable {
    let rawValue: UInt8
    /// The line heads a group with `+ ` components below it.
    static let hasComponents = Flags(rawValue: 1)
    static let isComponent = Flags(rawValue: 2)
    static let isActivity = Flags(rawValue: 4)
    static let countsTowardTotals = Flags(rawValue: 8)
    /// The line's group is headed by an activity that is not a component.
    static let inActivityGroup = Flags(rawValue: 16)
  }

  /// Gathers the lines of a day handed over one at a time, in the order of `DayLines`.
  public struct Builder: Sendable {
    private let library: FoodLibrary
    private let activityCategory: Name?
    fileprivate var places: [Place] = []
    fileprivate var slots: [Name] = []
    // The slot being read: its last time and the group being gathered, by the position of
    // its first line (-1 before the slot's first line).
    private var lastTime: ClockTime?
    private var groupHead = -1
    private var headTime: ClockTime?
    private var activityLastTime: ClockTime?

    /// A builder for a day read against `library`; activity minutes count toward
    /// `activityCategory` when there is one.
    public init(library: FoodLibrary, activityCategory: Name?) {
      self.library = library
      self.activityCategory = activityCategory
    }

    /// Makes room for `count` lines.
    public mutating func reserveCapacity(_ count: Int) {
      places.reserveCapacity(count)
    }

    /// Starts the next meal slot of the day file, named as the day names it.
    public mutating func startSlot(_ slot: Name) {
      slots.append(slot)
      lastTime = nil
      groupHead = -1
      headTime = nil
    }

    /// The next entry of the slot started last.
    public mutating func addMealEntry(_ entry: Entry) {
      let joinsGroup = EntryGrouper.joins(
        entry, headIsComponent: groupHead < 0 ? nil : places[groupHead].flags.contains(.isComponent)
      )
      var flags: Flags = []
      if joinsGroup {
        places[groupHead].flags.insert(.hasComponents)
      } else {
        groupHead = places.count
        headTime = entry.time
        lastTime = entry.time ?? lastTime
        if !entry.isComponent, case .activity = entry.kind { flags.insert(.inActivityGroup) }
      }
      if joinsGroup, places[groupHead].flags.contains(.inActivityGroup) {
        flags.insert(.inActivityGroup)
      }
      let isComponent = joinsGroup || entry.isComponent
      let time = entry.time ?? (isComponent ? headTime : nil) ?? lastTime
      if entry.isComponent { flags.insert(.isComponent) }
      if case .activity = entry.kind { flags.insert(.isActivity) }
      let nutrients: Nutrients?
      if flags.contains(.inActivityGroup) {
        nutrients = entry.snapshot
      } else {
        nutrients = LoggedEntry.nutrients(of: entry, library: library)
        if !isComponent { flags.insert(.countsTowardTotals) }
      }
      places.append(
        Place(
          slot: Int32(slots.count - 1), group: Int32(groupHead),
          effectiveMinutes: Self.minutes(time), minutes: Self.minutes(entry.time), flags: flags,
          kcal: nutrients?.kcal ?? .nan))
    }

    /// The next entry of `activity:`, once every meal entry is in.
    public mutating func addActivityEntry(_ entry: Entry) {
      activityLastTime = entry.time ?? activityLastTime
      var flags: Flags = [.isActivity]
      if entry.isComponent { flags.insert(.isComponent) }
      places.append(
        Place(
          slot: -1, group: Int32(places.count), effectiveMinutes: Self.minutes(activityLastTime),
          minutes: Self.minutes(entry.time), flags: flags, kcal: entry.snapshot?.kcal ?? .nan))
    }

    /// The lines gathered; `entry` gives back the entry of a line by its position.
    public func lines(entry: @escaping @Sendable (Int) -> Entry) -> DayLines {
      DayLines(
        library: library, activityCategory: activityCategory, slots: slots, places: places,
        entry: entry)
    }

    private static func minutes(_ time: ClockTime?) -> Int16 {
      time.map { Int16($0.minutes) } ?? -1
    }
  }

  /// The library that resolves foods and recipes.
  public let library: FoodLibrary
  /// The category activity minutes count toward, if any.
  public let activityCategory: Name?
  private let slots: [Name]
  private let places: [Place]
  private let entry: @Sendable (Int) -> Entry

  private init(
    library: FoodLibrary, activityCategory: Name?, slots: [Name], places: [Place],
    entry: @escaping @Sendable (Int) -> Entry
  ) {
    self.library = library
    self.activityCategory = activityCategory
    self.slots = slots
    self.places = places
    self.entry = entry
  }

  /// The lines of `day`; activity minutes count toward `activityCategory` when there is one.
  public init(day: Day, library: FoodLibrary, activityCategory: Name?) {
    var builder = Builder(library: library, activityCategory: activityCategory)
    // Where each meal's lines start, to find a line's entry again.
    var starts: [Int] = []
    var count = 0
    for meal in day.meals {
      starts.append(count)
      builder.startSlot(meal.slot)
      for entry in meal.entries { builder.addMealEntry(entry) }
      count += meal.entries.count
    }
    for entry in day.activity { builder.addActivityEntry(entry) }
    let mealLines = count
    self = builder.lines { [starts] position in
      guard position < mealLines else { return day.activity[position - mealLines] }
      // The last meal that starts at or before the line: meals may hold no entries.
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= position { low = middle } else { high = middle - 1 }
      }
      return day.meals[low].entries[position - starts[low]]
    }
  }

  /// The first line's position, 0.
  public var startIndex: Int { 0 }
  /// The number of lines.
  public var endIndex: Int { places.count }

  /// The line at `position`, made from its entry.
  public subscript(position: Int) -> LoggedEntry {
    let place = places[position]
    let entry = entry(position)
    let group = Int(place.group)
    let isHead = group == position
    var line = LoggedEntry(
      place: place.slot < 0 ? .activity : .meal(slots[Int(place.slot)]), entry: entry,
      composite: isHead || place.slot < 0 ? nil : self.entry(group), position: position,
      group: group, nutrients: nil, countsTowardTotals: false, portions: [],
      effectiveTime: effectiveTime(at: position))
    if place.slot < 0 {
      line.nutrients = entry.snapshot
      if case .activity(_, let minutes) = entry.kind {
        line.portions = LoggedEntry.activityPortions(minutes, activityCategory)
      } else {
        line.portions = LoggedEntry.categoryPortions(of: entry, library: library)
      }
    } else if place.flags.contains(.inActivityGroup) {
      // An activity in a slot counts as activity; lines below it add nothing.
      line.nutrients = entry.snapshot
      if isHead, case .activity(_, let minutes) = entry.kind {
        line.portions = LoggedEntry.activityPortions(minutes, activityCategory)
      }
    } else {
      let isComponent = !isHead || entry.isComponent
      line.nutrients = LoggedEntry.nutrients(of: entry, library: library)
      line.countsTowardTotals = !isComponent
      line.portions =
        !isComponent && place.flags.contains(.hasComponents)
        ? [] : LoggedEntry.categoryPortions(of: entry, library: library)
    }
    return line
  }

  /// What the entry list shows of the line at `position`, without making the line.
  public func summary(at position: Int) -> Summary {
    let place = places[position]
    return Summary(
      slot: place.slot < 0 ? nil : slots[Int(place.slot)],
      time: place.minutes < 0 ? nil : ClockTime(minutes: Int(place.minutes)),
      isComponent: place.flags.contains(.isComponent),
      hasComposite: place.slot >= 0 && Int(place.group) != position,
      isActivity: place.slot < 0 || place.flags.contains(.isActivity),
      kcal: place.kcal.isNaN ? nil : place.kcal,
      countsTowardTotals: place.flags.contains(.countsTowardTotals))
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
    summary(at: position).isActivity
  }

  /// The lines most recent first, as `LoggedEntry.mostRecentFirstOrder` orders them, read
  /// from the places alone.
  public func mostRecentFirstOrder(boundary: DayBoundary) -> [Int] {
    LoggedEntry.mostRecentFirstOrder(
      count: count, group: group(at:), effectiveTime: effectiveTime(at:), boundary: boundary)
  }
}
