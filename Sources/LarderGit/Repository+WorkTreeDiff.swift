import CLibGit2

/// A file whose contents differ between a commit and the work tree.
public struct WorkTreeChange: Sendable, Hashable {
  /// The path relative to the work tree.
  public let path: String
  /// Whether the commit has the file (else it is new since).
  public let isInCommit: Bool
  /// Whether the work tree has the file (else it was deleted since).
  public let isInWorkTree: Bool

  /// A change of `path`.
  public init(path: String, isInCommit: Bool, isInWorkTree: Bool) {
    self.path = path
    self.isInCommit = isInCommit
    self.isInWorkTree = isInWorkTree
  }
}

extension Repository {
  /// The files under `folder` whose contents differ between `commit` and the work tree, staged
  /// or not, untracked files included and ignored ones left out, sorted by path.
  ///
  /// Blob ids are compared, the work tree's through the index's record of each file's size
  /// and time, so only a file whose record is stale is read: asking costs little when nothing
  /// changed.
  public func changedFiles(since commit: CommitID, under folder: String) throws
    -> [WorkTreeChange]
  {
    _ = try requireWorkTree(for: "compare the work tree")
    let object = try lookupCommit(commit)
    defer { git_commit_free(object) }
    var tree: OpaquePointer?
    try GitError.check(git_commit_tree(&tree, object), "reading the tree of \(commit)")
    defer { git_tree_free(tree) }
    var options = git_diff_options()
    try GitError.check(
      git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "preparing diff options")
    options.flags =
      GIT_DIFF_INCLUDE_UNTRACKED.rawValue | GIT_DIFF_RECURSE_UNTRACKED_DIRS.rawValue
      | GIT_DIFF_DISABLE_PATHSPEC_MATCH.rawValue
    var diff: OpaquePointer?
    try withStringArray([folder.hasSuffix("/") ? folder : folder + "/"]) { pathspec in
      options.pathspec = pathspec
      try GitError.check(
        git_diff_tree_to_workdir_with_index(&diff, pointer, tree, &options),
        "comparing \(folder) with \(commit)")
    }
    defer { git_diff_free(diff) }
    var changes: [WorkTreeChange] = []
    for position in 0..<git_diff_num_deltas(diff) {
      guard let delta = git_diff_get_delta(diff, position)?.pointee else { continue }
      let file = delta.new_file.path != nil ? delta.new_file : delta.old_file
      changes.append(
        WorkTreeChange(
          path: String(cString: file.path),
          isInCommit: delta.status != GIT_DELTA_ADDED && delta.status != GIT_DELTA_UNTRACKED,
          isInWorkTree: delta.status != GIT_DELTA_DELETED))
    }
    return changes.sorted { $0.path < $1.path }
  }
}
