public import FoundationEssentials
import LarderGit

/// A configured backup remote, as `larder remote list` shows it.
public struct RemoteRecord: Sendable, Codable, Equatable {
  /// The remote's name, such as `backup`.
  public let name: String
  /// Where it points, with any credential in it shown as `***`.
  public let url: String

  /// A remote as it is shown: a credential in `url` is redacted here, once, so no output,
  /// text or JSON, can print it.
  init(name: String, url: String) {
    self.name = name
    self.url = RemoteCredentials.redacted(url)
  }
}

/// The result of pushing to one remote.
public struct BackupResult: Sendable {
  /// The remote pushed to.
  public let remote: RemoteRecord
  /// The commit now on the remote's `main`, or the failure.
  public let result: Result<CommitRecord, WorkspaceError>
  /// Whether larder created the bare repository at a local path first.
  public let createdRepository: Bool
}

extension JournalUseCases {
  /// Adds a remote, or points an existing one at a new URL. A relative local path is stored
  /// absolute; a URL holding a password is refused, since it would be written to
  /// `.git/config` (use `LARDER_GIT_TOKEN`).
  public func addRemote(name: String, url: String, workingDirectory: URL)
    throws(WorkspaceError) -> RemoteRecord
  {
    let valid = name.utf8.allSatisfy {
      ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A)
        || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E
    }
    guard valid, !name.isEmpty, !name.hasPrefix("."), !name.hasPrefix("-") else {
      throw .badRemote("\"\(name)\" cannot name a remote: use letters, digits, - _ and .")
    }
    let stored = try Self.remoteURL(url, workingDirectory: workingDirectory)
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    guard !workspace.isDryRun else { return RemoteRecord(name: name, url: stored) }
    let lock = try JournalLock.take(location: workspace.location)
    defer { withExtendedLifetime(lock) {} }
    try repository.git("add remote \(name)") {
      try repository.repository.addRemote(name: name, url: stored)
    }
    return RemoteRecord(name: name, url: stored)
  }

  /// The remote named `name`, which `removeRemote` would remove; `.unknownRemote` when none
  /// is.
  public func remote(named name: String) throws(WorkspaceError) -> RemoteRecord {
    let all = try remotes()
    guard let remote = all.first(where: { $0.name == name }) else {
      throw .unknownRemote(name: name, known: all.map(\.name))
    }
    return remote
  }

  /// Removes the remote named `name` from `.git/config`, under the journal lock, and returns
  /// it. Remotes are not journal content: nothing is committed. The backup it points at is
  /// left as it is.
  public func removeRemote(name: String) throws(WorkspaceError) -> RemoteRecord {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let lock = try JournalLock.take(location: workspace.location)
    defer { withExtendedLifetime(lock) {} }
    let remote = try remote(named: name)
    try repository.git("remove remote \(name)") {
      try repository.repository.removeRemote(name: name)
    }
    return remote
  }

  /// The configured remotes, sorted by name.
  public func remotes() throws(WorkspaceError) -> [RemoteRecord] {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    return try repository.git("list remotes") { try repository.repository.remotes() }
      .map { RemoteRecord(name: $0.name, url: $0.url) }
  }

  /// Pushes `main` to the remote named `remote`, or to every remote when nil. A local path
  /// or `file://` URL without a repository gets a bare one whose HEAD is `main`. Credentials
  /// are never written to the journal: `LARDER_SSH_KEY` (a private key file) and ssh-agent
  /// for ssh; for https `LARDER_GIT_TOKEN` (with `LARDER_GIT_USER`, default `larder`), then a
  /// git credential helper (`credential.helper`).
  ///
  /// The journal lock is held while the remotes and the commit are read, not while `main`
  /// travels: a slow remote never keeps `larder add` waiting, and a commit made meanwhile
  /// goes too. Backups take turns (`larder-backup.lock`). A remote silent for
  /// `LARDER_NETWORK_TIMEOUT` seconds (60 by default) is reported through `onStall`, which
  /// must end the process (`StallLimit`).
  public func backup(
    remote: String?, environment: [String: String],
    onStall: (@Sendable (WorkspaceError) -> Void)? = nil
  ) throws(WorkspaceError) -> [BackupResult] {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let (chosen, head) = try { () throws(WorkspaceError) -> ([RemoteRecord], CommitRecord) in
      let lock = try JournalLock.take(location: workspace.location)
      defer { withExtendedLifetime(lock) {} }
      let all = try remotes()
      guard !all.isEmpty else { throw .noRemote }
      var chosen = all
      if let remote {
        chosen = all.filter { $0.name == remote }
        guard !chosen.isEmpty else {
          throw .unknownRemote(name: remote, known: all.map(\.name))
        }
      }
      guard let head = try repository.headRecord() else {
        throw .noHistory("the journal has no commits yet, so there is nothing to back up")
      }
      if try repository.git("read HEAD", { try repository.repository.isHeadDetached }) {
        throw .detachedHead(at: head.shortID)
      }
      return (chosen, head)
    }()
    let credentials = Self.credentials(environment)
    // Two backups at once would race to create the same repository or move the same branch.
    let backupLock = try JournalLock.take(location: workspace.location, name: "larder-backup")
    defer { withExtendedLifetime(backupLock) {} }
    return chosen.map { remote in
      var created = false
      let result = Result { () throws(WorkspaceError) -> CommitRecord in
        created = try Self.createBareRepositoryIfMissing(remote)
        try Self.push(
          repository, remote, credentials, stall: Self.stallLimit(remote, environment, onStall))
        return head
      }
      return BackupResult(remote: remote, result: result, createdRepository: created)
    }
  }

  /// How long a push or fetch with `remote` may go without a word from it:
  /// `LARDER_NETWORK_TIMEOUT` seconds, 60 by default; nil without `onStall`.
  static func stallLimit(
    _ remote: RemoteRecord, _ environment: [String: String],
    _ onStall: (@Sendable (WorkspaceError) -> Void)?
  ) -> StallLimit? {
    guard let onStall else { return nil }
    let seconds =
      environment["LARDER_NETWORK_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
      ?? 60
    return StallLimit(seconds: seconds) {
      onStall(
        .remoteUnreachable(
          remote: "\(remote.name) (\(remote.url))",
          reason: "it has not answered for \(DecimalText.string(seconds)) s"))
    }
  }

  /// What to offer a remote that asks for credentials, in order: the environment's, then for
  /// https what the person's git credential helpers hold (configured globally or in the
  /// journal's `.git/config`).
  static func credentials(_ environment: [String: String]) -> Credentials {
    var sources: [Credentials.Source] = []
    if let key = environment["LARDER_SSH_KEY"], !key.isEmpty {
      sources.append(.sshKey(privateKeyPath: JournalLocation.expandingTilde(key)))
    }
    sources.append(.sshAgent)
    if let token = environment["LARDER_GIT_TOKEN"], !token.isEmpty {
      sources.append(
        .userPassword(user: environment["LARDER_GIT_USER"] ?? "larder", password: token))
    }
    sources.append(.credentialHelper)
    return Credentials(sources)
  }

  /// A URL as stored: local paths made absolute; typos in the scheme and passwords refused.
  static func remoteURL(_ url: String, workingDirectory: URL) throws(WorkspaceError) -> String {
    let trimmed = url.trimmingSpaces
    guard !trimmed.isEmpty else { throw .badRemote("the remote's URL is empty") }
    if let schemeEnd = trimmed.firstRange(of: "://") {
      let scheme = trimmed[..<schemeEnd.lowerBound].lowercased()
      guard ["file", "ssh", "https", "http", "git"].contains(scheme) else {
        throw .badRemote(
          "\"\(trimmed)\" starts with \"\(scheme)://\", which is not a kind of remote larder "
            + "knows (file, ssh, https)")
      }
      try Self.requireNoCredential(in: trimmed)
      return trimmed
    }
    try Self.requireNoCredential(in: trimmed)
    if localPath(of: trimmed) == nil { return trimmed }
    let expanded = JournalLocation.expandingTilde(trimmed)
    return URL(fileURLWithPath: expanded, relativeTo: workingDirectory).standardizedFileURL.path
  }

  /// Refuses a URL holding a credential, which would be written to `.git/config` in clear.
  private static func requireNoCredential(in url: String) throws(WorkspaceError) {
    guard let credential = RemoteCredentials.found(in: url) else { return }
    throw .badRemote(
      "the URL \"\(RemoteCredentials.redacted(url))\" holds \(credential), which would be "
        + "written to the journal's .git/config; remove it and set LARDER_GIT_TOKEN (or use "
        + "ssh with a key) instead")
  }

  /// The file-system path a remote URL names, or nil for a network URL (`ssh://`,
  /// `https://`, or scp-like `host:path`, where no slash comes before the colon).
  static func localPath(of url: String) -> String? {
    if url.hasPrefix("file://") { return String(url.dropFirst("file://".count)) }
    if url.contains("://") { return nil }
    if let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") { return nil }
    return url
  }

  /// Creates a bare repository on `main` at a local remote's path when nothing is there;
  /// returns whether it did.
  static func createBareRepositoryIfMissing(_ remote: RemoteRecord)
    throws(WorkspaceError) -> Bool
  {
    guard let path = localPath(of: remote.url) else { return false }
    let manager = FileManager.default
    if manager.fileExists(atPath: path) {
      let entries = (try? manager.contentsOfDirectory(atPath: path)) ?? []
      guard entries.isEmpty else { return false }
    } else {
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
      guard manager.fileExists(atPath: parent) else {
        throw .remoteUnreachable(
          remote: remote.name, reason: "the folder \(parent) does not exist")
      }
    }
    _ = try JournalRepository.git(
      "create a backup repository at \(path)",
      root: JournalLocation(root: URL(fileURLWithPath: path))
    ) {
      try Repository.create(at: path, initialBranch: "main", bare: true)
    }
    return true
  }

  /// Pushes `main` to `remote`, turning git's failure into the error a person should see.
  static func push(
    _ repository: JournalRepository, _ remote: RemoteRecord, _ credentials: Credentials,
    stall: StallLimit?
  ) throws(WorkspaceError) {
    do {
      try repository.repository.push(remote: remote.name, credentials: credentials, stall: stall)
    } catch let error as GitError {
      throw WorkspaceError(pushing: error, remote: remote)
    } catch {
      throw .git(operation: "push to \(remote.name)", reason: "\(error)")
    }
  }
}

