import ArgumentParser
import LarderWorkspace

/// `larder energy`: how much energy a person really burns, from what they logged and how
/// their weight moved, with its working shown (issue 21).
struct EnergyCommand: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "energy",
    abstract:
      "Estimate your daily energy expenditure from your intake and weight, with its working.",
    discussion: """
      Energy balance over the latest eight weeks (all the days there are, when fewer; \
      --window changes it): the average kcal of the counted days, minus 7,700 kcal per kg \
      times the slope of the straight line through the weigh-ins (each less the kcal the \
      days before it logged above the average, over 7,700), moved to the latest 14 days by \
      25 kcal a day per kg of weight change. Every step is printed, with a range of two \
      standard errors that widens with fewer weigh-ins and fewer counted days. A day without entries is left out, \
      not counted as zero, and so is a day under half the usual intake; write \
      `intake: complete`, `intake: fasted` or `intake: incomplete` in a day file to say \
      otherwise (FORMAT.md §4.6). It needs 7 counted days and 4 weigh-ins over 10 days. \
      Documentation/Energy.md explains each number and how accurate it is.

      With --weeks N, one estimate a week for the last N weeks, each over the window ending \
      on that week's last day, in a table with a chart of each week's range (● the \
      estimate). `larder goals suggest` turns the estimate into a calorie goal.

      Examples:
        larder energy
        larder energy --weeks 12
        larder energy --today 2026-10-01 --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("Estimates for this many weeks, one a week.", valueName: "count"))
  var weeks = 1

  @Option(
    help: ArgumentHelp("Days each estimate spans, 14 to 365.", valueName: "days"))
  var window = EnergyEstimate.defaultWindowDays

  @Flag(help: "Print the estimates and their working as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    guard weeks >= 1, weeks <= 1_000 else {
      throw WorkspaceFailure.usage(
        "--weeks \(weeks) is not a number of weeks", hint: "Give 1 to 1000, such as --weeks 12.",
        terminal: terminal)
    }
    guard window >= 14, window <= 365 else {
      throw WorkspaceFailure.usage(
        "--window \(window) is not a window", hint: "Give 14 to 365 days, such as --window 28.",
        terminal: terminal)
    }
    let overview = try context.run { () throws(WorkspaceError) in
      try context.workspace.bodyAndCare.energy(
        today: try context.today(), weeks: weeks, windowDays: window)
    }
    if json {
      terminal.write(EnergyJSON.render(overview))
    } else {
      terminal.write(
        EnergyText(overview: overview, terminal: terminal).render(width: terminal.width))
    }
    CalendarFormat.warn(filesWithErrors: overview.filesWithErrors, terminal: terminal)
  }
}
