import LarderJournal
public import LarderModel
public import LarderSyntax

/// The outcome of `larder check`: every file that has something to say, in path order.
public struct CheckResult: Sendable {
  /// One checked file with its problems.
  public struct File: Sendable {
    /// The path relative to the journal root.
    public let path: String
    /// The file's text, for excerpts.
    public let source: SourceText
    /// Its problems, sorted by position.
    public let diagnostics: [Diagnostic]
  }

  /// Files with at least one problem.
  public let files: [File]
  /// How many files were read.
  public let fileCount: Int
  /// How many day files were read.
  public let dayCount: Int
  /// How many entries the day files hold.
  public let entryCount: Int
  /// How many foods and recipes the library holds.
  public let foodCount: Int

  /// The number of errors.
  public var errorCount: Int { count(.error) }
  /// The number of warnings.
  public var warningCount: Int { count(.warning) }

  private func count(_ severity: Diagnostic.Severity) -> Int {
    files.reduce(0) { $0 + $1.diagnostics.count { $0.severity == severity } }
  }
}

extension Workspace {
  /// Checks the journal: every file is read (entries must resolve against the library), and
  /// the problems of the files in `paths` (all files when empty) are reported.
  ///
  /// - Parameters:
  ///   - strict: report warnings as errors.
  ///   - ignoring: warning ids to leave out.
  public func check(
    paths: [String] = [], today: CalendarDate?, strict: Bool = false, ignoring: Set<String> = []
  ) throws(WorkspaceError) -> CheckResult {
    let all = try journalFilePaths()
    let wanted = paths.isEmpty ? Set(all) : Set(paths)
    let foundation = Set(try foundationPaths())
    let reading = reader(today: today).read(
      try sources(paths: all.filter { wanted.contains($0) || foundation.contains($0) }))
    var files: [CheckResult.File] = []
    for file in reading.files where wanted.contains(file.path) {
      let diagnostics = file.diagnostics.compactMap { diagnostic -> Diagnostic? in
        guard diagnostic.severity == .error || !ignoring.contains(diagnostic.id) else {
          return nil
        }
        var reported = diagnostic
        if strict { reported.severity = .error }
        return reported
      }
      guard !diagnostics.isEmpty else { continue }
      files.append(
        CheckResult.File(path: file.path, source: file.document.source, diagnostics: diagnostics))
    }
    let days = reading.journal.days.values.filter { wanted.contains(JournalFileKind.dayPath(for: $0.date)) }
    return CheckResult(
      files: files, fileCount: reading.files.count { wanted.contains($0.path) },
      dayCount: days.count, entryCount: days.reduce(0) { $0 + $1.entries.count },
      foodCount: reading.journal.library.count)
  }
}
