public import LarderModel

/// Every meal entry that matches a search (`larder search`, seed 002 user story 10), newest
/// first, with a summary: "eaten on 14 days, last on 3 Nov".
///
/// An entry matches when the folded query (case, accents and runs of white space ignored) is
/// part of its food, recipe or category name as written, of another name or alias of the
/// library item it names (`oats` is found by `porridge` when both name one food), of its free
/// text, or of its comment. Components of a recipe eaten are searched too; activity is not.
public struct SearchReport: Hashable, Sendable {
  /// One entry found.
  public struct Match: Hashable, Sendable {
    /// Where the query was found.
    public enum Field: String, Hashable, Sendable, CaseIterable {
      /// The food, recipe or category name as written in the entry.
      case name
      /// Another name or an alias of the library item the entry names.
      case alias
      /// The entry's free text.
      case freeText
      /// The entry's comment.
      case comment
    }

    /// The journal day.
    public var date: CalendarDate
    /// The meal slot as written in the day file.
    public var meal: Name
    /// The entry as logged.
    public var entry: Entry
    /// For a `+ ` component, the composite entry it belongs to.
    public var composite: Entry?
    /// The library item's own name, when the entry names it differently (by an alias).
    public var libraryName: Name?
    /// The name or alias of the library item that holds the query, when the entry matched
    /// by alias only: `porridge oats` for an entry of `oatmeal, dry` found by `porridge`.
    public var matchedAlias: Name?
    /// The entry's amount with its unit; `nil` for one serving.
    public var quantity: Quantity?
    /// Energy in kcal from the snapshot or the library; `nil` when it cannot be resolved.
    public var kcal: Double?
    /// Where the query was found, in the order of `Field.allCases`.
    public var fields: [Field]
    /// The entry's REF on its day (`3f2a`, `3f2a-2`), as `larder day` shows it, when the
    /// reader of the day file gave one.
    public var reference: String?
  }

  /// The query answered.
  public var query: SearchQuery
  /// The matches, newest first: by day, then by time of day, components after their
  /// composite; at most `query.limit` of them.
  public var matches: [Match]
  /// How many entries match in all, beyond the limit too.
  public var matchCount: Int
  /// On how many days a match was eaten.
  public var dayCount: Int
  /// The most recent day with a match.
  public var lastDate: CalendarDate?
  /// The earliest day with a match.
  public var firstDate: CalendarDate?
  /// Library names the query may have been meant to be, when nothing matches.
  public var suggestions: [Name]

  /// Searches the days of `journal` for `query`.
  public init(query: SearchQuery, journal: Journal) {
    self.query = query
    let needle = SearchKeyPattern(query.key)
    let aliases = needle.map { SearchReport.matchingLibraryNames($0, journal.library) } ?? [:]
    var found: [(match: Match, minute: Int, order: Int)] = []
    if let needle {
      for (date, day) in journal.days where query.includes(date) {
        var order = 0
        var minute = -1
        for meal in day.meals where query.meal.map({ $0 == meal.slot }) ?? true {
          // The entry a `+ ` component belongs to: the nearest one above it that is not one.
          var composite: Entry?
          for entry in meal.entries {
            order += 1
            if !entry.isComponent { composite = entry }
            if let time = entry.time {
              minute = journal.settings.dayBoundary.minutesIntoDay(time)
            }
            let fields = SearchReport.fields(of: entry, needle: needle, aliases: aliases)
            guard !fields.isEmpty else { continue }
            let match = Match(
              date: date, meal: meal.slot, entry: entry,
              composite: entry.isComponent ? composite : nil,
              libraryName: SearchReport.libraryName(of: entry, in: journal.library),
              matchedAlias: fields.contains(.alias) ? SearchReport.alias(of: entry, aliases) : nil,
              quantity: SearchReport.quantity(of: entry, journal: journal),
              kcal: SearchReport.kcal(of: entry, library: journal.library), fields: fields)
            found.append((match, minute, order))
          }
        }
      }
    }
    found.sort { lhs, rhs in
      if lhs.match.date != rhs.match.date { return lhs.match.date > rhs.match.date }
      if lhs.minute != rhs.minute { return lhs.minute > rhs.minute }
      return lhs.order < rhs.order
    }
    matchCount = found.count
    matches = found.prefix(query.limit ?? found.count).map(\.match)
    let dates = Set(found.map(\.match.date))
    dayCount = dates.count
    lastDate = dates.max()
    firstDate = dates.min()
    suggestions =
      found.isEmpty ? SearchReport.suggestions(for: query, library: journal.library) : []
  }

