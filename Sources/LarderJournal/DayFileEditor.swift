public import LarderModel
public import LarderSyntax

/// Layout-preserving edits of one day file (FORMAT.md §4.6): insert an entry into a meal slot
/// or `activity:`, replace an entry, remove one with its `+` components.
///
/// ```yaml
/// # Saturday 21 November 2026                       ← written when the file is new
/// breakfast:
///   - 07:40 oatmeal, dry 60 g  = 228 kcal …        ← untouched
///   - 07:40 whole milk 200 ml  = 124 kcal …
/// lunch:                                            ← a missing slot, in meals.yaml's order
///   - 12:30 chicken breast 150 g = 248 kcal …      ← the inserted line, in time order
/// ```
///
/// Each edit changes the smallest span it must — whole lines of the entries concerned — and
/// keeps every other byte: comments, blank lines, the line ends of the file (LF or CRLF), odd
/// spacing and a missing final line end. A new line is indented like its neighbours and its
/// ` = ` is aligned with theirs when that needs no change to another line. The file is parsed
/// again after each edit, so edits can follow one another.
public struct DayFileEditor: Sendable {
  /// One entry line to write: its head, snapshot and end-of-line comment.
  public struct EntryLine: Hashable, Sendable {
    /// `12:30 chicken breast 150 g`, or `+ olive oil 10 ml` for a component.
    public var head: String
    /// The snapshot after ` = `, if any: `248 kcal 46.5p 0c 5.4f; protein sources 1.3`.
    public var snapshot: String?
    /// The end-of-line comment without `#`, if any.
    public var comment: String?

    /// Creates a line.
    public init(head: String, snapshot: String? = nil, comment: String? = nil) {
      self.head = head
      self.snapshot = snapshot
      self.comment = comment
    }
  }

  /// Where entries go: a meal slot or `activity:`.
  public enum Place: Hashable, Sendable {
    /// The meal slot with this name (as `meals.yaml` spells it).
    case meal(Name)
    /// The `activity:` list.
    case activity
  }

  /// The day the file holds.
  public let date: CalendarDate
  /// The file as edited so far.
  public internal(set) var bytes: [UInt8]
  /// The file as edited so far, parsed.
  public internal(set) var document: DocumentSyntax

  /// Starts editing a day file; `nil` bytes mean the file does not exist yet.
  public init(bytes: [UInt8]?, date: CalendarDate) {
    self.date = date
    self.bytes = bytes ?? []
    document = DocumentParser.parse(self.bytes).0
  }

  /// The entry lines of the file as edited so far, with their references.
  public var lines: [EntryReference.Line] { EntryReference.lines(in: document) }

  /// The comment written at the top of a new day file: `# Saturday 21 November 2026`.
  public var header: String { "# " + date.longName }

  /// The line and its `+` components, in file order: the lines `remove` and `replace` take.
  public func group(of line: EntryReference.Line) -> [EntryReference.Line] {
    let all = lines
    guard let start = all.firstIndex(where: { $0.item == line.item }) else { return [line] }
    var group = [all[start]]
    guard !all[start].syntax.isComponent, let items = all[start].key.value?.sequence?.items,
      var position = items.firstIndex(of: all[start].item)
    else { return group }
    var next = start + 1
    while next < all.count, position + 1 < items.count, all[next].item == items[position + 1],
      all[next].syntax.isComponent
    {
      group.append(all[next])
      next += 1
      position += 1
    }
    return group
  }

  /// Inserts `entries` (an entry and its components) into `place`, after the entries of the
  /// same or an earlier time, creating the slot key — in the order of `slots`, `activity` and
  /// `notes` — or the file when missing. Returns the offset of the first inserted entry line.
  @discardableResult
  public mutating func insert(
    _ entries: [EntryLine], into place: Place, at time: ClockTime?, slots: [MealSlot],
    boundary: DayBoundary
  ) throws(LogError) -> Int {
    guard !bytes.isEmpty else {
      let items = itemLines(entries, indent: "  ", aligned: nil)
      let key = keyText(for: place, slots: slots, in: nil) + ":"
      return insertBlock([header, key] + items, at: 0, firstEntry: 2)
    }
    guard document.root == nil || document.mapping != nil else {
      throw LogError(
        "the day file for \(date.isoString) does not hold meal slots",
        hint: "Fix it by hand (`larder check` shows what is wrong), then try again.")
    }
    let root = document.mapping
    if let root, let entry = root.entries.first(where: { Self.names($0, place) }) {
      return try insert(entries, under: entry, at: time, boundary: boundary)
    }
    return insertKey(entries, for: place, slots: slots, in: root)
  }

