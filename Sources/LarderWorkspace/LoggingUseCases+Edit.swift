public import LarderJournal
public import LarderModel
import LarderReports
import LarderSyntax

/// What `larder edit` was asked to change; `nil` leaves a part as it is.
public struct EditRequest: Sendable {
  /// The entry's REF, as `larder day` shows it: `3f2a`, `yesterday:3f2a`.
  public var reference: String
  /// `--amount`: `200`, `200 g`, `1 1/2 cups`; a bare number keeps the unit.
  public var amount: String?
  /// `--time`: `HH:MM`.
  public var time: String?
  /// `--meal`: the slot to move the entry to.
  public var meal: String?
  /// `--note`: the new end-of-line comment; empty removes it.
  public var note: String?
  /// `--date`: the day whose entry the REF names (`2026-11-19`, `yesterday`, `-3`), for a REF
  /// not qualified by its date.
  public var date: String?

  /// Creates a request.
  public init(
    reference: String, amount: String? = nil, time: String? = nil, meal: String? = nil,
    note: String? = nil, date: String? = nil
  ) {
    self.reference = reference
    self.amount = amount
    self.time = time
    self.meal = meal
    self.note = note
    self.date = date
  }

  /// Whether the request changes anything.
  public var changesSomething: Bool { amount != nil || time != nil || meal != nil || note != nil }
}

extension LoggingUseCases {
  /// Prepares `larder edit REF`: the entry's amount (its snapshot and components computed
  /// again, or scaled for free text and activity), time, meal slot or note. The REF names the
  /// line by its content, so it holds whatever happened to the other lines.
  public func prepareEdit(_ request: EditRequest, today: CalendarDate) throws(LogError)
    -> LogChange
  {
    guard request.changesSomething else {
      throw LogError("nothing to change", hint: "Give --amount, --time, --meal or --note.")
    }
    let (reference, date) = try Self.reference(request.reference, on: request.date, today: today)
    let oldBytes = try dayBytes(JournalFileKind.dayPath(for: date))
    let journal = try planJournal(today: today, needing: Self.libraryNames(in: oldBytes))
    let edit: @Sendable (inout DayFileEditor) throws(LogError) -> Edited = {
      editor throws(LogError) in
      try Self.edit(&editor, reference, request, journal: journal)
    }
    var editor = DayFileEditor(bytes: oldBytes, date: date)
    let edited = try edit(&editor)
    var change = try change(
      .edit, date: date, journal: journal, oldBytes: oldBytes, editor: editor,
      removed: edited.removed, added: edited.added, offset: edited.offset,
      message: "edit \(date.isoString) \(edited.summary)",
      redo: { bytes throws(LogError) in
        var editor = DayFileEditor(bytes: bytes, date: date)
        _ = try edit(&editor)
        return editor.bytes
      })
    change.previousReference = edited.previousReference
    return change
  }

  /// Prepares `larder rm REF`: the entry and its `+` components.
  public func prepareRemove(reference text: String, today: CalendarDate) throws(LogError)
    -> LogChange
  {
    let (reference, date) = try Self.reference(text, today: today)
    let oldBytes = try dayBytes(JournalFileKind.dayPath(for: date))
    let journal = try planJournal(today: today, needing: Self.libraryNames(in: oldBytes))
    var editor = DayFileEditor(bytes: oldBytes, date: date)
    let line = try Self.line(reference, in: editor)
    let removed = editor.group(of: line).map { Self.item($0, in: editor, journal: journal) }
    editor.remove(line)
    var summary = "\(line.key.name.lowercased()): \(editor.partsHead(removed[0]))"
    if let kcal = removed[0].nutrients?.kcal, !removed[0].isActivity {
      summary += " (-\(Display.kcal(kcal)) kcal)"
    }
    return try change(
      .remove, date: date, journal: journal, oldBytes: oldBytes, editor: editor,
      removed: removed, added: [], offset: nil, message: "rm \(date.isoString) \(summary)",
      redo: { bytes throws(LogError) in
        var editor = DayFileEditor(bytes: bytes, date: date)
        editor.remove(try Self.line(reference, in: editor))
        return editor.bytes
      })
  }

