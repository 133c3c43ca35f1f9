import CLibGit2
import FoundationEssentials
import Glibc

/// How HEAD's commit stands to another commit of the same history.
public enum CommitRelation: Sendable, Equatable {
  /// Both are the same commit.
  case same
  /// HEAD has every commit of the other, and more.
  case ahead
  /// The other has every commit of HEAD, and more: HEAD can move forward to it.
  case behind
  /// Each has commits the other lacks, since their last common commit.
  case diverged(base: CommitID)
  /// The two share no commit at all.
  case unrelated
}

/// One file's three versions, handed to the merge's resolver; nil where a side has no file.
public struct MergeInput: Sendable {
  /// The path relative to the work tree.
  public let path: String
  /// The file in the last common commit.
  public let base: [UInt8]?
  /// The file in HEAD.
  public let here: [UInt8]?
  /// The file in the commit being merged.
  public let there: [UInt8]?
}

/// A file a merge's resolver writes: its path and bytes, or nil to remove it.
public struct MergedFile: Sendable, Equatable {
  /// The path relative to the work tree.
  public let path: String
  /// The bytes to commit, or nil to remove the file.
  public let bytes: [UInt8]?

  /// A file to write (or remove, when `bytes` is nil).
  public init(path: String, bytes: [UInt8]?) {
    self.path = path
    self.bytes = bytes
  }
}

extension Repository {
  /// How HEAD stands to `other`; `.behind` also when the branch is unborn.
  public func relation(to other: CommitID) throws -> CommitRelation {
    guard let head = try headCommit else { return .behind }
    if head == other { return .same }
    var base = git_oid()
    var one = head.oid
    var two = other.oid
    let result = git_merge_base(&base, pointer, &one, &two)
    if result == GIT_ENOTFOUND.rawValue { return .unrelated }
    try GitError.check(result, "finding the common commit of HEAD and \(other.hex.prefix(7))")
    let found = CommitID(base)
    if found == other { return .ahead }
    if found == head { return .behind }
    return .diverged(base: found)
  }

  /// The id `reference` points at (`refs/remotes/origin/main`), or nil when it does not exist.
  public func commit(atReference reference: String) throws -> CommitID? {
    var oid = git_oid()
    let result = git_reference_name_to_id(&oid, pointer, reference)
    if result == GIT_ENOTFOUND.rawValue { return nil }
    try GitError.check(result, "reading \(reference)")
    return CommitID(oid)
  }

