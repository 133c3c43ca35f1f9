import ArgumentParser
import LarderWorkspace

/// `larder edit REF`: change an entry's amount, time, meal or note.
struct Edit: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Change the amount, time, meal slot or note of an entry.",
    discussion: """
      REF is the reference `larder day` and `larder search` show beside each entry (3f2a), \
      for another day qualified by its date (yesterday:3f2a, 2026-11-19:3f2a) or given with \
      --date. It is made from the line's own words, so it stays valid when other lines are \
      edited by hand; a new amount or time gives the entry a new REF, which is printed \
      (`REF 7ceb (was 3f2a)`; in --json, `reference` and `previous_reference`).

      A new amount resolves the entry again (its snapshot, portions and a recipe's component \
      lines); free text and activity keep their nutrition, scaled. A bare number keeps the \
      unit. The line keeps its place unless --meal moves it; everything else in the file is \
      left as it was. The change shows the line before and after and the day's totals, then \
      is one commit.

      Examples:
        larder edit e258 --amount 200
        larder edit af7e --amount "1 cup"
        larder edit yesterday:d26b --time 13:15 --meal lunch
        larder edit 24a3 --date -3 --amount 150
        larder edit e258 --note "from the canteen"
        larder edit e258 --note ""          remove the note

      Exit status: 0 written, 1 refused or not confirmed, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The entry's REF, as `larder day` shows it.")
  var reference: String

  @Option(help: ArgumentHelp("The new amount: 200, 200 g, \"1 1/2 cups\".", valueName: "amount"))
  var amount: String?

  @Option(help: ArgumentHelp("The new time, HH:MM.", valueName: "time"))
  var time: String?

  @Option(help: ArgumentHelp("Move the entry to this meal slot.", valueName: "slot"))
  var meal: String?

  @Option(help: ArgumentHelp("The new note (\"\" removes it).", valueName: "text"))
  var note: String?

  // `.unconditional` takes `--date -3` as a date, not as an unknown option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The day whose entry REF names (default today): 2026-11-21, yesterday, -3.",
      valueName: "date"))
  var date: String?

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let request = EditRequest(
      reference: reference, amount: amount, time: time, meal: meal, note: note, date: date)
    try LogRun.run(
      context, options: options, today: today, question: "Save the change?", defaultYes: true
    ) { () throws(LogError) in
      try context.workspace.logging.prepareEdit(request, today: today)
    }
  }
}
