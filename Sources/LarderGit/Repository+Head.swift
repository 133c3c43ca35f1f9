import CLibGit2

extension Repository {
  /// The log facts of the commit HEAD points at, or `nil` on an unborn branch.
  ///
  /// One object read, where `log(limit: 1)` sorts the whole history before it yields the
  /// first commit.
  public func headCommitInfo() throws -> CommitInfo? {
    guard let commit = try headCommitPointer() else { return nil }
    defer { git_commit_free(commit) }
    return try Self.info(commit)
  }
}
