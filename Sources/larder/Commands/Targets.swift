import ArgumentParser
import LarderWorkspace

/// `larder targets`: the food-group categories, their targets and today's adherence.
struct Targets: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "targets",
    abstract: "Show the food groups and their targets, or change them.",
    discussion: """
      Categories live in categories.yaml (the nine defaults apply without it; the first \
      change writes them out). A target is `exactly 3` (met within ±0.1), `at least 3`, \
      `at most 1` or a range `1 to 2`. Every change keeps the file's comments and layout and \
      is one commit.

      Examples:
        larder targets
        larder targets set vegetables "at least 4"
        larder targets disable fruit
        larder targets add Legumes --target "at least 1" --after vegetables
        larder targets rename treats indulgences
        larder targets move sports --to 1
        larder targets remove treats --move-to "oils / fats / nuts"
      """,
    subcommands: [
      TargetsShow.self, TargetsSet.self, TargetsEnable.self, TargetsDisable.self,
      TargetsAdd.self, TargetsRename.self, TargetsMove.self, TargetsRemove.self,
    ],
    defaultSubcommand: TargetsShow.self)
}

/// `larder targets show [DATE]`.
struct TargetsShow: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "List the categories with their targets and a day's adherence.",
    discussion: """
      Examples:
        larder targets
        larder targets show yesterday
        larder targets show --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The day to judge (default today).", valueName: "date"))
  var date: [String] = []

  @Flag(help: "Print the categories as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let overview = try DayArgument.overview(date, command: "targets show", context: context)
    let terminal = context.terminal
    if json {
      terminal.write(TargetsJSON.render(overview))
    } else {
      terminal.write(TargetsText(terminal: terminal, width: terminal.width).render(overview))
    }
  }
}

/// `larder targets set NAME RULE`.
struct TargetsSet: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Set a category's target.",
    discussion: """
      Examples:
        larder targets set vegetables "at least 4"
        larder targets set dairy exactly 2
        larder targets set "unsweetened drinks" 1.5 to 2.5

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The category.")
  var name: String

  @Argument(help: "The target: exactly 3, at least 3, at most 1, 1 to 2.")
  var rule: [String]

  @OptionGroup var options: WriteOptions

  func run() throws {
    try TargetsChange.run(global, name, .target(rule.joined(separator: " ")), options: options)
  }
}

/// `larder targets enable NAME`.
struct TargetsEnable: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "enable", abstract: "Judge a disabled category again.",
    discussion: "Example:\n  larder targets enable fruit")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The category.")
  var name: String

  @OptionGroup var options: WriteOptions

  func run() throws { try TargetsChange.run(global, name, .enable, options: options) }
}

/// `larder targets disable NAME`.
struct TargetsDisable: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "disable",
    abstract: "Keep a category but stop judging it (score and on-target count).",
    discussion: "Example:\n  larder targets disable fruit")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The category.")
  var name: String

  @OptionGroup var options: WriteOptions

  func run() throws { try TargetsChange.run(global, name, .disable, options: options) }
}

/// `larder targets add NAME --unit UNIT --target RULE`.
struct TargetsAdd: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a category.",
    discussion: """
      The unit is one of units.yaml (portions, L, min by default). Without a place the \
      category goes last.

      Examples:
        larder targets add "Nuts and Seeds" --unit portions --target "at most 1"
        larder targets add Legumes --target "at least 1" --after vegetables

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The new category's name.")
  var name: String

  @Option(help: "Its unit: portions, L, min or another of units.yaml.")
  var unit = "portions"

  @Option(help: "Its target: exactly 3, at least 3, at most 1, 1 to 2.")
  var target: String

  @OptionGroup var place: PositionOptions

  @OptionGroup var options: WriteOptions

  func run() throws {
    let position = try place.position(terminal: Terminal(choice: global.color))
    try TargetsChange.run(
      global, name, .add(unit: unit, target: target, position: position), options: options)
  }
}

/// `larder targets rename OLD NEW`.
struct TargetsRename: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "rename",
    abstract: "Rename a category everywhere it is named.",
    discussion: """
      Renames it in categories.yaml, its compensation rules, the portions of every day file \
      and the foods of the library, with minimal edits, in one commit. A name that a food, \
      recipe or alias already has is refused: entries such as "NEW 2 portions" would mean \
      that food and stop counting toward the category.

      Example:
        larder targets rename treats indulgences

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The category.")
  var name: String

  @Argument(help: "Its new name.")
  var newName: String

  @OptionGroup var options: WriteOptions

  func run() throws { try TargetsChange.run(global, name, .rename(newName), options: options) }
}

