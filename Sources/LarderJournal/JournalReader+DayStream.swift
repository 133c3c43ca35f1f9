public import LarderModel
public import LarderSyntax

/// One entry of a day file as `JournalReader.streamDay` hands it over.
public struct StreamedEntry: Sendable {
  /// The meal slot of the plan the entry stands under; `nil` under `activity:`.
  public let slot: Name?
  /// Whether the entry is the first handed over from its slot's key: a slot written twice
  /// in a file is two meals of the day, as `Day.meals` holds them.
  public let startsSlot: Bool
  /// The entry as the reader reads it.
  public let entry: Entry
}

/// A day file read line by line (`JournalReader.streamDay`): its problems, its notes, its
/// lines with their references, and where its entries stand in its tree.
public struct DayStream: Sendable {
  /// The file with its problems.
  public let file: JournalFileResult
  /// The day's `notes:`.
  public let notes: String?
  /// The lines with their references, as `JournalReader.listing(of:journal:)` gives them.
  public let listing: DayListing
  /// The entries handed over, to be read again one at a time.
  public let entries: DayFileEntries
}

/// The entries of a day file in the order `JournalReader.streamDay` handed them over, each
/// read again from the file's tree when asked for: for a day of a million lines, eight bytes
/// a line instead of two hundred.
public struct DayFileEntries: Sendable {
  /// Where an entry's line stands in the tree.
  struct Position: Sendable {
    let key: UInt32
    let item: UInt32
    let isActivity: Bool
  }

  private let reader: JournalReader
  private let document: DocumentSyntax
  private let plan: Plan
  private let positions: [Position]

  init(reader: JournalReader, document: DocumentSyntax, plan: Plan, positions: [Position]) {
    self.reader = reader
    self.document = document
    self.plan = plan
    self.positions = positions
  }

  /// The number of entries.
  public var count: Int { positions.count }

  /// The entry handed over at `index`, read again from its line.
  public func entry(at index: Int) -> Entry {
    let position = positions[index]
    let item = document.mapping?.entries[Int(position.key)].value?.sequence?
      .items[Int(position.item)]
    var scratch = FileReading(document: document)
    if let scalar = item?.value?.scalar,
      let entry = reader.resolveEntry(
        scalar, &scratch, plan: plan, isActivity: position.isActivity)
    {
      return entry
    }
    // The same line was read into this entry before, and reading is deterministic: this is
    // never reached.
    return Entry(time: nil, kind: .freeText("", nil))
  }
}

extension JournalReader {
  /// Starts `work`, possibly on another thread, and returns a function that waits until it
  /// has finished. The caller brings the threads: this layer has none.
  public typealias StartWork = @Sendable (_ work: @escaping @Sendable () -> Void) -> (() -> Void)

  /// Does the work at once, on the calling thread.
  public static let startWorkAtOnce: StartWork = { work in
    work()
    return {}
  }

  /// Reads one more day file against the settings, plan and library of an earlier reading,
  /// as `readDay(_:against:resolutions:)` does, but hands each entry to `body` as it is read
  /// instead of building the day: the meal entries in file order, then the `activity:`
  /// entries. A day of a million lines held two hundred megabytes of entries.
  ///
  /// The lines are listed with their references as `listing(of:journal:)` lists them, in
  /// the same pass. `nil` when the source is not a day file or the reading has no plan.
  ///
  /// The lines are read a few thousand at a time, and each batch is listed and handed to
  /// `body` by work that `startWork` starts while the next batch is read: with another
  /// thread, reading and listing take turns on two cores. `body` is called for one batch at
  /// a time, in order, and never after this returns.
  public func streamDay(
    _ source: JournalSource, against reading: JournalReading,
    startWork: @escaping StartWork = JournalReader.startWorkAtOnce, _ body: (StreamedEntry) -> Void
  ) -> DayStream? {
    guard case .day(let date, let pathAgrees) = source.kind, let plan = reading.plan else {
      return nil
    }
    let document = source.document ?? DocumentParser.parse(source.bytes).0
    var result = JournalFileResult(path: source.path, kind: source.kind, document: document)
    var file = result.reading
    var notes: String?
    // `body` is called only during the reading: the lister lets go of it before the end.
    let (listing, positions) = withoutActuallyEscaping(body) { body in
      let lister = DayLineLister(document: document, body: body)
      var batch = DayLineLister.Batch()
      var waitForLister: () -> Void = {}
      func handOver() {
        waitForLister()
        let lines = batch
        batch = DayLineLister.Batch()
        waitForLister = startWork { lister.take(lines) }
      }
      let keys = document.mapping?.entries ?? []
      var countingKey: (index: Int, countsLines: Bool)?
      readSlots(
        &file, date: date, pathAgrees: pathAgrees, plan: plan, resolutions: EntryResolutions(),
        building: true, notes: { notes = $0?.value }, intake: { _ in },
        eachLine: { (line: consuming DayLineRead) in
          if countingKey?.index != line.keyIndex {
            // References count the lines `EntryReference.forEachEntry` finds.
            countingKey = (line.keyIndex, FoldedName(keys[line.keyIndex].name).text != "notes")
          }
          batch.lines.append(
            DayLineLister.Line(
              keyIndex: line.keyIndex, itemIndex: line.itemIndex, entry: line.entry,
              slot: line.slot, isActivity: line.isActivity, isListed: !line.isUnknownSlot,
              countsTowardReferences: countingKey?.countsLines == true, syntax: line.syntax,
              // Copied, so that the lister never touches the file's bytes.
              text: ScalarText(line.scalar, in: document.source.bytes).copy(
                appendingTo: &batch.texts)))
          if batch.lines.count == DayLineLister.batchSize { handOver() }
        }
      ) { _, _, _ in }
      handOver()
      waitForLister()
      return lister.finish()
    }
    result.reading = file
    // A key read as the notes whose folded name is not `notes` holds lines that references
    // count: list the day the slow way, which finds them.
    let notesKeysAgree =
      document.mapping?.entries.allSatisfy { key in
        key.normalizedName != "notes" || FoldedName(key.name).text == "notes"
          || key.value?.sequence == nil
      } ?? true
    return DayStream(
      file: result, notes: notes,
      listing: notesKeysAgree
        ? listing.listing() : self.listing(of: document, journal: reading.journal),
      entries: DayFileEntries(
        reader: self, document: document, plan: plan, positions: positions))
  }
}

