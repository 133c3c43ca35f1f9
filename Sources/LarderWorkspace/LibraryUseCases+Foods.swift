import LarderJournal
public import LarderModel
import LarderSyntax

/// The values of a food that `larder foods add` and `edit` set, as a person types them.
/// `nil` leaves a value as it is (edit) or out (add); an empty text removes it (edit).
public struct FoodFields: Sendable {
  /// `100 g`, `1 slice`.
  public var serving: String?
  /// Energy and nutrients per serving; given ones replace those of the food.
  public var kcal, protein, carbs, fat, fibre, sugars, sodium: Double?
  /// A category of `categories.yaml`.
  public var category: String?
  /// How much of the food is one unit of its category, `60 g`.
  public var portion: String?
  /// Household measures, `slice = 35 g`; replace all of the food's when given.
  public var measures: [String]?
  /// Other names; replace all of the food's when given.
  public var aliases: [String]?
  /// The package barcode, kept as text.
  public var barcode: String?
  /// Free notes.
  public var notes: String?

  /// No values.
  public init() {}

  /// Whether any nutrient is given.
  var hasNutrients: Bool {
    [kcal, protein, carbs, fat, fibre, sugars, sodium].contains { $0 != nil }
  }

  /// The nutrition line: the given nutrients over `base`.
  func nutrition(over base: Nutrients) -> Nutrients {
    Nutrients(
      kcal: kcal ?? base.kcal, protein: protein ?? base.protein, carbs: carbs ?? base.carbs,
      fat: fat ?? base.fat, fibre: fibre ?? base.fibre, sugars: sugars ?? base.sugars,
      sodium: sodium ?? base.sodium)
  }

  /// The keys to write, in the order of FORMAT.md §4.5; `nil` values are keys to remove.
  func keys(nutrition: Nutrients?) -> [(key: String, value: String?)] {
    func text(_ value: String?) -> String?? {
      guard let value else { return .none }
      let trimmed = value.trimmingSpaces
      return .some(trimmed.isEmpty ? nil : trimmed)
    }
    var keys: [(key: String, value: String?)] = []
    func add(_ key: String, _ value: String??) {
      if case .some(let value) = value { keys.append((key, value)) }
    }
    add("aliases", text(aliases?.joined(separator: "; ")))
    add("serving", text(serving))
    if let nutrition { keys.append(("nutrition", nutrition.description)) }
    add("measures", text(measures?.joined(separator: "; ")))
    add("category", text(category))
    add("portion", text(portion))
    add("barcode", text(barcode))
    add("notes", text(notes))
    return keys
  }
}

/// A food or recipe as `larder foods show` reports it.
public struct FoodDetails: Sendable {
  /// The food or recipe.
  public let item: LibraryItem
  /// The library file that defines it.
  public let path: String
  /// Nutrition of one serving.
  public let nutrition: Nutrients
  /// The recipes that use it, directly.
  public let usedBy: [Name]
  /// The ingredients of a recipe that name no food or recipe of the library: foods deleted
  /// since (`larder foods rm`), whose snapshot stands in for them.
  public let deletedIngredients: Set<Name>
}

extension LibraryUseCases {
  /// The library as the files on disk hold it now.
  struct LibraryFiles {
    var sources: [JournalSource]
    var reading: JournalReading
    /// The journal lock, held from the reading to the commit by a change decided from it.
    var lock: JournalLock? = nil
    var library: FoodLibrary { reading.journal.library }

    /// The library file defining `name` (a name, not an alias).
    func path(defining name: Name) -> String? {
      sources.first { $0.kind == .foods && LibraryFileEditor($0.bytes).defines(name) }?.path
    }

    /// The item a name or alias stands for, or an error suggesting close names.
    func item(_ text: String) throws(FoodsError) -> LibraryItem {
      if let item = library.item(named: text) { return item }
      let close = library.suggestions(for: text).map { "\"\($0.text)\"" }
      throw FoodsError(
        "no food or recipe \"\(text)\" in the library",
        hint: close.isEmpty
          ? "List foods with larder foods search, or add it with larder foods add."
          : "Did you mean \(close.joined(separator: " or "))?")
    }
  }

