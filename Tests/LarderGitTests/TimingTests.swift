import Foundation
import LarderGit
import Testing

/// Measures (and prints, never asserts) costs on a journal of ten years: 3,650 files, one
/// commit each.
@Suite struct TimingTests {
  let author = TestEnvironment.author

  /// Builds the history with git fast-import, which takes about a second instead of the
  /// twenty a commit loop would.
  private func tenYears(_ scratch: Scratch) throws -> [String] {
    _ = try Repository.create(at: scratch.path)
    var stream = ""
    var paths: [String] = []
    let start = 1_420_070_400
    for day in 0..<3650 {
      let date = Date(timeIntervalSince1970: TimeInterval(start + day * 86_400))
      let parts = Calendar(identifier: .gregorian).dateComponents(
        in: TimeZone(identifier: "UTC")!, from: date)
      let path = String(format: "%04d/%02d/%02d.md", parts.year!, parts.month!, parts.day!)
      paths.append(path)
      let message = "Log \(path)\n"
      let content = "breakfast: oats 80 g\nlunch: soup 300 ml\nweight: 70.\(day % 10) kg\n"
      stream += "commit refs/heads/main\ncommitter Larder <l@larder.invalid> "
      stream += "\(start + day * 86_400) +0000\ndata \(message.utf8.count)\n\(message)"
      stream += "M 100644 inline \(path)\ndata \(content.utf8.count)\n\(content)\n"
    }
    try GitCLI.run(["fast-import", "--quiet"], in: scratch.path, input: Data(stream.utf8))
    try GitCLI.run(["reset", "-q", "--hard"], in: scratch.path)
    return paths
  }

  private func milliseconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
    return String(format: "%.1f ms", value)
  }

  private var buildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  private func median(_ durations: [Duration]) -> Duration {
    durations.sorted()[durations.count / 2]
  }

  @Test func oneCommitInATenYearJournal() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    let paths = try tenYears(scratch)
    let clock = ContinuousClock()
    var commits: [Duration] = []
    for round in 0..<7 {
      let path = paths[paths.count - 1 - round]
      let elapsed = try clock.measure {
        let repository = try Repository.open(at: scratch.path)
        let handle = try #require(FileHandle(forWritingAtPath: scratch(path)))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("snack: apple 150 g\n".utf8))
        try handle.close()
        #expect(try repository.commit(paths: [path], message: "Snack", author: author) != nil)
      }
      commits.append(elapsed)
    }
    // A fresh Repository for each reading, so libgit2's object cache starts empty.
    var history: [CommitInfo] = []
    let historyTime = try clock.measure {
      history = try Repository.open(at: scratch.path).history(of: paths[100])
    }
    var log: [CommitInfo] = []
    let logTime = try clock.measure { log = try Repository.open(at: scratch.path).log() }
    let statusTime = try clock.measure { _ = try Repository.open(at: scratch.path).status() }
    let repository = try Repository.open(at: scratch.path)
    let loose = try repository.looseObjectCount()
    let packTime = try clock.measure { try repository.pack() }
    let packedHistoryTime = try clock.measure {
      _ = try Repository.open(at: scratch.path).history(of: paths[100])
    }

    #expect(history.count == 1)
    #expect(log.count == 3657)
    #expect(try GitCLI.porcelain(scratch.path) == "")
    print(
      """
      timing (3,650 files, 3,657 commits, \(buildConfiguration) build, in-process):
        commit of one appended file (open + commit), median of 7: \
      \(milliseconds(median(commits))) [all: \(commits.map(milliseconds).joined(separator: ", "))]
        history of one file: \(milliseconds(historyTime)); full log: \(milliseconds(logTime))
        status: \(milliseconds(statusTime)); pack of \(loose) loose objects: \
      \(milliseconds(packTime)); history after pack: \(milliseconds(packedHistoryTime))
      """)
  }
}