  /// What an edit did, for the preview and the message.
  struct Edited {
    var removed: [LogChange.Item]
    var added: [LogChange.Item]
    var offset: Int
    var summary: String
    /// The line's reference before the edit.
    var previousReference: EntryReference
  }

  /// Makes the edit `request` asks for on the line `reference` names.
  private static func edit(
    _ editor: inout DayFileEditor, _ reference: EntryReference, _ request: EditRequest,
    journal: Journal
  ) throws(LogError) -> Edited {
    let line = try line(reference, in: editor)
    let isActivity = line.key.name.lowercased() == "activity"
    let parts = editor.parts(of: line)
    let group = editor.group(of: line)
    let removed = group.map { item($0, in: editor, journal: journal) }
    let time = try request.time.map { text throws(LogError) in try Self.time(text) } ?? parts.time
    var head = parts.head
    var snapshot = parts.snapshot
    var components = group.dropFirst().map { editor.parts(of: $0).entryLine }
    var changes: [String] = []
    if let amount = request.amount {
      let draft = try redrafted(line, removed[0], amount: amount, in: editor, journal: journal)
      (head, snapshot) = (draft.head, draft.snapshot)
      components = draft.lines(time: nil, note: nil).dropFirst().map { $0 }
      changes.append("was \(removed[0].amount)")
    }
    if request.time != nil {
      let old = parts.time.map { "\($0)" } ?? "none"
      changes.append("time \(old) → \(time.map { "\($0)" } ?? "")")
    }
    let comment = request.note.map { $0.isEmpty ? nil : $0 } ?? parts.comment
    if request.note != nil { changes.append(comment == nil ? "note removed" : "note") }
    let entry = DayFileEditor.EntryLine(
      head: (time.map { "\($0) " } ?? "") + head, snapshot: snapshot, comment: comment)
    var key = line.key.name.lowercased()
    let offset: Int
    if let meal = request.meal {
      guard !isActivity else {
        throw LogError(
          "an activity stays under activity:", hint: "Leave out --meal for an activity.")
      }
      let slot = try DayFileEditor.Place.slot(
        named: meal, at: time ?? .midnight, in: journal.mealSlots)
      changes.append("\(key) → \(slot.name.text.lowercased())")
      key = slot.name.text.lowercased()
      editor.remove(line)
      offset = try editor.insert(
        [entry] + components, into: .meal(slot.name), at: time, slots: journal.mealSlots,
        boundary: journal.settings.dayBoundary)
    } else {
      // A new amount rewrites the components; otherwise they stay as written.
      let keepsComponents = request.amount == nil
      offset = editor.replace(
        line, with: keepsComponents ? [entry] : [entry] + components,
        keepingComponents: keepsComponents)
    }
    let added = items(editor, journal: journal) { $0 >= offset }.prefix(1 + components.count)
    let kcal = (added.first?.nutrients?.kcal ?? 0) - (removed[0].nutrients?.kcal ?? 0)
    if kcal != 0, !isActivity {
      changes.append((kcal > 0 ? "+" : "-") + Display.kcal(kcal.magnitude) + " kcal")
    }
    return Edited(
      removed: removed, added: Array(added), offset: offset,
      summary: "\(key): \(head) (\(changes.joined(separator: "; ")))",
      previousReference: line.reference)
  }

