import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder restore SOURCE DIR` and `larder restore --at DATE|COMMIT [PATH...]`.
struct Restore: LarderCommand {
  static let effect = CommandEffect.removes

  static let configuration = CommandConfiguration(
    commandName: "restore",
    abstract: "Restore a journal from a backup, or files as they were at a past commit.",
    discussion: """
      `larder restore SOURCE DIR` makes a new working journal in DIR (new or empty) from \
      the backup at SOURCE, a path or URL as for `larder remote add`; its remote "backup" \
      points at SOURCE. A journal of a newer format than this larder reads is refused.

      `larder restore --at DATE|COMMIT [PATH...]` brings the named files or folders (default: \
      the whole journal) back as they were at that commit, or for a date, at the last commit \
      made on or before that day, and commits the result. Nothing is destroyed: the history \
      keeps every version, so a restore can be undone. Refuses when a file it would \
      overwrite has uncommitted edits.

      Examples:
        larder restore /media/usb/journal.git ~/journal
        larder restore ssh://me@nas.local/srv/git/journal.git ~/journal
        larder restore --at 2026-11-20 log/2026/11/2026-11-20.yaml
        larder restore --at 1a2b3c4 foods/

      --at overwrites files: on a terminal it shows the change and asks; elsewhere give --yes.

      Exit status: 0 restored (or shown, with --dry-run), 1 refused (no such commit, a \
      directory that holds files, edits it would overwrite) or not confirmed, 2 unreachable \
      backup, usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(
    help: ArgumentHelp(
      "Bring files back as they were at this commit, or at the last commit on or before this "
        + "date.", valueName: "date|commit"))
  var at: String?

  @OptionGroup var options: WriteOptions

  @Argument(help: "SOURCE DIR, or with --at the files and folders to bring back.")
  var arguments: [String] = []

  func run() throws {
    if let at {
      try restoreFiles(at: at)
    } else {
      try restoreJournal()
    }
  }

  private func restoreJournal() throws {
    let terminal = Terminal(choice: global.color)
    guard arguments.count == 2 else {
      throw WorkspaceFailure.usage(
        "larder restore needs a backup and a new directory, or --at",
        hint: "larder restore /path/to/backup.git ~/journal, or larder restore --at 2026-11-20 "
          + "log/2026/11/2026-11-20.yaml", terminal: terminal)
    }
    if options.noCommit {
      throw WorkspaceFailure.usage(
        "--no-commit goes with --at", hint: "A restored journal is its backup's history.",
        terminal: terminal)
    }
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let directory = URL(
      fileURLWithPath: JournalLocation.expandingTilde(arguments[1]),
      relativeTo: workingDirectory)
    if options.dryRun {
      terminal.write(
        options.json
          ? JSONOutput.encode(RestorePreviewJSON(root: directory.path))
          : "would restore \(arguments[0]) into \(directory.path)\nDry run: nothing written.\n")
      return
    }
    let restored = try WorkspaceFailure.run(terminal) { () throws(WorkspaceError) in
      try Workspace.restore(
        from: arguments[0], into: directory, workingDirectory: workingDirectory,
        environment: ProcessInfo.processInfo.environment, clock: CommandContext.systemClock())
    }
    if options.json {
      terminal.write(JSONOutput.encode(restored))
      return
    }
    terminal.write(
      terminal.style("✓ restored", .boldGreen) + " \(restored.fileCount) journal files into "
        + "\(restored.root), at " + terminal.style(restored.commit.shortID, .yellow)
        + " \(restored.commit.summary)\n"
        + "  `larder backup` pushes to the same backup from now on\n")
  }

  private func restoreFiles(at point: String) throws {
    let context = try CommandContext(global, writing: options)
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let restored = try WriteRun.removing(
      "Bring them back as they were?", context: context, options: options, outcome: \.outcome
    ) { workspace in
      try context.run { () throws(WorkspaceError) in
        var paths: [String] = []
        for argument in arguments {
          paths.append(
            try workspace.history.journalPath(of: argument, workingDirectory: workingDirectory))
        }
        return try workspace.history.restoreFiles(
          at: point, paths: paths, today: try context.today(), noCommit: options.noCommit)
      }
    }
    if options.json {
      context.terminal.write(JSONOutput.encode(restored))
      return
    }
    let terminal = context.terminal
    if restored.outcome.files.isEmpty {
      terminal.write(
        "nothing to restore: the files are as they were at \(restored.source.shortID) "
          + "(\(restored.sourceDate))\n")
      return
    }
    terminal.write(
      "from " + terminal.style(restored.source.shortID, .yellow)
        + " (\(restored.sourceDate)) \(restored.source.summary):\n")
    WriteRun.report(restored.outcome, options: options, terminal: terminal)
  }
}

/// `larder restore SOURCE DIR --dry-run --json`: where the journal would be made. The backup
/// is not read in a dry run, so there is no commit to name yet.
private struct RestorePreviewJSON: JSONReport {
  static let schemaVersion = 1
  var written = false
  var root: String
}
