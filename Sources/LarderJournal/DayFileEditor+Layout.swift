import LarderModel
import LarderSyntax

extension DayFileEditor {
  /// The column of the aligned `=` of a slot's entries (in characters from the start of the
  /// entry) and the fewest spaces any of them has before it.
  struct Alignment {
    let column: Int
    let gap: Int
  }

  // MARK: Inserting

  /// Inserts into the list (or the empty value) of an existing key, after the last group
  /// (an entry and its components) whose time is not later than `time`.
  mutating func insert(
    _ entries: [EntryLine], under entry: MappingEntrySyntax, at time: ClockTime?,
    boundary: DayBoundary
  ) throws(LogError) -> Int {
    guard let value = entry.value else {
      let indent = String(
        repeating: " ", count: column(of: entry.key.range.lowerBound) + itemOffset)
      return insertBlock(
        itemLines(entries, indent: indent, aligned: nil), at: entry.lineRange.upperBound,
        firstEntry: 0)
    }
    guard let sequence = value.sequence else {
      throw LogError(
        "\"\(entry.name)\" in the day file for \(date.isoString) holds a single value, not a "
          + "list of entries",
        hint: "Put each entry on its own `- ` line under it, then try again.")
    }
    let components = Set(lines.filter(\.syntax.isComponent).map(\.item))
    let times = Dictionary(
      lines.compactMap { line in line.syntax.time.map { (line.item, $0.minutes) } },
      uniquingKeysWith: { first, _ in first })
    let wanted = time.map { boundary.minutesIntoDay($0) }
    var position = sequence.items[0].lineRange.lowerBound
    for item in sequence.items {
      if !components.contains(item), let wanted, let minutes = times[item],
        let clock = ClockTime(minutes: minutes), boundary.minutesIntoDay(clock) > wanted
      {
        break
      }
      position = item.lineRange.upperBound
    }
    let indent = String(repeating: " ", count: sequence.indent)
    return insertBlock(
      itemLines(entries, indent: indent, aligned: alignment(of: sequence.items)), at: position,
      firstEntry: 0)
  }

  /// Inserts a new key with `entries` before the first key that comes later in the order of
  /// `slots`, `activity`, `notes` (keys of no known place are passed over), else at the end.
  mutating func insertKey(
    _ entries: [EntryLine], for place: Place, slots: [MealSlot], in root: MappingSyntax?
  ) -> Int {
    let keyIndent = String(repeating: " ", count: root?.indent ?? 0)
    let itemIndent = keyIndent + String(repeating: " ", count: itemOffset)
    let lines =
      [keyIndent + keyText(for: place, slots: slots, in: root) + ":"]
      + itemLines(entries, indent: itemIndent, aligned: nil)
    guard let root else { return insertBlock(lines, at: bytes.count, firstEntry: 1) }
    func rank(_ name: String) -> Int? {
      let key = Name(name)
      if let index = slots.firstIndex(where: { $0.name == key }) { return index }
      switch key.key {
      case "activity": return slots.count
      case "notes": return slots.count + 1
      default: return nil
      }
    }
    let wanted: Int
    switch place {
    case .meal(let name): wanted = slots.firstIndex { $0.name == name } ?? slots.count - 1
    case .activity: wanted = slots.count
    }
    if let index = root.entries.firstIndex(where: { (rank($0.name) ?? -1) > wanted }) {
      let before = root.entries[index]
      // Comments right above the first key are most often the file's header.
      let position = index == 0 ? before.lineRange.lowerBound : blockStart(of: before)
      return insertBlock(
        lines, at: position, firstEntry: 1,
        blankAfter: index > 0 && previousLineIsBlank(position))
    }
    let last = root.entries[root.entries.count - 1]
    let setApart = root.entries.count > 1 && previousLineIsBlank(blockStart(of: last))
    return insertBlock(lines, at: last.lineRange.upperBound, firstEntry: 1, blankBefore: setApart)
  }

  /// Inserts whole lines at `position`, a line start or the end of a file whose last line has
  /// no line end (which it still lacks afterwards); returns the offset of `lines[firstEntry]`.
  mutating func insertBlock(
    _ lines: [String], at position: Int, firstEntry: Int, blankBefore: Bool = false,
    blankAfter: Bool = false
  ) -> Int {
    let end = lineEnd(near: position)
    let openEnd = position == bytes.count && position > 0 && bytes[position - 1] != 0x0A
    var text = (openEnd ? end : "") + (blankBefore ? end : "")
    var offset = position + text.utf8.count
    for line in lines[..<firstEntry] { offset += line.utf8.count + end.utf8.count }
    text += openEnd ? lines.joined(separator: end) : lines.map { $0 + end }.joined()
    if blankAfter { text += end }
    apply(position..<position, text)
    return offset
  }

