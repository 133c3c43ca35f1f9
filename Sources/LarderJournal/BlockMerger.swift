/// The three-way merge of `JournalMerge`, level by level: mappings key by key, sequences
/// item by item, anything else as a whole block.
struct BlockMerger {
  /// Where the two sides come from, for conflict markers.
  let labels: JournalMerge.Labels
  /// Whether a `DATE: metric, metric` line merges metric by metric (body files).
  let mergesMetrics: Bool
  /// Whether the file's top level holds slots of entries that may move between them (day
  /// files), so that an entry moved on one side and changed on the other is one conflict.
  let movesBetweenSlots: Bool
  /// The conflicts written so far.
  private(set) var conflicts = 0
  /// The items one side removed and the other changed, kept changed so far.
  var changedOverRemoval = 0

  init(labels: JournalMerge.Labels, mergesMetrics: Bool, movesBetweenSlots: Bool) {
    self.labels = labels
    self.mergesMetrics = mergesMetrics
    self.movesBetweenSlots = movesBetweenSlots
  }

  /// Merges whole files: the comments above the first key, then the top level.
  mutating func mergeFile(base: [[UInt8]], here: [[UInt8]], there: [[UInt8]]) -> [[UInt8]] {
    func preamble(_ lines: [[UInt8]]) -> Int { lines.firstIndex(where: Line.isContent) ?? 0 }
    let (b, h, t) = (preamble(base), preamble(here), preamble(there))
    var merged = Self.mergeLines(Array(base[..<b]), Array(here[..<h]), Array(there[..<t]))
    var (hereContent, thereContent) = (Array(here[h...]), Array(there[t...]))
    if movesBetweenSlots {
      (hereContent, thereContent) = markingMovedEntryClashes(
        Array(base[b...]), hereContent, thereContent)
    }
    merged += mergeLevel(Array(base[b...]), hereContent, thereContent)
    return Self.endingLines(merged)
  }

  /// Gives every line but the last a line end, so that lines from both sides never run
  /// together (a side's last line may lack one).
  private static func endingLines(_ lines: [[UInt8]]) -> [[UInt8]] {
    let end = lines.first.map(Line.end(of:)).flatMap { $0.isEmpty ? nil : $0 } ?? [0x0A]
    return lines.enumerated().map { position, line in
      position < lines.count - 1 && Line.end(of: line).isEmpty ? line + end : line
    }
  }

  /// Merges the blocks of one level and the lines after them.
  private mutating func mergeLevel(_ base: [[UInt8]], _ here: [[UInt8]], _ there: [[UInt8]])
    -> [[UInt8]]
  {
    let b = Block.blocks(of: base)
    let h = Block.blocks(of: here)
    let t = Block.blocks(of: there)
    let isSequence = (b.blocks + h.blocks + t.blocks).contains(where: \.isItem)
    let blocks =
      isSequence
      ? mergeSequence(Self.units(b.blocks), Self.units(h.blocks), Self.units(t.blocks))
      : mergeMapping(b.blocks, h.blocks, t.blocks)
    return blocks + Self.mergeLines(b.trailer, h.trailer, t.trailer)
  }

  /// A three-way merge of plain lines (comments above a block, the end of a level): one
  /// side's change wins; when both changed, here's lines and then there's new ones.
  static func mergeLines(_ base: [[UInt8]], _ here: [[UInt8]], _ there: [[UInt8]])
    -> [[UInt8]]
  {
    if here == there || there == base { return here }
    if here == base { return there }
    return here + there.filter { !here.contains($0) && !base.contains($0) }
  }

  // MARK: Mappings

