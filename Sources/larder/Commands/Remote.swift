import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder remote`: where backups go.
struct RemoteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remote",
    abstract: "Add, list and remove the git remotes that `larder backup` pushes to.",
    discussion: """
      A remote is a name and a URL: a local path (a USB disk, a mounted share), an ssh:// \
      URL or an https:// URL. Keep health data on a private remote.

      Examples:
        larder remote add backup /media/usb/journal.git
        larder remote list
        larder remote remove backup --yes
      """,
    subcommands: [Add.self, List.self, Remove.self])

  /// `larder remote add NAME URL`.
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add a backup remote, or point an existing one at a new URL.",
      discussion: """
        The URL is a local path or file:// URL (a bare repository is created there on the \
        first backup), an ssh:// URL or user@host:path (ssh-agent, or a key file named by \
        LARDER_SSH_KEY; use ed25519 keys), or an https:// URL (a token from \
        LARDER_GIT_TOKEN or a git credential helper). Credentials are read at each backup \
        and never written into the journal. Keep health data on a private remote.

        Examples:
          larder remote add backup /media/usb/journal.git
          larder remote add nas ssh://me@nas.local/srv/git/journal.git
          larder remote add github https://github.com/me/journal.git

        Exit status: 0 added, 2 bad name or URL, or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The remote's name, such as backup.")
    var name: String

    @Argument(help: "Where it is: a path, file://, ssh:// or https:// URL.")
    var url: String

    func run() throws {
      let context = try CommandContext(global)
      let remote = try context.run { () throws(WorkspaceError) in
        try context.workspace.journal.addRemote(
          name: name, url: url,
          workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      }
      context.terminal.write(
        context.terminal.style("✓ remote", .boldGreen) + " \(remote.name) → \(remote.url)\n"
          + "  back up with `larder backup`\n")
    }
  }

  /// `larder remote list`.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the backup remotes.",
      discussion: """
        Examples:
          larder remote list
          larder remote list --json

        Exit status: 0 ok, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the remotes as JSON.")
    var json = false

    func run() throws {
      let context = try CommandContext(global)
      let remotes = try context.run { () throws(WorkspaceError) in
        try context.workspace.journal.remotes()
      }
      if json {
        context.terminal.write(JSONOutput.encode(remotes))
      } else if remotes.isEmpty {
        context.terminal.write(
          "no remotes; add one with `larder remote add backup URL`\n")
      } else {
        let width = remotes.map(\.name.count).max() ?? 0
        for remote in remotes {
          let padding = String(repeating: " ", count: width - remote.name.count)
          context.terminal.write("\(remote.name)\(padding)  \(remote.url)\n")
        }
      }
    }
  }

  /// `larder remote remove NAME`.
  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove",
      abstract: "Remove a backup remote; the backup it points at is left as it is.",
      discussion: """
        `larder backup` pushes to every remote, so one that is gone for good makes every \
        backup fail; remove it. Remotes live in .git/config, outside the journal's history, \
        so nothing is committed (--no-commit changes nothing). On a terminal it asks first; \
        elsewhere pass --yes.

        Examples:
          larder remote remove backup
          larder remote remove old-nas --yes
          larder remote remove old-nas --dry-run

        Exit status: 0 removed, 1 no such remote or not confirmed (nothing changed), 2 \
        usage or I/O error.
        """)

    /// What `--json` prints.
    struct Outcome: Encodable {
      /// The remote removed, or that would be.
      var remote: RemoteRecord
      /// Whether it was removed (false for a dry run).
      var written: Bool
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The remote's name, as `larder remote list` shows it.")
    var name: String

    @Flag(name: [.short, .long], help: "Remove without asking, even on a terminal.")
    var yes = false

    @Flag(help: "Only show what would be removed; change nothing.")
    var dryRun = false

    @Flag(help: "Print the outcome as JSON (never asks).")
    var json = false

    @Flag(help: "Accepted like other writing commands take it; a remote is never committed.")
    var noCommit = false

    func run() throws {
      let context = try CommandContext(global)
      let terminal = context.terminal
      let journal = context.workspace.journal
      let remote = try Self.refusing(terminal) { () throws(WorkspaceError) in
        try journal.remote(named: name)
      }
      if dryRun {
        terminal.write(
          json
            ? JSONOutput.encode(Outcome(remote: remote, written: false))
            : "would remove remote \(remote.name) → \(remote.url)\nDry run: nothing written.\n")
        return
      }
      if !yes, !json {
        try Confirmation.require(
          "Remove remote \(remote.name) → \(remote.url)?", doing: "remove remote \(name)",
          command: "remote remove", terminal: terminal)
      }
      let removed = try Self.refusing(terminal) { () throws(WorkspaceError) in
        try journal.removeRemote(name: name)
      }
      if json {
        terminal.write(JSONOutput.encode(Outcome(remote: removed, written: true)))
        return
      }
      terminal.write(
        terminal.style("✓ removed remote", .boldGreen) + " \(removed.name) → \(removed.url)\n"
          + "  the backup there is left as it is\n")
    }

    /// Runs a use case, reporting an unknown remote with exit status 1 and any other error
    /// with 2.
    private static func refusing<Result>(
      _ terminal: Terminal, _ body: () throws(WorkspaceError) -> Result
    ) throws -> Result {
      do {
        return try body()
      } catch {
        if case .unknownRemote = error {
          throw WorkspaceFailure.report(error, terminal: terminal, status: 1)
        }
        throw WorkspaceFailure.report(error, terminal: terminal)
      }
    }
  }
}
