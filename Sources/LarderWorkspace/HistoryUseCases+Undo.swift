import FoundationEssentials
import LarderGit

/// What `larder undo` reverted and the commit that did it.
public struct UndoOutcome: Sendable, Codable {
  /// The commit undone.
  public let reverted: CommitRecord
  /// The new commit holding its inverse.
  public let commit: CommitRecord
  /// Things the person should know that are not errors.
  public let notices: [String]
}

extension HistoryUseCases {
  /// The commit `larder undo` would revert: `revision` (an id from `larder history`, `HEAD~2`),
  /// or the last commit.
  public func undoTarget(_ revision: String?) throws(WorkspaceError) -> CommitRecord {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let info = try repository.commitInfo(revision ?? "HEAD")
    guard !info.parents.isEmpty else {
      throw .noHistory(
        "\(info.shortID) \"\(info.summary)\" is the journal's first commit; there is nothing "
          + "before it to go back to")
    }
    return CommitRecord(info)
  }

  /// Reverts `revision` (the last commit when nil) as a new commit on top of the history.
  ///
  /// Refuses, changing nothing, when the revert would overwrite uncommitted edits to the
  /// same files or conflicts with later commits; hand edits to other files are kept.
  public func undo(_ revision: String?) throws(WorkspaceError) -> UndoOutcome {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let session = try workspace.beginWrite()
    let target = try undoTarget(revision)
    let id = try repository.commitInfo(target.id).id
    let signatures = try repository.signatures(authorSetting: try? workspace.settings().author)
    try requireCommittedBytes(of: id, target: target, in: repository, session: session)
    let message = "undo \(target.summary)\n\nThis reverts commit \(target.id).\n"
    do {
      try repository.repository.revert(
        commit: id, message: message, author: signatures.author,
        committer: signatures.committer)
    } catch let error as GitError where error.code == .conflict {
      throw .wouldLoseEdits(reason: Self.undoRefusal(error, target: target, in: repository))
    } catch let error as GitError {
      throw WorkspaceError(
        error, operation: "undo \(target.shortID)", root: workspace.location.root.path)
    } catch {
      throw .git(operation: "undo \(target.shortID)", reason: "\(error)")
    }
    repository.recordIndex()
    guard let commit = try repository.headRecord() else { throw .noHistory("no commit") }
    return UndoOutcome(reverted: target, commit: commit, notices: session.notices)
  }
}

extension HistoryUseCases {
  /// Refuses an undo that would replace a file whose bytes differ from the last commit's:
  /// git's own check trusts the index's stat data, which an editor saving at the wrong
  /// instant can leave describing bytes the file no longer has.
  private func requireCommittedBytes(
    of id: CommitID, target: CommitRecord, in repository: JournalRepository,
    session: WriteSession
  ) throws(WorkspaceError) {
    let paths = try repository.git("list the files of \(target.shortID)") {
      try repository.repository.changedPaths(of: id)
    }
    var edited: [String] = []
    for path in paths where try session.read(path).bytes != repository.committedBytes(of: path) {
      edited.append(path)
    }
    guard edited.isEmpty else {
      throw .wouldLoseEdits(
        reason: "undoing \(target.shortID) would overwrite your uncommitted edits to "
          + edited.joined(separator: ", ") + "; nothing was changed")
    }
  }

  /// Why an undo was refused, naming the edited files when uncommitted edits are the cause.
  private static func undoRefusal(
    _ error: GitError, target: CommitRecord, in repository: JournalRepository
  ) -> String {
    let edited = ((try? repository.repository.status()) ?? [])
      .filter { !$0.unstaged.isEmpty || !$0.staged.isEmpty }.map(\.path)
      .filter(JournalUseCases.isJournalContent)
    guard error.message.contains("overwritten") || error.message.contains("staged"),
      !edited.isEmpty
    else {
      return "cannot undo \(target.shortID): \(error.message); nothing was changed"
    }
    return "undoing \(target.shortID) would overwrite your uncommitted edits to "
      + edited.joined(separator: ", ") + "; nothing was changed"
  }
}

extension JournalRepository {
  /// The commit a revision names, or `.unknownRevision`.
  func commitInfo(_ revision: String) throws(WorkspaceError) -> CommitInfo {
    guard try git("read HEAD", { try repository.headCommit }) != nil else {
      throw .noHistory("the journal has no commits yet")
    }
    let id: CommitID
    do {
      id = try repository.resolve(revision: revision)
    } catch {
      throw .unknownRevision(revision)
    }
    // LarderGit reads commit facts only through the log, so walk back to the commit.
    guard let info = try newestCommits(through: { $0.id == id }).last, info.id == id else {
      throw .unknownRevision(revision)
    }
    return info
  }
}
