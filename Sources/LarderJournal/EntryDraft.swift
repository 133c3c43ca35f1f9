public import LarderModel
import LarderSyntax

/// An entry about to be logged: the words of `larder add` resolved against the library and
/// the categories, with the snapshot and category portions that will be written with it.
///
/// ```
/// larder add …                  line written
/// chicken breast 150 g          chicken breast 150 g = 248 kcal 46.5p 0c 5.4f; protein sources 1.3
/// 2 eggs                        eggs 2 medium = 126 kcal 11.1p 0.6c 8.4f; protein sources 0.7
/// vegetables 1.5                vegetables 1.5 portions
/// curry 850 kcal 30p 90c 38f    curry 1 serving = 850 kcal 30p 90c 38f
/// running 35 min                running 35 min              (under activity:)
/// overnight oats                overnight oats 1 serving = …, then its + lines
/// ```
///
/// Lines Larder writes always read `what amount unit`, so they read back the same whatever the
/// library learns later. A count without a unit (`2 eggs`, `banana`) takes the food's `piece`
/// measure, else its `medium` measure, else servings.
public struct EntryDraft: Hashable, Sendable {
  /// What the entry records.
  public enum Kind: Hashable, Sendable {
    /// A library food.
    case food
    /// A library recipe: the entry is a composite with `+` component lines.
    case recipe
    /// Category portions logged directly.
    case portions
    /// Free text with explicit nutrition.
    case freeText
    /// Activity minutes, written under `activity:`.
    case activity
  }

  /// What the entry records.
  public var kind: Kind
  /// What was eaten or done, as typed (blanks folded), or the category's name.
  public var what: String
  /// The amount.
  public var amount: Double
  /// The amount as written: `150`, `1/2`.
  public var amountText: String
  /// The unit as written: `g`, `slices`, `portions`, `serving`.
  public var unit: String
  /// The nutrition as written in the snapshot (energy burned, for activity); `nil` when the
  /// line has no snapshot.
  public var nutrients: Nutrients?
  /// The snapshot's nutrient list as written: `248 kcal 46.5p 0c 5.4f`.
  public var nutrientText: String?
  /// The category amounts written with the snapshot.
  public var portions: [CategoryPortion]
  /// A recipe's components, each written on a `+` line below the entry.
  public var components: [EntryDraft]
  /// A time typed before the words (`larder add 07:40 oatmeal 60 g`).
  public var time: ClockTime?

  /// The most energy one entry may hold; more is almost certainly a typo.
  public static let maximumKcal = 10_000.0

  /// `what amount unit`: `chicken breast 150 g`.
  public var head: String { "\(what) \(amountText) \(unit)" }

  /// The snapshot as written after ` = `, portions included; `nil` without one.
  public var snapshot: String? {
    guard let nutrientText else { return nil }
    guard !portions.isEmpty else { return nutrientText }
    return nutrientText + "; "
      + portions.map { "\($0.category.text) \(Self.spelling($0.amount, digits: 1))" }
      .joined(separator: ", ")
  }

  /// The lines to write: the entry (with `time` and `note`), then a recipe's components.
  public func lines(time: ClockTime?, note: String?) -> [DayFileEditor.EntryLine] {
    let prefix = time.map { "\($0) " } ?? ""
    var lines = [DayFileEditor.EntryLine(head: prefix + head, snapshot: snapshot, comment: note)]
    for component in components {
      lines.append(
        DayFileEditor.EntryLine(head: "+ " + component.head, snapshot: component.snapshot))
    }
    return lines
  }
}

extension EntryDraft {
  /// Resolves the words of `larder add` against `journal`'s library and categories.
  ///
  /// Explicit nutrition may follow the words (`850 kcal 30p 90c 38f`, or after ` = `, with
  /// portions). Refuses, with a message and a hint, an unknown food (naming the closest
  /// foods and categories), a unit the food lacks (naming its measures), a zero or negative
  /// amount, a category amount off its 0.1 steps, and more than 10,000 kcal.
  public init(words: [String], journal: Journal) throws(LogError) {
    let (syntax, head) = try Self.parsedHead(words)
    let snapshot = try Self.splitNutrition(Self.tokens(words)).1
    var parts = Self.words(of: syntax, in: head, journal: journal)
    if Self.amountEndsAName(syntax, head: head, arguments: words) {
      let name = Self.text(syntax.what.lowerBound..<head.utf8.count, in: head)
      parts = Words(what: Self.folded(name), amount: nil, amountText: nil, unit: nil)
    }
    self = try Self.resolve(parts, syntax: syntax, snapshot: snapshot, journal: journal)
  }

  /// The names the library must define for `words` to resolve as they would with the whole
  /// library (see `LibraryExcerpt`): what the words name and, with the amount first, the
  /// words after the one or two that may be a unit.
  public static func libraryNames(in words: [String]) -> Set<String> {
    guard let (syntax, head) = try? parsedHead(words) else { return [] }
    let what = text(syntax.what, in: head).split(whereSeparator: { $0 == " " || $0 == "\t" })
    var names: Set<String> = []
    for dropped in 0...(syntax.amountPlacement == .leading ? 2 : 0) where what.count > dropped {
      names.insert(Name.normalized(what.dropFirst(dropped).joined(separator: " ")))
    }
    return names
  }

