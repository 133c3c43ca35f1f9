import LarderModel
import LarderSyntax

extension JournalReader {
  static let foodKeys = FoodFields.Key.allCases.map(\.rawValue)
  static let recipeKeys = [
    "aliases", "servings", "cooked weight", "ingredients", "notes", "favorite", "photo",
  ]

  /// Where a library name was defined, so duplicates and recipe problems point at it.
  struct LibraryOrigin: Sendable {
    var file: Int
    var range: Range<Int>
  }

  /// Reads every `foods/*.yaml` into one library (FORMAT.md §4.5); duplicates across files
  /// are errors at the second definition.
  func readLibrary(_ files: inout [FileReading], categories: [Category]) -> FoodLibrary {
    // Each file's foods and recipes are read on their own thread: ten thousand foods are the
    // one part of reading a journal that cannot wait for the days to spread it over cores.
    let read = ResultSlots<LibraryFile>(count: files.count)
    let order = Self.largestFirst(files.map(\.bytes.count))
    parallelFor(files.count) { [files] position in
      let index = order[position]
      read[index] = readLibraryFile(files[index], at: index, categories: categories)
    }
    // Names are then claimed in file order, so the first definition keeps a name. That runs
    // on one thread while the others wait, so it is kept lean: the tables are sized once, and
    // foods are moved from the files' lists into the library's rather than copied, which
    // would retain a dozen strings each, ten thousand times.
    var foodCount = 0
    var nameCount = 0
    for index in files.indices {
      foodCount += read[index]?.foods.count ?? 0
      nameCount += read[index]?.nameCount ?? 0
    }
    var foods: [Food] = []
    foods.reserveCapacity(foodCount)
    var recipes: [Recipe] = []
    var origins: [String: LibraryOrigin] = [:]
    origins.reserveCapacity(nameCount)
    var recipeSyntax: [(recipe: Recipe, origin: LibraryOrigin)] = []
    for index in files.indices {
      // Taken out of its slot, so that the file's foods are dropped once claimed.
      guard var file = read.take(index) else { continue }
      files[index] = file.reading
      file.foods.reverse()
      for origin in file.foodOrigins {
        let food = file.foods.removeLast()
        guard register(food.allNames, at: origin, origins: &origins, files: &files) else {
          continue
        }
        foods.append(food)
      }
      for (recipe, origin) in file.recipes {
        guard register(recipe.allNames, at: origin, origins: &origins, files: &files) else {
          continue
        }
        recipes.append(recipe)
        recipeSyntax.append((recipe, origin))
      }
    }
    // No two items claim a name now, so the library registers them as the reader did.
    let library = FoodLibrary(foods: foods, recipes: recipes)
    checkRecipes(recipeSyntax, library: library, files: &files)
    return library
  }

  /// One library file as read: its diagnostics, and its foods and recipes with where each is
  /// defined, before their names are claimed.
  private struct LibraryFile: Sendable {
    var reading: FileReading
    /// The foods, and where each is defined, at the same positions.
    var foods: [Food] = []
    var foodOrigins: [LibraryOrigin] = []
    var recipes: [(recipe: Recipe, origin: LibraryOrigin)] = []
    /// How many names and aliases the foods and recipes have.
    var nameCount = 0
  }

  /// Reads the foods and recipes of the library file at position `index`.
  private func readLibraryFile(_ file: FileReading, at index: Int, categories: [Category])
    -> LibraryFile
  {
    var read = LibraryFile(reading: file)
    guard let root = read.reading.rootMapping(describing: "a food library file") else {
      return read
    }
    read.reading.warnUnknownKeys(root, known: ["foods", "recipes"], in: "a food library file")
    if let entry = root.entry(named: "foods"), let foods = read.reading.mapping(entry) {
      // A file holds a thousand foods or more: room for them at once.
      read.foods.reserveCapacity(foods.entries.count)
      read.foodOrigins.reserveCapacity(foods.entries.count)
      for entry in foods.entries {
        guard let food = readFood(entry, &read.reading, categories: categories) else { continue }
        read.nameCount += 1 + food.aliases.count
        read.foods.append(food)
        read.foodOrigins.append(LibraryOrigin(file: index, range: entry.key.range))
      }
    }
    if let entry = root.entry(named: "recipes"), let recipes = read.reading.mapping(entry) {
      for entry in recipes.entries {
        guard let recipe = readRecipe(entry, &read.reading, categories: categories) else {
          continue
        }
        read.nameCount += 1 + recipe.aliases.count
        read.recipes.append((recipe, LibraryOrigin(file: index, range: entry.key.range)))
      }
    }
    return read
  }

