import CLibGit2

extension Repository {
  /// The unified diff of `commit` against its first parent (against nothing for a root
  /// commit), limited to `paths` when it is not empty, as `git diff PARENT COMMIT -- PATHS`.
  public func patch(of commit: CommitID, paths: [String] = []) throws -> String {
    let diff = try diffAgainstParent(commit, paths: paths)
    defer { git_diff_free(diff) }
    var text = git_buf()
    defer { git_buf_dispose(&text) }
    try GitError.check(
      git_diff_to_buf(&text, diff, GIT_DIFF_FORMAT_PATCH), "formatting the diff of \(commit)")
    guard let bytes = text.ptr else { return "" }
    return String(
      decoding: UnsafeRawBufferPointer(start: bytes, count: text.size), as: UTF8.self)
  }

  /// The paths `commit` added, changed or removed against its first parent, as `git diff
  /// --name-only PARENT COMMIT`.
  public func changedPaths(of commit: CommitID) throws -> [String] {
    let diff = try diffAgainstParent(commit, paths: [])
    defer { git_diff_free(diff) }
    var paths: [String] = []
    for position in 0..<git_diff_num_deltas(diff) {
      guard let delta = git_diff_get_delta(diff, position) else { continue }
      for file in [delta.pointee.old_file, delta.pointee.new_file] {
        let path = String(cString: file.path)
        if !paths.contains(path) { paths.append(path) }
      }
    }
    return paths
  }

  /// The tree-to-tree diff of `commit` against its first parent (against nothing for a root
  /// commit), limited to `paths` when it is not empty; the caller frees it.
  private func diffAgainstParent(_ commit: CommitID, paths: [String]) throws -> OpaquePointer? {
    let commitObject = try lookupCommit(commit)
    defer { git_commit_free(commitObject) }
    var newTree: OpaquePointer?
    try GitError.check(git_commit_tree(&newTree, commitObject), "reading the tree of \(commit)")
    defer { git_tree_free(newTree) }
    var oldTree: OpaquePointer?
    if git_commit_parentcount(commitObject) > 0 {
      var parent: OpaquePointer?
      try GitError.check(git_commit_parent(&parent, commitObject, 0), "reading \(commit)^")
      defer { git_commit_free(parent) }
      try GitError.check(git_commit_tree(&oldTree, parent), "reading the tree of \(commit)^")
    }
    defer { git_tree_free(oldTree) }

    var options = git_diff_options()
    try GitError.check(
      git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)),
      "preparing diff options")
    var diff: OpaquePointer?
    try withStringArray(paths) { pathspec in
      options.pathspec = pathspec
      try GitError.check(
        git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, &options), "diffing \(commit)")
    }
    return diff
  }
}
