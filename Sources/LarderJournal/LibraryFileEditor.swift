public import LarderModel
import LarderSyntax

/// Minimal edits of one food library file (`foods/*.yaml`, FORMAT.md §4.5): add, change or
/// remove a food or recipe, set its aliases, set a favourite, turn a recipe's ingredient into a
/// snapshot, rename the ingredients that name a food. Every byte an edit does not need to
/// touch stays, comments, blank lines and order included.
///
/// ```swift
/// var editor = LibraryFileEditor(bytes)
/// editor.add(Food(name: "Rye bread", nutrition: Nutrients(kcal: 259, protein: 8.5)))
/// _ = editor.setFavorite("oatmeal, dry", true)
/// let newBytes = editor.result()
/// ```
public struct LibraryFileEditor {
  private var editor: MappingEditor

  /// An editor of the file `bytes` (empty for a new file).
  public init(_ bytes: [UInt8]) {
    editor = MappingEditor(bytes)
  }

  /// The edited file.
  public func result() -> [UInt8] { editor.result() }

  /// A new library file: the `header` comment lines, then the foods.
  public static func newFile(header: [String], foods: [Food]) -> [UInt8] {
    var lines = header.map { $0.isEmpty ? "#" : "# " + $0 }
    lines.append("foods:")
    for food in foods { lines += entryLines(food, indent: "  ", step: "  ") }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(foods.count * 200)
    for line in lines {
      bytes += line.utf8
      bytes.append(0x0A)
    }
    return bytes
  }

  /// Whether the file defines a food or recipe with this name (not an alias).
  public func defines(_ name: Name) -> Bool { entry(name) != nil }

  /// The entry lines of a food, as `newFile` writes them, for comparing with what a file holds.
  public static func text(of food: Food) -> String {
    entryLines(food, indent: "", step: "  ").joined(separator: "\n")
  }

  /// Appends a food at the end of `foods:`, creating the section when the file has none.
  /// `fields` are keys of FORMAT.md §4.5 with their values as a person types them, such as
  /// `("measures", "slice = 35 g")`; values are quoted when YAML needs it.
  public mutating func addFood(_ name: String, fields: [(key: String, value: String)]) {
    append(section: "foods", step: step) { indent, step in
      [indent + MappingEditor.scalarText(name) + ":"]
        + fields.map { indent + step + $0.key + ": " + Self.value($0.key, $0.value) }
    }
  }

  /// A value as a scalar; a barcode always in quotes, so other YAML tools keep its zeros.
  static func value(_ key: String, _ text: String) -> String {
    key == "barcode" ? MappingEditor.quoted(text) : MappingEditor.scalarText(text)
  }

  /// Appends a recipe at the end of `recipes:`, creating the section when the file has none;
  /// `ingredients` are entry lines such as `oatmeal, dry 80 g`.
  public mutating func addRecipe(
    _ name: String, fields: [(key: String, value: String)], ingredients: [String]
  ) {
    append(section: "recipes", step: step) { indent, step in
      [indent + MappingEditor.scalarText(name) + ":"]
        + fields.map { indent + step + $0.key + ": " + MappingEditor.scalarText($0.value) }
        + [indent + step + "ingredients:"]
        + ingredients.map { indent + step + step + "- " + MappingEditor.scalarText($0) }
    }
  }

  /// Sets key `key` of the food or recipe named `name` to `value` (removes it for `nil`),
  /// keeping an end-of-line comment; a new key goes after the others. Returns `false` when
  /// the file has no such entry.
  public mutating func setField(_ key: String, of name: Name, to value: String?) -> Bool {
    setScalar(key, of: name, to: value.map { Self.value(key, $0) })
  }

  /// Appends `foods` at the end of `foods:` as `newFile` writes them, creating the section
  /// when the file has none.
  public mutating func appendFoods(_ foods: [Food]) {
    guard !foods.isEmpty else { return }
    append(section: "foods", step: step) { indent, step in
      foods.flatMap { Self.entryLines($0, indent: indent, step: step) }
    }
  }

