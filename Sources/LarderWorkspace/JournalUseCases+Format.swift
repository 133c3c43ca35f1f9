import LarderJournal
public import LarderSyntax

/// The outcome of `larder fmt`.
public struct FormatResult: Sendable {
  /// A file with syntax errors, left untouched.
  public struct Unformattable: Sendable {
    /// The path relative to the journal root.
    public let path: String
    /// The file's text, for excerpts.
    public let source: SourceText
    /// Its syntax errors.
    public let diagnostics: [Diagnostic]
  }

  /// Files that are (or, with `check`, would be) rewritten, in path order.
  public let changed: [String]
  /// Unified diffs of the changed files, when asked for.
  public let diffs: [String]
  /// Files that could not be formatted because of syntax errors.
  public let unformattable: [Unformattable]
  /// How many files were looked at.
  public let fileCount: Int
  /// The commit that recorded the rewrite, when files were written.
  public let outcome: WriteOutcome?
}

extension JournalUseCases {
  /// Formats journal files canonically (all when `paths` is empty); with `check`, only reports
  /// which would change. Files with syntax errors are reported and never touched.
  public func format(paths: [String] = [], check: Bool, diff: Bool, noCommit: Bool = false)
    throws(WorkspaceError) -> FormatResult
  {
    let selected = paths.isEmpty ? try workspace.journalFilePaths() : paths
    // Files are read and formatted on every core; the results are then taken in path order.
    let outcomes = concurrentMap(selected.count) { index in
      formatted(selected[index], diff: diff, named: !paths.isEmpty)
    }
    var fileCount = 0
    var changed: [(path: String, bytes: [UInt8])] = []
    var diffs: [String] = []
    var unformattable: [FormatResult.Unformattable] = []
    for outcome in outcomes {
      switch outcome {
      case .failed(let error):
        throw error
      case .notJournal:
        continue
      case .unchanged:
        fileCount += 1
      case .notFormatted(let file):
        fileCount += 1
        unformattable.append(file)
      case .changed(let path, let bytes, let fileDiff):
        fileCount += 1
        changed.append((path, bytes))
        if let fileDiff { diffs.append(fileDiff) }
      }
    }
    var outcome: WriteOutcome?
    if !check, !changed.isEmpty {
      let list = changed.map { "- \($0.path)" }.joined(separator: "\n")
      let noun = changed.count == 1 ? "file" : "files"
      outcome = try workspace.write(
        message: "fmt \(changed.count) \(noun)\n\n\(list)", noCommit: noCommit
      ) { session throws(WorkspaceError) in
        for file in changed {
          let snapshot = try session.read(file.path)
          // Format what is on disk now, under the lock, not what was read before it.
          guard let bytes = snapshot.bytes,
            let source = JournalSource(path: file.path, bytes: bytes),
            case .changed(let formatted) = JournalFormatter.format(source)
          else { continue }
          try session.replace(file.path, with: formatted)
        }
      }
    }
    return FormatResult(
      changed: changed.map(\.path), diffs: diffs, unformattable: unformattable,
      fileCount: fileCount, outcome: outcome)
  }

  /// What formatting one file came to.
  private enum FileOutcome {
    case failed(WorkspaceError)
    /// Missing, or not a journal file: not counted.
    case notJournal
    case unchanged
    case notFormatted(FormatResult.Unformattable)
    case changed(path: String, bytes: [UInt8], diff: String?)
  }

  /// Reads and formats one file, with its unified diff when asked for; a missing file is
  /// passed over, or, when `named` on the command line, an error.
  private func formatted(_ path: String, diff: Bool, named: Bool) -> FileOutcome {
    let bytes: [UInt8]?
    do throws(WorkspaceError) {
      bytes = try workspace.readJournalFile(path)
    } catch {
      return .failed(error)
    }
    // A file named on the command line that is not there is an error, not nothing to do.
    if bytes == nil, named { return .failed(.io(path: path, reason: "there is no such file")) }
    guard let bytes, let source = JournalSource(path: path, bytes: bytes) else {
      return .notJournal
    }
    switch JournalFormatter.format(source) {
    case .unchanged:
      return .unchanged
    case .notFormatted(let diagnostics):
      return .notFormatted(
        FormatResult.Unformattable(
          path: path, source: SourceText(source.bytes), diagnostics: diagnostics))
    case .changed(let formatted):
      let fileDiff =
        diff
        ? LineDiff.unified(
          old: source.bytes, new: formatted, oldName: "a/\(path)", newName: "b/\(path)")
        : nil
      return .changed(path: path, bytes: formatted, diff: fileDiff)
    }
  }
}
