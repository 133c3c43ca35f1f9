import CLibGit2

extension Repository {
  /// Commits the inverse of `commit` on top of HEAD, updating the work tree and the index,
  /// and returns the new commit. With `committing` false, the inverse is left in the work
  /// tree as uncommitted changes, the index as HEAD has it, and nil is returned.
  ///
  /// Refuses with `.conflict`, changing nothing, when the inverse conflicts with later
  /// commits, when it would overwrite uncommitted changes to the same files, or when changes
  /// are staged but not committed. Hand edits to other files are kept and not committed. The
  /// default message is git's: `Revert "summary"` and the reverted id. The committer is the
  /// author unless given.
  @discardableResult
  public func revert(
    commit: CommitID, message: String? = nil, author: Signature, committer: Signature? = nil,
    committing: Bool = true
  ) throws -> CommitID? {
    _ = try requireWorkTree(for: "revert")
    try requireBranch(for: "revert")
    try requireUnlockedIndex()
    guard git_repository_state(pointer) == Int32(GIT_REPOSITORY_STATE_NONE.rawValue) else {
      throw GitError(
        .conflict,
        "cannot revert: a merge, revert or cherry-pick is in progress in \(path)")
    }
    guard let head = try headCommitPointer() else {
      throw GitError(.unbornBranch, "cannot revert: the branch has no commit yet")
    }
    defer { git_commit_free(head) }
    let target = try lookupCommit(commit)
    defer { git_commit_free(target) }

    try requireNothingStaged(head: head)
    try requireCleanInverse(of: target, onto: head, commit: commit)

    var options = git_revert_options()
    try GitError.check(
      git_revert_options_init(&options, UInt32(GIT_REVERT_OPTIONS_VERSION)),
      "preparing revert options")
    // SAFE refuses to overwrite a hand-edited file instead of clobbering it.
    options.checkout_opts.checkout_strategy = GIT_CHECKOUT_SAFE.rawValue
    let result = git_revert(pointer, target, &options)
    defer { git_repository_state_cleanup(pointer) }
    if result < 0 {
      let error = GitError(returnCode: result, operation: "reverting \(commit)")
      throw GitError(
        code: error.code, errorClass: error.errorClass, returnCode: result,
        message: "cannot revert \(commit.hex.prefix(7)): \(error.message)")
    }

    guard committing else {
      try resetIndexEntries(paths: changedPaths(of: commit))
      return nil
    }
    let index = try freshIndex()
    defer { git_index_free(index) }
    var tree = git_oid()
    try GitError.check(git_index_write_tree(&tree, index), "writing the reverted tree")
    let summary = git_commit_summary(target).map { String(cString: $0) } ?? ""
    let text = message ?? "Revert \"\(summary)\"\n\nThis reverts commit \(commit.hex).\n"
    return try createCommit(
      tree: tree, parent: head, message: text, author: author, committer: committer ?? author)
  }

  /// Refuses when the index differs from HEAD, since the revert commits the whole index.
  private func requireNothingStaged(head: OpaquePointer) throws {
    var headTree: OpaquePointer?
    try GitError.check(git_commit_tree(&headTree, head), "reading HEAD's tree")
    defer { git_tree_free(headTree) }
    let index = try freshIndex()
    defer { git_index_free(index) }
    var diff: OpaquePointer?
    try GitError.check(
      git_diff_tree_to_index(&diff, pointer, headTree, index, nil), "comparing the index")
    defer { git_diff_free(diff) }
    let count = git_diff_num_deltas(diff)
    guard count > 0 else { return }
    let first = String(cString: git_diff_get_delta(diff, 0)!.pointee.new_file.path)
    throw GitError(
      .conflict,
      "cannot revert: \(count) staged change(s) not committed, starting with '\(first)'; "
        + "commit or unstage them first")
  }

  /// Computes the revert in memory first, so a conflict leaves the work tree untouched
  /// (git_revert would write conflict markers into it).
  private func requireCleanInverse(
    of target: OpaquePointer, onto head: OpaquePointer, commit: CommitID
  ) throws {
    var merged: OpaquePointer?
    try GitError.check(
      git_revert_commit(&merged, pointer, target, head, 0, nil), "reverting \(commit)")
    defer { git_index_free(merged) }
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
