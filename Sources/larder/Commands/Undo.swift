import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder undo [COMMIT]`: revert a commit as a new commit.
struct Undo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "undo",
    abstract: "Undo the last change (or a named commit) with a new commit.",
    discussion: """
      Makes a new commit that reverses the changes of the commit; history keeps both. Run \
      again, it steps further back: an undo and the change it undid are passed over, so each \
      undo reverts the newest change still in effect. `larder redo` applies the last undone \
      change again. Naming a commit (even an undo) reverts exactly that commit.

      Refuses, changing nothing, when the files it would change have uncommitted edits \
      (commit them first with `larder commit`), when later commits changed the same lines, \
      or when nothing is left to undo.

      On a terminal it asks before undoing; elsewhere pass --yes.

      Examples:
        larder undo
        larder undo 1a2b3c4 --yes
        larder undo                     undoes the change before that one
        larder undo HEAD~2

      Exit status: 0 undone or declined, 1 refused (nothing was changed), 2 usage or I/O \
      error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: "The commit to undo: an id from `larder history` (default: the last change not undone)."
  )
  var commit: String?

  @Flag(name: [.short, .long], help: "Undo without asking.")
  var yes = false

  @Flag(help: "Print the outcome as JSON (implies --yes).")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    if !yes, !json {
      let target = try Self.refusing(terminal) { () throws(WorkspaceError) in
        try context.workspace.history.undoTarget(commit)
      }
      guard StandardStream.input.isTerminal else {
        throw WorkspaceFailure.usage(
          "larder undo asks before undoing \(target.shortID) \"\(target.summary)\", but "
            + "standard input is not a terminal",
          hint: "Pass --yes to undo without asking.", terminal: terminal)
      }
      terminal.write("Undo \(target.shortID) \"\(target.summary)\"? [y/N] ")
      guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
        terminal.write("nothing undone\n")
        return
      }
    }
    let outcome = try Self.refusing(terminal) { () throws(WorkspaceError) in
      try context.workspace.history.undo(commit)
    }
    if json {
      terminal.write(JSONOutput.encode(outcome))
      return
    }
    var text =
      terminal.style("✓ undid", .boldGreen) + " "
      + terminal.style(outcome.reverted.shortID, .yellow)
      + " \(outcome.reverted.summary)\n"
      + "  committed " + terminal.style(outcome.commit.shortID, .yellow)
      + " \(outcome.commit.summary)\n"
    for notice in outcome.notices { text += "  note: \(notice)\n" }
    terminal.write(text)
  }

  /// Runs an undo or redo, reporting a refusal (nothing left, or edits it would overwrite)
  /// with exit status 1 and any other error with 2.
  static func refusing<Result>(
    _ terminal: Terminal, _ body: () throws(WorkspaceError) -> Result
  ) throws -> Result {
    do {
      return try body()
    } catch {
      switch error {
      case .noHistory, .wouldLoseEdits:
        throw WorkspaceFailure.report(error, terminal: terminal, status: 1)
      default:
        throw WorkspaceFailure.report(error, terminal: terminal)
      }
    }
  }
}
