import FoundationEssentials
import Glibc
import LarderGit

/// The journal's git repository as the use cases need it: opened at the journal root, with
/// every `GitError` turned into a `WorkspaceError` a person can act on, and the bookkeeping
/// that lets a crashed command be repaired by the next one.
///
/// Larder keeps two small files of its own in `.git/` (never committed):
/// `larder-pending` lists files a command wrote and had not yet committed, and `larder-index`
/// records `.git/index` as larder last left it, so a change by anything else (a `git add`, a
/// crash) is noticed without reading the status of every file on every command.
final class JournalRepository {
  let repository: Repository
  /// The `.git` directory.
  let gitDirectory: URL
  let location: JournalLocation
  /// The command's clock, which dates its commits.
  let clock: Clock
  /// What the person should know of the commits made through this repository that did not
  /// fail them: the index left stale after a commit.
  private(set) var notices: [String] = []

  private init(repository: Repository, location: JournalLocation, clock: Clock) {
    self.repository = repository
    self.location = location
    self.clock = clock
    gitDirectory = location.url(for: ".git")
  }

  /// Opens the journal's repository; nil when the journal root has no `.git`.
  static func open(_ location: JournalLocation, clock: Clock) throws(WorkspaceError)
    -> JournalRepository?
  {
    guard FileManager.default.fileExists(atPath: location.url(for: ".git").path) else {
      return nil
    }
    let repository = try git("open the journal's repository", root: location) {
      try Repository.open(at: location.root.path)
    }
    return JournalRepository(repository: repository, location: location, clock: clock)
  }

  /// Opens the journal's repository, or fails with `.noRepository`.
  static func require(_ location: JournalLocation, clock: Clock) throws(WorkspaceError)
    -> JournalRepository
  {
    guard let repository = try open(location, clock: clock) else {
      throw .noRepository(path: location.root.path)
    }
    return repository
  }

  /// Runs a LarderGit call, turning its failure into a `WorkspaceError`.
  func git<Result>(_ operation: String, _ body: () throws -> Result) throws(WorkspaceError)
    -> Result
  {
    try Self.git(operation, root: location, body)
  }

  static func git<Result>(
    _ operation: String, root location: JournalLocation, _ body: () throws -> Result
  ) throws(WorkspaceError) -> Result {
    do {
      return try body()
    } catch let error as GitError {
      throw WorkspaceError(error, operation: operation, root: location.root.path)
    } catch {
      throw .git(operation: operation, reason: "\(error)")
    }
  }

  // MARK: - Before writing

  /// Refuses files git would store otherwise than as they are (`Repository.conversionOnCommit`):
  /// larder commits bytes as they are on disk, so a filter or line-end conversion in
  /// `.gitattributes` would leave `git status` finding them changed, or push unfiltered
  /// what a filter encrypts.
  func requireStoredAsTheyAre(_ files: [(path: String, bytes: [UInt8])]) throws(WorkspaceError) {
    for file in files {
      let conversion = try git("read the attributes of \(file.path)") {
        try repository.conversionOnCommit(of: file.path, bytes: file.bytes)
      }
      if let conversion { throw .gitConverts(path: file.path, conversion: conversion) }
    }
  }

  /// Refuses, before anything is written, what would make the commit fail: a detached HEAD or
  /// a git lock file that stays for longer than a running git command would hold it.
  func requireCommittable() throws(WorkspaceError) {
    if try git("read HEAD", { try repository.isHeadDetached }) {
      let head = try git("read HEAD", { try repository.headCommit })
      throw .detachedHead(at: head.map { String($0.hex.prefix(7)) } ?? "an unknown commit")
    }
    let deadline = ContinuousClock.now.advanced(by: .seconds(1))
    while let lock = gitLockFiles().first {
      guard ContinuousClock.now < deadline else { throw .gitLocked(path: lock) }
      usleep(50_000)
    }
  }

