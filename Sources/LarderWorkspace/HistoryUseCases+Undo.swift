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

/// What `larder redo` would apply again, or did.
public struct RedoOutcome: Sendable, Codable {
  /// The change applied again.
  public let redone: CommitRecord
  /// The undo commit whose inverse is the redo.
  public let undo: CommitRecord
  /// The files the redo changes.
  public let files: [String]
  /// The new commit; nil for a dry run or with --no-commit.
  public let commit: CommitRecord?
  /// Whether the files were written.
  public let written: Bool
  /// Things the person should know that are not errors.
  public let notices: [String]
}

extension HistoryUseCases {
  /// The commit `larder undo` would revert: `revision` (an id from `larder history`, `HEAD~2`),
  /// or, when nil, the newest change not undone yet, so that undo run again steps further
  /// back instead of undoing the undo.
  public func undoTarget(_ revision: String?) throws(WorkspaceError) -> CommitRecord {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    guard let revision else { return CommitRecord(try UndoLine(repository).nextUndo()) }
    let info = try repository.commitInfo(revision)
    guard !info.parents.isEmpty else {
      throw .noHistory(
        "\(info.shortID) \"\(info.summary)\" is the journal's first commit; there is nothing "
          + "before it to go back to")
    }
    return CommitRecord(info)
  }

  /// Reverts `revision` (when nil, the newest change not undone yet) as a new commit on top
  /// of the history.
  ///
  /// Refuses, changing nothing, when the revert would overwrite uncommitted edits to the
  /// same files, when a file changes on disk while it works, or when it conflicts with later
  /// commits; hand edits to other files are kept.
  public func undo(_ revision: String?) throws(WorkspaceError) -> UndoOutcome {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let session = try workspace.beginWrite()
    try Self.requireNothingUnfinished(session, verb: "undo")
    let target = try undoTarget(revision)
    let message = "undo \(target.summary)\n\nThis reverts commit \(target.id).\n"
    let paths = try changedPaths(of: target, in: repository)
    let outcome = try revert(
      target, paths: paths, verb: "undo", message: message, in: repository, session)
    guard let commit = outcome.commit else { throw Self.changesNothing(target, verb: "undo") }
    return UndoOutcome(reverted: target, commit: commit, notices: outcome.notices)
  }

  /// The last undo that `larder redo` would revert, and the change it undid: the newest undo
  /// not redone yet, when no other change came after it.
  public func redoTarget() throws(WorkspaceError) -> (undo: CommitRecord, redone: CommitRecord) {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let (undo, redone) = try UndoLine(repository).nextRedo()
    return (CommitRecord(undo), CommitRecord(redone))
  }

  /// Applies the last undone change again by reverting its undo, as a new commit (or, with
  /// `noCommit`, as uncommitted edits); with `dryRun`, only says what it would do.
  ///
  /// Refuses, changing nothing, like `undo`: over uncommitted edits to the same files, or
  /// when nothing is left to redo.
  public func redo(dryRun: Bool, noCommit: Bool) throws(WorkspaceError) -> RedoOutcome {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let session = try workspace.beginWrite(noCommit: noCommit)
    let (undo, redone) = try redoTarget()
    let files = try changedPaths(of: undo, in: repository)
    guard !dryRun else {
      return RedoOutcome(
        redone: redone, undo: undo, files: files, commit: nil, written: false,
        notices: session.notices)
    }
    try Self.requireNothingUnfinished(session, verb: "redo")
    let message = "redo \(redone.summary)\n\nThis reverts commit \(undo.id).\n"
    let outcome = try revert(
      undo, paths: files, verb: "redo", message: message, in: repository, session)
    guard noCommit || outcome.commit != nil else {
      throw Self.changesNothing(undo, verb: "redo")
    }
    return RedoOutcome(
      redone: redone, undo: undo, files: files, commit: outcome.commit, written: true,
      notices: outcome.notices)
  }

  /// Refuses while a larder command that was interrupted has a change not committed: which
  /// change is the last one to undo, its or the last commit's, is the person's to say.
  private static func requireNothingUnfinished(_ session: WriteSession, verb: String)
    throws(WorkspaceError)
  {
    let unfinished = try session.unfinishedWrites()
    guard unfinished.isEmpty else {
      throw .interruptedChangeFirst(paths: unfinished, verb: verb)
    }
  }

  /// The files `target` changed.
  private func changedPaths(of target: CommitRecord, in repository: JournalRepository)
    throws(WorkspaceError) -> [String]
  {
    let id = try repository.commitInfo(target.id).id
    return try repository.git("list the files of \(target.shortID)") {
      try repository.repository.changedPaths(of: id)
    }
  }