  /// Merges mapping entries by key, in here's order, with there's new keys after the key
  /// they follow there.
  private mutating func mergeMapping(_ base: [Block], _ here: [Block], _ there: [Block])
    -> [[UInt8]]
  {
    let b = Self.keyed(base)
    let h = Self.keyed(here)
    let t = Self.keyed(there)
    // Here's keys in order, each followed by there's new keys that come after it there.
    var following: [[UInt8]?: [[UInt8]]] = [:]
    let hereKeys = Set(h.map(\.key))
    var anchor: [UInt8]?
    for (key, _) in t {
      if hereKeys.contains(key) {
        anchor = key
      } else {
        following[anchor, default: []].append(key)
      }
    }
    var order = following[nil] ?? []
    for (key, _) in h { order += [key] + (following[key] ?? []) }
    // Dated keys (goals, body lines) stay in date order when both sides kept them so.
    let hereOrder = h.map(\.key)
    if !following.isEmpty, (hereOrder + t.map(\.key)).allSatisfy(Self.isDate),
      hereOrder == hereOrder.sorted(by: { $0.lexicographicallyPrecedes($1) }),
      t.map(\.key) == t.map(\.key).sorted(by: { $0.lexicographicallyPrecedes($1) })
    {
      order.sort { $0.lexicographicallyPrecedes($1) }
    }
    // By key, since a library file holds thousands of foods.
    let (inBase, inHere, inThere) = (
      Dictionary(b.map { ($0.key, $0.block) }, uniquingKeysWith: { first, _ in first }),
      Dictionary(h.map { ($0.key, $0.block) }, uniquingKeysWith: { first, _ in first }),
      Dictionary(t.map { ($0.key, $0.block) }, uniquingKeysWith: { first, _ in first })
    )
    var lines: [[UInt8]] = []
    for key in order {
      lines += mergeEntry(inBase[key], inHere[key], inThere[key]) ?? []
    }
    return lines
  }

  /// Whether `key` is a date, `2026-11-20`.
  private static func isDate(_ key: [UInt8]) -> Bool {
    key.count == 10 && key[4] == UInt8(ascii: "-") && key[7] == UInt8(ascii: "-")
      && key.enumerated().allSatisfy {
        $0.offset == 4 || $0.offset == 7 || ($0.element >= 0x30 && $0.element <= 0x39)
      }
  }

  /// Blocks by key; a repeated key (a hand-edit error) gets its occurrence number.
  static func keyed(_ blocks: [Block]) -> [(key: [UInt8], block: Block)] {
    var seen: [[UInt8]: Int] = [:]
    return blocks.map { block in
      let count = seen[block.key, default: 0]
      seen[block.key] = count + 1
      return (count == 0 ? block.key : block.key + Array("\u{0}\(count)".utf8), block)
    }
  }

  /// Merges the versions of one key; nil when it is removed.
  private mutating func mergeEntry(_ base: Block?, _ here: Block?, _ there: Block?)
    -> [[UInt8]]?
  {
    if here == there { return here?.lines }
    if base == here { return there?.lines }
    if base == there { return here?.lines }
    // An edit beats a removal.
    guard let here, let there else {
      // A day's slot counts by its entries (`markingMovedEntryClashes`).
      if !movesBetweenSlots || !(here ?? there)!.hasChildBlocks { changedOverRemoval += 1 }
      return here?.lines ?? there?.lines
    }
    let lead = Self.mergeLines(base?.lead ?? [], here.lead, there.lead)
    let head = Self.pick(base?.head, here.head, there.head)
    if let head, here.hasChildBlocks, there.hasChildBlocks, base?.hasChildBlocks ?? true {
      return lead + [head] + mergeLevel(base?.body ?? [], here.body, there.body)
    }
    if let head, let body = Self.pick(base?.body, here.body, there.body) {
      return lead + [head] + body
    }
    if mergesMetrics, here.body.isEmpty, there.body.isEmpty,
      let line = Self.mergeMetrics(base?.head, here.head, there.head)
    {
      return lead + [line]
    }
    return lead + conflict(here: [here.head] + here.body, there: [there.head] + there.body)
  }

  /// One side's change of a value, or nil when both changed it differently.
  private static func pick<Value: Equatable>(_ base: Value?, _ here: Value, _ there: Value)
    -> Value?
  {
    if here == there || there == base { return here }
    if here == base { return there }
    return nil
  }

  /// `2026-11-20: weight 84.6 kg, steps 9120` merged metric by metric, keeping here's
  /// comment unless only there changed it; nil when a metric changed differently on both.
  private static func mergeMetrics(_ base: [UInt8]?, _ here: [UInt8], _ there: [UInt8])
    -> [UInt8]?
  {
    let h = MetricLine(here)
    let t = MetricLine(there)
    let b = base.map(MetricLine.init)
    guard h.prefix == t.prefix else { return nil }
    var names = h.metrics.map(\.name)
    for (name, _) in t.metrics where !names.contains(name) { names.append(name) }
    var merged: [ArraySlice<UInt8>] = []
    for name in names {
      let value = mergeValue(
        b?.value(of: name), h.value(of: name), t.value(of: name))
      guard let value else { return nil }
      if let text = value { merged.append(text) }
    }
    let suffix = pick(b?.suffix, h.suffix, t.suffix) ?? h.suffix
    return h.prefix + Array(merged.joined(separator: Array(", ".utf8))) + suffix
  }