  /// Reads the settings, plan and library files.
  func libraryFiles(today: CalendarDate?) throws(FoodsError) -> LibraryFiles {
    do throws(WorkspaceError) {
      let sources = try workspace.sources(paths: try workspace.foundationPaths())
      return LibraryFiles(sources: sources, reading: workspace.reader(today: today).read(sources))
    } catch {
      throw FoodsError(error)
    }
  }

  /// The library as a change must read it: under the journal lock, which the files hold
  /// until the change is committed, so that what the change decides from them (a name is
  /// free, a food is there) still holds when it writes.
  func libraryFilesForChange() throws(FoodsError) -> LibraryFiles {
    let lock: JournalLock
    do { lock = try JournalLock.take(location: workspace.location) } catch {
      throw FoodsError(error)
    }
    var files = try libraryFiles(today: nil)
    files.lock = lock
    return files
  }

  /// Details of the food or recipe a name or alias stands for.
  public func foodDetails(_ name: String) throws(FoodsError) -> FoodDetails {
    let files = try libraryFiles(today: nil)
    let item = try files.item(name)
    let library = files.library
    let nutrition: Nutrients
    switch item {
    case .food(let food): nutrition = food.nutrition
    case .recipe(let recipe):
      nutrition = (try? library.nutrients(of: recipe, quantity: nil)) ?? .zero
    }
    let usedBy = library.recipes.filter { recipe in
      recipe.ingredients.contains { library.item(named: $0.name)?.name == item.name }
    }.map(\.name)
    var deleted: Set<Name> = []
    if case .recipe(let recipe) = item {
      deleted = Set(recipe.ingredients.map(\.name).filter { !library.contains($0) })
    }
    return FoodDetails(
      item: item, path: files.path(defining: item.name) ?? "", nutrition: nutrition,
      usedBy: usedBy, deletedIngredients: deleted)
  }

  /// Adds a food to `file` (default `foods/custom.yaml`, created when missing).
  public func addFood(
    _ name: String, _ fields: FoodFields, file: String?, noCommit: Bool
  ) throws(FoodsError) -> WriteOutcome {
    let name = name.trimmingSpaces
    guard !name.isEmpty else {
      throw FoodsError("a food needs a name", hint: "Write it first: larder foods add NAME ...")
    }
    guard let kcal = fields.kcal else {
      throw FoodsError(
        "\"\(name)\" needs its energy per serving",
        hint: "Add --kcal N (and --protein, --carbs, --fat in grams).")
    }
    let path = try libraryPath(file ?? "foods/custom.yaml")
    let files = try libraryFilesForChange()
    if let existing = files.library.item(named: name) {
      throw FoodsError(
        "\"\(name)\" is already in the library"
          + (files.path(defining: existing.name).map { " (\($0))" } ?? ""),
        hint: "Change it with larder foods edit \"\(existing.name.text)\", or pick another name.")
    }
    try files.requireNoCategoryName([name] + (fields.aliases ?? []))
    let keys = fields.keys(nutrition: fields.nutrition(over: Nutrients(kcal: kcal)))
    return try changeLibrary(path, files: files, message: "foods add \(name)", noCommit: noCommit) {
      editor in
      editor.addFood(name, fields: keys.compactMap { key in key.value.map { (key.key, $0) } })
    }
  }

