import CLibGit2
import FoundationEssentials
import Glibc

extension Repository {
  /// Commits exactly `paths` (relative to the work tree; added, changed or removed there) on
  /// top of HEAD and returns the new commit, or `nil` when nothing changed. The committer is
  /// the author unless given.
  ///
  /// Other changes in the work tree or the index are neither committed nor touched. The tree
  /// is built from HEAD's tree plus the files' current contents, so the cost does not grow
  /// with the number of files; the index entries of `paths` then get the committed blobs, so
  /// `git status` stays clean.
  ///
  /// Each file is stat-ed before it is read, and its index entry pairs those stat data with
  /// the blob read after them. A file an editor saves meanwhile no longer matches its entry,
  /// so git compares its bytes and reports the edit, instead of trusting stat data taken
  /// after the edit.
  ///
  /// `expected` names, for some of `paths`, the bytes the caller just wrote (nil: that it
  /// deleted the file). Those bytes are what is committed, whatever the file holds by then:
  /// when an editor changed it after the write, its index entry gets the committed blob with
  /// no stat data, so `git status` shows the edit as a change of the work tree.
  ///
  /// `committed` runs after the branch moved and before the index is updated (tests stop
  /// the process there). When the index cannot be written after the commit was made (a full
  /// disk), this throws `IndexNotUpdated`, which names the commit.
  @discardableResult
  public func commit(
    paths: [String], message: String, author: Signature, committer: Signature? = nil,
    expected: [String: [UInt8]?] = [:], committed: () -> Void = {}
  ) throws -> CommitID? {
    let workTree = try requireWorkTree(for: "commit")
    try requireBranch(for: "commit")
    try requireUnlockedIndex()
    var seen = Set<String>()
    let paths = paths.filter { seen.insert($0).inserted }
    guard !paths.isEmpty else { return nil }
    try paths.forEach(Self.requireRelative)

    let parent = try headCommitPointer()
    defer { git_commit_free(parent) }
    var baseTree: OpaquePointer?
    if let parent {
      try GitError.check(git_commit_tree(&baseTree, parent), "reading HEAD's tree")
    }
    defer { git_tree_free(baseTree) }

    var updates: [git_tree_update] = []
    var entries: [IndexEntrySource] = []
    defer { updates.forEach { free(UnsafeMutablePointer(mutating: $0.path)) } }
    for path in paths {
      let status = try Self.fileStatus(atPath: workTree + path, relativePath: path)
      let expectation = expected[path]
      var update = git_tree_update()
      update.action = GIT_TREE_UPDATE_UPSERT
      var entry: IndexEntrySource
      if let status, expectation == nil || expectation! != nil {
        let stored = git_blob_create_from_workdir(&update.id, pointer, path)
        update.filemode = Self.mode(of: status)
        entry = .stat(status)
        if stored < 0, let bytes = expectation ?? nil {
          // An editor truncated or replaced the file while git read it: the bytes written
          // are committed, and `git status` shows the edit.
          update.id = try storeBlob(bytes, path: path)
          entry = .unverified
        } else if stored < 0, Self.fileStatusChanged(status, atPath: workTree + path) {
          // A file committed as it is on disk changed while git read it: an editor saving.
          throw GitError(
            .other,
            "\(path) changed while larder was committing it (an editor saving it?); "
              + "nothing was committed")
        } else {
          try GitError.check(stored, "storing \(path)")
          if let bytes = expectation ?? nil {
            var written = git_oid()
            try GitError.check(
              git_odb_hash(&written, bytes, bytes.count, GIT_OBJECT_BLOB), "hashing \(path)")
            if git_oid_equal(&written, &update.id) != 1 {
              update.id = try storeBlob(bytes, path: path)
              entry = .unverified
            }
          }
        }
      } else if let bytes = expectation ?? nil {
        update.id = try storeBlob(bytes, path: path)
        update.filemode = GIT_FILEMODE_BLOB
        entry = .unverified
      } else {
        guard try Self.treeHasEntry(baseTree, path) else {
          if expectation != nil { continue }
          throw GitError(
            .notFound,
            "cannot commit '\(path)': it is neither in the work tree "
              + "nor in the last commit")
        }
        update.action = GIT_TREE_UPDATE_REMOVE
        entry = .removed
      }
      update.path = UnsafePointer(strdup(path))
      updates.append(update)
      entries.append(entry)
    }
    guard !updates.isEmpty else { return nil }
    var tree = git_oid()
    try GitError.check(
      git_tree_create_updated(&tree, pointer, baseTree, updates.count, updates),
      "building the tree")

    let unchanged = parent.map { git_oid_equal(&tree, git_commit_tree_id($0)) == 1 } ?? false
    let created =
      unchanged
      ? nil
      : try createCommit(
        tree: tree, parent: parent, message: message, author: author,
        committer: committer ?? author)
    if let created { committed() }
    // Even without a commit, this repairs index entries a crash left stale.
    do {
      try updateIndex(
        paths: updates.map { String(cString: $0.path) }, blobs: updates.map(\.id),
        filemodes: updates.map(\.filemode), sources: entries)
    } catch let error as GitError {
      guard let created else { throw error }
      throw IndexNotUpdated(commit: created, reason: error)
    }
    return created
  }

