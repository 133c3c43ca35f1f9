public import LarderModel

/// Layout-preserving edits of `larder.yaml`: the smallest span changes, and every comment,
/// blank line and key order stays as written.
///
/// ```yaml
/// goals:
///   2026-08-18: 2300 kcal 130p 290c 75f maintenance
///   2026-10-01: 2000 kcal 150p 200c 67f deficit  # agreed with Sam
/// ```
///
/// Setting a goal from 2026-10-01 replaces the value after `2026-10-01:` and keeps its comment;
/// a new date gets its own line where the date order puts it; a file without `goals:` gets
/// the key at its end.
public enum SettingsEditor {
  /// A change that cannot be made to the file as it is.
  public struct EditError: Error, Hashable, Sendable {
    /// What is wrong, in lower case, naming the offending text.
    public let message: String
    /// What to do about it.
    public let hint: String
  }

  /// `bytes` (the file's content; empty for a new file) with `goal` in force from `date`.
  public static func settingGoal(_ goal: Goal, from date: CalendarDate, in bytes: [UInt8])
    throws(EditError) -> [UInt8]
  {
    var editor = MappingEditor(bytes)
    let text = goal.description
    let key = date.isoString
    guard let root = editor.document.mapping else {
      guard editor.document.root == nil else { throw notAMapping }
      editor.appendAtEnd(["goals:", "  \(key): \(text)"])
      return editor.result()
    }
    let indent = MappingEditor.indent(root)
    guard let goalsEntry = root.entry(named: "goals") else {
      editor.insert(
        [indent + "goals:", indent + "  \(key): \(text)"], into: root,
        at: root.entries.count)
      return editor.result()
    }
    guard let goalsValue = goalsEntry.value else {
      editor.insertChildren([indent + "  \(key): \(text)"], under: goalsEntry)
      return editor.result()
    }
    guard let goals = goalsValue.mapping else {
      throw EditError(
        message: "\"goals\" in larder.yaml is not a list of dated goals",
        hint: "Write each goal on its own line under `goals:`, as `  2026-11-21: 2000 kcal`.")
    }
    if let existing = goals.entries.first(where: { CalendarDate(iso: $0.name) == date }) {
      editor.setValue(of: existing, to: text)
      return editor.result()
    }
    let position =
      goals.entries.firstIndex { CalendarDate(iso: $0.name).map { $0 > date } ?? false }
      ?? goals.entries.count
    editor.insert(
      [MappingEditor.indent(goals) + "\(key): \(text)"], into: goals, at: position)
    return editor.result()
  }

  private static let notAMapping = EditError(
    message: "larder.yaml does not hold `key: value` lines",
    hint: "Run `larder check larder.yaml` and fix it first.")
}
