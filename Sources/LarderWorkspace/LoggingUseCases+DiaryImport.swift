import FoundationEssentials
import LarderImport
public import LarderJournal
public import LarderModel
import LarderSyntax

/// What `larder import cronometer` (and the other diary imports) found, and wrote unless it
/// was a dry run.
public struct DiaryImportReport: Sendable {
  /// A day that already has entries, which the export would change.
  public struct Conflict: Hashable, Sendable {
    /// The day.
    public var date: CalendarDate
    /// Entry lines the day file has.
    public var journalEntries: Int
    /// Entry lines the export has for it.
    public var exportEntries: Int
  }

  /// The export's files read.
  public var files: [String] = []
  /// Data rows read.
  public var rows = 0
  /// The first and last day of the export, when it has days.
  public var range: ClosedRange<CalendarDate>?
  /// Days of the export with entries or activity.
  public var days = 0
  /// Days written: new to the journal.
  public var addedDays = 0
  /// Days the journal already has with every line of the export: imported before.
  public var unchangedDays = 0
  /// Days that have other entries, left as they are (or replaced with `replaceDays`).
  public var conflicts: [Conflict] = []
  /// Whether the conflicting days were replaced.
  public var replaced = false
  /// Days after today, left out.
  public var futureDays = 0
  /// Entry lines written (meal entries and activity).
  public var entries = 0
  /// Body values written: weigh-ins, body fat, waist.
  public var bodyValues = 0
  /// Body values the journal has with another value: the journal's are kept.
  public var bodyKept = 0
  /// Foods added to the import's library file.
  public var foodsAdded = 0
  /// Foods the library file held that gained a measure.
  public var foodsChanged = 0
  /// The library file the foods go to.
  public var libraryPath = ""
  /// Rows the export's reader left out, by reason.
  public var skipped: [String: Int] = [:]
  /// The write, unless it was a dry run or nothing was new.
  public var outcome: WriteOutcome?
}

extension LoggingUseCases {
  /// The date formats `--date-format` takes.
  public static let dateFormats = ExportDateFormat.allCases.map(\.rawValue)

  /// `larder import cronometer PATH`: reads the export (a zip, a folder or one CSV file; see
  /// `CronometerImport`) and logs it with `importDiary`. `dateFormat` is one of
  /// `dateFormats`, for dates that read two ways. A refused export writes nothing.
  public func importCronometer(
    path: String, dateFormat: String?, today: CalendarDate, replaceDays: Bool, dryRun: Bool,
    noCommit: Bool
  ) throws(LogError) -> DiaryImportReport {
    let export: DiaryExport
    do {
      export = try CronometerImport.read(path: path, dateFormat: try Self.format(dateFormat))
    } catch {
      throw LogError(error.message, hint: error.hint)
    }
    return try importDiary(
      export, source: "cronometer", today: today, replaceDays: replaceDays, dryRun: dryRun,
      noCommit: noCommit)
  }

  /// `larder import myfitnesspal PATH`: reads the export (the zip or its CSV files; see
  /// `MyFitnessPalImport`) and logs it with `importDiary`. `weightUnit` is `kg` or `lb`, for
  /// weights whose unit the values do not tell.
  public func importMyFitnessPal(
    path: String, dateFormat: String?, weightUnit: String?, today: CalendarDate,
    replaceDays: Bool, dryRun: Bool, noCommit: Bool
  ) throws(LogError) -> DiaryImportReport {
    let export: DiaryExport
    do throws(ImportError) {
      var unit: MyFitnessPalImport.WeightUnit?
      if let weightUnit {
        guard let known = MyFitnessPalImport.WeightUnit(rawValue: weightUnit.lowercased()) else {
          throw ImportError(
            "unknown weight unit \"\(weightUnit)\"", hint: "Use --weight-unit kg or lb.")
        }
        unit = known
      }
      export = try MyFitnessPalImport.read(
        path: path, dateFormat: try Self.format(dateFormat), weightUnit: unit)
    } catch {
      throw LogError(error.message, hint: error.hint)
    }
    return try importDiary(
      export, source: "myfitnesspal", today: today, replaceDays: replaceDays, dryRun: dryRun,
      noCommit: noCommit)
  }

