import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder history [DATE|PATH]`: the commits that touched a day or a file.
struct History: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "List the commits that changed a day or a file, newest first.",
    discussion: """
      A date (2026-11-21, yesterday, -3, monday) means that day's file; a path means that \
      file or folder. Without one, the whole history. Each commit shows its short id, when \
      and by whom it was made, and its message; --patch adds what changed.

      Examples:
        larder history
        larder history yesterday --patch
        larder history foods/common.yaml --limit 5
        larder history log/2026/11 --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "A date or a file or folder of the journal (default: everything).")
  var target: String?

  @Flag(help: "Show each commit's changes as a diff.")
  var patch = false

  @Option(help: ArgumentHelp("Show at most this many commits.", valueName: "n"))
  var limit: Int?

  @Flag(help: "Print the commits as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    if let limit, limit < 1 {
      throw WorkspaceFailure.usage(
        "--limit must be 1 or more, not \(limit)", hint: nil, terminal: context.terminal)
    }
    let history = try context.run { () throws(WorkspaceError) in
      let path = try target.map { target throws(WorkspaceError) in
        try context.workspace.history.historyPath(
          for: target, today: try context.today(),
          workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      }
      return try context.workspace.history.commitHistory(path: path, limit: limit, patches: patch)
    }
    if json {
      context.terminal.write(JSONOutput.encode(history))
      return
    }
    context.terminal.write(render(history, terminal: context.terminal))
  }

  private func render(_ history: CommitHistory, terminal: Terminal) -> String {
    guard !history.commits.isEmpty else {
      if let path = history.path {
        return "no commit touched \(path)\n"
      }
      return "the journal has no commits yet\n"
    }
    var text = ""
    for commit in history.commits {
      text +=
        terminal.style(commit.shortID, .yellow) + "  \(commit.date)  "
        + terminal.style(commit.author, .dim) + "  \(commit.summary)\n"
      if let patch = commit.patch {
        text += "\n" + colored(patch, terminal: terminal) + "\n"
      }
    }
    return text
  }

  private func colored(_ patch: String, terminal: Terminal) -> String {
    guard terminal.colors else { return patch }
    return patch.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("+++") || line.hasPrefix("---") {
        return terminal.style(String(line), .bold)
      }
      if line.hasPrefix("+") { return terminal.style(String(line), .green) }
      if line.hasPrefix("-") { return terminal.style(String(line), .red) }
      if line.hasPrefix("@@") { return terminal.style(String(line), .cyan) }
      return String(line)
    }.joined(separator: "\n")
  }
}
