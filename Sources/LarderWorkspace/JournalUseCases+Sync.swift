import FoundationEssentials
import LarderGit
import LarderJournal

/// What `larder sync` did with one remote.
public struct SyncResult: Sendable {
  /// How the journal and the remote were brought together.
  public enum Integration: Sendable, Equatable {
    /// The remote had nothing this journal lacked.
    case none
    /// The journal moved forward to the remote's commits: it had nothing of its own.
    case fastForward
    /// Both had commits of their own: a merge commit joins them.
    case merge
  }

  /// The remote synced with.
  public let remote: RemoteRecord
  /// What came in from the remote.
  public let integration: Integration
  /// Whether the journal's commits were pushed.
  public let pushed: Bool
  /// The files the sync brought in or merged that hold conflicts, with how many each holds:
  /// the merge's own, and those another clone's merge left and no one resolved yet.
  public let conflicts: [(path: String, count: Int)]
  /// The other side's versions of binary files both sides changed (documents), kept beside
  /// this side's as `NAME.from-5d6e7f8.EXT`.
  public let keptBeside: [String]
  /// The files where one side removed entries (or the whole file) that the other changed,
  /// with how many: the changed versions are kept, for the person to remove them again. Both
  /// devices hear of it: the merge commit says so, and a sync that brings it in reads it.
  public let changedOverRemoval: [(path: String, count: Int)]
  /// The commit both now hold.
  public let head: CommitRecord
  /// Whether the bare repository at a local path was created first.
  public let createdRepository: Bool

  /// Whether nothing was changed, here or on the remote.
  public var isUpToDate: Bool { integration == .none && !pushed }
}

extension JournalUseCases {
  /// Fetches `main` from `remote` (the only remote, or `origin`, when nil), brings its
  /// commits in, and pushes the result, under the journal lock.
  ///
  /// Local commits are never rebased: when both sides have commits, a merge commit joins
  /// them, merging each file changed on both sides with `JournalMerge`, so history that was
  /// pushed is never rewritten. A merge that races another clone's push fetches and merges
  /// again. Conflicts do not stop the sync: both versions stay in the file (FORMAT.md,
  /// section 4.10) for `larder resolve`. Credentials, and a remote that stops answering
  /// (`onStall`), as for `backup`.
  public func sync(
    remote name: String?, environment: [String: String],
    onStall: (@Sendable (WorkspaceError) -> Void)? = nil
  ) throws(WorkspaceError) -> SyncResult {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let session = try workspace.beginWrite()
    let remote = try syncRemote(name)
    guard let start = try repository.headRecord() else {
      throw .noHistory("the journal has no commits yet, so there is nothing to sync")
    }
    if try repository.git("read HEAD", { try repository.repository.isHeadDetached }) {
      throw .detachedHead(at: start.shortID)
    }
    let created = try Self.createBareRepositoryIfMissing(remote)
    let credentials = Self.credentials(environment)
    let stall = Self.stallLimit(remote, environment, onStall)
    // Not while a backup pushes to the same remote (see `backup`).
    let backupLock = try JournalLock.take(location: workspace.location, name: "larder-backup")
    defer { withExtendedLifetime(backupLock) {} }
    let signatures = try repository.signatures(authorSetting: try? workspace.settings().author)
    var integration = SyncResult.Integration.none
    var pushed = false
    var keptBeside: [String] = []
    var attempt = 0
    while !pushed {
      attempt += 1
      try Self.fetch(repository, remote, credentials, stall: stall)
      let tracking = try repository.git("read the remote's main") {
        try repository.repository.commit(atReference: "refs/remotes/\(remote.name)/main")
      }
      var needsPush = tracking == nil
      if let tracking {
        let relation = try repository.git("compare with \(remote.name)") {
          try repository.repository.relation(to: tracking)
        }
        switch relation {
        case .same:
          break
        case .ahead:
          needsPush = true
        case .behind:
          if let head = try repository.git("read HEAD", { try repository.repository.headCommit }) {
            try requireWritable(changedFrom: head, to: tracking, in: repository)
          }
          try Self.integrate(repository, remote) {
            try repository.repository.fastForward(
              to: tracking, reflogMessage: "sync: fast-forward to \(remote.name)")
          }
          if integration == .none { integration = .fastForward }
        case .diverged(let base):
          try requireWritable(changedFrom: base, to: tracking, in: repository)
          keptBeside += try merge(
            tracking, base: base, repository: repository, remote: remote,
            signatures: signatures)
          integration = .merge
          needsPush = true
        case .unrelated:
          throw .wouldLoseEdits(
            reason: "\(remote.name) holds another journal's history (no commit in common); "
              + "restore it into a new folder with `larder restore` instead")
        }
      }
      repository.recordIndex()
      guard needsPush else { break }
      do throws(WorkspaceError) {
        try Self.push(repository, remote, credentials, stall: stall)
        pushed = true
      } catch .pushRejected where attempt < 3 {
        // Another clone pushed between the fetch and the push: fetch and merge again.
      } catch {
        if integration != .none {
          workspace.onUndeliveredNotices?([
            "\(remote.name)'s changes are in this journal, committed; only the push failed, so "
              + "\(remote.name) lacks this journal's: `larder sync` again sends them"
          ])
        }
        throw error
      }
    }
    withExtendedLifetime(session) {}
    guard let head = try repository.headRecord() else { throw .noHistory("no commit") }
    let conflicts = try conflictsBroughtIn(from: start, to: head, repository: repository)
    let changedOverRemoval = try keptOverRemovalsBroughtIn(since: start, repository: repository)
    return SyncResult(
      remote: remote, integration: integration, pushed: pushed, conflicts: conflicts,
      keptBeside: keptBeside, changedOverRemoval: changedOverRemoval,
      head: head, createdRepository: created)
  }

