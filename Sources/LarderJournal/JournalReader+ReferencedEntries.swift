public import LarderModel
public import LarderSyntax

/// An entry of a day file together with its line, its reference and the words it was written
/// with, for listing a day.
public struct ReferencedEntry: Hashable, Sendable {
  /// The entry as the reader reads it.
  public let entry: Entry
  /// The line it was read from, with its reference.
  public let line: EntryReference.Line
  /// What was eaten or done, as written: `whole-wheat toast`.
  public let what: String
  /// The amount and unit as written, canonical spacing: `2 slices`; `nil` without an amount.
  public let amount: String?
}

extension JournalReader {
  /// The entries of one day file with their lines and references: exactly the entries `read`
  /// puts into the day, meal slots in file order first and then `activity`, resolved against
  /// the plan and library of `journal`.
  public func referencedEntries(in document: DocumentSyntax, journal: Journal)
    -> [ReferencedEntry]
  {
    referencedEntries(EntryReference.lines(in: document), in: document, journal: journal)
  }

  /// The entries of one day file, as `referencedEntries(in:journal:)` gives them, read from
  /// its entry lines when the caller has them already: working them out again doubled the
  /// cost of `larder day` on a long day.
  public func referencedEntries(
    _ lines: [EntryReference.Line], in document: DocumentSyntax, journal: Journal
  ) -> [ReferencedEntry] {
    let plan = Plan(
      library: journal.library, categories: journal.categories, slots: journal.mealSlots)
    var scratch = FileReading(document: document)
    var meals: [ReferencedEntry] = []
    meals.reserveCapacity(lines.count)
    var activity: [ReferencedEntry] = []
    for line in lines {
      let key = line.key.normalizedName
      let isActivity = key == "activity"
      guard isActivity || plan.slot(named: key) != nil,
        let entry = resolveEntry(line.scalar, &scratch, plan: plan, isActivity: isActivity)
      else { continue }
      let referenced = Self.referenced(entry, line, document)
      if isActivity { activity.append(referenced) } else { meals.append(referenced) }
    }
    meals.append(contentsOf: activity)
    return meals
  }

  /// The words of an entry: with the amount first (`2 slices toast`), the reader may have
  /// taken the first words as the unit, leaving the food's name as `entry.what`.
  private static func referenced(
    _ entry: Entry, _ line: EntryReference.Line, _ document: DocumentSyntax
  ) -> ReferencedEntry {
    let syntax = line.syntax
    let text = ScalarText(line.scalar, in: document.source.bytes)
    let written = folded(text.text(syntax.what))
    guard let amountSyntax = syntax.amount else {
      return ReferencedEntry(entry: entry, line: line, what: written, amount: nil)
    }
    var amount = text.withBuffer { buffer, offset in amountSyntax.canonical(in: buffer, at: offset)
    }
    var what = written
    if let unit = syntax.unit {
      amount += " " + folded(text.text(unit))
    } else if syntax.amountPlacement == .leading {
      let name = folded(entry.what)
      if written.count > name.count, written.hasSuffix(name) {
        amount += " " + folded(String(written.dropLast(name.count)))
        what = name
      }
    }
    return ReferencedEntry(entry: entry, line: line, what: what, amount: amount)
  }

  private static func folded(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }
}
