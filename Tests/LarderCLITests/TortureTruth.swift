import Foundation
import LarderTestSupport
import Testing

/// The checks after every torture round: `git status` true to the bytes on disk, `git fsck
/// --strict` clean, nothing left behind (git's locks, libgit2's and larder's temporary files),
/// `larder check` clean.
struct TortureTruth {
  let journal: LogJournal

  /// Every check; `context` names the round and its seed in failure messages.
  func expectAll(_ context: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try expectStatusTrue(context, sourceLocation: sourceLocation)
    try expectFsckClean(context, sourceLocation: sourceLocation)
    expectNoLeftovers(context, sourceLocation: sourceLocation)
    let check = try journal.larder("check")
    #expect(check.status == 0, "\(context): \(check)", sourceLocation: sourceLocation)
  }

  /// `git status --porcelain` says exactly what comparing each file's bytes with HEAD says:
  /// ` M` for a file whose bytes differ, ` D` for one deleted, `??` for one not tracked, and
  /// nothing staged. Empty when nothing is uncommitted.
  func expectStatusTrue(_ context: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    var expected: [String] = []
    var committed: [String: String] = [:]
    for line in try git(["ls-tree", "-r", "-z", "HEAD"]).split(separator: "\0") {
      // "100644 blob ID\tPATH"
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard parts.count == 2, let id = parts[0].split(separator: " ").last else { continue }
      committed[String(parts[1])] = String(id)
    }
    let paths = committed.keys.sorted()
    let present = paths.filter {
      FileManager.default.fileExists(atPath: journal.root.appendingPathComponent($0).path)
    }
    let hashes = try git(
      ["hash-object", "--no-filters", "--stdin-paths"],
      input: present.map { $0 + "\n" }.joined()
    ).split(separator: "\n").map(String.init)
    let onDisk = Dictionary(uniqueKeysWithValues: zip(present, hashes))
    for path in paths {
      if let hash = onDisk[path] {
        if hash != committed[path] { expected.append(" M \(path)") }
      } else {
        expected.append(" D \(path)")
      }
    }
    for path in try git(["ls-files", "-z", "--others", "--exclude-standard"])
      .split(separator: "\0")
    {
      expected.append("?? \(path)")
    }
    let status = try git(["status", "--porcelain", "--untracked-files=all"])
      .split(separator: "\n").map(String.init)
    #expect(
      status.sorted() == expected.sorted(),
      "\(context): git status says \(status), the bytes on disk say \(expected)",
      sourceLocation: sourceLocation)
  }

  func expectFsckClean(_ context: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let output = try git(["fsck", "--strict", "--no-progress", "--no-dangling"])
    #expect(output.isEmpty, "\(context): git fsck: \(output)", sourceLocation: sourceLocation)
  }

  /// No lock but larder's own (free) lock file, no libgit2 temporary object or pack, no larder
  /// temporary file or pending record, anywhere in the journal.
  func expectNoLeftovers(_ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let root = journal.root.path
    let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    let left = all.filter { path in
      let name = (path as NSString).lastPathComponent
      if path == ".git/larder.lock" { return false }
      return name.hasSuffix(".lock") || name.contains("_git2_") || name.hasPrefix("tmp_")
        || name.contains(".larder-") || name == "larder-pending" || name == "larder-paused"
    }
    #expect(left.isEmpty, "\(context): left behind: \(left)", sourceLocation: sourceLocation)
  }

  /// Runs git in the journal; throws unless it exits 0.
  func git(_ arguments: [String], input: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", journal.root.path] + arguments
    process.environment = LarderBinary.baseEnvironment
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    try standardInput.fileHandleForWriting.write(contentsOf: Data((input ?? "").utf8))
    try standardInput.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw LogJournalFailure(
        description: "git \(arguments.joined(separator: " ")): "
          + String(decoding: data + message, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The file at `path` in HEAD; nil when HEAD has none.
  func committed(_ path: String) -> String? {
    try? git(["show", "HEAD:\(path)"])
  }

  /// The file at `path` on disk; nil when there is none.
  func onDisk(_ path: String) -> String? {
    (try? Data(contentsOf: journal.root.appendingPathComponent(path)))
      .map { String(decoding: $0, as: UTF8.self) }
  }
}