  /// The remote `name` names, or the only one, or `origin`.
  private func syncRemote(_ name: String?) throws(WorkspaceError) -> RemoteRecord {
    let all = try remotes()
    guard !all.isEmpty else { throw .noRemote }
    if let name {
      guard let found = all.first(where: { $0.name == name }) else {
        throw .unknownRemote(name: name, known: all.map(\.name))
      }
      return found
    }
    if all.count == 1 { return all[0] }
    if let origin = all.first(where: { $0.name == "origin" }) { return origin }
    throw .badRemote(
      "the journal has several remotes (\(all.map(\.name).joined(separator: ", "))); name "
        + "the one to sync with, as in `larder sync \(all[0].name)`")
  }

  /// Merges `other` into HEAD with the journal merge; returns the paths of the other side's
  /// versions of binary files kept beside this side's. The merge commit's message names the
  /// files where a change beat a removal (`keptOverRemovalLine`).
  private func merge(
    _ other: CommitID, base: CommitID, repository: JournalRepository, remote: RemoteRecord,
    signatures: CommitSignatures
  ) throws(WorkspaceError) -> [String] {
    let head = try repository.headRecord()
    let labels = JournalMerge.Labels(
      here: "\(head?.shortID ?? "HEAD") (this journal)",
      there: "\(other.hex.prefix(7)) (\(remote.name))")
    var copies: [String] = []
    var changedKept: [(path: String, count: Int)] = []
    try Self.integrate(repository, remote) {
      _ = try repository.repository.merge(
        other, base: base,
        message: {
          (["sync: merge \(remote.name)"]
            + (changedKept.isEmpty ? [] : [""] + changedKept.map(Self.keptOverRemovalLine)))
            .joined(separator: "\n")
        },
        author: signatures.author, committer: signatures.committer
      ) { input in
        let merged = Self.merged(input, labels: labels, there: other)
        copies += merged.files.dropFirst().map(\.path)
        if let outcome = merged.outcome, outcome.changedOverRemoval > 0 {
          changedKept.append((input.path, outcome.changedOverRemoval))
        }
        return merged.files
      }
    }
    return copies
  }

  /// The line of a merge commit's message that names a file where a change beat a removal:
  /// `Kept changed over a removal: log/2026/11/2026-11-19.yaml (1 entry)`.
  static func keptOverRemovalLine(_ kept: (path: String, count: Int)) -> String {
    "\(keptOverRemovalPrefix)\(kept.path) (\(String.counted(kept.count, "entry", "entries")))"
  }

  private static let keptOverRemovalPrefix = "Kept changed over a removal: "

  /// The files where a change beat a removal in the merges brought in since `start` (this
  /// sync's own, and another device's that a fast-forward brought), with how many, from
  /// their messages.
  private func keptOverRemovalsBroughtIn(since start: CommitRecord, repository: JournalRepository)
    throws(WorkspaceError) -> [(path: String, count: Int)]
  {
    let commits = try repository.git("read the commits brought in") {
      try repository.repository.log(
        limit: 10_000, since: try repository.repository.resolve(revision: start.id))
    }
    var kept: [(path: String, count: Int)] = []
    for commit in commits {
      for line in commit.message.split(separator: "\n")
      where line.hasPrefix(Self.keptOverRemovalPrefix) {
        let rest = line.dropFirst(Self.keptOverRemovalPrefix.count)
        guard let open = rest.lastIndex(of: "("), open > rest.startIndex,
          rest[rest.index(before: open)] == " ",
          let count = Int(rest[rest.index(after: open)...].prefix { $0.isNumber })
        else { continue }
        let path = String(rest[..<rest.index(before: open)])
        if !kept.contains(where: { $0.path == path }) { kept.append((path, count)) }
      }
    }
    return kept
  }

