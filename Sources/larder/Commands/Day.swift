import ArgumentParser
import LarderWorkspace

/// `larder day [DATE]` (alias `larder today`): where the day stands.
struct DayCommand: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "day",
    abstract: "Show a day: calories, macros, food groups, the daily score and the entries.",
    discussion: """
      Shows the day's energy against the calorie goal in force that day (a bar, the percent \
      and what remains or how far over), protein, carbs and fat with their share of energy, \
      each enabled food group against its target (MISSING only when below it), the daily \
      score, and the entries, most recent first, each with the REF that `larder edit` and \
      `larder rm` take. Only the settings, plan, library and that one day file are read, so \
      it is as fast with ten years of history as with one day.

      Examples:
        larder today
        larder day yesterday
        larder day 2026-11-19 --by meal
        larder day --by category
        larder day --category vegetables
        larder day -2 --json

      Exit status: 0 ok, 2 usage or I/O error.
      """,
    aliases: ["today"])

  @OptionGroup var global: GlobalOptions

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The day (default today): 2026-11-21, yesterday, -3, monday, last monday.",
      valueName: "date"))
  var date: [String] = []

  @Option(
    help: ArgumentHelp(
      "List the entries by meal (with subtotals) or by category.", valueName: "grouping"))
  var by: Grouping?

  @Option(help: ArgumentHelp("Show only this category's items for the day.", valueName: "name"))
  var category: String?

  @Flag(help: "Print the day as JSON, for scripts.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Pretend the clock shows this time (HH:MM), for the notice before the day resets.",
      visibility: .hidden))
  var now: String?

  enum Grouping: String, ExpressibleByArgument, CaseIterable {
    case meal, category
  }

  func run() throws {
    let context = try CommandContext(global)
    try DayArgument.rejectOptions(date, command: "day", terminal: context.terminal)
    if let now, ClockTime(typed: now) == nil {
      throw WorkspaceFailure.usage(
        "--now \"\(now)\" is not a time", hint: "Write it like 23:50.", terminal: context.terminal)
    }
    if by != nil, category != nil {
      throw WorkspaceFailure.usage(
        "--by and --category cannot be used together",
        hint: "Use --by category to see every category's items.", terminal: context.terminal)
    }
    let overview = try context.run { () throws(WorkspaceError) in
      let today = try context.today()
      return try context.workspace.logging.day(
        try DayArgument.date(date, today: today), today: today, now: DayArgument.now(now, context))
    }
    let terminal = context.terminal
    DayArgument.warn(filesWithErrors: overview.filesWithErrors, terminal: terminal)
    var selected: CategoryAdherence?
    if let category {
      selected = try DayArgument.category(category, in: overview.report, terminal: terminal)
    }
    if json {
      terminal.write(DayJSON.render(overview, category: selected))
      return
    }
    let text = DayText(overview: overview, terminal: terminal, width: terminal.width)
    if let selected {
      terminal.write(text.render(category: selected))
    } else {
      var output = terminal.chunkedOutput
      text.write(
        listing: by == .meal ? .byMeal : by == .category ? .byCategory : .recent, to: &output)
      output.flush()
    }
  }
}

/// Reading the arguments the day commands share.
enum DayArgument {
  /// The day a date argument names, today when there is none.
  static func date(_ text: String?, today: CalendarDate) throws(WorkspaceError) -> CalendarDate {
    try date(text.map { [$0] } ?? [], today: today)
  }

  /// The day the date words name (`-3`, `last monday`), today when there are none.
  static func date(_ words: [String], today: CalendarDate) throws(WorkspaceError)
    -> CalendarDate
  {
    guard !words.isEmpty else { return today }
    return try Workspace.date(words.joined(separator: " "), today: today)
  }

  /// Refuses a word of the date that is an option this command does not have: the date
  /// takes what the parser leaves, so that `-3` reads as a date.
  static func rejectOptions(_ words: [String], command: String, terminal: Terminal) throws {
    let option = words.first { $0.hasPrefix("--") || ($0.hasPrefix("-") && Int($0) == nil) }
    guard let option else { return }
    throw WorkspaceFailure.usage(
      "unknown option \"\(option)\"", hint: "See `larder \(command) --help`.", terminal: terminal)
  }

  /// The day the date words name, for the commands that show one (`score`, `targets show`):
  /// refuses an option the command does not have, then warns of files read with errors.
  static func overview(_ words: [String], command: String, context: CommandContext) throws
    -> DayOverview
  {
    try rejectOptions(words, command: command, terminal: context.terminal)
    let overview = try context.run { () throws(WorkspaceError) in
      let today = try context.today()
      return try context.workspace.logging.day(try date(words, today: today), today: today)
    }
    warn(filesWithErrors: overview.filesWithErrors, terminal: context.terminal)
    return overview
  }

  /// Says on standard error which files read have errors that may make the report wrong.
  static func warn(filesWithErrors: [(path: String, errors: Int)], terminal: Terminal) {
    for file in filesWithErrors {
      terminal.writeError(
        terminal.style("warning:", .boldYellow) + " \(file.path) has "
          + Display.count(file.errors, "error", "errors")
          + ", so this day may be incomplete\n  hint: Run `larder check \(file.path)` to see them.\n"
      )
    }
  }

  /// The wall clock's time of day for the reset notice: `--now`, else the command's clock
  /// unless `--today` pretends another day.
  static func now(_ text: String?, _ context: CommandContext) -> ClockTime? {
    if let text { return ClockTime(typed: text) }
    return context.global.today == nil ? context.clock.local.time : nil
  }

  /// The enabled or disabled category named `name`, or exit 2 with the names there are.
  static func category(
    _ name: String, in report: DayReport, terminal: Terminal
  ) throws -> CategoryAdherence {
    if let row = report.categories.first(where: { $0.category.name == Name(name) }) { return row }
    let names = report.categories.map(\.category.name.text)
    throw WorkspaceFailure.usage(
      "unknown category \"\(name)\"", hint: "Categories: \(names.joined(separator: ", ")).",
      terminal: terminal)
  }
}
