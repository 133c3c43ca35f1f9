import LarderJournal
public import LarderModel
import LarderSyntax

/// `larder meals`: the meal slots in display order.
public struct MealsOverview: Sendable {
  /// The slots, in display order.
  public let slots: [MealSlot]
  /// Whether the slots are the defaults because `meals.yaml` does not exist.
  public let isDefault: Bool
  /// Whether `meals.yaml` has errors, so that some slots may be missing.
  public let hasErrors: Bool
}

/// A change to one slot of `meals.yaml`.
public enum MealSlotEdit: Hashable, Sendable {
  var isAdd: Bool {
    if case .add = self { true } else { false }
  }

  /// Adds a slot with a window (`10:00-13:00`, or none), manual or not, at a position.
  case add(window: String?, manual: Bool, position: PlanPosition?)
  /// Renames the slot, and its key in every day file that uses it.
  case rename(String)
  /// Moves the slot in the display order.
  case move(PlanPosition)
  /// Sets the slot's time window (`04:00-10:00`, `21:00-01:00`).
  case window(String)
  /// Excludes the slot from automatic selection (`manual`), or includes it again.
  case manual(Bool)
  /// Removes the slot; refused while day files use it, unless their entries move to another
  /// slot.
  case remove(moveTo: String?)
}

extension PlanUseCases {
  /// The journal's meal slots in display order, from `meals.yaml` alone (else the defaults),
  /// for checking a `--meal` option (of `search`, say).
  public func mealSlots() throws(WorkspaceError) -> [MealSlot] {
    JournalReader(today: nil).read(try workspace.sources(paths: ["meals.yaml"])).journal.mealSlots
  }

  /// The meal slots of `meals.yaml`, or the defaults without it.
  public func meals() throws(WorkspaceError) -> MealsOverview {
    let files = try workspace.sources(paths: ["meals.yaml"])
    let reading = JournalReader(today: nil).read(files)
    return MealsOverview(
      slots: reading.journal.mealSlots, isDefault: files.isEmpty, hasErrors: reading.hasErrors)
  }

  /// Changes one meal slot, changing the smallest spans of `meals.yaml` (written out with the
  /// defaults first when it does not exist) and, for a rename or a move, the slot's key in
  /// every day file that uses it, in one commit.
  public func changeMealSlot(_ name: String, _ edit: MealSlotEdit, noCommit: Bool = false)
    throws(PlanChangeError) -> PlanChange
  {
    let session = try PlanChangeError.step { () throws(WorkspaceError) in
      try workspace.beginWrite(noCommit: noCommit)
    }
    let path = "meals.yaml"
    let current = try PlanChangeError.step { () throws(WorkspaceError) in
      try session.read(path).bytes
    }
    let before = current ?? Array(PlanEditor.defaultMealsFile().utf8)
    let slots = JournalReader(today: nil).read(
      [JournalSource(path: path, bytes: before)].compactMap { $0 }
    ).journal.mealSlots
    let slot = slots.first { $0.name == Name(name) }
    let key = Name(slot?.name.text ?? PlanNames.trimmed(name))
    var change: PlanEditor.SlotChange
    var summary: String
    var moveTo: String?
    switch edit {
    case .add(let windowText, let manual, let position):
      let newName = try Self.slotName(name)
      let window = try windowText.map(Self.window)
      var index: Int?
      if let position { index = try PlanNames.index(position, in: slots.map(\.name)) }
      change = .add(window: PlanEditor.windowText(window, manual), position: index)
      summary = "meals add \(newName)"
    case .rename(let newText):
      let newName = try Self.slotName(newText)
      change = .rename(newName)
      summary = "meals rename \(key.text) to \(newName)"
      moveTo = newName
    case .move(let position):
      change = .move(try PlanNames.index(position, in: slots.map(\.name).filter { $0 != key }))
      summary = "meals move \(key.text)"
    case .window(let text):
      let window = try Self.window(text)
      change = .window(window)
      summary = "meals window \(key.text): \(window)"
    case .manual(let isManual):
      change = .manual(isManual)
      summary = "meals manual \(key.text)" + (isManual ? "" : " --off")
    case .remove(let target):
      change = .remove
      summary = "meals remove \(key.text)"
      if let target {
        guard let other = slots.first(where: { $0.name == Name(target) }), other.name != key
        else {
          throw .refused(
            message: "cannot move the entries of \(key.text) to \"\(target)\"",
            hint: "Name another slot: \(slots.map(\.name.text).joined(separator: ", ")).")
        }
        moveTo = other.name.text
        summary += ", moving its entries to \(other.name.text)"
      }
    }
    if case .add = change {
    } else if slot == nil {
      throw .refused(
        message: "unknown meal slot \"\(name)\"",
        hint: "Slots: \(slots.map(\.name.text).joined(separator: ", ")).")
    }
    let edited: [UInt8]
    do {
      edited = try PlanEditor.changing(slot: key, change, current: slot, in: before)
    } catch {
      throw .refused(message: error.message, hint: error.hint)
    }
    try requireNoNewErrors(path, before: before, after: edited)
    if case .remove = edit, moveTo == nil {
      let used = try slotUses(key, to: key.text, session: session, writing: false)
      if used > 0 {
        throw .refused(
          message: "\(Display.count(used, "day file uses", "day files use")) \(key.text)",
          hint: "Move their entries with `--move-to SLOT`.")
      }
    }
    if let moveTo {
      let files = try slotUses(key, to: moveTo, session: session, writing: true)
      if files > 0 { summary += " (\(Display.count(files, "day file", "day files")))" }
    }
    var warnings: [String] = []
    switch edit {
    case .add, .window, .manual(false), .move:
      let after = JournalReader(today: nil).read(
        [JournalSource(path: path, bytes: edited)].compactMap { $0 }
      ).journal.mealSlots
      warnings = Self.overlaps(
        after, involving: Name(edit.isAdd ? PlanNames.trimmed(name) : key.text))
    default:
      break
    }
    let message = summary
    let outcome = try PlanChangeError.step { () throws(WorkspaceError) in
      try session.replace(path, with: edited)
      return try session.commit(message: message)
    }
    return PlanChange(summary: summary, warnings: warnings, outcome: outcome)
  }

