import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder undo [COMMIT]`: revert a commit as a new commit.
struct Undo: LarderCommand {
  static let effect = CommandEffect.removes

  static let configuration = CommandConfiguration(
    commandName: "undo",
    abstract: "Undo the last change (or a named commit) with a new commit.",
    discussion: """
      Makes a new commit that reverses the changes of the commit; history keeps both. Run \
      again, it steps further back: an undo and the change it undid are passed over, so each \
      undo reverts the newest change still in effect. `larder redo` applies the last undone \
      change again. Naming a commit (even an undo) reverts exactly that commit.

      Refuses, changing nothing, when the files it would change have uncommitted edits \
      (commit them first with `larder commit`), when an editor saves one of them while it \
      works, when later commits changed the same lines, or when nothing is left to undo. \
      Each file is replaced whole, never written in place.

      On a terminal it shows the commit and asks before undoing; elsewhere pass --yes. \
      --dry-run names the commit it would undo; --no-commit is refused, as an undo is a \
      commit.

      Examples:
        larder undo
        larder undo 1a2b3c4 --yes
        larder undo --yes               undoes the change before that one
        larder undo HEAD~2 --dry-run

      Exit status: 0 undone (or shown, with --dry-run), 1 refused, nothing left to undo or \
      not confirmed, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: "The commit to undo: an id from `larder history` (default: the last change not undone)."
  )
  var commit: String?

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let terminal = context.terminal
    if options.noCommit {
      throw WorkspaceFailure.usage(
        "an undo is a commit, so it cannot be left uncommitted",
        hint: "Leave out --no-commit; `larder undo` again takes the undo back.",
        terminal: terminal)
    }
    let target = try context.run { () throws(WorkspaceError) in
      try context.workspace.history.undoTarget(commit)
    }
    let line = "\(target.shortID) \"\(target.summary)\""
    if options.dryRun {
      terminal.write(
        options.json
          ? JSONOutput.encode(UndoPreviewJSON(target: target))
          : "would undo \(line)\nDry run: nothing written.\n")
      return
    }
    try WriteRun.confirm("Undo \(line)?", options: options, terminal: terminal) {}
    let outcome = try context.run { () throws(WorkspaceError) in
      try context.workspace.history.undo(commit)
    }
    if options.json {
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

/// `larder undo --dry-run --json`: the commit it would undo.
private struct UndoPreviewJSON: JSONReport {
  static let schemaVersion = 1
  var written = false
  var target: CommitRecord
}
