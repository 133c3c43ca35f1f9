import CLibGit2

extension Repository {
  /// The commit a revision names: a full or short hash, `HEAD`, `HEAD~2`, `main`, and the
  /// rest of `git rev-parse`'s syntax.
  public func resolve(revision: String) throws -> CommitID {
    var object: OpaquePointer?
    try GitError.check(
      git_revparse_single(&object, pointer, revision), "resolving '\(revision)'")
    defer { git_object_free(object) }
    var commit: OpaquePointer?
    try GitError.check(
      git_object_peel(&commit, object, GIT_OBJECT_COMMIT), "'\(revision)' is not a commit")
    defer { git_object_free(commit) }
    return CommitID(git_object_id(commit))
  }

  /// The bytes of the file at `path` as committed in `commit`, or `nil` when that commit
  /// has no file there.
  public func fileContents(at commit: CommitID, path: String) throws -> [UInt8]? {
    let commitObject = try lookupCommit(commit)
    defer { git_commit_free(commitObject) }
    var tree: OpaquePointer?
    try GitError.check(git_commit_tree(&tree, commitObject), "reading the tree of \(commit)")
    defer { git_tree_free(tree) }
    var entry: OpaquePointer?
    let result = git_tree_entry_bypath(&entry, tree, path)
    if result == GIT_ENOTFOUND.rawValue { return nil }
    try GitError.check(result, "looking up \(path)")
    defer { git_tree_entry_free(entry) }
    guard git_tree_entry_type(entry) == GIT_OBJECT_BLOB else { return nil }
    return try blobBytes(git_tree_entry_id(entry), path: path)
  }

  /// The bytes of the blob `id`, which holds the file `path` (named in an error).
  func blobBytes(_ id: UnsafePointer<git_oid>, path: String) throws -> [UInt8] {
    var blob: OpaquePointer?
    try GitError.check(git_blob_lookup(&blob, pointer, id), "reading \(path)")
    defer { git_blob_free(blob) }
    let size = Int(git_blob_rawsize(blob))
    guard size > 0, let bytes = git_blob_rawcontent(blob) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: size))
  }
}
