import CLibGit2
import FoundationEssentials

extension Repository {
  /// HEAD's history, newest first, at most `limit` commits; empty on an unborn branch. With
  /// `since`, only the commits that commit cannot reach: those a fast-forward or a merge
  /// brought in since it.
  public func log(limit: Int? = nil, since: CommitID? = nil) throws -> [CommitInfo] {
    guard let walk = try headWalk() else { return [] }
    defer { git_revwalk_free(walk) }
    if var hidden = since?.oid {
      try GitError.check(git_revwalk_hide(walk, &hidden), "leaving out \(since!.hex.prefix(7))")
    }
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
    var index = ChangedPathIndex()
    return try history(of: path, limit: limit, index: &index)
  }

  /// `history(of:limit:)`, answered from `index` as far as it knows the commits; the
  /// commits it lacks are read, compared with their first parents and added to it.
  public func history(of path: String, limit: Int? = nil, index: inout ChangedPathIndex)
    throws -> [CommitInfo]
  {
    guard let head = try headCommit.map({ ObjectKey($0.oid) }) else { return [] }
    let target = Array(path.split(separator: "/").joined(separator: "/").utf8)
    var matches: [Bool?] = []
    func touchesTarget(_ position: Int32) -> Bool {
      let position = Int(position)
      if position >= matches.count {
        matches += [Bool?](repeating: nil, count: position + 1 - matches.count)
      }
      if let known = matches[position] { return known }
      let changed = Array(index.paths[position].utf8)
      let result =
        target.isEmpty
        || changed.starts(with: target)
          && (changed.count == target.count || changed[target.count] == 0x2F)
      matches[position] = result
      return result
    }
    var reading: CommitReading?
    var commits: [CommitInfo] = []
    var next: ObjectKey? = head
    while let commit = next, commits.count < limit ?? .max {
      var entry = index.commit(commit)
      if entry == nil {
        if reading == nil { reading = try CommitReading(pointer) }
        let (parent, changed) = try reading!.changes(of: commit)
        entry = index.add(commit, parent: parent, changed: changed)
      }
      if entry!.paths.contains(where: touchesTarget) {
        commits.append(try info(of: commit))
      }
      next = entry!.parent
    }
    if index.hasAdditions { index = index.keepingLine(from: head) }
    return commits
  }

  /// The log facts of commit `id`.
  private func info(of id: ObjectKey) throws -> CommitInfo {
    let commit = try lookupCommit(CommitID(id.oid))
    defer { git_commit_free(commit) }
    return try Self.info(commit)
  }

