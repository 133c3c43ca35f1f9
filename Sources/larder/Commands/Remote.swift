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
        larder remote remove old-nas --yes
      """,
    subcommands: [Add.self, List.self, Remove.self])

  /// `larder remote add NAME URL`.
  struct Add: LarderCommand {
    static let effect = CommandEffect.writes

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

        A remote lives in the repository's settings, not in a journal file, so there is \
        nothing to commit: --no-commit changes nothing.

        Exit status: 0 added (or shown, with --dry-run), 2 bad name or URL, or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The remote's name, such as backup.")
    var name: String

    @Argument(help: "Where it is: a path, file://, ssh:// or https:// URL.")
    var url: String

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options, refusesNewerFormat: false)
      let remote = try context.run { () throws(WorkspaceError) in
        try context.workspace.journal.addRemote(
          name: name, url: url,
          workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      }
      let terminal = context.terminal
      if options.json {
        terminal.write(JSONOutput.encode(RemoteAddJSON(written: !options.dryRun, remote: remote)))
      } else if options.dryRun {
        terminal.write(
          "would add remote \(remote.name) → \(remote.url)\nDry run: nothing written.\n")
      } else {
        terminal.write(
          terminal.style("✓ remote", .boldGreen) + " \(remote.name) → \(remote.url)\n"
            + "  back up with `larder backup`\n")
      }
    }
  }

  /// `larder remote list`.
  struct List: LarderCommand {
    static let effect = CommandEffect.reads

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
      let context = try CommandContext(global, refusesNewerFormat: false)
      let remotes = try context.run { () throws(WorkspaceError) in
        try context.workspace.journal.remotes()
      }
      if json {
        context.terminal.write(JSONOutput.encode(RemotesJSON(remotes: remotes)))
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
  struct Remove: LarderCommand {
    static let effect = CommandEffect.removes

    static let configuration = CommandConfiguration(
      commandName: "remove",
      abstract: "Remove a backup remote; the backup it points at is left as it is.",
      discussion: """
        `larder backup` pushes to every remote, so one that is gone for good makes every \
        backup fail; remove it. Remotes live in .git/config, outside the journal's history, \
        so nothing is committed (--no-commit changes nothing). On a terminal it asks first; \
        elsewhere pass --yes.

        Examples:
          larder remote remove old-nas
          larder remote remove old-nas --yes
          larder remote remove old-nas --dry-run

        Exit status: 0 removed, 1 no such remote or not confirmed (nothing changed), 2 \
        usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The remote's name, as `larder remote list` shows it.")
    var name: String

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options, refusesNewerFormat: false)
      let terminal = context.terminal
      let journal = context.workspace.journal
      let remote = try context.run { () throws(WorkspaceError) in
        try journal.remote(named: name)
      }
      if options.dryRun {
        terminal.write(
          options.json
            ? JSONOutput.encode(RemoteAddJSON(written: false, remote: remote))
            : "would remove remote \(remote.name) → \(remote.url)\nDry run: nothing written.\n")
        return
      }
      try WriteRun.confirm(
        "Remove remote \(remote.name) → \(remote.url)?", options: options, terminal: terminal
      ) {}
      let removed = try context.run { () throws(WorkspaceError) in
        try journal.removeRemote(name: name)
      }
      if options.json {
        terminal.write(JSONOutput.encode(RemoteAddJSON(written: true, remote: removed)))
        return
      }
      terminal.write(
        terminal.style("✓ removed remote", .boldGreen) + " \(removed.name) → \(removed.url)\n"
          + "  the backup there is left as it is\n")
    }
  }
}

/// `larder remote add --json` and `larder remote remove --json`: the remote added or
/// removed, and whether it was (not in a dry run).
private struct RemoteAddJSON: JSONReport {
  static let schemaVersion = 1
  var written: Bool
  var remote: RemoteRecord
}

/// `larder remote list --json`: the remotes, by name.
private struct RemotesJSON: JSONReport {
  static let schemaVersion = 1
  var remotes: [RemoteRecord]
}