  /// Gives each of `paths` its entry in HEAD's tree again (no entry when HEAD has none), as
  /// `git reset -- PATHS` does, so that the index no longer differs from HEAD there; an entry
  /// that already matches HEAD keeps its stat data. Repairs what a process killed between
  /// moving the branch and updating the index left behind: entries of the previous commit,
  /// which `git status` shows as staged changes that nobody made.
  ///
  /// A new entry has no stat data, so git compares the file's bytes with it.
  public func resetIndexEntries(paths: [String]) throws {
    try paths.forEach(Self.requireRelative)
    try requireUnlockedIndex()
    let head = try headCommitPointer()
    defer { git_commit_free(head) }
    var tree: OpaquePointer?
    if let head { try GitError.check(git_commit_tree(&tree, head), "reading HEAD's tree") }
    defer { git_tree_free(tree) }
    let index = try freshIndex()
    defer { git_index_free(index) }
    var changed = false
    for path in paths {
      var committed: OpaquePointer?
      let found = tree.map { git_tree_entry_bypath(&committed, $0, path) } ?? GIT_ENOTFOUND.rawValue
      defer { git_tree_entry_free(committed) }
      if found != GIT_ENOTFOUND.rawValue { try GitError.check(found, "looking up \(path)") }
      let staged = git_index_get_bypath(index, path, 0)
      guard let committed else {
        if staged != nil {
          try GitError.check(
            git_index_remove_bypath(index, path), "removing \(path) from the index")
          changed = true
        }
        continue
      }
      let id = git_tree_entry_id(committed)!
      let mode = git_tree_entry_filemode(committed).rawValue
      if let staged, staged.pointee.mode == mode,
        withUnsafePointer(
          to: staged.pointee.id,
          {
            git_oid_equal($0, id) == 1
          })
      {
        continue
      }
      var entry = git_index_entry()
      entry.mode = mode
      entry.id = id.pointee
      try path.withCString { cPath in
        entry.path = cPath
        try GitError.check(git_index_add(index, &entry), "updating the index for \(path)")
      }
      changed = true
    }
    if changed { try GitError.check(git_index_write(index), "writing the index") }
  }

