import CRename
import FoundationEssentials
import Glibc

extension JournalRepository {
  /// Removes what a larder command killed mid-write left behind, so the next command needs no
  /// manual step: git's lock files, libgit2's temporary objects, and larder's own temporary
  /// files beside the files it was writing.
  ///
  /// Called under the journal lock, and only when the pending record or the record of a
  /// commit in progress (`interruptedCommitPaths`) shows that a larder command was killed
  /// between writing and committing or while committing: then no other larder runs, and a
  /// lock or temporary file that no running process holds open was left by the killed one.
  /// A file some process holds open (a git writing an object, an editor) is never touched.
  /// git's lock files are larder's only when a commit was in progress, and only those made in
  /// the minute after its record: a `git commit` waiting for its editor holds `index.lock`
  /// without keeping it open, and it is not larder's to remove.
  ///
  /// A `.swap` or `.old` file beside a file being written holds either larder's new bytes
  /// (killed before its swap) or what the swap took out of place (killed before comparing it
  /// with what it had read); a `.tmp` file holds only larder's new bytes, perhaps half
  /// written. When those bytes are nowhere else — an editor saved in that instant —
  /// they are never deleted (`keepSwappedOut`). Returns what was removed, relative to the
  /// journal root, and notices of what was put back or kept.
  func removeAbandonedFiles(pending: [PendingFile])
    -> (removed: [String], notices: [String])
  {
    var candidates = temporaryObjects()
    if let started = commitStarted {
      let window = started...(started + 60 * 1_000_000_000)
      candidates += gitLockFiles().map { location.url(for: $0).path }.filter { path in
        var info = stat()
        return lstat(path, &info) == 0 && window.contains(info.st_mtim.nanoseconds)
      }
    }
    var beside: [String: PendingFile] = [:]
    for entry in pending {
      let url = location.url(for: entry.path)
      for file in temporaryFiles(
        in: url.deletingLastPathComponent().path, of: [url.lastPathComponent])
      {
        candidates.append(file)
        if !file.hasSuffix(".tmp") { beside[file] = entry }
      }
    }
    guard !candidates.isEmpty else { return ([], []) }
    let open = Self.pathsOpenInAnyProcess()
    var removed: [String] = []
    var notices: [String] = []
    for candidate in candidates where !open.contains(candidate) {
      if let entry = beside[candidate], let notice = keepSwappedOut(candidate, of: entry) {
        notices.append(notice)
        continue
      }
      if unlink(candidate) == 0 {
        removed.append(String(candidate.dropFirst(location.root.path.count + 1)))
      }
    }
    return (removed, notices)
  }

  /// When the record of the commit in progress was written, in nanoseconds since 1970; nil
  /// when no commit is in progress.
  private var commitStarted: Int64? {
    var info = stat()
    guard lstat(committingURL.path, &info) == 0 else { return nil }
    return info.st_mtim.nanoseconds
  }

  /// Keeps the bytes of a killed write's temporary file when they are nowhere else: not
  /// larder's new bytes (the pending record's checksum), not the file in place, not the
  /// file's last commit. When the file in place holds larder's new bytes, which no command
  /// acknowledged, the kept bytes go back in place; otherwise they are kept beside it, as
  /// `PATH.kept-by-larder`. Returns a notice of what was done; nil when the temporary file
  /// may go.
  private func keepSwappedOut(_ temporary: String, of entry: PendingFile)
    -> String?
  {
    guard let bytes = try? FileSnapshot.readBytes(atPath: temporary) else { return nil }
    if let written = entry.written, JournalCache.checksum(bytes[...]) == written { return nil }
    let url = location.url(for: entry.path)
    let inPlace = try? FileSnapshot.readBytes(url)
    if inPlace == bytes { return nil }
    if let head = try? repository.headCommit,
      let committed = try? repository.fileContents(at: head, path: entry.path), committed == bytes
    {
      return nil
    }
    let holdsLarderBytes =
      entry.written != nil
      && inPlace.flatMap { $0 }.map { JournalCache.checksum($0[...]) }
        == entry.written
    if holdsLarderBytes, larder_rename_exchange(temporary, url.path) == 0 {
      unlink(temporary)
      return "put back \(entry.path) as it was saved while an interrupted larder command was "
        + "writing it; that command's change, never confirmed, is not in it"
    }
    if inPlace == nil, larder_rename_noreplace(temporary, url.path) == 0 {
      return "put back \(entry.path) as it was saved while an interrupted larder command was "
        + "writing it"
    }
    let kept = AtomicWrite.keep(URL(fileURLWithPath: temporary), beside: url).path
    let shown =
      kept.hasPrefix(location.root.path + "/")
      ? String(kept.dropFirst(location.root.path.count + 1)) : kept
    return "kept \(shown): a version of \(entry.path) saved while an interrupted larder "
      + "command was writing it; compare it with the file, merge by hand, then delete it"
  }

