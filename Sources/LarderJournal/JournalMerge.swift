/// A three-way merge of one journal file that knows its blocks: the keys of a mapping merge
/// key by key, the items of a sequence (the entries of a meal slot, the records of
/// `care.yaml`) item by item, and every line a person wrote on either side is kept byte for
/// byte.
///
/// ```yaml
/// lunch:                                          # base: one entry
///   - 12:30 soup 300 ml = 120 kcal
/// lunch:                                          # here: one entry added
///   - 12:30 soup 300 ml = 120 kcal
///   - 13:10 apple 150 g = 78 kcal
/// lunch:                                          # there: another added
///   - 12:30 soup 300 ml = 120 kcal
///   - 12:45 bread 60 g = 150 kcal  # rye
/// lunch:                                          # merged: both, in time order
///   - 12:30 soup 300 ml = 120 kcal
///   - 12:45 bread 60 g = 150 kcal  # rye
///   - 13:10 apple 150 g = 78 kcal
/// ```
///
/// A block changed differently on both sides becomes a conflict that still parses: the here
/// version stays, the there version follows as `#> ` comment lines, between
/// `# larder-conflict:` markers (FORMAT.md, section 4.10). A removal never beats an edit, so
/// no write is lost.
public enum JournalMerge {
  /// Where the two sides of a merge come from, written into conflict markers.
  public struct Labels: Sendable, Equatable {
    /// This side, such as `1a2b3c4 (this journal)`.
    public var here: String
    /// The other side, such as `5d6e7f8 (origin)`.
    public var there: String

    /// Labels for the two sides.
    public init(here: String, there: String) {
      self.here = here
      self.there = there
    }
  }

  /// The result of merging one file.
  public struct Outcome: Sendable, Equatable {
    /// The merged bytes, or nil when the file is removed.
    public var bytes: [UInt8]?
    /// How many conflicts the merged bytes hold.
    public var conflicts: Int
    /// How many entries, keys or whole files one side removed and the other changed: the
    /// change is kept, and the side that removed it should be told.
    public var changedOverRemoval = 0
  }

  /// Merges the versions of the file at `path` (nil: the file does not exist on that side).
  /// Files under `body/` also merge the metrics of one day one by one; in day files under
  /// `log/`, an entry moved to another slot on one side and changed on the other conflicts.
  public static func merge(
    path: String, base: [UInt8]?, here: [UInt8]?, there: [UInt8]?, labels: Labels
  ) -> Outcome {
    if here == there { return Outcome(bytes: here, conflicts: 0) }
    if base == here { return Outcome(bytes: there, conflicts: 0) }
    if base == there { return Outcome(bytes: here, conflicts: 0) }
    // An edit beats a removal: removing a whole file never drops what the other side wrote.
    guard let here, let there else {
      return Outcome(bytes: here ?? there, conflicts: 0, changedOverRemoval: 1)
    }
    // A conflict in the base that both sides settled (neither holds a marker) is a change on
    // both sides, whichever version each kept.
    let base = base.map { base in
      containsMarker(base) && !containsMarker(here) && !containsMarker(there)
        ? unsettled(base) : base
    }
    var merger = BlockMerger(
      labels: labels, mergesMetrics: path.hasPrefix("body/"),
      movesBetweenSlots: path.hasPrefix("log/"))
    let lines = merger.mergeFile(
      base: Line.split(base ?? []), here: Line.split(here), there: Line.split(there))
    return Outcome(
      bytes: Array(lines.joined()), conflicts: merger.conflicts,
      changedOverRemoval: merger.changedOverRemoval)
  }
}

/// One line of a file with its line end, and what the block merge needs to know of it.
struct Line: Hashable {
  var bytes: [UInt8]

  /// Splits `bytes` after each line feed, keeping every byte.
  static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      lines.append(Array(bytes[start...index]))
      start = index + 1
    }
    if start < bytes.count { lines.append(Array(bytes[start...])) }
    return lines
  }

  /// The number of spaces before the first other byte.
  static func indentation(_ line: [UInt8]) -> Int {
    line.firstIndex { $0 != 0x20 } ?? line.count
  }

  /// Whether the line holds nothing but white space.
  static func isBlank(_ line: [UInt8]) -> Bool {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
  }

  /// Whether the line is a whole-line comment.
  static func isComment(_ line: [UInt8]) -> Bool {
    line.first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "#")
  }

  /// Whether the line is neither blank nor a comment.
  static func isContent(_ line: [UInt8]) -> Bool { !isBlank(line) && !isComment(line) }

  /// The line end of `line`: CRLF, LF, or nothing on a last line without one.
  static func end(of line: [UInt8]) -> [UInt8] {
    if line.last == 0x0A {
      return line.count >= 2 && line[line.count - 2] == 0x0D ? [0x0D, 0x0A] : [0x0A]
    }
    return []
  }

  /// `line` without its line end.
  static func text(_ line: [UInt8]) -> ArraySlice<UInt8> {
    line.dropLast(end(of: line).count)
  }
}

/// A key or item with the comment and blank lines above it and the more-indented lines
/// under it.
struct Block: Equatable {
  /// The comment and blank lines above the head.
  var lead: [[UInt8]]
  /// The `key: value` or `- item` line.
  var head: [UInt8]
  /// The lines under the head: its children, or a block scalar's text.
  var body: [[UInt8]]

