import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// The options every command that writes takes, the same four everywhere
/// (`Documentation/CommandLine.md`). A new writing command declares
/// `@OptionGroup var options: WriteOptions`, opens its journal with
/// `CommandContext(global, writing: options)` and reports through `WriteRun`; a test fails
/// when a command marked as writing lacks them.
struct WriteOptions: ParsableArguments {
  @Flag(
    name: [.short, .long],
    help: "Write without asking; needed to remove or overwrite data off a terminal.")
  var yes = false

  @Flag(help: "Only show what would be written; write nothing.")
  var dryRun = false

  @Flag(help: "Print the outcome as JSON (never asks).")
  var json = false

  @Flag(help: "Write the files but leave them uncommitted.")
  var noCommit = false
}

/// The steps every writing command shares past its own change: asking before data goes,
/// and saying what was written (or would be, with `--dry-run`) as text or JSON.
enum WriteRun {
  /// Asks before a change that removes or overwrites data, and stops with exit status 1
  /// ("Nothing written.") unless the person agrees. Nothing is asked in a dry run or with
  /// `--yes`; off a terminal, and with `--json`, the change is refused without `--yes`. On a
  /// terminal, `preview` writes what would change before the question.
  static func confirm(
    _ question: String, options: WriteOptions, terminal: Terminal, preview: () -> Void
  ) throws {
    guard !options.yes, !options.dryRun else { return }
    guard !options.json, StandardStream.input.isTerminal else {
      throw WorkspaceFailure.write(
        "this removes or overwrites data, so it needs --yes when it cannot ask; nothing written",
        hint: "Add --yes, or run it on a terminal to be asked.", status: 1, terminal: terminal)
    }
    preview()
    guard ask(question, defaultYes: false, terminal: terminal) else {
      terminal.write("Nothing written.\n")
      throw ExitCode(1)
    }
  }

  /// Runs a change that removes or overwrites data: unless `--yes` or `--dry-run`, the change
  /// is made in a dry run first (so a refusal says what is wrong, as without asking), then,
  /// when it would change a file, `confirm` shows its diff and asks; then the change is made.
  static func removing<Result>(
    _ question: String, context: CommandContext, options: WriteOptions,
    outcome: (Result) -> WriteOutcome?, _ change: (Workspace) throws -> Result
  ) throws -> Result {
    guard !options.yes, !options.dryRun else { return try change(context.workspace) }
    let preview = try change(context.preview)
    // A change that would touch no file removes nothing, so there is nothing to ask.
    guard let files = outcome(preview)?.files, !files.isEmpty else {
      return try change(context.workspace)
    }
    try confirm(question, options: options, terminal: context.terminal) {
      context.terminal.write(outcome(preview)?.dryRunDiff ?? "")
    }
    return try change(context.workspace)
  }

  /// Asks on standard error and reads the answer from standard input.
  static func ask(_ question: String, defaultYes: Bool, terminal: Terminal) -> Bool {
    terminal.writeError(question + (defaultYes ? " [Y/n] " : " [y/N] "))
    guard let answer = readLine()?.trimmingSpaces.lowercased() else {
      return false
    }
    if answer.isEmpty { return defaultYes }
    return answer == "y" || answer == "yes"
  }

  /// Says what a writing command did: with `--json` the outcome as JSON, in a dry run the
  /// diff of what would change, else the commit line and `details` (lines of the command's
  /// own, each ending in a newline).
  static func report(
    _ outcome: WriteOutcome, options: WriteOptions, terminal: Terminal, details: String = ""
  ) {
    if options.json {
      terminal.write(JSONOutput.encode(WriteJSON(outcome: outcome)))
    } else if let diff = outcome.dryRunDiff {
      terminal.write(dryRunText(diff, details: details))
    } else {
      terminal.write(WriteOutcomeText.render(outcome, terminal: terminal) + details)
    }
  }

  /// What a dry run prints: the diff, the command's own lines, and that nothing was written.
  static func dryRunText(_ diff: String, details: String = "") -> String {
    (diff.isEmpty && details.isEmpty ? "nothing would change\n" : diff) + details
      + "Dry run: nothing written.\n"
  }
}

/// `--json` of a writing command without a report of its own: whether it wrote, and what.
struct WriteJSON: JSONReport {
  static let schemaVersion = 1
  /// False in a dry run, or when there was nothing to write.
  var written: Bool
  /// The files, commit and notices; in a dry run the diff instead of a commit. None when
  /// there was nothing to write.
  var outcome: WriteOutcome?

  init(outcome: WriteOutcome?) {
    written = outcome.map { !$0.isDryRun } ?? false
    self.outcome = outcome
  }
}

extension CommandContext {
  /// The context of a writing command: its workspace only checks and shows changes with
  /// `--dry-run`.
  init(_ global: GlobalOptions, writing options: WriteOptions, refusesNewerFormat: Bool = true)
    throws
  {
    try self.init(global, refusesNewerFormat: refusesNewerFormat)
    workspace.isDryRun = options.dryRun
  }

  /// The journal as a dry run sees it, for the preview a removing command shows before it
  /// asks.
  var preview: Workspace {
    var preview = workspace
    preview.isDryRun = true
    return preview
  }
}