  /// `larder import csv FILE --rules RULES`: reads the file with the rules named `rules`
  /// (a built-in name, `loseit` or `daily-totals`) or in the file at `rulesPath`, else at
  /// `rules` inside the journal (see `CSVRules`), and logs it with `importDiary`; foods go to `foods/SOURCE.yaml`, SOURCE
  /// from the rules.
  public func importCSV(
    path: String, rules: String, rulesPath: String, dateFormat: String?, today: CalendarDate,
    replaceDays: Bool, dryRun: Bool, noCommit: Bool
  ) throws(LogError) -> DiaryImportReport {
    let export: DiaryExport
    let source: String
    do throws(ImportError) {
      // A rules file kept in the journal is found from anywhere.
      let kept = workspace.location.url(for: rules).path
      let loaded = try CSVRules.load(
        rules,
        path: FileManager.default.fileExists(atPath: rulesPath) || rules.hasPrefix("/")
          ? rulesPath : kept)
      source = loaded.source
      export = try CSVRulesImport.read(
        path: path, rules: loaded, dateFormat: try Self.format(dateFormat))
    } catch {
      throw LogError(error.message, hint: error.hint)
    }
    return try importDiary(
      export, source: source, today: today, replaceDays: replaceDays, dryRun: dryRun,
      noCommit: noCommit)
  }

  /// The names of the rules larder ships for `larder import csv --rules`.
  public static let builtInRules = CSVRules.builtIn.keys.sorted()

  /// The text of a built-in rules file, to show or copy and change.
  public static func builtInRulesText(_ name: String) -> String? { CSVRules.builtIn[name] }

  private static func format(_ text: String?) throws(ImportError) -> ExportDateFormat? {
    guard let text else { return nil }
    guard let format = ExportDateFormat(rawValue: text.lowercased()) else {
      throw ImportError(
        "unknown date format \"\(text)\"",
        hint: "Use \(dateFormats.joined(separator: ", ")).")
    }
    return format
  }