  /// A three-way merge of one optional value: `.some(nil)` means removed, nil a conflict.
  private static func mergeValue<Value: Equatable>(_ base: Value?, _ here: Value?, _ there: Value?)
    -> Value??
  {
    if here == there || there == base { return .some(here) }
    if here == base { return .some(there) }
    if here == nil { return .some(there) }
    if there == nil { return .some(here) }
    return nil
  }

  // MARK: Sequences

  /// Items grouped with the component lines (`- + olive oil 10 ml`) that belong to them.
  static func units(_ blocks: [Block]) -> [Block] {
    var units: [Block] = []
    for block in blocks {
      if block.isComponent, !units.isEmpty {
        units[units.count - 1].body += block.lines
      } else {
        units.append(block)
      }
    }
    return units
  }

  /// Merges items as diff3 does, around the items both sides kept: one side's change of a
  /// stretch wins; items both added are all kept, in time order; an entry both sides edited
  /// differently is a conflict (`markingEditClashes`).
  ///
  /// Items are matched by their words, not their spacing: `larder add` realigns the `=` of
  /// a slot's snapshots, and two devices realign them differently. Where only the spacing
  /// differs, the side that changed it wins.
  private mutating func mergeSequence(_ base: [Block], _ here: [Block], _ there: [Block])
    -> [[UInt8]]
  {
    // A day's entries were counted across its slots, before any was made a conflict.
    if !movesBetweenSlots {
      let placed = { (blocks: [Block]) in blocks.map { PlacedItem(place: [], block: $0) } }
      changedOverRemoval += Self.changedOverRemoval(placed(base), placed(here), placed(there))
    }
    let (here, there) = markingEditClashes(base, here, there)
    let (baseWords, hereWords, thereWords) = (
      base.map(\.words), here.map(\.words), there.map(\.words)
    )
    let inHere = Self.matches(baseWords, hereWords)
    let inThere = Self.matches(baseWords, thereWords)
    var lines: [[UInt8]] = []
    var (b, h, t) = (0, 0, 0)
    while true {
      var next = b
      while next < base.count, inHere[next] == nil || inThere[next] == nil { next += 1 }
      let hereEnd = next < base.count ? inHere[next]! : here.count
      let thereEnd = next < base.count ? inThere[next]! : there.count
      lines += Self.mergeStretch(
        Array(base[b..<next]), Array(here[h..<hereEnd]), Array(there[t..<thereEnd]))
      guard next < base.count else { break }
      lines +=
        Self.pick(base[next].lines, here[hereEnd].lines, there[thereEnd].lines)
        ?? here[hereEnd].lines
      (b, h, t) = (next + 1, hereEnd + 1, thereEnd + 1)
    }
    return lines
  }

  /// Merges one stretch between items that both sides kept: one side's change wins; when
  /// both changed it, here's items and there's additions, in time order.
  private static func mergeStretch(_ base: [Block], _ here: [Block], _ there: [Block])
    -> [[UInt8]]
  {
    if here == there || there == base { return here.flatMap(\.lines) }
    if here == base { return there.flatMap(\.lines) }
    let baseWords = Set(base.map(\.words))
    let hereWords = Set(here.map(\.words))
    let thereWords = Set(there.map(\.words))
    let addedThere = there.filter {
      !baseWords.contains($0.words) && !hereWords.contains($0.words)
    }
    // What there removed of the base goes; what here removed is already gone.
    let kept = here.filter { !baseWords.contains($0.words) || thereWords.contains($0.words) }
    return Self.interleave(kept, addedThere).flatMap(\.lines)
  }