  /// The text of whole lines replacing `range` (see `trimmedAtEnd`).
  func block(_ lines: [String], for range: Range<Int>) -> String {
    let end = lineEnd(near: range.lowerBound)
    if range.upperBound == bytes.count, bytes.last != 0x0A {
      return lines.map { end + $0 }.joined()
    }
    return lines.map { $0 + end }.joined()
  }

  /// `- ` lines of entries, with their comments.
  func itemLines(_ entries: [EntryLine], indent: String, aligned: Alignment?) -> [String] {
    let scalars = scalarTexts(entries, aligned: aligned)
    return entries.indices.map {
      indent + "- " + Self.withComment(scalars[$0], entries[$0].comment)
    }
  }

  // MARK: Entry text

  /// The scalars of `entries`: their ` = ` at the neighbours' column when every one fits
  /// there, else aligned among themselves one gap after the longest head.
  func scalarTexts(_ entries: [EntryLine], aligned: Alignment?) -> [String] {
    Self.scalarTexts(entries, aligned: aligned)
  }

  /// `scalarTexts(_:aligned:)`, which needs nothing of the file.
  static func scalarTexts(_ entries: [EntryLine], aligned: Alignment?) -> [String] {
    let widths = entries.map { $0.head.unicodeScalars.count }
    // Whether each line with a snapshot can be written plain, worked out once.
    let plain = entries.map { entry in
      entry.snapshot.map { MappingEditor.isPlain(entry.head + " = " + $0) }
    }
    let snapshotted = entries.indices.filter { plain[$0] == true }
    var column: Int?
    if let aligned, !snapshotted.isEmpty,
      snapshotted.allSatisfy({ widths[$0] + aligned.gap <= aligned.column })
    {
      column = aligned.column
    } else if snapshotted.count > 1, let longest = snapshotted.map({ widths[$0] }).max() {
      column = longest + (aligned?.gap ?? 1)
    }
    return entries.indices.map { index in
      scalarText(
        of: entries[index], plain: plain[index],
        padding: column.map { max($0 - widths[index], 1) } ?? 1)
    }
  }

  /// The scalar of one entry, with `padding` spaces before its ` = `.
  static func scalarText(of entry: EntryLine, padding: Int = 1) -> String {
    scalarText(
      of: entry, plain: entry.snapshot.map { MappingEditor.isPlain(entry.head + " = " + $0) },
      padding: padding)
  }

  /// The scalar of one entry, given whether its line with the snapshot can be written plain
  /// (`nil` without a snapshot).
  private static func scalarText(of entry: EntryLine, plain: Bool?, padding: Int) -> String {
    guard let snapshot = entry.snapshot, let plain else {
      return MappingEditor.scalarText(entry.head)
    }
    guard plain else { return MappingEditor.quoted(entry.head + " = " + snapshot) }
    return entry.head + String(repeating: " ", count: padding) + "= " + snapshot
  }

  /// The `=` column shared by the plain one-line entries of `items` that have a snapshot, or
  /// `nil` when they do not share one (or none has a snapshot).
  func alignment(of items: [SequenceItemSyntax]) -> Alignment? {
    var column: Int?
    var gap = Int.max
    for item in items {
      guard let scalar = item.value?.scalar, scalar.style == .plain, !item.dash.endsLine,
        !bytes[scalar.range].contains(0x0A)
      else { continue }
      let text = Array(bytes[scalar.range])
      guard let equals = Self.separator(in: text) else { continue }
      var leftEnd = equals
      while leftEnd > 0, text[leftEnd - 1] == 0x20 { leftEnd -= 1 }
      let width = text[..<leftEnd].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
      let spaces = equals - leftEnd
      guard column == nil || column == width + spaces else { return nil }
      column = width + spaces
      gap = min(gap, spaces)
    }
    return column.map { Alignment(column: $0, gap: gap) }
  }

  /// The index of the `=` of the first ` = ` in an entry's bytes.
  static func separator(in text: [UInt8]) -> Int? {
    guard text.count >= 3 else { return nil }
    return (1..<text.count - 1).first {
      text[$0] == 0x3D && text[$0 - 1] == 0x20 && text[$0 + 1] == 0x20
    }
  }

  /// A scalar followed by its end-of-line comment, two spaces apart.
  static func withComment(_ scalar: String, _ comment: String?) -> String {
    guard let comment else { return scalar }
    let words = comment.split(whereSeparator: \.isNewline).joined(separator: " ")
    return scalar + "  # " + words.trimmingSpaces
  }

  /// The end-of-line comment of an entry, without `#` and surrounding blanks.
  static func comment(of scalar: ScalarSyntax, in bytes: [UInt8]) -> String? {
    guard let range = scalar.comment else { return nil }
    return String(decoding: bytes[range].dropFirst(), as: UTF8.self).trimmingSpaces
  }

