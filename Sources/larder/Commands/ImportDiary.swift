import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder import cronometer PATH`.
struct ImportCronometer: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "cronometer",
    abstract: "Import a Cronometer diary: each food eaten, activity and body metrics, one commit.",
    discussion: """
      In Cronometer: More › Account › Export Data, then give the files it writes \
      (servings.csv, exercises.csv, biometrics.csv, dailysummary.csv), as downloaded, in a \
      zip, or in a folder. Files are recognised by their first line, whatever their names; \
      they are read record by record, so memory stays flat for exports of any size.

      Each serving becomes an entry in the meal slot of its diary group (Breakfast, Lunch, \
      Dinner; Snacks and other groups go to the slot of their time) with its amount and its \
      nutrition as a snapshot: energy, protein, carbs, fat, fibre, sugars and sodium, \
      columns found by name; the other nutrients are not stored yet. An amount larder \
      cannot write as it is ("1.00 whole - 3 1/2\\" diameter") is shortened (1 whole) and \
      kept as the entry's comment. The foods seen go to foods/cronometer.yaml with a measure \
      for each unit used, so they can be logged again. Exercises go to activity:, weight, \
      body fat and waist to the body files; other biometrics are counted and skipped; \
      dailysummary.csv holds the servings' totals and is not read.

      Nothing is overwritten: importing the same export again adds nothing, a newer export \
      adds only the days the journal lacks, and a day that already has other entries is \
      a conflict, listed and left as it is. --replace-days replaces those days' entries \
      with the export's; the old lines stay in the journal's history (larder undo).

      Examples:
        larder import cronometer cronometer-export.zip --dry-run
        larder import cronometer ~/Downloads/servings.csv
        larder import cronometer export-folder --replace-days

      Exit status: 0 imported (or nothing new, or shown with --dry-run), 1 the export was \
      refused (truncated, not UTF-8, missing columns, not Cronometer's), 2 usage error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The export: a zip, a folder, or one of its CSV files.")
  var path: String

  @OptionGroup var options: DiaryImportOptions

  @OptionGroup var write: WriteOptions

  func run() throws {
    let context = try CommandContext(global)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    try DiaryImportRun.log(
      context: context, options: write, replaceDays: options.replaceDays
    ) { () throws(LogError) in
      try context.workspace.logging.importCronometer(
        path: DiaryImportRun.absolute(path), dateFormat: options.dateFormat, today: today,
        replaceDays: options.replaceDays, dryRun: write.dryRun, noCommit: write.noCommit)
    }
  }
}

/// `larder import myfitnesspal PATH`.
struct ImportMyFitnessPal: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "myfitnesspal",
    abstract: "Import a MyFitnessPal diary: meal totals, activity and weigh-ins, one commit.",
    discussion: """
      In MyFitnessPal: Settings › Export Data; give the zip it mails, or the CSV files in \
      it (Nutrition-Summary, Measurement-Summary, Exercise-Summary), as files or in a folder. \
      Files are recognised by their first line and read record by record.

      MyFitnessPal exports no single foods, only totals per day and meal: each becomes one \
      entry, "MyFitnessPal breakfast", in the slot of the meal's name (or the slot sharing a \
      word with it, Snacks → Morning Snack), with its energy, protein, carbs, fat, fibre, \
      sugars and sodium as the snapshot and its note as the comment. Vitamin A, C, calcium \
      and iron are percentages of a daily value and are not read. Exercises go to activity \
      (calorie adjustments without minutes are skipped), weights and body fat to the body \
      files. The export does not say whether weights are kg or lb: give --weight-unit, or \
      larder tells from the values (above 200 is pounds, below 66 kilograms) and refuses when \
      it cannot.

      Nothing is overwritten: importing the same export again adds nothing, a newer export \
      adds only the days the journal lacks, and a day that already has other entries is a \
      conflict, listed and left as it is; --replace-days takes the export's (the old lines \
      stay in the history).

      Examples:
        larder import myfitnesspal File-Export-2026-01-01-to-2026-11-20.zip --dry-run
        larder import myfitnesspal Nutrition-Summary-2026-01-01-to-2026-11-20.csv
        larder import myfitnesspal mfp-export --weight-unit lb --date-format m/d/yyyy

      Exit status: 0 imported (or nothing new, or shown with --dry-run), 1 the export was \
      refused, 2 usage error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The export: the zip, a folder, or one of its CSV files.")
  var path: String

  @OptionGroup var options: DiaryImportOptions

  @OptionGroup var write: WriteOptions

  @Option(help: "The unit of the weights: kg or lb (told from the values when not given).")
  var weightUnit: String?

  func run() throws {
    let context = try CommandContext(global)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    try DiaryImportRun.log(
      context: context, options: write, replaceDays: options.replaceDays
    ) { () throws(LogError) in
      try context.workspace.logging.importMyFitnessPal(
        path: DiaryImportRun.absolute(path), dateFormat: options.dateFormat, weightUnit: weightUnit,
        today: today, replaceDays: options.replaceDays, dryRun: write.dryRun,
        noCommit: write.noCommit)
    }
  }
}

/// `larder import csv FILE --rules RULES`.
struct ImportCSV: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "csv",
    abstract: "Import any app's CSV diary through a rules file, one commit.",
    discussion: """
      A rules file says which column holds what, one directive a line (# starts a comment):

        date Date                  the date column, by its header (or #1 for the first)
        time Time                  optional; else a time after the date is used
        meal Type                  the meal, matched to meals.yaml (or default-meal NAME)
        food Name                  the food (or food-text TEXT for files of totals)
        amount Quantity            optional, with unit Units
        energy Calories            kcal (or energy-kj); protein, carbs, fat, fibre,
                                   sugars (g) and sodium (mg) the same way
        skip-meal Exercise         rows of that meal are left out
        skip 2                     lines before the header; header no: columns by #N
        separator ;                , ; or tab        decimal ,   . or ,
        date-format d/m/yyyy       yyyy-mm-dd, m/d/yyyy or d/m/yyyy (else told from the dates)
        source myapp               the commit's name and the foods file foods/myapp.yaml

      Keep the rules in the journal (rules/myapp.rules) and give that path from anywhere. \
      Built-in rules: loseit (Lose It!'s food log export) and daily-totals (one row per day \
      with Date, Calories, Protein, Carbs, Fat, Fiber, Sugar, Sodium); --show-rules prints \
      them to copy and change. Rows with a food and an amount also become foods in \
      foods/SOURCE.yaml, as Cronometer's do.

      Nothing is overwritten: importing the same file again adds nothing, a day that already \
      has other entries is a conflict, kept unless --replace-days.

      Examples:
        larder import csv LoseIt-food-logs.csv --rules loseit --dry-run
        larder import csv totals.csv --rules daily-totals
        larder import csv --show-rules loseit > rules/myapp.rules
        larder import csv myapp.csv --rules rules/myapp.rules

      Exit status: 0 imported (or nothing new, or shown), 1 the file or the rules were \
      refused, 2 usage error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The CSV file (or a zip or folder holding one).")
  var file: String?

  @Option(help: "The rules: a file, or loseit or daily-totals.")
  var rules: String?

  @Option(name: .customLong("show-rules"), help: "Print the built-in rules of this name.")
  var shownRules: String?

  @OptionGroup var options: DiaryImportOptions

  @OptionGroup var write: WriteOptions

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    if let shownRules {
      guard let text = LoggingUseCases.builtInRulesText(shownRules) else {
        throw WorkspaceFailure.usage(
          "no built-in rules \"\(shownRules)\"",
          hint: "Use \(LoggingUseCases.builtInRules.joined(separator: " or ")).",
          terminal: terminal)
      }
      terminal.write(text + "\n")
      return
    }
    guard let file, let rules else {
      throw WorkspaceFailure.usage(
        "give the CSV file and --rules",
        hint: "Write `larder import csv FILE --rules loseit`.", terminal: terminal)
    }
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    try DiaryImportRun.log(
      context: context, options: write, replaceDays: options.replaceDays
    ) {
      () throws(LogError) in
      try context.workspace.logging.importCSV(
        path: DiaryImportRun.absolute(file), rules: rules,
        rulesPath: DiaryImportRun.absolute(rules), dateFormat: options.dateFormat, today: today,
        replaceDays: options.replaceDays, dryRun: write.dryRun, noCommit: write.noCommit)
    }
  }
}

/// The options every diary import takes.
struct DiaryImportOptions: ParsableArguments {
  @Flag(help: "Replace the entries of days that already have others with the export's.")
  var replaceDays = false

  @Option(help: "How dates are written when they read two ways: m/d/yyyy or d/m/yyyy.")
  var dateFormat: String?
}

/// What the diary imports share on the command line: reading `--date-format`, logging the
/// export and printing the summary.
enum DiaryImportRun {
  /// `path` made absolute against the current directory.
  static func absolute(_ path: String) -> String {
    URL(
      fileURLWithPath: path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ).path
  }

  /// Runs the import and prints what was (or with `dryRun` would be) added and what
  /// conflicts; a refusal exits 1.
  static func log(
    context: CommandContext, options: WriteOptions, replaceDays: Bool,
    _ importing: () throws(LogError) -> DiaryImportReport
  ) throws {
    let terminal = context.terminal
    let report: DiaryImportReport
    do {
      report = try importing()
    } catch {
      throw WorkspaceFailure.refusal(
        error.message, hint: error.hint, isEnvironment: error.isEnvironment, terminal: terminal)
    }
    if options.json {
      terminal.write(JSONOutput.encode(DiaryImportJSON(report, dryRun: options.dryRun)))
      return
    }
    let dryRun = options.dryRun
    if let outcome = report.outcome {
      terminal.write(WriteOutcomeText.render(outcome, terminal: terminal))
    }
    let verb = dryRun ? "would add" : "added"
    let range = report.range.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""
    let counted = Display.count
    terminal.write(
      "  read \(counted(report.rows, "row", "rows")) from "
        + "\(report.files.joined(separator: ", "))\(range): \(counted(report.days, "day", "days"))\n"
    )
    terminal.write(
      "  \(verb) \(counted(report.entries, "entry", "entries")) on "
        + "\(counted(report.addedDays, "day", "days")), "
        + "\(counted(report.bodyValues, "body value", "body values")) (weigh-ins)"
        + (report.foodsAdded > 0
          ? ", \(counted(report.foodsAdded, "food", "foods")) to \(report.libraryPath)" : "")
        + "\n")
    if report.unchangedDays > 0 {
      terminal.write(
        "  \(counted(report.unchangedDays, "day", "days")) already imported, unchanged\n")
    }
    if report.futureDays > 0 {
      terminal.write("  \(counted(report.futureDays, "day", "days")) after today left out\n")
    }
    if report.bodyKept > 0 {
      terminal.write(
        "  \(counted(report.bodyKept, "body value differs", "body values differ")) from the "
          + "journal's, kept as written\n")
    }
    for (reason, count) in report.skipped.sorted(by: { $0.key < $1.key }) {
      terminal.write("  skipped \(count) \(reason)\n")
    }
    guard !report.conflicts.isEmpty else { return }
    let action =
      replaceDays
      ? (dryRun ? "would be replaced" : "replaced")
      : "kept as they are; --replace-days takes the export's"
    terminal.write(
      "  \(counted(report.conflicts.count, "day already has", "days already have")) other "
        + "entries, \(action):\n")
    for conflict in report.conflicts.prefix(20) {
      terminal.write(
        "    \(conflict.date): \(counted(conflict.journalEntries, "entry", "entries")) in the "
          + "journal, \(conflict.exportEntries) in the export\n")
    }
    if report.conflicts.count > 20 {
      terminal.write("    … and \(report.conflicts.count - 20) more\n")
    }
  }
}

/// `--json` of the diary imports: the counts of what was (or would be) imported, and the write.
private struct DiaryImportJSON: JSONReport {
  static let schemaVersion = 1
  var written: Bool
  var rows: Int
  var days: Int
  var entries: Int
  var addedDays: Int
  var bodyValues: Int
  var foodsAdded: Int
  var unchangedDays: Int
  var conflicts: [String]
  var outcome: WriteOutcome?

  init(_ report: DiaryImportReport, dryRun: Bool) {
    written = !dryRun && report.outcome != nil
    rows = report.rows
    days = report.days
    entries = report.entries
    addedDays = report.addedDays
    bodyValues = report.bodyValues
    foodsAdded = report.foodsAdded
    unchangedDays = report.unchangedDays
    conflicts = report.conflicts.map { "\($0.date)" }
    outcome = report.outcome
  }
}
