import FoundationEssentials
import Glibc
import LarderGit

/// What `larder gc` did: loose objects packed into one pack file.
public struct HousekeepingReport: Sendable, Codable, Equatable {
  /// Loose objects before packing.
  public let looseBefore: Int
  /// Objects written into the new pack.
  public let packedObjects: Int
  /// Loose object files deleted because the pack holds them.
  public let removedLooseObjects: Int
  /// Loose objects kept because nothing reaches them.
  public let keptLooseObjects: Int
  /// Older pack files replaced by the new one.
  public let removedPacks: Int
  /// The size of `.git/objects` before and after, in bytes.
  public let bytesBefore: Int
  /// The size of `.git/objects` after packing, in bytes.
  public let bytesAfter: Int
}

extension JournalUseCases {
  /// Packs the repository's loose objects under the journal lock, never deleting an object
  /// that a branch, tag or the index reaches (`larder gc`).
  public func collectGarbage() throws(WorkspaceError) -> HousekeepingReport {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let lock = try JournalLock.take(location: workspace.location)
    defer { withExtendedLifetime(lock) {} }
    let objects = repository.gitDirectory.appendingPathComponent("objects")
    let bytesBefore = Housekeeping.size(of: objects)
    let looseBefore = try repository.git("count loose objects") {
      try repository.repository.looseObjectCount()
    }
    let summary = try repository.pack()
    return HousekeepingReport(
      looseBefore: looseBefore, packedObjects: summary.packedObjects,
      removedLooseObjects: summary.removedLooseObjects,
      keptLooseObjects: summary.keptLooseObjects, removedPacks: summary.removedPacks,
      bytesBefore: bytesBefore, bytesAfter: Housekeeping.size(of: objects))
  }
}

/// When and how writing commands pack the repository on their own.
enum Housekeeping {
  /// Loose objects above which a write packs the repository: 2,000, or
  /// `$LARDER_GC_THRESHOLD` (tests lower it).
  static var threshold: Int {
    ProcessInfo.processInfo.environment["LARDER_GC_THRESHOLD"].flatMap { Int($0) } ?? 2_000
  }

  /// The notice a write adds after packing.
  static func notice(_ summary: PackSummary) -> String {
    "packed the repository: \(summary.packedObjects) objects in one pack, "
      + "\(summary.removedLooseObjects) loose files removed"
  }

  /// The total size of the regular files below `directory`, in bytes.
  static func size(of directory: URL) -> Int {
    let root = directory.path
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
    var total = 0
    for path in paths {
      var status = stat()
      if lstat(root + "/" + path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
        total += Int(status.st_size)
      }
    }
    return total
  }
}
