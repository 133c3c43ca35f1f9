import ArgumentParser
import LarderWorkspace

/// `larder nutrients [DATE]`: every nutrient of a day or a period against the person's
/// Dietary Reference Intakes.
struct NutrientsCommand: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "nutrients",
    abstract: "Show every nutrient of a day or a period against its recommended intake.",
    discussion: """
      One line per nutrient (energy, macros, fats, minerals, vitamins and more): the amount \
      eaten, the share of the recommended intake (RDA, or AI where no RDA exists) for the \
      sex and age of the profile, from 1 year of age (`larder profile set sex female`, \
      `larder profile set born 1990-04-02`), and a warning above the upper level (UL, or \
      sodium's CDRR). Over a period the amounts are averages per logged day, and the upper \
      level is checked day by day. An entry whose snapshot and library food do not give a \
      nutrient leaves it unknown, never zero: each line says how many entries lacked it. \
      Targets, pregnancy and lactation can be set by date under `nutrient targets:` in \
      larder.yaml (FORMAT.md §4.1).

      Examples:
        larder nutrients
        larder nutrients yesterday
        larder nutrients --week
        larder nutrients --from 2026-11-01 --to 2026-11-21
        larder nutrients --from -30
        larder nutrients --week --top sodium
        larder nutrients --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  // `.allUnrecognized` lets `-7` through as a date instead of an unknown option.
  @Argument(
    parsing: .allUnrecognized,
    help: "The day (default today), or the last day of --week: 2026-11-21, yesterday, -7.")
  var date: [String] = []

  @Flag(help: "The seven days ending on DATE.")
  var week = false

  // `.unconditional` takes `--from -30` as a date, not as an unknown option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The first day of a period (2026-11-01, -30, ...).", valueName: "date"))
  var from: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The last day of a period (default today).", valueName: "date"))
  var to: String?

  @Option(help: "List the foods that gave the most of this nutrient, such as sodium or iron.")
  var top: String?

  @Flag(help: "Print the report as JSON, for scripts.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    if let option = date.first(where: { $0.hasPrefix("--") }) {
      throw WorkspaceFailure.usage(
        "unknown option \"\(option)\"", hint: "See `larder nutrients --help`.",
        terminal: terminal)
    }
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    func resolve(_ text: String) throws -> CalendarDate {
      guard let expression = DateExpression(text) else {
        throw WorkspaceFailure.usage(
          "\"\(text)\" is not a date",
          hint: "Write 2026-11-21, today, yesterday, -7, monday or last monday.",
          terminal: terminal)
      }
      return expression.resolve(today: today)
    }
    let text = date.joined(separator: " ")
    if (from != nil || to != nil) && (week || !text.isEmpty) {
      throw WorkspaceFailure.usage(
        "--from and --to name the period themselves",
        hint: "Leave out DATE and --week, or leave out --from and --to.", terminal: terminal)
    }
    let topNutrient = try top.map { word in
      guard let nutrient = Nutrient(word: word) else {
        throw WorkspaceFailure.usage(
          "\"\(word)\" is not a nutrient",
          hint: "Use one of " + Nutrient.allCases.map(\.word).joined(separator: ", ") + ".",
          terminal: terminal)
      }
      return nutrient
    }
    let last = try to.map(resolve) ?? (text.isEmpty ? today : try resolve(text))
    let first = try from.map(resolve) ?? (week ? last.adding(days: -6) : last)
    guard first <= last else {
      throw WorkspaceFailure.usage(
        "the period starts after it ends", hint: "Give --from a day on or before --to.",
        terminal: terminal)
    }
    guard first.days(to: last) < 3_660 else {
      throw WorkspaceFailure.usage(
        "the period is longer than ten years", hint: "Give a shorter period.",
        terminal: terminal)
    }
    let history = try context.run { () throws(WorkspaceError) in
      try context.workspace.history.nutrients(
        from: first, to: last, today: today, top: topNutrient)
    }
    if json {
      terminal.write(NutrientsJSON.render(history, today: today))
    } else {
      terminal.write(NutrientsText(history: history, today: today, terminal: terminal).render())
    }
    CalendarFormat.warn(filesWithErrors: history.filesWithErrors, terminal: terminal)
  }
}
