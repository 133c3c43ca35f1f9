import Dispatch

/// The journal's repository opened, and its index read, on another core while a command
/// prepares its change; the write session that follows takes it instead of opening the
/// repository itself.
///
/// Nothing is locked or written: the session takes the journal lock as always, and libgit2
/// reads the index again if another process changed it in between.
///
/// ```swift
/// let preload = workspace.preloadRepository()
/// let change = try workspace.prepareAdd(request, today: today, now: now)
/// let outcome = try workspace.apply(change, noCommit: false, preloaded: preload)
/// ```
public final class RepositoryPreload: @unchecked Sendable {
  // Written once by the preloading thread before it signals `done`, read only after a wait
  // on `done`: the semaphore orders the write before every read, and the repository is used
  // by one thread at a time.
  private var opened: Result<JournalRepository?, WorkspaceError>?
  private let done = DispatchSemaphore(value: 0)
  private var isTaken = false

  init(_ location: JournalLocation) {
    DispatchQueue.global().async {
      self.opened = Result { () throws(WorkspaceError) in
        let repository = try JournalRepository.open(location)
        // A repository whose index cannot be read fails later, in the session, with the
        // session's own message.
        try? repository?.repository.loadIndex()
        return repository
      }
      self.done.signal()
    }
  }

  /// The repository, once it is open; `nil` when the journal has none. Taken once.
  func take() throws(WorkspaceError) -> JournalRepository? {
    precondition(!isTaken, "a preloaded repository is taken once")
    isTaken = true
    done.wait()
    return try opened!.get()
  }

  /// Waits for the preloading thread, so that the process does not exit while it uses
  /// libgit2.
  deinit {
    if !isTaken { done.wait() }
  }
}

extension Workspace {
  /// Starts opening the journal's repository on another core for a write that will follow.
  public func preloadRepository() -> RepositoryPreload {
    RepositoryPreload(location)
  }
}
