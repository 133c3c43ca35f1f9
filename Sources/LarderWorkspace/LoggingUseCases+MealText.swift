public import LarderJournal
public import LarderMealText
public import LarderModel
import LarderReports

/// A meal in words ready for `larder add`: how it reads and, when every item matched a food,
/// the change that logs one entry line per item.
public struct MealAdd: Sendable {
  /// The reading, items in the order mentioned.
  public let reading: MealReading
  /// The change to the day file; `nil` while an item matches nothing.
  public let change: LogChange?
}

/// Why `larder parse` or a meal in words given to `larder add` was refused: the text itself
/// (exit status 1), or the day, slot, journal or files (2, as `larder add` refuses them).
public struct MealError: Error, Hashable, Sendable {
  /// A lowercase one-line message, quoting the text it is about.
  public let message: String
  /// One sentence on what to do about it.
  public let hint: String?
  /// Whether the meal text was at fault rather than the journal or the other options.
  public let isInput: Bool

  /// A refusal of the meal text.
  public init(_ error: MealTextError) {
    message = error.message
    hint = error.hint
    isInput = true
  }

  /// A refusal of a logging option or a failure of the journal.
  public init(_ error: LogError) {
    message = error.message
    hint = error.hint
    isInput = false
  }
}

extension LoggingUseCases {
  /// `larder parse`: reads a meal in words against the library.
  ///
  /// A big library is not read in full: its files are scanned for names, and only the foods
  /// and recipes the text may mean are read (`MealText.namesNeeded`), which gives the same
  /// reading as the whole library.
  ///
  /// - Parameter picks: corrections by item number (`2` → `brown rice`).
  public func readMeal(_ text: String, picks: [Int: String], today: CalendarDate)
    throws(MealError) -> MealReading
  {
    let journal: Journal
    do {
      journal = try mealJournal(text, picks: picks, today: today, alsoNeeding: [])
    } catch {
      throw MealError(error)
    }
    do {
      return try MealText.read(
        text, library: journal.library, picks: picks, typical: Self.typicalPortions,
        synonyms: Self.mealSynonyms)
    } catch {
      throw MealError(error)
    }
  }

  /// Whether `larder add` reads `words` as a meal in words: they are blank, or they look like
  /// a meal (several items, an amount in words, `of`, `I had`) and are not a valid entry line,
  /// which keeps its meaning (`2 eggs`, `mac and cheese 1 serving`).
  public func readsAsMeal(_ words: [String], today: CalendarDate) -> Bool {
    let text = Self.mealText(words).text
    // Nothing at all is refused as meal text is: there is no meal to read. So is a wall of
    // text, before reading it as an entry line takes seconds.
    guard !text.isEmpty else { return true }
    if text.split(whereSeparator: \.isWhitespace).count > MealText.maximumWords { return true }
    guard MealText.looksLikeMeal(text) else { return false }
    guard let journal = try? planJournal(today: today, needing: EntryDraft.libraryNames(in: words))
    else { return true }
    return (try? EntryDraft(words: words, journal: journal)) == nil
  }

  /// Prepares `larder add` of a meal in words: reads it, and when every item matched, makes
  /// one entry line per item (`what amount unit = snapshot`, as `larder add` writes one food)
  /// in one meal slot at one time, with the day's totals before and after.
  ///
  /// The slot is `--meal`, else the meal the text names (`for lunch`) when the journal has
  /// such a slot, else the slot whose window holds the time. A time may start the text
  /// (`07:40 two eggs and toast`).
  public func prepareMealAdd(
    _ request: AddRequest, picks: [Int: String], today: CalendarDate, todayIsGiven: Bool
  ) throws(MealError) -> MealAdd {
    let (text, typedTime) = Self.mealText(request.words)
    let target: AddTarget
    let journal: Journal
    do {
      target = try addTarget(
        request, typedTime: typedTime, today: today, todayIsGiven: todayIsGiven)
      journal = try mealJournal(
        text, picks: picks, today: today, alsoNeeding: Self.libraryNames(in: target.oldBytes))
    } catch {
      throw MealError(error)
    }
    let reading: MealReading
    do {
      reading = try MealText.read(
        text, library: journal.library, picks: picks, typical: Self.typicalPortions,
        synonyms: Self.mealSynonyms)
    } catch {
      throw MealError(error)
    }
    // An absurd amount is refused as it always was: parse shows the item, add logs nothing.
    if let error = reading.items.lazy.compactMap(\.amountError).first {
      throw MealError(error)
    }
    guard reading.unknownItems.isEmpty else { return MealAdd(reading: reading, change: nil) }
    do {
      let drafts = try reading.items.map { item throws(LogError) in
        try EntryDraft(
          words: [item.match!.name.text.lowercased()] + Self.entryAmount(of: item),
          journal: journal)
      }
      var lines = drafts.flatMap { $0.lines(time: target.time, note: nil) }
      lines[0].comment = request.note
      let slotName =
        request.meal
        ?? reading.mealName.flatMap { journal.mealSlots.slot(named: Name($0))?.name.text }
      let slot = try DayFileEditor.Place.slot(
        named: slotName, at: target.time, in: journal.mealSlots)
      let kcal = drafts.reduce(0) { $0 + ($1.nutrients?.kcal ?? 0) }
      let change = try addChange(
        lines, into: .meal(slot.name), target: target, journal: journal,
        message: "add \(target.date.isoString) \(slot.name.text.lowercased()): \(text) "
          + "(\(drafts.count) item\(drafts.count == 1 ? "" : "s"), +\(Display.kcal(kcal)) kcal)")
      return MealAdd(reading: reading, change: change)
    } catch {
      throw MealError(error)
    }
  }

  /// The amount and unit of an item's entry line: as read, unless the unit is a measure
  /// whose name holds a number (`cup ( 1 NLEA serving)`, `can (10.7 oz)`, as USDA names
  /// them), which an entry line would read as its amount: then its grams.
  static func entryAmount(of item: MealItem) -> [String] {
    guard item.unitText.contains(where: \.isNumber), let grams = item.grams else {
      return [item.amountText, item.unitText]
    }
    return [MealText.spelling(of: DecimalText.rounded(grams, fractionDigits: 1)), "g"]
  }

  /// The words as one text, a leading `HH:MM` (or `H:MM`) taken off as the time.
  private static func mealText(_ words: [String]) -> (text: String, time: ClockTime?) {
    let text = words.joined(separator: " ").trimmingSpaces
    let first = text.prefix { $0 != " " }
    guard let time = ClockTime(typed: String(first)) else { return (text, nil) }
    return (text.dropFirst(first.count).trimmingSpaces, time)
  }

  /// The plan and, of the library, the foods and recipes the text may mean and `names`.
  private func mealJournal(
    _ text: String, picks: [Int: String], today: CalendarDate, alsoNeeding names: Set<String>
  ) throws(LogError) -> Journal {
    try planJournal(today: today) { library in
      guard let scanned = library.names() else { return nil }
      return library.sources(
        needing: MealText.namesNeeded(
          by: text, picks: picks, among: scanned, synonyms: Self.mealSynonyms
        ).union(names))
    }
  }
}
