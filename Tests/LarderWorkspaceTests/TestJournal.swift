import Foundation
import LarderTestSupport
import LarderWorkspace
import Testing

/// A journal in a temporary directory, made by `larder init`'s use case, checked with the
/// real `git` command.
struct TestJournal {
  /// The test process's throw-away HOME, set before libgit2 first reads it, so no identity
  /// leaks in.
  static var home: String { TestHome.path }

  let root: URL
  let workspace: Workspace

  /// A new directory; with `initialized`, a journal with its first commit.
  init(initialized: Bool = true) throws {
    _ = Self.home
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-workspace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    workspace = Workspace(location: JournalLocation(root: root), clock: .test)
    if initialized { _ = try Workspace.initialize(at: root, clock: .test) }
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
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

  /// Runs `git -C root arguments…`; throws when git fails.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    try Git.run(arguments, in: root.path)
  }

  /// Commit subjects, newest first.
  func subjects() throws -> [String] {
    try git("log", "--format=%s").split(separator: "\n").map(String.init)
  }

  /// Asserts what every command must leave: a clean status and a repository fsck accepts.
  func expectCleanAndValid(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try git("status", "--porcelain") == "", sourceLocation: sourceLocation)
    try git("fsck", "--full", "--strict", "--no-progress")
  }
}

/// The real `git` command.
enum Git {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  @discardableResult
  static func run(_ arguments: [String], in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", directory] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "git \(arguments.joined(separator: " ")): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: outputData, as: UTF8.self)
  }
}
