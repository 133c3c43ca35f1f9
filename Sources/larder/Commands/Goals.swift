import ArgumentParser
import LarderWorkspace

/// `larder goals`: the dated calorie and macronutrient goals.
struct Goals: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "goals",
    abstract: "Show the goal in force and its history, or set a new dated goal.",
    discussion: """
      Goals live in larder.yaml, each from its date until the next one, so a past day is \
      always judged by the goal that was in force that day.

      Examples:
        larder goals
        larder goals set --kcal 2000 --protein 150 --carbs 200 --fat 65 --type deficit
        larder goals set --protein 160 --from monday
      """,
    subcommands: [GoalsShow.self, GoalsSet.self],
    defaultSubcommand: GoalsShow.self)
}

/// `larder goals show`.
struct GoalsShow: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show the goal in force today, the ones to come and the history.",
    discussion: """
      Examples:
        larder goals
        larder goals show --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print the goals as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let overview = try context.run { () throws(WorkspaceError) in
      try context.workspace.plan.goals(today: try context.today())
    }
    let terminal = context.terminal
    if overview.hasErrors {
      terminal.writeError(
        terminal.style("warning:", .boldYellow)
          + " larder.yaml has errors, so some goals may be missing\n"
          + "  hint: Run `larder check larder.yaml` to see them.\n")
    }
    if json {
      terminal.write(GoalsJSON.render(overview))
    } else {
      terminal.write(GoalsText(terminal: terminal, width: terminal.width).render(overview))
    }
  }
}

/// `larder goals set`.
struct GoalsSet: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Set a goal from a date (today by default).",
    discussion: """
      Writes one line under `goals:` in larder.yaml, in date order, and commits it. Values \
      left out keep those of the goal in force on that date, so `--protein 160` changes \
      protein alone. The calorie goal must be within 500–5,000 kcal; protein, carbs and fat \
      in grams must be above 0. When their energy (4·P + 4·C + 9·F) is more than 10 % off \
      the calorie goal, the goal is written with a warning.

      Examples:
        larder goals set --kcal 2000 --protein 150 --carbs 200 --fat 65 --type deficit
        larder goals set --kcal 2200 --from 2026-12-01
        larder goals set --fat 70 --no-commit

      Exit status: 0 written, 2 refused (nothing written), usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(help: "Daily energy in kcal, 500–5,000.")
  var kcal: Double?

  @Option(help: ArgumentHelp("Daily protein in grams.", valueName: "grams"))
  var protein: Double?

  @Option(help: ArgumentHelp("Daily carbohydrates in grams.", valueName: "grams"))
  var carbs: Double?

  @Option(help: ArgumentHelp("Daily fat in grams.", valueName: "grams"))
  var fat: Double?

  @Option(help: ArgumentHelp("deficit, maintenance or surplus.", valueName: "type"))
  var type: String?

  @Option(
    help: ArgumentHelp(
      "The first day of the goal (default today): 2026-12-01, monday, -3.", valueName: "date"))
  var from: String?

  @Flag(help: "Write larder.yaml but do not commit.")
  var noCommit = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    var kind: Goal.Kind?
    if let type {
      guard let parsed = Goal.Kind(rawValue: type.lowercased()) else {
        throw WorkspaceFailure.usage(
          "\"\(type)\" is not a kind of goal", hint: "Write deficit, maintenance or surplus.",
          terminal: terminal)
      }
      kind = parsed
    }
    let start = try context.run { () throws(WorkspaceError) in
      try DayArgument.date(from, today: try context.today())
    }
    let request = GoalRequest(
      kcal: kcal, protein: protein, carbs: carbs, fat: fat, kind: kind, from: start)
    let change = try PlanChangeOutput.run(terminal) { () throws(PlanChangeError) in
      try context.workspace.plan.setGoal(request, noCommit: noCommit)
    }
    PlanChangeOutput.write(change, terminal: terminal)
  }
}
