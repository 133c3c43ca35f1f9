public import FoundationEssentials
import LarderImport
import LarderJournal
import LarderModel
import LarderSyntax

/// What `larder import usda` and `larder import off` did.
public struct ImportReport: Sendable {
  /// The library file the foods went to.
  public let path: String
  /// Foods new to the file.
  public let added: Int
  /// Foods the file held to which the import added nutrients they lacked.
  public let changed: Int
  /// Foods the file held with the same values.
  public let unchanged: Int
  /// Foods renamed because their name was taken by another library file, as `old → new`.
  public let renamed: [String]
  /// Foods left out, such as those without an energy value.
  public let skipped: Int
  /// Foods left out because their nutrition cannot be right (FORMAT.md §4.5), each as the
  /// sentence that says why.
  public let implausible: [String]
  /// The write and its commit; `nil` when nothing changed.
  public let outcome: WriteOutcome?
}

extension LibraryUseCases {
  /// Imports the USDA SR28 or FDC SR Legacy download in `directory` into `file` (default
  /// `foods/usda-sr-legacy.yaml`), in one commit; with `updating`, the database's values
  /// replace those of the foods the file holds (see `importFoods`).
  public func importUSDA(
    _ directory: URL, nutrientFile: URL?, file: String?, updating: Bool = false, noCommit: Bool
  ) throws(FoodsError) -> ImportReport {
    let reading: USDAReading
    do {
      reading = try USDAImport.read(directory: directory, nutrientFile: nutrientFile)
    } catch {
      throw FoodsError(error.message, hint: error.hint)
    }
    return try importFoods(
      reading.foods, into: file ?? "foods/usda-sr-legacy.yaml",
      skipped: reading.withoutEnergy.count,
      header: [
        "USDA National Nutrient Database for Standard Reference, Legacy (SR28); public domain.",
        "Written by larder import usda; nutrition per 100 g. Run it again to fill in.",
      ],
      what: "usda", updating: updating, noCommit: noCommit)
  }

  /// Imports products of an Open Food Facts export into `file` (default
  /// `foods/open-food-facts.yaml`), only `barcodes` when given, in one commit; with
  /// `updating`, the export's values replace those of the products the file holds.
  public func importOpenFoodFacts(
    _ url: URL, barcodes: [String], file: String?, updating: Bool = false, noCommit: Bool
  ) throws(FoodsError) -> ImportReport {
    let foods: [Food]
    do {
      foods = try OpenFoodFactsImport.read(file: url, barcodes: barcodes)
    } catch {
      throw FoodsError(error.message, hint: error.hint)
    }
    return try importFoods(
      foods, into: file ?? "foods/open-food-facts.yaml", skipped: 0,
      header: [
        "Products from Open Food Facts, \(OpenFoodFactsImport.attribution), ODbL 1.0.",
        "Written by larder import off; nutrition per 100 g. Run it again to fill in.",
      ],
      what: "off", updating: updating, noCommit: noCommit)
  }

  /// `held` with the nutrients it lacks taken from `imported`, when both give them per the
  /// same serving.
  private static func filledIn(_ held: Food, from imported: Food) -> Food {
    var food = held
    if imported.serving == held.serving {
      food.nutrition = held.nutrition.fillingUnknown(from: imported.nutrition)
    }
    return food
  }

  /// `imported` with what the person added to `held`: its names, category, portion, notes,
  /// favourite, photo and the nutrients the import does not give.
  private static func updated(_ held: Food, to imported: Food) -> Food {
    var food = imported
    food.name = held.name
    food.aliases = held.aliases
    food.category = held.category
    food.portion = held.portion
    food.notes = held.notes
    food.isFavorite = held.isFavorite
    food.photo = held.photo
    if food.serving == held.serving {
      food.nutrition = imported.nutrition.fillingUnknown(from: held.nutrition)
    }
    return food
  }

