public import LarderModel

/// The plain settings of `larder.yaml` that `larder settings set` changes:
///
/// ```yaml
/// day cutoff: 04:00  # a snack at 01:15 still counts toward the day before
/// week start: monday
/// units: metric
/// ```
///
/// Setting one replaces its value and keeps its comment; a key the file lacks goes where the
/// order of FORMAT.md §4.1 puts it (after `format`, before `author`, `profile` and `goals`).
/// Every other byte is left as it was.
extension SettingsEditor {
  /// A setting `larder settings` shows and changes.
  public enum Key: String, CaseIterable, Sendable {
    /// When a journal day starts: `day cutoff: 04:00`.
    case cutoff
    /// The first day of a week: `week start: sunday`.
    case weekStart = "week-start"
    /// Display units: `units: metric`.
    case units

    /// The key in `larder.yaml`.
    public var fileKey: String {
      switch self {
      case .cutoff: "day cutoff"
      case .weekStart: "week start"
      case .units: "units"
      }
    }

    /// The key as typed: `cutoff`, `day cutoff`, `day-cutoff`, `week-start`, `week start`,
    /// `weekstart`, `units`; nil for any other.
    public init?(typed text: String) {
      let words = text.lowercased().split(whereSeparator: { " -_".contains($0) }).joined()
      switch words {
      case "cutoff", "daycutoff": self = .cutoff
      case "weekstart": self = .weekStart
      case "units", "unit": self = .units
      default: return nil
      }
    }

    /// The setting's value in `settings`, as the file writes it.
    public func value(in settings: Settings) -> String {
      switch self {
      case .cutoff: "\(settings.dayBoundary.cutoff)"
      case .weekStart: settings.weekStart == .monday ? "monday" : "sunday"
      case .units: settings.displayUnits.rawValue
      }
    }

    /// `text` as the file writes it (`3:00` → `03:00`, `Monday` → `monday`), or the reason
    /// it is no value of this setting.
    public func value(typed text: String) throws(JournalEditError) -> String {
      let word = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        .lowercased()
      switch self {
      case .cutoff:
        guard let time = ClockTime(typed: String(word)) else {
          throw JournalEditError(
            "day cutoff \"\(text)\" is not a time",
            hint: "Write it as H:MM or HH:MM, such as `larder settings set cutoff 03:00`.")
        }
        return "\(time)"
      case .weekStart:
        guard ["sunday", "monday"].contains(word) else {
          throw JournalEditError(
            "week start \"\(text)\" is not sunday or monday",
            hint: "Write `larder settings set week-start monday` (or sunday).")
        }
        return String(word)
      case .units:
        guard Settings.DisplayUnits(rawValue: String(word)) != nil else {
          throw JournalEditError(
            "units \"\(text)\" are not metric or imperial",
            hint: "Write `larder settings set units imperial` (or metric).")
        }
        return String(word)
      }
    }
  }

  /// `bytes` (the content of `larder.yaml`) with `key` set to `value`, a value as
  /// `Key.value(typed:)` gives it.
  public static func setting(_ key: Key, to value: String, in bytes: [UInt8])
    throws(JournalEditError) -> [UInt8]
  {
    var editor = MappingEditor(bytes)
    let root = try editor.settingsRoot()
    let text = MappingEditor.scalarText(value)
    if let entry = root.entry(named: key.fileKey) {
      editor.setValue(of: entry, to: text)
      return editor.result()
    }
    let order = { (name: String) in
      JournalReader.settingsKeys.firstIndex(of: name) ?? JournalReader.settingsKeys.count
    }
    let position =
      root.entries.firstIndex { order($0.normalizedName) > order(key.fileKey) }
      ?? root.entries.count
    editor.insert(
      [MappingEditor.indent(root) + "\(key.fileKey): \(text)"], into: root, at: position)
    return editor.result()
  }
}