  /// The library names shown when nothing matches `query`: those it was probably meant to be.
  public static func suggestions(for query: SearchQuery, library: FoodLibrary) -> [Name] {
    library.suggestions(for: query.text, limit: 3)
  }

  /// The same names from `items`, each a food or recipe as its name followed by its aliases.
  public static func suggestions(for query: SearchQuery, among items: [[Name]]) -> [Name] {
    FoodLibrary.suggestions(for: query.text, among: items, limit: 3)
  }

  /// Folded texts of which every matching entry holds at least one in its name, free text or
  /// comment: the query, and each name and alias of the library items that have a matching
  /// name or alias, leaving out those that hold another clue (most hold the query). Text
  /// folded as `Name.searchKey` folds it that holds none of them has no match, so a search
  /// can pass over a day file, or an entry, without reading it.
  public static func clues(for query: SearchQuery, library: FoodLibrary) -> Set<String> {
    guard let needle = SearchKeyPattern(query.key) else { return [] }
    var clues: Set<String> = [query.key]
    for key in matchingLibraryNames(needle, library).keys { clues.insert(Name.searchKey(key)) }
    // Shortest first, so that a clue is left out when it holds one kept before it.
    var kept: [String] = []
    for clue in clues.sorted(by: { ($0.utf8.count, $0) < ($1.utf8.count, $1) })
    where !kept.contains(where: { isPart($0, of: clue) }) {
      kept.append(clue)
    }
    return Set(kept)
  }

  /// For each name and alias (by key) of the library items that have a name or alias holding
  /// the query, that matching name or alias: an entry naming one of them matches by alias.
  /// Whether the bytes of `part` are among those of `text`.
  private static func isPart(_ part: String, of text: String) -> Bool {
    let text = Array(text.utf8)
    return text.indices.contains { text[$0...].starts(with: part.utf8) }
  }

  private static func matchingLibraryNames(_ needle: SearchKeyPattern, _ library: FoodLibrary)
    -> [String: Name]
  {
    var names: [String: Name] = [:]
    func consider(_ name: Name, _ aliases: [Name]) {
      guard let matched = ([name] + aliases).first(where: { needle.isFound(in: $0.key) }) else {
        return
      }
      names[name.key] = matched
      for alias in aliases { names[alias.key] = matched }
    }
    for food in library.foods { consider(food.name, food.aliases) }
    for recipe in library.recipes { consider(recipe.name, recipe.aliases) }
    return names
  }

  private static func alias(of entry: Entry, _ aliases: [String: Name]) -> Name? {
    guard case .food(let name, _) = entry.kind else { return nil }
    return aliases[name.key]
  }

  private static func fields(
    of entry: Entry, needle: SearchKeyPattern, aliases: [String: Name]
  )
    -> [Match.Field]
  {
    var fields: [Match.Field] = []
    switch entry.kind {
    case .food(let name, _):
      if needle.isFound(in: name.key) {
        fields.append(.name)
      } else if aliases[name.key] != nil {
        fields.append(.alias)
      }
    case .portions(let category, _):
      if needle.isFound(in: category.key) { fields.append(.name) }
    case .freeText(let text, _):
      if needle.isFound(in: text) { fields.append(.freeText) }
    case .activity:
      return []
    }
    if let comment = entry.comment, needle.isFound(in: comment) { fields.append(.comment) }
    return fields
  }

  private static func libraryName(of entry: Entry, in library: FoodLibrary) -> Name? {
    guard case .food(let name, _) = entry.kind, let item = library.item(named: name),
      item.name != name
    else { return nil }
    return item.name
  }

  private static func quantity(of entry: Entry, journal: Journal) -> Quantity? {
    switch entry.kind {
    case .food(_, let quantity), .freeText(_, let quantity):
      return quantity
    case .portions(let category, let amount):
      let symbol = journal.category(named: category)?.unit.symbol ?? "portions"
      return Quantity(amount, .category(Name(symbol)))
    case .activity(_, let minutes):
      return Quantity(minutes, .category("min"))
    }
  }

  private static func kcal(of entry: Entry, library: FoodLibrary) -> Double? {
    if let snapshot = entry.snapshot { return snapshot.kcal }
    guard case .food(let name, let quantity) = entry.kind else { return nil }
    return try? library.nutrients(of: name, quantity: quantity).kcal
  }
}