  /// Logs a diary export: each day the journal lacks gets the export's entries, in the meal
  /// slots named like the export's meals (else the slot of the entry's time), with their
  /// snapshots; body values the journal lacks are set; the foods seen go to
  /// `foods/SOURCE.yaml` so they can be logged again. All in one commit.
  ///
  /// Never overwrites: a day that already has every line the export has is unchanged (so
  /// importing again adds nothing); a day with other entries is a conflict, kept as it is and
  /// reported, unless `replaceDays`, which replaces its entries with the export's (the old
  /// lines stay in the history). With `dryRun` nothing is written.
  func importDiary(
    _ export: DiaryExport, source: String, today: CalendarDate, replaceDays: Bool,
    dryRun: Bool, noCommit: Bool
  ) throws(LogError) -> DiaryImportReport {
    let journal = try planJournal(today: today) { _ in nil }
    let slots = journal.mealSlots
    let boundary = journal.settings.dayBoundary
    var report = DiaryImportReport()
    report.files = export.files
    report.rows = export.rows
    report.skipped = export.skipped
    report.replaced = replaceDays
    let dates = export.days.keys.sorted()
    report.days = dates.count
    if let first = (dates + export.body.keys).min(), let last = (dates + export.body.keys).max() {
      report.range = first...last
    }

    let library = try libraryChange(export.foods, source: source, journal: journal)
    report.libraryPath = library.path
    report.foodsAdded = library.added
    report.foodsChanged = library.changed
    var writes: [(path: String, old: [UInt8]?, new: [UInt8])] = []
    if library.added + library.changed > 0 {
      writes.append((library.path, library.old, library.new))
    }

    var known = KnownNames()
    for date in dates {
      guard date <= today else {
        report.futureDays += 1
        continue
      }
      let day = export.days[date]!
      let groups = Self.lines(
        day, renamed: library.names, slots: slots, boundary: boundary, known: &known)
      let path = JournalFileKind.dayPath(for: date)
      let old = try dayBytes(path)
      let new = DayFileEditor.newFile(
        date: date, groups: groups.map { ($0.place, $0.lines) }, slots: slots)
      let exportedCount = groups.reduce(0) { $0 + $1.lines.count }
      guard let old else {
        report.addedDays += 1
        report.entries += exportedCount
        writes.append((path, nil, new))
        continue
      }
      var editor = DayFileEditor(bytes: old, date: date)
      // Both read back through the parser, so that spacing and alignment do not count.
      let held = Self.entryTexts(editor)
      if !held.isEmpty {
        let exported = Self.entryTexts(DayFileEditor(bytes: new, date: date))
        var remaining = held
        let allHeld = exported.allSatisfy { line in
          guard let index = remaining.firstIndex(of: line) else { return false }
          remaining.remove(at: index)
          return true
        }
        if allHeld {
          report.unchangedDays += 1
          continue
        }
        report.conflicts.append(
          .init(date: date, journalEntries: held.count, exportEntries: exportedCount))
        guard replaceDays else { continue }
        while let line = editor.lines.first(where: { !$0.syntax.isComponent }) {
          editor.remove(line)
        }
      }
      for group in groups {
        try editor.insert(
          group.lines, into: group.place, at: group.lines.first.flatMap(Self.time),
          slots: slots, boundary: boundary)
      }
      report.addedDays += 1
      report.entries += exportedCount
      writes.append((path, old, editor.bytes))
    }

    let bodyWrites = try bodyChange(export.body, today: today, report: &report)
    writes += bodyWrites
    guard !dryRun else { return report }
    let message =
      "import \(source): \(String.counted(report.entries, "entry", "entries")) on "
      + String.counted(report.addedDays, "day", "days")
      + (report.bodyValues > 0
        ? ", " + String.counted(report.bodyValues, "body value", "body values") : "")
      + (report.foodsAdded > 0 ? ", " + String.counted(report.foodsAdded, "food", "foods") : "")
      + (replaceDays && !report.conflicts.isEmpty
        ? " (replaced \(String.counted(report.conflicts.count, "day", "days")))" : "")
    do throws(WorkspaceError) {
      guard !writes.isEmpty else {
        // Run again after a kill between writing and committing, the import finds its days
        // in place: what was left uncommitted is committed now.
        report.outcome = try workspace.finishInterruptedWrite(
          message: "import \(source): what an interrupted import wrote", noCommit: noCommit)
        return report
      }
      report.outcome = try workspace.write(message: message, noCommit: noCommit) {
        session throws(WorkspaceError) in
        for write in writes {
          // A file saved by an editor since it was read is refused, not overwritten.
          guard try session.read(write.path).bytes == write.old else {
            throw .changedSinceRead(path: write.path)
          }
          try session.replace(write.path, with: write.new)
        }
      }
    } catch {
      throw LogError(error)
    }
    return report
  }

  /// What the export's names became, kept from day to day: a diary names few foods and meals
  /// many times over.
  private struct KnownNames {
    /// A food's name as written, by the name in the export.
    var foods: [String: String] = [:]
    /// The slot of a meal at a time, by the meal's name in the export and the time.
    var slots: [Meal: MealSlot] = [:]

    /// A meal of the export at a time (or untimed).
    struct Meal: Hashable {
      var name: String
      var time: ClockTime?
    }
  }

