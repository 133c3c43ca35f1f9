import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder import usda DIR`.
struct ImportUSDA: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "usda",
    abstract: "Import the USDA Standard Reference (SR28) foods into the library, one commit.",
    discussion: """
      DIR is the unpacked SR28 ASCII download (FOOD_DES.txt, WEIGHT.txt, NUT_DATA.txt) or \
      the FoodData Central "SR Legacy" CSV download (food.csv, food_portion.csv, \
      sr_legacy_food.csv), whose nutrient values are read from an SR28 NUT_DATA file found \
      in DIR or a folder beside it, or named with --nutrients. NUT_DATA.txt.xz must be \
      unpacked first (xz -dk NUT_DATA.txt.xz); NUT_DATA.core7-all-foods.txt also works, \
      with energy, macros, fibre, sugars and sodium only.

      Foods go to foods/usda-sr-legacy.yaml with nutrition per 100 g (every nutrient of \
      `larder nutrients` the file gives, as stored), household portions as measures and \
      their source (usda-sr 05064 or fdc 171477). Running it again adds new foods and fills \
      in the nutrients a food lacked, and changes nothing the file holds (a value you \
      corrected, aliases, categories, portions, notes, favourites); with --update it takes \
      the database's values instead, keeping only what you added. It reports what was \
      added, changed and unchanged. Other library files are never touched; a name one of them already uses gets the source appended. A food whose \
      nutrition cannot be right (FORMAT.md, section 4.5) is left out and named.

      Examples:
        larder import usda ~/Downloads/sr28asc
        larder import usda ~/Downloads/sr_legacy_csv \\
          --nutrients ~/Downloads/sr28asc/NUT_DATA.txt

      Exit status: 0 imported (or nothing new), 1 refused (nothing written), 2 usage or I/O \
      error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The folder of the SR28 ASCII or FDC SR Legacy CSV download.")
  var directory: String

  @Option(
    help: ArgumentHelp(
      "The SR28 NUT_DATA file to read nutrient values from.",
      valueName: "file"))
  var nutrients: String?

  @Option(help: ArgumentHelp("The library file to write.", valueName: "foods/NAME.yaml"))
  var file: String?

  @Flag(
    help: "Take the database's values for the foods the file holds, corrections included.")
  var update = false

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let report = try FoodsRun.run(context) { () throws(FoodsError) in
      try context.workspace.library.importUSDA(
        URL(fileURLWithPath: directory), nutrientFile: nutrients.map(URL.init(fileURLWithPath:)),
        file: file, updating: update, noCommit: options.noCommit)
    }
    context.terminal.write(
      options.json
        ? FoodsJSON.report(report)
        : FoodsText.report(report, terminal: context.terminal)
          + (options.dryRun ? "Dry run: nothing written.\n" : ""))
  }
}

/// `larder import off FILE`.
struct ImportOFF: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "off",
    abstract: "Import products from an Open Food Facts export into the library, one commit.",
    discussion: """
      FILE is an Open Food Facts CSV export (tab-separated; the current layout or the 2019 \
      one, whose energy is in kJ and is converted to kcal) or a JSONL export (one product a \
      line). Without --barcode every product with a name and an energy value is imported. \
      Products go to foods/open-food-facts.yaml, nutrition per 100 g (with the minerals, \
      vitamins and fats the product gives, see `larder nutrients`), the barcode kept as \
      text with its leading zeros, source "off CODE"; the file's header carries the \
      attribution "© Open Food Facts contributors" (ODbL). Running it again adds new products \
      and fills in what a product lacked, as usda does; --update takes the export's values. \
      A product whose nutrition cannot be right (more than 900 kcal per 100 g, macros far \
      beyond its energy; FORMAT.md, section 4.5) is left out and named; the rest is imported.

      Examples:
        larder import off products.csv --barcode 3017620422003
        larder import off openfoodfacts-products.jsonl

      Exit status: 0 imported (or nothing new), 1 refused (nothing written), 2 usage or I/O \
      error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The Open Food Facts CSV or JSONL export.")
  var path: String

  @Option(help: "Import only the product with this barcode (repeatable).")
  var barcode: [String] = []

  @Option(help: ArgumentHelp("The library file to write.", valueName: "foods/NAME.yaml"))
  var file: String?

  @Flag(
    help: "Take the export's values for the products the file holds, corrections included.")
  var update = false

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let report = try FoodsRun.run(context) { () throws(FoodsError) in
      try context.workspace.library.importOpenFoodFacts(
        URL(fileURLWithPath: path), barcodes: barcode, file: file, updating: update,
        noCommit: options.noCommit)
    }
    context.terminal.write(
      options.json
        ? FoodsJSON.report(report)
        : FoodsText.report(report, terminal: context.terminal)
          + (options.dryRun ? "Dry run: nothing written.\n" : ""))
  }
}
