public import FoundationEssentials

/// Where the journal is: the directory that holds `larder.yaml`.
///
/// Found, in order, from an explicit `-j/--journal DIR`, from `$LARDER_JOURNAL`, or from the
/// nearest ancestor of the working directory that holds `larder.yaml`.
public struct JournalLocation: Hashable, Sendable {
  /// The journal's root directory, absolute and standardized.
  public let root: URL

  /// The name of the settings file that marks a journal's root.
  public static let settingsFileName = "larder.yaml"

  /// Creates a location for a known root directory.
  public init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// Finds the journal for this invocation.
  ///
  /// - Parameters:
  ///   - explicit: the directory given with `-j/--journal`, if any.
  ///   - environment: the process environment; `LARDER_JOURNAL` is read from it.
  ///   - workingDirectory: where to start the search for an ancestor holding `larder.yaml`.
  public static func find(
    explicit: String?,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) throws(WorkspaceError) -> JournalLocation {
    if let explicit, !explicit.isEmpty {
      return try validated(directory(explicit, relativeTo: workingDirectory), source: "--journal")
    }
    if let fromEnvironment = environment["LARDER_JOURNAL"], !fromEnvironment.isEmpty {
      return try validated(
        directory(fromEnvironment, relativeTo: workingDirectory), source: "LARDER_JOURNAL")
    }
    var candidate = workingDirectory.standardizedFileURL
    while true {
      if holdsSettings(candidate) { return JournalLocation(root: candidate) }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    throw .journalNotFound(searchedFrom: workingDirectory.path)
  }

  /// The absolute URL of a path relative to the journal root.
  public func url(for relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  private static func directory(_ path: String, relativeTo base: URL) -> URL {
    URL(fileURLWithPath: expandingTilde(path), relativeTo: base).standardizedFileURL
  }

  /// The path with a leading `~` or `~/` replaced by the home directory, as a shell would.
  public static func expandingTilde(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/"),
      let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty
    else { return path }
    return home + path.dropFirst()
  }

  private static func validated(_ url: URL, source: String) throws(WorkspaceError)
    -> JournalLocation
  {
    guard holdsSettings(url) else {
      throw .notAJournal(path: url.path, source: source)
    }
    return JournalLocation(root: url)
  }

  private static func holdsSettings(_ directory: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: directory.appendingPathComponent(settingsFileName).path)
  }
}
