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

/// The entry lines of a day file as `larder day` lists them: the reference and words of each
/// entry the reader puts into the day, and the lines it leaves out.
///
/// Unlike `ReferencedEntry`, a listed entry keeps neither its entry nor its line: a day of a
/// million lines held a kilobyte of them for each line.
public struct DayListing: Sendable {
  /// One entry the reader reads, with its reference and the words it was written with.
  public struct Item: Hashable, Sendable {
    /// What was eaten or done, as written: `whole-wheat toast`.
    public let what: String
    /// The amount and unit as written, canonical spacing: `2 slices`; `nil` without an amount.
    public let amount: String?
    // The reference as its parts, made into one when asked for: a day of a million lines held
    // a string for each.
    let hash: UInt32
    var digitCount: UInt8
    let occurrence: Int32

    /// The line's reference.
    public var reference: EntryReference {
      EntryReference(
        digits: String(EntryReference.hexDigits(hash).prefix(Int(digitCount))),
        occurrence: Int(occurrence))
    }
  }

  /// The entries the reader puts into the day, in its order: meal slots in file order, then
  /// `activity`.
  public let items: [Item]
  /// The entry lines under a meal slot of the plan or `activity` that the reader leaves out
  /// (an unknown food, a bad amount), in file order.
  public let unread: [EntryReference.Line]
}

extension JournalReader {
  /// The entries of one day file with their lines and references: exactly the entries `read`
  /// puts into the day, meal slots in file order first and then `activity`, resolved against
  /// the plan and library of `journal`.
  public func referencedEntries(in document: DocumentSyntax, journal: Journal)
    -> [ReferencedEntry]
  {
    let plan = Plan(
      library: journal.library, categories: journal.categories, slots: journal.mealSlots)
    var scratch = FileReading(document: document)
    let lines = EntryReference.lines(in: document)
    var meals: [ReferencedEntry] = []
    meals.reserveCapacity(lines.count)
    var activity: [ReferencedEntry] = []
    for line in lines {
      let key = line.key.normalizedName
      let isActivity = key == "activity"
      guard isActivity || plan.slot(named: key) != nil,
        let entry = resolveEntry(line.scalar, &scratch, plan: plan, isActivity: isActivity)
      else { continue }
      let (what, amount) = Self.words(of: entry, line.syntax, line.scalar, document)
      let referenced = ReferencedEntry(entry: entry, line: line, what: what, amount: amount)
      if isActivity { activity.append(referenced) } else { meals.append(referenced) }
    }
    meals.append(contentsOf: activity)
    return meals
  }

  /// The entries of one day file as `referencedEntries` gives them, keeping only their
  /// references and words, and the entry lines the reader leaves out: in one pass over the
  /// lines, which keeps none of the lines it reads.
  public func listing(of document: DocumentSyntax, journal: Journal) -> DayListing {
    let plan = Plan(
      library: journal.library, categories: journal.categories, slots: journal.mealSlots)
    var scratch = FileReading(document: document)
    let resolutions = EntryResolutions()
    // The references depend on every line of the day: each line's hash and occurrence are
    // kept, and only the distinct heads as strings.
    var occurrences: [String: Int32] = [:]
    var distinctHeads: [String: UInt32] = [:]
    var meals: [DayListing.Item] = []
    var activity: [DayListing.Item] = []
    var unread: [(entry: EntryReference.EntryLine, head: String, occurrence: Int32)] = []
    EntryReference.forEachEntry(in: document) { line in
      let head = EntryReference.head(of: line.syntax, in: line.scalar, document)
      let hash = distinctHeads[head] ?? EntryReference.fnv1a(head)
      distinctHeads[head] = hash
      let occurrence = occurrences[head, default: 0] + 1
      occurrences[head] = occurrence
      let key = line.keyBox.key.normalizedName
      let isActivity = key == "activity"
      guard isActivity || plan.slot(named: key) != nil else { return }
      guard
        let entry = resolveEntry(
          line.scalar, &scratch, plan: plan, isActivity: isActivity, resolutions: resolutions)
      else {
        unread.append((line, head, occurrence))
        return
      }
      let (what, amount) = Self.words(of: entry, line.syntax, line.scalar, document)
      let item = DayListing.Item(
        what: what, amount: amount, hash: hash, digitCount: 8, occurrence: occurrence)
      if isActivity {
        activity.append(item)
      } else {
        meals.append(item)
      }
    }
    let digitCounts = EntryReference.digitCounts(among: distinctHeads)
    meals.append(contentsOf: activity)
    for index in meals.indices {
      meals[index].digitCount = UInt8(digitCounts[meals[index].hash] ?? 8)
    }
    return DayListing(
      items: meals,
      unread: unread.map { line, head, occurrence in
        let hash = distinctHeads[head] ?? EntryReference.fnv1a(head)
        return EntryReference.Line(
          line, head: head, hash: hash,
          reference: EntryReference(
            digits: String(EntryReference.hexDigits(hash).prefix(digitCounts[hash] ?? 8)),
            occurrence: Int(occurrence)))
      })
  }

  /// The words of an entry: with the amount first (`2 slices toast`), the reader may have
  /// taken the first words as the unit, leaving the food's name as `entry.what`.
  private static func words(
    of entry: Entry, _ syntax: EntrySyntax, _ scalar: ScalarSyntax, _ document: DocumentSyntax
  ) -> (what: String, amount: String?) {
    let text = ScalarText(scalar, in: document.source.bytes)
    let written = folded(text.text(syntax.what))
    guard let amountSyntax = syntax.amount else { return (written, nil) }
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
    return (what, amount)
  }

  private static func folded(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }
}