  /// A file changed on both sides, merged: text with `JournalMerge`; a binary file (a
  /// document) changed differently on both keeps this side's version at its path and the
  /// other's beside it, `NAME.from-5d6e7f8.EXT`, since no merge of two PDFs makes sense.
  static func merged(_ input: MergeInput, labels: JournalMerge.Labels, there: CommitID)
    -> (files: [MergedFile], outcome: JournalMerge.Outcome?)
  {
    let versions = [input.base, input.here, input.there].compactMap { $0 }
    guard let here = input.here, let theirs = input.there, here != theirs,
      input.base != here, input.base != theirs, versions.contains(where: isBinary)
    else {
      let outcome = JournalMerge.merge(
        path: input.path, base: input.base, here: input.here, there: input.there,
        labels: labels)
      return ([MergedFile(path: input.path, bytes: outcome.bytes)], outcome)
    }
    let url = URL(fileURLWithPath: input.path)
    let stem = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
    let folder = url.deletingLastPathComponent().relativePath
    let name = "\(stem).from-\(there.hex.prefix(7))\(suffix)"
    let beside = input.path.contains("/") ? folder + "/" + name : name
    return (
      [MergedFile(path: input.path, bytes: here), MergedFile(path: beside, bytes: theirs)], nil
    )
  }

  /// Whether `bytes` are not text: a NUL byte, or not UTF-8.
  private static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil
  }

  /// The files that changed between `start` and `head` and hold conflicts now.
  private func conflictsBroughtIn(
    from start: CommitRecord, to head: CommitRecord, repository: JournalRepository
  ) throws(WorkspaceError) -> [(path: String, count: Int)] {
    guard start.id != head.id else { return [] }
    return try repository.git("look for conflicts") {
      let old = try repository.repository.resolve(revision: start.id)
      let new = try repository.repository.resolve(revision: head.id)
      return try repository.repository.changedPaths(from: old, to: new).sorted()
        .compactMap { path in
          guard let bytes = try repository.repository.fileContents(at: new, path: path) else {
            return nil
          }
          let count = JournalMerge.conflicts(in: bytes).count
          return count > 0 ? (path, count) : nil
        }
    }
  }

  /// Refuses to bring in a change to a file nobody may write (`chmod a-w`), as every writing
  /// command refuses to change one: the files that changed from `base` to `tracking`.
  private func requireWritable(
    changedFrom base: CommitID, to tracking: CommitID, in repository: JournalRepository
  ) throws(WorkspaceError) {
    let paths = try repository.git("compare with the remote") {
      try repository.repository.changedPaths(from: base, to: tracking)
    }
    try workspace.requireWritable(paths.sorted())
  }

  /// Runs a fast-forward or merge, turning a refusal to overwrite hand edits into advice.
  private static func integrate(
    _ repository: JournalRepository, _ remote: RemoteRecord, _ body: () throws -> Void
  ) throws(WorkspaceError) {
    do {
      try body()
    } catch let error as GitError where error.code == .conflict {
      let edited = ((try? repository.repository.status()) ?? []).map(\.path)
        .filter(isJournalContent)
      let naming = edited.isEmpty ? "" : " (uncommitted now: \(WriteSession.naming(edited)))"
      throw .wouldLoseEdits(
        reason: "\(remote.name) changed files that have hand edits not yet committed; "
          + "commit them with `larder commit` first, then sync again\(naming)")
    } catch let error as GitError {
      throw WorkspaceError(
        error, operation: "bring in \(remote.name)'s commits",
        root: repository.location.root.path)
    } catch {
      throw .git(operation: "bring in \(remote.name)'s commits", reason: "\(error)")
    }
  }

  /// Fetches `remote`'s branches.
  private static func fetch(
    _ repository: JournalRepository, _ remote: RemoteRecord, _ credentials: Credentials,
    stall: StallLimit?
  ) throws(WorkspaceError) {
    do {
      try repository.repository.fetch(remote: remote.name, credentials: credentials, stall: stall)
    } catch let error as GitError {
      throw WorkspaceError(pushing: error, remote: remote)
    } catch {
      throw .git(operation: "fetch from \(remote.name)", reason: "\(error)")
    }
  }
}
