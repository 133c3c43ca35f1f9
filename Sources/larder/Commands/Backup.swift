import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder backup [REMOTE]`: push the journal's history.
struct Backup: LarderCommand {
  static let effect = CommandEffect.repository

  static let configuration = CommandConfiguration(
    commandName: "backup",
    abstract: "Push the journal's history to its backup remotes.",
    discussion: """
      Pushes the branch main to the named remote, or to every remote. A local path without \
      a repository gets a bare one. A push the remote refuses is an error, never a success; \
      the journal is untouched either way.

      Credentials are never written into the journal: ssh-agent or \
      LARDER_SSH_KEY=path/to/key for ssh; for https LARDER_GIT_TOKEN (and LARDER_GIT_USER), \
      then a git credential helper (git config credential.helper), which larder only reads \
      and never lets prompt.

      A remote that stops answering for 60 seconds (LARDER_NETWORK_TIMEOUT=seconds to \
      change it) ends the backup with an error; other commands never wait for a backup.

      Examples:
        larder backup
        larder backup nas
        LARDER_GIT_TOKEN=... larder backup github

      Exit status: 0 pushed, 1 no such remote or a remote refused the push, 2 unreachable \
      remote, usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The remote to push to (default: every remote).")
  var remote: String?

  @Flag(help: "Print the results as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global, refusesNewerFormat: false)
    let terminal = context.terminal
    let results = try context.run { () throws(WorkspaceError) in
      try context.workspace.journal.backup(
        remote: remote, environment: ProcessInfo.processInfo.environment,
        onStall: WorkspaceFailure.endOnStall(terminal: terminal))
    }
    if json {
      terminal.write(JSONOutput.encode(BackupsJSON(backups: results.map(BackupJSON.init))))
    }
    var status: Int32 = 0
    for result in results {
      switch result.result {
      case .success(let commit):
        guard !json else { continue }
        var line =
          terminal.style("✓ backed up", .boldGreen) + " main ("
          + terminal.style(commit.shortID, .yellow) + ") to \(result.remote.name)"
        if result.createdRepository { line += ", in a new repository at \(result.remote.url)" }
        terminal.write(line + "\n")
      case .failure(let error):
        let rejected: Bool
        if case .pushRejected = error { rejected = true } else { rejected = false }
        status = max(status, rejected ? 1 : 2)
        _ = WorkspaceFailure.report(error, terminal: terminal)
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// `larder backup --json`: each remote's result.
private struct BackupsJSON: JSONReport {
  static let schemaVersion = 1
  var backups: [BackupJSON]
}

/// One remote's result in `larder backup --json`.
private struct BackupJSON: Encodable {
  var remote: String
  var url: String
  var ok: Bool
  var commit: String?
  var createdRepository: Bool
  var error: String?

  init(_ result: BackupResult) {
    remote = result.remote.name
    url = result.remote.url
    createdRepository = result.createdRepository
    switch result.result {
    case .success(let record):
      ok = true
      commit = record.id
    case .failure(let failure):
      ok = false
      error = failure.message
    }
  }
}
