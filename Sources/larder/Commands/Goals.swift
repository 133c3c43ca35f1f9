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
        larder goals suggest
      """,
    subcommands: [GoalsShow.self, GoalsSet.self, GoalsSuggest.self],
    defaultSubcommand: GoalsShow.self)
}

/// `larder goals show`.
struct GoalsShow: LarderCommand {
  static let effect = CommandEffect.reads

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
struct GoalsSet: LarderCommand {
  static let effect = CommandEffect.writes

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

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
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
    parsing: .unconditional,
    help: ArgumentHelp(
      "The first day of the goal (default today): 2026-12-01, monday, -3.", valueName: "date"))
  var from: String?

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
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
      try context.workspace.plan.setGoal(request, noCommit: options.noCommit)
    }
    PlanChangeOutput.write(change, options: options, terminal: terminal)
  }
}

/// `larder goals suggest`.
struct GoalsSuggest: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "suggest",
    abstract: "Suggest a calorie goal from your energy expenditure and target weight.",
    discussion: """
      Starts from the expenditure `larder energy` estimates and adds the energy of the weekly \
      change that reaches the profile's target weight by its date: goal = expenditure + \
      7,700 kcal/kg × weekly change ÷ 7. The change is held to 1 % of body weight a week, \
      and to a quarter of what remains to the target, so the last kilograms come off \
      gently; without a target date (or past it) that limit is the pace. Within 0.5 kg of \
      the target, or without one, the goal is to maintain. The goal is rounded to 10 kcal \
      and never under 1,200 kcal. Every number is printed; nothing is written unless \
      --apply is given, which sets the goal from today (or --from) as `larder goals set \
      --kcal` does, keeping the macros of the goal in force.

      Examples:
        larder goals suggest
        larder goals suggest --apply
        larder goals suggest --apply --from monday --no-commit
        larder goals suggest --json

      Exit status: 0 ok (or written), 1 no estimate to apply or refused, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Write the suggested goal into larder.yaml and commit it.")
  var apply = false

  @Option(
    help: ArgumentHelp(
      "With --apply, the first day of the goal (default today): 2026-12-01, monday.",
      valueName: "date"))
  var from: String?

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let terminal = context.terminal
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let start = try context.run { () throws(WorkspaceError) in
      try DayArgument.date(from, today: today)
    }
    let proposal = try context.run { () throws(WorkspaceError) in
      try context.workspace.plan.suggestGoal(today: today)
    }
    if options.json {
      terminal.write(GoalSuggestionJSON.render(proposal))
    } else {
      terminal.write(
        GoalSuggestionText(proposal: proposal, terminal: terminal, applying: apply).render())
    }
    CalendarFormat.warn(filesWithErrors: proposal.energy.filesWithErrors, terminal: terminal)
    guard apply else { return }
    guard let suggestion = proposal.suggestion else {
      throw WorkspaceFailure.write(
        "there is no estimate to set a goal from, so nothing was written",
        hint: "Log a week of meals and four weigh-ins over ten days, then try again.",
        status: 1, terminal: terminal)
    }
    let request = GoalRequest(kcal: suggestion.kcal, kind: suggestion.kind, from: start)
    let change = try PlanChangeOutput.run(terminal) { () throws(PlanChangeError) in
      try context.workspace.plan.setGoal(request, noCommit: options.noCommit)
    }
    // With --json the suggestion above is the output; the goal set is in it.
    if !options.json { PlanChangeOutput.write(change, options: options, terminal: terminal) }
  }
}
