import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder sync [REMOTE]`: fetch, merge, push.
struct Sync: LarderCommand {
  static let effect = CommandEffect.repository

  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Bring in another device's changes and send yours, in one step.",
    discussion: """
      Fetches main from the remote (the only one, or origin), brings its commits in and \
      pushes the result, so several clones of one journal (a laptop, a desktop) stay one \
      journal. Your commits are never rebased: when both sides have new commits, a merge \
      commit joins them, so nothing that was pushed is ever rewritten. Files changed on both \
      sides merge entry by entry: entries logged on both devices are all kept, in time \
      order (the very same line logged on both is one); an entry removed on one side is removed; comments and layout on each side stay. \
      The same entry changed differently on both sides is a conflict: both versions stay in \
      the file, `larder check` reports it and `larder resolve` settles it. A document (a PDF, \
      an image) both devices replaced keeps both files, the other's as \
      NAME.from-COMMIT.EXT. With nothing to do, it says so and changes nothing.

      Hand edits not yet committed are left alone, unless the remote changed the same file: \
      then it stops and asks you to `larder commit` first. Transports, credentials and a \
      remote that stops answering (LARDER_NETWORK_TIMEOUT) as for `larder backup`.

      Examples:
        larder sync
        larder sync nas
        larder sync --json

      Exit status: 0 in sync (even with conflicts to resolve), 1 refused (no such remote, \
      hand edits in the way, or the remote refused the push), 2 unreachable remote, usage \
      or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The remote to sync with (default: the only remote, or origin).")
  var remote: String?

  @Flag(help: "Print the result as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let terminal = context.terminal
    let result = try context.run { () throws(WorkspaceError) in
      try context.workspace.journal.sync(
        remote: remote, environment: ProcessInfo.processInfo.environment,
        onStall: WorkspaceFailure.endOnStall(terminal: terminal))
    }
    if json {
      terminal.write(JSONOutput.encode(SyncJSON(result)))
      return
    }
    let name = result.remote.name
    let commit = terminal.style(result.head.shortID, .yellow)
    if result.isUpToDate {
      terminal.write("already in sync with \(name) (\(commit)); nothing to do\n")
      return
    }
    if result.createdRepository {
      terminal.write("created a repository for \(name) at \(result.remote.url)\n")
    }
    switch result.integration {
    case .none: break
    case .fastForward:
      terminal.write(terminal.style("✓ brought in", .boldGreen) + " \(name)'s changes\n")
    case .merge:
      terminal.write(
        terminal.style("✓ merged", .boldGreen) + " \(name)'s changes with this journal's\n")
    }
    for conflict in result.conflicts {
      let count = conflict.count == 1 ? "a conflict" : "\(conflict.count) conflicts"
      terminal.write(
        terminal.style("! ", .boldRed) + "\(count) in \(conflict.path): both versions are "
          + "kept; see `larder check`, settle with `larder resolve`\n")
    }
    for kept in result.changedOverRemoval {
      let entries = kept.count == 1 ? "an entry" : "\(kept.count) entries"
      terminal.write(
        terminal.style("note:", .boldYellow)
          + " one device removed \(entries) of \(kept.path) that "
          + "the other changed (or the whole file): the changed version is kept; remove it "
          + "again if it should go\n")
    }
    for path in result.keptBeside {
      terminal.write(
        terminal.style("! ", .boldRed) + "both devices changed a document; the other's version "
          + "is kept as \(path)\n")
    }
    if result.pushed {
      terminal.write(
        terminal.style("✓ pushed", .boldGreen) + " main (\(commit)) to \(name)\n")
    } else {
      terminal.write("main is at \(commit), as on \(name)\n")
    }
  }
}

/// `larder sync --json`: what came in, what went out, and what is left to settle.
private struct SyncJSON: JSONReport {
  static let schemaVersion = 1

  struct FileCount: Encodable {
    var path: String
    var count: Int
  }

  var remote: String
  var url: String
  /// `none`, `fast-forward` or `merge`: how the remote's commits came in.
  var integration: String
  var pushed: Bool
  var upToDate: Bool
  var createdRepository: Bool
  var conflicts: [FileCount]
  var keptBeside: [String]
  /// Files where one side removed entries (or the file) that the other changed, kept changed.
  var changedOverRemoval: [FileCount]
  var commit: String

  init(_ result: SyncResult) {
    remote = result.remote.name
    url = result.remote.url
    integration =
      switch result.integration {
      case .none: "none"
      case .fastForward: "fast-forward"
      case .merge: "merge"
      }
    pushed = result.pushed
    upToDate = result.isUpToDate
    createdRepository = result.createdRepository
    conflicts = result.conflicts.map { FileCount(path: $0.path, count: $0.count) }
    keptBeside = result.keptBeside
    changedOverRemoval = result.changedOverRemoval.map {
      FileCount(path: $0.path, count: $0.count)
    }
    commit = result.head.id
  }
}
