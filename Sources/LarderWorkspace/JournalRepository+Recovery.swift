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
  /// A file some process holds open (a running `git commit`, an editor) is never touched.
  /// Returns what was removed, relative to the journal root.
  func removeAbandonedFiles(pendingPaths: [String]) -> [String] {
    var candidates = gitLockFiles().map { location.url(for: $0).path }
    candidates += temporaryObjects()
    for path in pendingPaths {
      candidates += temporaryFiles(beside: location.url(for: path))
    }
    guard !candidates.isEmpty else { return [] }
    let open = Self.pathsOpenInAnyProcess()
    var removed: [String] = []
    for candidate in candidates where !open.contains(candidate) && unlink(candidate) == 0 {
      removed.append(String(candidate.dropFirst(location.root.path.count + 1)))
    }
    return removed
  }

  /// Removes the temporary files of larder's own records in `.git` (the pending record, the
  /// commit in progress, the index stamp) that a killed larder process left: their names
  /// carry the process id, so they are provably its own. Called under the journal lock.
  func removeAbandonedRecords() {
    for record in ["larder-pending", "larder-committing", "larder-index"] {
      for path in temporaryFiles(beside: gitDirectory.appendingPathComponent(record)) {
        unlink(path)
      }
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

  /// larder's temporary files beside `url`, `.NAME.larder-PID.tmp`, of processes that no
  /// longer run.
  private func temporaryFiles(beside url: URL) -> [String] {
    let directory = url.deletingLastPathComponent().path
    let prefix = ".\(url.lastPathComponent).larder-"
    var found: [String] = []
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let digits = name.dropFirst(prefix.count).dropLast(".tmp".count)
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
