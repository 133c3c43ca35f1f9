import ArgumentParser
import LarderWorkspace

/// `larder search TEXT`: every entry ever logged that matches (seed 002 user story 10).
struct SearchCommand: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find every entry whose food, alias, free text or comment matches TEXT.",
    discussion: """
      Looks through every day file, newest first, ignoring case and accents (creme finds \
      crème fraîche). An entry matches when TEXT is part of the food, recipe or category it \
      names, of another name or alias of that food in the library (porridge finds entries \
      logged as oats when both name one food), of its free text, or of its comment. \
      Components of recipes eaten are searched too. Each match shows its date, meal, time, \
      amount, kcal and REF, which `larder edit` and `larder rm` take (qualified by its date, \
      2026-11-20:3f2a, unless it is today's); a summary says on how many days it was eaten and when last. When \
      nothing matches, larder suggests similar names from the food library.

      Examples:
        larder search pizza
        larder search chicken breast --meal dinner
        larder search creme fraiche --from 2026-10-01 --to 2026-10-31
        larder search "with the club" --limit 5
        larder search oats --limit 0 --json

      Exit status: 0 ok (also when nothing matches), 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "What to look for; several words are searched as one text.")
  var text: [String]

  // `.unconditional` takes `--from -30` as a date, not as an unknown option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Search from this day on (2026-10-01, -30, ...).", valueName: "date"))
  var from: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Search up to this day.", valueName: "date"))
  var to: String?

  @Option(
    help: ArgumentHelp("Search only this meal slot (breakfast, dinner, ...).", valueName: "slot"))
  var meal: String?

  @Option(help: ArgumentHelp("List at most N matches, newest first; 0 lists all.", valueName: "n"))
  var limit = 50

  @Flag(help: "Print the matches as JSON, for scripts.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    let joined = text.joined(separator: " ")
    guard !Name.searchKey(joined).isEmpty else {
      throw WorkspaceFailure.usage(
        "nothing to search for", hint: "Give a word, such as `larder search pizza`.",
        terminal: terminal)
    }
    guard limit >= 0 else {
      throw WorkspaceFailure.usage(
        "--limit \(limit) is negative", hint: "Give a number of matches, or 0 for all of them.",
        terminal: terminal)
    }
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let first = try CalendarFormat.date(option: "--from", from, today: today, terminal: terminal)
    let last = try CalendarFormat.date(option: "--to", to, today: today, terminal: terminal)
    if let first, let last, first > last {
      throw WorkspaceFailure.usage(
        "--from \(first) is after --to \(last)", hint: "Give the earlier day with --from.",
        terminal: terminal)
    }
    var slot: Name?
    if let meal {
      let slots = try context.run { () throws(WorkspaceError) in
        try context.workspace.plan.mealSlots()
      }
      guard let known = slots.first(where: { $0.name == Name(meal) }) else {
        throw WorkspaceFailure.usage(
          "unknown meal slot \"\(meal)\"",
          hint: "Meal slots: \(slots.map(\.name.text).joined(separator: ", ")).",
          terminal: terminal)
      }
      slot = known.name
    }
    let query = SearchQuery(
      text: joined, from: first, to: last, meal: slot, limit: limit == 0 ? nil : limit)
    let result = try context.run { () throws(WorkspaceError) in
      try context.workspace.history.search(query)
    }
    if json {
      terminal.write(SearchJSON.render(result))
    } else {
      terminal.write(SearchText(result: result, terminal: terminal, today: today).render())
    }
    CalendarFormat.warn(filesWithErrors: result.filesWithErrors, terminal: terminal)
  }
}
