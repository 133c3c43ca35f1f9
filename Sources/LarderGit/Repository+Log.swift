import CLibGit2
import FoundationEssentials

extension Repository {
  /// HEAD's history, newest first, at most `limit` commits; empty on an unborn branch.
  public func log(limit: Int? = nil) throws -> [CommitInfo] {
    guard let walk = try headWalk(firstParentOnly: false) else { return [] }
    defer { git_revwalk_free(walk) }
    var commits: [CommitInfo] = []
    var oid = git_oid()
    while commits.count < limit ?? .max, try Self.next(walk, &oid) {
      let commit = try lookupCommit(CommitID(oid))
      defer { git_commit_free(commit) }
      commits.append(try Self.info(commit))
    }
    return commits
  }

  /// The commits on HEAD's first-parent line that added, changed or removed `path` (a file
  /// or a directory), newest first, at most `limit`.
  public func history(of path: String, limit: Int? = nil) throws -> [CommitInfo] {
    guard let walk = try headWalk(firstParentOnly: true) else { return [] }
    defer { git_revwalk_free(walk) }
    var commits: [CommitInfo] = []
    // A first-parent walk visits each commit's parent next, so the parent's entry looked up
    // in one step is the current entry of the next: one tree lookup per commit, not two.
    var known: (commit: git_oid, entry: git_oid?)?
    var oid = git_oid()
    while commits.count < limit ?? .max, try Self.next(walk, &oid) {
      let commit = try lookupCommit(CommitID(oid))
      defer { git_commit_free(commit) }
      let entry: git_oid?
      if var known, git_oid_equal(&known.commit, &oid) == 1 {
        entry = known.entry
      } else {
        entry = try Self.entryID(commit, path)
      }
      var parentEntry: git_oid?
      if git_commit_parentcount(commit) > 0 {
        var parent: OpaquePointer?
        try GitError.check(git_commit_parent(&parent, commit, 0), "reading a parent of \(oid)")
        defer { git_commit_free(parent) }
        parentEntry = try Self.entryID(parent!, path)
        known = (git_commit_parent_id(commit, 0).pointee, parentEntry)
      }
      if !Self.sameEntry(entry, parentEntry) {
        commits.append(try Self.info(commit))
      }
    }
    return commits
  }

  /// A walk from HEAD in git log's order, or `nil` on an unborn branch; free with
  /// `git_revwalk_free`.
  private func headWalk(firstParentOnly: Bool) throws -> OpaquePointer? {
    guard try headCommit != nil else { return nil }
    var walk: OpaquePointer?
    try GitError.check(git_revwalk_new(&walk, pointer), "starting a history walk")
    do {
      try GitError.check(
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue),
        "sorting the history walk")
      if firstParentOnly {
        try GitError.check(git_revwalk_simplify_first_parent(walk), "simplifying the walk")
      }
      try GitError.check(git_revwalk_push_head(walk), "walking from HEAD")
    } catch {
      git_revwalk_free(walk)
      throw error
    }
    return walk
  }

  private static func next(_ walk: OpaquePointer, _ oid: inout git_oid) throws -> Bool {
    let result = git_revwalk_next(&oid, walk)
    if result == GIT_ITEROVER.rawValue { return false }
    try GitError.check(result, "walking the history")
    return true
  }

  /// The id of the blob or tree at `path` in `commit`'s tree, or `nil` when there is none.
  private static func entryID(_ commit: OpaquePointer, _ path: String) throws -> git_oid? {
    var tree: OpaquePointer?
    try GitError.check(git_commit_tree(&tree, commit), "reading a commit's tree")
    defer { git_tree_free(tree) }
    var entry: OpaquePointer?
    let result = git_tree_entry_bypath(&entry, tree, path)
    if result == GIT_ENOTFOUND.rawValue { return nil }
    try GitError.check(result, "looking up \(path)")
    defer { git_tree_entry_free(entry) }
    return git_tree_entry_id(entry).pointee
  }

  private static func sameEntry(_ lhs: git_oid?, _ rhs: git_oid?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (var lhs?, var rhs?): return git_oid_equal(&lhs, &rhs) == 1
    default: return false
    }
  }

  /// The log facts of `commit`.
  static func info(_ commit: OpaquePointer) throws -> CommitInfo {
    var short = git_buf()
    defer { git_buf_dispose(&short) }
    try GitError.check(git_object_short_id(&short, commit), "abbreviating a commit id")
    let author = git_commit_author(commit)!.pointee
    let parents = (0..<git_commit_parentcount(commit)).map {
      CommitID(git_commit_parent_id(commit, $0))
    }
    return CommitInfo(
      id: CommitID(git_commit_id(commit)),
      shortID: String(cString: short.ptr),
      summary: git_commit_summary(commit).map { String(cString: $0) } ?? "",
      message: git_commit_message(commit).map { String(cString: $0) } ?? "",
      authorName: String(cString: author.name),
      authorEmail: String(cString: author.email),
      date: Date(timeIntervalSince1970: TimeInterval(author.when.time)),
      utcOffsetMinutes: Int(author.when.offset),
      parents: parents)
  }
}