  /// Warnings for the automatic slots whose windows overlap `slot`'s: the first in order wins
  /// the shared minutes, which may not be what was meant.
  static func overlaps(_ slots: [MealSlot], involving slot: Name) -> [String] {
    let automatic = slots.filter { !$0.isManual && $0.window != nil }
    guard let index = automatic.firstIndex(where: { $0.name == slot }),
      let window = automatic[index].window
    else { return [] }
    var warnings: [String] = []
    for (otherIndex, other) in automatic.enumerated() where otherIndex != index {
      guard let otherWindow = other.window else { continue }
      let shared = (0..<1_440).filter { minute in
        let time = ClockTime(minutes: minute)!
        return window.contains(time) && otherWindow.contains(time)
      }
      guard let first = shared.first, let last = shared.last else { continue }
      let winner = otherIndex < index ? other.name.text : slot.text
      warnings.append(
        "\(slot.text) and \(other.name.text) share \(shared.count) minutes from "
          + "\(ClockTime(minutes: first)!) to \(ClockTime(minutes: last + 1)!); \(winner), first "
          + "in order, takes new entries then")
    }
    return warnings
  }

  /// Counts the day files that use the slot `from` and, when `writing`, proposes them with
  /// the slot's entries under `to`.
  private func slotUses(_ from: Name, to: String, session: WriteSession, writing: Bool)
    throws(PlanChangeError) -> Int
  {
    var files = 0
    let paths = try PlanChangeError.step { () throws(WorkspaceError) in
      try workspace.journalFilePaths().filter {
        if case .day? = JournalFileKind(relativePath: $0) { true } else { false }
      }
    }
    for path in paths {
      let bytes = try PlanChangeError.step { () throws(WorkspaceError) in
        try session.read(path).bytes ?? []
      }
      let edited: [UInt8]?
      do {
        edited = try PlanEditor.movingSlot(from, to: to, inDay: bytes)
      } catch {
        throw .refused(message: "\(path): " + error.message, hint: error.hint)
      }
      guard let edited else { continue }
      files += 1
      if writing {
        try PlanChangeError.step { () throws(WorkspaceError) in
          try session.replace(path, with: edited)
        }
      }
    }
    return files
  }

  private static func slotName(_ text: String) throws(PlanChangeError) -> String {
    let name = try PlanNames.validated(text, kind: "meal slot")
    guard !["activity", "notes", "intake"].contains(Name.normalized(name)) else {
      throw .refused(
        message: "\"\(name)\" cannot name a meal slot: day files use it for something else",
        hint: "Choose another name.")
    }
    return name
  }

  private static func window(_ text: String) throws(PlanChangeError) -> MealWindow {
    var diagnostics: [Diagnostic] = []
    let syntax = MealWindowSyntax.parse(text, into: &diagnostics)
    guard let syntax, diagnostics.isEmpty, !syntax.isManual, let start = syntax.start,
      let end = syntax.end, let startTime = ClockTime(minutes: start.minutes),
      let endTime = ClockTime(minutes: end.minutes)
    else {
      throw .refused(
        message: diagnostics.first?.message ?? "\"\(text)\" is not a meal window",
        hint: "Write two times such as 04:00-10:00 (the end may be 24:00, or wrap past "
          + "midnight: 21:00-01:00).")
    }
    return MealWindow(start: startTime, end: endTime)
  }
}