  /// Changes a food: the given values, and its name when `newName` is set. A rename keeps
  /// the old name as an alias (unless `dropOldName`, refused while day entries use it) and
  /// renames the recipe ingredients that name it, in the same commit (`LibraryRename`).
  public func editFood(
    _ name: String, _ fields: FoodFields, newName: String?, dropOldName: Bool = false,
    noCommit: Bool
  ) throws(FoodsError) -> WriteOutcome {
    let files = try libraryFilesForChange()
    guard case .food(let food) = try files.item(name) else {
      throw FoodsError(
        "\"\(name)\" is a recipe", hint: "Change it with larder recipe edit \"\(name)\".")
    }
    let nutrition = fields.hasNutrients ? fields.nutrition(over: food.nutrition) : nil
    try files.requireNoCategoryName(
      (fields.aliases ?? []).filter { !food.allNames.contains(Name($0)) })
    let rename = try newName.flatMap { newName throws(FoodsError) in
      try plannedRename(
        of: .food(food), to: newName, givenAliases: fields.aliases, dropOldName: dropOldName,
        files: files)
    }
    // A rename writes the aliases itself, the given ones with the old name added.
    let keys = fields.keys(nutrition: nutrition).filter { rename == nil || $0.key != "aliases" }
    guard !keys.isEmpty || rename != nil else {
      throw FoodsError(
        "nothing to change for \"\(food.name.text)\"",
        hint: "Give a value to set, such as --kcal 95 or --notes \"sourdough\".")
    }
    let path = try files.definingPath(food.name)
    return try changeLibraryFiles(
      rename?.paths ?? [path], files: files,
      message: rename?.message(command: "foods edit") ?? "foods edit \(food.name.text)",
      noCommit: noCommit
    ) { filePath, editor in
      if filePath == path {
        for (key, value) in keys { _ = editor.setField(key, of: food.name, to: value) }
      }
      rename?.apply(to: &editor, at: filePath)
    }
  }

  /// Marks or unmarks a food or recipe as a favourite.
  public func setFavorite(_ name: String, _ isFavorite: Bool, noCommit: Bool)
    throws(FoodsError) -> WriteOutcome
  {
    let files = try libraryFilesForChange()
    let item = try files.item(name)
    let path = try files.definingPath(item.name)
    let verb = isFavorite ? "favorite" : "unfavorite"
    return try changeLibrary(
      path, files: files, message: "foods \(verb) \(item.name.text)", noCommit: noCommit
    ) { editor in
      _ = editor.setFavorite(item.name, isFavorite)
    }
  }

  /// Removes a food or recipe. Each recipe ingredient that names it keeps working: its line
  /// gets the snapshot of what it stood for, with the category portions it counted toward,
  /// and the comment `# deleted from the library`.
  public func removeFood(_ name: String, noCommit: Bool) throws(FoodsError) -> FoodRemoval {
    let files = try libraryFilesForChange()
    let item = try files.item(name)
    let library = files.library
    let path = try files.definingPath(item.name)
    var snapshots:
      [String: [(recipe: Name, index: Int, nutrients: Nutrients, portions: [CategoryPortion])]] =
        [:]
    var recipes: [Name] = []
    for recipe in library.recipes where recipe.name != item.name {
      for (index, ingredient) in recipe.ingredients.enumerated()
      where library.item(named: ingredient.name)?.name == item.name {
        let nutrients =
          ingredient.snapshot
          ?? (try? library.nutrients(of: ingredient.name, quantity: ingredient.quantity))
          ?? .zero
        let portions =
          ingredient.portions
          ?? (try? library.portions(of: ingredient.name, quantity: ingredient.quantity)) ?? []
        guard let recipePath = files.path(defining: recipe.name) else { continue }
        snapshots[recipePath, default: []].append((recipe.name, index, nutrients, portions))
        if recipes.last != recipe.name { recipes.append(recipe.name) }
      }
    }
    let outcome = try changeLibraryFiles(
      Set([path]).union(snapshots.keys), files: files,
      message: "foods rm \(item.name.text)", noCommit: noCommit
    ) { filePath, editor in
      if filePath == path { _ = editor.remove(item.name) }
      for snapshot in snapshots[filePath] ?? [] {
        _ = editor.snapshotIngredient(
          of: snapshot.recipe, at: snapshot.index, snapshot: snapshot.nutrients,
          portions: snapshot.portions)
      }
    }
    return FoodRemoval(name: item.name, recipes: recipes, outcome: outcome)
  }

