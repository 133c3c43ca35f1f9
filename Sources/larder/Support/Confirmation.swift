import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// How a command that removes or overwrites data asks first: on a terminal it asks, elsewhere
/// it needs --yes.
enum Confirmation {
  /// Asks `question` on a terminal; returns when the answer is yes. Refuses with exit status
  /// 2 and a hint to pass --yes when standard input is not a terminal, and says "Nothing
  /// written." with exit status 1 when the answer is no.
  ///
  /// - Parameter doing: what the command would do, for the refusal: `remove remote origin`.
  static func require(
    _ question: String, doing: String, command: String, terminal: Terminal
  ) throws {
    guard StandardStream.input.isTerminal else {
      throw WorkspaceFailure.usage(
        "larder \(command) asks before it would \(doing), but standard input is not a "
          + "terminal",
        hint: "Pass --yes to go ahead without asking.", terminal: terminal)
    }
    terminal.writeError(question + " [y/N] ")
    guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
      terminal.write("Nothing written.\n")
      throw ExitCode(1)
    }
  }

  /// Asks `question` on a terminal, pressing return meaning yes, and says "Nothing written."
  /// with exit status 1 when the answer is no; elsewhere goes ahead, as `larder add` does.
  static func askOnTerminal(_ question: String, terminal: Terminal) throws {
    guard StandardStream.input.isTerminal else { return }
    terminal.writeError(question + " [Y/n] ")
    let answer = readLine()?.trimmingSpaces.lowercased()
    guard let answer, answer.isEmpty || ["y", "yes"].contains(answer) else {
      terminal.write("Nothing written.\n")
      throw ExitCode(1)
    }
  }
}
