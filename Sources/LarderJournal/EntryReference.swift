public import LarderModel
public import LarderSyntax

/// A short name for one entry line of a day file: what the REF column of `larder day` shows
/// and what `larder edit` and `larder rm` take.
///
/// ```
/// 3f2a              the line of the day at hand whose content hashes to 3f2a…
/// 3f2a-2            the second line of that day with the very same content
/// 2026-11-19:3f2a   the line of another day (any date expression: yesterday:3f2a, -2:3f2a)
/// ```
///
/// A reference is made from the line's own content, never from its position, so it stays
/// valid whatever happens to the other lines of the file: lines added, removed, reordered,
/// reformatted or commented by hand. It changes only when the line itself says something else.
///
/// The rule:
/// 1. The **head** of the line is its time, `+` marker, food, amount and unit, the part before
///    ` = `, spelled as `larder fmt` spells it (`1.50` → `1.5`, single spaces), then folded as
///    names are (lower case, runs of blanks as one space). The snapshot, the comment and the
///    meal slot are not part of it: filling in a snapshot, editing the comment or moving the
///    line to another slot keeps its reference.
/// 2. The head's UTF-8 is hashed with 32-bit FNV-1a and written as 8 lower-case hex digits.
/// 3. The reference shows the shortest prefix of at least 4 digits that no line of the day
///    with another head shares.
/// 4. Lines with the same head are told apart by their order in the file: the first has no
///    suffix, the second `-2`, the third `-3`.
///
/// Resolving takes the lines whose hash starts with the digits given; when they all have one
/// head, the reference names the n-th of them in file order. Digits shared by lines with
/// different heads are ambiguous; digits matching no line, or a suffix beyond the count of
/// identical lines, name nothing.
public struct EntryReference: Hashable, Sendable {
  /// The day the reference names, when it says (`yesterday:3f2a`); `nil` means the day at
  /// hand.
  public var date: DateExpression?
  /// The hex digits, 4 to 8, lower case.
  public var digits: String
  /// Which of the lines with the same head: 1 for the first.
  public var occurrence: Int

  /// The fewest digits a reference shows.
  public static let minimumDigits = 4

  /// Creates a reference to the `occurrence`-th line whose hash starts with `digits`.
  public init(date: DateExpression? = nil, digits: String, occurrence: Int = 1) {
    self.date = date
    self.digits = digits.lowercased()
    self.occurrence = occurrence
  }

  /// Reads `3f2a`, `3F2A-2` or `yesterday:3f2a`; `nil` when the text is not a reference.
  public init?(_ text: some StringProtocol) {
    var rest = Substring(text).trimmingBlanks
    var date: DateExpression?
    if let colon = rest.lastIndex(of: ":") {
      guard let expression = DateExpression(rest[..<colon]) else { return nil }
      date = expression
      rest = rest[rest.index(after: colon)...]
    }
    var occurrence = 1
    if let dash = rest.firstIndex(of: "-") {
      guard let number = Int(rest[rest.index(after: dash)...]), number >= 1 else { return nil }
      occurrence = number
      rest = rest[..<dash]
    }
    guard (Self.minimumDigits...8).contains(rest.count), rest.allSatisfy(\.isHexDigit) else {
      return nil
    }
    self.init(date: date, digits: String(rest), occurrence: occurrence)
  }

  /// The reference as shown for the day at hand: `3f2a` or `3f2a-2`.
  public var text: String {
    occurrence > 1 ? "\(digits)-\(occurrence)" : digits
  }

  /// The reference qualified by its day, for use on another day: `2026-11-19:3f2a`.
  public func qualified(by date: CalendarDate) -> String {
    "\(date.isoString):\(text)"
  }
}

extension EntryReference {
  /// One entry line of a day file with its reference.
  public struct Line: Hashable, Sendable {
    /// The slot (or `activity`) whose list holds the line.
    public var key: MappingEntrySyntax { keyBox.key }
    /// The key, shared by the lines of one list rather than copied into each: a day of a
    /// million lines held a million copies.
    let keyBox: KeyBox
    /// The `- ` item of the line; `item.lineRange` is the whole line, for editing it.
    public let item: SequenceItemSyntax
    /// The line's scalar.
    public let scalar: ScalarSyntax
    /// The entry read from the line. Its ranges are file offsets when the scalar is plain and
    /// on one line; for a quoted scalar they point into the scalar as nearly as can be told.
    public let syntax: EntrySyntax
    /// The folded head that was hashed: `07:40 oatmeal, dry 60 g`.
    public let head: String
    /// The FNV-1a hash of `head`.
    public let hash: UInt32
    /// The reference as shown: the shortest unambiguous digits and the occurrence.
    public internal(set) var reference: EntryReference

