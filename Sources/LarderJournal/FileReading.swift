import LarderModel
import LarderSyntax

/// One journal file being read into model values: its tree, its bytes, and the diagnostics
/// found so far, with the small helpers every file reader shares.
struct FileReading {
  let document: DocumentSyntax
  /// The file's bytes, stored so that a reader reaches them without copying the reading.
  let bytes: [UInt8]
  var diagnostics: [Diagnostic] = []

  init(document: DocumentSyntax) {
    self.document = document
    self.bytes = document.source.bytes
    self.diagnostics = document.diagnostics + JournalMerge.conflictDiagnostics(in: bytes)
  }

  /// The text of a byte range.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The root mapping, reporting a file that holds something else.
  mutating func rootMapping(describing what: String) -> MappingSyntax? {
    guard let root = document.root else { return nil }
    guard let mapping = root.mapping else {
      diagnostics.append(
        .error(
          "expected-mapping", root.range, "\(what) must be a mapping of keys to values",
          hint: "Write one `key: value` per line, as FORMAT.md shows for this file."))
      return nil
    }
    return mapping
  }

  /// The mapping under an entry, reporting any other kind of value.
  mutating func mapping(_ entry: MappingEntrySyntax) -> MappingSyntax? {
    value(
      of: entry, as: \.mapping, id: "expected-mapping",
      message: "\"\(entry.name)\" must hold indented `key: value` lines",
      hint: "Put its keys on the following lines, indented by two spaces.")
  }

  /// The sequence under an entry, reporting any other kind of value.
  mutating func sequence(_ entry: MappingEntrySyntax) -> SequenceSyntax? {
    value(
      of: entry, as: \.sequence, id: "expected-list",
      message: "\"\(entry.name)\" must hold a list of `- ` lines",
      hint: "Start each item on its own line with `- `, indented under the key.")
  }

  /// The scalar under an entry, reporting a nested block where one line was expected.
  mutating func scalar(_ entry: MappingEntrySyntax) -> ScalarSyntax? {
    value(
      of: entry, as: \.scalar, id: "expected-value",
      message: "\"\(entry.name)\" must hold a single value",
      hint: "Write the value on the same line as the key: `\(entry.name): ...`.")
  }

  /// The scalar's text, or nil (with a diagnostic) for a key without a value when one is
  /// required.
  mutating func requiredText(_ entry: MappingEntrySyntax) -> String? {
    guard let scalar = requiredScalar(entry) else { return nil }
    return scalar.value
  }

  /// The value under an entry as one kind of node, or nil with a diagnostic for another kind;
  /// a key without a value gives nil silently.
  ///
  /// The message and hint are built only for a diagnostic: readers ask this of every key of
  /// ten thousand foods and thousands of days, which almost all hold the kind expected.
  private mutating func value<Node>(
    of entry: MappingEntrySyntax, as kind: (NodeSyntax) -> Node?, id: String,
    message: @autoclosure () -> String, hint: @autoclosure () -> String
  ) -> Node? {
    guard let value = entry.value else { return nil }
    if let node = kind(value) { return node }
    diagnostics.append(.error(id, value.range, message(), hint: hint()))
    return nil
  }

  /// The scalar under an entry, reporting a key without a value.
  mutating func requiredScalar(_ entry: MappingEntrySyntax) -> ScalarSyntax? {
    guard entry.value != nil else {
      diagnostics.append(
        .error(
          "missing-value", entry.key.range, "\"\(entry.name)\" has no value",
          hint: "Write the value after the colon: `\(entry.name): ...`."))
      return nil
    }
    return scalar(entry)
  }

  /// Reads a scalar with one of the value grammars of FORMAT.md §3.
  mutating func parse<Value: ValueSyntax>(_ type: Value.Type, _ scalar: ScalarSyntax) -> Value? {
    if scalar.isVerbatim, !scalar.range.isEmpty {
      let range = scalar.range
      return bytes.withUnsafeBufferPointer {
        Value.parse(
          UnsafeBufferPointer(rebasing: $0[range]), at: range.lowerBound, into: &diagnostics)
      }
    }
    // Quoted, block and multi-line scalars: read the decoded value; ranges point into the
    // scalar's text as nearly as can be told.
    let offset =
      scalar.style == .singleQuoted || scalar.style == .doubleQuoted
      ? scalar.range.lowerBound + 1 : scalar.range.lowerBound
    var local: [Diagnostic] = []
    let value = Value.parse(scalar.value, at: offset, into: &local)
    let limit = max(scalar.range.upperBound, scalar.range.lowerBound + 1)
    diagnostics += local.map { diagnostic in
      var clamped = diagnostic
      let lower = min(diagnostic.range.lowerBound, limit - 1)
      clamped.range = lower..<max(lower, min(diagnostic.range.upperBound, limit))
      return clamped
    }
    return value
  }

  /// Reads a scalar value with a grammar, reporting a key without a value.
  mutating func parse<Value: ValueSyntax>(_ type: Value.Type, _ entry: MappingEntrySyntax)
    -> Value?
  {
    guard let scalar = requiredScalar(entry) else { return nil }
    return parse(type, scalar)
  }

  /// Reads `yes` or `no`.
  mutating func flag(_ entry: MappingEntrySyntax) -> Bool? {
    guard let scalar = scalar(entry) else { return nil }
    switch Name.normalized(scalar.value) {
    case "yes", "true", "on": return true
    case "no", "false", "off": return false
    default:
      diagnostics.append(
        .error(
          "bad-flag", scalar.range, "\"\(scalar.value)\" is not yes or no",
          hint: "Write `\(entry.name): yes` or `\(entry.name): no`."))
      return nil
    }
  }

  /// Reads a plain number such as `0.12`.
  mutating func number(_ entry: MappingEntrySyntax) -> Double? {
    parse(NumberSyntax.self, entry)?.value
  }

  /// Warns about keys a file does not define; they are kept in the file as written.
  mutating func warnUnknownKeys(
    _ mapping: MappingSyntax, known: [String], in place: String
  ) {
    for entry in mapping.entries where !known.contains(Name.normalized(entry.name)) {
      warnUnknownKey(entry, known: known, in: place)
    }
  }

  /// Warns about one key a file does not define.
  mutating func warnUnknownKey(_ entry: MappingEntrySyntax, known: [String], in place: String) {
    let suggestion = Suggestions.closest(to: entry.name, among: known)
    diagnostics.append(
      .warning(
        "unknown-key", entry.key.range, "unknown key \"\(entry.name)\" in \(place)",
        hint: suggestion.map { "Did you mean \"\($0)\"? The key is kept but ignored." }
          ?? "Larder keeps it but ignores it; known keys: \(known.joined(separator: ", "))."))
  }

  /// Reports a date on the far side of today.
  mutating func warnIfFuture(_ date: CalendarDate, today: CalendarDate?, range: Range<Int>) {
    guard let today, date > today else { return }
    diagnostics.append(
      .warning(
        "future-date", range, "\"\(date.isoString)\" is in the future",
        hint: "Check the date; only days up to today can be logged."))
  }
}

extension MappingEntrySyntax {
  /// The key normalized as names are compared (FORMAT.md §3.1).
  var normalizedName: String { Name.normalized(name) }
}
