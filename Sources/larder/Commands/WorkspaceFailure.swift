import ArgumentParser
import LarderWorkspace

/// Prints a workspace error the way `CommandContext.run` does, for the commands that run
/// before a journal exists (`init`, `restore`) or exit with a status other than 2.
enum WorkspaceFailure {
  /// Writes `error: message` and the hint to standard error and returns the exit status.
  static func report(_ error: WorkspaceError, terminal: Terminal, status: Int32 = 2) -> ExitCode {
    var text = terminal.style("error:", .boldRed) + " \(error.message)\n"
    if let hint = error.hint { text += "  hint: \(hint)\n" }
    terminal.writeError(text)
    return ExitCode(status)
  }

  /// Writes a usage error (a bad argument combination) and returns exit status 2.
  static func usage(_ message: String, hint: String?, terminal: Terminal) -> ExitCode {
    var text = terminal.style("error:", .boldRed) + " \(message)\n"
    if let hint { text += "  hint: \(hint)\n" }
    terminal.writeError(text)
    return ExitCode(2)
  }

  /// Runs a use case, turning a workspace error into its message and exit status 2.
  static func run<Result>(_ terminal: Terminal, _ body: () throws(WorkspaceError) -> Result)
    throws -> Result
  {
    do {
      return try body()
    } catch {
      throw report(error, terminal: terminal)
    }
  }
}
