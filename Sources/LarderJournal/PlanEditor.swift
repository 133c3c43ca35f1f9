public import LarderModel
import LarderSyntax

/// Layout-preserving edits of the plan: `categories.yaml`, `meals.yaml`, and the references to
/// categories and meal slots in day files and the food library. Each edit changes the
/// smallest span it must (a value, a key, the lines of one entry) and keeps every comment,
/// blank line and the order of everything else. A plan file that does not exist yet is
/// written out with the defaults that apply without it, then edited.
///
/// ```yaml
/// categories:
///   Vegetables:
///     unit: portions
///     target: at least 3   # ← `targets set vegetables "at least 4"` changes only `at least 3`
/// ```
public enum PlanEditor {
  /// A change that cannot be made to the file as it is.
  public struct EditError: Error, Hashable, Sendable {
    /// What is wrong, in lower case, naming the offending text.
    public let message: String
    /// What to do about it.
    public let hint: String

    init(_ message: String, hint: String) {
      self.message = message
      self.hint = hint
    }
  }

  /// An edit of a category in `categories.yaml`.
  public enum CategoryChange: Hashable, Sendable {
    /// Sets the target rule.
    case target(TargetRule)
    /// Enables or disables the category (`enabled: no`).
    case enabled(Bool)
    /// Adds a new category with its unit symbol and target, at a position (the end when nil).
    case add(unit: String, target: TargetRule, position: Int?)
    /// Renames the category and the compensation rules that name it.
    case rename(String)
    /// Moves the category to a position, 0 being the first.
    case move(Int)
    /// Removes the category and the compensation rules that name it.
    case remove
  }

  /// An edit of a slot in `meals.yaml`.
  public enum SlotChange: Hashable, Sendable {
    /// Adds a new slot with its window text (`10:00-13:00, manual`, or empty), at a position.
    case add(window: String, position: Int?)
    /// Renames the slot.
    case rename(String)
    /// Moves the slot to a position, 0 being the first.
    case move(Int)
    /// Sets the slot's window, keeping `manual`.
    case window(MealWindow?)
    /// Excludes the slot from automatic selection, or includes it again.
    case manual(Bool)
    /// Removes the slot.
    case remove
  }

  // MARK: - categories.yaml

