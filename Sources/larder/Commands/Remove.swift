import ArgumentParser
import LarderWorkspace

/// `larder rm REF`: remove an entry.
struct Remove: LarderCommand {
  static let effect = CommandEffect.removes

  static let configuration = CommandConfiguration(
    commandName: "rm",
    abstract: "Remove an entry (a recipe with its + component lines).",
    discussion: """
      REF is the reference `larder day` shows beside each entry (3f2a), for another day \
      qualified by its date (yesterday:3f2a). It stays valid when other lines are edited by \
      hand. A meal slot left empty goes too. The removal shows the line and the day's totals \
      before → after, asks on a terminal (--yes skips the question; elsewhere --yes is \
      needed), and is one commit, which `larder undo` takes back.

      Examples:
        larder rm e258
        larder rm yesterday:d26b --yes

      Exit status: 0 removed, 1 refused or not confirmed, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The entry's REF, as `larder day` shows it.")
  var reference: String

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    try LogRun.run(
      context, options: options, today: today, question: "Remove it?", defaultYes: false,
      removes: true
    ) { () throws(LogError) in
      try context.workspace.logging.prepareRemove(reference: reference, today: today)
    }
  }
}
