import LarderModel
import LarderSyntax

extension JournalReader {
  /// Top-level keys of a day file that are not meal slots.
  static let reservedDayKeys: Set<String> = ["activity", "notes", "intake"]

  /// The most energy one entry can plausibly hold before it is probably a typo.
  static let implausibleEntryKcal = 10_000.0

  /// Reads one day file (FORMAT.md §4.6).
  func readDay(
    _ file: inout FileReading, date: CalendarDate, pathAgrees: Bool, plan: Plan,
    resolutions: EntryResolutions? = nil
  ) -> Day {
    var day = Day(date: date, meals: [], activity: [], notes: nil)
    readSlots(
      &file, date: date, pathAgrees: pathAgrees, plan: plan, resolutions: resolutions,
      building: true, notes: { day.notes = $0?.value }, intake: { day.intake = $0 }
    ) { slot, entries, _ in
      if let slot {
        day.meals.append(MealLog(slot: slot, entries: entries))
      } else {
        day.activity += entries
      }
    }
    return day
  }

  /// Checks one day file as `readDay` reads it, every entry included, without building the
  /// entries unless `buildingMeals` asks for those of its meal slots: `larder check` reads
  /// every entry of a decade and throws them away, and building them was a twentieth of its
  /// work.
  func checkDay(
    _ file: inout FileReading, date: CalendarDate, pathAgrees: Bool, plan: Plan,
    resolutions: EntryResolutions? = nil, buildingMeals: Bool = false
  ) -> (counts: DayEntryCounts, meals: [Entry]) {
    var counts = DayEntryCounts()
    var meals: [Entry] = []
    readSlots(
      &file, date: date, pathAgrees: pathAgrees, plan: plan, resolutions: resolutions,
      building: buildingMeals, notes: { _ in }, intake: { _ in }
    ) { slot, entries, count in
      if slot != nil {
        counts.meals.append(count)
        meals += entries
      } else {
        counts.activity += count
      }
    }
    return (counts, meals)
  }

  /// Reads the slots of a day file: hands the scalar of its notes to `notes`, its intake
  /// marker to `intake`, and each meal slot (its name) or the activity (nil) to `log`, with
  /// its entries when `building` and their number. With `eachLine`, hands it every entry line
  /// as it is read instead, and `log` no entries: a caller that takes them one at a time never
  /// holds a slot's list.
  func readSlots(
    _ file: inout FileReading, date: CalendarDate, pathAgrees: Bool, plan: Plan,
    resolutions: EntryResolutions?, building: Bool, notes: (ScalarSyntax?) -> Void,
    intake: (DayIntake) -> Void, eachLine: ((consuming DayLineRead) -> Void)? = nil,
    log: (_ slot: Name?, _ entries: [Entry], _ count: Int) -> Void
  ) {
    if !pathAgrees {
      file.diagnostics.append(
        .error(
          "path-date-mismatch", 0..<0,
          "the folders of this day file do not match its date \(date.isoString)",
          hint: "Move it to \(JournalFileKind.dayPath(for: date))."))
    }
    file.warnIfFuture(date, today: today, range: 0..<0)
    guard let root = file.rootMapping(describing: "a day file") else { return }
    for (keyIndex, entry) in root.entries.enumerated() {
      let key = entry.normalizedName
      if key == "notes" {
        notes(file.scalar(entry))
        continue
      }
      if key == "intake" {
        if let marker = readIntake(entry, &file) { intake(marker) }
        continue
      }
      let isActivity = key == "activity"
      let slot = isActivity ? nil : plan.slot(named: key)
      // The entries under an unknown slot count toward nothing, but are still checked, so
      // that one run reports every problem of the file.
      let isUnknownSlot = !isActivity && slot == nil
      if isUnknownSlot {
        file.diagnostics.append(
          .error(
            "unknown-meal-slot", entry.key.range, "unknown meal slot \"\(entry.name)\"",
            hint: Suggestions.hint(
              for: entry.name, among: plan.slots.map(\.name.text), kind: "meal slots")
              + " Slots are defined in meals.yaml."))
      }
      guard entry.value != nil, let list = file.sequence(entry) else { continue }
      var entries: [Entry] = []
      if building { entries.reserveCapacity(list.items.count) }
      var count = 0
      // By index, so that only each line's scalar is copied out of the tree, not its item.
      let items = list.items
      for itemIndex in items.indices {
        guard case .scalar(let scalar)? = items[itemIndex].value else {
          if items[itemIndex].value != nil {
            file.diagnostics.append(entryNotALine(items[itemIndex]))
          }
          continue
        }
        var syntax: EntrySyntax?
        let read = readEntry(
          scalar, &file, plan: plan, isActivity: isActivity, resolutions: resolutions,
          building: building && !isUnknownSlot, parsed: &syntax, keepingParsed: eachLine != nil)
        if let eachLine, let syntax {
          eachLine(
            DayLineRead(
              keyIndex: keyIndex, itemIndex: itemIndex, scalar: scalar, syntax: syntax,
              entry: read?.entry, slot: slot?.name, isActivity: isActivity,
              isUnknownSlot: isUnknownSlot))
        }
        guard let read else { continue }
        if read.isComponent, count == 0 {
          file.diagnostics.append(
            .error(
              "orphan-component", scalar.range,
              "component \"\(scalar.value)\" has no composite entry above it",
              hint: "Put the recipe's own entry above its `+` lines, or remove the `+`."))
        }
        count += 1
        if eachLine == nil, let built = read.entry { entries.append(built) }
      }
      if !isUnknownSlot { log(slot?.name, entries, count) }
    }
  }

