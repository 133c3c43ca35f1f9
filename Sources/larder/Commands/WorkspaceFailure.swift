import ArgumentParser
import LarderWorkspace

/// How a command says why it stopped: `error: message` and a hint on standard error, and an
/// exit status. `CommandContext.run` reports workspace errors through it, as do the commands
/// that run before a journal exists (`init`, `restore`) or exit with a status other than 2.
enum WorkspaceFailure {
  /// Writes `error: message` and the hint to standard error and returns the exit status: 1
  /// for a refusal (`WorkspaceError.isRefusal`), 2 for a failure.
  static func report(_ error: WorkspaceError, terminal: Terminal) -> ExitCode {
    write(error.message, hint: error.hint, status: error.isRefusal ? 1 : 2, terminal: terminal)
  }

  /// What a command does when its remote stops answering in the middle of a push or fetch:
  /// it says so and exits with the failure's status, since the call into libgit2 cannot be
  /// interrupted (`StallLimit`).
  static func endOnStall(terminal: Terminal) -> @Sendable (WorkspaceError) -> Void {
    { error in Larder.exit(withError: report(error, terminal: terminal)) }
  }

  /// Writes a usage error (a bad argument combination) and returns exit status 2.
  static func usage(_ message: String, hint: String?, terminal: Terminal) -> ExitCode {
    write(message, hint: hint, status: 2, terminal: terminal)
  }

  /// Writes a refusal of the input (exit status 1, nothing written) or, when `isEnvironment`,
  /// a failure of the journal, its files or its repository (exit status 2).
  static func refusal(_ message: String, hint: String?, isEnvironment: Bool, terminal: Terminal)
    -> ExitCode
  {
    write(message, hint: hint, status: isEnvironment ? 2 : 1, terminal: terminal)
  }

  /// Writes `error: message` and the hint, when there is one, to standard error and returns
  /// `status`: how every command says why it stopped.
  static func write(_ message: String, hint: String?, status: Int32, terminal: Terminal)
    -> ExitCode
  {
    var text = terminal.style("error:", .boldRed) + " \(message)\n"
    if let hint { text += "  hint: \(hint)\n" }
    terminal.writeError(text)
    return ExitCode(status)
  }

  /// Runs a use case, turning a workspace error into its message and exit status (`report`).
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