  /// For each base item, the position of its match in `other` along a longest common
  /// subsequence, or nil.
  private static func matches(_ base: [[UInt8]], _ other: [[UInt8]]) -> [Int?] {
    var result = [Int?](repeating: nil, count: base.count)
    var prefix = 0
    while prefix < base.count, prefix < other.count, base[prefix] == other[prefix] {
      result[prefix] = prefix
      prefix += 1
    }
    var suffix = 0
    while suffix < base.count - prefix, suffix < other.count - prefix,
      base[base.count - 1 - suffix] == other[other.count - 1 - suffix]
    {
      result[base.count - 1 - suffix] = other.count - 1 - suffix
      suffix += 1
    }
    let b = Array(base[prefix..<(base.count - suffix)])
    let o = Array(other[prefix..<(other.count - suffix)])
    guard !b.isEmpty, !o.isEmpty else { return result }
    var length = [[Int]](
      repeating: [Int](repeating: 0, count: o.count + 1), count: b.count + 1)
    for i in stride(from: b.count - 1, through: 0, by: -1) {
      for j in stride(from: o.count - 1, through: 0, by: -1) {
        length[i][j] =
          b[i] == o[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
      }
    }
    var (i, j) = (0, 0)
    while i < b.count, j < o.count {
      if b[i] == o[j] {
        result[prefix + i] = prefix + j
        i += 1
        j += 1
      } else if length[i + 1][j] >= length[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return result
  }

  /// `first` and `second` merged by the time their entries start, as a stable merge: an
  /// item without a time goes with the item before it; at equal times, the smaller bytes
  /// first, so both sides of a merge order alike.
  private static func interleave(_ first: [Block], _ second: [Block]) -> [Block] {
    func times(_ blocks: [Block]) -> [Int] {
      var last = -1
      return blocks.map { block in
        last = block.minutes ?? last
        return last
      }
    }
    let (a, b) = (times(first), times(second))
    var merged: [Block] = []
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      let takeFirst =
        j == second.count
        || (i < first.count
          && (a[i] < b[j]
            || (a[i] == b[j]
              && first[i].lines.lexicographicallyPrecedes(second[j].lines) {
                $0.lexicographicallyPrecedes($1)
              })))
      if takeFirst {
        merged.append(first[i])
        i += 1
      } else {
        merged.append(second[j])
        j += 1
      }
    }
    return merged
  }

  // MARK: Conflicts

  /// Both versions of a block: here's lines as they are, there's as `#> ` comments, between
  /// markers at here's indentation.
  mutating func conflict(here: [[UInt8]], there: [[UInt8]]) -> [[UInt8]] {
    conflicts += 1
    let head = here.first { Line.isContent($0) } ?? there.first { Line.isContent($0) } ?? []
    let indentation = Line.indentation(head)
    let end = Line.end(of: head).isEmpty ? [0x0A] : Line.end(of: head)
    let pad = [UInt8](repeating: 0x20, count: indentation)
    func marker(_ text: String) -> [UInt8] { pad + Array(text.utf8) + end }
    let commented = there.map { line -> [UInt8] in
      let text = Line.text(line)
      let rest = text.dropFirst(min(indentation, Line.indentation(Array(text))))
      return pad + Array(JournalMerge.commentedPrefix.utf8) + (rest.isEmpty ? [] : [0x20])
        + rest + end
    }
    let lines = Self.endingLines(here)
    return [marker(JournalMerge.hereMarker + labels.here)]
      + lines.map { Line.end(of: $0).isEmpty ? $0 + end : $0 }
      + [marker(JournalMerge.thereMarker + labels.there)] + commented
      + [marker(JournalMerge.endMarker)]
  }
}

/// A body line cut into its date, its metrics and its comment.
private struct MetricLine {
  /// `2026-11-20: `.
  var prefix: [UInt8]
  /// Each metric by its name (`weight`), with its text (`weight 84.6 kg`).
  var metrics: [(name: ArraySlice<UInt8>, text: ArraySlice<UInt8>)]
  /// What follows the metrics: the comment and the line end.
  var suffix: [UInt8]

  init(_ head: [UInt8]) {
    let block = Block(lead: [], head: head, body: [])
    let value = block.value
    prefix = Array(head[..<value.startIndex])
    suffix = Array(head[value.endIndex...])
    metrics = value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
      let text = $0.drop { $0 == 0x20 }
      return (text.prefix { $0 != 0x20 }, text)
    }
  }

  /// The text of the metric called `name`.
  func value(of name: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    metrics.first { $0.name == name }?.text
  }
}
