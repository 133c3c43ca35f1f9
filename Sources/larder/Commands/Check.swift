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

      Examples:
        larder check
        larder check log/2026/11/2026-11-20.yaml
        larder check --strict --json

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

  @Argument(help: "Files to report on (default: the whole journal).")
  var paths: [String] = []

  func run() throws {
    let context = try CommandContext(global)
    let result = try context.run { () throws(WorkspaceError) in
      let relative = try context.relativePaths(paths)
      return try context.workspace.journal.check(
        paths: relative, today: try context.today(), strict: strict, ignoring: Set(ignored))
    }
    if json {
      context.terminal.write(DiagnosticJSON.render(result))
    } else {
      context.terminal.write(DiagnosticText.render(result, terminal: context.terminal))
    }
    if result.errorCount > 0 { throw ExitCode(1) }
  }
}