  private func register(
    _ names: [Name], at origin: LibraryOrigin, origins: inout [String: LibraryOrigin],
    files: inout [FileReading]
  ) -> Bool {
    for (position, name) in names.enumerated() {
      if let first = origins[name.key] {
        let place = first.file == origin.file ? "above" : "in another food file"
        files[origin.file].diagnostics.append(
          .error(
            "duplicate-food", origin.range, "\"\(name.text)\" is already a food or alias \(place)",
            hint: "Rename one of them, or merge the two entries into one."))
        return false
      }
      if names[..<position].contains(name) {
        files[origin.file].diagnostics.append(
          .warning(
            "duplicate-alias", origin.range, "\"\(name.text)\" is listed twice",
            hint: "Remove the repeated alias."))
      }
    }
    for name in names { origins[name.key] = origin }
    return true
  }

  private func readFood(
    _ entry: MappingEntrySyntax, _ file: inout FileReading, categories: [Category]
  ) -> Food? {
    guard let fields = file.mapping(entry) else {
      file.diagnostics.append(missingNutrition(entry))
      return nil
    }
    // One pass over the keys: a library of 10,000 foods makes every repeated look-up count.
    var byKey = FoodFields(fields.entries)
    for position in fields.entries.indices where !byKey.take(position, in: file.bytes) {
      file.warnUnknownKey(
        fields.entries[position], known: Self.foodKeys, in: "food \"\(entry.name)\"")
    }
    guard let nutritionEntry = byKey.nutrition else {
      file.diagnostics.append(missingNutrition(entry))
      return nil
    }
    guard let nutritionSyntax = file.parse(NutrientListSyntax.self, nutritionEntry) else {
      return nil
    }
    let nutrition = Self.nutrients(nutritionSyntax, problems: &file.diagnostics)
    var food = Food(name: Name(entry.name), nutrition: nutrition)
    // Measures first: serving and portion may be written in them (`serving: 1 slice`).
    if let measuresEntry = byKey.measures, let scalar = file.scalar(measuresEntry) {
      let text = ScalarText(scalar, in: file.bytes)
      if let list = text.parse(MeasureListSyntax.self, into: &file.diagnostics) {
        for measure in list.measures {
          guard let unit = quantityUnit(measure.quantity, text, food: nil, &file) else {
            continue
          }
          food.measures.append(
            Measure(
              name: Name(text.text(measure.name)),
              quantity: Quantity(measure.quantity.amount.value, unit)))
        }
      }
    }
    if let field = byKey.aliases, let scalar = file.scalar(field) {
      let text = ScalarText(scalar, in: file.bytes)
      if let list = text.parse(AliasListSyntax.self, into: &file.diagnostics) {
        food.aliases = list.aliases.map { Name(text.text($0)) }
      }
    }
    if let field = byKey.serving, let quantity = quantity(field, food: food, &file) {
      food.serving = quantity
    }
    if let field = byKey.portion { food.portion = quantity(field, food: food, &file) }
    if let field = byKey.density, let scalar = file.scalar(field) {
      let text = ScalarText(scalar, in: file.bytes)
      if let syntax = text.parse(QuantitySyntax.self, into: &file.diagnostics) {
        let unit = Name.normalized(text.text(syntax.unit))
        if ["g/ml", "kg/l"].contains(unit), syntax.amount.value > 0 {
          food.density = syntax.amount.value
        } else {
          file.diagnostics.append(
            .error(
              "bad-density", scalar.range,
              "density \"\(scalar.value)\" is not grams per millilitre",
              hint: "Write it like `density: 1.03 g/ml`."))
        }
      }
    }
    if let field = byKey.category, let scalar = file.scalar(field) {
      let key = Name.normalized(scalar.value)
      if let category = categories.first(where: { $0.name.key == key }) {
        food.category = category.name
      } else {
        file.diagnostics.append(unknownCategory(scalar.value, scalar.range, categories))
      }
    }
    food.barcode = byKey.barcode.flatMap { file.scalar($0)?.value }
    food.source = byKey.source.flatMap { file.scalar($0)?.value }
    food.notes = byKey.notes.flatMap { file.scalar($0)?.value }
    food.photo = byKey.photo.flatMap { file.scalar($0)?.value }
    food.isFavorite = byKey.favorite.flatMap { file.flag($0) } ?? false
    if let problem = food.implausibleNutrition {
      file.diagnostics.append(
        .error(
          "implausible-nutrition", nutritionEntry.value?.range ?? entry.key.range, problem,
          hint: "Check it against the label: nutrition is per serving (100 g unless "
            + "`serving:` says), energy in kcal, not kJ, and protein, carbs and fat in grams."))
    }
    if let field = byKey.portion, let portion = food.portion {
      if food.category == nil {
        file.diagnostics.append(
          .warning(
            "portion-without-category", field.key.range,
            "food \"\(entry.name)\" has a portion but no category",
            hint: "Add `category: ...` so its portions count toward a food group."))
      }
      do throws(QuantityConversionError) {
        _ = try food.servings(in: portion)
      } catch {
        file.diagnostics.append(
          .error(
            "incompatible-unit", field.value?.range ?? entry.key.range, error.message,
            hint: error.hint))
      }
    }
    return food
  }

