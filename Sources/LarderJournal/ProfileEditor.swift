import LarderSyntax

/// Layout-preserving edits of the `profile:` block of `larder.yaml`:
///
/// ```yaml
/// profile:
///   name: Alex
///   height: 178 cm   # barefoot
///   target weight: 78 kg
/// ```
///
/// Setting `height` replaces its value and keeps the comment; a key the profile lacks goes
/// where the order of FORMAT.md §4.1 puts it (name, sex, born, height, target weight, target
/// date, motivation, doctor, nutritionist); a file without `profile:` gets the block before
/// `goals:`, or at its end.
public enum ProfileEditor {
  /// The profile's keys in the order of FORMAT.md §4.1.
  public static let keys = [
    "name", "sex", "born", "height", "target weight", "target date", "motivation", "doctor",
    "nutritionist",
  ]

  /// `bytes` (the content of `larder.yaml`) with each `(key, value)` set in the profile;
  /// values are quoted when YAML would read them otherwise.
  public static func setting(_ fields: [(key: String, value: String)], in bytes: [UInt8])
    throws(JournalEditError) -> [UInt8]
  {
    var editor = MappingEditor(bytes)
    let root = try editor.settingsRoot()
    let indent = MappingEditor.indent(root)
    let sorted = fields.sorted { order($0.key) < order($1.key) }
    guard let entry = root.entry(named: "profile") else {
      let lines =
        [indent + "profile:"]
        + sorted.map { indent + "  \($0.key): \(MappingEditor.scalarText($0.value))" }
      let position = root.entries.firstIndex { $0.name == "goals" } ?? root.entries.count
      editor.insert(lines, into: root, at: position)
      return editor.result()
    }
    guard let value = entry.value else {
      editor.insertChildren(
        sorted.map { indent + "  \($0.key): \(MappingEditor.scalarText($0.value))" },
        under: entry)
      return editor.result()
    }
    guard let profile = value.mapping else {
      throw JournalEditError(
        "\"profile\" in larder.yaml is not a block of `key: value` lines",
        hint: "Write each field on its own line under `profile:`, as `  height: 178 cm`.")
    }
    let childIndent = MappingEditor.indent(profile)
    // New keys that land at the same place go in one insertion, so they keep their order.
    var inserts: [Int: [String]] = [:]
    for field in sorted {
      let text = MappingEditor.scalarText(field.value)
      if let existing = profile.entries.first(where: { $0.normalizedName == field.key }) {
        editor.setValue(of: existing, to: text)
        continue
      }
      let position =
        profile.entries.firstIndex { order($0.normalizedName) > order(field.key) }
        ?? profile.entries.count
      inserts[position, default: []].append(childIndent + "\(field.key): \(text)")
    }
    for (position, lines) in inserts {
      editor.insert(lines, into: profile, at: position)
    }
    return editor.result()
  }

  private static func order(_ key: String) -> Int {
    keys.firstIndex(of: key) ?? keys.count
  }
}

extension MappingEditor {
  /// The top-level mapping of `larder.yaml`, which `settings set` and `profile set` edit;
  /// refuses a file that does not hold `key: value` lines.
  func settingsRoot() throws(JournalEditError) -> MappingSyntax {
    guard let root = document.mapping else {
      throw JournalEditError(
        "larder.yaml does not hold `key: value` lines",
        hint: "Run `larder check larder.yaml` and fix it first.")
    }
    return root
  }
}
