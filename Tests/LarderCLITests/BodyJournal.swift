import Foundation
import LarderTestSupport
import Testing

/// A copy of `example-journal/` in a temporary directory, adopted with `larder init`, for the
/// body, care, document and profile commands end to end; "today" is 2026-11-20.
struct BodyJournal: ReadsJSONOutput {
  let root: URL
  static let today = "2026-11-20"

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-body-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("example-journal"), to: root)
    let run = try LarderBinary.run(["init", root.path], in: root)
    guard run.status == 0 else { throw BodyJournalFailure(description: "\(run)") }
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// Runs `larder arguments… --today 2026-11-20`.
  func larder(_ arguments: String...) throws -> LarderRun {
    try LarderBinary.run(arguments + ["--today", Self.today], in: root)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func write(_ path: String, bytes: [UInt8]) throws {
    try Data(bytes).write(to: root.appendingPathComponent(path))
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The subjects of the commits, newest first, and whether the tree is clean.
  func subjects() throws -> [String] {
    try git("log", "--format=%s").split(separator: "\n").map(String.init)
  }

  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", root.path] + arguments
    process.environment = LarderBinary.baseEnvironment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw BodyJournalFailure(description: "git \(arguments.joined(separator: " ")): \(text)")
    }
    return text
  }

  /// Decodes the JSON object a run printed.
}

struct BodyJournalFailure: Error, CustomStringConvertible {
  let description: String
}