  private func missingNutrition(_ entry: MappingEntrySyntax) -> Diagnostic {
    .error(
      "missing-nutrition", entry.key.range, "food \"\(entry.name)\" has no nutrition",
      hint: "Add `nutrition: 250 kcal 10p 30c 8f` (per serving, 100 g unless `serving:` says).")
  }

  private func readRecipe(
    _ entry: MappingEntrySyntax, _ file: inout FileReading, categories: [Category]
  ) -> Recipe? {
    guard let fields = file.mapping(entry),
      let ingredientsEntry = fields.entry(named: "ingredients"),
      let list = file.sequence(ingredientsEntry)
    else {
      file.diagnostics.append(
        .error(
          "missing-ingredients", entry.key.range, "recipe \"\(entry.name)\" has no ingredients",
          hint: "Add `ingredients:` with one `- food amount unit` line per ingredient."))
      return nil
    }
    file.warnUnknownKeys(fields, known: Self.recipeKeys, in: "recipe \"\(entry.name)\"")
    var recipe = Recipe(name: Name(entry.name), ingredients: [])
    for item in list.items {
      guard let scalar = item.value?.scalar else {
        file.diagnostics.append(entryNotALine(item))
        continue
      }
      let text = ScalarText(scalar, in: file.bytes)
      guard let syntax = text.parse(EntrySyntax.self, into: &file.diagnostics) else { continue }
      let name = text.text(syntax.what)
      var ingredient = Ingredient(name: Name(name))
      if let amount = syntax.amount, amount.value <= 0 {
        // A recipe of nothing of an ingredient could be logged, but its line could not be
        // read back: the day file would say "onion 0 g".
        file.diagnostics.append(
          .error(
            "bad-amount", amount.range,
            "ingredient \"\(name)\" of recipe \"\(entry.name)\" must be more than zero",
            hint: "Give the amount the recipe uses, or leave the ingredient out."))
        continue
      }
      if let amount = syntax.amount {
        let unitText = syntax.unit.map { text.text($0) }
        ingredient.quantity = Quantity(
          amount.value,
          unitText.flatMap { Unit(spelling: $0) }
            ?? unitText.map { .measure(Name($0)) } ?? .serving)
      }
      if let snapshot = syntax.snapshot {
        ingredient.snapshot = Self.nutrients(snapshot.nutrients)
        // The category portions written with the snapshot (`; vegetables 1`) count as a day
        // entry's do: the ingredient of a deleted food keeps counting toward its category.
        if !snapshot.portions.isEmpty {
          var portions: [CategoryPortion] = []
          for portion in snapshot.portions {
            let written = text.text(portion.category)
            let key = Name.normalized(written)
            guard let category = categories.first(where: { $0.name.key == key }) else {
              file.diagnostics.append(unknownCategory(written, portion.category, categories))
              continue
            }
            portions.append(CategoryPortion(category: category.name, amount: portion.number.value))
          }
          ingredient.portions = portions
        }
      }
      recipe.ingredients.append(ingredient)
    }
    for field in fields.entries {
      switch field.normalizedName {
      case "aliases":
        guard let scalar = file.scalar(field) else { continue }
        let text = ScalarText(scalar, in: file.bytes)
        if let aliases = text.parse(AliasListSyntax.self, into: &file.diagnostics) {
          recipe.aliases = aliases.aliases.map { Name(text.text($0)) }
        }
      case "servings":
        if let servings = file.number(field) {
          if servings > 0 {
            recipe.servings = servings
          } else {
            file.diagnostics.append(
              .error(
                "bad-amount", field.value?.range ?? field.key.range,
                "recipe \"\(entry.name)\" must make more than zero servings",
                hint: "Write how many servings it makes, such as `servings: 4`."))
          }
        }
      case "cooked weight":
        recipe.cookedWeight = quantity(field, food: nil, &file)
        if let weight = recipe.cookedWeight, weight.grams == nil {
          // Logging "recipe 100 g" divides by the cooked weight in grams.
          file.diagnostics.append(
            .error(
              "incompatible-unit", field.value?.range ?? field.key.range,
              "the cooked weight of recipe \"\(entry.name)\" must be a mass, not "
                + "\"\(file.scalar(field)?.value ?? weight.description)\"",
              hint: "Weigh the cooked dish and write it in g, kg, oz or lb, such as "
                + "`cooked weight: 520 g`."))
          recipe.cookedWeight = nil
        }
      case "notes": recipe.notes = file.scalar(field)?.value
      case "photo": recipe.photo = file.scalar(field)?.value
      case "favorite": recipe.isFavorite = file.flag(field) ?? false
      default: break
      }
    }
    return recipe
  }