  /// Reads the `intake:` marker of a day file: `complete`, `incomplete` or `fasted`.
  private func readIntake(_ entry: MappingEntrySyntax, _ file: inout FileReading) -> DayIntake? {
    guard let scalar = file.scalar(entry) else { return nil }
    guard let marker = DayIntake(text: scalar.value) else {
      file.diagnostics.append(
        .error(
          "bad-intake", scalar.range,
          "\"\(scalar.value)\" is not how completely a day is logged",
          hint: "Write `intake: complete`, `intake: incomplete` or `intake: fasted`."))
      return nil
    }
    return marker
  }

  /// Reads one entry line and resolves what it names: a library food or recipe, a category
  /// (portion logging), an activity, or free text with its own snapshot.
  func resolveEntry(
    _ scalar: ScalarSyntax, _ file: inout FileReading, plan: Plan, isActivity: Bool,
    resolutions: EntryResolutions? = nil
  ) -> Entry? {
    var syntax: EntrySyntax?
    return readEntry(
      scalar, &file, plan: plan, isActivity: isActivity, resolutions: resolutions,
      building: true, parsed: &syntax, keepingParsed: false)?.entry
  }

  /// Reads one entry line, reporting its problems, and tells whether it is read (an entry
  /// with a problem is left out) and a component; with `building`, the entry as well.
  /// With `keepingParsed`, `parsed` gets the line as parsed, before a leading unit is told
  /// from the food's name, unless it does not parse: a check of every day has no use for it,
  /// and a line's syntax is a few hundred bytes to copy for each of its entries.
  private func readEntry(
    _ scalar: ScalarSyntax, _ file: inout FileReading, plan: Plan, isActivity: Bool,
    resolutions: EntryResolutions?, building: Bool, parsed: inout EntrySyntax?,
    keepingParsed: Bool
  ) -> ReadEntry? {
    let text = ScalarText(scalar, in: file.bytes)
    guard var syntax = text.parse(EntrySyntax.self, into: &file.diagnostics) else { return nil }
    if keepingParsed { parsed = syntax }
    if syntax.amountPlacement == .leading, syntax.unit == nil {
      syntax = splitLeadingUnit(syntax, text, plan: plan)
    }
    // The words and the unit as strings, made only where they are needed: neither a
    // remembered resolution nor a check without problems needs them.
    func what() -> String { text.text(syntax.what) }
    func unitText() -> String? { syntax.unit.map { text.text($0) } }
    let amount = syntax.amount?.value
    if let amount, amount <= 0, let range = syntax.amount?.range {
      file.diagnostics.append(
        .error(
          "bad-amount", range, "amount \"\(text.text(range))\" must be more than zero",
          hint: "Write how much was eaten, or remove the entry."))
      return nil
    }
    // Only the energy of a snapshot is checked; its nutrients are made for an entry built.
    let snapshotKcal = syntax.snapshot.map { $0.nutrients[.kcal]?.value ?? 0 }
    if let list = syntax.snapshot?.nutrients, !list.namedItems.isEmpty {
      file.diagnostics += Self.namedNutrientProblems(list)
    }
    var portions: [CategoryPortion]?
    // What the entry names, once that is known to be right: the entry itself when building.
    func read(_ kind: @autoclosure () -> Entry.Kind) -> ReadEntry {
      let entry =
        building
        ? Entry(
          time: syntax.time.flatMap { ClockTime(minutes: $0.minutes) }, kind: kind(),
          snapshot: syntax.snapshot.map { Self.nutrients($0.nutrients) }, portions: portions,
          isComponent: syntax.isComponent,
          comment: scalar.comment.map { commentText($0, file) }) : nil
      return ReadEntry(isComponent: syntax.isComponent, entry: entry)
    }
    if let portionSyntax = syntax.snapshot?.portions, !portionSyntax.isEmpty {
      var named: [CategoryPortion] = []
      for portion in portionSyntax {
        guard
          let category = categoryName(
            of: portion.category, in: text, plan: plan, remembering: resolutions)
        else {
          file.diagnostics.append(
            unknownCategory(text.text(portion.category), portion.category, plan.categories))
          continue
        }
        if building {
          named.append(CategoryPortion(category: category, amount: portion.number.value))
        }
      }
      if building { portions = named }
    }

    if isActivity {
      let what = what()
      guard let minutes = activityMinutes(amount: amount, unit: unitText()) else {
        file.diagnostics.append(
          .error(
            "bad-activity", syntax.unit ?? syntax.range,
            "activity \"\(what)\" needs minutes, such as `\(what) 30 min`",
            hint: "Write the duration in min or h after the activity."))
        return nil
      }
      return read(.activity(name: what, minutes: minutes))
    }

    let resolution = resolution(
      of: syntax.what, unit: syntax.unit, in: text, plan: plan, remembering: resolutions)
    let name = resolution.name
    if let item = resolution.item {
      let quantity: Quantity?
      switch item.unit {
      case .success(let resolved?): quantity = Quantity(amount ?? 1, resolved)
      case .success(nil): quantity = amount.map { Quantity($0, .serving) }
      case .failure(let diagnosticHint):
        file.diagnostics.append(
          .error(
            "unknown-unit", syntax.unit ?? syntax.what,
            "unknown unit \"\(unitText() ?? "")\" for \"\(item.itemName)\"",
            hint: diagnosticHint.text))
        return nil
      }
      do throws(LibraryError) {
        if let snapshotKcal, item.isFood, quantity != nil {
          // The snapshot holds the nutrition; only check that the unit still fits the food.
          if let error = item.conversionError { throw error }
          checkEnergy(snapshotKcal, syntax.range, &file)
        } else {
          let nutrients = try item.nutrients(at: amount) { () throws(LibraryError) in
            try plan.library.nutrients(of: name, quantity: quantity)
          }
          checkEnergy(snapshotKcal ?? nutrients.kcal, syntax.range, &file)
        }
      } catch {
        file.diagnostics.append(
          .error(
            "incompatible-unit", syntax.unit ?? syntax.what, error.message, hint: error.hint))
      }
      return read(.food(name, quantity))
    }
    if let category = plan.category(named: name.key) {
      if let unitText = unitText(), !category.unit.matches(unitText) {
        file.diagnostics.append(
          .error(
            "incompatible-unit", syntax.unit ?? syntax.what,
            "category \"\(category.name.text)\" is counted in \(category.unit.symbol), "
              + "not \"\(unitText)\"",
            hint: "Write it like `\(category.name.text) 1.5 \(category.unit.symbol)`."))
        return nil
      }
      return read(.portions(category: category.name, amount: amount ?? 1))
    }
    if let snapshotKcal {
      checkEnergy(snapshotKcal, syntax.range, &file)
      return read(
        .freeText(
          what(),
          amount.map { Quantity($0, unitText().flatMap { Unit(spelling: $0) } ?? .serving) }))
    }
    let typed = what()
    // A name longer than any food's is no typo of one, and is shown shortened: comparing a
    // name of megabytes with every food took seconds, and quoting it whole megabytes.
    let isLong = typed.utf8.count > Self.longestSuggestedName
    let what = isLong ? typed.prefix(Self.longestSuggestedName / 2) + "…" : typed
    let suggestions =
      isLong
      ? []
      : plan.library.suggestions(for: what)
        + (Suggestions.closest(to: what, among: plan.categories.map(\.name.text)).map {
          [Name($0)]
        } ?? [])
    file.diagnostics.append(
      .error(
        "unknown-food", syntax.what, "unknown food \"\(what)\"",
        hint: suggestions.isEmpty
          ? "Add it with `larder foods add`, or give the entry its nutrition: "
            + "`\(isLong ? "NAME" : what) = 350 kcal 20p 30c 15f`."
          : "Did you mean \(suggestions.prefix(3).map { "\"\($0.text)\"" }.joined(separator: " or "))?"
      ))
    return nil
  }

  /// The longest entry name, in bytes, compared with the library's for "Did you mean".
  private static let longestSuggestedName = 200

  /// What the library makes of an entry's words and unit at file ranges of `text`, from
  /// `resolutions` when they were resolved before.
  private func resolution(
    of what: Range<Int>, unit: Range<Int>?, in text: ScalarText, plan: Plan,
    remembering resolutions: EntryResolutions?
  ) -> Resolution {
    func resolved() -> Resolution {
      resolve(text.text(what), unit: unit.map { text.text($0) }, plan: plan)
    }
    guard let resolutions else { return resolved() }
    return text.withBytes { bytes in
      resolutions.resolution(of: bytes(what), unit: unit.map(bytes), resolved)
    }
  }

  /// The name of the category a snapshot portion names at a file range of `text`, from
  /// `resolutions` when it was looked up before.
  private func categoryName(
    of range: Range<Int>, in text: ScalarText, plan: Plan,
    remembering resolutions: EntryResolutions?
  ) -> Name? {
    func found() -> Name? { plan.category(named: Name.normalized(text.text(range)))?.name }
    guard let resolutions else { return found() }
    return text.withBytes { bytes in resolutions.categoryName(spelled: bytes(range), found) }
  }

  /// What the library makes of an entry's words and unit, whatever its amount.
  private func resolve(_ what: String, unit unitText: String?, plan: Plan) -> Resolution {
    let name = Name(what)
    guard let item = plan.library.item(named: name) else {
      return Resolution(name: name, item: nil)
    }
    let unit = unit(for: item, spelling: unitText, amount: nil).map { $0?.unit }
    var isFood = false
    var conversionError: LibraryError?
    if case .food(let food) = item {
      isFood = true
      if case .success(let resolved) = unit {
        do throws(QuantityConversionError) {
          _ = try food.servings(in: Quantity(1, resolved ?? .serving))
        } catch {
          conversionError = .conversion(error)
        }
      }
    }
    let match = LibraryMatch(
      itemName: item.name.text, isFood: isFood, unit: unit, conversionError: conversionError)
    return Resolution(name: name, item: match)
  }

  /// In `2 slices toast`, decides whether the first words after the amount name a unit of
  /// the food that follows, trying two words (`fl oz`) before one.
  private func splitLeadingUnit(_ syntax: EntrySyntax, _ text: ScalarText, plan: Plan)
    -> EntrySyntax
  {
    for wordCount in [2, 1] {
      let candidate = text.withBuffer { buffer, offset in
        syntax.withLeadingUnit(wordCount: wordCount, in: buffer, at: offset)
      }
      guard let unitRange = candidate.unit else { continue }
      let unitText = text.text(unitRange)
      let name = Name(text.text(candidate.what))
      if let item = plan.library.item(named: name),
        case .success = unit(for: item, spelling: unitText, amount: syntax.amount?.value)
      {
        return candidate
      }
      if let category = plan.category(named: name.key), category.unit.matches(unitText) {
        return candidate
      }
    }
    return syntax
  }

  /// The quantity of a library item in a unit as written; without a unit an amount counts
  /// servings.
  private func unit(for item: LibraryItem, spelling: String?, amount: Double?)
    -> Result<Quantity?, UnitHint>
  {
    guard let spelling else { return .success(amount.map { Quantity($0, .serving) }) }
    let resolved: Unit?
    switch item {
    case .food(let food): resolved = food.unit(spelling: spelling)
    case .recipe: resolved = Unit(spelling: spelling)
    }
    guard let resolved else {
      guard case .food(let food) = item else {
        return .failure(UnitHint("Use g, oz, ml, cup or serving."))
      }
      return .failure(UnitHint(food.unknownUnitHint(spelling)))
    }
    return .success(Quantity(amount ?? 1, resolved))
  }

  private func activityMinutes(amount: Double?, unit: String?) -> Double? {
    guard let amount else { return nil }
    switch unit.map({ Name.normalized($0) }) {
    case nil, "min", "mins", "minute", "minutes": return amount
    case "h", "hr", "hrs", "hour", "hours": return amount * 60
    default: return nil
    }
  }

  /// Warns about an entry, at `range`, of more energy than one entry can plausibly hold.
  private func checkEnergy(_ kcal: Double, _ range: Range<Int>, _ file: inout FileReading) {
    guard kcal > Self.implausibleEntryKcal else { return }
    file.diagnostics.append(
      .warning(
        "implausible-energy", range,
        "one entry of \(NumberSyntax.spelling(of: kcal, maxFractionDigits: 0)) kcal is more "
          + "than 10,000 kcal",
        hint: "Check the amount and its unit (g versus kg, say)."))
  }

  private func commentText(_ range: Range<Int>, _ file: FileReading) -> String {
    let bytes = file.bytes
    // Thousands of entries carry a comment: trim an ASCII one as bytes and decode it once.
    // Other text goes by characters, where a combining mark may join the `#` or a blank.
    guard bytes[range].allSatisfy({ $0 < 0x80 }) else {
      var text = file.text(range)
      if text.hasPrefix("#") { text.removeFirst() }
      return text.trimmingSpaces
    }
    var lower = range.lowerBound
    var upper = range.upperBound
    if lower < upper, bytes[lower] == UInt8(ascii: "#") { lower += 1 }
    while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
    while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
    return file.text(lower..<upper)
  }
}