extension WorkspaceError {
  /// The error a person should see when pushing to or fetching from `remote` failed.
  init(pushing error: GitError, remote: RemoteRecord) {
    // libgit2 may quote the URL it was given, credential and all.
    let error = GitError(error.code, RemoteCredentials.redactingURLs(in: error.message))
    switch error.code {
    case .rejected:
      self = .pushRejected(remote: remote.name, reason: error.message)
    case .nonFastForward:
      self = .pushRejected(
        remote: remote.name,
        reason: "it has commits this journal does not have (was it backed up from elsewhere?)")
    case .unreachable, .notFound, .certificate, .bareRepo:
      let denied = ["Permission denied", "Read-only file system", "No space left on device"]
      self =
        denied.contains(where: error.message.contains)
        ? .remoteNotWritable(remote: "\(remote.name) (\(remote.url))", reason: error.message)
        : .remoteUnreachable(remote: "\(remote.name) (\(remote.url))", reason: error.message)
    case .invalidURL:
      self = .badRemote("\(remote.name)'s URL \"\(remote.url)\" is not valid: \(error.message)")
    case .auth, .user:
      self = .remoteAuthentication(remote: remote.name, reason: error.message)
    default:
      self = .git(operation: "push to \(remote.name)", reason: error.message)
    }
  }
}
