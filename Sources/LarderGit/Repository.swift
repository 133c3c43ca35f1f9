import CLibGit2
import FoundationEssentials

/// An open git repository; confine each instance to one thread at a time.
public final class Repository {
  let pointer: OpaquePointer

  /// The work tree without a trailing slash, or the git directory of a bare repository.
  public let path: String

  /// Whether the repository has no work tree.
  public let isBare: Bool

  init(pointer: OpaquePointer) {
    self.pointer = pointer
    isBare = git_repository_is_bare(pointer) == 1
    let raw = String(
      cString: isBare ? git_repository_path(pointer) : git_repository_workdir(pointer))
    path = raw.count > 1 && raw.hasSuffix("/") ? String(raw.dropLast()) : raw
  }

  deinit {
    git_repository_free(pointer)
  }

  /// Creates a repository whose unborn HEAD names `initialBranch`, whatever the user's
  /// `init.defaultBranch` says; fails with `.exists` if `path` already holds one.
  public static func create(
    at path: String, initialBranch: String = "main", bare: Bool = false
  ) throws -> Repository {
    LibGit2.ensureInitialized()
    var options = git_repository_init_options()
    try GitError.check(
      git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)),
      "preparing repository options")
    options.flags =
      GIT_REPOSITORY_INIT_MKPATH.rawValue | GIT_REPOSITORY_INIT_NO_REINIT.rawValue
      | (bare ? GIT_REPOSITORY_INIT_BARE.rawValue : 0)
    var repository: OpaquePointer?
    // initial_head must stay alive for the whole call.
    try initialBranch.withCString { branch in
      options.initial_head = branch
      try GitError.check(
        git_repository_init_ext(&repository, path, &options),
        "creating a repository at \(path)")
    }
    return Repository(pointer: repository!)
  }

  /// Opens the repository at exactly `path` (its work tree or, for a bare one, its git
  /// directory), never one in a parent directory.
  public static func open(at path: String) throws -> Repository {
    LibGit2.ensureInitialized()
    var repository: OpaquePointer?
    try GitError.check(
      git_repository_open_ext(
        &repository, path, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil),
      "opening the repository at \(path)")
    return Repository(pointer: repository!)
  }

  /// Whether HEAD points at a commit instead of a branch.
  public var isHeadDetached: Bool {
    get throws {
      let result = git_repository_head_detached(pointer)
      try GitError.check(result, "reading HEAD")
      return result == 1
    }
  }

  /// Whether HEAD names a branch that has no commit yet.
  public var isUnborn: Bool {
    get throws {
      let result = git_repository_head_unborn(pointer)
      try GitError.check(result, "reading HEAD")
      return result == 1
    }
  }

  /// The commit HEAD points at, or `nil` when the branch is unborn.
  public var headCommit: CommitID? {
    get throws {
      var oid = git_oid()
      let result = git_reference_name_to_id(&oid, pointer, "HEAD")
      if result == GIT_ENOTFOUND.rawValue || result == GIT_EUNBORNBRANCH.rawValue {
        return nil
      }
      try GitError.check(result, "reading HEAD")
      return CommitID(oid)
    }
  }

  /// The `.git` directory, with a trailing slash.
  var gitDirectory: String { String(cString: git_repository_path(pointer)) }

  /// The work tree with a trailing slash, or a `.bareRepo` error.
  func requireWorkTree(for operation: String) throws -> String {
    guard let workdir = git_repository_workdir(pointer) else {
      throw GitError(.bareRepo, "cannot \(operation) in a bare repository (\(path))")
    }
    return String(cString: workdir)
  }

  /// Throws `.detachedHead` unless HEAD names a branch, so commits never move a detached HEAD.
  func requireBranch(for operation: String) throws {
    guard try isHeadDetached else {
      return
    }
    let at = try headCommit.map { " at \($0.hex.prefix(7))" } ?? ""
    throw GitError(
      .detachedHead,
      "cannot \(operation): HEAD is detached\(at); check out a branch first (git switch main)")
  }

  /// Throws `.locked` while `.git/index.lock` exists, before anything is written.
  ///
  /// libgit2 takes the lock only when it writes the index, after the commit is made, and
  /// never removes a stale lock.
  func requireUnlockedIndex() throws {
    let lock = gitDirectory + "index.lock"
    guard FileManager.default.fileExists(atPath: lock) else { return }
    throw Self.lockedIndexError(lock)
  }

  /// The error for an index locked by `lock`, a path to `.git/index.lock`.
  static func lockedIndexError(_ lock: String) -> GitError {
    GitError(
      .locked,
      "the index is locked: \(lock) exists; another git process is running, or one crashed "
        + "and the file can be removed")
  }

  /// The HEAD commit, or `nil` on an unborn branch; the caller frees it with `git_commit_free`.
  func headCommitPointer() throws -> OpaquePointer? {
    guard let id = try headCommit else { return nil }
    return try lookupCommit(id)
  }

  /// The commit `id`; the caller frees it with `git_commit_free`.
  func lookupCommit(_ id: CommitID) throws -> OpaquePointer {
    var oid = id.oid
    var commit: OpaquePointer?
    try GitError.check(git_commit_lookup(&commit, pointer, &oid), "looking up commit \(id)")
    return commit!
  }

  /// The repository's index, re-read if another process changed it; free with
  /// `git_index_free`.
  func freshIndex() throws -> OpaquePointer {
    var index: OpaquePointer?
    try GitError.check(git_repository_index(&index, pointer), "opening the index")
    do {
      try GitError.check(git_index_read(index, 0), "reading the index")
    } catch {
      git_index_free(index)
      throw error
    }
    return index!
  }
}
