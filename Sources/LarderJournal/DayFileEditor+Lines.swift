public import LarderModel
public import LarderSyntax

extension DayFileEditor {
  /// An entry line of the file taken apart as `larder fmt` spells it, to be written again
  /// with some part changed.
  public struct LineParts: Hashable, Sendable {
    /// The time, if the line has one.
    public var time: ClockTime?
    /// The head without the time: `chicken breast 150 g`, `+ olive oil 10 ml`.
    public var head: String
    /// The snapshot after ` = `, if any.
    public var snapshot: String?
    /// The end-of-line comment without `#`, if any.
    public var comment: String?
    /// The words of what was eaten or done: `chicken breast`.
    public var what: String
    /// The amount and unit as written, `150 g`; empty without an amount.
    public var amount: String
    /// The amount alone as written, `150`, `1 1/2`; empty without an amount.
    public var number: String

    /// The line to write.
    public var entryLine: EntryLine {
      EntryLine(
        head: (time.map { "\($0) " } ?? "") + head, snapshot: snapshot, comment: comment)
    }
  }

  /// The parts of `line`, a line of this file.
  public func parts(of line: EntryReference.Line) -> LineParts {
    let scalar = line.scalar
    // The bytes the line's entry was read from, so that its ranges index them whatever the
    // scalar holds (invalid UTF-8 decodes to more bytes than it takes in the file).
    let text = ScalarText(scalar, in: bytes)
    var untimed = line.syntax
    untimed.time = nil
    let (head, snapshot) = text.withBuffer { buffer, offset in
      untimed.canonicalParts(in: buffer, at: offset)
    }
    let number =
      line.syntax.amount.map { amount in
        text.withBuffer { buffer, offset in amount.canonical(in: buffer, at: offset) }
      } ?? ""
    func words(_ range: Range<Int>?) -> String {
      guard let range else { return "" }
      return text.text(range).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(
        separator: " ")
    }
    var amount = number
    if !amount.isEmpty, line.syntax.unit != nil { amount += " " + words(line.syntax.unit) }
    return LineParts(
      time: line.syntax.time.flatMap { ClockTime(minutes: $0.minutes) }, head: head,
      snapshot: snapshot, comment: Self.comment(of: scalar, in: bytes),
      what: words(line.syntax.what), amount: amount, number: number)
  }
}

extension JournalReader {
  /// The entry `line` holds, resolved against the plan and library of `journal` as reading
  /// the file would; `nil` when it cannot be read.
  public func entry(of line: EntryReference.Line, in document: DocumentSyntax, journal: Journal)
    -> Entry?
  {
    var file = FileReading(document: document)
    let plan = Plan(
      library: journal.library, categories: journal.categories, slots: journal.mealSlots)
    return resolveEntry(
      line.scalar, &file, plan: plan, isActivity: line.key.normalizedName == "activity")
  }
}

extension DayFileEditor.Place {
  /// The meal slot named `name` (as names compare), or, without a name, the first slot whose
  /// window holds `time` and that is not `manual`; refuses an unknown name with the closest
  /// slot, and a time no automatic slot holds.
  public static func slot(named name: String?, at time: ClockTime, in slots: [MealSlot])
    throws(LogError) -> MealSlot
  {
    let names = slots.map(\.name.text)
    guard let name else {
      guard let slot = slots.defaultSlot(at: time) else {
        throw LogError(
          "no meal slot's window holds \(time)",
          hint: "Choose one with --meal: \(names.joined(separator: ", ")).")
      }
      return slot
    }
    guard let slot = slots.slot(named: Name(name)) else {
      throw LogError(
        "unknown meal slot \"\(name)\"",
        hint: Suggestions.hint(for: name, among: names, kind: "meal slots"))
    }
    return slot
  }
}

extension DayFileEditor.EntryLine {
  /// The line as written on its own, without `- `: the scalar (quoted when it must be) and
  /// the comment.
  public var text: String {
    DayFileEditor.withComment(DayFileEditor.scalarText(of: self), comment)
  }
}