  /// Every line, in order.
  var lines: [[UInt8]] { lead + [head] + body }

  /// The lines' words: each run of spaces and tabs as one space, none at a line's ends, and
  /// no line ends, so that realigned or re-ended lines still match.
  var words: [UInt8] {
    var result: [UInt8] = []
    for line in lines {
      var pendingSpace = false
      for byte in line where byte != 0x0D && byte != 0x0A {
        if byte == 0x20 || byte == 0x09 {
          pendingSpace = true
          continue
        }
        if pendingSpace, !result.isEmpty, result.last != 0x0A { result.append(0x20) }
        pendingSpace = false
        result.append(byte)
      }
      result.append(0x0A)
    }
    return result
  }

  /// The head's indentation.
  var indentation: Int { Line.indentation(head) }

  /// Whether the head is a sequence item.
  var isItem: Bool {
    let text = Line.text(head).dropFirst(indentation)
    return text.first == UInt8(ascii: "-") && (text.count == 1 || text.dropFirst().first == 0x20)
  }

  /// Whether the head is a component line of the composite above it (`- + olive oil 10 ml`).
  var isComponent: Bool {
    guard isItem else { return false }
    let rest = Line.text(head).dropFirst(indentation + 1).drop { $0 == 0x20 }
    return rest.first == UInt8(ascii: "+") && (rest.count == 1 || rest.dropFirst().first == 0x20)
  }

  /// The key of a mapping entry, as written (quotes kept).
  var key: [UInt8] {
    let text = Line.text(head).dropFirst(indentation)
    var quote: UInt8?
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ":") {
        let next = text.index(after: index)
        if next == text.endIndex || text[next] == 0x20 || text[next] == 0x09 {
          return Array(text[..<index])
        }
      }
      index = text.index(after: index)
    }
    return Array(text)
  }

  /// What follows `key:` on the head, without the comment and line end; empty when the
  /// children are on the lines below.
  var value: ArraySlice<UInt8> {
    let text = Line.text(head).dropFirst(indentation + key.count + 1)
    let trimmed = text.drop { $0 == 0x20 || $0 == 0x09 }
    if trimmed.first == UInt8(ascii: "#") { return trimmed.prefix(0) }
    return Block.withoutComment(trimmed)
  }

  /// Whether the lines below the head are child blocks, not a block scalar's text.
  var hasChildBlocks: Bool { !isItem && value.isEmpty }

  /// The time an entry starts with (`- 07:40 oatmeal`), in minutes, if any.
  var minutes: Int? {
    guard isItem else { return nil }
    let text = Array(Line.text(head).dropFirst(indentation + 1).drop { $0 == 0x20 })
    guard text.count >= 5, text[2] == UInt8(ascii: ":"),
      text.count == 5 || text[5] == 0x20
    else { return nil }
    let digits = [text[0], text[1], text[3], text[4]]
    guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let value = digits.map { Int($0 - 0x30) }
    return (value[0] * 10 + value[1]) * 60 + value[2] * 10 + value[3]
  }

  /// The words that name an entry's item (`- 07:40 greek yogurt 150 g = 146 kcal` names
  /// `greek yogurt`): the words after the time up to the first that starts an amount, an
  /// `=` or a comment. Nil for a line that is not an item or names nothing.
  var itemName: [UInt8]? {
    guard isItem else { return nil }
    var text = Line.text(head).dropFirst(indentation + 1)
    if minutes != nil { text = text.drop { $0 == 0x20 || $0 == 0x09 }.dropFirst(5) }
    var name: [UInt8] = []
    for word in text.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }) {
      guard let first = word.first,
        !(0x30...0x39).contains(first), first != UInt8(ascii: "="), first != UInt8(ascii: "#"),
        first != UInt8(ascii: "."), first != 0xC2  // `½`, `¼` and `¾` start with 0xC2.
      else { break }
      if !name.isEmpty { name.append(0x20) }
      name += word
    }
    return name.isEmpty ? nil : name
  }

  /// `text` up to an end-of-line comment (` #`), trailing white space removed.
  static func withoutComment(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var end = text.endIndex
    var previous: UInt8 = 0x20
    for index in text.indices {
      if text[index] == UInt8(ascii: "#"), previous == 0x20 || previous == 0x09 {
        end = index
        break
      }
      previous = text[index]
    }
    var trimmed = text[..<end]
    while let last = trimmed.last, last == 0x20 || last == 0x09 { trimmed = trimmed.dropLast() }
    return trimmed
  }

  /// Cuts `lines` into the blocks of one level: the leading comment and blank lines of the
  /// first block, each head at the level's indentation, and what follows.
  static func blocks(of lines: [[UInt8]]) -> (blocks: [Block], trailer: [[UInt8]]) {
    guard let first = lines.first(where: Line.isContent) else { return ([], lines) }
    let level = Line.indentation(first)
    var blocks: [Block] = []
    var pending: [[UInt8]] = []
    for line in lines {
      if !Line.isContent(line) {
        pending.append(line)
      } else if Line.indentation(line) <= level || blocks.isEmpty {
        blocks.append(Block(lead: pending, head: line, body: []))
        pending = []
      } else {
        blocks[blocks.count - 1].body += pending + [line]
        pending = []
      }
    }
    return (blocks, pending)
  }
}
