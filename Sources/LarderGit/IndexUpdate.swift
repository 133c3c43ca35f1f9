import CLibGit2
import Glibc

/// A commit's update of `.git/index` in place (see `IndexFile`): it takes `index.lock` before
/// the commit is made, as git does, and replaces the index once the commit's blobs are known.
///
/// While it is under way, the repository's index is an empty one in memory, so that making
/// the blobs does not make libgit2 read the whole index for `.gitattributes` rules (`IndexFile`
/// accepts only an index without such files; the work tree's own are still read).
final class IndexUpdate {
  private let repository: Repository
  private let paths: [String]
  private let file: IndexFile
  /// When the index was last written: entries modified since may hold changes their recorded
  /// `stat` hides.
  private let indexModified: timespec
  private let lockPath: String
  private var lock: Int32

  /// Takes the index lock and reads the index; nil (with the lock released) when the change
  /// is one libgit2 must make: a path to remove, a file that is not a regular one, an index
  /// `IndexFile` does not accept, or settings that change what an entry records.
  init?(repository: Repository, workTree: String, paths: [String]) throws {
    for path in paths {
      var info = stat()
      guard lstat(workTree + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        return nil
      }
    }
    guard try !repository.configFlag("core.ignorecase", default: false),
      try repository.configFlag("core.filemode", default: true)
    else { return nil }

    self.repository = repository
    self.paths = paths
    let gitDirectory = repository.gitDirectory
    lockPath = gitDirectory + "index.lock"
    lock = open(lockPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard lock >= 0 else {
      if errno == EEXIST { throw Repository.lockedIndexError(lockPath) }
      throw GitError(.other, "cannot lock the index: \(String(cString: strerror(errno)))")
    }
    var info = stat()
    // Every way out before all properties are set skips `deinit`, so it releases the lock.
    guard let bytes = Self.read(gitDirectory + "index", status: &info),
      let file = IndexFile(bytes), paths.allSatisfy({ Self.canUpdate($0, in: file) })
    else {
      close(lock)
      unlink(lockPath)
      return nil
    }
    self.file = file
    indexModified = info.st_mtim
    var empty: OpaquePointer?
    try GitError.check(git_index_new(&empty), "preparing the index")
    git_repository_set_index(repository.pointer, empty)
    git_index_free(empty)
  }

  /// Whether `path` is a file `file` has, or one it can take without a path being both a
  /// file and a folder.
  private static func canUpdate(_ path: String, in file: IndexFile) -> Bool {
    let (index, found) = file.position(of: path)
    guard found else { return !file.collides(path, at: index) }
    return file.mode(of: index) & UInt32(S_IFMT) == UInt32(S_IFREG)
  }

  deinit {
    guard lock >= 0 else { return }
    close(lock)
    unlink(lockPath)
    git_repository_set_index(repository.pointer, nil)
  }

  /// Records `blobs` (one per path, from the work tree's files as they are now) and replaces
  /// the index; false, with nothing written, when the index holds an entry only libgit2 can
  /// refresh (see `racilyChanged`). The lock is released either way.
  func finish(blobs: [git_oid], workTree: String) throws -> Bool {
    let descriptor = lock
    lock = -1
    defer { git_repository_set_index(repository.pointer, nil) }
    var isOpen = true
    do {
      var records: [IndexFile.Record] = []
      for (path, blob) in zip(paths, blobs) {
        records.append(try Self.record(path, blob: blob, workTree: workTree))
      }
      guard let smudged = racilyChanged(workTree: workTree) else {
        close(descriptor)
        unlink(lockPath)
        return false
      }
      let pieces = file.updated(with: records, smudging: smudged)
      try withIOVectors(pieces, in: file.bytes) { try Self.write($0, to: descriptor) }
      isOpen = false
      guard close(descriptor) == 0 else { throw Self.failure("writing the index") }
      guard rename(lockPath, String(lockPath.dropLast(".lock".count))) == 0 else {
        throw Self.failure("replacing the index")
      }
      return true
    } catch {
      if isOpen { close(descriptor) }
      unlink(lockPath)
      throw error
    }
  }

  /// The entries, other than the changed paths, that were modified no earlier than the index
  /// was written and whose files now differ from them: libgit2 writes their size as 0 so the
  /// next reader compares contents (a same-second change would otherwise pass for clean).
  /// nil when one of them is not a regular file, which only libgit2's own diff compares as
  /// it would.
  private func racilyChanged(workTree: String) -> Set<Int>? {
    let changed = Set(paths)
    var smudged = Set<Int>()
    for index in file.entries.indices {
      let (seconds, nanoseconds) = file.modified(of: index)
      let racy =
        Int(Int32(truncatingIfNeeded: seconds)) > indexModified.tv_sec
        || (Int(Int32(truncatingIfNeeded: seconds)) == indexModified.tv_sec
          && Int(nanoseconds) >= indexModified.tv_nsec)
      let mode = file.mode(of: index)
      // Submodules are never racy, as in git; entries assumed unchanged are never compared.
      guard racy, mode & UInt32(S_IFMT) != 0o160000, !file.isAssumedUnchanged(index) else {
        continue
      }
      let path = file.path(of: index)
      guard !changed.contains(path) else { continue }
      guard mode & UInt32(S_IFMT) == UInt32(S_IFREG) else { return nil }
      if !matches(path, index: index, workTree: workTree) { smudged.insert(index) }
    }
    return smudged
  }

  /// Whether the work tree's file at `path` still is what entry `index` records, as libgit2's
  /// diff decides it: the same kind, mode and size, and the same contents.
  private func matches(_ path: String, index: Int, workTree: String) -> Bool {
    var info = stat()
    guard lstat(workTree + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Self.mode(info) == file.mode(of: index),
      UInt32(truncatingIfNeeded: info.st_size) == file.size(of: index)
    else { return false }
    var id = git_oid()
    guard git_repository_hashfile(&id, repository.pointer, path, GIT_OBJECT_BLOB, nil) == 0
    else { return false }
    return withUnsafeBytes(of: id.id) { $0.elementsEqual(file.blob(of: index)) }
  }

  private static func record(_ path: String, blob: git_oid, workTree: String) throws
    -> IndexFile.Record
  {
    var info = stat()
    guard lstat(workTree + path, &info) == 0 else { throw failure("reading \(path)") }
    return IndexFile.Record(
      path: path, changed: info.st_ctim, modified: info.st_mtim,
      device: UInt32(truncatingIfNeeded: info.st_rdev),
      inode: UInt32(truncatingIfNeeded: info.st_ino), mode: mode(info), user: info.st_uid,
      group: info.st_gid, size: UInt32(truncatingIfNeeded: info.st_size),
      blob: withUnsafeBytes(of: blob.id) { Array($0) })
  }

  /// The mode an index entry records for a regular file: executable or not.
  private static func mode(_ info: stat) -> UInt32 {
    UInt32(S_IFREG) | (info.st_mode & S_IXUSR != 0 ? 0o755 : 0o644)
  }

  private static func read(_ path: String, status: inout stat) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + done, size - done)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      done += count
    }
    return bytes
  }

  private static func write(_ vectors: UnsafeMutableBufferPointer<iovec>, to descriptor: Int32)
    throws
  {
    var next = 0
    while next < vectors.count {
      // 1,024 is Linux's IOV_MAX, which Glibc does not export to Swift.
      let count = writev(
        descriptor, vectors.baseAddress! + next, Int32(min(vectors.count - next, 1024)))
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw failure("writing the index") }
      var written = count
      while next < vectors.count, written >= vectors[next].iov_len {
        written -= vectors[next].iov_len
        next += 1
      }
      if written > 0 {
        vectors[next].iov_base = vectors[next].iov_base! + written
        vectors[next].iov_len -= written
      } else if count == 0, next < vectors.count {
        throw failure("writing the index")
      }
    }
  }

  private static func failure(_ operation: String) -> GitError {
    GitError(.other, "\(operation) failed: \(String(cString: strerror(errno)))")
  }
}