/// `larder targets move NAME --to N` (alias `reorder`).
struct TargetsMove: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "move",
    abstract: "Move a category in the display order.",
    discussion: """
      Examples:
        larder targets move sports --to 1
        larder targets reorder fruit --after vegetables

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """,
    aliases: ["reorder"])

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The category.")
  var name: String

  @OptionGroup var place: PositionOptions

  @OptionGroup var options: WriteOptions

  func run() throws {
    let position = try place.requiredPosition(
      moving: name, terminal: Terminal(choice: global.color))
    try TargetsChange.run(global, name, .move(position), options: options)
  }
}

/// `larder targets remove NAME [--move-to OTHER]`.
struct TargetsRemove: LarderCommand {
  static let effect = CommandEffect.removes

  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove a category no entry uses, or move its entries to another first.",
    discussion: """
      Refused while entries or foods count toward the category, unless --move-to names a \
      category of the same unit: then every reference moves there, in one commit. To keep \
      the history as it is, disable the category instead. On a terminal it shows the change \
      and asks; elsewhere give --yes.

      Examples:
        larder targets remove treats
        larder targets remove treats --move-to "oils / fats / nuts"

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The category.")
  var name: String

  @Option(help: ArgumentHelp("Move its entries and foods to this category.", valueName: "name"))
  var moveTo: String?

  @OptionGroup var options: WriteOptions

  func run() throws {
    try TargetsChange.run(global, name, .remove(moveTo: moveTo), options: options)
  }
}

/// Runs one category change and reports it.
enum TargetsChange {
  static func run(
    _ global: GlobalOptions, _ name: String, _ edit: CategoryEdit, options: WriteOptions
  ) throws {
    let question: String? = if case .remove = edit { "Remove \"\(name)\"?" } else { nil }
    try PlanChangeOutput.perform(global, options: options, asking: question) {
      workspace throws(PlanChangeError) in
      try workspace.plan.changeCategory(name, edit, noCommit: options.noCommit)
    }
  }
}

/// Where a new or moved category or meal slot goes.
struct PositionOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Put it at this place, 1 being the first.", valueName: "n"))
  var to: Int?

  @Option(help: ArgumentHelp("Put it just before this one.", valueName: "name"))
  var before: String?

  @Option(help: ArgumentHelp("Put it just after this one.", valueName: "name"))
  var after: String?

  /// The place asked for; more than one is a usage error.
  func position(terminal: Terminal) throws -> PlanPosition? {
    let given = [
      to.map(PlanPosition.at), before.map(PlanPosition.before), after.map(PlanPosition.after),
    ]
    .compactMap { $0 }
    guard given.count <= 1 else {
      throw WorkspaceFailure.usage(
        "--to, --before and --after cannot be combined", hint: "Give one of them.",
        terminal: terminal)
    }
    return given.first
  }

  /// The place asked for by a move of `name`, which must name one.
  func requiredPosition(moving name: String, terminal: Terminal) throws -> PlanPosition {
    guard let position = try position(terminal: terminal) else {
      throw WorkspaceFailure.usage(
        "where should \"\(name)\" go?", hint: "Give --to N, --before NAME or --after NAME.",
        terminal: terminal)
    }
    return position
  }
}
