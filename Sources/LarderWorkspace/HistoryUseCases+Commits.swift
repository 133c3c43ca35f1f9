public import FoundationEssentials
import LarderGit
import LarderJournal
public import LarderModel

/// One commit as `larder history` lists it.
public struct HistoryEntry: Sendable, Codable, Equatable {
  /// The full 40-digit id.
  public let id: String
  /// The abbreviated id.
  public let shortID: String
  /// When the author made the change, in the author's time zone: `2026-11-21 12:30`.
  public let date: String
  /// The author's name.
  public let author: String
  /// The author's email.
  public let email: String
  /// The first line of the message.
  public let summary: String
  /// The whole message.
  public let message: String
  /// The diff against the parent, limited to the path asked about; nil unless asked for.
  public let patch: String?
}

/// The commits `larder history` lists, newest first.
public struct CommitHistory: Sendable, Codable {
  /// The path asked about, relative to the journal root; nil for the whole log.
  public let path: String?
  /// The commits, newest first.
  public let commits: [HistoryEntry]
}

extension HistoryUseCases {
  /// Turns `larder history`'s argument into a journal path: a date expression (`2026-11-21`,
  /// `yesterday`, `-3`) names that day's file; anything else is a file or folder path,
  /// absolute or relative to `workingDirectory`.
  public func historyPath(for argument: String, today: CalendarDate, workingDirectory: URL)
    throws(WorkspaceError) -> String
  {
    if let expression = DateExpression(argument) {
      return JournalFileKind.dayPath(for: expression.resolve(today: today))
    }
    let path = try journalPath(of: argument, workingDirectory: workingDirectory)
    // `2026-13-01` is a mistyped date, unless the journal has a file of that name.
    let digits = argument.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
    let looksLikeDate =
      digits == [4, 2, 2] && argument.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") }
    if looksLikeDate,
      !FileManager.default.fileExists(atPath: workspace.location.url(for: path).path)
    {
      throw .badDate(argument)
    }
    return path
  }

  /// A file or folder path given on the command line (absolute, or relative to
  /// `workingDirectory`) as a path relative to the journal root; refuses paths outside it.
  public func journalPath(of argument: String, workingDirectory: URL) throws(WorkspaceError)
    -> String
  {
    let url = URL(fileURLWithPath: argument, relativeTo: workingDirectory).standardizedFileURL
    let root =
      workspace.location.root.path.hasSuffix("/")
      ? workspace.location.root.path : workspace.location.root.path + "/"
    var relative = url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : ""
    while relative.hasSuffix("/") { relative.removeLast() }
    guard !relative.isEmpty, relative != ".git", !relative.hasPrefix(".git/") else {
      throw .notInJournal(path: argument)
    }
    return relative
  }

  /// The commits that touched `path` (a file or a folder; the whole log when nil), newest
  /// first, at most `limit`, with their diffs when `patches` is set.
  public func commitHistory(path: String?, limit: Int?, patches: Bool)
    throws(WorkspaceError) -> CommitHistory
  {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let git = repository.repository
    let infos = try repository.git("read the history") {
      guard let path else { return try git.log(limit: limit) }
      // Which files each commit changed never changes: kept between runs, a file's history
      // reads no tree, and each run reads only the commits made since.
      let cache = JournalCache("history", magic: "LHIST001", location: workspace.location)
      var index = cache?.read().flatMap(ChangedPathIndex.init(decoding:)) ?? ChangedPathIndex()
      let commits = try git.history(of: path, limit: limit, index: &index)
      if index.hasAdditions { cache?.write(index.encoded()) }
      return commits
    }
    var entries: [HistoryEntry] = []
    for info in infos {
      let patch =
        try patches
        ? repository.git("show \(info.shortID)") {
          try git.patch(of: info.id, paths: path.map { [$0] } ?? [])
        } : nil
      entries.append(
        HistoryEntry(
          id: info.id.hex, shortID: info.shortID,
          date: Self.commitDate(info.date, offsetMinutes: info.utcOffsetMinutes),
          author: info.authorName, email: info.authorEmail, summary: info.summary,
          message: info.message, patch: patch))
    }
    return CommitHistory(path: path, commits: entries)
  }

  /// `2026-11-21 12:30` in the author's time zone.
  static func commitDate(_ date: Date, offsetMinutes: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60) ?? TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute))"
  }
}
