import ArgumentParser
import LarderWorkspace

/// `larder recipe`: recipes of the library, made of foods and other recipes.
struct RecipeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recipe",
    abstract: "Add, show and change recipes: ingredients, servings, cooked weight.",
    discussion: """
      A recipe's ingredients are lines like a day's entries without a time: a library food or \
      recipe with an amount. Recipes may use recipes, but never themselves.

      Without a subcommand, lists the recipes (`larder recipe list`).

      Examples:
        larder recipe
        larder recipe add Porridge --ingredient "oatmeal, dry 80 g" \\
          --ingredient "whole milk 250 ml" --servings 2
        larder recipe show "overnight oats"
        larder recipe edit "overnight oats" --servings 3
      """,
    subcommands: [List.self, Add.self, Show.self, Edit.self],
    defaultSubcommand: List.self)

  /// `larder recipe list`, and `larder recipe` alone.
  struct List: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the library's recipes, by file, with a serving's nutrition.",
      discussion: """
        Lists every recipe of foods/*.yaml as `larder foods list` lists foods: file by \
        file and by name, a serving and its kcal, protein, carbs and fat, ★ for a \
        favourite, "recent" for a recipe logged in the last 30 days.

        Examples:
          larder recipe list
          larder recipe list --recent
          larder recipe list --json

        Exit status: 0 listed, 1 no recipe (or none matches the filters), 2 usage or I/O \
        error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Only favourites.")
    var favorites = false

    @Flag(help: "Only recipes logged in the last 30 days.")
    var recent = false

    @Flag(help: "Print the list as JSON.")
    var json = false

    func run() throws {
      var filter = FoodListFilter()
      filter.recipes = true
      filter.favorites = favorites
      filter.recent = recent
      try FoodsRun.list(
        filter, global: global, json: json,
        none:
          "No recipe is listed; `larder recipe add NAME --ingredient \"FOOD AMOUNT\"` adds one.\n")
    }
  }

  /// `larder recipe add NAME`.
  struct Add: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add a recipe to the library.",
      discussion: """
        Examples:
          larder recipe add Porridge --ingredient "oatmeal, dry 80 g" \\
            --ingredient "whole milk 250 ml" --servings 2 --cooked-weight "520 g"

        Every ingredient amount must be more than zero and the cooked weight a mass \
        (g, kg, oz, lb): a recipe that could not be logged is refused.

        Exit status: 0 added, 1 refused (unknown food, a cycle, a recipe that could not \
        be logged; nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The recipe's name.")
    var name: String

    @Option(
      help: ArgumentHelp(
        "An ingredient with its amount (repeatable).",
        valueName: "food amount unit"))
    var ingredient: [String] = []

    @Option(help: "How many servings the recipe makes (default 1).")
    var servings: String?

    @Option(help: ArgumentHelp("The weight of the cooked dish.", valueName: "amount unit"))
    var cookedWeight: String?

    @Option(help: ArgumentHelp("The library file to add to.", valueName: "foods/NAME.yaml"))
    var file: String?

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let outcome = try FoodsRun.run(context) { () throws(FoodsError) in
        try context.workspace.library.addRecipe(
          name, ingredients: ingredient, servings: servings, cookedWeight: cookedWeight,
          file: file, noCommit: options.noCommit)
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }

  /// `larder recipe show NAME`.
  struct Show: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show a recipe: ingredients and nutrition per serving.",
      discussion: """
        Examples:
          larder recipe show "overnight oats"
          larder recipe show "overnight oats" --json

        Exit status: 0 shown, 1 no such recipe, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The recipe's name or alias.")
    var name: String

    @Flag(help: "Print the recipe as JSON.")
    var json = false

    func run() throws {
      try FoodsRun.show(name, json: json, context: CommandContext(global))
    }
  }

  /// `larder recipe edit NAME`.
  struct Edit: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change a recipe's ingredients, servings, cooked weight or name.",
      discussion: """
        --ingredient replaces the whole list; give each ingredient again.

        --rename keeps the old name as an alias, so day entries that name it read as \
        before without changing, and renames the ingredients of other recipes that name \
        it, in the same commit. --drop-old-name leaves it out instead; it is refused while \
        a day entry names the recipe by it. A name or alias of another item is refused.

        Examples:
          larder recipe edit "overnight oats" --servings 3
          larder recipe edit "overnight oats" --ingredient "oatmeal, dry 60 g" \\
            --ingredient "whole milk 300 ml"
          larder recipe edit "overnight oats" --rename "Bircher muesli"

        Exit status: 0 changed, 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The recipe's name or alias.")
    var name: String

    @Option(
      help: ArgumentHelp(
        "An ingredient with its amount (repeatable; replaces all).",
        valueName: "food amount unit"))
    var ingredient: [String] = []

    @Option(help: "How many servings the recipe makes.")
    var servings: String?

    @Option(
      help: ArgumentHelp(
        "The weight of the cooked dish (\"\" removes it).",
        valueName: "amount unit"))
    var cookedWeight: String?

    @Option(help: "A new name for the recipe; the old one stays as an alias.")
    var rename: String?

    @Flag(help: "With --rename, do not keep the old name as an alias.")
    var dropOldName = false

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      try FoodsRun.edit(context, options: options, rename: rename, dropOldName: dropOldName) {
        () throws(FoodsError) in
        try context.workspace.library.editRecipe(
          name, ingredients: ingredient.isEmpty ? nil : ingredient, servings: servings,
          cookedWeight: cookedWeight, newName: rename, dropOldName: dropOldName,
          noCommit: options.noCommit)
      }
    }
  }
}
