import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder redo`: apply the last undone change again, with a new commit.
struct Redo: LarderCommand {
  static let effect = CommandEffect.removes

  static let configuration = CommandConfiguration(
    commandName: "redo",
    abstract: "Apply the change the last `larder undo` undid again, with a new commit.",
    discussion: """
      Reverts the newest undo not redone yet, as a new commit `redo …`; run again after \
      several undos, it re-applies them one by one, newest first. A change made after an \
      undo ends what can be redone, as in an editor. History keeps every step.

      Refuses, changing nothing, when nothing is left to redo or when the files it would \
      change have uncommitted edits (commit them first with `larder commit`).

      On a terminal it asks first; elsewhere pass --yes.

      Examples:
        larder undo --yes
        larder redo --yes
        larder redo --dry-run

      Exit status: 0 redone, 1 refused or not confirmed (nothing was changed), 2 usage or \
      I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let terminal = context.terminal
    let history = context.workspace.history
    let (undo, redone) = try context.run { () throws(WorkspaceError) in
      try history.redoTarget()
    }
    try WriteRun.confirm(
      "Redo \"\(redone.summary)\" (reverting \(undo.shortID))?", options: options,
      terminal: terminal
    ) {}
    let outcome = try context.run { () throws(WorkspaceError) in
      try history.redo(dryRun: options.dryRun, noCommit: options.noCommit)
    }
    if options.json {
      terminal.write(JSONOutput.encode(outcome))
      return
    }
    terminal.write(Self.render(outcome, terminal: terminal))
  }

  /// What was redone (or would be), the files and the commit.
  static func render(_ outcome: RedoOutcome, terminal: Terminal) -> String {
    let verb = outcome.written ? "✓ redid" : "would redo"
    var text =
      terminal.style(verb, outcome.written ? .boldGreen : .bold) + " "
      + terminal.style(outcome.redone.shortID, .yellow) + " \(outcome.redone.summary)"
      + " (reverting " + terminal.style(outcome.undo.shortID, .yellow) + ")\n"
    text += "  files: " + outcome.files.joined(separator: ", ") + "\n"
    if let commit = outcome.commit {
      text +=
        "  committed " + terminal.style(commit.shortID, .yellow) + " \(commit.summary)\n"
    } else if outcome.written {
      text += "  not committed: `larder commit` commits it\n"
    } else {
      text += "Dry run: nothing written.\n"
    }
    for notice in outcome.notices { text += "  note: \(notice)\n" }
    return text
  }
}

extension RedoOutcome: JSONReport {
  static let schemaVersion = 1
}
