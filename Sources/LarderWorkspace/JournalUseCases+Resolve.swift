import FoundationEssentials
import LarderJournal
import LarderSyntax

/// Which version of a conflict `larder resolve` keeps.
public enum ConflictChoice: String, Sendable, CaseIterable {
  /// The version that stayed active: this journal's, when larder merged.
  case here
  /// The version kept as `#> ` comment lines, made active again.
  case there
  /// Both, one after the other: for entries, not for one key, which would be written twice
  /// (refused, `cannotKeepBoth`).
  case both

  var side: JournalMerge.Side {
    switch self {
    case .here: .here
    case .there: .there
    case .both: .both
    }
  }
}

/// What `larder resolve` settled.
public struct ResolveOutcome: Sendable {
  /// Each file with the number of conflicts settled in it.
  public let files: [(path: String, count: Int)]
  /// The commit of the settled files; nil when there was nothing to settle.
  public let outcome: WriteOutcome?
}

extension JournalUseCases {
  /// Settles the merge conflicts in `paths` (every journal file holding one, when empty) by
  /// keeping `choice`, and commits the result (with `noCommit`, only writes it).
  public func resolveConflicts(
    paths: [String], keeping choice: ConflictChoice, noCommit: Bool = false
  ) throws(WorkspaceError) -> ResolveOutcome {
    let session = try workspace.beginWrite(noCommit: noCommit)
    let candidates = paths.isEmpty ? try workspace.journalFilePaths() : paths
    var files: [(path: String, count: Int)] = []
    for path in candidates {
      guard let bytes = try session.read(path).bytes else {
        if !paths.isEmpty { throw .io(path: path, reason: "there is no such file") }
        continue
      }
      guard !JournalMerge.conflictDiagnostics(in: bytes).isEmpty else { continue }
      if let line = JournalMerge.strayMarkerLines(in: bytes).first {
        throw .strayConflictMarker(path: path, line: line)
      }
      let resolved = JournalMerge.resolve(bytes, keeping: choice.side)
      if choice == .both, let key = Self.keyWrittenTwice(by: resolved.bytes, from: bytes) {
        throw .cannotKeepBoth(path: path, key: key)
      }
      try session.replace(path, with: resolved.bytes)
      files.append((path, resolved.resolved))
    }
    guard !files.isEmpty else { return ResolveOutcome(files: [], outcome: nil) }
    let outcome = try session.commit(
      message: "resolve \(files.map(\.path).joined(separator: ", ")), keeping \(choice.rawValue)")
    return ResolveOutcome(files: files, outcome: outcome)
  }

  /// The key that `resolved` writes twice and `original` did not, quoted: keeping both
  /// versions of a conflict over one key writes it twice.
  private static func keyWrittenTwice(by resolved: [UInt8], from original: [UInt8]) -> String? {
    func duplicateKeys(_ bytes: [UInt8]) -> [String] {
      DocumentParser.parse(bytes).1.filter { $0.id == "duplicate-key" }.map { diagnostic in
        let range = diagnostic.range.clamped(to: 0..<bytes.count)
        return "\"" + String(decoding: bytes[range], as: UTF8.self) + "\""
      }
    }
    let before = Set(duplicateKeys(original))
    return duplicateKeys(resolved).first { !before.contains($0) }
  }
}

/// `larder merge-file`: the merge git runs for a journal file changed on both sides.
public enum MergeDriver {
  /// Merges the files git hands over (`%O %A %B %P`: base, current, other, path) with the
  /// journal merge and writes the result over `current`; returns how many conflicts it
  /// holds, and how many entries one side removed and the other changed (kept changed).
  /// Conflicts stay in the file in a form that parses, so git records the merge and
  /// `larder check` reports them.
  public static func merge(base: String, current: String, other: String, path: String)
    throws(WorkspaceError) -> (conflicts: Int, changedOverRemoval: Int)
  {
    let here = try FileSnapshot.readBytes(atPath: current)
    let outcome = JournalMerge.merge(
      path: path, base: try FileSnapshot.readBytes(atPath: base), here: here,
      there: try FileSnapshot.readBytes(atPath: other),
      labels: JournalMerge.Labels(here: "ours", there: "theirs"))
    let merged = outcome.bytes ?? []
    if merged != here {
      try AtomicWrite.write(merged, to: URL(fileURLWithPath: current))
    }
    return (outcome.conflicts, outcome.changedOverRemoval)
  }
}
