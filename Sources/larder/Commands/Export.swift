import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder export csv|json`: the journal as a table for spreadsheets and scripts.
struct ExportCommand: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export entries or daily totals as CSV or JSON, for spreadsheets and scripts.",
    discussion: """
      --what entries (the default) writes one row per entry: date, time, meal, food, amount, \
      unit, kcal, protein, carbs, fat, category_portions, part_of and note. A recipe eaten \
      with its `+ ` components has the nutrition on its own row and the category portions \
      on its components' rows (which name it in part_of), as the day's totals count them: \
      every numeric column adds up to the day's totals. --nutrients adds one column per \
      other nutrient of `larder nutrients` (fibre_g, sodium_mg, iron_mg, vitamin_d_ug, ...), \
      empty where the entry's snapshot and library food do not give it: unknown, not zero.

      --what days writes one row per day, days without entries included: date, weekday, \
      entries, kcal, protein, carbs, fat, goal_kcal, goal_percent, status (met, close, over, \
      under, no goal, no entries; each day judged by the goal in force that day), score, \
      categories_on_target, categories, activity_min and notes. Nutrition is left empty on \
      days without entries, so a spreadsheet's AVERAGE skips them. --nutrients adds the same \
      nutrient columns as for entries, each the day's total of what its entries give, empty \
      where none gives it; `larder nutrients` tells how many entries leave one unknown.

      CSV follows RFC 4180: a header row, fields with commas, quotes or line breaks quoted, \
      CRLF line ends, UTF-8, numbers with a `.` point and no thousands separators. Written to \
      a file with --output, it starts with a UTF-8 byte-order mark so that spreadsheet apps \
      read accents right; on standard output it does not. JSON is an array with one object \
      per row, keys in column order, empty cells null.

      The period runs from the first to the last day logged unless --from or --to say \
      otherwise.

      Examples:
        larder export csv --output larder.csv
        larder export csv --what days --from 2026-01-01 --to 2026-12-31
        larder export json --what days --from -30 > month.json
        larder export csv --nutrients --from -7

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The format: csv or json.")
  var format: FormatChoice

  // `.unconditional` takes `--from -30` as a date, not as an unknown option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Export from this day on (2026-01-01, -30, ...).", valueName: "date"))
  var from: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Export up to this day.", valueName: "date"))
  var to: String?

  @Option(help: ArgumentHelp("One row per entry or per day.", valueName: "entries|days"))
  var what: WhatChoice = .entries

  @Option(
    name: [.short, .long],
    help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "Add a column per micronutrient to the entries (not with --what days).")
  var nutrients = false

  /// The formats `export` writes.
  enum FormatChoice: String, ExpressibleByArgument, CaseIterable {
    case csv, json
  }

  /// What a row stands for.
  enum WhatChoice: String, ExpressibleByArgument, CaseIterable {
    case entries, days

    var kind: ExportTable.Kind { self == .entries ? .entries : .days }
  }

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let first = try CalendarFormat.date(option: "--from", from, today: today, terminal: terminal)
    let last = try CalendarFormat.date(option: "--to", to, today: today, terminal: terminal)
    if let first, let last, first > last {
      throw WorkspaceFailure.usage(
        "--from \(first) is after --to \(last)", hint: "Give the earlier day with --from.",
        terminal: terminal)
    }
    let result = try context.run { () throws(WorkspaceError) in
      try context.workspace.history.export(
        what.kind, from: first, to: last, nutrients: nutrients)
    }
    let text = format == .csv ? result.table.csv : result.table.json
    CalendarFormat.warn(filesWithErrors: result.filesWithErrors, terminal: terminal)
    guard let output else {
      terminal.write(text)
      return
    }
    // A byte-order mark is how spreadsheet apps tell UTF-8 CSV from their legacy encoding.
    let bytes = format == .csv ? "\u{FEFF}" + text : text
    do {
      try Data(bytes.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      throw WorkspaceFailure.usage(
        "cannot write \"\(output)\": \(error)",
        hint: "Check that the directory exists and can be written to.", terminal: terminal)
    }
    terminal.write(writtenMessage(result, to: output))
  }

  private func writtenMessage(_ result: ExportResult, to path: String) -> String {
    let rows = result.table.rows.count
    let noun =
      what == .entries
      ? Display.count(rows, "entry", "entries") : Display.count(rows, "day", "days")
    guard let from = result.from, let to = result.to else {
      return "Nothing is logged yet: wrote only the header to \(path).\n"
    }
    return "Wrote \(noun) from \(from) to \(to) to \(path).\n"
  }
}
