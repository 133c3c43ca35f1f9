import FoundationEssentials
public import LarderJournal
public import LarderModel
import LarderReports
import LarderSyntax

/// What `larder add` was asked to log.
public struct AddRequest: Sendable {
  /// The words after `add`: `chicken breast 150 g`, `"restaurant curry" 850 kcal 30p`.
  public var words: [String]
  /// `--meal`: the slot's name; by default the slot whose window holds the time.
  public var meal: String?
  /// `--date`: a date expression; by default today.
  public var date: String?
  /// `--time`: `HH:MM`; by default now.
  public var time: String?
  /// `--note`: the entry's end-of-line comment.
  public var note: String?

  /// Creates a request. A leading time typed with a one-digit hour (`7:05 oatmeal 60 g`) is
  /// taken as `07:05`, as the journal writes it.
  public init(
    words: [String], meal: String? = nil, date: String? = nil, time: String? = nil,
    note: String? = nil
  ) {
    var words = words
    if let first = words.first, first.utf8.count == 4, let typed = ClockTime(typed: first) {
      words[0] = typed.description
    }
    self.words = words
    self.meal = meal
    self.date = date
    self.time = time
    self.note = note
  }
}

extension LogError {
  /// The workspace's error, with its message and hint: a refusal (exit status 1) when the
  /// workspace refused (`WorkspaceError.isRefusal`: a file changed on disk meanwhile, a
  /// change that would not parse), else a failure (2).
  public init(_ error: WorkspaceError) {
    if error.isRefusal {
      self.init(error.message, hint: error.hint)
    } else {
      self.init(failure: error.message, hint: error.hint)
    }
  }
}

extension LoggingUseCases {
  /// Prepares `larder add`: resolves the words, picks the day and time (see `addTarget`), the
  /// meal slot (the first automatic one whose window holds the time) and the place among the
  /// slot's entries, and computes the day's totals before and after. Reads the settings, plan
  /// and library and that one day file.
  ///
  /// - Parameters:
  ///   - today: today's journal date; later days are refused.
  ///   - todayIsGiven: whether `today` was given (`--today`) rather than read from the clock.
  public func prepareAdd(_ request: AddRequest, today: CalendarDate, todayIsGiven: Bool)
    throws(LogError) -> LogChange
  {
    let typed = request.words + [request.note ?? ""]
    // A tab is a blank in a journal line; every other control character is refused.
    if typed.contains(where: {
      $0.unicodeScalars.contains { $0 != "\t" && $0.properties.generalCategory == .control }
    }) {
      throw Self.controlCharacterTyped
    }
    let target = try addTarget(
      request, typedTime: EntryDraft.typedTime(in: request.words), today: today,
      todayIsGiven: todayIsGiven)
    let time = target.time
    var journal = try planJournal(
      today: today,
      needing: EntryDraft.libraryNames(in: request.words).union(
        Self.libraryNames(in: target.oldBytes)))
    let draft: EntryDraft
    do {
      draft = try EntryDraft(words: request.words, journal: journal)
    } catch {
      // An unknown name: the whole library finds the closest names (or the food after all).
      journal = try planJournal(today: today, needing: nil)
      draft = try EntryDraft(words: request.words, journal: journal)
    }
    let place: DayFileEditor.Place
    let placeKey: String
    if draft.kind == .activity {
      if let meal = request.meal {
        throw LogError(
          "\"\(draft.what)\" is an activity; it goes under activity:, not \"\(meal)\"",
          hint: "Leave out --meal for an activity.")
      }
      (place, placeKey) = (.activity, "activity")
    } else {
      let slot = try DayFileEditor.Place.slot(named: request.meal, at: time, in: journal.mealSlots)
      (place, placeKey) = (.meal(slot.name), slot.name.text.lowercased())
    }
    var summary = draft.head
    if let kcal = draft.nutrients?.kcal {
      summary +=
        draft.kind == .activity
        ? " (\(Display.kcal(kcal)) kcal burned)" : " (+\(Display.kcal(kcal)) kcal)"
    }
    return try addChange(
      draft.lines(time: time, note: request.note), into: place, target: target, journal: journal,
      message: "add \(target.date.isoString) \(placeKey): \(summary)")
  }

  /// Where `larder add` writes: the journal day, the time, and the day file as it is.
  struct AddTarget {
    let boundary: DayBoundary
    let time: ClockTime
    let date: CalendarDate
    let oldBytes: [UInt8]?
  }

