import ArgumentParser
import LarderWorkspace

/// `larder commit`: validate the journal, then commit its hand edits.
struct Commit: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "commit",
    abstract: "Check the journal, then commit your hand edits to its files.",
    discussion: """
      Reads the whole journal as `larder check` does. With no errors, commits every journal \
      file you added, changed or deleted by hand in one commit, whose message lists the days \
      and files, such as "edit 2026-11-20, 2026-11-21; foods/common.yaml". With errors, \
      prints them and commits nothing, unless --force. --dry-run lists the files it would \
      commit; --no-commit is refused, as committing is all it does. An edit of foods/ gets \
      the notes of `larder check`: the days whose totals it changes.

      Examples:
        larder commit
        larder commit -m "fix Tuesday's lunch"
        larder commit --force

      Exit status: 0 committed or nothing to commit, 1 errors in the journal, 2 usage or I/O \
      error.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(name: [.short, .customLong("message")], help: "The commit message.")
  var message: String?

  @Flag(help: "Commit even when the journal has errors.")
  var force = false

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    if options.noCommit {
      throw WorkspaceFailure.usage(
        "larder commit only commits, so --no-commit leaves it nothing to do",
        hint: "Leave out --no-commit; --dry-run lists what would be committed.",
        terminal: context.terminal)
    }
    if let message, message.allSatisfy(\.isWhitespace) {
      throw WorkspaceFailure.usage(
        "the commit message is empty", hint: "Leave out -m for a message that lists the changes.",
        terminal: context.terminal)
    }
    let result = try context.run { () throws(WorkspaceError) in
      try context.workspace.journal.commitHandEdits(
        message: message, force: force, today: try context.today())
    }
    if options.json {
      context.terminal.write(JSONOutput.encode(CommitJSON(result)))
    } else if result.isRefused {
      context.terminal.write(DiagnosticText.render(result.check, terminal: context.terminal))
      context.terminal.writeError(
        context.terminal.style("error:", .boldRed)
          + " the journal has errors, so nothing was committed\n"
          + "  hint: Fix them and run `larder commit` again, or commit anyway with --force.\n")
    } else if let outcome = result.outcome, outcome.isDryRun {
      let list = outcome.files.map { "would commit \($0)\n" }.joined()
      context.terminal.write(WriteRun.dryRunText("", details: list))
      writeLibraryEdit(result, terminal: context.terminal)
    } else if let outcome = result.outcome {
      context.terminal.write(WriteOutcomeText.render(outcome, terminal: context.terminal))
      writeLibraryEdit(result, terminal: context.terminal)
    } else {
      context.terminal.write("nothing to commit: no journal file changed since the last commit\n")
    }
    if result.isRefused { throw ExitCode(1) }
  }
}

/// `larder commit --json`.
extension Commit {
  /// The notes on the edit of the library just committed (or about to be): the days it
  /// changes.
  private func writeLibraryEdit(_ result: HandEditCommit, terminal: Terminal) {
    guard let edit = result.check.libraryEdit, !edit.items.isEmpty else { return }
    terminal.write(
      LibraryEditText.render(edit, terminal: terminal, verbose: false, namingTheCommit: false))
  }
}

private struct CommitJSON: JSONReport {
  static let schemaVersion = 1
  var files: [String]
  var refused: Bool
  var errors: Int
  var warnings: Int
  var outcome: WriteOutcome?
  var libraryEdit: DiagnosticJSON.LibraryEdit?

  init(_ result: HandEditCommit) {
    files = result.files
    refused = result.isRefused
    errors = result.check.errorCount
    warnings = result.check.warningCount
    outcome = result.outcome
    libraryEdit = result.check.libraryEdit.map(DiagnosticJSON.libraryEdit)
  }
}
