public import LarderJournal
public import LarderModel
import LarderReports

extension LoggingUseCases {
  /// Prepares `larder copy FROM TO`: the meal entries of a day (`yesterday`), or of one meal
  /// (`yesterday:breakfast`), copied with their times, snapshots and comments into the same
  /// slots of another day (or into the slot `TO` names, `today:lunch`). Activity and notes
  /// are not copied. A future `TO` is refused.
  public func prepareCopy(from source: String, to target: String, today: CalendarDate)
    throws(LogError) -> LogChange
  {
    let (fromDate, fromMeal) = try Self.daySpec(source, today: today)
    let (toDate, toMeal) = try Self.daySpec(target, today: today)
    try Self.requireNotFuture(toDate, today: today)
    if toMeal != nil, fromMeal == nil {
      throw LogError(
        "a whole day can only be copied to a whole day",
        hint: "Name the meal to copy as well: `larder copy \(source):breakfast \(target)`.")
    }
    if fromDate == toDate, toMeal == nil || toMeal == fromMeal {
      throw LogError(
        "\"\(source)\" and \"\(target)\" are the same",
        hint: "Copy to another day, or to another meal: `larder copy today:lunch today:dinner`.")
    }
    let sourceBytes = try dayBytes(JournalFileKind.dayPath(for: fromDate))
    let oldBytes = try dayBytes(JournalFileKind.dayPath(for: toDate))
    let journal = try planJournal(
      today: today,
      needing: Self.libraryNames(in: sourceBytes).union(Self.libraryNames(in: oldBytes)))
    let slots = journal.mealSlots
    let fromSlot = try fromMeal.map { name throws(LogError) in
      try DayFileEditor.Place.slot(named: name, at: .midnight, in: slots)
    }
    let toSlot = try toMeal.map { name throws(LogError) in
      try DayFileEditor.Place.slot(named: name, at: .midnight, in: slots)
    }
    let sourceEditor = DayFileEditor(bytes: sourceBytes, date: fromDate)
    var groups: [(slot: MealSlot, lines: [DayFileEditor.EntryLine], time: ClockTime?)] = []
    for line in sourceEditor.lines {
      guard let slot = slots.slot(named: Name(line.key.name)),
        fromSlot.map({ $0.name == slot.name }) ?? true
      else { continue }
      let parts = sourceEditor.parts(of: line)
      if line.syntax.isComponent, let last = groups.last, last.slot == slot {
        groups[groups.count - 1].lines.append(parts.entryLine)
      } else if !line.syntax.isComponent {
        groups.append((toSlot ?? slot, [parts.entryLine], parts.time))
      }
    }
    guard !groups.isEmpty else {
      throw LogError(
        "nothing to copy: \(fromDate.isoString) has no entries"
          + (fromSlot.map { " in \($0.name.text.lowercased())" } ?? ""),
        hint: "`larder day \(fromDate.isoString)` shows what was logged that day.")
    }
    let boundary = journal.settings.dayBoundary
    let selected = groups
    let insert: @Sendable (inout DayFileEditor) throws(LogError) -> Void = {
      editor throws(LogError) in
      for batch in Self.insertionBatches(selected, into: editor, boundary: boundary) {
        try editor.insert(
          batch.lines, into: .meal(batch.slot.name), at: batch.time, slots: slots,
          boundary: boundary)
      }
    }
    var editor = DayFileEditor(bytes: oldBytes, date: toDate)
    try insert(&editor)
    let added = Self.copied(groups.map(\.lines), in: editor, journal: journal)
    let kcal = added.filter { !$0.isComponent }.compactMap(\.nutrients?.kcal).reduce(0, +)
    let what = fromSlot.map { " \($0.name.text.lowercased())" } ?? ""
    let into = toSlot.map { " \($0.name.text.lowercased())" } ?? ""
    let count = groups.count == 1 ? "1 entry" : "\(groups.count) entries"
    return try change(
      .copy, date: toDate, journal: journal, oldBytes: oldBytes, editor: editor, removed: [],
      added: added, offset: nil,
      message: "copy \(fromDate.isoString)\(what) to \(toDate.isoString)\(into) "
        + "(\(count), +\(Display.kcal(kcal)) kcal)",
      redo: { bytes throws(LogError) in
        var editor = DayFileEditor(bytes: bytes, date: toDate)
        try insert(&editor)
        return editor.bytes
      })
  }

