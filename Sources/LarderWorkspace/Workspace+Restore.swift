public import FoundationEssentials
import LarderGit
import LarderJournal
public import LarderModel

/// What `larder restore SOURCE DIR` made.
public struct RestoredJournal: Sendable, Codable {
  /// The new journal's root.
  public let root: String
  /// The commit checked out: the backup's `main`.
  public let commit: CommitRecord
  /// How many journal files it holds.
  public let fileCount: Int
}

extension Workspace {
  /// Makes a new working journal in `directory` from the backup at `source` (a path or a
  /// `file://`, `ssh://` or `https://` URL), whose remote `backup` then points at the source.
  ///
  /// Refuses a `directory` that exists and is not empty, a backup that holds no journal, and
  /// a journal whose format is newer than this larder reads; on refusal nothing is left
  /// behind. The restored journal's workspace runs on `clock`.
  public static func restore(
    from source: String, into directory: URL, workingDirectory: URL,
    environment: [String: String], clock: Clock
  ) throws(WorkspaceError) -> RestoredJournal {
    let url = try JournalUseCases.remoteURL(source, workingDirectory: workingDirectory)
    let location = JournalLocation(root: directory)
    let root = location.root.path
    let manager = FileManager.default
    let existed = manager.fileExists(atPath: root)
    if existed, !((try? manager.contentsOfDirectory(atPath: root)) ?? []).isEmpty {
      throw .restoreTargetNotEmpty(path: root)
    }
    if let path = JournalUseCases.localPath(of: url), !manager.fileExists(atPath: path) {
      throw .remoteUnreachable(remote: source, reason: "there is no backup at \(path)")
    }
    let remote = RemoteRecord(name: "backup", url: url)
    do {
      _ = try Repository.restore(
        from: url, into: root, branch: "main", remoteName: remote.name,
        credentials: JournalUseCases.credentials(environment))
    } catch let error as GitError {
      throw WorkspaceError(pushing: error, remote: RemoteRecord(name: source, url: url))
    } catch {
      throw .git(operation: "restore from \(source)", reason: "\(error)")
    }
    let restored = Workspace(location: location, clock: clock)
    do {
      try restored.requireReadableFormat()
    } catch {
      try? manager.removeItem(atPath: existed ? location.url(for: ".git").path : root)
      if existed {
        for entry in (try? manager.contentsOfDirectory(atPath: root)) ?? [] {
          try? manager.removeItem(atPath: location.url(for: entry).path)
        }
      }
      throw error
    }
    let repository = try JournalRepository.require(location, clock: clock)
    try repository.registerMergeDriver()
    repository.recordIndex()
    guard let commit = try repository.headRecord() else {
      throw .noHistory("the backup has no commits")
    }
    return RestoredJournal(
      root: root, commit: commit, fileCount: try restored.journalFilePaths().count)
  }

  /// Refuses a directory without `larder.yaml` and a journal of a newer format.
  func requireReadableFormat() throws(WorkspaceError) {
    guard try sources(paths: ["larder.yaml"]).first != nil else {
      throw .notAJournal(path: location.root.path, source: "the backup")
    }
    try requireSupportedFormat()
  }

  /// Refuses a journal whose `larder.yaml` names a format newer than this larder writes, or
  /// a format that is no version at all (`0x2`, `0`): a write could drop what it does not
  /// understand, and a report could misread it. Returns the settings it read.
  @discardableResult
  public func requireSupportedFormat() throws(WorkspaceError) -> Settings {
    let reading = JournalReader(today: nil).read(try sources(paths: ["larder.yaml"]))
    for file in reading.files {
      for diagnostic in file.diagnostics {
        let text = file.document.source.text(of: diagnostic.range).trimmingSpaces
        switch diagnostic.id {
        case "unsupported-format-version":
          throw .formatTooNew(version: text, supported: Settings.currentFormatVersion)
        case "bad-format-version":
          throw .unreadableFormat(version: text)
        default:
          continue
        }
      }
    }
    return reading.journal.settings
  }
}

/// What `larder restore --at` brought back.
public struct RestoredFiles: Sendable, Codable {
  /// The commit the files were taken from.
  public let source: CommitRecord
  /// When that commit was made, `2026-11-21 12:30`.
  public let sourceDate: String
  /// What was written (or deleted), and committed.
  public let outcome: WriteOutcome
}

