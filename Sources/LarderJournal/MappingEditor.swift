import LarderModel
import LarderSyntax

/// Small, layout-preserving edits of one YAML file: each edit replaces the smallest span it
/// must (a value, a key, whole lines) and every other byte stays as it was, comments and blank
/// lines included. Edits are collected against the parsed file and applied together.
struct MappingEditor {
  /// The file as parsed.
  let document: DocumentSyntax
  private var edits: [(range: Range<Int>, bytes: [UInt8])] = []

  init(_ bytes: [UInt8]) {
    document = DocumentParser.parse(bytes).0
  }

  var bytes: [UInt8] { document.source.bytes }

  /// The line end new lines use: the file's own.
  var lineEnd: [UInt8] { document.lineEnd.bytes }

  /// The edited file.
  func result() -> [UInt8] {
    var output = bytes
    // From the end of the file back, so that each edit's range still names its bytes. Where
    // a span is replaced and text inserted at its start, the replacement goes first, so the
    // insertion lands before the new span instead of inside the old one; other edits at one
    // position keep the order they were made in.
    let order = edits.indices.sorted { first, second in
      let (a, b) = (edits[first].range, edits[second].range)
      if a.lowerBound != b.lowerBound { return a.lowerBound > b.lowerBound }
      if a.isEmpty != b.isEmpty { return !a.isEmpty }
      return first < second
    }
    for index in order { output.replaceSubrange(edits[index].range, with: edits[index].bytes) }
    return output
  }

  /// Replaces the bytes of `range`.
  mutating func replace(_ range: Range<Int>, with text: String) {
    edits.append((range, Array(text.utf8)))
  }

  /// Sets the value of `entry` to a one-line scalar; an end-of-line comment stays.
  mutating func setValue(of entry: MappingEntrySyntax, to text: String) {
    if let scalar = entry.value?.scalar, !scalar.isBlock {
      replace(scalar.range, with: text)
    } else if entry.value == nil {
      replace(entry.colon.range.upperBound..<entry.colon.range.upperBound, with: " " + text)
    } else if let value = entry.value {
      // A nested block becomes a scalar: the block's lines go.
      replace(entry.colon.range.upperBound..<value.lastToken.range.upperBound, with: " " + text)
    }
  }

  /// Renames the key of `entry`, quoting the new name when it needs quotes.
  mutating func renameKey(of entry: MappingEntrySyntax, to name: String) {
    replace(entry.key.range, with: Self.scalarText(name))
  }

  /// Inserts `lines` (without line ends; indentation included) before the entry at `index` of
  /// `mapping`, above the comments that belong to it, or after its last entry when `index`
  /// is the count of entries.
  mutating func insert(_ lines: [String], into mapping: MappingSyntax, at index: Int) {
    let text = lines.map { $0 + String(decoding: lineEnd, as: UTF8.self) }.joined()
    if index < mapping.entries.count {
      let position = blockStart(of: mapping.entries[index])
      replace(position..<position, with: text)
    } else {
      appendLines(text, after: mapping.entries[mapping.entries.count - 1].lineRange.upperBound)
    }
  }

  /// Inserts lines as the first children of `entry`, whose value is empty.
  mutating func insertChildren(_ lines: [String], under entry: MappingEntrySyntax) {
    let text = lines.map { $0 + String(decoding: lineEnd, as: UTF8.self) }.joined()
    appendLines(text, after: entry.lineRange.upperBound)
  }

  /// Appends lines at the end of the file.
  mutating func appendAtEnd(_ lines: [String]) {
    let text = lines.map { $0 + String(decoding: lineEnd, as: UTF8.self) }.joined()
    appendLines(text, after: bytes.count)
  }

  /// Removes `entry` with its lines and the whole-line comments directly above it.
  mutating func remove(_ entry: MappingEntrySyntax) {
    edits.append((blockStart(of: entry)..<entry.lineRange.upperBound, []))
  }

