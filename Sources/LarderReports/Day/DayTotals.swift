public import LarderModel

/// What a day adds up to: nutrition of the food eaten, amounts per category, activity.
///
/// - Nutrition sums the entries that are not `+ ` components (a composite's own snapshot
///   already holds its components); a snapshot is authoritative, otherwise the library
///   resolves the food or recipe.
/// - Category amounts come from an entry's recorded portions when it has a snapshot, else from
///   its food's category and portion (recipes expanded into their components), each rounded to
///   0.1 as the portion system of seed 001 §6 prescribes. A composite with `+ ` components
///   counts through its components only, so nothing is counted twice. Category portion entries
///   count their own amount, with or without a snapshot; activity minutes count toward the
///   activity category.
public struct DayTotals: Hashable, Sendable {
  /// The sum of the nutrition of the non-component entries that could be resolved.
  public private(set) var nutrients = Nutrients.zero
  /// Category amounts by category key (`Name.key`).
  public private(set) var categoryAmounts: [String: Double] = [:]
  /// The number of meal entries that are not components.
  public private(set) var entryCount = 0
  /// Activity minutes logged.
  public private(set) var activityMinutes = 0.0
  /// Energy burned according to activity snapshots, in kcal.
  public private(set) var burnedKcal = 0.0
  /// Entries that could not be resolved, in file order.
  public private(set) var unresolved: [UnresolvedEntry] = []

  /// Adds up `day`; activity minutes count toward `activityCategory` when there is one.
  public init(day: Day, library: FoodLibrary, activityCategory: Name?) {
    for meal in day.meals {
      meal.forEachGroup { add($0, library: library, activityCategory: activityCategory) }
    }
    for entry in day.activity {
      addActivity(entry, library: library, activityCategory: activityCategory)
    }
  }

  /// Totals of nothing yet, for a reader that adds a day's groups one at a time, as
  /// `init(day:library:activityCategory:)` adds them: every group of the meal slots in file
  /// order, then every entry of `activity:`.
  public init() {}

  /// Adds one entry of `activity:`.
  public mutating func addActivity(_ entry: Entry, library: FoodLibrary, activityCategory: Name?) {
    if case .activity(_, let minutes) = entry.kind {
      addActivity(minutes: minutes, snapshot: entry.snapshot, to: activityCategory)
    } else {
      addCategories(of: entry, library: library)
    }
  }

  /// Adds up `day` with the library and activity category of `journal`.
  public init(day: Day, journal: Journal) {
    self.init(day: day, library: journal.library, activityCategory: journal.activityCategory?.name)
  }

  /// The amount logged toward `category` (0 when nothing was).
  public func amount(of category: Name) -> Double {
    categoryAmounts[category.key] ?? 0
  }

  private mutating func addActivity(minutes: Double, snapshot: Nutrients?, to category: Name?) {
    activityMinutes += minutes
    burnedKcal += snapshot?.kcal ?? 0
    if let category { addAmount(minutes, to: category) }
  }

  /// Adds one group of a meal slot.
  public mutating func add(_ group: EntryGroup, library: FoodLibrary, activityCategory: Name?) {
    if group.isOrphan {
      addCategories(of: group.entry, library: library)
      return
    }
    let entry = group.entry
    if case .activity(_, let minutes) = entry.kind {
      addActivity(minutes: minutes, snapshot: entry.snapshot, to: activityCategory)
      return
    }
    entryCount += 1
    do throws(LibraryError) {
      nutrients += try Self.nutrients(of: entry, library: library)
    } catch {
      unresolved.append(UnresolvedEntry(entry: entry, error: error))
    }
    if group.components.isEmpty {
      addCategories(of: entry, library: library)
    } else {
      for component in group.components { addCategories(of: component, library: library) }
    }
  }

  /// What the meal entries of `day` add up to, as `nutrients` and `entryCount` count them,
  /// without the category amounts and activity: all an energy balance needs of a day, at a
  /// fraction of the work over ten years of days. Entries that cannot be resolved add nothing.
  public static func eaten(in day: Day, library: FoodLibrary) -> (
    nutrients: Nutrients, entryCount: Int
  ) {
    var nutrients = Nutrients.zero
    var count = 0
    for meal in day.meals {
      for group in meal.groups where !group.isOrphan {
        if case .activity = group.entry.kind { continue }
        count += 1
        if let eaten = try? Self.nutrients(of: group.entry, library: library) { nutrients += eaten }
      }
    }
    return (nutrients, count)
  }

  /// An entry's nutrition: its snapshot, else what the library resolves it to.
  private static func nutrients(of entry: Entry, library: FoodLibrary) throws(LibraryError)
    -> Nutrients
  {
    if let snapshot = entry.snapshot { return snapshot }
    return try resolveNutrients(of: entry, library: library)
  }

  private static func resolveNutrients(
    of entry: Entry, library: FoodLibrary
  ) throws(LibraryError) -> Nutrients {
    switch entry.kind {
    case .food(let name, let quantity): try library.nutrients(of: name, quantity: quantity)
    case .freeText(let text, _): throw .unknownName(Name(text))
    case .portions, .activity: .zero
    }
  }

  private mutating func addCategories(of entry: Entry, library: FoodLibrary) {
    // A category entry is its own amount, snapshot or not.
    if case .portions(let category, let amount) = entry.kind {
      addAmount(amount, to: category)
      return
    }
    if entry.snapshot != nil {
      for portion in entry.portions ?? [] { addAmount(portion.amount, to: portion.category) }
      return
    }
    switch entry.kind {
    case .food(let name, let quantity):
      do throws(LibraryError) {
        for portion in try Self.libraryPortions(of: name, quantity: quantity, library: library) {
          addAmount(portion.amount, to: portion.category)
        }
      } catch {
        // The nutrition pass may already have reported this entry for the same cause.
        if unresolved.last?.entry != entry {
          unresolved.append(UnresolvedEntry(entry: entry, error: error))
        }
      }
    case .portions, .freeText, .activity:
      break
    }
  }

  private static func libraryPortions(
    of name: Name, quantity: Quantity?, library: FoodLibrary
  ) throws(LibraryError) -> [CategoryPortion] {
    switch library.item(named: name) {
    case .food(let food):
      let amount: Double?
      do { amount = try food.portions(in: quantity) } catch { throw .conversion(error) }
      guard let category = food.category, let amount else { return [] }
      return [CategoryPortion(category: category, amount: roundedToTenth(amount))]
    case .recipe(let recipe):
      var portions: [CategoryPortion] = []
      for component in try library.components(of: recipe, quantity: quantity) {
        let componentPortions: [CategoryPortion]
        do { componentPortions = try component.portions() } catch { throw .conversion(error) }
        for portion in componentPortions {
          portions.append(
            CategoryPortion(category: portion.category, amount: roundedToTenth(portion.amount)))
        }
      }
      return portions
    case nil:
      throw .unknownName(name)
    }
  }

  private static func roundedToTenth(_ value: Double) -> Double {
    DecimalText.rounded(value, fractionDigits: 1)
  }

  private mutating func addAmount(_ amount: Double, to category: Name) {
    categoryAmounts[category.key, default: 0] += amount
  }
}
