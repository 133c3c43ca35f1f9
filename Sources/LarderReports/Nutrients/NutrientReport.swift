public import LarderModel

/// Every nutrient of the table eaten over a period: the amount, how many entries did not give
/// it, the average per logged day against the person's target, and the days above the upper
/// level.
///
/// ```
/// Iron        9.4 mg   52 % of 18 mg (RDA)    2 of 14 entries unknown
/// Sodium    2,940 mg  196 % of 1,500 mg (AI)  above the CDRR of 2,300 mg
/// ```
///
/// An entry counts when it is a meal entry that is not a `+ ` component (as `DayTotals`
/// counts). Its snapshot gives the nutrients it names; every other nutrient comes from the
/// library as it is today, scaled to the amount logged (FORMAT.md §3.3). A nutrient that
/// neither gives is unknown for that entry: it adds nothing and is counted as unknown, never
/// as zero.
public struct NutrientReport: Hashable, Sendable {
  /// One nutrient over the period.
  public struct Line: Hashable, Sendable {
    /// The nutrient.
    public var nutrient: Nutrient
    /// The sum over the period of what the entries gave, in the nutrient's unit.
    public var total: Double
    /// How many of the period's entries gave no value for the nutrient.
    public var unknownEntries: Int
    /// The average per logged day; `nil` when no day is logged.
    public var averagePerDay: Double?
    /// The target in force on the period's last day, if any.
    public var target: NutrientTarget?
    /// How many logged days went above the upper level.
    public var daysAboveUpper: Int

    /// The average per logged day as a share of the recommended amount (1 is 100 %).
    public var shareOfTarget: Double? {
      guard let averagePerDay, let amount = target?.amount, amount > 0 else { return nil }
      return averagePerDay / amount
    }

    /// Whether the average per logged day is above the upper level.
    public var isAboveUpper: Bool {
      guard let averagePerDay, let upper = target?.upper else { return false }
      return averagePerDay > upper
    }
  }

  /// A food's share of one nutrient over the period.
  public struct Contribution: Hashable, Sendable {
    /// The food, recipe or free text as the entries name it.
    public var what: String
    /// The amount it gave, in the nutrient's unit.
    public var amount: Double
    /// How many entries it was logged in.
    public var entries: Int
  }

  /// The first day of the period.
  public let from: CalendarDate
  /// The last day of the period.
  public let to: CalendarDate
  /// The days of the period with at least one counted entry.
  public let loggedDays: Int
  /// The entries counted.
  public let entryCount: Int
  /// Entries whose nutrition could not be worked out at all (an unknown food): every
  /// nutrient counts them as unknown, as it counts category portions (`vegetables 1 portion`).
  public let unresolvedEntries: Int
  /// One line per nutrient, in the order of the table.
  public let lines: [Line]
  /// The foods that gave the most of `topNutrient`, most first.
  public let top: [Contribution]
  /// The nutrient `top` ranks by, if one was asked for.
  public let topNutrient: Nutrient?

  /// Adds up the meal entries of the days `from...to` found in `days` with `library`;
  /// `targets` gives the targets in force on a date; `top` names the nutrient whose largest
  /// sources to list (at most `topCount`).
  public init(
    days: [CalendarDate: Day], from: CalendarDate, to: CalendarDate, library: FoodLibrary,
    targets: (CalendarDate) -> [Nutrient: NutrientTarget], top: Nutrient? = nil,
    topCount: Int = 10
  ) {
    self.from = from
    self.to = to
    let count = Nutrient.allCases.count
    var totals = [Double](repeating: 0, count: count)
    var known = [Int](repeating: 0, count: count)
    var aboveUpper = [Int](repeating: 0, count: count)
    var entries = 0
    var unresolved = 0
    var logged = 0
    var contributions: [String: Contribution] = [:]
    for offset in 0...max(0, from.days(to: to)) {
      guard let day = days[from.adding(days: offset)] else { continue }
      var dayTotals = [Double](repeating: 0, count: count)
      var dayEntries = 0
      for meal in day.meals {
        for group in meal.groups where !group.isOrphan {
          if case .activity = group.entry.kind { continue }
          dayEntries += 1
          guard let nutrients = Self.nutrients(of: group.entry, library: library) else {
            // Category portions give no nutrition to know: unknown, but not a failure.
            if case .portions = group.entry.kind { continue }
            unresolved += 1
            continue
          }
          for nutrient in Nutrient.allCases {
            guard let value = nutrients[nutrient] else { continue }
            dayTotals[nutrient.rawValue] += value
            known[nutrient.rawValue] += 1
          }
          if let top, let value = nutrients[top] {
            let key = Name.normalized(group.entry.what)
            var contribution =
              contributions[key] ?? Contribution(what: group.entry.what, amount: 0, entries: 0)
            contribution.amount += value
            contribution.entries += 1
            contributions[key] = contribution
          }
        }
      }
      guard dayEntries > 0 else { continue }
      entries += dayEntries
      logged += 1
      let dayTargets = targets(day.date)
      for nutrient in Nutrient.allCases {
        totals[nutrient.rawValue] += dayTotals[nutrient.rawValue]
        if let upper = dayTargets[nutrient]?.upper, dayTotals[nutrient.rawValue] > upper {
          aboveUpper[nutrient.rawValue] += 1
        }
      }
    }
    let periodTargets = targets(to)
    loggedDays = logged
    entryCount = entries
    unresolvedEntries = unresolved
    lines = Nutrient.allCases.map { nutrient in
      Line(
        nutrient: nutrient, total: totals[nutrient.rawValue],
        unknownEntries: entries - known[nutrient.rawValue],
        averagePerDay: logged > 0 ? totals[nutrient.rawValue] / Double(logged) : nil,
        target: periodTargets[nutrient], daysAboveUpper: aboveUpper[nutrient.rawValue])
    }
    topNutrient = top
    self.top = Array(
      contributions.values.filter { $0.amount > 0 }
        .sorted { ($0.amount, $1.what) > ($1.amount, $0.what) }
        .prefix(topCount))
  }

  /// The line of `nutrient`.
  public func line(_ nutrient: Nutrient) -> Line { lines[nutrient.rawValue] }

  /// The nutrition an entry gives: its snapshot's nutrients, each one it does not name taken
  /// from the library's food or recipe scaled to the amount; `nil` when neither is there.
  public static func nutrients(of entry: Entry, library: FoodLibrary) -> Nutrients? {
    var fromLibrary: Nutrients?
    switch entry.kind {
    case .food(let name, let quantity):
      fromLibrary = try? library.nutrients(of: name, quantity: quantity)
    case .freeText, .portions, .activity:
      fromLibrary = nil
    }
    guard let snapshot = entry.snapshot else { return fromLibrary }
    return fromLibrary.map { snapshot.fillingUnknown(from: $0) } ?? snapshot
  }
}
