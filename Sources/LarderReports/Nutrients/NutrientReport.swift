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
/// Entries count as `NutrientTally` counts them. An entry's snapshot gives the nutrients it names; every other nutrient comes from the
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
    var tally = NutrientTally()
    var aboveUpper = [Int](repeating: 0, count: Nutrient.allCases.count)
    var logged = 0
    var contributions: [String: Contribution] = [:]
    for offset in 0...max(0, from.days(to: to)) {
      guard let day = days[from.adding(days: offset)] else { continue }
      var dayTally = NutrientTally()
      for meal in day.meals {
        for group in meal.groups {
          guard let nutrients = dayTally.add(group, library: library) else { continue }
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
      guard dayTally.entryCount > 0 else { continue }
      tally.merge(dayTally)
      logged += 1
      let dayTargets = targets(day.date)
      for nutrient in Nutrient.allCases {
        if let upper = dayTargets[nutrient]?.upper, dayTally.total(nutrient) > upper {
          aboveUpper[nutrient.rawValue] += 1
        }
      }
    }
    let periodTargets = targets(to)
    loggedDays = logged
    entryCount = tally.entryCount
    unresolvedEntries = tally.unresolvedCount
    lines = Nutrient.allCases.map { nutrient in
      Line(
        nutrient: nutrient, total: tally.total(nutrient),
        unknownEntries: tally.unknownEntries(nutrient),
        averagePerDay: logged > 0 ? tally.total(nutrient) / Double(logged) : nil,
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
  /// from the library's food or recipe scaled to the amount; `nil` when neither is there. A
  /// recipe gives a nutrient only when every one of its components does: a sum of what some
  /// ingredients give is not the recipe's amount.
  public static func nutrients(of entry: Entry, library: FoodLibrary) -> Nutrients? {
    var fromLibrary: Nutrients?
    switch entry.kind {
    case .food(let name, let quantity):
      if let recipe = library.recipe(named: name) {
        fromLibrary = (try? library.components(of: recipe, quantity: quantity))
          .map { sumKnownInAll($0.map(\.nutrients)) }
      } else {
        fromLibrary = try? library.nutrients(of: name, quantity: quantity)
      }
    case .freeText, .portions, .activity:
      fromLibrary = nil
    }
    guard let snapshot = entry.snapshot else { return fromLibrary }
    return fromLibrary.map { snapshot.fillingUnknown(from: $0) } ?? snapshot
  }

  /// The sum of `parts`, each nutrient beyond energy and the macros known only when every
  /// part gives it.
  static func sumKnownInAll(_ parts: [Nutrients]) -> Nutrients {
    guard var total = parts.first else { return .zero }
    for part in parts.dropFirst() {
      for nutrient in Nutrient.allCases {
        if nutrient.rawValue <= Nutrient.fat.rawValue {
          total[nutrient] = (total[nutrient] ?? 0) + (part[nutrient] ?? 0)
        } else {
          total[nutrient] = total[nutrient].flatMap { sum in part[nutrient].map { sum + $0 } }
        }
      }
    }
    return total
  }
}