  /// Adds a recipe to `file` (default `foods/custom.yaml`). Its ingredients must name library
  /// foods or recipes (or carry a snapshot); a recipe that would contain itself is refused.
  public func addRecipe(
    _ name: String, ingredients: [String], servings: String?, cookedWeight: String?,
    file: String?, noCommit: Bool
  ) throws(FoodsError) -> WriteOutcome {
    let name = name.trimmingSpaces
    guard !name.isEmpty, !ingredients.isEmpty else {
      throw FoodsError(
        "a recipe needs a name and at least one ingredient",
        hint: "larder recipe add \"Overnight oats\" --ingredient \"oatmeal, dry 80 g\"")
    }
    let path = try libraryPath(file ?? "foods/custom.yaml")
    let files = try libraryFilesForChange()
    if let existing = files.library.item(named: name) {
      throw FoodsError(
        "\"\(name)\" is already in the library",
        hint: "Change it with larder recipe edit \"\(existing.name.text)\", or pick another name.")
    }
    try files.requireNoCategoryName([name])
    var fields: [(key: String, value: String)] = []
    if let servings { fields.append(("servings", servings)) }
    if let cookedWeight { fields.append(("cooked weight", cookedWeight)) }
    return try changeLibrary(path, files: files, message: "recipe add \(name)", noCommit: noCommit)
    { editor in
      editor.addRecipe(name, fields: fields, ingredients: ingredients)
    }
  }

  /// Changes a recipe: its ingredients (all of them, when given), servings, cooked weight
  /// (an empty text removes it) and name. A rename keeps the old name as an alias (unless
  /// `dropOldName`, refused while day entries use it) and renames the ingredients of other
  /// recipes that name it, in the same commit (`LibraryRename`).
  public func editRecipe(
    _ name: String, ingredients: [String]?, servings: String?, cookedWeight: String?,
    newName: String?, dropOldName: Bool = false, noCommit: Bool
  ) throws(FoodsError) -> WriteOutcome {
    let files = try libraryFilesForChange()
    guard case .recipe(let recipe) = try files.item(name) else {
      throw FoodsError(
        "\"\(name)\" is a food, not a recipe", hint: "Change it with larder foods edit.")
    }
    let rename = try newName.flatMap { newName throws(FoodsError) in
      try plannedRename(
        of: .recipe(recipe), to: newName, givenAliases: nil, dropOldName: dropOldName,
        files: files)
    }
    guard ingredients != nil || servings != nil || cookedWeight != nil || rename != nil else {
      throw FoodsError(
        "nothing to change for \"\(recipe.name.text)\"",
        hint: "Give --ingredient (repeatable), --servings, --cooked-weight or --rename.")
    }
    let path = try files.definingPath(recipe.name)
    return try changeLibraryFiles(
      rename?.paths ?? [path], files: files,
      message: rename?.message(command: "recipe edit") ?? "recipe edit \(recipe.name.text)",
      noCommit: noCommit
    ) { filePath, editor in
      if filePath == path {
        if let ingredients { _ = editor.setIngredients(of: recipe.name, to: ingredients) }
        if let servings { _ = editor.setField("servings", of: recipe.name, to: servings) }
        if let cookedWeight {
          _ = editor.setField(
            "cooked weight", of: recipe.name, to: cookedWeight.isEmpty ? nil : cookedWeight)
        }
      }
      rename?.apply(to: &editor, at: filePath)
    }
  }

  /// A journal-relative library path: `foods/NAME.yaml`.
  func libraryPath(_ text: String) throws(FoodsError) -> String {
    let path = text.hasPrefix("foods/") ? text : "foods/" + text
    let hint =
      "Library files are foods/NAME.yaml, NAME of lower-case letters a-z, digits, \"-\" and "
      + "\"_\", such as foods/custom.yaml."
    guard JournalFileKind(relativePath: path) == .foods else {
      throw FoodsError("\"\(text)\" is not a food library file", hint: hint)
    }
    guard JournalFileKind.isLibraryFileName(String(path.dropFirst("foods/".count))) else {
      throw FoodsError("\"\(text)\" is not a name a library file may have", hint: hint)
    }
    return path
  }

