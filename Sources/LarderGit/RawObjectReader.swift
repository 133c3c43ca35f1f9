import CLibGit2

/// Reads commits and trees straight from a repository's object database, taking from each
/// only what a history needs: a commit's tree and first parent, a tree's entries.
///
/// `git_commit_lookup` and `git_tree_lookup` parse every field and keep every object in
/// libgit2's cache; a history walk reads each object once, and that was a fifth of its work.
final class RawObjectReader {
  /// A tree as stored: entries of `<octal mode> <name>\0<20-byte id>`, sorted the git way.
  struct Tree {
    let bytes: [UInt8]

    /// The entry at byte `offset`, or `nil` at the end; throws when the tree is malformed.
    func entry(at offset: Int) throws -> Entry? {
      guard offset < bytes.count else { return nil }
      var mode: UInt32 = 0
      var index = offset
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
        mode = mode << 3 | UInt32(bytes[index] - 0x30)
        index += 1
      }
      guard index > offset, index < bytes.count, bytes[index] == 0x20,
        let end = bytes[index...].firstIndex(of: 0), end > index + 1, end + 21 <= bytes.count
      else { throw GitError(.other, "a tree is not well-formed") }
      return Entry(name: (index + 1)..<end, mode: mode, end: end + 21)
    }

    /// The id of `entry`.
    func id(of entry: Entry) -> ObjectKey {
      bytes.withUnsafeBytes {
        ObjectKey(UnsafeRawBufferPointer(rebasing: $0[(entry.end - 20)..<entry.end]))
      }
    }
  }

  /// An entry of a `Tree`.
  struct Entry {
    /// Where the name is in the tree's bytes.
    var name: Range<Int>
    /// The octal mode as written: `40000` for a tree, `100644` for a file.
    var mode: UInt32
    /// Where the next entry starts.
    var end: Int

    /// Whether the entry is a tree (a directory).
    var isTree: Bool { mode == 0o40000 }
  }

  private let database: OpaquePointer

  /// A reader of `repository`'s objects (a `git_repository`, which must outlive the reader).
  init(_ repository: OpaquePointer) throws {
    var database: OpaquePointer?
    try GitError.check(git_repository_odb(&database, repository), "opening the object database")
    self.database = database!
  }

  deinit {
    git_odb_free(database)
  }

  /// The root tree of commit `id` and its first parent, `nil` for a root commit.
  func commit(_ id: ObjectKey) throws -> (tree: ObjectKey, parent: ObjectKey?) {
    try read(id, GIT_OBJECT_COMMIT) { bytes -> (tree: ObjectKey, parent: ObjectKey?)? in
      // A commit starts with `tree <hex>\n`, then its `parent <hex>\n` lines in order.
      guard let tree = Self.hexID(bytes, after: "tree ", at: 0) else { return nil }
      return (tree, Self.hexID(bytes, after: "parent ", at: 46))
    }
  }

  /// Tree `id`.
  func tree(_ id: ObjectKey) throws -> Tree {
    try read(id, GIT_OBJECT_TREE) { Tree(bytes: Array($0)) }
  }

  /// Reads object `id`, checks its type and hands its bytes to `parse`, whose `nil` means
  /// the object is malformed.
  private func read<T>(
    _ id: ObjectKey, _ type: git_object_t, _ parse: (UnsafeBufferPointer<UInt8>) -> T?
  ) throws -> T {
    var object: OpaquePointer?
    var oid = id.oid
    try GitError.check(git_odb_read(&object, database, &oid), "reading object \(id)")
    defer { git_odb_object_free(object) }
    let bytes = UnsafeBufferPointer(
      start: git_odb_object_data(object)?.assumingMemoryBound(to: UInt8.self),
      count: git_odb_object_size(object))
    guard git_odb_object_type(object) == type, let parsed = parse(bytes) else {
      let kind = type == GIT_OBJECT_TREE ? "tree" : "commit"
      throw GitError(.other, "object \(id) is not a well-formed \(kind)")
    }
    return parsed
  }

  /// The id written in hex after `prefix` at `offset`, or `nil` when it is not there.
  private static func hexID(
    _ bytes: UnsafeBufferPointer<UInt8>, after prefix: StaticString, at offset: Int
  ) -> ObjectKey? {
    let count = prefix.utf8CodeUnitCount
    guard offset + count + 40 <= bytes.count,
      UnsafeBufferPointer(start: prefix.utf8Start, count: count)
        .elementsEqual(bytes[offset..<(offset + count)])
    else { return nil }
    var oid = git_oid()
    let result = bytes.baseAddress!.advanced(by: offset + count).withMemoryRebound(
      to: CChar.self, capacity: 40
    ) { git_oid_fromstrn(&oid, $0, 40) }
    return result == 0 ? ObjectKey(oid) : nil
  }
}
