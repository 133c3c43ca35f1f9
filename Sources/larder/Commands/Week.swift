import ArgumentParser
import LarderWorkspace

/// `larder week [DATE]`: the seven days holding a date (seed 002 user story 9).
struct WeekCommand: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "week",
    abstract: "Show a week: each day's calories, macros, goal status and score, and averages.",
    discussion: """
      One row per day of the week holding DATE (the week starts on the week start of \
      larder.yaml): kcal against the goal in force that day, protein, carbs and fat, the \
      status (✓ met within 5 %, ~ close within 10 %, ▲ over, ▼ under, • no goal) and the \
      daily score. Under the rows: the average kcal per logged day ("Avg: 1,850 kcal/day"), \
      on how many of the days judged the goal was met ("Goal met: 5/7 days"), average macros \
      against their goals, and how each food group did over the week. Days without entries \
      are left out of averages rather than counted as zero. Only the week's seven day files \
      are read.

      Examples:
        larder week
        larder week last monday
        larder week 2026-11-02
        larder week -7 --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  // `.allUnrecognized` lets `-7` through as a date instead of an unknown option.
  @Argument(
    parsing: .allUnrecognized,
    help: "A day of the week (default today): 2026-11-21, yesterday, -7, monday, last monday.")
  var date: [String] = []

  @Flag(help: "Print the week as JSON, for scripts.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    if let option = date.first(where: { $0.hasPrefix("--") }) {
      throw WorkspaceFailure.usage(
        "unknown option \"\(option)\"", hint: "See `larder week --help`.", terminal: terminal)
    }
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let text = date.joined(separator: " ")
    guard text.isEmpty || DateExpression(text) != nil else {
      throw WorkspaceFailure.usage(
        "\"\(text)\" is not a date",
        hint: "Write 2026-11-21, today, yesterday, -7, monday or last monday.",
        terminal: terminal)
    }
    let day = DateExpression(text)?.resolve(today: today) ?? today
    let history = try context.run { () throws(WorkspaceError) in
      try context.workspace.history.week(containing: day, today: today)
    }
    if json {
      terminal.write(WeekJSON.render(history))
    } else {
      terminal.write(WeekText(history: history, terminal: terminal).render())
    }
    CalendarFormat.warn(filesWithErrors: history.filesWithErrors, terminal: terminal)
  }
}