  /// The draft of `line` with a new amount: library entries resolved again, free text and
  /// activity with their snapshot scaled.
  private static func redrafted(
    _ line: EntryReference.Line, _ old: LogChange.Item, amount text: String,
    in editor: DayFileEditor, journal: Journal
  ) throws(LogError) -> EntryDraft {
    let typed = "x " + text
    var diagnostics: [Diagnostic] = []
    guard let parsed = EntrySyntax.parse(typed, into: &diagnostics), let amount = parsed.amount,
      diagnostics.isEmpty, amount.value > 0
    else {
      throw LogError(
        "--amount \"\(text)\" is not an amount above zero",
        hint: "Write a number, with a unit if it changes: 200, 200 g, 1 1/2 cups.")
    }
    let number = editor.parts(of: line).number
    var unit = String(old.amount.dropFirst(number.count)).trimmed
    if let range = parsed.unit {
      unit = String(decoding: Array(typed.utf8)[range], as: UTF8.self)
    } else if let counted = ["serving", "piece"].first(where: {
      [$0, $0 + "s"].contains(unit.lowercased())
    }) {
      unit = amount.value > 1 ? counted + "s" : counted
    }
    var words = [old.what, amount.canonical(in: typed), unit]
    let named =
      journal.library.item(named: Name(old.what)) != nil
      || journal.category(named: Name(old.what)) != nil
    if let snapshot = line.syntax.snapshot, let nutrients = old.nutrients, !named {
      let factor = amount.value / (line.syntax.amount?.value ?? 1)
      let scaled = nutrients.scaled(by: factor)
      var text =
        old.isActivity
        ? "\(NumberSyntax.spelling(of: scaled.kcal, maxFractionDigits: 0)) kcal"
        : scaled.description
      if !snapshot.portions.isEmpty {
        text +=
          "; "
          + old.portions.map {
            let amount = NumberSyntax.spelling(of: $0.amount * factor, maxFractionDigits: 1)
            return "\($0.category.text) \(amount)"
          }.joined(separator: ", ")
      }
      words += ["=", text]
    }
    return try EntryDraft(words: words, journal: journal)
  }

  /// Reads a REF and the day it names (today unless it says).
  static func reference(_ text: String, on day: String? = nil, today: CalendarDate)
    throws(LogError) -> (EntryReference, CalendarDate)
  {
    guard let reference = EntryReference(text) else {
      throw LogError(
        "\"\(text)\" is not an entry REF",
        hint: "A REF is the 4 to 8 hex digits `larder day` shows, such as 3f2a or "
          + "yesterday:3f2a.")
    }
    let qualified = reference.date?.resolve(today: today)
    guard let day else { return (reference, qualified ?? today) }
    let date = try logDate(day, today: today)
    if let qualified, qualified != date {
      throw LogError(
        "the REF \(text) names an entry of \(qualified.isoString), but --date says "
          + date.isoString,
        hint: "Give the day once: in the REF (\(date.isoString):\(reference.text)) or with --date.")
    }
    return (reference, date)
  }

  /// The line `reference` names in `editor`'s file; a component is refused.
  static func line(_ reference: EntryReference, in editor: DayFileEditor) throws(LogError)
    -> EntryReference.Line
  {
    let day = editor.date.isoString
    let line: EntryReference.Line
    do {
      line = try reference.resolve(in: editor.lines)
    } catch {
      switch error {
      case .notFound:
        throw LogError(
          "no entry of \(day) has the REF \(reference.text)",
          hint: "`larder day \(day)` lists the entries with their REFs.")
      case .ambiguous(_, let candidates):
        throw LogError(
          "the REF \(reference.text) fits several entries of \(day)",
          hint: "Use one of the longer REFs: \(candidates.joined(separator: ", ")).")
      }
    }
    if line.syntax.isComponent {
      let composite = editor.lines.last {
        !$0.syntax.isComponent && $0.key == line.key
          && $0.item.lineRange.lowerBound < line.item.lineRange.lowerBound
      }
      throw LogError(
        "REF \(reference.text) is a `+` component, counted in the recipe entry above it",
        hint: "Edit or remove the recipe's own entry"
          + (composite.map { " (REF \($0.reference.text))" } ?? "") + ".")
    }
    return line
  }
}

extension DayFileEditor {
  /// `what amount` of an item, for a commit message.
  fileprivate func partsHead(_ item: LogChange.Item) -> String {
    item.amount.isEmpty ? item.what : "\(item.what) \(item.amount)"
  }
}

extension String {
  fileprivate var trimmed: String {
    split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }
}
