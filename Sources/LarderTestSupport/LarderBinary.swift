public import Foundation
import Glibc

/// What one run of the built `larder` binary printed and returned.
public struct LarderRun: Sendable, CustomStringConvertible {
  /// The arguments the binary was given.
  public let arguments: [String]
  /// The exit status (for a process killed by a signal, 128 plus the signal number).
  public let status: Int32
  /// Everything written to standard output.
  public let stdout: String
  /// Everything written to standard error.
  public let stderr: String

  /// The command, its status and both outputs, for failure messages.
  public var description: String {
    "larder \(arguments.joined(separator: " ")) → \(status)\n--- stdout\n\(stdout)"
      + "--- stderr\n\(stderr)"
  }
}

/// Runs the built `larder` executable in a directory with a controlled environment, the way
/// end-to-end tests need it: stdout, stderr and the exit status captured separately.
///
/// ```swift
/// let run = try LarderBinary.run(["check"], in: journal, environment: ["LARDER_FAULT": "x"])
/// #expect(run.status == 0, "\(run)")
/// ```
///
/// The binary is `$LARDER_BINARY` when set, else the `larder` built beside the running test
/// bundle (`swift test` builds it with the tests).
public enum LarderBinary {
  /// The executable under test.
  public static let url: URL = {
    if let explicit = ProcessInfo.processInfo.environment["LARDER_BINARY"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = testExecutable.deletingLastPathComponent()
    // On macOS the test runner sits inside a bundle; walk up to the products directory.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("larder")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return repositoryRoot.appendingPathComponent(".build/debug/larder")
  }()

  /// A throw-away HOME shared by every run in this test process, so no user's git identity,
  /// `~/.gitconfig` or `~/.ssh` leaks into a test.
  public static let home: URL = {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-binary-home-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }()

  /// The environment every run starts from: no colour, 100 columns, the throw-away HOME,
  /// no system git configuration, and nothing of the test runner's own environment but PATH
  /// and libfaketime's variables, so that a suite run under a shifted clock runs `larder`
  /// under the same clock.
  public static var baseEnvironment: [String: String] {
    var environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
      "GIT_CONFIG_NOSYSTEM": "1",
      "NO_COLOR": "1",
      "COLUMNS": "100",
      "LANG": "C.UTF-8",
      "TZ": "UTC",
    ]
    for (name, value) in ProcessInfo.processInfo.environment
    where name == "LD_PRELOAD" || name.hasPrefix("FAKETIME") || name == "NO_FAKE_STAT" {
      environment[name] = value
    }
    return environment
  }

  /// Runs `larder arguments…` in `directory` and waits for it.
  ///
  /// - Parameters:
  ///   - environment: variables added to (or, with an empty value, removed from)
  ///     `baseEnvironment`.
  ///   - input: text for standard input; empty input when nil.
  public static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    input: String? = nil
  ) throws -> LarderRun {
    try start(arguments, in: directory, environment: environment, input: input).finish()
  }

  /// Starts `larder arguments…` in `directory` without waiting, so tests can run several at
  /// once; call `finish()` on the result.
  public static func start(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    input: String? = nil
  ) throws -> LarderProcess {
    try LarderProcess(
      arguments: arguments, directory: directory, environment: environment,
      input: input)
  }
}

/// A running `larder` process whose output goes to temporary files, so any amount of output
/// can be captured without a pipe filling up.
public final class LarderProcess {
  private let process = Process()
  private let arguments: [String]
  private let outputURL: URL
  private let errorURL: URL

  init(
    arguments: [String], directory: URL, environment: [String: String], input: String?
  ) throws {
    self.arguments = arguments
    let scratch = FileManager.default.temporaryDirectory
    let stem = "larder-run-\(UUID().uuidString)"
    outputURL = scratch.appendingPathComponent(stem + ".out")
    errorURL = scratch.appendingPathComponent(stem + ".err")
    for url in [outputURL, errorURL] {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
    var variables = LarderBinary.baseEnvironment
    for (name, value) in environment {
      variables[name] = value.isEmpty ? nil : value
    }
    process.executableURL = LarderBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = variables
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    try inputPipe.fileHandleForWriting.write(contentsOf: Data((input ?? "").utf8))
    try inputPipe.fileHandleForWriting.close()
  }

  /// Kills the process with SIGKILL, as a crash or a power cut would stop it.
  public func kill() {
    _ = Glibc.kill(process.processIdentifier, SIGKILL)
  }

  /// Waits for the process to exit and returns what it printed.
  public func finish() throws -> LarderRun {
    process.waitUntilExit()
    defer {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return LarderRun(
      arguments: arguments, status: status,
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }
}
