extension Workspace {
  /// Starts a writing command: takes the journal lock and checks that a commit can succeed,
  /// before anything is read or written. See `WriteSession` for the rest of the sequence.
  ///
  /// - Parameter noCommit: write the files but leave them uncommitted (`--no-commit`).
  public func beginWrite(noCommit: Bool = false) throws(WorkspaceError) -> WriteSession {
    try WriteSession(workspace: self, noCommit: noCommit)
  }

  /// Runs `change` in a write session and commits what it proposed with `message`.
  ///
  /// ```swift
  /// let outcome = try workspace.write(message: "goals set from 2026-11-21") {
  ///   session throws(WorkspaceError) in
  ///   let settings = try session.read("larder.yaml")
  ///   try session.replace("larder.yaml", with: edited(settings.bytes ?? []))
  /// }
  /// ```
  ///
  /// Spell out the closure's error type as above: Swift 6 otherwise infers `any Error`. Use
  /// `beginWrite` instead when the change can fail with an error of the command's own, or
  /// when the message depends on what the change found.
  public func write(
    message: String, noCommit: Bool = false,
    _ change: (WriteSession) throws(WorkspaceError) -> Void
  ) throws(WorkspaceError) -> WriteOutcome {
    let session = try beginWrite(noCommit: noCommit)
    try change(session)
    return try session.commit(message: message)
  }

  /// Commits what a larder command killed between writing and committing left uncommitted,
  /// when there is such a write, and clears what a command killed while committing or
  /// packing left: an import run again after its first run was killed finds nothing to
  /// change, and would otherwise leave both. Nil when there is nothing to commit, with
  /// `noCommit` and in a dry run.
  func finishInterruptedWrite(message: String, noCommit: Bool) throws(WorkspaceError)
    -> WriteOutcome?
  {
    guard !noCommit, !isDryRun, let repository = try JournalRepository.open(location, clock: clock)
    else {
      return nil
    }
    // What a write session's start would clear: the records a killed process was writing,
    // and, through an empty session, what a write or a commit (or its packing) left.
    repository.removeAbandonedRecords()
    guard !repository.pendingPaths().isEmpty || repository.interruptedCommitPaths() != nil
    else { return nil }
    let outcome = try write(message: message) { _ throws(WorkspaceError) in }
    return outcome.commit == nil ? nil : outcome
  }
}
