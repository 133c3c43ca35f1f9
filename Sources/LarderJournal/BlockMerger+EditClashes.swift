/// Entries that both sides of a merge edited differently.
///
/// An entry that both sides removed, and both replaced by an item of its time or of its
/// name, is one entry edited differently: one side may have changed its amount while the
/// other moved it to another time, which also moves it within its slot, or to another slot.
/// Merged item by item, both replacements would stay and the entry would count twice. So
/// here's replacements become one conflict with there's, in the place of here's first, and
/// there's replacements leave there's side. Other additions stay additions.
extension BlockMerger {
  /// A sequence item and the place it is in: the slot of a day file, or nothing within one
  /// sequence.
  struct PlacedItem {
    var place: [UInt8]
    var block: Block

    /// What identifies the item in its place, whatever its spacing.
    var identity: [UInt8] { place + [0] + block.words }
  }

  /// The items of one sequence, here's replacements of an entry edited on both sides made
  /// one conflict and there's taken away.
  mutating func markingEditClashes(_ base: [Block], _ here: [Block], _ there: [Block])
    -> (here: [Block], there: [Block])
  {
    let placed = { (blocks: [Block]) in blocks.map { PlacedItem(place: [], block: $0) } }
    let marked = markingEditClashes(placed(base), placed(here), placed(there))
    return (marked.here.map(\.block), marked.there.map(\.block))
  }

  /// The items of `here` and `there` across places, here's replacements of an entry edited
  /// on both sides made one conflict and there's taken away.
  mutating func markingEditClashes(
    _ base: [PlacedItem], _ here: [PlacedItem], _ there: [PlacedItem]
  ) -> (here: [PlacedItem], there: [PlacedItem]) {
    let baseItems = Set(base.map(\.identity))
    let hereItems = Set(here.map(\.identity))
    let thereItems = Set(there.map(\.identity))
    let addedHere = Additions(here, absentFrom: baseItems, thereItems)
    let addedThere = Additions(there, absentFrom: baseItems, hereItems)
    let baseEntries = BaseEntries(base)
    var usedHere = Set<Int>()
    var usedThere = Set<Int>()
    var droppedHere = Set<Int>()
    var merged = here
    for item in base where !hereItems.contains(item.identity) && !thereItems.contains(item.identity)
    {
      let fromHere = addedHere.replacements(of: item, base: baseEntries)
        .subtracting(usedHere).sorted()
      let fromThere = addedThere.replacements(of: item, base: baseEntries)
        .subtracting(usedThere).sorted()
      guard let first = fromHere.first, !fromThere.isEmpty else { continue }
      let lines = conflict(
        here: fromHere.flatMap { here[$0].block.lines },
        there: fromThere.flatMap { there[$0].block.lines })
      // The conflict keeps the head of here's first replacement as its own, and so its time.
      let head = lines.firstIndex(where: Line.isContent) ?? 0
      merged[first].block = Block(
        lead: Array(lines[..<head]), head: lines[head], body: Array(lines[(head + 1)...]))
      usedHere.formUnion(fromHere)
      usedThere.formUnion(fromThere)
      droppedHere.formUnion(fromHere.dropFirst())
    }
    return (
      merged.indices.filter { !droppedHere.contains($0) }.map { merged[$0] },
      there.indices.filter { !usedThere.contains($0) }.map { there[$0] }
    )
  }

  /// A day file's content with the entries that moved between slots on one side and changed
  /// on the other made conflicts (see the type's documentation); the lines as they are when
  /// there are none.
  mutating func markingMovedEntryClashes(
    _ base: [[UInt8]], _ here: [[UInt8]], _ there: [[UInt8]]
  ) -> (here: [[UInt8]], there: [[UInt8]]) {
    let (b, h, t) = (SlottedLines(base), SlottedLines(here), SlottedLines(there))
    changedOverRemoval += Self.changedOverRemoval(b.items, h.items, t.items)
    let before = conflicts
    let marked = markingEditClashes(b.items, h.items, t.items)
    guard conflicts > before else { return (here, there) }
    return (h.lines(with: marked.here), t.lines(with: marked.there))
  }
}

extension BlockMerger {
  /// How many items of `base` one side removed and the other changed, by the rule that makes
  /// an entry changed on both sides a conflict (`Additions.replacements`): where one side
  /// has a replacement and the other has none, the change is kept
  /// (`JournalMerge.Outcome.changedOverRemoval`).
  static func changedOverRemoval(
    _ base: [PlacedItem], _ here: [PlacedItem], _ there: [PlacedItem]
  ) -> Int {
    let baseItems = Set(base.map(\.identity))
    let (hereItems, thereItems) = (Set(here.map(\.identity)), Set(there.map(\.identity)))
    let addedHere = Additions(here, absentFrom: baseItems, [])
    let addedThere = Additions(there, absentFrom: baseItems, [])
    let baseEntries = BaseEntries(base)
    return base.filter { item in
      !hereItems.contains(item.identity) && !thereItems.contains(item.identity)
        && addedHere.replacements(of: item, base: baseEntries).isEmpty
          != addedThere.replacements(of: item, base: baseEntries).isEmpty
    }.count
  }
}

