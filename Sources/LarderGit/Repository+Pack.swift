import CLibGit2
import FoundationEssentials
import Glibc

extension Repository {
  /// How many objects are stored one file each; libgit2 writes every object that way and
  /// never packs them, and history walks slow down as they pile up.
  public func looseObjectCount() throws -> Int {
    try looseObjects().count
  }

  /// Writes every object reachable from a reference or the index into one new pack, then
  /// deletes the loose objects and older packs that the new pack now holds.
  ///
  /// Each object is checked in the new pack before its file is deleted, and unreachable
  /// objects are never deleted. Run it while holding the caller's repository lock: another
  /// process committing at the same time could lose its new objects' files. Does nothing when
  /// there are no loose objects.
  @discardableResult
  public func pack() throws -> PackSummary {
    let loose = try looseObjects()
    guard !loose.isEmpty else {
      return PackSummary(
        packedObjects: 0, removedLooseObjects: 0, keptLooseObjects: 0, removedPacks: 0)
    }
    var builder: OpaquePointer?
    try GitError.check(git_packbuilder_new(&builder, pointer), "starting a pack")
    defer { git_packbuilder_free(builder) }
    try insertReachable(into: builder!)
    let packed = git_packbuilder_object_count(builder)
    guard packed > 0 else {
      return PackSummary(
        packedObjects: 0, removedLooseObjects: 0, keptLooseObjects: loose.count,
        removedPacks: 0)
    }
    try GitError.check(git_packbuilder_write(builder, nil, 0, nil, nil), "writing the pack")
    let name = "pack-" + String(cString: git_packbuilder_name(builder))
    let newPack = try Self.openSinglePack(indexPath: packDirectory + name + ".idx")
    defer { git_odb_free(newPack) }

    var removed = 0
    for hex in loose {
      var oid = git_oid()
      try GitError.check(git_oid_fromstr(&oid, hex), "reading object name \(hex)")
      guard git_odb_exists(newPack, &oid) == 1 else { continue }
      try FileManager.default.removeItem(atPath: looseObjectPath(hex))
      removed += 1
    }
    removeEmptyFanOutDirectories()
    let removedPacks = try removePacks(coveredBy: newPack, except: name)
    try reopenObjectDatabase()
    return PackSummary(
      packedObjects: packed, removedLooseObjects: removed, keptLooseObjects: loose.count - removed,
      removedPacks: removedPacks)
  }

  private var objectsDirectory: String { gitDirectory + "objects/" }
  private var packDirectory: String { objectsDirectory + "pack/" }

  private func looseObjectPath(_ hex: String) -> String {
    objectsDirectory + hex.prefix(2) + "/" + hex.dropFirst(2)
  }

  /// The hex names of the loose objects, read from `objects/XX/` file names.
  private func looseObjects() throws -> [String] {
    let files = FileManager.default
    var names: [String] = []
    for directory in try files.contentsOfDirectory(atPath: objectsDirectory)
    where directory.count == 2 && directory.allSatisfy(\.isHexDigit) {
      for file in try files.contentsOfDirectory(atPath: objectsDirectory + directory)
      where file.count == Int(GIT_OID_HEXSZ) - 2 && file.allSatisfy(\.isHexDigit) {
        names.append(directory + file)
      }
    }
    return names
  }