  /// `categories.yaml` as it applies without the file: the nine default categories and the
  /// default compensation rule, with a comment saying what the file is.
  public static func defaultCategoriesFile() -> String {
    var lines = [
      "# Food groups in display order, with their daily targets (FORMAT.md §4.2).",
      "categories:",
    ]
    for category in Category.defaults {
      lines.append("  \(MappingEditor.scalarText(category.name.text)):")
      lines.append("    unit: \(category.unit.symbol)")
      lines.append("    target: \(category.target)")
      if category.isActivity { lines.append("    activity: yes") }
    }
    lines.append("compensation:")
    for rule in CompensationRule.defaults {
      lines.append("  \(MappingEditor.scalarText(rule.from.text)):")
      lines.append("    offset by: \(MappingEditor.scalarText(rule.offsetBy.text))")
      lines.append("    ratio: \(DecimalText.string(rule.ratio, fractionDigits: 3))")
      lines.append("    max offset: \(DecimalText.string(rule.maxOffset, fractionDigits: 3))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `categories.yaml` (`nil` when the file does not exist) with `change` made to `category`.
  public static func changing(
    category: Name, _ change: CategoryChange, in bytes: [UInt8]?
  ) throws(EditError) -> [UInt8] {
    var editor = MappingEditor(bytes ?? Array(defaultCategoriesFile().utf8))
    guard let root = editor.document.mapping,
      let categoriesEntry = root.entry(named: "categories"),
      let categories = categoriesEntry.value?.mapping
    else {
      throw EditError(
        "categories.yaml has no `categories:` list",
        hint: "Run `larder check categories.yaml` and fix it, or move the file away to start "
          + "from the defaults.")
    }
    let index = categories.entries.firstIndex { Name($0.name) == category }
    if case .add(let unit, let target, let position) = change {
      guard index == nil else {
        throw EditError(
          "category \"\(category.text)\" already exists",
          hint: "Choose another name, or change it with `larder targets set`.")
      }
      let indent = MappingEditor.indent(categories)
      let fieldIndent =
        categories.entries.first?.value?.mapping.map(MappingEditor.indent)
        ?? indent + "  "
      editor.insert(
        [
          indent + MappingEditor.scalarText(category.text) + ":",
          fieldIndent + "unit: " + MappingEditor.scalarText(unit),
          fieldIndent + "target: \(target)",
        ], into: categories,
        at: min(position ?? categories.entries.count, categories.entries.count))
      return editor.result()
    }
    guard let index else {
      throw EditError(
        "unknown category \"\(category.text)\"",
        hint: "Categories: \(categories.entries.map(\.name).joined(separator: ", ")).")
    }
    let entry = categories.entries[index]
    let fields = entry.value?.mapping
    switch change {
    case .add:
      break
    case .target(let rule):
      if let target = fields?.entry(named: "target") {
        editor.setValue(of: target, to: rule.description)
      } else {
        try addField("target: \(rule)", to: entry, &editor)
      }
    case .enabled(let enabled):
      if let field = fields?.entry(named: "enabled") {
        editor.setValue(of: field, to: enabled ? "yes" : "no")
      } else if !enabled {
        try addField("enabled: no", to: entry, &editor)
      }
    case .rename(let name):
      if let clash = categories.entries.first(where: { Name($0.name) == Name(name) }),
        clash.key.range != entry.key.range
      {
        throw EditError(
          "category \"\(clash.name)\" already exists",
          hint: "Choose another name, or remove that category first.")
      }
      editor.renameKey(of: entry, to: name)
      for rule in compensationRules(root) {
        if Name(rule.name) == category { editor.renameKey(of: rule, to: name) }
        if let offset = rule.value?.mapping?.entry(named: "offset by"),
          let scalar = offset.value?.scalar, Name(scalar.value) == category
        {
          editor.setValue(of: offset, to: MappingEditor.scalarText(name))
        }
      }
    case .move(let position):
      editor.move(
        in: categories, from: index, to: min(max(position, 0), categories.entries.count - 1))
    case .remove:
      guard categories.entries.count > 1 else {
        throw EditError(
          "\"\(category.text)\" is the only category",
          hint: "Disable it with `larder targets disable` instead.")
      }
      editor.remove(entry)
      let all = compensationRules(root)
      let naming = all.filter { rule in
        let offset = rule.value?.mapping?.entry(named: "offset by")?.value?.scalar?.value
        return Name(rule.name) == category || offset.map { Name($0) == category } ?? false
      }
      if !naming.isEmpty, naming.count == all.count,
        let compensation = root.entry(named: "compensation")
      {
        editor.remove(compensation)
      } else {
        for rule in naming { editor.remove(rule) }
      }
    }
    return editor.result()
  }

  private static func compensationRules(_ root: MappingSyntax) -> [MappingEntrySyntax] {
    root.entry(named: "compensation")?.value?.mapping?.entries ?? []
  }

  /// Adds a `key: value` line at the end of a category's fields.
  private static func addField(
    _ line: String, to entry: MappingEntrySyntax, _ editor: inout MappingEditor
  ) throws(EditError) {
    guard let fields = entry.value?.mapping else {
      throw EditError(
        "category \"\(entry.name)\" has no fields",
        hint: "Give it `target:` and `unit:` lines in categories.yaml.")
    }
    editor.insert(
      [MappingEditor.indent(fields) + line], into: fields, at: fields.entries.count)
  }

  // MARK: - meals.yaml

  /// `meals.yaml` as it applies without the file: the seven default slots.
  public static func defaultMealsFile() -> String {
    var lines = [
      "# Meal slots in display order, with the time window that picks the slot for a new entry.",
      "meals:",
    ]
    for slot in MealSlot.defaults {
      lines.append(
        "  \(MappingEditor.scalarText(slot.name.text)): " + windowText(slot.window, slot.isManual))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The value of a slot: `04:00-10:00`, `10:00-13:00, manual`, `manual`.
  public static func windowText(_ window: MealWindow?, _ isManual: Bool) -> String {
    let times = window.map(\.description) ?? ""
    guard isManual else { return times }
    return times.isEmpty ? "manual" : times + ", manual"
  }

  /// `meals.yaml` (`nil` when the file does not exist) with `change` made to the slot named
  /// `slot`; `current` is the slot as read, for the window and manual edits.
  public static func changing(
    slot: Name, _ change: SlotChange, current: MealSlot?, in bytes: [UInt8]?
  ) throws(EditError) -> [UInt8] {
    var editor = MappingEditor(bytes ?? Array(defaultMealsFile().utf8))
    guard let root = editor.document.mapping, let meals = root.entry(named: "meals")?.value?.mapping
    else {
      throw EditError(
        "meals.yaml has no `meals:` list",
        hint: "Run `larder check meals.yaml` and fix it, or move the file away to start from "
          + "the defaults.")
    }
    let index = meals.entries.firstIndex { Name($0.name) == slot }
    if case .add(let window, let position) = change {
      guard index == nil else {
        throw EditError(
          "meal slot \"\(slot.text)\" already exists", hint: "Choose another name.")
      }
      let value = window.isEmpty ? "" : " " + window
      editor.insert(
        [MappingEditor.indent(meals) + MappingEditor.scalarText(slot.text) + ":" + value],
        into: meals, at: min(position ?? meals.entries.count, meals.entries.count))
      return editor.result()
    }
    guard let index else {
      throw EditError(
        "unknown meal slot \"\(slot.text)\"",
        hint: "Slots: \(meals.entries.map(\.name).joined(separator: ", ")).")
    }
    let entry = meals.entries[index]
    switch change {
    case .add:
      break
    case .rename(let name):
      if let clash = meals.entries.first(where: { Name($0.name) == Name(name) }),
        clash.key.range != entry.key.range
      {
        throw EditError(
          "meal slot \"\(clash.name)\" already exists",
          hint: "To merge the two, remove one with `larder meals remove NAME --move-to OTHER`.")
      }
      editor.renameKey(of: entry, to: name)
    case .move(let position):
      editor.move(in: meals, from: index, to: min(max(position, 0), meals.entries.count - 1))
    case .window(let window):
      setSlotValue(windowText(window, current?.isManual ?? false), of: entry, &editor)
    case .manual(let isManual):
      setSlotValue(windowText(current?.window, isManual), of: entry, &editor)
    case .remove:
      guard meals.entries.count > 1 else {
        throw EditError(
          "\"\(slot.text)\" is the only meal slot", hint: "Add another slot before removing it.")
      }
      editor.remove(entry)
    }
    return editor.result()
  }

  private static func setSlotValue(
    _ text: String, of entry: MappingEntrySyntax, _ editor: inout MappingEditor
  ) {
    if text.isEmpty, let scalar = entry.value?.scalar {
      editor.replace(entry.colon.range.upperBound..<scalar.range.upperBound, with: "")
    } else if !text.isEmpty {
      editor.setValue(of: entry, to: text)
    }
  }

  // MARK: - Day files

  /// A day file with the slot `from` renamed to `to`, changing only the keys; when the day
  /// already has a `to` list, the lines of `from` move to its end. `nil` when the day has no
  /// `from` slot.
  public static func movingSlot(_ from: Name, to: String, inDay bytes: [UInt8])
    throws(EditError) -> [UInt8]?
  {
    var editor = MappingEditor(bytes)
    guard let root = editor.document.mapping else { return nil }
    let sources = root.entries.filter { Name($0.name) == from }
    guard !sources.isEmpty else { return nil }
    let target = root.entries.first { Name($0.name) == Name(to) }
    guard let target, target.key.range != sources[0].key.range else {
      for source in sources { editor.renameKey(of: source, to: styled(to, like: source.name)) }
      return editor.result()
    }
    guard target.value == nil || target.value?.sequence != nil else {
      throw EditError(
        "\"\(target.name)\" in this day file is not a list of entries",
        hint: "Fix the day file by hand, then run the command again.")
    }
    var moved = ""
    for source in sources {
      if let items = source.value?.sequence?.items {
        moved += lines(of: items, editor, indent: target.value?.sequence?.indent)
      }
      editor.remove(source)
    }
    let position =
      target.value?.sequence?.items.last?.lineRange.upperBound
      ?? target.lineRange.upperBound
    let needsLineEnd = position == editor.bytes.count && editor.bytes.last != 0x0A
    editor.replace(
      position..<position,
      with: (needsLineEnd ? String(decoding: editor.lineEnd, as: UTF8.self) : "") + moved)
    return editor.result()
  }

  /// A new name in the style of the one it replaces: day files write slots and categories in
  /// lower case, and a rename keeps them so.
  static func styled(_ name: String, like old: String) -> String {
    old == old.lowercased() ? name.lowercased() : name
  }

  /// The whole lines of a list's items, comments between them included, re-indented to
  /// `indent` when given.
  private static func lines(
    of items: [SequenceItemSyntax], _ editor: MappingEditor, indent: Int?
  ) -> String {
    let range = items[0].lineRange.lowerBound..<items[items.count - 1].lineRange.upperBound
    var bytes = Array(editor.bytes[range])
    if bytes.last != 0x0A { bytes += editor.lineEnd }
    let current = bytes.prefix { $0 == 0x20 }.count
    guard let indent, current != indent else { return String(decoding: bytes, as: UTF8.self) }
    var output: [UInt8] = []
    var lineStart = true
    var index = 0
    while index < bytes.count {
      if lineStart {
        var spaces = 0
        while index + spaces < bytes.count, bytes[index + spaces] == 0x20 { spaces += 1 }
        let blank =
          index + spaces == bytes.count || bytes[index + spaces] == 0x0A
          || bytes[index + spaces] == 0x0D
        output += [UInt8](
          repeating: 0x20, count: blank ? spaces : max(0, spaces - current + indent))
        index += spaces
        lineStart = false
        continue
      }
      output.append(bytes[index])
      lineStart = bytes[index] == 0x0A
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// A day file (or a food library file) with every reference to the category `from` made to
  /// `to`: snapshot portions (`; vegetables 1`), portion entries (`vegetables 1.5 portions`,
  /// unless the library has a food of that name) and, in a library file, foods' `category:`
  /// and recipe ingredients. A name written in lower case stays in lower case. Returns the new
  /// bytes and how many references changed.
  public static func renamingCategoryReferences(
    _ from: Name, to: String, in bytes: [UInt8], library: FoodLibrary
  ) -> (bytes: [UInt8], count: Int) {
    var editor = MappingEditor(bytes)
    guard let root = editor.document.mapping else { return (bytes, 0) }
    var count = 0
    func rewrite(_ items: [SequenceItemSyntax]) {
      for item in items {
        guard let scalar = item.value?.scalar else { continue }
        count += rewriteEntry(scalar, from: from, to: to, library: library, &editor)
      }
    }
    for entry in root.entries {
      switch Name(entry.name).key {
      case "foods":
        for food in entry.value?.mapping?.entries ?? [] {
          guard let field = food.value?.mapping?.entry(named: "category"),
            let scalar = field.value?.scalar, Name(scalar.value) == from
          else { continue }
          editor.setValue(of: field, to: MappingEditor.scalarText(to))
          count += 1
        }
      case "recipes":
        for recipe in entry.value?.mapping?.entries ?? [] {
          rewrite(recipe.value?.mapping?.entry(named: "ingredients")?.value?.sequence?.items ?? [])
        }
      case "notes":
        continue
      default:
        rewrite(entry.value?.sequence?.items ?? [])
      }
    }
    return count == 0 ? (bytes, 0) : (editor.result(), count)
  }

  /// Rewrites the category references of one entry scalar; returns how many changed.
  private static func rewriteEntry(
    _ scalar: ScalarSyntax, from: Name, to: String, library: FoodLibrary,
    _ editor: inout MappingEditor
  ) -> Int {
    let isPlainLine = scalar.style == .plain && scalar.range.count == scalar.value.utf8.count
    let text = isPlainLine ? "" : scalar.value
    var ignored: [Diagnostic] = []
    let parsed: EntrySyntax? =
      isPlainLine
      ? editor.bytes.withUnsafeBufferPointer {
        EntrySyntax.parse(
          UnsafeBufferPointer(rebasing: $0[scalar.range]), at: scalar.range.lowerBound,
          into: &ignored)
      }
      : EntrySyntax.parse(text, at: 0, into: &ignored)
    guard let entry = parsed else { return 0 }
    func string(_ range: Range<Int>) -> String {
      isPlainLine
        ? String(decoding: editor.bytes[range], as: UTF8.self)
        : String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }
    var ranges: [Range<Int>] = []
    for portion in entry.snapshot?.portions ?? [] where Name(string(portion.category)) == from {
      ranges.append(portion.category)
    }
    let what = string(entry.what)
    if Name(what) == from, library.item(named: Name(what)) == nil {
      ranges.append(entry.what)
    }
    guard !ranges.isEmpty else { return 0 }
    if isPlainLine {
      for range in ranges { editor.replace(range, with: styled(to, like: string(range))) }
    } else {
      var value = Array(text.utf8)
      for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
        value.replaceSubrange(range, with: Array(styled(to, like: string(range)).utf8))
      }
      editor.replace(
        scalar.range, with: MappingEditor.quoted(String(decoding: value, as: UTF8.self)))
    }
    return ranges.count
  }
}
