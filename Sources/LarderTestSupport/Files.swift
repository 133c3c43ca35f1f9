public import Foundation

/// The root of the repository, found from this file's path, so tests read fixtures in place
/// (`Tests/Fixtures/` is not a SwiftPM resource).
public let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// Runs `body` with a new empty directory, and removes the directory afterwards.
public func withTemporaryDirectory<Result>(
  _ body: (URL) throws -> Result
) throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("larder-test-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// Runs `body` with a new empty directory, and removes the directory afterwards.
public func withTemporaryDirectory<Result>(
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("larder-test-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}

/// Sets a file's modification time `seconds` from the file system's now (negative: earlier),
/// keeping its access time. The file system's now is the stamp of a probe file written
/// beside it: tests that age a file do it against the file system's clock, never the
/// process's, so they pass under a clock skewed from the file system's (faketime in CI).
public func setModificationTime(ofItemAtPath path: String, secondsFromNow seconds: Int) throws {
  let probe = path + ".probe-\(UUID().uuidString)"
  try Data().write(to: URL(fileURLWithPath: probe))
  defer { unlink(probe) }
  var probeStatus = stat()
  var status = stat()
  guard stat(probe, &probeStatus) == 0, stat(path, &status) == 0 else {
    throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
  }
  var times = [
    status.st_atim,
    timespec(tv_sec: probeStatus.st_mtim.tv_sec + seconds, tv_nsec: probeStatus.st_mtim.tv_nsec),
  ]
  guard utimensat(AT_FDCWD, path, &times, 0) == 0 else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
  }
}
