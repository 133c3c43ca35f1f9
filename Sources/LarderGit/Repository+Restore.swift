import CLibGit2
import FoundationEssentials

extension Repository {
  /// Makes a new repository at `path` holding `branch` of the backup at `url`, checked out
  /// with a clean status, with `remoteName` pointing at the backup.
  ///
  /// It initialises, fetches and checks out instead of cloning: libgit2 1.5.1's clone
  /// silently leaves an empty work tree when the remote's HEAD names another branch. On
  /// failure it removes `path` if it created it, and otherwise the `.git` it created there.
  public static func restore(
    from url: String, into path: String, branch: String = "main",
    remoteName: String = "origin", credentials: Credentials = .none
  ) throws -> Repository {
    let existed = FileManager.default.fileExists(atPath: path)
    let repository = try create(at: path, initialBranch: branch)
    do {
      try repository.addRemote(name: remoteName, url: url)
      try repository.fetch(remote: remoteName, credentials: credentials)
      try repository.checkOutFetched(branch: branch, remoteName: remoteName)
      return repository
    } catch {
      let gitDirectory = repository.gitDirectory
      try? FileManager.default.removeItem(atPath: existed ? gitDirectory : path)
      throw error
    }
  }

  /// Points the unborn `branch` at its fetched remote-tracking branch and checks it out.
  private func checkOutFetched(branch: String, remoteName: String) throws {
    let tracking = "refs/remotes/\(remoteName)/\(branch)"
    var oid = git_oid()
    let found = git_reference_name_to_id(&oid, pointer, tracking)
    if found == GIT_ENOTFOUND.rawValue {
      throw GitError(.notFound, "the backup has no branch '\(branch)'")
    }
    try GitError.check(found, "reading \(tracking)")
    let commit = try lookupCommit(CommitID(oid))
    defer { git_commit_free(commit) }

    var options = git_checkout_options()
    try GitError.check(
      git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)),
      "preparing checkout options")
    // While HEAD is unborn every file is an addition, so SAFE writes them all and refuses
    // only where an existing file would be overwritten.
    options.checkout_strategy = GIT_CHECKOUT_SAFE.rawValue
    try GitError.check(
      git_checkout_tree(pointer, commit, &options), "checking out \(branch)")

    var reference: OpaquePointer?
    try GitError.check(
      git_reference_create(
        &reference, pointer, "refs/heads/\(branch)", &oid, 0, "restore: from \(remoteName)"),
      "creating branch \(branch)")
    defer { git_reference_free(reference) }
    try GitError.check(
      git_branch_set_upstream(reference, "\(remoteName)/\(branch)"),
      "tracking \(remoteName)/\(branch)")
  }

  /// Writes `paths` as they were in `commit` into the work tree, leaving the index alone so
  /// the result shows as ordinary edits, ready for `commit(paths:)`.
  ///
  /// Fails with `.notFound` when `commit` has no file at one of `paths`, and with
  /// `.conflict` when a path has uncommitted edits, unless `overwritingLocalChanges`.
  public func checkout(
    paths: [String], at commit: CommitID, overwritingLocalChanges: Bool = false
  ) throws {
    _ = try requireWorkTree(for: "check out files")
    // An empty pathspec would mean every file.
    guard !paths.isEmpty else { return }
    for path in paths where try fileContents(at: commit, path: path) == nil {
      throw GitError(.notFound, "'\(path)' does not exist in \(commit.hex.prefix(7))")
    }
    let commitObject = try lookupCommit(commit)
    defer { git_commit_free(commitObject) }
    var options = git_checkout_options()
    try GitError.check(
      git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)),
      "preparing checkout options")
    options.checkout_strategy =
      (overwritingLocalChanges ? GIT_CHECKOUT_FORCE.rawValue : GIT_CHECKOUT_SAFE.rawValue)
      | GIT_CHECKOUT_RECREATE_MISSING.rawValue | GIT_CHECKOUT_DONT_UPDATE_INDEX.rawValue
      | GIT_CHECKOUT_DISABLE_PATHSPEC_MATCH.rawValue
    try withStringArray(paths) { pathspec in
      options.paths = pathspec
      try GitError.check(
        git_checkout_tree(pointer, commitObject, &options),
        "checking out \(paths.joined(separator: ", ")) at \(commit.hex.prefix(7))")
    }
  }
}
