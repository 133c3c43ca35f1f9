import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder undo [COMMIT]`: revert a commit as a new commit.
struct Undo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "undo",
    abstract: "Undo the last commit (or a named one) with a new commit.",
    discussion: """
      Makes a new commit that reverses the changes of the commit; history keeps both, so an \
      undo can itself be undone. Refuses, changing nothing, when the files it would change \
      have uncommitted edits (commit them first with `larder commit`) or when later commits \
      changed the same lines.

      On a terminal it asks before undoing; elsewhere pass --yes.

      Examples:
        larder undo
        larder undo 1a2b3c4 --yes
        larder undo HEAD~2

      Exit status: 0 undone or declined, 2 refused, usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The commit to undo: an id from `larder history` (default: the last one).")
  var commit: String?

  @Flag(name: [.short, .long], help: "Undo without asking.")
  var yes = false

  @Flag(help: "Print the outcome as JSON (implies --yes).")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    if !yes, !json {
      let target = try context.run { () throws(WorkspaceError) in
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
    let outcome = try context.run { () throws(WorkspaceError) in
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
}
