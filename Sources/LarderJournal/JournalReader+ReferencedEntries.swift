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
        digits: EntryReference.hexDigits(hash, count: Int(digitCount)),
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
  /// the plan and library of `journal`. With `selecting`, only the lines whose text or
  /// comment it selects (as `DayExcerpt.cut` selects them) are resolved and given; their
  /// references are still those of the whole day.
  public func referencedEntries(
    in document: DocumentSyntax, journal: Journal, selecting: ((_ text: String) -> Bool)? = nil
  ) -> [ReferencedEntry] {
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
      if let selecting, !selecting(line.scalar.value),
        line.scalar.comment.map({ selecting(scratch.text($0)) }) != true
      {
        continue
      }
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
    var listing = DayListingBuilder(document: document)
    EntryReference.forEachEntry(in: document) { line in
      let key = line.keyBox.key.normalizedName
      let isActivity = key == "activity"
      guard isActivity || plan.slot(named: key) != nil else {
        listing.add(
          line.syntax, line.scalar, entry: nil, isListed: false, isActivity: false, line: line)
        return
      }
      let entry = resolveEntry(
        line.scalar, &scratch, plan: plan, isActivity: isActivity, resolutions: resolutions)
      listing.add(
        line.syntax, line.scalar, entry: entry, isListed: true, isActivity: isActivity, line: line)
    }
    return listing.listing()
  }

  /// The words of an entry: with the amount first (`2 slices toast`), the reader may have
  /// taken the first words as the unit, leaving the food's name as `entry.what`.
  static func words(
    of entry: Entry, _ syntax: EntrySyntax, _ scalar: ScalarSyntax, _ document: DocumentSyntax
  ) -> (what: String, amount: String?) {
    words(of: entry, syntax, ScalarText(scalar, in: document.source.bytes))
  }

  /// The words of an entry, as `words(of:_:_:_:)` gives them, from its line's text.
  static func words(of entry: Entry, _ syntax: EntrySyntax, _ text: ScalarText)
    -> (what: String, amount: String?)
  {
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

  /// `text` with each run of blanks made one space and none at the ends.
  private static func folded(_ text: String) -> String {
    // Most words are written with single spaces already: a long day split and joined each.
    var isFolded = true
    var previousWasSpace = true
    for byte in text.utf8 {
      let isSpace = byte == 0x20
      if byte == 0x09 || isSpace && previousWasSpace {
        isFolded = false
        break
      }
      previousWasSpace = isSpace
    }
    if isFolded && !previousWasSpace { return text }
    return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }
}

/// Gathers the listing of a day file line by line, in file order: every entry line, as
/// `EntryReference.forEachEntry` finds them, with what the reader made of it.
struct DayListingBuilder {
  /// A distinct head with the number of lines so far that have it.
  private struct CountedHead {
    let head: String
    var lines: Int32
  }

  private let document: DocumentSyntax
  // The references depend on every line of the day: each line's hash and occurrence are
  // kept, and only the distinct heads as strings, by their hash. A line's head is spelled
  // into one buffer and made a string only when it is new.
  private var heads: [UInt32: [CountedHead]] = [:]
  private var spelled: [UInt8] = []
  private var meals: [DayListing.Item] = []
  private var activity: [DayListing.Item] = []
  private var unread:
    [(line: EntryReference.EntryLine, head: String, hash: UInt32, occurrence: Int32)] = []

  init(document: DocumentSyntax) {
    self.document = document
    // At most one item a line: arrays that grow by doubling held twice a long day's items
    // for a moment.
    meals.reserveCapacity(document.lineItemCount)
  }

  /// Takes the next entry line, parsed as `syntax` from `scalar`: `entry` is what the reader
  /// made of it, `nil` when it left the line out; a line that is not listed (under a key
  /// that is neither a slot of the plan nor `activity`) counts toward the references only.
  /// `line` is made only for a line left out, the only one kept.
  mutating func add(
    _ syntax: EntrySyntax, _ scalar: ScalarSyntax, entry: Entry?, isListed: Bool,
    isActivity: Bool, line: @autoclosure () -> EntryReference.EntryLine
  ) {
    add(
      syntax, ScalarText(scalar, in: document.source.bytes), entry: entry, isListed: isListed,
      isActivity: isActivity, line: line())
  }

  /// Takes the next entry line, parsed as `syntax` from `text`, as
  /// `add(_:_:entry:isListed:isActivity:line:)` does.
  mutating func add(
    _ syntax: EntrySyntax, _ text: ScalarText, entry: Entry?, isListed: Bool,
    isActivity: Bool, line: @autoclosure () -> EntryReference.EntryLine
  ) {
    EntryReference.spellHead(of: syntax, in: text, into: &spelled)
    let hash = EntryReference.fnv1a(bytes: spelled)
    let (head, occurrence) = Self.countLine(spelled, among: &heads[hash, default: []])
    guard isListed else { return }
    guard let entry else {
      unread.append((line(), head, hash, occurrence))
      return
    }
    let (what, amount) = JournalReader.words(of: entry, syntax, text)
    let item = DayListing.Item(
      what: what, amount: amount, hash: hash, digitCount: 8, occurrence: occurrence)
    if isActivity {
      activity.append(item)
    } else {
      meals.append(item)
    }
  }

  /// Counts one more line whose head is spelled `spelled` among the distinct heads with its
  /// hash: the head as a string and the line's occurrence of it.
  private static func countLine(_ spelled: [UInt8], among heads: inout [CountedHead])
    -> (head: String, occurrence: Int32)
  {
    if let index = heads.firstIndex(where: { $0.head.utf8.elementsEqual(spelled) }) {
      heads[index].lines += 1
      return (heads[index].head, heads[index].lines)
    }
    let head = String(decoding: spelled, as: UTF8.self)
    heads.append(CountedHead(head: head, lines: 1))
    return (head, 1)
  }

  /// The listing of the lines taken: meal slots in file order, then `activity`.
  consuming func listing() -> DayListing {
    let digitCounts = EntryReference.digitCounts(
      amongHashesOf: heads.lazy.flatMap { hash, heads in repeatElement(hash, count: heads.count) })
    var items = meals
    meals = []
    items.append(contentsOf: activity)
    for index in items.indices {
      items[index].digitCount = UInt8(digitCounts[items[index].hash] ?? 8)
    }
    return DayListing(
      items: items,
      unread: unread.map { line, head, hash, occurrence in
        EntryReference.Line(
          line, head: head, hash: hash,
          reference: EntryReference(
            digits: EntryReference.hexDigits(hash, count: digitCounts[hash] ?? 8),
            occurrence: Int(occurrence)))
      })
  }
}