  /// The time typed before the words (`07:40 oatmeal 60 g`), if any.
  public static func typedTime(in words: [String]) -> ClockTime? {
    guard let (syntax, _) = try? parsedHead(words) else { return nil }
    return syntax.time.flatMap { ClockTime(minutes: $0.minutes) }
  }

  /// The words split at blanks, as people type them made into the words of a line
  /// (`typed`).
  private static func tokens(_ words: [String]) -> [String] {
    typed(words.flatMap(split))
  }

  /// The entry the words before any nutrition make, and its text.
  private static func parsedHead(_ words: [String]) throws(LogError) -> (EntrySyntax, String) {
    let tokens = tokens(words)
    guard !tokens.isEmpty else {
      throw LogError(
        "nothing to add", hint: "Name a food and its amount: `larder add chicken breast 150 g`.")
    }
    if let negative = tokens.first(where: Self.isNegativeNumber) {
      throw LogError(
        "amount \"\(negative)\" must be more than zero",
        hint: "Write how much was eaten or done, such as `150 g`.")
    }
    let (head, _) = try Self.splitNutrition(tokens)
    var diagnostics: [Diagnostic] = []
    let parsed = EntrySyntax.parse(head, into: &diagnostics)
    if let problem = diagnostics.first(where: { $0.severity == .error }) {
      throw LogError(problem.message, hint: problem.hint)
    }
    guard let syntax = parsed else {
      throw LogError(
        "nothing to add before the nutrition",
        hint: "Name what was eaten first: `larder add \"restaurant curry\" 850 kcal`.")
    }
    guard !syntax.isComponent else {
      throw LogError(
        "\"\(head)\" starts with `+`, which marks a recipe's component",
        hint: "Add the recipe itself; its components are written below it.")
    }
    return (syntax, head)
  }

  /// What the head says, split into the words of the food and of the unit.
  struct Words {
    var what: String
    var amount: Double?
    var amountText: String?
    var unit: String?
  }

  /// Splits `2 slices toast` into amount, unit and food as the reader does, also taking a
  /// duration as the unit of an activity (`35 min running`).
  private static func words(of syntax: EntrySyntax, in head: String, journal: Journal) -> Words {
    var syntax = syntax
    if syntax.amountPlacement == .leading, syntax.unit == nil {
      for count in [2, 1] {
        let candidate = syntax.withLeadingUnit(wordCount: count, in: head)
        guard let unitRange = candidate.unit else { continue }
        let unit = text(unitRange, in: head)
        let name = Name(text(candidate.what, in: head))
        if fits(unit: unit, name: name, journal: journal) {
          syntax = candidate
          break
        }
      }
    }
    let amountText = syntax.amount.map { $0.canonical(in: head) }
    return Words(
      what: folded(text(syntax.what, in: head)), amount: syntax.amount?.value,
      amountText: amountText, unit: syntax.unit.map { folded(text($0, in: head)) })
  }

  /// Whether `unit` is a unit of the food, recipe or category `name`, or a duration.
  private static func fits(unit: String, name: Name, journal: Journal) -> Bool {
    switch journal.library.item(named: name) {
    case .food(let food): return food.unit(spelling: unit) != nil
    case .recipe: return Unit(spelling: unit) != nil
    case nil:
      if let category = journal.category(named: name) { return category.unit.matches(unit) }
      return minutes(per: unit) != nil
    }
  }

  private static func resolve(
    _ words: Words, syntax: EntrySyntax, snapshot: Nutrition?, journal: Journal
  ) throws(LogError) -> EntryDraft {
    if let amount = words.amount, amount <= 0 {
      throw LogError(
        "amount \"\(words.amountText ?? "")\" must be more than zero",
        hint: "Write how much was eaten or done, such as `150 g`.")
    }
    let name = Name(words.what)
    let item = journal.library.item(named: name)
    let category = journal.category(named: name)
    var draft: EntryDraft
    if item == nil, category?.isActivity ?? true,
      category != nil || words.unit.flatMap(minutes(per:)) != nil
    {
      draft = try activity(words, category: category)
    } else if let item {
      draft = try food(item, words, journal: journal)
    } else if let category {
      draft = try portions(category, words)
    } else if snapshot != nil {
      draft = freeText(words)
    } else {
      throw unknownFood(words, journal: journal)
    }
    draft.time = syntax.time.flatMap { ClockTime(minutes: $0.minutes) }
    if let snapshot {
      let list = snapshot.syntax.nutrients
      draft.nutrients = JournalReader.nutrients(list)
      draft.nutrientText = list.canonical
      if !snapshot.syntax.portions.isEmpty {
        draft.portions = try snapshot.syntax.portions.map { portion throws(LogError) in
          let name = text(portion.category, in: snapshot.text)
          guard let category = journal.category(named: Name(name)) else {
            throw LogError(
              "unknown category \"\(name)\"",
              hint: "Categories: \(journal.categories.map(\.name.text).joined(separator: ", ")).")
          }
          return CategoryPortion(
            category: Name(category.name.text.lowercased()), amount: portion.number.value)
        }
      }
    }
    let kcal = draft.nutrients?.kcal ?? 0
    guard kcal <= maximumKcal else {
      throw LogError(
        "one entry of \(DecimalText.string(kcal, fractionDigits: 0, grouping: true)) kcal is more "
          + "than 10,000 kcal",
        hint: "Check the amount and its unit (g versus kg, say).")
    }
    return draft
  }
}