  /// `groups` (an entry and its components, each with its slot and time) as the inserts that
  /// put them into `editor`'s file. Inserting one group puts it after the last entry of its
  /// slot not later than it, so groups inserted one by one into a slot without entries end
  /// up in time order, the first of equal times first: such a slot takes them in one insert,
  /// sorted so, when all have a time. Inserting parses the file again, so a day of a thousand
  /// entries copied one group at a time took seconds. Other groups go one by one, in order.
  private static func insertionBatches(
    _ groups: [(slot: MealSlot, lines: [DayFileEditor.EntryLine], time: ClockTime?)],
    into editor: DayFileEditor, boundary: DayBoundary
  ) -> [(slot: MealSlot, lines: [DayFileEditor.EntryLine], time: ClockTime?)] {
    let filled = Set(editor.lines.map { Name($0.key.name) })
    var single: [(slot: MealSlot, lines: [DayFileEditor.EntryLine], time: ClockTime?)] = []
    var bySlot: [Name: [(slot: MealSlot, lines: [DayFileEditor.EntryLine], time: ClockTime?)]] =
      [:]
    var slotOrder: [Name] = []
    for group in groups {
      if filled.contains(group.slot.name) {
        single.append(group)
      } else {
        if bySlot[group.slot.name] == nil { slotOrder.append(group.slot.name) }
        bySlot[group.slot.name, default: []].append(group)
      }
    }
    var batches: [(slot: MealSlot, lines: [DayFileEditor.EntryLine], time: ClockTime?)] = []
    for name in slotOrder {
      let slotGroups = bySlot[name] ?? []
      let timed = slotGroups.enumerated().compactMap { offset, group in
        group.time.map { (minutes: boundary.minutesIntoDay($0), offset: offset, group: group) }
      }
      guard timed.count == slotGroups.count, let first = slotGroups.first else {
        batches += slotGroups
        continue
      }
      let sorted = timed.sorted { ($0.minutes, $0.offset) < ($1.minutes, $1.offset) }
      batches.append((first.slot, sorted.flatMap(\.group.lines), sorted[0].group.time))
    }
    return batches + single
  }

  /// The lines of the edited file that the copied groups became, in the order copied.
  private static func copied(
    _ groups: [[DayFileEditor.EntryLine]], in editor: DayFileEditor, journal: Journal
  ) -> [LogChange.Item] {
    var remaining: [String: Int] = [:]
    for line in groups.joined() { remaining[line.text, default: 0] += 1 }
    var items: [LogChange.Item] = []
    for line in editor.lines {
      let item = item(line, in: editor, journal: journal)
      if let count = remaining[item.line], count > 0 {
        remaining[item.line] = count - 1
        items.append(item)
      }
    }
    return items
  }

  /// `DATE` or `DATE:MEAL`: `yesterday`, `2026-11-20:breakfast`, `-2:morning snack`.
  static func daySpec(_ text: String, today: CalendarDate) throws(LogError)
    -> (CalendarDate, String?)
  {
    guard let colon = text.firstIndex(of: ":") else {
      return (try logDate(text, today: today), nil)
    }
    let meal = String(text[text.index(after: colon)...])
    guard !meal.isEmpty else {
      throw LogError(
        "\"\(text)\" names no meal after the colon", hint: "Write it like yesterday:breakfast.")
    }
    return (try logDate(String(text[..<colon]), today: today), meal)
  }
}
