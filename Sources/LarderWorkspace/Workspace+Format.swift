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

extension Workspace {
  /// Formats journal files canonically (all when `paths` is empty); with `check`, only reports
  /// which would change. Files with syntax errors are reported and never touched.
  public func format(paths: [String] = [], check: Bool, diff: Bool, noCommit: Bool = false)
    throws(WorkspaceError) -> FormatResult
  {
    let selected = try sources(paths: paths.isEmpty ? nil : paths)
    var changed: [(path: String, bytes: [UInt8])] = []
    var diffs: [String] = []
    var unformattable: [FormatResult.Unformattable] = []
    for source in selected {
      switch JournalFormatter.format(source) {
      case .unchanged:
        continue
      case .notFormatted(let diagnostics):
        unformattable.append(
          FormatResult.Unformattable(
            path: source.path, source: SourceText(source.bytes), diagnostics: diagnostics))
      case .changed(let bytes):
        changed.append((source.path, bytes))
        if diff {
          diffs.append(
            LineDiff.unified(
              old: source.bytes, new: bytes, oldName: "a/\(source.path)",
              newName: "b/\(source.path)"))
        }
      }
    }
    var outcome: WriteOutcome?
    if !check, !changed.isEmpty {
      let list = changed.map { "- \($0.path)" }.joined(separator: "\n")
      let noun = changed.count == 1 ? "file" : "files"
      outcome = try write(
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
      fileCount: selected.count, outcome: outcome)
  }
}