  /// The text of `entry`'s block: its comments above it and its lines, for moving it.
  func blockText(of entry: MappingEntrySyntax) -> String {
    var block = Array(bytes[blockStart(of: entry)..<entry.lineRange.upperBound])
    if block.last != 0x0A { block += lineEnd }
    return String(decoding: block, as: UTF8.self)
  }

  /// Moves the entry at `from` of `mapping` so that it stands at `to` among the others.
  mutating func move(in mapping: MappingSyntax, from: Int, to: Int) {
    guard from != to else { return }
    let entry = mapping.entries[from]
    let text = blockText(of: entry)
    edits.append((blockStart(of: entry)..<entry.lineRange.upperBound, []))
    let others = mapping.entries.indices.filter { $0 != from }
    if to < others.count {
      let position = blockStart(of: mapping.entries[others[to]])
      edits.append((position..<position, Array(text.utf8)))
    } else {
      appendLines(text, after: mapping.entries[others[others.count - 1]].lineRange.upperBound)
    }
  }

  /// Where an entry's block starts: the first of the whole-line comments directly above its
  /// line (no blank line between), or its own line. The comments above the first key of the
  /// file are the file's own, not the entry's.
  func blockStart(of entry: MappingEntrySyntax) -> Int {
    let source = document.source
    var start = entry.lineRange.lowerBound
    if let first = document.mapping?.entries.first, first.key.range == entry.key.range {
      return start
    }
    var line = source.line(containing: start)
    while line > 1 {
      let previous = source.lineRange(line - 1)
      let text = source.text(of: previous).drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("#") else { break }
      start = source.fullLineRange(line - 1).lowerBound
      line -= 1
    }
    return start
  }

  /// Inserts text at `position`, which is a line's end: when the file's last line lacks a line
  /// end there, one is added first.
  private mutating func appendLines(_ text: String, after position: Int) {
    let needsLineEnd = position > 0 && position == bytes.count && bytes[position - 1] != 0x0A
    let prefix = needsLineEnd ? String(decoding: lineEnd, as: UTF8.self) : ""
    replace(position..<position, with: prefix + text)
  }

  /// A name or value as a scalar: plain when YAML reads it back as the same text, else in
  /// double quotes.
  static func scalarText(_ text: String) -> String {
    isPlain(text) ? text : quoted(text)
  }

  /// Whether `text` reads back as the same plain scalar on one line.
  static func isPlain(_ text: String) -> Bool {
    guard let head = text.utf8.first, let tail = text.utf8.last else { return false }
    // The characters looked at only when the first or last byte could start or end one that
    // matters: most text starts with a letter or digit.
    if indicatorBytes.contains(head) || tail == 0x20 || tail == 0x3A {
      guard let first = text.first, let last = text.last, first != " ", last != " ", last != ":"
      else { return false }
      if "[]{},#&*!|>'\"%@`".contains(first) { return false }
      if "-?:".contains(first), text.count == 1 || text.dropFirst().first == " " { return false }
    }
    // One pass over the bytes, as an import writes thousands of lines: `: ` and ` #` would
    // end the scalar, and control characters (the tab among them) are bytes below 0x20 and
    // 0x7F in UTF-8.
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return false }
      if (previous == 0x3A && byte == 0x20) || (previous == 0x20 && byte == 0x23) { return false }
      previous = byte
    }
    return true
  }

  /// The bytes of the characters that cannot start a plain scalar, or can only alone or
  /// before a space.
  private static let indicatorBytes = Set(" []{},#&*!|>'\"%@`-?:".utf8)

  /// `text` in double quotes with `\` and `"` escaped.
  static func quoted(_ text: String) -> String {
    var output = "\""
    for character in text {
      switch character {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      default: output.append(character)
      }
    }
    return output + "\""
  }

  /// The indentation of the mapping's keys as spaces.
  static func indent(_ mapping: MappingSyntax) -> String {
    String(repeating: " ", count: mapping.indent)
  }
}