  /// Rewrites, for each change, the keys of the food `old` whose values `new` gives
  /// otherwise, as `newFile` writes them; every other byte of the entries stays (comments,
  /// keys larder does not know). A food the file does not define is passed over. The foods
  /// are found in one pass over the file: an import may change thousands.
  public mutating func updateFoods(_ changes: [(old: Food, new: Food)]) {
    var entries: [String: MappingEntrySyntax] = [:]
    for entry in section("foods")?.value?.mapping?.entries ?? [] {
      entries[Name(entry.name).key] = entries[Name(entry.name).key] ?? entry
    }
    for (old, new) in changes {
      guard let entry = entries[old.name.key] else { continue }
      let before = Dictionary(Self.fields(old), uniquingKeysWith: { first, _ in first })
      let after = Self.fields(new)
      let kept = Set(after.map(\.key))
      for (key, value) in after where before[key] != value {
        _ = setScalar(key, in: entry, to: value)
      }
      for key in before.keys where !kept.contains(key) {
        _ = setScalar(key, in: entry, to: nil)
      }
    }
  }

  /// Sets key `key` of the entry named `name` to the scalar text `scalar` (removes it for
  /// `nil`), as `setField` does with text already written as YAML.
  private mutating func setScalar(_ key: String, of name: Name, to scalar: String?) -> Bool {
    guard let (entry, _) = entry(name) else { return false }
    return setScalar(key, in: entry, to: scalar)
  }

  /// Sets key `key` of `entry`, a food or recipe, to the scalar text `scalar` (removes it for
  /// `nil`); false when the entry holds no mapping of keys.
  private mutating func setScalar(_ key: String, in entry: MappingEntrySyntax, to scalar: String?)
    -> Bool
  {
    guard let fields = entry.value?.mapping else { return false }
    if let field = fields.entry(named: key) {
      if let scalar {
        editor.setValue(of: field, to: scalar)
      } else {
        editor.remove(field)
      }
    } else if let scalar {
      editor.insert(
        [MappingEditor.indent(fields) + key + ": " + scalar], into: fields,
        at: fields.entries.count)
    }
    return true
  }

  /// Renames the food or recipe named `name`. Returns `false` when there is no such entry.
  public mutating func rename(_ name: Name, to newName: String) -> Bool {
    guard let (entry, _) = entry(name) else { return false }
    editor.renameKey(of: entry, to: newName)
    return true
  }

  /// Sets the aliases of the food or recipe named `name`, removing the key when `aliases` is
  /// empty. A list that only grows keeps its text as written and gains `; NAME` at its end;
  /// a new `aliases:` key goes first, as in FORMAT.md §4.5. Returns `false` when the file has
  /// no such entry.
  public mutating func setAliases(of name: Name, to aliases: [String]) -> Bool {
    guard let (entry, _) = entry(name), let fields = entry.value?.mapping else { return false }
    guard let field = fields.entry(named: "aliases") else {
      if !aliases.isEmpty {
        editor.insert(
          [MappingEditor.indent(fields) + "aliases: " + Self.aliasText(aliases)],
          into: fields, at: 0)
      }
      return true
    }
    if aliases.isEmpty {
      editor.remove(field)
    } else if let scalar = field.value?.scalar, let added = appendedText(aliases, to: scalar) {
      editor.replace(scalar.range.upperBound..<scalar.range.upperBound, with: added)
    } else {
      editor.setValue(of: field, to: Self.aliasText(aliases))
    }
    return true
  }