  /// A day's entry lines grouped by where they go, each group in the time order of the
  /// export's day.
  ///
  /// The export's day runs from midnight, the journal's from its cutoff: a time before the
  /// cutoff, written in the day's file, would be read as the night after. Such a line is
  /// written without its time, first in its group as it was first in the export's day, so
  /// that it stays on the day it was logged on; the time is kept in its comment.
  private static func lines(
    _ day: DiaryExport.Day, renamed: [String: String], slots: [MealSlot],
    boundary: DayBoundary, known: inout KnownNames
  ) -> [(place: DayFileEditor.Place, lines: [DayFileEditor.EntryLine])] {
    func written(_ time: ClockTime?, _ comment: String?) -> (time: ClockTime?, comment: String?) {
      guard let time, boundary.isNightAfter(time) else { return (time, comment) }
      let kept = "at \(time), before the day cutoff"
      return (nil, comment.map { $0 + "; " + kept } ?? kept)
    }
    var groups: [(place: DayFileEditor.Place, lines: [(ClockTime?, DayFileEditor.EntryLine)])] =
      []
    func append(_ place: DayFileEditor.Place, _ time: ClockTime?, _ line: DayFileEditor.EntryLine) {
      if let index = groups.firstIndex(where: { $0.place == place }) {
        groups[index].lines.append((time, line))
      } else {
        groups.append((place, [(time, line)]))
      }
    }
    for entry in day.entries {
      // Nor is the slot chosen by that time, which would be a slot of the night.
      let (time, comment) = written(entry.time, entry.comment)
      let what: String
      if let name = known.foods[entry.what] {
        what = name
      } else {
        what = renamed[Name.normalized(entry.what)] ?? entry.what
        known.foods[entry.what] = what
      }
      let meal = KnownNames.Meal(name: entry.meal, time: time)
      let slot = known.slots[meal] ?? Self.slot(for: entry.meal, at: time, in: slots)
      known.slots[meal] = slot
      var head = time.map { "\($0) " } ?? ""
      head += what
      if let amount = entry.amount, amount.number > 0 {
        head += " " + DecimalText.string(amount.number, fractionDigits: 2) + " " + amount.unit
      }
      // The day line keeps its short snapshot; micronutrients live in the imported food
      // (FORMAT.md §3.3).
      var snapshot = entry.nutrients
      snapshot.others = [:]
      append(
        .meal(slot.name), entry.time,
        DayFileEditor.EntryLine(head: head, snapshot: snapshot.description, comment: comment))
    }
    for activity in day.activity {
      let (time, comment) = written(activity.time, nil)
      let head =
        (time.map { "\($0) " } ?? "") + activity.name + " "
        + DecimalText.string(activity.minutes, fractionDigits: 0) + " min"
      append(
        .activity, activity.time,
        DayFileEditor.EntryLine(
          head: head, snapshot: activity.kcal.map { DecimalText.string($0) + " kcal" },
          comment: comment))
    }
    return groups.map { group in
      let sorted = group.lines.enumerated().sorted { left, right in
        let (leftTime, rightTime) = (left.element.0?.minutes ?? -1, right.element.0?.minutes ?? -1)
        return leftTime == rightTime ? left.offset < right.offset : leftTime < rightTime
      }
      return (group.place, sorted.map(\.element.1))
    }
  }

  /// The slot an export's meal goes to: the slot of that name; else, with a time, the slot
  /// whose window holds it; else the first slot whose name shares a word with the meal's
  /// (`Snacks` → `Morning Snack`); else the last slot.
  static func slot(for meal: String, at time: ClockTime?, in slots: [MealSlot]) -> MealSlot {
    if let slot = slots.slot(named: Name(meal)) { return slot }
    if let time, let slot = slots.defaultSlot(at: time) { return slot }
    let words = Set(Name.normalized(meal).split(separator: " ").map { String($0.prefix(5)) })
    return slots.first { slot in
      slot.name.key.split(separator: " ").contains { words.contains(String($0.prefix(5))) }
    } ?? slots[slots.count - 1]
  }

  private static func time(_ line: DayFileEditor.EntryLine) -> ClockTime? {
    line.head.split(separator: " ").first.flatMap { ClockTime(String($0)) }
  }

  /// Each entry line of a day file as its slot, head and snapshot, without its comment.
  private static func entryTexts(_ editor: DayFileEditor) -> [String] {
    editor.lines.map { line in
      let parts = editor.parts(of: line)
      return line.key.name + ": " + parts.head + " = " + (parts.snapshot ?? "")
    }
  }