  /// Lock files git or libgit2 left in `.git`, relative to the journal root.
  func gitLockFiles() -> [String] {
    var found: [String] = []
    for directory in ["", "refs/heads/"] {
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: gitDirectory.appendingPathComponent(directory).path)) ?? []
      // larder's own locks (`larder.lock`, `larder-backup.lock`) are flocks, not git's.
      for name in names.sorted() where name.hasSuffix(".lock") && !name.hasPrefix("larder") {
        found.append(".git/\(directory)\(name)")
      }
    }
    return found
  }

  // MARK: - Committing

  /// Commits exactly `paths`, retrying a few times when a concurrent git process holds a lock
  /// or moved the branch; nil when the files match HEAD.
  ///
  /// The paths are recorded in `.git/larder-committing` while libgit2 works, so that after a
  /// kill the next command knows that git's locks and temporary objects are larder's to
  /// remove, and which index entries may be older than HEAD (`repairInterruptedCommit`).
  func commit(
    paths: [String], message: String, signatures: CommitSignatures,
    expected: [String: [UInt8]?] = [:]
  ) throws(WorkspaceError) -> CommitID? {
    try AtomicWrite.write(
      Array(paths.map { $0 + "\n" }.joined().utf8), to: committingURL, durably: false)
    var attempt = 0
    while true {
      do {
        let id = try repository.commit(
          paths: paths, message: message, author: signatures.author,
          committer: signatures.committer, expected: expected,
          committed: { Fault.trigger(.commitMade, journal: location) })
        unlink(committingURL.path)
        return id
      } catch let stale as IndexNotUpdated {
        // The record stays: the next command gives the paths their entries again.
        notices.append(
          "committed, but git's index could not be updated (\(stale.reason.message)), so "
            + "`git status` shows the change reversed until the next larder command repairs "
            + "it; make room first if the disk is full")
        return stale.commit
      } catch let error as GitError where error.code == .locked || error.code == .modified {
        attempt += 1
        guard attempt < 5 else {
          throw WorkspaceError(error, operation: "commit", root: location.root.path)
        }
        usleep(UInt32(25_000 << attempt))
      } catch let error as GitError {
        throw WorkspaceError(error, operation: "commit", root: location.root.path)
      } catch {
        throw .git(operation: "commit", reason: "\(error)")
      }
    }
  }

  /// The author for commits in this journal.
  private func author(setting: String?) -> CommitAuthor {
    CommitAuthor.resolve(setting: setting, repository: repository)
  }

  /// The signatures of a commit made now, by the journal's `author` setting (else git's
  /// identity, else Larder's).
  func signatures(authorSetting: String?) throws(WorkspaceError) -> CommitSignatures {
    try clock.signatures(of: author(setting: authorSetting))
  }

  /// The bytes of `path` in HEAD; nil when HEAD has no such file or the branch is unborn.
  func committedBytes(of path: String) throws(WorkspaceError) -> [UInt8]? {
    try git("read \(path) from the last commit") {
      guard let head = try repository.headCommit else { return nil }
      return try repository.fileContents(at: head, path: path)
    }
  }

  /// The commit HEAD points at, as a record; nil on an unborn branch.
  func headRecord() throws(WorkspaceError) -> CommitRecord? {
    try git("read HEAD") { try repository.headCommitInfo() }.map(CommitRecord.init)
  }

  // MARK: - A commit a killed command had begun

  /// The record of a commit in progress (`interruptedCommitPaths`).
  var committingURL: URL { gitDirectory.appendingPathComponent("larder-committing") }

  /// The paths of a commit a larder command began and did not finish (it was killed, or git
  /// failed), none for a packing; nil when there is none.
  func interruptedCommitPaths() -> [String]? {
    guard let bytes = try? FileSnapshot.readBytes(committingURL) else { return nil }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Gives the paths of an interrupted commit their index entries in HEAD again, then forgets
  /// the commit. Killed after moving the branch and before updating the index, a commit
  /// leaves entries of the previous commit, which `git status` shows as staged changes
  /// nobody made; killed before moving the branch, it left the index as it was. Call after
  /// `removeAbandonedFiles`, under the journal lock.
  func repairInterruptedCommit(_ paths: [String]) throws(WorkspaceError) {
    if !paths.isEmpty {
      try git("repair the index after an interrupted commit") {
        try repository.resetIndexEntries(paths: paths)
      }
    }
    unlink(committingURL.path)
  }

  // MARK: - Files written but not committed

  private var pendingURL: URL { gitDirectory.appendingPathComponent("larder-pending") }
  /// The commit message of the command the pending record is of, when known.
  private var pendingMessageURL: URL {
    gitDirectory.appendingPathComponent("larder-pending-message")
  }

  /// The commit message the command of the pending record was to make; nil when not known.
  func pendingMessage() -> String? {
    guard let bytes = try? FileSnapshot.readBytes(pendingMessageURL), !bytes.isEmpty else {
      return nil
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Paths an interrupted command wrote and did not commit.
  func pendingPaths() -> [String] {
    pendingRecord().map(\.path)
  }

  /// The pending record: each path an interrupted command wrote and did not commit, with
  /// the checksums (`JournalCache.checksum`) of the bytes it was writing there and of those
  /// it had read there, when known.
  func pendingRecord() -> [PendingFile] {
    guard let bytes = try? FileSnapshot.readBytes(pendingURL) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard let path = fields.first, !path.isEmpty else { return nil }
      let read: PendingFile.Before
      switch fields.count > 2 ? fields[2] : nil {
      case "-"?: read = .absent
      case let field?: read = UInt64(field, radix: 16).map(PendingFile.Before.bytes) ?? .unknown
      case nil: read = .unknown
      }
      return PendingFile(
        path: String(path), written: fields.count > 1 ? UInt64(fields[1], radix: 16) : nil,
        read: read)
    }
  }

  /// Records the paths about to be written, each with the bytes it gets (nil: deleted, or
  /// not known) and the bytes it held when read (`reading`; a path missing there: not
  /// known), so a crash before the commit is repaired later: the checksum tells larder's own
  /// new bytes from an editor's (`removeAbandonedFiles`), and whether putting a file back as
  /// last committed gives what the command read (`putBackHalfWrittenCommand`).
  ///
  /// Not synced to disk: the record matters when the process dies, and the kernel keeps it
  /// then. Lost in a power cut, it costs only the commit message's attribution: the next
  /// command commits the written files as hand edits.
  ///
  /// `message` is the commit message the command is to make, for the commit that finishes it
  /// after a crash.
  func recordPending(
    _ paths: [String], writing written: [String: [UInt8]] = [:],
    reading read: [String: [UInt8]?] = [:], message: String
  ) throws(WorkspaceError) {
    writePendingMessage(message)
    try writePending(
      paths.map { path in
        let before: PendingFile.Before =
          switch read[path] {
          case nil: .unknown
          case .some(nil): .absent
          case .some(let bytes?): .bytes(JournalCache.checksum(bytes[...]))
          }
        return PendingFile(
          path: path, written: written[path].map { JournalCache.checksum($0[...]) }, read: before)
      })
  }

  /// Puts back the pending record as it was read (`pendingRecord()`), checksums and all, or
  /// removes it when it was empty: a write that failed leaves nothing of its own to recover.
  func restorePending(_ record: [PendingFile], message: String?) {
    if record.isEmpty {
      clearPending()
    } else {
      writePendingMessage(message)
      try? writePending(record)
    }
  }

  /// Records the pending command's commit message, or forgets it (nil). Not synced to disk,
  /// as the record is not: lost, it costs only the finishing commit's message.
  private func writePendingMessage(_ message: String?) {
    guard let message else {
      unlink(pendingMessageURL.path)
      return
    }
    try? AtomicWrite.write(Array(message.utf8), to: pendingMessageURL, durably: false)
  }

  private func writePending(_ record: [PendingFile]) throws(WorkspaceError) {
    let lines = record.map { entry in
      let read =
        switch entry.read {
        case .unknown: ""
        case .absent: "\t-"
        case .bytes(let checksum): "\t" + String(checksum, radix: 16)
        }
      let written = entry.written.map { String($0, radix: 16) } ?? ""
      return read.isEmpty && written.isEmpty ? entry.path : entry.path + "\t" + written + read
    }
    try AtomicWrite.write(
      Array(lines.map { $0 + "\n" }.joined().utf8), to: pendingURL, durably: false)
  }

  /// Forgets the pending paths once they are committed.
  func clearPending() {
    unlink(pendingURL.path)
    unlink(pendingMessageURL.path)
  }

  // MARK: - Changes made outside larder

  private var stampURL: URL { gitDirectory.appendingPathComponent("larder-index") }

  /// Whether `.git/index` changed since larder last recorded it: a `git add`, a git command,
  /// or a crash between committing and updating the index.
  func indexChangedOutsideLarder() -> Bool {
    let recorded = (try? FileSnapshot.readBytes(stampURL)).flatMap { $0 }
    return recorded.map { String(decoding: $0, as: UTF8.self) } != indexStamp()
  }

  /// Records `.git/index` as it is now.
  func recordIndex() {
    guard let stamp = indexStamp() else { return }
    // Not synced to disk: a stamp lost in a crash costs one status read, never a change.
    try? AtomicWrite.write(Array(stamp.utf8), to: stampURL, durably: false)
  }

  private func indexStamp() -> String? {
    var info = stat()
    guard stat(gitDirectory.appendingPathComponent("index").path, &info) == 0 else { return nil }
    return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size) \(info.st_ino)\n"
  }

  /// Journal paths whose staged contents differ from HEAD.
  func stagedJournalPaths() throws(WorkspaceError) -> [String] {
    try git("read the status") { try repository.stagedButUncommitted() }
  }

  // MARK: - Housekeeping

  /// Packs loose objects when there are more than `threshold`; estimated from the fan-out
  /// directory of `commit` first, so that the common case costs one directory read.
  func packIfNeeded(after commit: CommitID, threshold: Int) -> PackSummary? {
    let fanOut = gitDirectory.appendingPathComponent("objects/\(commit.hex.prefix(2))").path
    let sample = (try? FileManager.default.contentsOfDirectory(atPath: fanOut).count) ?? 0
    guard sample * 256 > threshold,
      let loose = try? repository.looseObjectCount(), loose > threshold
    else { return nil }
    return try? pack()
  }

  /// Packs the loose objects. Recorded like a commit in progress (with no paths), so that the
  /// pack files a killed command was writing (`objects/pack/pack_git2_*`) are removed by the
  /// next one.
  func pack() throws(WorkspaceError) -> PackSummary {
    try AtomicWrite.write([], to: committingURL, durably: false)
    Fault.trigger(.packing, journal: location)
    let summary = try git("pack the repository") { try repository.pack() }
    unlink(committingURL.path)
    return summary
  }
}