  /// A new day file for `date` with each list of `groups` under the key of its place, as
  /// inserting the lists one after another into the missing file writes it (keys in the
  /// order of `slots`, then `activity`), built in one pass: an import writes thousands of
  /// days. Each place comes once; its entries are written in the order given.
  public static func newFile(
    date: CalendarDate, groups: [(place: Place, entries: [EntryLine])], slots: [MealSlot]
  ) -> [UInt8] {
    func rank(_ place: Place) -> Int? {
      switch place {
      case .meal(let name): slots.firstIndex { $0.name == name }
      case .activity: slots.count
      }
    }
    // Where `insertKey` puts each key: before the first key of a later place, else last.
    var blocks: [(rank: Int?, group: (place: Place, entries: [EntryLine]))] = []
    for group in groups {
      let wanted = rank(group.place) ?? slots.count - 1
      let index = blocks.firstIndex { ($0.rank ?? -1) > wanted } ?? blocks.count
      blocks.insert((rank(group.place), group), at: index)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(groups.reduce(64) { $0 + 32 + $1.entries.count * 96 })
    bytes.append(contentsOf: ("# " + date.longName).utf8)
    bytes.append(0x0A)
    for (_, group) in blocks {
      bytes.append(contentsOf: keyText(for: group.place, slots: slots, capitalised: false).utf8)
      bytes.append(contentsOf: ":\n".utf8)
      for (entry, scalar) in zip(group.entries, scalarTexts(group.entries, aligned: nil)) {
        bytes.append(contentsOf: "  - ".utf8)
        bytes.append(contentsOf: withComment(scalar, entry.comment).utf8)
        bytes.append(0x0A)
      }
    }
    return bytes
  }

  /// Replaces the group of `line` (the line and its `+` components) with `entries`, keeping
  /// the line's place; a comment that stays the same keeps its spacing. With
  /// `keepingComponents`, only the line itself is replaced. Returns the offset of the line.
  @discardableResult
  public mutating func replace(
    _ line: EntryReference.Line, with entries: [EntryLine], keepingComponents: Bool = false
  ) -> Int {
    let group = keepingComponents ? [line] : group(of: line)
    let first = group[0]
    let sequence = first.key.value?.sequence
    let others = sequence?.items.filter { item in !group.contains { $0.item == item } } ?? []
    let scalars = scalarTexts(entries, aligned: alignment(of: others))
    var edits: [(range: Range<Int>, text: String)] = []
    let comment = entries.first?.comment
    if comment != nil, comment == Self.comment(of: first.scalar, in: bytes) {
      edits.append((first.scalar.range, scalars[0]))
    } else {
      let end = first.scalar.comment?.upperBound ?? first.scalar.range.upperBound
      edits.append((first.scalar.range.lowerBound..<end, Self.withComment(scalars[0], comment)))
    }
    let indent = String(repeating: " ", count: sequence?.indent ?? 2)
    let components = entries.indices.dropFirst().map {
      indent + "- " + Self.withComment(scalars[$0], entries[$0].comment)
    }
    let last = group[group.count - 1].item.lineRange.upperBound
    let old =
      group.count > 1 ? trimmedAtEnd(group[1].item.lineRange.lowerBound..<last) : last..<last
    if !old.isEmpty || !components.isEmpty { edits.append((old, block(components, for: old))) }
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    document = DocumentParser.parse(bytes).0
    return first.item.lineRange.lowerBound
  }

  /// Removes `line` and its `+` components; a slot key left without entries goes too, with
  /// the blank line that set it apart, unless a comment is written on or under it.
  public mutating func remove(_ line: EntryReference.Line) {
    let group = group(of: line)
    var range =
      group[0].item.lineRange.lowerBound..<group[group.count - 1].item.lineRange.upperBound
    let key = line.key
    if let items = key.value?.sequence?.items, items.count == group.count, key.comment == nil,
      key.colon.fullRange.upperBound == items[0].lineRange.lowerBound
    {
      range = withBlankLine(key.lineRange.lowerBound..<range.upperBound)
    }
    apply(trimmedAtEnd(range), "")
  }
}
