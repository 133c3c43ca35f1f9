/// The files each commit on a first-parent line changed against its first parent: what
/// `history(of:limit:index:)` needs to answer for any file or folder without reading a tree,
/// like the changed-path filters of git's commit-graph.
///
/// Commits never change, so an entry never goes stale. A caller may keep the index between
/// processes (`encoded()`, `init(decoding:)`) and hand it to each history call, which reads
/// only the commits the index lacks and adds them.
public struct ChangedPathIndex: Sendable {
  /// What the index knows of one commit.
  struct Commit: Sendable {
    /// The first parent; `nil` for a root commit.
    var parent: ObjectKey?
    /// The files (blobs, links, submodules) it added, changed or removed, as positions in
    /// `paths`.
    var paths: [Int32]
  }

  private(set) var commits: [ObjectKey: Commit] = [:]
  /// Every path some commit changed, `/`-separated, each once.
  private(set) var paths: [String] = []
  private var pathPositions: [String: Int32] = [:]
  /// Whether commits were added since the index was made or decoded.
  public private(set) var hasAdditions = false

  /// An empty index.
  public init() {}

  /// What the index knows of `commit`.
  func commit(_ commit: ObjectKey) -> Commit? {
    commits[commit]
  }

  /// Records the files `commit` changed against `parent`.
  mutating func add(_ commit: ObjectKey, parent: ObjectKey?, changed: [String]) -> Commit {
    if pathPositions.isEmpty, !paths.isEmpty {
      for (position, path) in paths.enumerated() { pathPositions[path] = Int32(position) }
    }
    let positions = changed.map { path in
      if let position = pathPositions[path] { return position }
      paths.append(path)
      pathPositions[path] = Int32(paths.count - 1)
      return Int32(paths.count - 1)
    }
    let entry = Commit(parent: parent, paths: positions)
    commits[commit] = entry
    hasAdditions = true
    return entry
  }

  /// The index holding only the commits on the first-parent line from `head`, so that a
  /// kept index does not grow with history that was rewritten.
  func keepingLine(from head: ObjectKey) -> ChangedPathIndex {
    var line: [ObjectKey] = []
    var next: ObjectKey? = head
    while let commit = next, let entry = commits[commit], line.count < commits.count {
      line.append(commit)
      next = entry.parent
    }
    guard line.count < commits.count else { return self }
    var kept = ChangedPathIndex()
    for commit in line {
      let entry = commits[commit]!
      _ = kept.add(commit, parent: entry.parent, changed: entry.paths.map { paths[Int($0)] })
    }
    kept.hasAdditions = hasAdditions
    return kept
  }
}

extension ChangedPathIndex {
  /// The index as bytes for `init(decoding:)`. Integrity is the keeper's concern.
  public func encoded() -> [UInt8] {
    var bytes: [UInt8] = []
    func append(_ value: Int) {
      withUnsafeBytes(of: UInt32(value).littleEndian) { bytes += $0 }
    }
    append(paths.count)
    for path in paths {
      append(path.utf8.count)
      bytes += path.utf8
    }
    append(commits.count)
    for (commit, entry) in commits {
      bytes += commit.rawBytes
      bytes.append(entry.parent == nil ? 0 : 1)
      if let parent = entry.parent { bytes += parent.rawBytes }
      append(entry.paths.count)
      for position in entry.paths { append(Int(position)) }
    }
    return bytes
  }

  /// The index `encoded()` gave; `nil` for bytes it cannot have given.
  public init?(decoding bytes: ArraySlice<UInt8>) {
    let decoded: ChangedPathIndex? = bytes.withUnsafeBytes { raw in
      var offset = 0
      func integer() -> Int? {
        guard offset + 4 <= raw.count else { return nil }
        defer { offset += 4 }
        return Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      }
      func key() -> ObjectKey? {
        guard offset + 20 <= raw.count else { return nil }
        defer { offset += 20 }
        return ObjectKey(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + 20)]))
      }
      var index = ChangedPathIndex()
      guard let pathCount = integer(), pathCount <= raw.count else { return nil }
      index.paths.reserveCapacity(pathCount)
      for _ in 0..<pathCount {
        guard let count = integer(), offset + count <= raw.count else { return nil }
        index.paths.append(String(decoding: raw[offset..<(offset + count)], as: UTF8.self))
        offset += count
      }
      guard let commitCount = integer(), commitCount <= raw.count else { return nil }
      index.commits.reserveCapacity(commitCount)
      for _ in 0..<commitCount {
        guard let commit = key(), offset < raw.count else { return nil }
        let hasParent = raw[offset]
        offset += 1
        var parent: ObjectKey?
        if hasParent == 1 {
          guard let key = key() else { return nil }
          parent = key
        } else if hasParent != 0 {
          return nil
        }
        guard let count = integer(), count <= raw.count else { return nil }
        var positions: [Int32] = []
        positions.reserveCapacity(count)
        for _ in 0..<count {
          guard let position = integer(), position < pathCount else { return nil }
          positions.append(Int32(position))
        }
        index.commits[commit] = Commit(parent: parent, paths: positions)
      }
      return offset == raw.count ? index : nil
    }
    guard let decoded else { return nil }
    self = decoded
  }
}