/// Lists the lines of a day file batch by batch, as `JournalReader.streamDay` reads them,
/// and hands their entries over.
///
/// One batch is taken at a time, each after the last has finished, possibly on another
/// thread than the reading's: `streamDay` waits for a batch to be taken before it hands the
/// next, and for the last before it reads what was gathered. That order is what makes the
/// state below safe to share, so it is `@unchecked Sendable`.
private final class DayLineLister: @unchecked Sendable {
  /// One entry line as the reading hands it over: no part of the file's text, whose bytes
  /// the reading's thread counts references to.
  struct Line: Sendable {
    /// The index of the line's key among the keys of the file.
    let keyIndex: Int
    /// The index of the line among the items of its key.
    let itemIndex: Int
    /// The entry read; nil when the reader left the line out.
    let entry: Entry?
    /// The meal slot of the plan the line stands under, if any.
    let slot: Name?
    /// Whether the line stands under `activity:`.
    let isActivity: Bool
    /// Whether the line is listed, not only counted toward the references: it stands under
    /// a slot of the plan or `activity:`.
    let isListed: Bool
    /// Whether references count the line: it stands under a key that is not `notes`.
    let countsTowardReferences: Bool
    /// The line as parsed, before a leading unit is told from the food's name.
    let syntax: EntrySyntax
    /// The line's text, copied into the batch.
    let text: CopiedScalarText
  }

  /// Lines handed over together, with their texts one after the other.
  struct Batch: Sendable {
    var lines: [Line] = []
    var texts: [UInt8] = []

    init() {
      lines.reserveCapacity(DayLineLister.batchSize)
      texts.reserveCapacity(DayLineLister.batchSize * 48)
    }
  }

  /// Lines a batch: enough that handing over costs nothing, few enough to hold little.
  static let batchSize = 4_096

  private let keys: [MappingEntrySyntax]
  private var body: ((StreamedEntry) -> Void)?
  private var listing: DayListingBuilder
  private var positions: [DayFileEntries.Position] = []
  private var keyBox: (index: Int, box: EntryReference.KeyBox)?
  private var activity: [(entry: Entry, position: DayFileEntries.Position)] = []
  private var lastSlotKey = -1

  init(document: DocumentSyntax, body: @escaping (StreamedEntry) -> Void) {
    keys = document.mapping?.entries ?? []
    self.body = body
    listing = DayListingBuilder(document: document)
    positions.reserveCapacity(document.lineItemCount)
  }

  /// Lists the lines of one batch and hands their meal entries over.
  func take(_ batch: Batch) {
    for index in batch.lines.indices { take(batch.lines[index], in: batch) }
  }

  private func take(_ line: borrowing Line, in batch: Batch) {
    if line.countsTowardReferences {
      listing.add(
        line.syntax, ScalarText(line.text, in: batch.texts), entry: line.entry,
        isListed: line.isListed, isActivity: line.isActivity, line: entryLine(leftOut: line))
    }
    guard let entry = line.entry else { return }
    let position = DayFileEntries.Position(
      key: UInt32(line.keyIndex), item: UInt32(line.itemIndex), isActivity: line.isActivity)
    if line.isActivity {
      activity.append((entry, position))
      return
    }
    body?(StreamedEntry(slot: line.slot, startsSlot: line.keyIndex != lastSlotKey, entry: entry))
    lastSlotKey = line.keyIndex
    positions.append(position)
  }

  /// The whole line that the reader left out, from the file's tree.
  private func entryLine(leftOut line: borrowing Line) -> EntryReference.EntryLine {
    if keyBox?.index != line.keyIndex {
      keyBox = (line.keyIndex, EntryReference.KeyBox(keys[line.keyIndex]))
    }
    let item = keys[line.keyIndex].value!.sequence!.items[line.itemIndex]
    return EntryReference.EntryLine(
      keyBox: keyBox!.box, item: item, scalar: item.value!.scalar!, syntax: line.syntax)
  }

  /// Hands over the `activity:` entries, once every batch is taken, and lets go of `body`:
  /// the listing and where each entry handed over stands.
  func finish() -> (DayListingBuilder, [DayFileEntries.Position]) {
    for (entry, position) in activity {
      body?(StreamedEntry(slot: nil, startsSlot: false, entry: entry))
      positions.append(position)
    }
    activity = []
    body = nil
    return (listing, positions)
  }
}

extension DocumentSyntax {
  /// The number of `- ` items under the top-level keys: at most one entry line each.
  public var lineItemCount: Int {
    mapping?.entries.reduce(0) { $0 + ($1.value?.sequence?.items.count ?? 0) } ?? 0
  }
}
