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
  /// Reads one more day file against the settings, plan and library of an earlier reading,
  /// as `readDay(_:against:resolutions:)` does, but hands each entry to `body` as it is read
  /// instead of building the day: the meal entries in file order, then the `activity:`
  /// entries. A day of a million lines held two hundred megabytes of entries.
  ///
  /// The lines are listed with their references as `listing(of:journal:)` lists them, in
  /// the same pass. `nil` when the source is not a day file or the reading has no plan.
  public func streamDay(
    _ source: JournalSource, against reading: JournalReading, _ body: (StreamedEntry) -> Void
  ) -> DayStream? {
    guard case .day(let date, let pathAgrees) = source.kind, let plan = reading.plan else {
      return nil
    }
    let document = source.document ?? DocumentParser.parse(source.bytes).0
    var result = JournalFileResult(path: source.path, kind: source.kind, document: document)
    var file = result.reading
    var notes: String?
    var listing = DayListingBuilder(document: document)
    let keys = document.mapping?.entries ?? []
    var keyBox: (index: Int, box: EntryReference.KeyBox, countsLines: Bool)?
    var positions: [DayFileEntries.Position] = []
    positions.reserveCapacity(document.lineItemCount)
    var activity: [(entry: Entry, position: DayFileEntries.Position)] = []
    var lastSlotKey = -1
    // `eachLine` is optional, so escaping in its type; it is called only during the reading.
    withoutActuallyEscaping(body) { body in
      readSlots(
        &file, date: date, pathAgrees: pathAgrees, plan: plan, resolutions: EntryResolutions(),
        building: true, notes: { notes = $0?.value }, intake: { _ in },
        eachLine: { line in
          if keyBox?.index != line.keyIndex {
            // References count the lines `EntryReference.forEachEntry` finds.
            let key = keys[line.keyIndex]
            keyBox = (
              line.keyIndex, EntryReference.KeyBox(key), FoldedName(key.name).text != "notes"
            )
          }
          if let box = keyBox, box.countsLines {
            listing.add(
              line.syntax, line.scalar, entry: line.entry, isListed: !line.isUnknownSlot,
              isActivity: line.isActivity,
              line: EntryReference.EntryLine(
                keyBox: box.box, item: keys[line.keyIndex].value!.sequence!.items[line.itemIndex],
                scalar: line.scalar, syntax: line.syntax))
          }
          guard let entry = line.entry else { return }
          let position = DayFileEntries.Position(
            key: UInt32(line.keyIndex), item: UInt32(line.itemIndex), isActivity: line.isActivity)
          if line.isActivity {
            activity.append((entry, position))
            return
          }
          body(
            StreamedEntry(slot: line.slot, startsSlot: line.keyIndex != lastSlotKey, entry: entry))
          lastSlotKey = line.keyIndex
          positions.append(position)
        }
      ) { _, _, _ in }
    }
    for (entry, position) in activity {
      body(StreamedEntry(slot: nil, startsSlot: false, entry: entry))
      positions.append(position)
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
      entries: DayFileEntries(reader: self, document: document, plan: plan, positions: positions))
  }
}

extension DocumentSyntax {
  /// The number of `- ` items under the top-level keys: at most one entry line each.
  public var lineItemCount: Int {
    mapping?.entries.reduce(0) { $0 + ($1.value?.sequence?.items.count ?? 0) } ?? 0
  }
}