  /// Puts back, as the last commit holds them, the files an interrupted command wrote when
  /// it was killed before writing the rest, so that no commit holds half of one command: a
  /// meal slot renamed in some days but not in `meals.yaml`. A command that wrote all of its
  /// files is left for the next commit to include, as before. Called under the journal lock
  /// with the pending record; returns the paths put back, and those never written.
  ///
  /// A file is written when it holds the bytes the record's checksum names, and not yet
  /// written when it still holds the bytes the command read. Files are put back only when
  /// each written one held its last commit's bytes when the command read it, so putting it
  /// back gives exactly what the command found: an earlier interrupted command's write or a
  /// hand edit is never undone. Deletions are left as they are.
  ///
  /// A file that holds neither was edited since: larder cannot tell the command's change in
  /// it from the edit. When the command changed more than that one file, nothing is put back
  /// and the file is returned as `editedSince`, for the session to refuse committing it
  /// along; a command of one file, written or not, leaves no half of anything.
  func putBackHalfWrittenCommand(pending: [PendingFile])
    throws(WorkspaceError) -> (putBack: [String], unwritten: [String], editedSince: [String])
  {
    var written: [(path: String, bytes: [UInt8]?, committed: [UInt8]?)] = []
    var unwritten: [String] = []
    var editedSince: [String] = []
    var readEarlierWrite = false
    for entry in pending {
      guard let checksum = entry.written else { continue }
      let bytes = try FileSnapshot.readBytes(location.url(for: entry.path))
      let committed = try committedBytes(of: entry.path)
      let current = bytes.map { JournalCache.checksum($0[...]) }
      if current == checksum {
        if !Self.matches(entry.read, committed) { readEarlierWrite = true }
        written.append((entry.path, bytes, committed))
      } else if Self.matches(entry.read, bytes) {
        unwritten.append(entry.path)
      } else if entry.read.isKnown {
        editedSince.append(entry.path)
      }
    }
    if !editedSince.isEmpty, pending.count > 1 { return ([], [], editedSince) }
    guard !readEarlierWrite, !written.isEmpty, !unwritten.isEmpty else { return ([], [], []) }
    for file in written {
      try AtomicWrite.swap(
        location.url(for: file.path), expecting: file.bytes, with: file.committed, in: location)
    }
    return (written.map(\.path), unwritten, [])
  }

  /// Whether `bytes` (nil: no file) are what a pending record says a file held when read.
  private static func matches(_ before: PendingFile.Before, _ bytes: [UInt8]?) -> Bool {
    switch before {
    case .unknown: false
    case .absent: bytes == nil
    case .bytes(let checksum): bytes.map { JournalCache.checksum($0[...]) } == checksum
    }
  }

  /// Removes the temporary files of larder's own records in `.git` (the pending record, the
  /// commit in progress, the index stamp) that a killed larder process left: their names
  /// carry the process id, so they are provably its own. Called under the journal lock.
  func removeAbandonedRecords() {
    let records = [
      "larder-pending", "larder-pending-message", "larder-committing", "larder-index",
    ]
    for path in temporaryFiles(in: gitDirectory.path, of: records) {
      unlink(path)
    }
  }

  /// libgit2's temporary files under `.git/objects`: loose objects being written
  /// (`tmp_object_git2_*`, in `objects/` itself or in a fan-out directory `objects/XX/`) and
  /// packs being written (`objects/pack/pack_git2_*`).
  private func temporaryObjects() -> [String] {
    let objects = gitDirectory.appendingPathComponent("objects").path
    var found: [String] = []
    let directories =
      [objects, objects + "/pack"]
      + ((try? FileManager.default.contentsOfDirectory(atPath: objects)) ?? [])
      .filter { $0.count == 2 }.map { objects + "/" + $0 }
    for directory in directories {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      where name.hasPrefix("tmp_object_git2_") || name.hasPrefix("pack_git2_") {
        found.append(directory + "/" + name)
      }
    }
    return found
  }

  /// larder's temporary files in `directory` beside the files named `names`, of processes
  /// that no longer run, listing the directory once: `.NAME.larder-PID.tmp` (new bytes being
  /// written), `.NAME.larder-PID.swap` (new bytes whole, or what their swap took out of
  /// place) and `.NAME.larder-PID.old` (a file being deleted, moved aside to be compared).
  private func temporaryFiles(in directory: String, of names: [String]) -> [String] {
    let prefixes = names.map { ".\($0).larder-" }
    var found: [String] = []
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    where name.hasSuffix(".tmp") || name.hasSuffix(".swap") || name.hasSuffix(".old") {
      guard let prefix = prefixes.first(where: name.hasPrefix),
        let dot = name.lastIndex(of: ".")
      else { continue }
      let digits = name[..<dot].dropFirst(prefix.count)
      guard let pid = pid_t(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      found.append(directory + "/" + name)
    }
    return found
  }

  /// The absolute paths of every file some process on this machine has open (those of
  /// processes this user may inspect, which include every process that can write the
  /// journal).
  private static func pathsOpenInAnyProcess() -> Set<String> {
    var paths = Set<String>()
    for process in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    where process.allSatisfy(\.isNumber) {
      let descriptors = "/proc/\(process)/fd"
      for descriptor in (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? [] {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(descriptors + "/" + descriptor, &buffer, buffer.count - 1)
        guard count > 0 else { continue }
        paths.insert(
          String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
    }
    return paths
  }
}
