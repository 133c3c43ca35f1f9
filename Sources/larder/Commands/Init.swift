import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder init [DIR]`: a new journal with its git repository.
struct Init: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Create a journal, or start the git history of an existing one.",
    discussion: """
      Writes larder.yaml (with comments that explain each setting), the default categories, \
      meal slots and units, a starter library of over 500 foods in foods/starter.yaml, \
      an empty log/ and a .gitignore, then creates a git repository on the branch main with \
      a first commit, "init".

      In a journal that has no git repository yet, its files are committed as they are. A \
      journal that already has one is left untouched. A directory that holds other files is \
      refused unless --force; then only the journal's files are added.

      Examples:
        larder init ~/journal
        larder init                 # the current directory
        larder init --force ~/notes

      Exit status: 0 created, adopted or already a journal (or shown, with --dry-run); 1 refused \
      (a directory holding other files, without --force); 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "Where to create the journal (default: -j DIR, else the current directory).")
  var directory: String?

  @Flag(help: "Create the journal in a directory that holds other files.")
  var force = false

  @OptionGroup var options: WriteOptions

  func run() throws {
    let terminal = Terminal(choice: global.color)
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let path = JournalLocation.expandingTilde(directory ?? global.journal ?? ".")
    let target = URL(fileURLWithPath: path, relativeTo: workingDirectory)
    let outcome = try WorkspaceFailure.run(terminal) { () throws(WorkspaceError) in
      try Workspace.initialize(
        at: target, clock: CommandContext.systemClock(), force: force,
        noCommit: options.noCommit, dryRun: options.dryRun)
    }
    if options.json {
      terminal.write(
        JSONOutput.encode(outcome, written: !options.dryRun && outcome.kind != .existing))
      return
    }
    var text: String
    switch outcome.kind {
    case .created:
      let verb = options.dryRun ? "would create" : "✓ created"
      text = terminal.style(verb, .boldGreen) + " a journal in \(outcome.root)\n"
      for file in outcome.files { text += "  \(file)\n" }
    case .adopted:
      text =
        terminal.style(options.dryRun ? "would adopt" : "✓ adopted", .boldGreen)
        + " the journal in \(outcome.root) into a new git repository\n"
    case .existing:
      text = ""
    }
    if let commit = outcome.commit {
      text += "  committed " + terminal.style(commit.shortID, .yellow) + " \(commit.summary)\n"
    }
    for notice in outcome.notices {
      text += outcome.kind == .existing ? "\(notice)\n" : "  note: \(notice)\n"
    }
    if options.dryRun {
      terminal.write(text + "Dry run: nothing written.\n")
      return
    }
    if outcome.kind == .created {
      text += """

        Next: set a goal with `larder goals set`, log what you eat with `larder add`, and
        back up with `larder remote add backup URL` and `larder backup`.

        """
    }
    terminal.write(text)
  }
}