    /// The hash as 8 hex digits.
    public var hashDigits: String { EntryReference.hexDigits(hash) }
  }

  /// A key of a day file, shared by the lines under it.
  final class KeyBox: Hashable, Sendable {
    let key: MappingEntrySyntax

    init(_ key: MappingEntrySyntax) {
      self.key = key
    }

    static func == (lhs: KeyBox, rhs: KeyBox) -> Bool {
      lhs === rhs || lhs.key == rhs.key
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(key)
    }
  }

  /// Why a reference names no line.
  public enum ResolutionError: Error, Hashable, Sendable {
    /// No line of the day has this reference.
    case notFound(EntryReference)
    /// The digits are shared by lines with different content; the longer references of those
    /// lines tell them apart.
    case ambiguous(EntryReference, candidates: [String])
  }

  /// The entry lines of a day file in file order, each with its reference. Every `- ` line of
  /// a scalar under a top-level key other than `notes` counts, whether or not it is valid.
  ///
  /// One array of lines is built and their references filled in afterwards: a day of a
  /// million lines held a second array of them, half a kilobyte a line.
  public static func lines(in document: DocumentSyntax) -> [Line] {
    var lines: [Line] = []
    forEachEntry(in: document) { entry in
      // No reference yet: it depends on the heads of every line.
      let head = head(of: entry.syntax, in: entry.scalar, document)
      lines.append(
        Line(entry, head: head, hash: fnv1a(head), reference: EntryReference(digits: "")))
    }
    let references = references(heads: lines.map(\.head), hashes: lines.map(\.hash))
    for (index, reference) in references.enumerated() {
      lines[index].reference = reference
    }
    return lines
  }

  /// The reference of each line of a day whose lines have the folded heads `heads`, in file
  /// order.
  static func references(heads: [String]) -> [EntryReference] {
    references(heads: heads, hashes: heads.map(fnv1a))
  }

  /// The reference of each line of a day, as `references(heads:)`, given each head's
  /// `fnv1a` hash.
  static func references(heads: [String], hashes: [UInt32]) -> [EntryReference] {
    var distinct: [String: UInt32] = [:]
    for (head, hash) in zip(heads, hashes) where distinct[head] == nil { distinct[head] = hash }
    let lengths = digitCounts(amongHashesOf: distinct.values)
    var seen: [String: Int] = [:]
    return zip(heads, hashes).map { head, hash in
      let occurrence = (seen[head] ?? 0) + 1
      seen[head] = occurrence
      return EntryReference(
        digits: hexDigits(hash, count: lengths[hash] ?? 8), occurrence: occurrence)
    }
  }

  /// One entry line of a day file, read, before its reference is worked out.
  struct EntryLine {
    let keyBox: KeyBox
    let item: SequenceItemSyntax
    let scalar: ScalarSyntax
    let syntax: EntrySyntax
  }

  /// Hands each entry line of a day file to `body` in file order, as `lines(in:)` finds them,
  /// without the folding and hashing that references need, and without an array of them: a
  /// caller that needs one line at a time holds none.
  static func forEachEntry(in document: DocumentSyntax, _ body: (EntryLine) -> Void) {
    guard let root = document.mapping else { return }
    for key in root.entries where FoldedName(key.name).text != "notes" {
      guard let items = key.value?.sequence?.items else { continue }
      let keyBox = KeyBox(key)
      for item in items {
        guard let scalar = item.value?.scalar, let syntax = read(scalar, document) else {
          continue
        }
        body(EntryLine(keyBox: keyBox, item: item, scalar: scalar, syntax: syntax))
      }
    }
  }

  /// The line this reference names among the lines of its day.
  public func resolve(in lines: [Line]) throws(ResolutionError) -> Line {
    let matching = lines.filter { $0.hashDigits.hasPrefix(digits) }
    let heads = Set(matching.map(\.head))
    guard heads.count <= 1 else {
      var shown: [String] = []
      for line in matching where !shown.contains(line.reference.text) {
        shown.append(line.reference.text)
      }
      throw .ambiguous(self, candidates: shown)
    }
    guard occurrence >= 1, occurrence <= matching.count else { throw .notFound(self) }
    return matching[occurrence - 1]
  }