  /// The paths whose files differ between the trees of `old` and `new`.
  public func changedPaths(from old: CommitID, to new: CommitID) throws -> Set<String> {
    let oldTree = try tree(of: old)
    defer { git_tree_free(oldTree) }
    let newTree = try tree(of: new)
    defer { git_tree_free(newTree) }
    var diff: OpaquePointer?
    try GitError.check(
      git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, nil), "comparing two commits")
    defer { git_diff_free(diff) }
    var paths = Set<String>()
    for position in 0..<git_diff_num_deltas(diff) {
      guard let delta = git_diff_get_delta(diff, position)?.pointee else { continue }
      for file in [delta.old_file, delta.new_file] where file.path != nil {
        paths.insert(String(cString: file.path))
      }
    }
    return paths
  }

  /// Moves HEAD's branch forward to `target`, a descendant of HEAD, updating the work tree
  /// and index first. Fails with `.conflict`, changing nothing, when a file it must update
  /// has uncommitted edits.
  public func fastForward(to target: CommitID, reflogMessage: String) throws {
    _ = try requireWorkTree(for: "fast-forward")
    try requireBranch(for: "fast-forward")
    try requireUnlockedIndex()
    let previous = try headCommit
    try checkOut(target)
    try moveBranch(from: previous, to: target, reflogMessage: reflogMessage)
  }

  /// Merges `other` into HEAD with a merge commit whose parents are HEAD and `other`, and
  /// checks it out; returns the merge commit.
  ///
  /// A file changed on one side since `base` takes that side's version; a file changed on
  /// both goes to `resolve`, which returns what to write: the merged bytes at the file's path
  /// (nil removes it), and any other file, such as the other side's version of a file that
  /// cannot be merged, kept beside it. The tree is
  /// built from HEAD's tree, so the cost grows with the changed files, not the journal.
  /// Fails with `.conflict`, changing nothing, when a file the merge updates has
  /// uncommitted edits, and with `.modified` when the branch moved meanwhile. `message` is
  /// asked for once every file is resolved, so that it may say what the merge did.
  public func merge(
    _ other: CommitID, base: CommitID, message: () -> String, author: Signature,
    committer: Signature, resolve: (MergeInput) -> [MergedFile]
  ) throws -> CommitID {
    _ = try requireWorkTree(for: "merge")
    try requireBranch(for: "merge")
    try requireUnlockedIndex()
    guard let head = try headCommit else {
      throw GitError(.unbornBranch, "cannot merge into a branch without commits")
    }
    let changedHere = try changedPaths(from: base, to: head)
    let changedThere = try changedPaths(from: base, to: other)
    let otherTree = try tree(of: other)
    defer { git_tree_free(otherTree) }
    var updates: [git_tree_update] = []
    defer { updates.forEach { free(UnsafeMutablePointer(mutating: $0.path)) } }
    for path in changedThere.sorted() {
      var update = git_tree_update()
      if !changedHere.contains(path) {
        guard let (id, mode) = try Self.entry(otherTree, path) else {
          update.action = GIT_TREE_UPDATE_REMOVE
          update.path = UnsafePointer(strdup(path))
          updates.append(update)
          continue
        }
        update.action = GIT_TREE_UPDATE_UPSERT
        update.id = id
        update.filemode = mode
      } else {
        let input = MergeInput(
          path: path, base: try fileContents(at: base, path: path),
          here: try fileContents(at: head, path: path),
          there: try fileContents(at: other, path: path))
        for file in resolve(input) {
          let current = file.path == path ? input.here : try fileContents(at: head, path: file.path)
          if file.bytes == current { continue }
          var change = git_tree_update()
          if let bytes = file.bytes {
            change.action = GIT_TREE_UPDATE_UPSERT
            try GitError.check(
              git_blob_create_from_buffer(&change.id, pointer, bytes, bytes.count),
              "storing \(file.path)")
            change.filemode = GIT_FILEMODE_BLOB
          } else {
            change.action = GIT_TREE_UPDATE_REMOVE
          }
          change.path = UnsafePointer(strdup(file.path))
          updates.append(change)
        }
        continue
      }
      update.path = UnsafePointer(strdup(path))
      updates.append(update)
    }
    let headObject = try lookupCommit(head)
    defer { git_commit_free(headObject) }
    var headTree: OpaquePointer?
    try GitError.check(git_commit_tree(&headTree, headObject), "reading HEAD's tree")
    defer { git_tree_free(headTree) }
    var treeID = git_oid()
    try GitError.check(
      git_tree_create_updated(&treeID, pointer, headTree, updates.count, updates),
      "building the merged tree")
    let merge = try createMergeCommit(
      tree: treeID, parents: [head, other], message: message(), author: author,
      committer: committer)
    try checkOut(merge)
    try moveBranch(from: head, to: merge, reflogMessage: "merge: \(other.hex.prefix(7))")
    return merge
  }

  /// The tree of `commit`; free with `git_tree_free`.
  private func tree(of commit: CommitID) throws -> OpaquePointer? {
    let object = try lookupCommit(commit)
    defer { git_commit_free(object) }
    var tree: OpaquePointer?
    try GitError.check(git_commit_tree(&tree, object), "reading the tree of \(commit)")
    return tree
  }

  /// The blob id and mode at `path` in `tree`, or nil when there is none.
  private static func entry(_ tree: OpaquePointer?, _ path: String) throws -> (
    git_oid, git_filemode_t
  )? {
    var entry: OpaquePointer?
    let result = git_tree_entry_bypath(&entry, tree, path)
    if result == GIT_ENOTFOUND.rawValue { return nil }
    try GitError.check(result, "looking up \(path)")
    defer { git_tree_entry_free(entry) }
    return (git_tree_entry_id(entry).pointee, git_tree_entry_filemode(entry))
  }

  /// Creates a commit of `tree` with `parents` without moving any branch.
  private func createMergeCommit(
    tree: git_oid, parents: [CommitID], message: String, author: Signature,
    committer: Signature
  ) throws -> CommitID {
    var objects: [OpaquePointer?] = []
    defer { objects.forEach { git_commit_free($0) } }
    for parent in parents { objects.append(try lookupCommit(parent)) }
    return try writeCommit(
      tree: tree, parents: objects, updating: nil, message: message, author: author,
      committer: committer, operation: "committing the merge")
  }

  /// Makes the work tree and index match `commit`, as `git checkout` does from HEAD: only
  /// files that differ are written, and none with uncommitted edits is overwritten.
  private func checkOut(_ commit: CommitID) throws {
    let object = try lookupCommit(commit)
    defer { git_commit_free(object) }
    var options = git_checkout_options()
    try GitError.check(
      git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)),
      "preparing checkout options")
    options.checkout_strategy = GIT_CHECKOUT_SAFE.rawValue
    let result = git_checkout_tree(pointer, object, &options)
    if result == GIT_ECONFLICT.rawValue {
      throw GitError(
        .conflict,
        "files with uncommitted edits would be overwritten; commit them first")
    }
    try GitError.check(result, "checking out \(commit.hex.prefix(7))")
  }

  /// Points HEAD's branch at `new` if it still points at `old` (compare-and-swap).
  private func moveBranch(from old: CommitID?, to new: CommitID, reflogMessage: String) throws {
    var head: OpaquePointer?
    try GitError.check(git_reference_lookup(&head, pointer, "HEAD"), "reading HEAD")
    defer { git_reference_free(head) }
    let branch = String(cString: git_reference_symbolic_target(head))
    var target = new.oid
    var moved: OpaquePointer?
    let result: Int32
    if let old {
      var current = old.oid
      result = git_reference_create_matching(
        &moved, pointer, branch, &target, 1, &current, reflogMessage)
    } else {
      result = git_reference_create(&moved, pointer, branch, &target, 0, reflogMessage)
    }
    try GitError.check(result, "moving \(branch) to \(new.hex.prefix(7))")
    git_reference_free(moved)
  }
}