  /// Adds every commit, tree and blob reachable from references and HEAD, annotated tags,
  /// and the blobs the index stages.
  private func insertReachable(into builder: OpaquePointer) throws {
    var walk: OpaquePointer?
    try GitError.check(git_revwalk_new(&walk, pointer), "starting a walk")
    defer { git_revwalk_free(walk) }
    try GitError.check(
      git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue),
      "sorting the walk")
    var names = git_strarray()
    try GitError.check(git_reference_list(&names, pointer), "listing references")
    defer { git_strarray_dispose(&names) }
    // A detached HEAD is not in the reference list.
    let tips = (0..<names.count).map { String(cString: names.strings[$0]!) } + ["HEAD"]
    for name in tips {
      var oid = git_oid()
      let result = git_reference_name_to_id(&oid, pointer, name)
      if name == "HEAD", result == GIT_ENOTFOUND.rawValue || result == GIT_EUNBORNBRANCH.rawValue {
        continue
      }
      try GitError.check(result, "resolving \(name)")
      try insertTip(oid, walk: walk!, builder: builder)
    }
    try GitError.check(git_packbuilder_insert_walk(builder, walk), "adding the history")
    guard !isBare else { return }
    let index = try freshIndex()
    defer { git_index_free(index) }
    for position in 0..<git_index_entrycount(index) {
      guard var entry = git_index_get_byindex(index, position)?.pointee,
        entry.mode != GIT_FILEMODE_COMMIT.rawValue
      else { continue }
      try GitError.check(
        git_packbuilder_insert(builder, &entry.id, entry.path), "adding staged files")
    }
  }

  /// Queues a reference's target: commits for the walk, tags and what they point to now.
  private func insertTip(
    _ tip: git_oid, walk: OpaquePointer, builder: OpaquePointer
  ) throws {
    var oid = tip
    while true {
      var object: OpaquePointer?
      try GitError.check(
        git_object_lookup(&object, pointer, &oid, GIT_OBJECT_ANY), "reading \(oid)")
      defer { git_object_free(object) }
      switch git_object_type(object) {
      case GIT_OBJECT_COMMIT:
        try GitError.check(git_revwalk_push(walk, &oid), "walking from \(CommitID(oid))")
        return
      case GIT_OBJECT_TAG:
        try GitError.check(git_packbuilder_insert(builder, &oid, nil), "adding a tag")
        oid = git_tag_target_id(object).pointee
      default:
        try GitError.check(git_packbuilder_insert_recur(builder, &oid, nil), "adding \(oid)")
        return
      }
    }
  }

  /// An object database holding only the pack whose index is at `indexPath`; free with
  /// `git_odb_free`.
  private static func openSinglePack(indexPath: String) throws -> OpaquePointer {
    var database: OpaquePointer?
    try GitError.check(git_odb_new(&database), "opening \(indexPath)")
    var backend: OpaquePointer?
    do {
      try GitError.check(git_odb_backend_one_pack(&backend, indexPath), "opening \(indexPath)")
      // The database owns the backend from here on.
      try GitError.check(git_odb_add_backend(database, backend, 1), "opening \(indexPath)")
    } catch {
      git_odb_free(database)
      throw error
    }
    return database!
  }

  /// Deletes packs (other than `kept`) all of whose objects `newPack` holds, unless a `.keep`
  /// file protects them or git's multi-pack index lists them.
  private func removePacks(coveredBy newPack: OpaquePointer, except kept: String) throws -> Int {
    let files = FileManager.default
    guard !files.fileExists(atPath: packDirectory + "multi-pack-index") else { return 0 }
    let contents = try files.contentsOfDirectory(atPath: packDirectory)
    var removed = 0
    for file in contents where file.hasPrefix("pack-") && file.hasSuffix(".idx") {
      let base = String(file.dropLast(".idx".count))
      guard base != kept, !contents.contains(base + ".keep"),
        !contents.contains(base + ".promisor")
      else { continue }
      let old = try Self.openSinglePack(indexPath: packDirectory + file)
      defer { git_odb_free(old) }
      let missing = git_odb_foreach(old, objectIsMissing, UnsafeMutableRawPointer(newPack))
      guard missing == 0 else { continue }
      for suffix in [".pack", ".idx", ".rev", ".bitmap"]
      where contents.contains(base + suffix) {
        try files.removeItem(atPath: packDirectory + base + suffix)
      }
      removed += 1
    }
    return removed
  }

  private func removeEmptyFanOutDirectories() {
    let files = FileManager.default
    let directories = (try? files.contentsOfDirectory(atPath: objectsDirectory)) ?? []
    for directory in directories where directory.count == 2 && directory.allSatisfy(\.isHexDigit) {
      // rmdir refuses non-empty directories, which is the check wanted here.
      _ = rmdir(objectsDirectory + directory)
    }
  }

  /// Replaces the repository's object database, whose pack list still names deleted packs.
  private func reopenObjectDatabase() throws {
    var database: OpaquePointer?
    try GitError.check(git_odb_open(&database, objectsDirectory), "reopening the objects")
    defer { git_odb_free(database) }
    try GitError.check(git_repository_set_odb(pointer, database), "reopening the objects")
  }
}

// Stops git_odb_foreach at the first object the new pack (the payload) lacks.
private let objectIsMissing: git_odb_foreach_cb = { oid, payload in
  git_odb_exists(OpaquePointer(payload), oid) == 1 ? 0 : 1
}