  /// The import's library file with the foods it lacks added, and a food it holds given the
  /// measures new entries use; the names the export's foods take where another library file
  /// has the name already (`Butter (cronometer)`).
  private func libraryChange(_ foods: [Food], source: String, journal: Journal)
    throws(LogError) -> (
      path: String, old: [UInt8]?, new: [UInt8], added: Int, changed: Int,
      names: [String: String]
    )
  {
    let path = "foods/\(source).yaml"
    let old = try dayBytes(path)
    var held: [Food] = []
    if old != nil {
      do throws(WorkspaceError) {
        held =
          JournalReader(today: nil).read(
            try workspace.sources(
              paths: try planPaths().filter { !$0.hasPrefix("foods/") } + [path])
          ).journal.library.foods
      } catch {
        throw LogError(error)
      }
    }
    let heldKeys = Set(held.flatMap(\.allNames).map(\.key))
    var taken = Set(journal.library.allNames.map(\.key)).subtracting(heldKeys)
    var order = held
    var positions: [String: Int] = [:]
    // By every name: a food renamed by hand keeps its old name as an alias.
    for (index, food) in held.enumerated() {
      for name in food.allNames { positions[name.key] = index }
    }
    var names: [String: String] = [:]
    var added = 0
    var changed = Set<Int>()
    for var food in foods {
      let key = food.name.key
      if taken.contains(key) {
        food.name = Name("\(food.name.text) (\(source))")
        names[key] = food.name.text
      }
      if let position = positions[food.name.key] {
        for measure in food.measures
        where order[position].measure(named: measure.name.key) == nil {
          order[position].measures.append(measure)
          changed.insert(position)
        }
        continue
      }
      guard food.implausibleNutrition == nil, !taken.contains(food.name.key) else {
        // Its entries stay free text with their snapshots.
        names[key] = nil
        continue
      }
      taken.insert(food.name.key)
      positions[food.name.key] = order.count
      order.append(food)
      added += 1
    }
    let new = LibraryFileEditor.newFile(
      header: [
        "Foods logged in \(source), written by larder import \(source); run it again to add",
        "new ones. Nutrition per serving as \(source) logged it.",
      ], foods: order)
    return (path, old, new, added, changed.count, names)
  }

  /// The body files with the values of `body` the journal lacks; counts what is added and
  /// kept into `report`.
  private func bodyChange(
    _ body: [CalendarDate: BodyMetrics], today: CalendarDate, report: inout DiaryImportReport
  ) throws(LogError) -> [(path: String, old: [UInt8]?, new: [UInt8])] {
    guard !body.isEmpty else { return [] }
    let existing: [CalendarDate: BodyMetrics]
    do throws(WorkspaceError) {
      let bodyPaths = try BodyAndCareUseCases(workspace: workspace).bodyPaths()
      existing =
        JournalReader(today: today).read(try workspace.sources(paths: bodyPaths))
        .journal.body
    } catch {
      throw LogError(error)
    }
    var byYear: [Int: [CalendarDate: [BodyFileEditor.Metric]]] = [:]
    for (date, metrics) in body where date <= today {
      let old = existing[date] ?? BodyMetrics(date: date)
      let values: [(BodyMetricsSyntax.Kind, Double?, Double?, String)] = [
        (.weight, metrics.weightKilograms, old.weightKilograms, "kg"),
        (.fat, metrics.bodyFatPercent, old.bodyFatPercent, "%"),
        (.waist, metrics.waistCentimeters, old.waistCentimeters, "cm"),
      ]
      for (kind, value, current, unit) in values {
        guard let value else { continue }
        guard let current else {
          let text = "\(kind.rawValue) \(DecimalText.string(value, fractionDigits: 2)) \(unit)"
          byYear[date.year, default: [:]][date, default: []].append((kind, text))
          report.bodyValues += 1
          continue
        }
        if abs(current - value) >= 0.005 { report.bodyKept += 1 }
      }
    }
    var writes: [(path: String, old: [UInt8]?, new: [UInt8])] = []
    for (year, days) in byYear.sorted(by: { $0.key < $1.key }) {
      let path = JournalFileKind.bodyPath(forYear: year)
      let old = try dayBytes(path)
      do {
        writes.append((path, old, try BodyFileEditor.setting(days, in: old ?? [])))
      } catch {
        throw LogError(error.message, hint: error.hint)
      }
    }
    return writes
  }
}
