import ArgumentParser
import LarderWorkspace

/// `larder copy FROM TO`: copy a day's meals, or one meal, to another day.
struct Copy: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "copy",
    abstract: "Copy a day's meals, or one meal, to another day.",
    discussion: """
      FROM is a day (yesterday, 2026-11-20, -2) or one meal of it (yesterday:breakfast); TO \
      is a day, or with a meal FROM also a meal (today:lunch). The entries keep their times, \
      snapshots and comments and go into the same slots, in time order among what is there; \
      activity and notes are not copied. TO may not be in the future. The copy shows the \
      items and the day's totals before → after, asks on a terminal, and is one commit.

      Examples:
        larder copy yesterday today
        larder copy yesterday:breakfast today
        larder copy 2026-11-19:lunch today:dinner --yes

      Exit status: 0 copied, 1 refused or not confirmed, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The day or day:meal to copy from.")
  var from: String

  @Argument(help: "The day (or day:meal) to copy to.")
  var to: String

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    try LogRun.run(
      context, options: options, today: today, question: "Copy them?", defaultYes: true
    ) { () throws(LogError) in
      try context.workspace.logging.prepareCopy(from: from, to: to, today: today)
    }
  }
}