/// An entry line as read: whether it is a component, and the entry when it was built.
private struct ReadEntry {
  let isComponent: Bool
  let entry: Entry?
}

/// One entry line of a day file as `readSlots` reads it. Its key and its `- ` item are
/// found in the file's tree by their indices, when needed: a line is handed over for every
/// entry, and copying them cost a long day more than reading it.
struct DayLineRead: Sendable {
  /// The index of the line's key among the keys of the file.
  let keyIndex: Int
  /// The index of the line among the items of its key.
  let itemIndex: Int
  /// The line's scalar.
  let scalar: ScalarSyntax
  /// The line as parsed, before a leading unit is told from the food's name.
  let syntax: EntrySyntax
  /// The entry read, when the line is read and the reading builds entries; `nil` when the
  /// line is left out for a problem or stands under an unknown slot.
  let entry: Entry?
  /// The meal slot of the plan the line stands under; `nil` under `activity:` or an unknown
  /// slot.
  let slot: Name?
  /// Whether the line stands under `activity:`.
  let isActivity: Bool
  /// Whether the line stands under a key that is no slot of the plan.
  let isUnknownSlot: Bool
}

/// How many entries the meals and the activity of a day file hold; see
/// `JournalReader.checkDay(_:against:resolutions:)`.
public struct DayEntryCounts: Sendable, Equatable {
  /// The entries of each meal slot, in file order.
  public var meals: [Int] = []
  /// The activity entries.
  public var activity = 0

  /// Whether the day logs nothing, as `Day.isEmpty` tells.
  public var isEmpty: Bool { activity == 0 && meals.allSatisfy { $0 == 0 } }
}

/// The hint for a unit that does not fit a food.
struct UnitHint: Error {
  let text: String
  init(_ text: String) { self.text = text }
}
