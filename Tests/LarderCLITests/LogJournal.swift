import Foundation
import LarderTestSupport
import Testing

/// A small journal in a temporary directory with a git repository, for the logging
/// commands end to end: a few foods, a recipe, the default slots plus a manual Brunch, a goal
/// of 2,000 kcal, and one hand-written day, 2026-11-20.
struct LogJournal: ReadsJSONOutput {
  let root: URL
  static let today = "2026-11-21"

  static let files: [String: String] = [
    "larder.yaml": """
    format: 1
    day cutoff: 04:00
    goals:
      2026-01-01: 2000 kcal 150p 200c 65f

    """,
    "meals.yaml": LoggingFixture.meals,
    "foods/mine.yaml": "# My foods\n" + LoggingFixture.foods,
    "log/2026/11/2026-11-20.yaml": """
    # Friday 20 November 2026
    breakfast:   # early
      -   07:00 toast 2 slices = 153 kcal 8.2p 25.6c 2.1f\t# before the run
    lunch:
      - 12:30 chicken breast 150 g  = 248 kcal 46.5p 0c 5.4f
      - 13:10 rice 1 cup            = 205 kcal 4.3p 44.6c 0.5f
    activity:
      - 06:35 running 30 min
    notes: Hungry in the afternoon.

    """,
  ]

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-log-\(UUID().uuidString)")
    for (path, text) in Self.files { try write(path, text) }
    try git("init", "-q", "-b", "main")
    try git("add", "-A")
    try git("commit", "-q", "-m", "start")
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// Runs `larder arguments… --today 2026-11-21`.
  func larder(_ arguments: String..., input: String? = nil) throws -> LarderRun {
    try LarderBinary.run(arguments + ["--today", Self.today], in: root, input: input)
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The real git CLI in the journal, with the test's hermetic environment.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments =
      ["-C", root.path, "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid"]
      + arguments
    process.environment = LarderBinary.baseEnvironment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw LogJournalFailure(description: "git \(arguments.joined(separator: " ")): \(text)")
    }
    return text
  }

  /// The subjects of the commits, newest first.
  func subjects() throws -> [String] {
    try git("log", "--format=%s").split(separator: "\n").map(String.init)
  }

  /// Decodes the JSON a run printed.
}

struct LogJournalFailure: Error, CustomStringConvertible {
  let description: String
}

/// Golden files of the logging previews in `Tests/LarderCLITests/Golden/log/`; run with
/// `LARDER_RECORD=1` to write them anew.
enum LogGolden {
  static let directory = repositoryRoot.appendingPathComponent("Tests/LarderCLITests/Golden/log")

  static func check(
    _ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LARDER_RECORD"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "golden \(name) differs", sourceLocation: sourceLocation)
  }
}
