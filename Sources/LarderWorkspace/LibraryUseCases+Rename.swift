import LarderJournal
import LarderModel
import LarderReports

/// A new name for a food or recipe (`larder foods edit --rename`, `larder recipe edit
/// --rename`) and what keeps every reference to the old one working.
///
/// Day files are never touched: the old name stays as an alias of the item, so the entries
/// that name it read as before. The recipe ingredients in the library that name the old
/// name are renamed with it, in the same commit:
///
/// ```yaml
/// foods:
///   Rye bread, sourdough:          # was `Rye bread:`
///     aliases: dark rye; Rye bread # was `aliases: dark rye`
/// recipes:
///   Rye toast:
///     ingredients:
///       - rye bread, sourdough 2 slice   # was `- rye bread 2 slice`
/// ```
struct LibraryRename {
  /// The item's name before the rename.
  let oldName: Name
  /// The new name, as typed.
  let newName: String
  /// The library file that defines the item.
  let definingPath: String
  /// The item's aliases after the rename, or `nil` when they stay as written.
  let aliases: [String]?
  /// Whether the old name stays as an alias.
  let keepsOldName: Bool
  /// The recipes whose ingredients name the old name, by the library file that defines them.
  let recipesByPath: [String: [Name]]

  /// The library files the rename changes.
  var paths: Set<String> { Set([definingPath]).union(recipesByPath.keys) }

  /// Whether only the spelling changes: case or spaces, so the old name is the new one.
  var isRespelling: Bool { Name(newName) == oldName }

  /// Applies the rename to the library file at `path`.
  func apply(to editor: inout LibraryFileEditor, at path: String) {
    if path == definingPath {
      _ = editor.rename(oldName, to: newName)
      if let aliases { _ = editor.setAliases(of: oldName, to: aliases) }
    }
    if recipesByPath[path] != nil { _ = editor.renameIngredients(naming: oldName, to: newName) }
  }

  /// The commit message, starting `command OLD: renamed to NEW`, with a line on the old
  /// name and one on the recipes renamed.
  func message(command: String) -> String {
    var lines = ["\(command) \(oldName.text): renamed to \(newName)"]
    var details: [String] = []
    if keepsOldName {
      details.append(
        "\"\(oldName.text)\" stays an alias, so the entries that name it read as before.")
    } else if !isRespelling {
      details.append("\"\(oldName.text)\" is no longer a name of it; no day entry used it.")
    }
    let recipes = recipesByPath.values.joined().map(\.text).sorted()
    if !recipes.isEmpty {
      details.append(
        "Renamed in the ingredients of \(recipes.map { "\"\($0)\"" }.joined(separator: ", ")).")
    }
    if !details.isEmpty { lines += [""] + details }
    return lines.joined(separator: "\n")
  }
}

extension LibraryUseCases {
  /// Plans renaming `item` to `text`, with `givenAliases` as its new aliases when the same
  /// command sets them; `nil` when the name is already `text`. Refuses, writing nothing, an
  /// empty name, a name or alias of another food or recipe, an old name that cannot be an
  /// alias, and, with `dropOldName`, an old name that day entries still use.
  func plannedRename(
    of item: LibraryItem, to text: String, givenAliases: [String]?, dropOldName: Bool,
    files: LibraryFiles
  ) throws(FoodsError) -> LibraryRename? {
    let newText = text.trimmingSpaces
    let oldName = item.name
    guard !newText.isEmpty else {
      throw FoodsError(
        "the new name of \"\(oldName.text)\" is empty",
        hint: "Write the new name after --rename.")
    }
    guard newText != oldName.text else { return nil }
    let newName = Name(newText)
    if let other = files.library.item(named: newName), other.name != oldName {
      let kind = if case .recipe = other { "recipe" } else { "food" }
      let what =
        other.name == newName
        ? "the name of a \(kind)" : "an alias of the \(kind) \"\(other.name.text)\""
      let place = files.path(defining: other.name).map { " (\($0))" } ?? ""
      throw FoodsError(
        "\"\(newText)\" is already \(what)\(place)",
        hint: "Pick another name, or rename or remove \"\(other.name.text)\" first.")
    }
    try files.requireNoCategoryName(
      [newText] + (givenAliases ?? []).filter { !([item.name] + item.aliases).contains(Name($0)) })
    let keepsOldName = !dropOldName && newName != oldName
    if keepsOldName, oldName.text.contains(";") {
      throw FoodsError(
        "\"\(oldName.text)\" cannot stay an alias: aliases are separated by \";\"",
        hint: "Add --drop-old-name to rename it without keeping the old name.")
    }
    if dropOldName, newName != oldName {
      let dates = try datesOfEntries(naming: oldName)
      if let latest = dates.max() {
        let count = dates.count == 1 ? "1 day entry" : "\(dates.count) day entries"
        throw FoodsError(
          "\(count) name \"\(oldName.text)\", the latest on \(latest)",
          hint: "Leave out --drop-old-name: the old name then stays an alias, so they read "
            + "as before.")
      }
    }
    let written = item.aliases.map(\.text)
    var aliases = (givenAliases ?? written).filter { Name($0) != newName }
    if keepsOldName, !aliases.contains(where: { Name($0) == oldName }) {
      aliases.append(oldName.text)
    }
    var recipesByPath: [String: [Name]] = [:]
    if newName != oldName {
      for recipe in files.library.recipes where recipe.name != oldName {
        guard recipe.ingredients.contains(where: { $0.name == oldName }),
          let path = files.path(defining: recipe.name)
        else { continue }
        recipesByPath[path, default: []].append(recipe.name)
      }
    }
    return LibraryRename(
      oldName: oldName, newName: newText, definingPath: try files.definingPath(oldName),
      aliases: aliases == written && givenAliases == nil ? nil : aliases,
      keepsOldName: keepsOldName, recipesByPath: recipesByPath)
  }

  /// The dates of the day entries that name `name` as written, not by another of its names.
  private func datesOfEntries(naming name: Name) throws(FoodsError) -> [CalendarDate] {
    let result: SearchResult
    do throws(WorkspaceError) {
      result = try workspace.history.search(SearchQuery(text: name.text))
    } catch {
      throw FoodsError(error)
    }
    return result.report.matches.compactMap { match in
      guard case .food(let written, _) = match.entry.kind, written == name else { return nil }
      return match.date
    }
  }
}