  /// Commits everything in the work tree (new, changed and deleted files, minus ignored ones)
  /// and returns the new commit, or `nil` when nothing changed; meant for a first import. The
  /// committer is the author unless given.
  @discardableResult
  public func commitAll(message: String, author: Signature, committer: Signature? = nil) throws
    -> CommitID?
  {
    _ = try requireWorkTree(for: "commit")
    try requireBranch(for: "commit")
    try requireUnlockedIndex()
    let index = try freshIndex()
    defer { git_index_free(index) }
    try GitError.check(
      git_index_add_all(index, nil, GIT_INDEX_ADD_DEFAULT.rawValue, nil, nil),
      "adding the work tree to the index")
    try GitError.check(git_index_update_all(index, nil, nil, nil), "removing deleted files")
    var tree = git_oid()
    try GitError.check(git_index_write_tree(&tree, index), "writing the tree")
    try GitError.check(git_index_write(index), "writing the index")

    let parent = try headCommitPointer()
    defer { git_commit_free(parent) }
    if let parent, git_oid_equal(&tree, git_commit_tree_id(parent)) == 1 {
      return nil
    }
    if parent == nil, git_index_entrycount(index) == 0 {
      return nil
    }
    return try createCommit(
      tree: tree, parent: parent, message: message, author: author,
      committer: committer ?? author)
  }

  /// Creates a commit of `tree` on `parent` and moves HEAD's branch to it.
  ///
  /// Moving the branch is a compare-and-swap: if another process committed meanwhile, this
  /// fails with `.modified` instead of losing that commit.
  func createCommit(
    tree: git_oid, parent: OpaquePointer?, message: String, author: Signature,
    committer: Signature
  ) throws -> CommitID {
    try writeCommit(
      tree: tree, parents: parent.map { [$0] } ?? [], updating: "HEAD", message: message,
      author: author, committer: committer, operation: "committing")
  }

  /// Writes a commit of `tree` with `parents` (commit objects, first parent first), moving
  /// `reference` to it (`HEAD`, or `nil` to move none), and returns its id.
  func writeCommit(
    tree: git_oid, parents: [OpaquePointer?], updating reference: String?, message: String,
    author: Signature, committer: Signature, operation: String
  ) throws -> CommitID {
    var treeID = tree
    var treeObject: OpaquePointer?
    try GitError.check(git_tree_lookup(&treeObject, pointer, &treeID), "looking up the tree")
    defer { git_tree_free(treeObject) }
    let authorSignature = try author.makeSignature()
    defer { git_signature_free(authorSignature) }
    let committerSignature = try committer.makeSignature()
    defer { git_signature_free(committerSignature) }
    // libgit2 stores the message as given, unlike the CLI, which ends it with a newline.
    let text = message.hasSuffix("\n") ? message : message + "\n"
    var parents = parents
    var commit = git_oid()
    try parents.withUnsafeMutableBufferPointer { buffer in
      try GitError.check(
        git_commit_create(
          &commit, pointer, reference, authorSignature, committerSignature, nil, text,
          treeObject, buffer.count, buffer.baseAddress),
        operation)
    }
    return CommitID(commit)
  }

  /// What a committed path's index entry is made of.
  private enum IndexEntrySource {
    /// The committed blob with the file's stat data, taken before the blob was read.
    case stat(stat)
    /// The committed blob with no stat data, so git compares the file's bytes with it.
    case unverified
    /// No entry: the path was removed.
    case removed
  }

  /// Stores `bytes` as a blob and returns its id.
  private func storeBlob(_ bytes: [UInt8], path: String) throws -> git_oid {
    var id = git_oid()
    try GitError.check(
      git_blob_create_from_buffer(&id, pointer, bytes, bytes.count), "storing \(path)")
    return id
  }