  /// The day, time and day file of an add; refuses a bad `--time` or `--date` and a future
  /// day.
  ///
  /// - With `--date`, or a `today` that was given, a time is a time of that journal day: with
  ///   the cutoff at 04:00, `01:30` is in the night after it.
  /// - Otherwise a time is its most recent occurrence on the clock, never one still to come:
  ///   at 14:00 on the 26th, `01:30` is the 26th's 01:30, in the journal day of the 25th.
  /// - Without a time, the entry gets the clock's time in today's journal day.
  ///
  /// - Parameter typedTime: a time typed before the words, used without `--time`.
  func addTarget(
    _ request: AddRequest, typedTime: ClockTime?, today: CalendarDate, todayIsGiven: Bool
  ) throws(LogError) -> AddTarget {
    let boundary: DayBoundary
    do {
      // A newer format is refused before its files are read as if they were this one's.
      boundary = try workspace.requireSupportedFormat().dayBoundary
    } catch {
      throw LogError(error)
    }
    let wall = workspace.clock.local
    let givenTime = try request.time.map { text throws(LogError) in try Self.time(text) }
    let time = givenTime ?? typedTime ?? wall.time
    let date: CalendarDate
    if let text = request.date {
      date = try Self.logDate(text, today: today)
    } else if todayIsGiven || (givenTime ?? typedTime) == nil {
      date = today
    } else {
      let occurred = time <= wall.time ? wall.date : wall.date.previous
      date = boundary.journalDate(for: occurred, at: time)
    }
    try Self.requireNotFuture(date, today: today)
    return AddTarget(
      boundary: boundary, time: time, date: date,
      oldBytes: try dayBytes(JournalFileKind.dayPath(for: date)))
  }

  /// The change that inserts `lines` at the target's time into `place`, with the day's totals
  /// before and after.
  func addChange(
    _ lines: [DayFileEditor.EntryLine], into place: DayFileEditor.Place, target: AddTarget,
    journal: Journal, message: String
  ) throws(LogError) -> LogChange {
    let (date, time, boundary, slots) = (
      target.date, target.time, target.boundary, journal.mealSlots
    )
    let redo: @Sendable ([UInt8]?) throws(LogError) -> [UInt8] = { bytes throws(LogError) in
      var editor = DayFileEditor(bytes: bytes, date: date)
      try editor.insert(lines, into: place, at: time, slots: slots, boundary: boundary)
      return editor.bytes
    }
    var editor = DayFileEditor(bytes: target.oldBytes, date: date)
    let offset = try editor.insert(lines, into: place, at: time, slots: slots, boundary: boundary)
    let added = Self.items(editor, journal: journal) { $0 >= offset }.prefix(lines.count)
    return try change(
      .add, date: date, journal: journal, oldBytes: target.oldBytes, editor: editor, removed: [],
      added: Array(added), offset: offset, message: message, redo: redo)
  }

  /// Writes a prepared change and commits it (unless `noCommit`), through the write path: under
  /// the journal lock, re-parsed, atomically. A file hand-edited since the change was prepared
  /// gets the change made again on its new bytes.
  public func apply(_ change: LogChange, noCommit: Bool) throws(LogError) -> WriteOutcome {
    do {
      let session = try workspace.beginWrite(noCommit: noCommit)
      let current = try session.read(change.path).bytes
      let bytes = current == change.oldBytes ? change.newBytes : try change.redo(current)
      try session.replace(change.path, with: bytes)
      return try session.commit(message: change.message)
    } catch let error as LogError {
      throw error
    } catch let error as WorkspaceError {
      throw LogError(error)
    } catch {
      throw LogError("\(error)")
    }
  }

  // MARK: - Shared steps

  /// The settings and plan, and of the library the foods and recipes that define `names` (see
  /// `LibraryExcerpt`), or all of it when `names` is nil; read without listing the day files.
  func planJournal(today: CalendarDate, needing names: Set<String>?) throws(LogError) -> Journal {
    guard let names else { return try planJournal(today: today) { _ in nil } }
    do throws(WorkspaceError) {
      // The library's outlines, kept in `.git/larder`, find the entries without reading
      // every food file.
      let plan = try planPaths()
      let settingsAndPlan = try workspace.sources(paths: plan.filter { !$0.hasPrefix("foods/") })
      let library = try workspace.libraryExcerpt(
        plan.filter { $0.hasPrefix("foods/") }, needing: names)
      return try checkedFormat(JournalReader(today: today).read(settingsAndPlan + library))
    } catch {
      throw LogError(error)
    }
  }

  /// The settings and plan, and what `select` cuts from the scanned library files (all of
  /// them when it returns nil).
  func planJournal(today: CalendarDate, library select: (LibraryExcerpt) -> [JournalSource]?)
    throws(LogError) -> Journal
  {
    do throws(WorkspaceError) {
      var sources = try workspace.sources(paths: try planPaths())
      if let excerpt = select(LibraryExcerpt(sources.filter { $0.kind == .foods })) {
        sources = sources.filter { $0.kind != .foods } + excerpt
      }
      return try checkedFormat(JournalReader(today: today).read(sources))
    } catch {
      throw LogError(error)
    }
  }

  /// The journal read, refused when its format is newer than this larder reads.
  private func checkedFormat(_ reading: JournalReading) throws(WorkspaceError) -> Journal {
    let version = reading.journal.settings.formatVersion
    guard version <= Settings.currentFormatVersion else {
      throw .formatTooNew(version: String(version), supported: Settings.currentFormatVersion)
    }
    return reading.journal
  }

  /// The library names the entries of a day file need.
  static func libraryNames(in bytes: [UInt8]?) -> Set<String> {
    bytes.map { LibraryExcerpt.names(neededBy: DocumentParser.parse($0).0) } ?? []
  }

