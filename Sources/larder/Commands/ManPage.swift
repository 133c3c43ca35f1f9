import ArgumentParser

/// `larder man-page`: the manual page, made from the command definitions (plumbing for
/// `make install`).
struct ManPage: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "man-page",
    abstract: "Print larder's manual page in roff, made from the command definitions.",
    discussion: """
      `make install` writes it to share/man/man1/larder.1. Each command gets a section with \
      its --help text, so the page says what --help says.

      Example:
        larder man-page | man -l -
      """,
    shouldDisplay: false)

  func run() throws {
    print(Self.render(), terminator: "")
  }

  /// The page: the name, the synopsis, what `larder --help` says, then one section per
  /// command that runs, with its help, in the order of `larder --help`.
  static func render() -> String {
    let root = Larder.configuration
    var page = """
      .TH LARDER 1 "" "larder \(root.version)" "User Commands"
      .SH NAME
      larder \\- \(escaped(root.abstract))
      .SH SYNOPSIS
      .B larder
      .I command
      [\\fIoptions\\fR]
      .SH DESCRIPTION

      """
    page += preformatted(Larder.helpMessage(columns: 72))
    page += ".SH COMMANDS\n"
    for (path, command) in commands(under: Larder.self, path: ["larder"]) {
      page += ".SS \"\(escaped(path.joined(separator: " ")))\"\n"
      page += preformatted(Larder.helpMessage(for: command, columns: 72))
    }
    page += """
      .SH FILES
      See FORMAT.md for the journal's files, and Documentation/CommandLine.md for the rules \
      every command follows: the write options, the questions and the exit status.
      .SH EXIT STATUS
      0 done; 1 refused or problems found, nothing written; 2 usage or I/O error.

      """
    return page
  }

  /// The shown commands that run, depth first, with their full names.
  private static func commands(under command: any ParsableCommand.Type, path: [String])
    -> [([String], any ParsableCommand.Type)]
  {
    command.configuration.subcommands.flatMap { child in
      let configuration = child.configuration
      guard configuration.shouldDisplay else { return [([String], any ParsableCommand.Type)]() }
      let childPath = path + [configuration.commandName ?? ""]
      let own = configuration.subcommands.isEmpty ? [(childPath, child)] : []
      return own + commands(under: child, path: childPath)
    }
  }

  /// Text as roff shows it as it is: no filling, backslashes and leading dots escaped.
  private static func preformatted(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      escaped(String($0))
    }
    return ".nf\n" + lines.joined(separator: "\n") + "\n.fi\n"
  }

  /// A line roff prints as written.
  private static func escaped(_ line: String) -> String {
    let text = line.replacing("\\", with: "\\e")
    return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
  }
}