  // MARK: Keys

  /// Whether `entry` is the key of `place`.
  static func names(_ entry: MappingEntrySyntax, _ place: Place) -> Bool {
    switch place {
    case .meal(let name): Name(entry.name) == name
    case .activity: Name.normalized(entry.name) == "activity"
    }
  }

  /// The key for `place`: the slot's name in lower case, as written by hand most often, or
  /// as `meals.yaml` spells it when the file's slot keys are capitalised.
  func keyText(for place: Place, slots: [MealSlot], in root: MappingSyntax?) -> String {
    let capitalised =
      root?.entries.contains { entry in
        entry.name.first?.isUppercase == true && slots.contains { $0.name == Name(entry.name) }
      } ?? false
    return Self.keyText(for: place, slots: slots, capitalised: capitalised)
  }

  /// The key for `place`, spelled as `meals.yaml` does when `capitalised`, else in lower case.
  static func keyText(for place: Place, slots: [MealSlot], capitalised: Bool) -> String {
    guard case .meal(let name) = place else { return "activity" }
    let spelled = slots.first { $0.name == name }?.name.text ?? name.text
    return MappingEditor.scalarText(capitalised ? spelled : spelled.lowercased())
  }

  /// How far the items of a list are indented past their key in this file; 2 by default.
  var itemOffset: Int {
    for entry in document.mapping?.entries ?? [] {
      if let sequence = entry.value?.sequence {
        return max(sequence.indent - column(of: entry.key.range.lowerBound), 0)
      }
    }
    return 2
  }

  // MARK: Lines

  /// Where a key's block starts: the first of the whole-line comments directly above its line
  /// (no blank line between), or its own line.
  func blockStart(of entry: MappingEntrySyntax) -> Int {
    let source = document.source
    var start = entry.lineRange.lowerBound
    var line = source.line(containing: start)
    while line > 1 {
      let text = source.text(of: source.lineRange(line - 1)).drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("#") else { break }
      start = source.fullLineRange(line - 1).lowerBound
      line -= 1
    }
    return start
  }

  /// Whether the line before the line starting at `position` holds only blanks.
  func previousLineIsBlank(_ position: Int) -> Bool {
    guard position > 0 else { return false }
    let source = document.source
    return isBlank(source.lineRange(source.line(containing: position - 1)))
  }

  private func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// A key's lines with one of the blank lines around them, when blank lines set them apart
  /// on both sides (or above, at the end of the file): what inserting the key added.
  func withBlankLine(_ range: Range<Int>) -> Range<Int> {
    guard previousLineIsBlank(range.lowerBound) else { return range }
    let source = document.source
    if range.upperBound == bytes.count {
      return source.fullLineRange(source.line(containing: range.lowerBound - 1))
        .lowerBound..<range.upperBound
    }
    let next = source.fullLineRange(source.line(containing: range.upperBound))
    return isBlank(source.lineRange(source.line(containing: range.upperBound)))
      ? range.lowerBound..<next.upperBound : range
  }

  /// Whole lines reaching the end of a file whose last line has no line end, moved back over
  /// the line end before them, so that removing them leaves the file without a final line end
  /// as it was.
  func trimmedAtEnd(_ range: Range<Int>) -> Range<Int> {
    guard range.upperBound == bytes.count, bytes.last != 0x0A, range.lowerBound > 0,
      bytes[range.lowerBound - 1] == 0x0A
    else { return range }
    let crlf = range.lowerBound > 1 && bytes[range.lowerBound - 2] == 0x0D
    return (range.lowerBound - (crlf ? 2 : 1))..<range.upperBound
  }

  /// The line end of the lines around `position`: that of the line it is on or the next one,
  /// else of the line before, else the file's.
  func lineEnd(near position: Int) -> String {
    var index = min(position, bytes.count)
    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    if index == bytes.count {
      index = min(position, bytes.count) - 1
      while index >= 0, bytes[index] != 0x0A { index -= 1 }
    }
    guard index >= 0, index < bytes.count else {
      return String(decoding: document.lineEnd.bytes, as: UTF8.self)
    }
    return index > 0 && bytes[index - 1] == 0x0D ? "\r\n" : "\n"
  }

  /// The column of `offset` in bytes from the start of its line.
  func column(of offset: Int) -> Int {
    offset - document.source.fullLineRange(document.source.line(containing: offset)).lowerBound
  }

  /// Replaces `range` with `text` and parses the file again.
  mutating func apply(_ range: Range<Int>, _ text: String) {
    bytes.replaceSubrange(range, with: Array(text.utf8))
    document = DocumentParser.parse(bytes).0
  }
}
