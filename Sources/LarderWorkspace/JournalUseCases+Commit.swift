import FoundationEssentials
import LarderGit
import LarderJournal
public import LarderModel

/// What `larder commit` found and did.
public struct HandEditCommit: Sendable {
  /// The journal's problems; the commit was refused when it has errors and was not forced.
  public let check: CheckResult
  /// The files with hand edits: new, changed or deleted since the last commit.
  public let files: [String]
  /// The commit made; nil when nothing was to commit or the commit was refused.
  public let outcome: WriteOutcome?

  /// Whether the commit was refused because the journal has errors.
  public var isRefused: Bool { outcome == nil && !files.isEmpty }
}

extension JournalUseCases {
  /// Validates the journal as `larder check` does and commits every hand edit to its files
  /// (new, changed and deleted files) in one commit; refuses when the journal has errors,
  /// unless `force`. The check tells which days an edit of the library changes.
  ///
  /// - Parameter message: the commit message; by default one that lists the days and files,
  ///   `edit 2026-11-20, 2026-11-21; foods/common.yaml`.
  public func commitHandEdits(message: String?, force: Bool, today: CalendarDate?)
    throws(WorkspaceError) -> HandEditCommit
  {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let session = try workspace.beginWrite()
    let status = try repository.git("read the status") { try repository.repository.status() }
    var files: [String] = []
    for entry in status {
      for path in [entry.oldPath, entry.path].compactMap({ $0 })
      where Self.isJournalContent(path) && !files.contains(path) {
        files.append(path)
      }
    }
    files.sort()
    let check = try self.check(today: today)
    guard !files.isEmpty, force || check.errorCount == 0 else {
      return HandEditCommit(check: check, files: files, outcome: nil)
    }
    // What an interrupted command wrote is finished in a commit of its own, as by any other
    // command, so that it is not labelled a hand edit.
    let finishing = try session.interruptedWritesToFinish()
    let handEdited = files.filter { !finishing.contains($0) }
    session.commitAsIs(handEdited)
    let defaultMessage =
      handEdited.isEmpty
      ? session.finishingMessage(finishing)
      : Self.editMessage(handEdited)
    let outcome = try session.commit(message: message ?? defaultMessage)
    return HandEditCommit(check: check, files: files, outcome: outcome)
  }

  /// Whether larder commits a changed file: the journal's files, documents and `.gitignore`,
  /// never a file of some other tool that happens to sit in the directory.
  static func isJournalContent(_ path: String) -> Bool {
    JournalFileKind(relativePath: path) != nil || path.hasPrefix("documents/")
      || path == ".gitignore"
  }

  /// `commit hand edits to 2026-11-20, 2026-11-21; foods/common.yaml`: the days by date, other files by path.
  static func editMessage(_ paths: [String]) -> String {
    var days: [String] = []
    var others: [String] = []
    for path in paths {
      if case .day(let date, _)? = JournalFileKind(relativePath: path) {
        days.append(date.isoString)
      } else {
        others.append(path)
      }
    }
    let parts = [days.sorted(), others].filter { !$0.isEmpty }
      .map { $0.joined(separator: ", ") }
    return "commit hand edits to " + parts.joined(separator: "; ")
  }
}