  /// Writes `foods` into the import file `path`, matched by `source` with what it holds:
  /// new foods go at the end, and a food it holds keeps its place and everything it holds,
  /// gaining only the nutrients it lacked. With `updating`, the import's values replace
  /// its own (serving, nutrients, measures), and only what the person added stays: aliases,
  /// category, portion, notes, favourite and the nutrients the import does not give. Other
  /// library files are not touched; a name another file uses gets the food's source
  /// appended.
  func importFoods(
    _ foods: [Food], into file: String, skipped: Int, header: [String], what: String,
    updating: Bool, noCommit: Bool
  ) throws(FoodsError) -> ImportReport {
    let path = try libraryPath(file)
    let files = try libraryFilesForChange()
    let existing = files.sources.first { $0.path == path }
    // An edit in place needs a file larder can read: new foods go under its `foods:`.
    if let existing,
      let error = DocumentParser.parse(existing.bytes).1.first(where: { $0.severity == .error })
    {
      let location = SourceText(existing.bytes).location(of: error.range.lowerBound)
      throw FoodsError(
        "\(path) has an error at line \(location.line) (\(error.message)), so larder cannot "
          + "add to it; nothing was imported",
        hint: "`larder check \(path)` shows what to fix; or import into another file with "
          + "--file.")
    }
    var held: [Food] = []
    if let existing {
      let reading = workspace.reader(today: nil).read(
        files.sources.filter { $0.kind != .foods } + [existing])
      held = reading.journal.library.foods
    }
    var taken = Set<String>()
    for name in files.library.allNames + held.flatMap(\.allNames) { taken.insert(name.key) }
    var order = held
    var index: [String: Int] = [:]
    for (position, food) in held.enumerated() {
      if let source = food.source { index[source] = position }
    }
    var changedFoods: [Int: (old: Food, new: Food)] = [:]
    var addedFoods: [Food] = []
    var added = 0, changed = 0, unchanged = 0
    var renamed: [String] = []
    var implausible: [String] = []
    for var food in foods {
      // A product whose numbers cannot be right is left out, and the rest imported: the
      // person learns which, and a food the file holds keeps its values.
      if let problem = food.implausibleNutrition {
        implausible.append(problem)
        continue
      }
      if let position = food.source.flatMap({ index[$0] }) {
        // Importing again fills in the nutrients the file lacks (say, a file imported before
        // micronutrients were) and touches nothing the file holds: a value corrected by hand
        // stays, and so does every other field, unless the person asks for the update.
        let old = held[position]
        let merged = updating ? Self.updated(old, to: food) : Self.filledIn(old, from: food)
        if LibraryFileEditor.text(of: merged) == LibraryFileEditor.text(of: old) {
          unchanged += 1
        } else {
          changed += 1
          order[position] = merged
          changedFoods[position] = (old, merged)
        }
        continue
      }
      if taken.contains(food.name.key) {
        let newName = Name("\(food.name.text) (\(food.source ?? "imported"))")
        renamed.append("\(food.name.text) → \(newName.text)")
        food.name = newName
      }
      guard !taken.contains(food.name.key) else { continue }
      taken.insert(food.name.key)
      if let source = food.source { index[source] = order.count }
      order.append(food)
      addedFoods.append(food)
      added += 1
    }
    let report = { (outcome: WriteOutcome?) in
      ImportReport(
        path: path, added: added, changed: changed, unchanged: unchanged, renamed: renamed,
        skipped: skipped, implausible: implausible, outcome: outcome)
    }
    let message =
      "import \(what): \(added) added, \(changed) changed, \(unchanged) unchanged in \(path)"
    guard added + changed > 0 else {
      do {
        // Under the lock the import read the library with.
        let outcome = try withExtendedLifetime(files.lock) { () throws(WorkspaceError) in
          try workspace.finishInterruptedWrite(message: message, noCommit: noCommit)
        }
        return report(outcome)
      } catch {
        throw FoodsError(error)
      }
    }
    // A file that exists is edited in place: its recipes, comments, keys larder does not
    // know and foods the import does not touch stay byte for byte.
    let bytes: [UInt8]
    if let existing {
      var editor = LibraryFileEditor(existing.bytes)
      editor.updateFoods(changedFoods.sorted { $0.key < $1.key }.map(\.value))
      editor.appendFoods(addedFoods)
      bytes = editor.result()
    } else {
      bytes = LibraryFileEditor.newFile(header: header, foods: order)
    }
    do {
      // The file must still hold what the import read under the lock: an editor's save since
      // is refused, not overwritten.
      let outcome = try withExtendedLifetime(files.lock) { () throws(WorkspaceError) in
        try workspace.write(message: message, noCommit: noCommit) {
          session throws(WorkspaceError) in
          guard try session.read(path).bytes == existing?.bytes else {
            throw .changedSinceRead(path: path)
          }
          try session.replace(path, with: bytes)
        }
      }
      return report(outcome)
    } catch {
      throw FoodsError(error)
    }
  }
}
