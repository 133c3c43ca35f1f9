import ArgumentParser
import LarderWorkspace

/// `larder fmt`: the canonical layout, only when asked for.
struct Format: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "fmt",
    abstract: "Rewrite journal files in the canonical layout of FORMAT.md.",
    discussion: """
      Larder never reformats a file on its own; this is the one command that does. It keeps \
      every key, value, comment and their order; it only evens out indentation and spacing, \
      aligns the `=` of entries, and respells values canonically (`exactly 3`, \
      `228 kcal 8.1p 40.5c 4.1f`). A file with syntax errors is reported and left untouched.

      Examples:
        larder fmt                 rewrite every file that is not canonical
        larder fmt --check         list files that would change (exit 1 if any)
        larder fmt --diff log/2026/11/2026-11-20.yaml

      Exit status: 0 nothing to do or done, 1 files would change (--check) or have syntax \
      errors, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Only list the files that would change; write nothing.")
  var check = false

  @Flag(help: "Show what would change as a unified diff.")
  var diff = false

  @OptionGroup var options: WriteOptions

  @Argument(help: "Files to format (default: the whole journal).")
  var paths: [String] = []

  func run() throws {
    let context = try CommandContext(global, writing: options)
    let writes = !check && !diff && !options.dryRun
    let showsDiff = diff || options.dryRun
    let result = try context.run { () throws(WorkspaceError) in
      try context.workspace.journal.format(
        paths: try context.relativePaths(paths), check: !writes, diff: showsDiff,
        noCommit: options.noCommit)
    }
    let terminal = context.terminal
    if options.json {
      terminal.write(JSONOutput.encode(FormatJSON(result, written: writes)))
    }
    for file in result.unformattable {
      terminal.writeError(file.rendered(usesColor: terminal.colors))
      terminal.writeError("\(file.path): not formatted because of the errors above\n")
    }
    if showsDiff, !options.json {
      terminal.write(result.diffs.joined())
    } else if !options.json {
      for path in result.changed {
        terminal.write((writes ? "formatted " : "would format ") + path + "\n")
      }
    }
    if let commit = result.outcome?.commit, !options.json {
      terminal.write(terminal.style("committed \(commit.shortID)", .dim) + " \(commit.summary)\n")
    }
    for notice in result.outcome?.notices ?? [] {
      terminal.writeError("note: \(notice)\n")
    }
    if result.changed.isEmpty, result.unformattable.isEmpty, !diff, !options.json {
      terminal.write("✓ \(Display.count(result.fileCount, "file", "files")) already canonical\n")
    }
    if options.dryRun, !options.json { terminal.write("Dry run: nothing written.\n") }
    if !result.unformattable.isEmpty || ((check || diff) && !result.changed.isEmpty) {
      throw ExitCode(1)
    }
  }
}

/// `larder fmt --json`: the files formatted (or that would be), those left for their errors.
private struct FormatJSON: JSONReport {
  static let schemaVersion = 1
  var written: Bool
  var changed: [String]
  var unformattable: [String]
  var outcome: WriteOutcome?

  init(_ result: FormatResult, written: Bool) {
    self.written = written
    changed = result.changed
    unformattable = result.unformattable.map(\.path)
    outcome = result.outcome
  }
}