  /// Rewrites every recipe ingredient of this file that names `name` (compared as names, an
  /// alias is another name) to name `newName`, keeping its amount, snapshot and comment; a
  /// reference written in lower case stays lower case. Returns the recipes changed.
  public mutating func renameIngredients(naming name: Name, to newName: String) -> [Name] {
    guard let recipes = section("recipes")?.value?.mapping else { return [] }
    var changed: [Name] = []
    for recipe in recipes.entries {
      let items = recipe.value?.mapping?["ingredients"]?.sequence?.items ?? []
      var renamesAny = false
      for item in items {
        guard let scalar = item.value?.scalar, !scalar.isBlock else { continue }
        let text = ScalarText(scalar, in: editor.bytes)
        var ignored: [Diagnostic] = []
        guard let syntax = text.parse(EntrySyntax.self, into: &ignored) else { continue }
        let written = text.text(syntax.what)
        guard Name(written) == name else { continue }
        let replacement = PlanEditor.styled(newName, like: written)
        let value =
          text.text(text.range.lowerBound..<syntax.what.lowerBound) + replacement
          + text.text(syntax.what.upperBound..<text.range.upperBound)
        if scalar.isVerbatim, MappingEditor.isPlain(value) {
          editor.replace(syntax.what, with: replacement)
        } else {
          editor.replace(scalar.range, with: MappingEditor.scalarText(value))
        }
        renamesAny = true
      }
      if renamesAny { changed.append(Name(recipe.name)) }
    }
    return changed
  }

  /// Replaces the ingredient lines of the recipe named `name`. Returns `false` when the file
  /// has no recipe of that name with `ingredients:`.
  public mutating func setIngredients(of name: Name, to ingredients: [String]) -> Bool {
    guard let (entry, section) = entry(name), section == "recipes",
      let fields = entry.value?.mapping, let field = fields.entry(named: "ingredients")
    else { return false }
    let indent = MappingEditor.indent(fields)
    let lines =
      ["\(indent)ingredients:"]
      + ingredients.map { indent + step + "- " + MappingEditor.scalarText($0) }
    editor.replace(
      field.lineRange, with: lines.map { $0 + lineEndText }.joined())
    return true
  }

  /// Removes the food or recipe named `name` with the comments directly above it. Returns
  /// `false` when the file has no such entry.
  public mutating func remove(_ name: Name) -> Bool {
    guard let (entry, _) = entry(name) else { return false }
    editor.remove(entry)
    return true
  }

  /// Sets or clears `favorite: yes` of the food or recipe named `name`. Returns `false` when
  /// the file has no such entry.
  public mutating func setFavorite(_ name: Name, _ isFavorite: Bool) -> Bool {
    setField("favorite", of: name, to: isFavorite ? "yes" : nil)
  }

  /// Rewrites ingredient `index` of the recipe named `recipe` as `text` (its line as written,
  /// followed by ` = `, the snapshot and the category `portions` it counted toward, as in
  /// `onion 1 medium = 44 kcal 1.2p 10.3c 0.1f; vegetables 1.1`) with the comment
  /// `# deleted from the library`, so the recipe keeps working, and counting, after the food
  /// it names is gone. Returns `false` when there is no such ingredient.
  public mutating func snapshotIngredient(
    of recipe: Name, at index: Int, snapshot: Nutrients, portions: [CategoryPortion] = []
  ) -> Bool {
    guard let (entry, section) = entry(recipe), section == "recipes",
      let items = entry.value?.mapping?["ingredients"]?.sequence?.items,
      items.indices.contains(index), let scalar = items[index].value?.scalar
    else { return false }
    let value = scalar.value
    let written = value.firstRange(of: " = ").map { String(value[..<$0.lowerBound]) } ?? value
    var snapshotText = snapshot.description
    let counted = portions.filter { $0.amount > 0 }
    if !counted.isEmpty {
      snapshotText +=
        "; "
        + counted.map {
          "\($0.category.text.lowercased()) \(EntryDraft.spelling($0.amount, digits: 2))"
        }.joined(separator: ", ")
    }
    editor.replace(
      scalar.range, with: MappingEditor.scalarText(written + " = " + snapshotText))
    let comment = "  # deleted from the library"
    if let existing = items[index].comment {
      editor.replace(existing.upperBound..<existing.upperBound, with: "; deleted from the library")
    } else {
      editor.replace(scalar.range.upperBound..<scalar.range.upperBound, with: comment)
    }
    return true
  }

  // MARK: - Finding entries

