import ArgumentParser
import LarderWorkspace

/// `larder meals`: the meal slots and their time windows.
struct Meals: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "meals",
    abstract: "Show the meal slots and their windows, or change them.",
    discussion: """
      Slots live in meals.yaml (seven defaults apply without it; the first change writes \
      them out). A new entry goes to the first slot, in order, whose window holds its time \
      and that is not manual. Renaming or removing a slot rewrites the keys of every day \
      file that uses it, with minimal edits, in one commit.

      Examples:
        larder meals
        larder meals add Pre-workout --window 16:00-18:00 --manual --after "afternoon snack"
        larder meals rename "late night" "evening snack"
        larder meals window dinner 17:30-21:30
        larder meals manual brunch
        larder meals move brunch --to 2
        larder meals remove brunch --move-to lunch
      """,
    subcommands: [
      MealsShow.self, MealsAdd.self, MealsRename.self, MealsMove.self, MealsWindow.self,
      MealsManual.self, MealsRemove.self,
    ],
    defaultSubcommand: MealsShow.self)
}

/// `larder meals show`.
struct MealsShow: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "List the meal slots with their windows.",
    discussion: """
      Examples:
        larder meals
        larder meals show --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print the slots as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let overview = try context.run { () throws(WorkspaceError) in try context.workspace.plan.meals()
    }
    let terminal = context.terminal
    if overview.hasErrors {
      terminal.writeError(
        terminal.style("warning:", .boldYellow)
          + " meals.yaml has errors, so some slots may be missing\n"
          + "  hint: Run `larder check meals.yaml` to see them.\n")
    }
    terminal.write(
      json
        ? MealsJSON.render(overview)
        : MealsText(terminal: terminal, width: terminal.width).render(overview))
  }
}

/// `larder meals add NAME`.
struct MealsAdd: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Add a meal slot.",
    discussion: """
      Examples:
        larder meals add "Pre-workout" --window 16:00-17:00
        larder meals add Pre-workout --window 16:00-18:00 --manual --after "afternoon snack"

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The new slot's name.")
  var name: String

  @Option(help: ArgumentHelp("Its time window, such as 10:00-13:00.", valueName: "window"))
  var window: String?

  @Flag(help: "Leave it out of automatic selection.")
  var manual = false

  @OptionGroup var place: PositionOptions

  @OptionGroup var options: WriteOptions

  func run() throws {
    let position = try place.position(terminal: Terminal(choice: global.color))
    try MealsChange.run(
      global, name, .add(window: window, manual: manual, position: position), options: options)
  }
}

/// `larder meals rename OLD NEW`.
struct MealsRename: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "rename", abstract: "Rename a meal slot, in meals.yaml and every day file.",
    discussion: """
      Example:
        larder meals rename "late night" "evening snack"

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The slot.")
  var name: String

  @Argument(help: "Its new name.")
  var newName: String

  @OptionGroup var options: WriteOptions

  func run() throws { try MealsChange.run(global, name, .rename(newName), options: options) }
}

/// `larder meals move NAME --to N` (alias `reorder`).
struct MealsMove: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "move", abstract: "Move a meal slot in the display order.",
    discussion: """
      Examples:
        larder meals move brunch --to 2
        larder meals reorder brunch --after breakfast

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """,
    aliases: ["reorder"])

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The slot.")
  var name: String

  @OptionGroup var place: PositionOptions

  @OptionGroup var options: WriteOptions

  func run() throws {
    let position = try place.requiredPosition(
      moving: name, terminal: Terminal(choice: global.color))
    try MealsChange.run(global, name, .move(position), options: options)
  }
}

/// `larder meals window NAME WINDOW`.
struct MealsWindow: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "window", abstract: "Set a meal slot's time window.",
    discussion: """
      The end is exclusive, may be 24:00, and may wrap past midnight (21:00-01:00).

      Examples:
        larder meals window dinner 17:30-21:30
        larder meals window "late night" 21:00-01:00

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The slot.")
  var name: String

  @Argument(help: "The window, such as 17:30-21:30.")
  var window: String

  @OptionGroup var options: WriteOptions

  func run() throws { try MealsChange.run(global, name, .window(window), options: options) }
}

/// `larder meals manual NAME [--off]`.
struct MealsManual: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "manual",
    abstract: "Leave a meal slot out of automatic selection (or, with --off, put it back).",
    discussion: """
      A manual slot is only used when named, as in `larder add --meal brunch …`.

      Examples:
        larder meals manual brunch
        larder meals manual brunch --off

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The slot.")
  var name: String

  @Flag(help: "Choose the slot automatically again.")
  var off = false

  @OptionGroup var options: WriteOptions

  func run() throws { try MealsChange.run(global, name, .manual(!off), options: options) }
}

/// `larder meals remove NAME [--move-to SLOT]`.
struct MealsRemove: LarderCommand {
  static let effect = CommandEffect.removes

  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: "Remove a meal slot no day uses, or move its entries first.",
    discussion: """
      Refused while day files have entries under the slot, unless --move-to names another \
      slot: then each day's entries move there (to the end of that slot's list when the day \
      has one), in one commit. On a terminal it shows the change and asks; elsewhere give \
      --yes.

      Examples:
        larder meals remove brunch
        larder meals remove brunch --move-to lunch

      Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The slot.")
  var name: String

  @Option(help: ArgumentHelp("Move its entries to this slot.", valueName: "slot"))
  var moveTo: String?

  @OptionGroup var options: WriteOptions

  func run() throws {
    try MealsChange.run(global, name, .remove(moveTo: moveTo), options: options)
  }
}

/// Runs one meal-slot change and reports it.
enum MealsChange {
  static func run(
    _ global: GlobalOptions, _ name: String, _ edit: MealSlotEdit, options: WriteOptions
  ) throws {
    let question: String? = if case .remove = edit { "Remove \"\(name)\"?" } else { nil }
    try PlanChangeOutput.perform(global, options: options, asking: question) {
      workspace throws(PlanChangeError) in
      try workspace.plan.changeMealSlot(name, edit, noCommit: options.noCommit)
    }
  }
}
