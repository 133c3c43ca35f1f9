import ArgumentParser
import LarderWorkspace

/// `larder edit REF`: change an entry's amount, time, meal or note.
struct Edit: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Change the amount, time, meal slot or note of an entry.",
    discussion: """
      REF is the reference `larder day` shows beside each entry (3f2a), for another day \
      qualified by its date (yesterday:3f2a, 2026-11-19:3f2a). It is made from the line's \
      own words, so it stays valid when other lines are edited by hand.

      A new amount resolves the entry again (its snapshot, portions and a recipe's component \
      lines); free text and activity keep their nutrition, scaled. A bare number keeps the \
      unit. The line keeps its place unless --meal moves it; everything else in the file is \
      left as it was. The change shows the line before and after and the day's totals, then \
      is one commit.

      Examples:
        larder edit 3f2a --amount 200
        larder edit 3f2a --amount "1 cup"
        larder edit yesterday:9c01 --time 13:15 --meal lunch
        larder edit 3f2a --note "from the canteen"
        larder edit 3f2a --note ""          remove the note

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

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let request = EditRequest(
      reference: reference, amount: amount, time: time, meal: meal, note: note)
    try LogRun.run(
      context, options: options, today: today, question: "Save the change?", defaultYes: true
    ) { () throws(LogError) in
      try context.workspace.logging.prepareEdit(request, today: today)
    }
  }
}
