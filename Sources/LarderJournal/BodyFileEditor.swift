public import LarderModel
public import LarderSyntax

/// Layout-preserving edits of a year's body file, `body/YYYY.yaml` (FORMAT.md §4.7):
///
/// ```yaml
/// 2026-11-20: weight 84.6 kg, fat 23.4 %, steps 9120  # after the run
/// 2026-11-21: weight 84.2 kg, steps 8512
/// ```
///
/// Setting `weight 84.1 kg` on 2026-11-20 replaces that metric in place and keeps the others,
/// their spelling and the comment; a metric the line lacks goes where the canonical order of
/// `BodyMetricsSyntax.Kind` puts it; a new day gets its own line where the date order puts it.
/// Every other byte stays as written.
public enum BodyFileEditor {
  /// A metric to write: its kind and its text, such as `weight 84.2 kg`.
  public typealias Metric = (kind: BodyMetricsSyntax.Kind, text: String)

  /// `bytes` (empty for a new file) with `metrics` set on `date`: a metric the line already
  /// has is replaced where it stands, a new one is inserted in the canonical order.
  public static func setting(_ metrics: [Metric], on date: CalendarDate, in bytes: [UInt8])
    throws(JournalEditError) -> [UInt8]
  {
    try setting([date: metrics], in: bytes)
  }

  /// `bytes` with the metrics of many days set in one pass, as `setting(_:on:in:)` does for
  /// one; new days go in date order.
  public static func setting(_ days: [CalendarDate: [Metric]], in bytes: [UInt8])
    throws(JournalEditError) -> [UInt8]
  {
    var editor = MappingEditor(bytes)
    let dates = days.keys.sorted()
    func line(_ date: CalendarDate) -> String {
      "\(date.isoString): " + days[date, default: []].map(\.text).joined(separator: ", ")
    }
    guard let root = editor.document.mapping else {
      guard editor.document.root == nil else { throw notAMapping }
      editor.appendAtEnd(dates.map(line))
      return editor.result()
    }
    var existing: [CalendarDate: MappingEntrySyntax] = [:]
    for entry in root.entries {
      if let date = CalendarDate(iso: entry.name) { existing[date] = entry }
    }
    // New days that land at the same place go in one insertion, so they keep their order.
    var inserts: [Int: [String]] = [:]
    var insertOrder: [Int] = []
    for date in dates {
      guard let entry = existing[date] else {
        let position =
          root.entries.firstIndex { CalendarDate(iso: $0.name).map { $0 > date } ?? false }
          ?? root.entries.count
        if inserts[position] == nil { insertOrder.append(position) }
        inserts[position, default: []].append(MappingEditor.indent(root) + line(date))
        continue
      }
      var parts = try existingParts(of: entry, editor: editor, date: date)
      for metric in days[date, default: []] {
        if let index = parts.firstIndex(where: { $0.kind == metric.kind }) {
          parts[index] = metric
        } else {
          let order = BodyMetricsSyntax.Kind.allCases
          let position =
            parts.firstIndex {
              order.firstIndex(of: $0.kind)! > order.firstIndex(of: metric.kind)!
            } ?? parts.count
          parts.insert(metric, at: position)
        }
      }
      editor.setValue(of: entry, to: parts.map(\.text).joined(separator: ", "))
    }
    for position in insertOrder {
      editor.insert(inserts[position]!, into: root, at: position)
    }
    return editor.result()
  }

  /// `bytes` without the metrics of `kinds` on `date`, or without the day's line when `kinds`
  /// is empty or names every metric on it. Throws when the day has no line or none of `kinds`.
  public static func removing(
    _ kinds: Set<BodyMetricsSyntax.Kind>, on date: CalendarDate, in bytes: [UInt8]
  ) throws(JournalEditError) -> [UInt8] {
    var editor = MappingEditor(bytes)
    guard let root = editor.document.mapping,
      let entry = root.entries.first(where: { CalendarDate(iso: $0.name) == date })
    else {
      throw JournalEditError(
        "no body metrics on \(date.isoString)",
        hint: "`larder body --list` shows the days with metrics.")
    }
    let parts = try existingParts(of: entry, editor: editor, date: date)
    let kept = kinds.isEmpty ? [] : parts.filter { !kinds.contains($0.kind) }
    guard kept.count < parts.count else {
      let names = kinds.map(\.rawValue).sorted().joined(separator: ", ")
      throw JournalEditError(
        "\(date.isoString) has no \(names)",
        hint: "It has \(parts.map(\.kind.rawValue).joined(separator: ", ")).")
    }
    if kept.isEmpty {
      editor.remove(entry)
    } else {
      editor.setValue(of: entry, to: kept.map(\.text).joined(separator: ", "))
    }
    return editor.result()
  }

  /// The metrics on an entry's line, each with its text as written.
  private static func existingParts(
    of entry: MappingEntrySyntax, editor: MappingEditor, date: CalendarDate
  ) throws(JournalEditError) -> [Metric] {
    guard let scalar = entry.value?.scalar, !scalar.isBlock else {
      throw JournalEditError(
        "the line of \(date.isoString) does not hold body metrics",
        hint: "Fix it by hand: `\(date.isoString): weight 84.2 kg, steps 8512`.")
    }
    var diagnostics: [Diagnostic] = []
    let offset = scalar.range.lowerBound
    guard
      let syntax = BodyMetricsSyntax.parse(
        editor.bytes[scalar.range], at: offset, into: &diagnostics),
      diagnostics.allSatisfy({ $0.severity != .error })
    else {
      throw JournalEditError(
        "the line of \(date.isoString) has metrics larder cannot read",
        hint: "Run `larder check` and fix the line first.")
    }
    return syntax.metrics.map { metric in
      (metric.kind, String(decoding: editor.bytes[metric.range], as: UTF8.self))
    }
  }

  private static let notAMapping = JournalEditError(
    "the body file does not hold `date: metrics` lines",
    hint: "Run `larder check` and fix it first.")
}

/// Why an edit of a body, care, documents or profile file refuses: a message naming the
/// offending text and one sentence on what to do. Nothing is written when one is thrown.
///
/// ```
/// error: weight 900 kg is not plausible
///   hint: Larder takes weight from 20 to 400 kg; check the number and its unit.
/// ```
public struct JournalEditError: Error, Hashable, Sendable {
  /// A lowercase one-line message, quoting the text it is about.
  public let message: String
  /// One sentence on what to do about it.
  public let hint: String?
  /// Whether the journal or its files failed (exit status 2) rather than the input (1).
  public let isEnvironment: Bool

  /// Creates a refusal.
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
    isEnvironment = false
  }

  /// Creates a failure of the journal, its files or its repository.
  public init(failure message: String, hint: String?) {
    self.message = message
    self.hint = hint
    isEnvironment = true
  }
}