  /// Applies `edit` to the library file `path`, checks the library still reads without new
  /// errors, and commits.
  func changeLibrary(
    _ path: String, files: LibraryFiles, message: String, noCommit: Bool,
    _ edit: (inout LibraryFileEditor) -> Void
  ) throws(FoodsError) -> WriteOutcome {
    try changeLibraryFiles([path], files: files, message: message, noCommit: noCommit) {
      _, editor in edit(&editor)
    }
  }

  /// Applies `edit` to each of the library files `paths` in one commit; refuses, writing
  /// nothing, a change after which the library reads with an error it did not have.
  func changeLibraryFiles(
    _ paths: Set<String>, files: LibraryFiles, message: String, noCommit: Bool,
    _ edit: (String, inout LibraryFileEditor) -> Void
  ) throws(FoodsError) -> WriteOutcome {
    do {
      let session = try workspace.beginWrite(noCommit: noCommit)
      defer { withExtendedLifetime(files.lock) {} }
      var changed: [String: [UInt8]] = [:]
      for path in paths.sorted() {
        let read = try session.read(path).bytes
        let decidedFrom = files.sources.first { $0.path == path }?.bytes
        // Read under the lock, the file still holds what the change was decided from, unless
        // an editor saved it since: then the change is refused, not made on other bytes.
        if files.lock != nil, read != decidedFrom {
          throw WorkspaceError.changedSinceRead(path: path)
        }
        var editor = LibraryFileEditor(read ?? [])
        edit(path, &editor)
        changed[path] = editor.result()
      }
      if let problem = newError(after: changed, files: files) { throw problem }
      for (path, bytes) in changed { try session.replace(path, with: bytes) }
      return try session.commit(message: message)
    } catch let error as FoodsError {
      throw error
    } catch let error as WorkspaceError {
      throw FoodsError(error)
    } catch {
      throw FoodsError("\(error)")
    }
  }

  /// The first error the library would have with `changed` files that it does not have now.
  private func newError(after changed: [String: [UInt8]], files: LibraryFiles) -> FoodsError? {
    var sources = files.sources.filter { changed[$0.path] == nil }
    for (path, bytes) in changed {
      if let source = JournalSource(path: path, bytes: bytes) { sources.append(source) }
    }
    let before = Set(
      files.reading.files.flatMap(\.diagnostics).filter { $0.severity == .error }
        .map(\.message))
    let after = workspace.reader(today: nil).read(sources)
    for file in after.files {
      for diagnostic in file.diagnostics
      where diagnostic.severity == .error && !before.contains(diagnostic.message) {
        return FoodsError(diagnostic.message, hint: diagnostic.hint)
      }
    }
    return nil
  }
}

extension LibraryUseCases.LibraryFiles {
  /// Refuses a name or alias for a food or recipe that is the name of a category: an entry
  /// such as "treats 2 portions" would then mean the food, and drop out of the category.
  func requireNoCategoryName(_ names: [String]) throws(FoodsError) {
    for name in names {
      guard let category = reading.journal.categories.first(where: { $0.name == Name(name) })
      else { continue }
      throw FoodsError(
        "\"\(name.trimmingSpaces)\" is the name of the category \"\(category.name.text)\"",
        hint: "Pick another name: an entry \"\(category.name.text.lowercased()) 1\" would "
          + "mean the food, and no longer count toward the category.")
    }
  }

  /// The library file defining `name`, or an error when none does (an alias's food's file).
  func definingPath(_ name: Name) throws(FoodsError) -> String {
    guard let path = path(defining: name) else {
      throw FoodsError(
        "cannot find the file that defines \"\(name.text)\"",
        hint: "Run larder check to see why the library does not read cleanly.")
    }
    return path
  }
}

/// What `larder foods rm` did.
public struct FoodRemoval: Sendable {
  /// The food or recipe removed.
  public let name: Name
  /// The recipes whose ingredients now carry its snapshot.
  public let recipes: [Name]
  /// The write and its commit.
  public let outcome: WriteOutcome
}
