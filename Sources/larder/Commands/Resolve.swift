import ArgumentParser
import LarderWorkspace

/// `--keep`'s values, as `ConflictChoice` spells them.
enum KeepOption: String, ExpressibleByArgument, CaseIterable {
  case here, there, both

  var choice: ConflictChoice { ConflictChoice(rawValue: rawValue)! }
}

/// `larder resolve --keep SIDE [FILE...]`: settle merge conflicts.
struct Resolve: LarderCommand {
  static let effect = CommandEffect.removes

  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Settle the conflicts a merge left, keeping one version or both.",
    discussion: """
      A merge (`larder sync`, or `git pull` with larder's merge driver) that finds the same \
      entry changed differently on two devices keeps both versions: its own as it is, the \
      other's as `#> ` comment lines between `# larder-conflict` comments (FORMAT.md, \
      section 4.10). This keeps here (the version that is active), there (the commented \
      one) or both, in the files named or in every file with a conflict, and commits the \
      result. Both versions of one key (a date of goals or body metrics, a food) cannot \
      stand, so `both` is refused there. To keep parts of each, edit the lines by hand, \
      delete the markers and run `larder commit`.

      Examples:
        larder resolve --keep here
        larder resolve --keep both log/2026/11/2026-11-20.yaml

      It drops the version not kept: on a terminal it shows the change and asks; elsewhere \
      give --yes.

      Exit status: 0 settled or nothing to settle, 1 refused (both over one key) or not \
      confirmed, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(help: "The version to keep: here, there or both.")
  var keep: KeepOption

  @Argument(help: "The files to settle (default: every file with a conflict).")
  var files: [String] = []

  @OptionGroup var options: WriteOptions

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let terminal = context.terminal
    let result = try WriteRun.removing(
      "Settle them, keeping \(keep.rawValue)?", context: context, options: options,
      outcome: \ResolveOutcome.outcome
    ) { workspace in
      try context.run { () throws(WorkspaceError) in
        try workspace.journal.resolveConflicts(
          paths: try context.relativePaths(files), keeping: keep.choice,
          noCommit: options.noCommit)
      }
    }
    guard let outcome = result.outcome else {
      terminal.write(
        options.json ? JSONOutput.encode(WriteJSON(outcome: nil)) : "no conflicts to settle\n")
      return
    }
    for file in result.files where !options.json {
      let count = file.count == 1 ? "1 conflict" : "\(file.count) conflicts"
      let verb = options.dryRun ? "would settle" : "settled"
      terminal.write("\(verb) \(count) in \(file.path), keeping \(keep.rawValue)\n")
    }
    WriteRun.report(outcome, options: options, terminal: terminal)
  }
}

/// `larder merge-file BASE CURRENT OTHER PATH`: git's merge driver (plumbing).
struct MergeFile: LarderCommand {
  static let effect = CommandEffect.repository

  static let configuration = CommandConfiguration(
    commandName: "merge-file",
    abstract: "Merge one journal file for git (the merge driver; plumbing).",
    discussion: """
      Registered by `larder init` and `larder hooks install` as \
      `merge.larder.driver = larder merge-file %O %A %B %P`. Writes the merge of BASE, \
      CURRENT and OTHER over CURRENT; conflicts stay in the file in a form that parses.
      """,
    shouldDisplay: false)

  @Argument(help: "The common ancestor's version (%O).")
  var base: String
  @Argument(help: "The current version, overwritten with the result (%A).")
  var current: String
  @Argument(help: "The other branch's version (%B).")
  var other: String
  @Argument(help: "The file's path in the journal (%P).")
  var path: String

  func run() throws {
    let terminal = Terminal(choice: .auto)
    let (conflicts, kept) = try WorkspaceFailure.run(terminal) { () throws(WorkspaceError) in
      try MergeDriver.merge(base: base, current: current, other: other, path: path)
    }
    if kept > 0 {
      terminal.writeError(
        "larder: one side removed \(kept == 1 ? "an entry" : "\(kept) entries") of \(path) "
          + "that the other changed (or the whole file): the changed version is kept\n")
    }
    if conflicts > 0 {
      terminal.writeError(
        "larder: \(conflicts == 1 ? "a conflict" : "\(conflicts) conflicts") in \(path): both "
          + "versions are kept; see `larder check`, settle with `larder resolve`\n")
    }
  }
}