  /// Reports recipe ingredients that name nothing, cannot be converted, or form a cycle.
  private func checkRecipes(
    _ recipes: [(recipe: Recipe, origin: LibraryOrigin)], library: FoodLibrary,
    files: inout [FileReading]
  ) {
    var inCycle: Set<Name> = []
    for cycle in library.recipeCycles() {
      guard let first = cycle.first, !inCycle.contains(first),
        let origin = recipes.first(where: { $0.recipe.name == first })?.origin
      else { continue }
      inCycle.formUnion(cycle)
      files[origin.file].diagnostics.append(
        .error(
          "recipe-cycle", origin.range,
          "recipe cycle: " + cycle.map { "\"\($0.text)\"" }.joined(separator: " → "),
          hint: "Remove one of these recipes from the other's ingredients."))
    }
    for (recipe, origin) in recipes where !inCycle.contains(recipe.name) {
      for ingredient in recipe.ingredients where ingredient.snapshot == nil {
        guard library.contains(ingredient.name) else {
          let suggestions = library.suggestions(for: ingredient.name.text)
          files[origin.file].diagnostics.append(
            .error(
              "unknown-food", origin.range,
              "recipe \"\(recipe.name.text)\" uses unknown food \"\(ingredient.name.text)\"",
              hint: suggestions.isEmpty
                ? "Add it to the library, or give the ingredient a snapshot (`= 90 kcal ...`)."
                : "Did you mean \(suggestions.map { "\"\($0.text)\"" }.joined(separator: " or "))?")
          )
          continue
        }
        do throws(LibraryError) {
          _ = try library.nutrients(of: ingredient.name, quantity: ingredient.quantity)
        } catch {
          files[origin.file].diagnostics.append(
            .error(
              "incompatible-unit", origin.range,
              "in recipe \"\(recipe.name.text)\": \(error.message)", hint: error.hint))
        }
      }
    }
  }

  /// Reads `100 g` or `1 slice` (a measure of the food) into a quantity.
  private func quantity(_ field: MappingEntrySyntax, food: Food?, _ file: inout FileReading)
    -> Quantity?
  {
    guard let scalar = file.scalar(field) else { return nil }
    let text = ScalarText(scalar, in: file.bytes)
    guard let syntax = text.parse(QuantitySyntax.self, into: &file.diagnostics),
      let unit = quantityUnit(syntax, text, food: food, &file)
    else { return nil }
    guard syntax.amount.value > 0 else {
      file.diagnostics.append(
        .error(
          "bad-amount", syntax.amount.range, "\(field.name) must be more than zero",
          hint: "Write a positive amount, such as `\(field.name): 100 g`."))
      return nil
    }
    return Quantity(syntax.amount.value, unit)
  }

  private func quantityUnit(
    _ syntax: QuantitySyntax, _ text: ScalarText, food: Food?, _ file: inout FileReading
  ) -> Unit? {
    let spelling = text.text(syntax.unit)
    if let unit = food?.unit(spelling: spelling) ?? Unit(spelling: spelling) { return unit }
    let measures = food?.measures.map(\.name.text) ?? []
    file.diagnostics.append(
      .error(
        "unknown-unit", syntax.unit, "unknown unit \"\(spelling)\"",
        hint: measures.isEmpty
          ? "Use g, kg, oz, lb, ml, l, tsp, tbsp, cup, fl oz, piece or serving, or define it "
            + "under `measures: \(spelling) = 30 g`."
          : "Use a mass or volume unit or one of its measures: \(measures.joined(separator: ", "))."
      ))
    return nil
  }

  func unknownCategory(_ text: String, _ range: Range<Int>, _ categories: [Category])
    -> Diagnostic
  {
    .error(
      "unknown-category", range, "unknown category \"\(text)\"",
      hint: Suggestions.hint(for: text, among: categories.map(\.name.text), kind: "categories"))
  }

  func entryNotALine(_ item: SequenceItemSyntax) -> Diagnostic {
    .error(
      "entry-not-a-line", item.value?.range ?? item.range,
      "an entry must be one line of text, not a nested block",
      hint: "If the entry contains `: `, put it in quotes: `- \"...\"`.")
  }

  /// The model's nutrients from a nutrient list; an absent macro counts as zero. A named item
  /// (`0.9 mg iron`) counts in its nutrient's unit; one that `namedNutrientProblems` reports
  /// is left out.
  static func nutrients(_ list: NutrientListSyntax) -> Nutrients {
    var ignored: [Diagnostic] = []
    return nutrients(list, problems: &ignored)
  }

  /// The model's nutrients from a nutrient list, as above, adding the problems of its named
  /// items to `problems`.
  static func nutrients(_ list: NutrientListSyntax, problems: inout [Diagnostic]) -> Nutrients {
    var nutrients = Nutrients(
      kcal: list[.kcal]?.value ?? 0, protein: list[.protein]?.value ?? 0,
      carbs: list[.carbs]?.value ?? 0, fat: list[.fat]?.value ?? 0,
      fibre: list[.fibre]?.value, sugars: list[.sugars]?.value, sodium: list[.sodium]?.value)
    guard !list.namedItems.isEmpty else { return nutrients }
    nutrients.others.reserveCapacity(list.namedItems.count)
    for (nutrient, amount) in namedNutrients(list, problems: &problems) {
      nutrients[nutrient] = amount
    }
    return nutrients
  }

  /// The nutrients a list gives, each in its unit: those it leaves out are absent, macros
  /// included. The problems of its named items are added to `problems`.
  static func givenNutrients(
    _ list: NutrientListSyntax, problems: inout [Diagnostic]
  ) -> [Nutrient: Double] {
    var given: [Nutrient: Double] = [:]
    for item in list.items {
      given[Nutrient(rawValue: item.kind.rawValue)!] = item.value
    }
    for (nutrient, amount) in namedNutrients(list, problems: &problems) {
      given[nutrient] = amount
    }
    return given
  }

  /// The errors of a list's named items; see `namedNutrients`.
  static func namedNutrientProblems(_ list: NutrientListSyntax) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    _ = namedNutrients(list, problems: &problems)
    return problems
  }

  /// The nutrients of a list's named items that count, each with its amount in the nutrient's
  /// unit, in one pass: lists are read by the ten thousand. The others are errors added to
  /// `problems`: a word the table does not know, or energy, which is written `N kcal`
  /// (`bad-nutrient`); a nutrient the list gives already (`duplicate-nutrient`). Every mass
  /// unit converts to the nutrient's, so no unit is wrong.
  private static func namedNutrients(
    _ list: NutrientListSyntax, problems: inout [Diagnostic]
  ) -> [(Nutrient, Double)] {
    var counted: [(Nutrient, Double)] = []
    counted.reserveCapacity(list.namedItems.count)
    // By raw value, as a set would but without hashing.
    var given = [Bool](repeating: false, count: Nutrient.allCases.count)
    for kind in NutrientListSyntax.Kind.allCases where list[kind] != nil {
      given[kind.rawValue] = true
    }
    for item in list.namedItems {
      guard let nutrient = Nutrient(word: item.word), nutrient.rawValue > Nutrient.energy.rawValue,
        let unit = NutrientUnit(symbol: item.unit),
        let amount = nutrient.unit.converted(item.value, from: unit)
      else {
        problems.append(
          .error(
            "bad-nutrient", item.wordRange, "unknown nutrient \"\(item.word)\"",
            hint: "Known nutrients: "
              + Nutrient.others.map(\.word).joined(separator: ", ") + "."))
        continue
      }
      guard !given[nutrient.rawValue] else {
        problems.append(
          .error(
            "duplicate-nutrient", item.range, "duplicate \(nutrient.word)",
            hint: "Give each nutrient at most once."))
        continue
      }
      given[nutrient.rawValue] = true
      counted.append((nutrient, amount))
    }
    return counted
  }
}