extension HistoryUseCases {
  /// Brings files back as they were at `point`, a commit (an id, `HEAD~3`) or a date (the
  /// last commit made on or before that day), as a new commit; history is kept.
  ///
  /// `paths` are files or folders relative to the root; when empty, every journal file that
  /// exists now or changed since `point`. A file that did not exist then is deleted. Refuses,
  /// writing nothing, when one of the files has uncommitted hand edits.
  public func restoreFiles(
    at point: String, paths: [String], today: CalendarDate, noCommit: Bool
  ) throws(WorkspaceError) -> RestoredFiles {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let session = try workspace.beginWrite(noCommit: noCommit)
    let source = try repository.commit(at: point, today: today)
    let candidates = try restoreCandidates(paths, since: source, in: repository)
    var edited: [String] = []
    for path in candidates {
      let current = try session.read(path).bytes
      let old = try repository.git("read \(path) at \(source.shortID)") {
        try repository.repository.fileContents(at: source.id, path: path)
      }
      if old != current, try current != repository.committedBytes(of: path) {
        edited.append(path)
      }
      if let old { try session.replace(path, with: old) } else { try session.delete(path) }
    }
    guard edited.isEmpty else {
      throw .wouldLoseEdits(
        reason: "\(edited.joined(separator: ", ")) \(edited.count == 1 ? "has" : "have") "
          + "uncommitted edits that restoring would overwrite")
    }
    let date = Self.commitDate(source.date, offsetMinutes: source.utcOffsetMinutes)
    let outcome = try session.commit(
      message: "restore \(Self.restoreScope(paths)) as of \(source.shortID) (\(date))\n\n"
        + "Brings back the state of commit \(source.id.hex): \(source.summary)")
    return RestoredFiles(source: CommitRecord(source), sourceDate: date, outcome: outcome)
  }

  private static func restoreScope(_ paths: [String]) -> String {
    guard !paths.isEmpty else { return "the journal" }
    return paths.count <= 3 ? paths.joined(separator: ", ") : "\(paths.count) paths"
  }

  /// The files to bring back: under `paths` (all journal files when empty), those that exist
  /// now or that differ between `source` and HEAD (a file deleted since among them).
  private func restoreCandidates(
    _ paths: [String], since source: CommitInfo, in repository: JournalRepository
  ) throws(WorkspaceError) -> [String] {
    var candidates = Set(try workspace.journalFilePaths())
    if let head = try repository.git("read HEAD", { try repository.repository.headCommitInfo() }) {
      candidates.formUnion(
        try repository.git("compare \(source.shortID) with HEAD") {
          try repository.repository.changedPaths(from: source.id, to: head.id)
        })
    }
    let scoped = candidates.filter { path in
      JournalUseCases.isJournalContent(path)
        && (paths.isEmpty || paths.contains { path == $0 || path.hasPrefix($0 + "/") })
    }
    return scoped.sorted()
  }
}

extension JournalRepository {
  /// The commit a restore point names: a date expression (`2026-11-20`, `yesterday`) gives
  /// the last commit made on or before that day; anything else is a revision.
  func commit(at point: String, today: CalendarDate) throws(WorkspaceError) -> CommitInfo {
    guard let expression = DateExpression(point) else { return try commitInfo(point) }
    let day = expression.resolve(today: today)
    let found = try newestCommits { Self.localDay(of: $0) <= day }
    guard let info = found.last, Self.localDay(of: info) <= day else {
      throw .noHistory("the journal has no commit on or before \(day.isoString)")
    }
    return info
  }

  /// HEAD's history, newest first, up to and including the first commit that matches;
  /// everything when none does. Reads a few commits first and more only as needed, so the
  /// cost follows how far back the match is, not the length of the history.
  func newestCommits(through match: (CommitInfo) -> Bool) throws(WorkspaceError)
    -> [CommitInfo]
  {
    var limit = 16
    while true {
      let commits = try git("read the history") { try repository.log(limit: limit) }
      if let index = commits.firstIndex(where: match) { return Array(commits[...index]) }
      if commits.count < limit { return commits }
      limit *= 8
    }
  }

  /// The calendar day a commit was made on, in its author's time zone.
  static func localDay(of info: CommitInfo) -> CalendarDate {
    let seconds = Int(info.date.timeIntervalSince1970.rounded(.down)) + info.utcOffsetMinutes * 60
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return CalendarDate(iso: "1970-01-01")!.adding(days: days)
  }
}
