import CLibGit2

/// A file as reverting a commit leaves it.
public struct RevertedFile: Sendable, Equatable {
  /// The path, relative to the work tree.
  public let path: String
  /// The file's bytes after the revert; nil when the revert deletes it.
  public let bytes: [UInt8]?
}

extension Repository {
  /// The files that reverting `commit` on top of HEAD changes, as the revert leaves them:
  /// each path `commit` changed, with its bytes after the revert or nil for a deletion.
  ///
  /// Computed in memory (`git_revert_commit`): nothing is written, neither the work tree nor
  /// the index nor git's `REVERT_HEAD`, so the caller writes the files the way it writes any
  /// other change (atomically, refusing over an edit saved meanwhile) and commits them, and a
  /// command killed halfway leaves no revert in progress. Throws `.conflict` when later
  /// commits changed the same lines.
  public func revertedFiles(of commit: CommitID) throws -> [RevertedFile] {
    guard let head = try headCommitPointer() else {
      throw GitError(.unbornBranch, "cannot revert: the branch has no commit yet")
    }
    defer { git_commit_free(head) }
    let target = try lookupCommit(commit)
    defer { git_commit_free(target) }
    var merged: OpaquePointer?
    try GitError.check(
      git_revert_commit(&merged, pointer, target, head, 0, nil), "reverting \(commit)")
    defer { git_index_free(merged) }
    try requireNoConflicts(merged, commit: commit)
    return try changedPaths(of: commit).map { path in
      RevertedFile(path: path, bytes: try blobBytes(at: path, in: merged))
    }
  }

  /// The bytes the entry for `path` in `index` names; nil when the index has no such entry.
  private func blobBytes(at path: String, in index: OpaquePointer?) throws -> [UInt8]? {
    guard let entry = git_index_get_bypath(index, path, 0) else { return nil }
    var oid = entry.pointee.id
    return try blobBytes(&oid, path: path)
  }

  /// Throws `.conflict`, naming the files, when the in-memory revert `merged` has conflicts.
  private func requireNoConflicts(_ merged: OpaquePointer?, commit: CommitID) throws {
    guard git_index_has_conflicts(merged) == 1 else { return }
    var paths: [String] = []
    var iterator: OpaquePointer?
    try GitError.check(
      git_index_conflict_iterator_new(&iterator, merged), "listing the conflicts")
    defer { git_index_conflict_iterator_free(iterator) }
    var ancestor: UnsafePointer<git_index_entry>?
    var ours: UnsafePointer<git_index_entry>?
    var theirs: UnsafePointer<git_index_entry>?
    while git_index_conflict_next(&ancestor, &ours, &theirs, iterator) == 0 {
      if let entry = ancestor ?? ours ?? theirs {
        paths.append(String(cString: entry.pointee.path))
      }
    }
    throw GitError(
      .conflict,
      "cannot revert \(commit.hex.prefix(7)): later commits changed the same lines of "
        + paths.map { "'\($0)'" }.joined(separator: ", "))
  }
}