  /// Gives each of `paths` the index entry of its committed blob, as `sources` says.
  private func updateIndex(
    paths: [String], blobs: [git_oid], filemodes: [git_filemode_t],
    sources: [IndexEntrySource]
  ) throws {
    let index = try freshIndex()
    defer { git_index_free(index) }
    for position in paths.indices {
      let path = paths[position]
      var entry = git_index_entry()
      switch sources[position] {
      case .removed:
        let result = git_index_remove_bypath(index, path)
        try GitError.check(result, "removing \(path) from the index")
        continue
      case .unverified:
        break
      case .stat(let status):
        entry.ctime = git_index_time(
          seconds: Int32(truncatingIfNeeded: status.st_ctim.tv_sec),
          nanoseconds: UInt32(truncatingIfNeeded: status.st_ctim.tv_nsec))
        entry.mtime = git_index_time(
          seconds: Int32(truncatingIfNeeded: status.st_mtim.tv_sec),
          nanoseconds: UInt32(truncatingIfNeeded: status.st_mtim.tv_nsec))
        entry.dev = UInt32(truncatingIfNeeded: status.st_dev)
        entry.ino = UInt32(truncatingIfNeeded: status.st_ino)
        entry.uid = status.st_uid
        entry.gid = status.st_gid
        entry.file_size = UInt32(truncatingIfNeeded: status.st_size)
      }
      entry.mode = filemodes[position].rawValue
      entry.id = blobs[position]
      try path.withCString { cPath in
        entry.path = cPath
        try GitError.check(git_index_add(index, &entry), "updating the index for \(path)")
      }
    }
    try GitError.check(git_index_write(index), "writing the index")
  }

  /// Rejects absolute paths and paths that climb out of the work tree.
  static func requireRelative(_ path: String) throws {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    let invalid =
      path.isEmpty || path.hasPrefix("/")
      || components.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0 == ".git" }
    if invalid {
      throw GitError(
        .other, "'\(path)' is not a path relative to the work tree, like 2024/05/01.md")
    }
  }

  /// The stat data of the file or link at `fullPath`, or `nil` when nothing is there;
  /// refuses anything else.
  private static func fileStatus(atPath fullPath: String, relativePath: String) throws -> stat? {
    var info = stat()
    guard lstat(fullPath, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      let reason = String(cString: strerror(errno))
      throw GitError(.other, "cannot read '\(relativePath)': \(reason)")
    }
    guard info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFLNK else {
      throw GitError(.other, "cannot commit '\(relativePath)': it is not a file")
    }
    return info
  }

  /// Whether the file at `fullPath` is no longer the one `status` describes: replaced,
  /// grown, shrunk or written since.
  private static func fileStatusChanged(_ status: stat, atPath fullPath: String) -> Bool {
    var now = stat()
    guard lstat(fullPath, &now) == 0 else { return true }
    return now.st_ino != status.st_ino || now.st_size != status.st_size
      || now.st_mtim.tv_sec != status.st_mtim.tv_sec
      || now.st_mtim.tv_nsec != status.st_mtim.tv_nsec
  }

  /// The tree mode of a file or link with these stat data.
  private static func mode(of status: stat) -> git_filemode_t {
    if status.st_mode & S_IFMT == S_IFLNK { return GIT_FILEMODE_LINK }
    return status.st_mode & S_IXUSR != 0 ? GIT_FILEMODE_BLOB_EXECUTABLE : GIT_FILEMODE_BLOB
  }

  /// Whether `tree` (which may be `nil` for an unborn branch) has an entry at `path`.
  static func treeHasEntry(_ tree: OpaquePointer?, _ path: String) throws -> Bool {
    guard let tree else { return false }
    var entry: OpaquePointer?
    let result = git_tree_entry_bypath(&entry, tree, path)
    if result == GIT_ENOTFOUND.rawValue { return false }
    try GitError.check(result, "looking up \(path)")
    git_tree_entry_free(entry)
    return true
  }
}

/// A commit was made and its branch moved, but git's index could not be updated after it (a
/// full disk, a file size limit): the index still holds the previous commit's entries of
/// the committed paths, so `git status` shows the change reversed as staged until they are
/// reset (`Repository.resetIndexEntries`).
public struct IndexNotUpdated: Error, Sendable {
  /// The commit made.
  public let commit: CommitID
  /// Why the index could not be written.
  public let reason: GitError
}