/// The keys of one food, found in a single pass without hashing.
///
/// Fields are kept by position and handed out when asked for: a field is a large value, and
/// copying each into a slot of its key cost more than reading it.
private struct FoodFields {
  private let entries: [MappingEntrySyntax]
  private var aliasesAt, servingAt, nutritionAt, measuresAt, densityAt, categoryAt, portionAt,
    barcodeAt, sourceAt, notesAt, favoriteAt, photoAt: Int?

  init(_ entries: [MappingEntrySyntax]) {
    self.entries = entries
  }

  /// The keys a food has.
  enum Key: String, CaseIterable {
    case aliases, serving, nutrition, measures, density, category, portion, barcode, source,
      notes, favorite, photo

    init?(normalized name: String) {
      self.init(rawValue: name)
    }

    /// The key spelled exactly as its name; nil when the spelling names no key, or is not
    /// normalized (it has upper case, tabs, runs of spaces or bytes beyond ASCII).
    init?(spelled spelling: ArraySlice<UInt8>) {
      var previous = UInt8(ascii: " ")
      for byte in spelling {
        let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        guard isLower || byte == UInt8(ascii: " ") && previous != UInt8(ascii: " ") else {
          return nil
        }
        previous = byte
      }
      guard previous != UInt8(ascii: " "),
        let index = Self.spellings.firstIndex(where: {
          $0.count == spelling.count && $0[...] == spelling
        })
      else { return nil }
      self = Self.allCases[index]
    }