  /// The bytes of a day file, `nil` when it does not exist.
  func dayBytes(_ path: String) throws(LogError) -> [UInt8]? {
    do {
      return try workspace.readJournalFile(path)
    } catch {
      throw LogError(error)
    }
  }

  /// The refusal of typed text that holds a control character (`\n`, ESC, U+0001), which no
  /// journal line can hold.
  static let controlCharacterTyped = LogError(
    "what was typed holds a control character (a newline, an escape, a pasted control code), "
      + "which a journal line cannot hold; nothing was written",
    hint: "Type it again without that character.")

  /// The change with the day's totals before and after, checking that the edited file reads
  /// back without a new error.
  func change(
    _ action: LogChange.Action, date: CalendarDate, journal: Journal, oldBytes: [UInt8]?,
    editor: DayFileEditor, removed: [LogChange.Item], added: [LogChange.Item], offset: Int?,
    message: String, redo: @escaping @Sendable ([UInt8]?) throws(LogError) -> [UInt8]
  ) throws(LogError) -> LogChange {
    let reader = JournalReader(today: nil)
    let before = reader.readDay(oldBytes ?? [], date: date, journal: journal)
    let after = reader.readDay(editor.bytes, date: date, journal: journal)
    let errors = { (diagnostics: [Diagnostic]) in diagnostics.filter { $0.severity == .error } }
    let known = Set(errors(before.diagnostics).map(\.message))
    if let new = errors(after.diagnostics).first(where: { !known.contains($0.message) }) {
      // What was typed holds a character a journal line cannot: the person's to fix.
      if new.id == "control-character" { throw Self.controlCharacterTyped }
      throw LogError(
        "the change would not read back: \(new.message)",
        hint: "This is a bug in larder; please report it with the day file.")
    }
    let reference = offset.flatMap { offset in
      editor.lines.first { $0.item.lineRange.lowerBound == offset }?.reference
    }
    return LogChange(
      action: action, date: date, path: JournalFileKind.dayPath(for: date), removed: removed,
      added: added, before: DayTotals(day: before.day, journal: journal),
      after: DayTotals(day: after.day, journal: journal), goal: journal.goal(on: date),
      reference: reference, message: message, oldBytes: oldBytes, newBytes: editor.bytes,
      redo: redo)
  }

  /// The lines of `editor`'s file whose line starts at an offset `selected` accepts.
  static func items(
    _ editor: DayFileEditor, journal: Journal, where selected: (Int) -> Bool
  ) -> [LogChange.Item] {
    editor.lines.filter { selected($0.item.lineRange.lowerBound) }.map {
      item($0, in: editor, journal: journal)
    }
  }

  /// One line as shown in a preview.
  static func item(_ line: EntryReference.Line, in editor: DayFileEditor, journal: Journal)
    -> LogChange.Item
  {
    let parts = editor.parts(of: line)
    let entry = JournalReader(today: nil).entry(of: line, in: editor.document, journal: journal)
    var nutrients = entry?.snapshot
    if nutrients == nil, case .food(let name, let quantity)? = entry?.kind {
      nutrients = try? journal.library.nutrients(of: name, quantity: quantity)
    }
    let isActivity = line.key.name.lowercased() == "activity"
    let slot = journal.mealSlots.slot(named: Name(line.key.name))
    var what = parts.what
    var amount = parts.amount
    // In `2 slices toast` the reader took `slices` as the unit: show `toast`, `2 slices`.
    if let entry, line.syntax.amountPlacement == .leading, line.syntax.unit == nil,
      what.count > entry.what.count, what.lowercased().hasSuffix(entry.what.lowercased())
    {
      amount += " " + what.dropLast(entry.what.count).trimmingSpaces
      what = entry.what
    }
    var portions = entry?.portions ?? []
    if case .portions(let category, let logged)? = entry?.kind {
      portions = [CategoryPortion(category: category, amount: logged)]
    }
    return LogChange.Item(
      place: isActivity ? "Activity" : (slot?.name.text ?? line.key.name),
      isActivity: isActivity, time: parts.time, what: what, amount: amount, nutrients: nutrients,
      portions: portions, isComponent: line.syntax.isComponent, line: parts.entryLine.text)
  }

  // MARK: - Arguments

  /// The time of `--time`; a text that is no time is a usage error, as a bad `--date` is.
  static func time(_ text: String) throws(LogError) -> ClockTime {
    guard let time = ClockTime(typed: text) else { throw LogError(WorkspaceError.badTime(text)) }
    return time
  }

  static func logDate(_ text: String, today: CalendarDate) throws(LogError) -> CalendarDate {
    do throws(WorkspaceError) {
      return try Workspace.date(text, today: today)
    } catch {
      throw LogError(error)
    }
  }

  static func requireNotFuture(_ date: CalendarDate, today: CalendarDate) throws(LogError) {
    guard date > today else { return }
    throw LogError(
      "\(date.isoString) is in the future; only today and past days can be logged",
      hint: "Give a date up to today (\(today.isoString)): --date yesterday, --date -3.")
  }
}
