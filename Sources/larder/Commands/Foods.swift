import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder foods`: search and change the food library.
struct Foods: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "foods",
    abstract: "Search, show, add, change and remove foods of the library.",
    discussion: """
      The library is foods/*.yaml: foods with their nutrition per serving, measures, \
      aliases and category, and recipes. Every change is one commit.

      Without a subcommand, lists the library (`foods list`).

      Examples:
        larder foods
        larder foods list --file my-foods --favorites
        larder foods search oats
        larder foods show "oatmeal, dry"
        larder foods add "Spelt bread" --serving "1 slice" --kcal 90 \\
          --protein 3 --carbs 17 --fat 1 --measure "slice = 35 g"
        larder foods favorite "rye bread"
      """,
    subcommands: [
      List.self, Search.self, Show.self, AddFood.self, EditFood.self, RemoveFood.self,
      Favorite.self,
    ],
    defaultSubcommand: List.self)

  /// `larder foods list`, and `larder foods` alone.
  struct List: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the library's foods and recipes, by file, with a serving's nutrition.",
      discussion: """
        Lists every food and recipe of foods/*.yaml, file by file and by name within a \
        file: a serving and its kcal, protein, carbs and fat, ★ for a favourite, "recent" \
        for an item logged in the last 30 days. The filters narrow the list; each one given \
        must hold.

        Examples:
          larder foods list
          larder foods list --file my-foods
          larder foods list --favorites --recent
          larder foods list --category vegetables --json

        Exit status: 0 listed, 1 nothing matches the filters or no such file, 2 usage or \
        I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Option(
      help: ArgumentHelp(
        "Only this library file: foods/my-foods.yaml or my-foods.", valueName: "file"))
    var file: String?

    @Flag(help: "Only favourites.")
    var favorites = false

    @Option(help: ArgumentHelp("Only foods that count toward this category.", valueName: "name"))
    var category: String?

    @Flag(help: "Only foods and recipes logged in the last 30 days.")
    var recent = false

    @Flag(help: "Print the list as JSON.")
    var json = false

    func run() throws {
      var filter = FoodListFilter()
      filter.file = file
      filter.favorites = favorites
      filter.category = category
      filter.recent = recent
      try FoodsRun.list(filter, global: global, json: json, none: "No food or recipe is listed.\n")
    }
  }

  /// `larder foods search QUERY`.
  struct Search: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "search",
      abstract: "Find foods and recipes by name or alias, forgiving typos and accents.",
      discussion: """
        Ranks exact names first, then names starting with the query, names whose words \
        start with its words, names containing it, and names within a typo or two. Among \
        close matches, favourites and foods logged in the last 30 days come first. Each \
        result shows kcal, protein, carbs and fat of one serving.

        Examples:
          larder foods search oats
          larder foods search "creme fraiche" --limit 5
          larder foods search chiken --json

        Exit status: 0 results found, 1 none, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Words of the name or alias.")
    var query: [String]

    @Option(help: "Show at most this many results.")
    var limit = 20

    @Flag(help: "Print the results as JSON.")
    var json = false

    func run() throws {
      let context = try CommandContext(global)
      guard limit > 0 else {
        throw WorkspaceFailure.usage(
          "--limit must be at least 1", hint: "Leave it out for 20 results.",
          terminal: context.terminal)
      }
      let today = try context.run { () throws(WorkspaceError) in try context.today() }
      let hits = try FoodsRun.run(context) { () throws(FoodsError) in
        try context.workspace.library.searchFoods(
          query.joined(separator: " "), limit: limit, today: today)
      }
      context.terminal.write(
        json ? FoodsJSON.search(hits) : FoodsText.search(hits, terminal: context.terminal))
      if hits.isEmpty { throw ExitCode(1) }
    }
  }

  /// `larder foods show NAME`.
  struct Show: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show a food or recipe: nutrition, measures, where it is defined, who uses it.",
      discussion: """
        Examples:
          larder foods show "oatmeal, dry"
          larder foods show oats --json

        Exit status: 0 shown, 1 no such food, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The food's or recipe's name or alias.")
    var name: [String]

    @Flag(help: "Print the food as JSON.")
    var json = false

    func run() throws {
      try FoodsRun.show(name.joined(separator: " "), json: json, context: CommandContext(global))
    }
  }

  /// `larder foods add NAME`.
  struct AddFood: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add a food of your own to the library.",
      discussion: """
        Nutrition is per serving (default 100 g); masses in grams, sodium in mg. The food \
        goes to foods/custom.yaml unless --file names another library file, \
        foods/NAME.yaml with NAME of lower-case letters a-z, digits, - and _. Names and \
        aliases must be new to the library and no category's name. Nutrition that cannot \
        be right is refused: more than 900 kcal per 100 g, or macros whose energy far \
        exceeds the kcal (FORMAT.md, section 4.5).

        Examples:
          larder foods add "Spelt bread" --serving "1 slice" --kcal 90 \\
            --protein 3 --carbs 17 --fat 1 --measure "slice = 35 g" \\
            --category "Starchy Sides" --portion "2 slice"
          larder foods add Skyr --kcal 63 --protein 11 --carbs 4 --fat 0.2 \\
            --alias "icelandic yogurt"

        Exit status: 0 added, 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The food's name.")
    var name: String

    @OptionGroup var values: FoodValueOptions

    @Option(help: ArgumentHelp("The library file to add to.", valueName: "foods/NAME.yaml"))
    var file: String?

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let outcome = try FoodsRun.run(context) { () throws(FoodsError) in
        try context.workspace.library.addFood(
          name, values.fields, file: file, noCommit: options.noCommit)
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }

  /// `larder foods edit NAME`.
  struct EditFood: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change values of a food; everything else in its file stays as written.",
      discussion: """
        Only the values given change. --measure and --alias replace all of the food's \
        measures or aliases; an empty value removes a key (--notes "").

        --rename keeps the old name as an alias, so day entries that name it read as \
        before without changing, and renames the recipe ingredients that name it, in the \
        same commit. --drop-old-name leaves it out instead; it is refused while a day entry \
        names the food by it. A name or alias of another food is refused.

        Past entries keep the energy and macros of their snapshots, but take every other \
        nutrient from the library: `larder check --since HEAD~1` tells which days an edit \
        changed.

        Examples:
          larder foods edit "rye bread" --kcal 95 --notes sourdough
          larder foods edit "rye bread" --rename "Rye bread, sourdough"
          larder foods edit "oat milk, barista" --rename "Oat milk" --drop-old-name

        Exit status: 0 changed, 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The food's name or alias.")
    var name: String

    @OptionGroup var values: FoodValueOptions

    @Option(help: "A new name for the food; the old one stays as an alias.")
    var rename: String?

    @Flag(help: "With --rename, do not keep the old name as an alias.")
    var dropOldName = false

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      try FoodsRun.edit(context, options: options, rename: rename, dropOldName: dropOldName) {
        () throws(FoodsError) in
        try context.workspace.library.editFood(
          name, values.fields, newName: rename, dropOldName: dropOldName,
          noCommit: options.noCommit)
      }
    }
  }

  /// `larder foods rm NAME`.
  struct RemoveFood: LarderCommand {
    static let effect = CommandEffect.removes

    static let configuration = CommandConfiguration(
      commandName: "rm",
      abstract: "Remove a food or recipe; recipes that use it keep working.",
      discussion: """
        An ingredient that names the removed food gets its nutrition as a snapshot \
        (`= 303 kcal 10.6p 54.2c 5.2f`) and the comment `# deleted from the library`, so \
        recipes keep their totals. Day logs are not touched: their entries carry snapshots.

        On a terminal it shows the change and asks; elsewhere give --yes.

        Examples:
          larder foods rm "rye bread"
          larder foods rm "rye crispbread" --yes --no-commit

        Exit status: 0 removed, 1 no such food or not confirmed, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The food's or recipe's name or alias.")
    var name: String

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let removal = try WriteRun.removing(
        "Remove \"\(name)\"?", context: context, options: options, outcome: \.outcome
      ) { workspace in
        try FoodsRun.run(context) { () throws(FoodsError) in
          try workspace.library.removeFood(name, noCommit: options.noCommit)
        }
      }
      var text = ""
      for recipe in removal.recipes {
        text += "  recipe \"\(recipe.text)\" keeps its snapshot of \"\(removal.name.text)\"\n"
      }
      WriteRun.report(removal.outcome, options: options, terminal: context.terminal, details: text)
    }
  }

  /// `larder foods favorite NAME`.
  struct Favorite: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "favorite",
      abstract: "Mark a food or recipe as a favourite (first in search), or unmark it.",
      discussion: """
        Examples:
          larder foods favorite "oatmeal, dry"
          larder foods favorite oats --off

        Exit status: 0 done, 1 no such food, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The food's or recipe's name or alias.")
    var name: String

    @Flag(help: "Unmark it.")
    var off = false

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let outcome = try FoodsRun.run(context) { () throws(FoodsError) in
        try context.workspace.library.setFavorite(name, !off, noCommit: options.noCommit)
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }
}

/// The values `foods add` and `foods edit` take.
struct FoodValueOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The amount the nutrition is for (default 100 g).",
      valueName: "amount unit"))
  var serving: String?

  @Option(help: "Energy per serving, kcal.") var kcal: Double?
  @Option(help: "Protein per serving, g.") var protein: Double?
  @Option(help: "Carbohydrates per serving, g.") var carbs: Double?
  @Option(help: "Fat per serving, g.") var fat: Double?
  @Option(help: "Fibre per serving, g.") var fibre: Double?
  @Option(help: "Sugars per serving, g.") var sugars: Double?
  @Option(help: "Sodium per serving, mg.") var sodium: Double?

  @Option(help: "The category the food counts toward, from categories.yaml.")
  var category: String?

  @Option(help: ArgumentHelp("How much is one unit of the category.", valueName: "amount unit"))
  var portion: String?

  @Option(help: ArgumentHelp("A household measure (repeatable).", valueName: "slice = 35 g"))
  var measure: [String] = []

  @Option(help: "Another name that finds the food (repeatable).")
  var alias: [String] = []

  @Option(help: "The package barcode, kept as text.")
  var barcode: String?

  @Option(help: "Free notes.")
  var notes: String?

  var fields: FoodFields {
    var fields = FoodFields()
    fields.serving = serving
    fields.kcal = kcal
    fields.protein = protein
    fields.carbs = carbs
    fields.fat = fat
    fields.fibre = fibre
    fields.sugars = sugars
    fields.sodium = sodium
    fields.category = category
    fields.portion = portion
    fields.measures = measure.isEmpty ? nil : measure
    fields.aliases = alias.isEmpty ? nil : alias
    fields.barcode = barcode
    fields.notes = notes
    return fields
  }
}

/// Runs a library use case: a refusal prints its message and hint and exits 1, a failure of
/// the journal or its files exits 2.
enum FoodsRun {
  /// Lists the library's items that pass `filter`, as text or JSON, for `foods list` and
  /// `recipe list`; `none` is the text when none does, which exits with status 1.
  static func list(_ filter: FoodListFilter, global: GlobalOptions, json: Bool, none: String)
    throws
  {
    let context = try CommandContext(global)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let listings = try run(context) { () throws(FoodsError) in
      try context.workspace.library.listFoods(filter, today: today)
    }
    context.terminal.write(
      json
        ? FoodsJSON.list(listings)
        : listings.isEmpty ? none : FoodsText.list(listings, terminal: context.terminal))
    if listings.isEmpty { throw ExitCode(1) }
  }

  static func run<Result>(
    _ context: CommandContext, _ body: () throws(FoodsError) -> Result
  ) throws -> Result {
    do {
      return try body()
    } catch {
      throw WorkspaceFailure.write(
        error.message, hint: error.hint, status: error.isEnvironment ? 2 : 1,
        terminal: context.terminal)
    }
  }

  /// Prints a food or recipe in full, as text or (`json`) JSON; one the library does not have
  /// is refused as `run` refuses.
  static func show(_ name: String, json: Bool, context: CommandContext) throws {
    let details = try run(context) { () throws(FoodsError) in
      try context.workspace.library.foodDetails(name)
    }
    context.terminal.write(json ? FoodsJSON.details(details) : FoodsText.details(details))
  }

  /// Runs an edit of a library item that `--rename` may rename, as `run` does, and prints
  /// what it wrote, file by file; `--drop-old-name` without `--rename` is a usage error.
  static func edit(
    _ context: CommandContext, options: WriteOptions, rename: String?, dropOldName: Bool,
    _ body: () throws(FoodsError) -> WriteOutcome
  ) throws {
    guard !dropOldName || rename != nil else {
      throw WorkspaceFailure.usage(
        "--drop-old-name goes with --rename", hint: "Add --rename NEW.",
        terminal: context.terminal)
    }
    let outcome = try run(context, body)
    WriteRun.report(
      outcome, options: options, terminal: context.terminal,
      details: WriteOutcomeText.details(outcome))
  }
}