  private var lineEndText: String { String(decoding: editor.lineEnd, as: UTF8.self) }

  private func section(_ name: String) -> MappingEntrySyntax? {
    editor.document.mapping?.entry(named: name)
  }

  /// The entry defining `name` and the section (`foods` or `recipes`) it is in.
  private func entry(_ name: Name) -> (MappingEntrySyntax, String)? {
    for section in ["foods", "recipes"] {
      guard let mapping = self.section(section)?.value?.mapping else { continue }
      if let entry = mapping.entries.first(where: { Name($0.name) == name }) {
        return (entry, section)
      }
    }
    return nil
  }

  /// The indentation step the file uses under a food: its first food's, else two spaces.
  private var step: String {
    for name in ["foods", "recipes"] {
      guard let mapping = section(name)?.value?.mapping else { continue }
      if let fields = mapping.entries.first?.value?.mapping, fields.indent > mapping.indent {
        return String(repeating: " ", count: fields.indent - mapping.indent)
      }
    }
    return "  "
  }

  private mutating func append(
    section name: String, step: String, lines: (_ indent: String, _ step: String) -> [String]
  ) {
    guard let section = section(name) else {
      editor.appendAtEnd([name + ":"] + lines(step, step))
      return
    }
    if let mapping = section.value?.mapping {
      editor.insert(
        lines(MappingEditor.indent(mapping), step), into: mapping,
        at: mapping.entries.count)
    } else {
      editor.insertChildren(lines(step, step), under: section)
    }
  }

  // MARK: - Writing entries

  /// `; NAME; ...`, what to write after the plain `aliases:` value `scalar` so that it lists
  /// `aliases`; `nil` unless `aliases` starts with the ones written and adds some.
  private func appendedText(_ aliases: [String], to scalar: ScalarSyntax) -> String? {
    guard scalar.isVerbatim else { return nil }
    let text = ScalarText(scalar, in: editor.bytes)
    var ignored: [Diagnostic] = []
    let written = text.parse(AliasListSyntax.self, into: &ignored)?.aliases.map(text.text) ?? []
    guard !written.isEmpty, aliases.count > written.count,
      zip(aliases, written).allSatisfy({ Name($0) == Name($1) })
    else { return nil }
    let added = "; " + aliases.dropFirst(written.count).joined(separator: "; ")
    return MappingEditor.isPlain(scalar.value + added) ? added : nil
  }

  /// An alias list as a scalar: `oats; rolled oats`.
  private static func aliasText(_ aliases: [String]) -> String {
    MappingEditor.scalarText(aliases.joined(separator: "; "))
  }

  /// The lines of a food entry, keys in the order of FORMAT.md §4.5.
  static func entryLines(_ food: Food, indent: String, step: String) -> [String] {
    [indent + MappingEditor.scalarText(food.name.text) + ":"]
      + fields(food).map { indent + step + $0.key + ": " + $0.value }
  }

  /// A food's keys and their scalar text; `serving` only when it is not `100 g`.
  static func fields(_ food: Food) -> [(key: String, value: String)] {
    var fields: [(key: String, value: String)] = []
    func add(_ key: String, _ value: String?) {
      if let value, !value.isEmpty { fields.append((key, MappingEditor.scalarText(value))) }
    }
    add("aliases", food.aliases.map(\.text).joined(separator: "; "))
    if food.serving != Quantity(100, .gram) { add("serving", food.serving.description) }
    add("nutrition", food.nutrition.description)
    add(
      "measures",
      food.measures.map { "\($0.name.text) = \($0.quantity)" }
        .joined(separator: "; "))
    add("density", food.density.map { DecimalText.string($0, fractionDigits: 3) + " g/ml" })
    add("category", food.category?.text)
    add("portion", food.portion?.description)
    if let barcode = food.barcode { fields.append(("barcode", value("barcode", barcode))) }
    add("source", food.source)
    add("notes", food.notes.map(oneLine))
    if food.isFavorite { add("favorite", "yes") }
    add("photo", food.photo)
    return fields
  }

  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