    private static let spellings = allCases.map { Array($0.rawValue.utf8) }
  }

  /// Keeps the field at `position` if its key is one a food has; false for any other key.
  /// `bytes` are the file's.
  mutating func take(_ position: Int, in bytes: [UInt8]) -> Bool {
    // Keys are almost always written as their normalized names: match those bytes in place,
    // without making and normalizing a string for each field of ten thousand foods.
    let spelled =
      entries[position].key.isVerbatim ? Key(spelled: bytes[entries[position].key.range]) : nil
    guard let key = spelled ?? Key(normalized: entries[position].normalizedName) else {
      return false
    }
    switch key {
    case .aliases: aliasesAt = position
    case .serving: servingAt = position
    case .nutrition: nutritionAt = position
    case .measures: measuresAt = position
    case .density: densityAt = position
    case .category: categoryAt = position
    case .portion: portionAt = position
    case .barcode: barcodeAt = position
    case .source: sourceAt = position
    case .notes: notesAt = position
    case .favorite: favoriteAt = position
    case .photo: photoAt = position
    }
    return true
  }

  var aliases: MappingEntrySyntax? { field(at: aliasesAt) }
  var serving: MappingEntrySyntax? { field(at: servingAt) }
  var nutrition: MappingEntrySyntax? { field(at: nutritionAt) }
  var measures: MappingEntrySyntax? { field(at: measuresAt) }
  var density: MappingEntrySyntax? { field(at: densityAt) }
  var category: MappingEntrySyntax? { field(at: categoryAt) }
  var portion: MappingEntrySyntax? { field(at: portionAt) }
  var barcode: MappingEntrySyntax? { field(at: barcodeAt) }
  var source: MappingEntrySyntax? { field(at: sourceAt) }
  var notes: MappingEntrySyntax? { field(at: notesAt) }
  var favorite: MappingEntrySyntax? { field(at: favoriteAt) }
  var photo: MappingEntrySyntax? { field(at: photoAt) }

  private func field(at position: Int?) -> MappingEntrySyntax? {
    position.map { entries[$0] }
  }
}
