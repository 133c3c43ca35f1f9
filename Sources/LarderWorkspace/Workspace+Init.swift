public import FoundationEssentials
import LarderGit

/// What `larder init` did.
public struct InitOutcome: Sendable, Codable {
  /// What kind of start it was.
  public enum Kind: String, Sendable, Codable {
    /// A new journal from the template.
    case created
    /// An existing journal without git, now in a repository with its files committed.
    case adopted
    /// Already a journal with a repository: nothing was changed.
    case existing
  }

  /// What kind of start it was.
  public let kind: Kind
  /// The journal's root directory.
  public let root: String
  /// The files written, relative to the root.
  public let files: [String]
  /// The first commit; nil for `.existing` or with `--no-commit`.
  public let commit: CommitRecord?
  /// Things the person should know that are not errors.
  public let notices: [String]
}

extension Workspace {
  /// Creates a journal in `directory` (created if missing) with a git repository on `main`
  /// and a first commit, or adopts the journal already there into a new repository.
  ///
  /// - A directory that already holds a journal and a repository is left as it is.
  /// - A journal without `.git` is adopted: its files are committed as they are.
  /// - A non-empty directory that is not a journal is refused unless `force`; then only the
  ///   template files that do not exist yet are written and committed.
  /// - With `noCommit`, the files are written and no repository is created.
  /// - With `dryRun`, nothing is written: the outcome says what would be (`--dry-run`).
  ///
  /// The first commit is dated by `clock`.
  public static func initialize(
    at directory: URL, clock: Clock, force: Bool = false, noCommit: Bool = false,
    dryRun: Bool = false
  ) throws(WorkspaceError) -> InitOutcome {
    let location = JournalLocation(root: directory)
    let root = location.root.path
    let manager = FileManager.default
    var isDirectory = false
    if manager.fileExists(atPath: root, isDirectory: &isDirectory), !isDirectory {
      throw .io(path: root, reason: "it is a file, not a directory")
    }
    let hasSettings = manager.fileExists(atPath: location.url(for: "larder.yaml").path)
    let hasGit = manager.fileExists(atPath: location.url(for: ".git").path)
    if hasSettings {
      if hasGit, let repository = try JournalRepository.open(location, clock: clock),
        try repository.git("read HEAD", { try repository.repository.headCommit }) != nil
      {
        return InitOutcome(
          kind: .existing, root: root, files: [], commit: nil,
          notices: ["\(root) is already a journal with a git repository; nothing changed"])
      }
      if dryRun {
        return InitOutcome(kind: .adopted, root: root, files: [], commit: nil, notices: [])
      }
      return try adopt(location, clock: clock, noCommit: noCommit)
    }
    let entries = (try? manager.contentsOfDirectory(atPath: root)) ?? []
    if !entries.isEmpty, !force { throw .directoryNotEmpty(path: root) }
    if dryRun {
      let files = JournalTemplate.files.map(\.path).filter {
        !manager.fileExists(atPath: location.url(for: $0).path)
      }
      return InitOutcome(kind: .created, root: root, files: files, commit: nil, notices: [])
    }
    return try create(
      location, clock: clock, committingOnly: !entries.isEmpty, noCommit: noCommit)
  }

  private static func create(
    _ location: JournalLocation, clock: Clock, committingOnly: Bool, noCommit: Bool
  ) throws(WorkspaceError) -> InitOutcome {
    var written: [String] = []
    for (path, text) in JournalTemplate.files {
      let url = location.url(for: path)
      guard !FileManager.default.fileExists(atPath: url.path) else { continue }
      try AtomicWrite.write(Array(text.utf8), to: url)
      written.append(path)
    }
    try createDirectory(location.url(for: "log"))
    guard !noCommit else {
      return InitOutcome(
        kind: .created, root: location.root.path, files: written, commit: nil,
        notices: [
          "no git repository was created (--no-commit); run `larder init` again "
            + "to start the journal's history"
        ])
    }
    let repository = try openOrCreateRepository(location, clock: clock)
    let lock = try JournalLock.take(location: location)
    defer { withExtendedLifetime(lock) {} }
    try repository.registerMergeDriver()
    let signatures = try repository.signatures(authorSetting: nil)
    let commit: CommitRecord?
    if committingOnly {
      _ = try repository.commit(
        paths: written, message: "init", signatures: signatures)
      commit = try repository.headRecord()
    } else {
      commit = try commitEverything(
        repository, message: "init", signatures: signatures)
    }
    return InitOutcome(
      kind: .created, root: location.root.path, files: written, commit: commit, notices: [])
  }

  private static func adopt(_ location: JournalLocation, clock: Clock, noCommit: Bool)
    throws(WorkspaceError) -> InitOutcome
  {
    guard !noCommit else {
      return InitOutcome(
        kind: .existing, root: location.root.path, files: [], commit: nil,
        notices: ["\(location.root.path) is already a journal; with --no-commit nothing changed"])
    }
    var written: [String] = []
    if !FileManager.default.fileExists(atPath: location.url(for: ".gitignore").path) {
      try AtomicWrite.write(
        Array(JournalTemplate.gitignore.utf8), to: location.url(for: ".gitignore"))
      written.append(".gitignore")
    }
    let repository = try openOrCreateRepository(location, clock: clock)
    let lock = try JournalLock.take(location: location)
    defer { withExtendedLifetime(lock) {} }
    try repository.registerMergeDriver()
    let adopted = Workspace(location: location, clock: clock)
    let settings = try adopted.settings()
    let count = try adopted.journalFilePaths().count
    let commit = try commitEverything(
      repository, message: "init: adopt \(count) file\(count == 1 ? "" : "s")",
      signatures: try repository.signatures(authorSetting: settings.author))
    return InitOutcome(
      kind: .adopted, root: location.root.path, files: written, commit: commit, notices: [])
  }

  private static func openOrCreateRepository(_ location: JournalLocation, clock: Clock)
    throws(WorkspaceError) -> JournalRepository
  {
    if let existing = try JournalRepository.open(location, clock: clock) { return existing }
    _ = try JournalRepository.git("create the repository", root: location) {
      try Repository.create(at: location.root.path, initialBranch: "main")
    }
    return try JournalRepository.require(location, clock: clock)
  }

  private static func commitEverything(
    _ repository: JournalRepository, message: String, signatures: CommitSignatures
  ) throws(WorkspaceError) -> CommitRecord? {
    _ = try repository.git("commit the journal") {
      try repository.repository.commitAll(
        message: message, author: signatures.author, committer: signatures.committer)
    }
    repository.recordIndex()
    return try repository.headRecord()
  }

  private static func createDirectory(_ url: URL) throws(WorkspaceError) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .io(path: url.path, reason: "cannot create the directory")
    }
  }
}
