import FoundationEssentials
import LarderWorkspace

/// What every command needs: the journal, the terminal, and "today".
struct CommandContext {
  var workspace: Workspace
  let terminal: Terminal
  let global: GlobalOptions

  /// Finds the journal and reads the clock, once for the whole command; a missing journal is
  /// a usage error (exit 2). A journal of a newer format is refused too, except by commands
  /// that read no journal file (`refusesNewerFormat: false`: `backup`, `remote`, `gc` and
  /// `hooks` only handle git's objects and settings) and by `check`, which reports it.
  init(_ global: GlobalOptions, refusesNewerFormat: Bool = true) throws {
    self.global = global
    terminal = Terminal(choice: global.color)
    do throws(WorkspaceError) {
      workspace = Workspace(
        location: try JournalLocation.find(explicit: global.journal), clock: Self.systemClock())
      workspace.onUndeliveredNotices = { [terminal] notices in
        for notice in notices {
          terminal.writeError(terminal.style("note:", .dim) + " \(notice)\n")
        }
      }
      // Every command refuses a journal of a newer format (FORMAT.md §4.1): read with this
      // larder's meanings, its days could show wrong totals. Other problems of larder.yaml
      // are for the command to meet, and `larder check` to report.
      do throws(WorkspaceError) {
        if refusesNewerFormat { try workspace.requireSupportedFormat() }
      } catch {
        if case .formatTooNew = error { throw error }
      }
    } catch {
      throw WorkspaceFailure.report(error, terminal: terminal)
    }
  }

  /// The system's clock as a command starts, with git's date variables for its commits.
  static func systemClock() -> Clock {
    Clock.system(environment: ProcessInfo.processInfo.environment)
  }

  /// The command's clock.
  var clock: Clock { workspace.clock }

  /// Today's journal date, or the `--today` override.
  func today() throws(WorkspaceError) -> CalendarDate {
    let boundary = (try? workspace.settings().dayBoundary) ?? .standard
    return try clock.today(global.today, boundary: boundary)
  }

  /// Journal-relative paths of files named on the command line.
  func relativePaths(_ arguments: [String]) throws(WorkspaceError) -> [String] {
    let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var result: [String] = []
    for argument in arguments {
      result.append(try workspace.relativePath(of: argument, workingDirectory: workingDirectory))
    }
    return result
  }

  /// Runs a use case, turning a workspace error into its message and exit status
  /// (`WorkspaceFailure.report`).
  func run<Result>(_ body: () throws(WorkspaceError) -> Result) throws -> Result {
    try WorkspaceFailure.run(terminal, body)
  }
}