  /// The entry read from an entry scalar; `nil` for an empty line. Its ranges index the
  /// bytes `ScalarText` holds for the scalar, as the day readers' ranges do, so `ScalarText`
  /// can give back the text at any of them.
  private static func read(_ scalar: ScalarSyntax, _ document: DocumentSyntax) -> EntrySyntax? {
    var ignored: [Diagnostic] = []
    return ScalarText(scalar, in: document.source.bytes).parse(EntrySyntax.self, into: &ignored)
  }

  /// The folded head of an entry read from `scalar`, which references hash.
  static func head(
    of entry: EntrySyntax, in scalar: ScalarSyntax, _ document: DocumentSyntax
  ) -> String {
    var bytes: [UInt8] = []
    spellHead(of: entry, in: ScalarText(scalar, in: document.source.bytes), into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Spells the folded head of an entry read from `text`, which references hash, into
  /// `bytes`, emptied first: one buffer serves every line of a day.
  static func spellHead(of entry: EntrySyntax, in text: ScalarText, into bytes: inout [UInt8]) {
    bytes.removeAll(keepingCapacity: true)
    text.withBuffer { buffer, offset in
      entry.appendCanonicalHead(in: buffer, at: offset, to: &bytes)
    }
    FoldedName.fold(&bytes)
  }

  /// For the hash of each distinct head, the number of its hex digits that a reference
  /// shows: the fewest, from 4, that no other head's hash starts with.
  ///
  /// Hex digits are nibbles, so the digits two hashes share are the leading zero nibbles of
  /// their XOR, and in sorted order a hash shares the most with a neighbour: one pass over the
  /// sorted hashes, rather than comparing every head with every other, which made a day of a
  /// million entries take minutes.
  /// `hashes` holds the hash of each distinct head, once.
  static func digitCounts(amongHashesOf hashes: some Sequence<UInt32>) -> [UInt32: Int] {
    var headsPerHash: [UInt32: Int] = [:]
    for hash in hashes { headsPerHash[hash, default: 0] += 1 }
    let sorted = headsPerHash.keys.sorted()
    var counts: [UInt32: Int] = [:]
    counts.reserveCapacity(sorted.count)
    for (index, hash) in sorted.enumerated() {
      // Different heads with the same hash share all 8 digits.
      var shared = headsPerHash[hash, default: 0] > 1 ? 8 : 0
      if index > 0 {
        shared = max(shared, (hash ^ sorted[index - 1]).leadingZeroBitCount / 4)
      }
      if index + 1 < sorted.count {
        shared = max(shared, (hash ^ sorted[index + 1]).leadingZeroBitCount / 4)
      }
      counts[hash] = min(8, max(minimumDigits, shared + 1))
    }
    return counts
  }

  /// 32-bit FNV-1a of the UTF-8 of `text`.
  static func fnv1a(_ text: String) -> UInt32 {
    fnv1a(bytes: text.utf8)
  }

  /// 32-bit FNV-1a of UTF-8 bytes.
  static func fnv1a(bytes: some Sequence<UInt8>) -> UInt32 {
    var hash: UInt32 = 0x811c_9dc5
    for byte in bytes {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }

  /// The first `count` of the 8 lower-case hex digits of `hash`, leading zeros included.
  static func hexDigits(_ hash: UInt32, count: Int = 8) -> String {
    let count = min(max(count, 0), 8)
    return String(unsafeUninitializedCapacity: count) { digits in
      for index in 0..<count {
        let nibble = UInt8(truncatingIfNeeded: hash >> (28 - 4 * index)) & 0xF
        digits[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
      }
      return count
    }
  }
}

extension EntryReference.Line {
  /// The line of `entry`, whose folded head is `head`, with that head's `fnv1a` hash.
  init(_ entry: EntryReference.EntryLine, head: String, hash: UInt32, reference: EntryReference) {
    self.init(
      keyBox: entry.keyBox, item: entry.item, scalar: entry.scalar, syntax: entry.syntax,
      head: head, hash: hash, reference: reference)
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingBlanks: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