  /// A walk from HEAD in git log's order, or `nil` on an unborn branch; free with
  /// `git_revwalk_free`.
  private func headWalk() throws -> OpaquePointer? {
    guard try headCommit != nil else { return nil }
    var walk: OpaquePointer?
    try GitError.check(git_revwalk_new(&walk, pointer), "starting a history walk")
    do {
      try GitError.check(
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue),
        "sorting the history walk")
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

/// Commits read one after another down a first-parent line, each compared with its parent:
/// the files that differ, found by descending only into trees whose ids differ.
private struct CommitReading {
  private let objects: RawObjectReader
  /// The last commit read as a parent, and its tree: the next commit asked about.
  private var parentRead: (commit: ObjectKey, tree: ObjectKey, parent: ObjectKey?)?
  /// The trees read for the commit's side of the comparison, and for its parent's side,
  /// which is the commit's side of the next comparison.
  private var trees: [ObjectKey: RawObjectReader.Tree] = [:]
  private var parentTrees: [ObjectKey: RawObjectReader.Tree] = [:]

  init(_ repository: OpaquePointer) throws {
    objects = try RawObjectReader(repository)
  }

  /// The first parent of `commit` and the files that differ between the two, as paths.
  mutating func changes(of commit: ObjectKey) throws -> (ObjectKey?, [String]) {
    let read: (tree: ObjectKey, parent: ObjectKey?)
    if let parentRead, parentRead.commit == commit {
      read = (parentRead.tree, parentRead.parent)
      trees = parentTrees
    } else {
      read = try objects.commit(commit)
      trees = [:]
    }
    parentTrees = [:]
    var parentTree: ObjectKey?
    if let parent = read.parent {
      let parentCommit = try objects.commit(parent)
      parentRead = (parent, parentCommit.tree, parentCommit.parent)
      parentTree = parentCommit.tree
    }
    var changed: [String] = []
    try compare(parentTree, read.tree, prefix: [], into: &changed)
    return (read.parent, changed)
  }

  /// Appends the paths of the files that differ between tree `old` and tree `new` (either
  /// may be missing), each path starting with `prefix`. Both trees are sorted the git way,
  /// so one pass over the two in step pairs the entries of the same name.
  private mutating func compare(
    _ old: ObjectKey?, _ new: ObjectKey?, prefix: [UInt8], into changed: inout [String]
  ) throws {
    let oldTree = try old.map { try tree($0, parentSide: true) }
    let newTree = try new.map { try tree($0, parentSide: false) }
    var oldEntry = try oldTree?.entry(at: 0)
    var newEntry = try newTree?.entry(at: 0)
    while oldEntry != nil || newEntry != nil {
      let order: Int
      if let oldEntry, let newEntry, let oldTree, let newTree {
        order = Self.order(oldEntry, in: oldTree, newEntry, in: newTree)
      } else {
        order = oldEntry == nil ? 1 : -1
      }
      if order <= 0, let entry = oldEntry, let tree = oldTree {
        if order < 0 || newTree!.id(of: newEntry!) != tree.id(of: entry)
          || newEntry!.mode != entry.mode
        {
          let path = prefix + tree.bytes[entry.name]
          let newID = order == 0 && entry.isTree ? newTree!.id(of: newEntry!) : nil
          if entry.isTree {
            try compare(tree.id(of: entry), newID, prefix: path + [0x2F], into: &changed)
          } else {
            changed.append(String(decoding: path, as: UTF8.self))
          }
        }
        oldEntry = try tree.entry(at: entry.end)
      }
      if order >= 0, let entry = newEntry, let tree = newTree {
        if order > 0 {
          let path = prefix + tree.bytes[entry.name]
          if entry.isTree {
            try compare(nil, tree.id(of: entry), prefix: path + [0x2F], into: &changed)
          } else {
            changed.append(String(decoding: path, as: UTF8.self))
          }
        }
        newEntry = try tree.entry(at: entry.end)
      }
    }
  }

  /// How two entries sort in git's tree order, where a tree's name counts as ending in `/`:
  /// negative when `lhs` comes first, 0 for the same name and kind.
  private static func order(
    _ lhs: RawObjectReader.Entry, in lhsTree: RawObjectReader.Tree,
    _ rhs: RawObjectReader.Entry, in rhsTree: RawObjectReader.Tree
  ) -> Int {
    let left = lhsTree.bytes[lhs.name]
    let right = rhsTree.bytes[rhs.name]
    for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
    func next(_ name: ArraySlice<UInt8>, after count: Int, isTree: Bool) -> UInt8 {
      name.count > count ? name[name.startIndex + count] : isTree ? 0x2F : 0
    }
    let common = min(left.count, right.count)
    let a = next(left, after: common, isTree: lhs.isTree)
    let b = next(right, after: common, isTree: rhs.isTree)
    return a == b ? 0 : a < b ? -1 : 1
  }

  /// Tree `id`, read once for both of the comparisons it takes part in.
  private mutating func tree(_ id: ObjectKey, parentSide: Bool) throws -> RawObjectReader.Tree {
    if let known = parentSide ? parentTrees[id] : trees[id] { return known }
    let tree = try objects.tree(id)
    if parentSide { parentTrees[id] = tree } else { trees[id] = tree }
    return tree
  }
}
