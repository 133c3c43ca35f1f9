import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder check`: every problem in the journal, in one run.
struct Check: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report every problem in the journal, sorted by file and line.",
    discussion: """
      Reads every file: syntax, unknown foods and units, dates, goals, targets, recipes. \
      Each problem shows file:line:column, the line with a caret, and a hint.

      A check of the whole journal also notes what an edit of foods/ not yet committed \
      changes in the days logged: each food or recipe whose nutrients changed, old → new, \
      and the days whose totals change with it (a snapshot freezes energy and macros; the \
      other nutrients come from today's library). --since compares with an older commit. \
      A note is information: it never changes the exit status.

      Examples:
        larder check
        larder check log/2026/11/2026-11-20.yaml
        larder check --strict --json
        larder check --since HEAD~3 --verbose

      Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(help: "Print the problems as JSON, for editors and scripts.")
  var json = false

  @Option(
    name: .customLong("ignore"),
    help: ArgumentHelp("Leave out warnings with this id (repeatable).", valueName: "id"))
  var ignored: [String] = []

  @Option(
    help: ArgumentHelp(
      "Note what the library's edits since this commit, or the last one made on or before "
        + "this date, change in the days logged (default: the last commit).", valueName: "rev"))
  var since: String?

  @Flag(name: .shortAndLong, help: "List every day a library edit changes, not only a few.")
  var verbose = false

  @Argument(help: "Files to report on (default: the whole journal).")
  var paths: [String] = []

  func validate() throws {
    if since != nil, !paths.isEmpty {
      throw ValidationError("--since looks at every day: leave out the files.")
    }
  }

  func run() throws {
    let context = try CommandContext(global, refusesNewerFormat: false)
    let result = try context.run { () throws(WorkspaceError) in
      let relative = try context.relativePaths(paths)
      return try context.workspace.journal.check(
        paths: relative, today: try context.today(), strict: strict, ignoring: Set(ignored),
        library: since.map { .revision($0) } ?? .lastCommit)
    }
    if json {
      context.terminal.write(DiagnosticJSON.render(result))
    } else {
      context.terminal.write(
        DiagnosticText.render(result, terminal: context.terminal, verbose: verbose))
    }
    if result.errorCount > 0 { throw ExitCode(1) }
  }
}