/// One commit as the use cases report it, in plain strings.
public struct CommitRecord: Sendable, Hashable, Codable {
  /// The full 40-digit id.
  public let id: String
  /// The abbreviated id, as `git log --oneline` shows it.
  public let shortID: String
  /// The first line of the message.
  public let summary: String

  /// Creates a record.
  public init(id: String, shortID: String, summary: String) {
    self.id = id
    self.shortID = shortID
    self.summary = summary
  }

  init(_ info: CommitInfo) {
    self.init(id: info.id.hex, shortID: info.shortID, summary: info.summary)
  }
}

extension WorkspaceError {
  /// The workspace error a person should see for a failed git operation.
  init(_ error: GitError, operation: String, root: String) {
    switch error.code {
    case .owner:
      self = .repositoryNotOwned(path: root)
    case .detachedHead:
      self = .detachedHead(at: "a commit")
    case .locked where error.message.contains("index.lock"):
      self = .gitLocked(path: ".git/index.lock")
    default:
      self = .git(operation: operation, reason: error.message)
    }
  }
}

/// One file of the pending record (`JournalRepository.pendingRecord`): a file an interrupted
/// command was writing.
struct PendingFile {
  /// What a file held when the command read it.
  enum Before {
    /// Not recorded (an earlier larder, or a file of an earlier interrupted command).
    case unknown
    /// There was no file.
    case absent
    /// Bytes of this checksum.
    case bytes(UInt64)

    /// Whether the record says what the file held.
    var isKnown: Bool {
      if case .unknown = self { false } else { true }
    }
  }

  /// The file, relative to the journal root.
  let path: String
  /// The checksum of the bytes the command was writing; nil for a deletion, or when not known.
  let written: UInt64?
  /// What the file held when the command read it.
  let read: Before
}