/// The additions of one side, by time and by name.
private struct Additions {
  var byTime: [Int?: [Int]] = [:]
  var byName: [[UInt8]: [Int]] = [:]
  /// The name of each addition that has one, by position.
  var names: [Int: [UInt8]] = [:]
  /// The time and the place of each addition, by position.
  var times: [Int: Int?] = [:]
  var places: [Int: [UInt8]] = [:]

  /// The items of `side` that are in neither `base` nor `other`.
  init(_ side: [BlockMerger.PlacedItem], absentFrom base: Set<[UInt8]>, _ other: Set<[UInt8]>) {
    for (position, item) in side.enumerated()
    where !base.contains(item.identity) && !other.contains(item.identity) {
      byTime[item.block.minutes, default: []].append(position)
      times[position] = item.block.minutes
      places[position] = item.place
      if let name = item.block.itemName {
        byName[name, default: []].append(position)
        names[position] = name
      }
    }
  }

  /// The positions of the additions that may replace `item`: those of its name (of its time
  /// when some are, else those that are no other base entry of that name at its time, of its
  /// place first: the 19:45 water edited is not the 10:00 one), or, when none has its name,
  /// those of its time that name no entry of the base, for they replace that one: `butter
  /// 20 g` at the salmon's time is the butter changed.
  func replacements(of item: BlockMerger.PlacedItem, base: BaseEntries) -> Set<Int> {
    let block = item.block
    if let name = block.itemName, let named = byName[name], !named.isEmpty {
      let sameTime = named.filter { times[$0] == block.minutes }
      if !sameTime.isEmpty { return Set(sameTime) }
      let others = named.filter { !base.has(name, at: times[$0] ?? nil) }
      let samePlace = others.filter { places[$0] == item.place }
      if !others.isEmpty { return Set(samePlace.isEmpty ? others : samePlace) }
    }
    return Set(
      byTime[block.minutes, default: []].filter { position in
        names[position].map { !base.names.contains($0) } ?? true
      })
  }
}

/// The names of a sequence's base entries, and each name with its time.
private struct BaseEntries {
  let names: Set<[UInt8]>
  private let timed: Set<[UInt8]>

  init(_ items: [BlockMerger.PlacedItem]) {
    names = Set(items.compactMap(\.block.itemName))
    timed = Set(
      items.compactMap { item in item.block.itemName.map { Self.key($0, item.block.minutes) } })
  }

  /// Whether an entry of the base is `name` at `minutes`.
  func has(_ name: [UInt8], at minutes: Int?) -> Bool { timed.contains(Self.key(name, minutes)) }

  private static func key(_ name: [UInt8], _ minutes: Int?) -> [UInt8] {
    name + [0] + Array(String(minutes ?? -1).utf8)
  }
}

/// The top level of a day file: slots of entries, and any other block as it is.
private struct SlottedLines {
  /// The top-level blocks, each keyed as the mapping merge keys it.
  var top: [(key: [UInt8], block: Block)]
  /// For each top-level block that holds items only, its items and the lines after them.
  var slots: [(items: [Block], trailer: [[UInt8]])?]
  /// The lines after the last top-level block.
  var trailer: [[UInt8]]

  init(_ lines: [[UInt8]]) {
    let level = Block.blocks(of: lines)
    top = BlockMerger.keyed(level.blocks)
    trailer = level.trailer
    slots = top.map { _, block in
      guard block.hasChildBlocks else { return nil }
      let children = Block.blocks(of: block.body)
      guard !children.blocks.isEmpty, children.blocks.allSatisfy(\.isItem) else { return nil }
      return (BlockMerger.units(children.blocks), children.trailer)
    }
  }

  /// Every entry in its slot, in order.
  var items: [BlockMerger.PlacedItem] {
    zip(top, slots).flatMap { top, slot in
      (slot?.items ?? []).map { BlockMerger.PlacedItem(place: top.key, block: $0) }
    }
  }

  /// The lines again, each slot holding `items` of its place, in their order.
  func lines(with items: [BlockMerger.PlacedItem]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    for (top, slot) in zip(top, slots) {
      guard let slot else {
        lines += top.block.lines
        continue
      }
      lines += top.block.lead + [top.block.head]
      lines += items.filter { $0.place == top.key }.flatMap(\.block.lines) + slot.trailer
    }
    return lines + trailer
  }
}