  /// Reverts `target`, which changed `paths`, on top of HEAD through `session`: the inverse
  /// is worked out in memory, then written and committed as any change is (atomically,
  /// refusing when a file changed on disk meanwhile), so an editor saving at that instant
  /// keeps its edit and a killed command leaves each file whole.
  private func revert(
    _ target: CommitRecord, paths: [String], verb: String, message: String,
    in repository: JournalRepository, _ session: WriteSession
  ) throws(WorkspaceError) -> WriteOutcome {
    let id = try repository.commitInfo(target.id).id
    try requireCommittedBytes(of: paths, target: target, verb: verb, in: repository, session)
    let files: [RevertedFile]
    do {
      files = try repository.repository.revertedFiles(of: id)
    } catch let error as GitError where error.code == .conflict {
      throw .wouldLoseEdits(
        reason: "cannot \(verb) \(target.shortID): \(error.message); nothing was changed")
    } catch let error as GitError {
      throw WorkspaceError(
        error, operation: "\(verb) \(target.shortID)", root: workspace.location.root.path)
    } catch {
      throw .git(operation: "\(verb) \(target.shortID)", reason: "\(error)")
    }
    for file in files {
      try session.restore(file.path, to: file.bytes)
    }
    return try session.commit(message: message)
  }

  /// The refusal of a revert whose files already are as it would leave them.
  private static func changesNothing(_ target: CommitRecord, verb: String) -> WorkspaceError {
    .noHistory(
      "\(verb)ing \(target.shortID) \"\(target.summary)\" changes nothing: its files already "
        + "are as it would leave them")
  }
}

extension HistoryUseCases {
  /// Refuses an undo that would replace one of `paths` whose bytes differ from the last
  /// commit's: git's own check trusts the index's stat data, which an editor saving at the
  /// wrong instant can leave describing bytes the file no longer has.
  private func requireCommittedBytes(
    of paths: [String], target: CommitRecord, verb: String, in repository: JournalRepository,
    _ session: WriteSession
  ) throws(WorkspaceError) {
    var edited: [String] = []
    for path in paths where try session.read(path).bytes != repository.committedBytes(of: path) {
      edited.append(path)
    }
    guard edited.isEmpty else {
      throw .wouldLoseEdits(
        reason: "\(verb)ing \(target.shortID) would overwrite your uncommitted edits to "
          + edited.joined(separator: ", ") + "; nothing was changed")
    }
  }
}

/// HEAD's first-parent line read as a stack of changes, undos and redos.
///
/// A commit whose message says `This reverts commit X.` cancels X: walking back from HEAD,
/// both are passed over. The first change left is what `undo` reverts next. An undo is a
/// revert of a change; a redo is a revert of an undo, so the first undo left, with no change
/// after it, is what `redo` reverts next. History is never rewritten: each step is a commit.
struct UndoLine {
  private let repository: JournalRepository

  init(_ repository: JournalRepository) { self.repository = repository }

  /// The newest commit not cancelled by a later revert.
  func nextUndo() throws(WorkspaceError) -> CommitInfo {
    var cancelled: Set<String> = []
    var found: CommitInfo?
    try walk { commit throws(WorkspaceError) in
      if cancelled.contains(commit.id.hex) { return true }
      if let reverted = Self.reverted(by: commit) {
        cancelled.insert(reverted)
        return true
      }
      found = commit
      return false
    }
    guard let found, !found.parents.isEmpty else {
      throw .noHistory(
        "nothing is left to undo: every change after the journal's first commit is undone")
    }
    guard found.parents.count == 1 else {
      throw .noHistory(
        "the next change to undo, \(found.shortID) \"\(found.summary)\", is a merge; "
          + "`larder undo` steps back no further than it")
    }
    return found
  }

  /// The newest undo not redone, when no change came after it, and the change it undid.
  func nextRedo() throws(WorkspaceError) -> (undo: CommitInfo, redone: CommitInfo) {
    var redone: Set<String> = []
    var found: (CommitInfo, String)?
    try walk { commit throws(WorkspaceError) in
      if redone.contains(commit.id.hex) { return true }
      guard let reverted = Self.reverted(by: commit) else { return false }
      if try isUndo(commit) {
        found = (commit, reverted)
        return false
      }
      redone.insert(reverted)
      return true
    }
    guard let (undo, reverted) = found else {
      throw .noHistory("nothing is left to redo: no undo since the last change")
    }
    return (undo, try repository.commitInfo(reverted))
  }

  /// Whether `commit` undoes a change, rather than redoing one: a revert of a revert of a
  /// change is a redo, a revert of that an undo again.
  private func isUndo(_ commit: CommitInfo) throws(WorkspaceError) -> Bool {
    var undo = false
    var current = commit
    while let reverted = Self.reverted(by: current) {
      undo.toggle()
      current = try repository.commitInfo(reverted)
    }
    return undo
  }

  /// Visits HEAD's first-parent line, newest first, while `visit` returns true.
  private func walk(_ visit: (CommitInfo) throws(WorkspaceError) -> Bool) throws(WorkspaceError) {
    guard let head = try repository.git("read HEAD", { try repository.repository.headCommitInfo() })
    else { return }
    var next: CommitInfo? = head
    while let commit = next, try visit(commit) {
      next = try commit.parents.first.map { parent throws(WorkspaceError) in
        try repository.commitInfo(parent.hex)
      }
    }
  }

  /// The full id of the commit `commit` reverts, by git's `This reverts commit X.` line.
  static func reverted(by commit: CommitInfo) -> String? {
    let marker = "This reverts commit "
    guard let line = commit.message.split(separator: "\n").last(where: { $0.hasPrefix(marker) })
    else { return nil }
    let hex = line.dropFirst(marker.count).prefix(40)
    guard hex.count == 40, hex.allSatisfy({ $0.isHexDigit }) else { return nil }
    return String(hex)
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
