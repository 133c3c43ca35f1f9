import Foundation

/// The real `git` command, to check what libgit2 wrote.
enum GitCLI {
  struct Failure: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let output: String

    var description: String {
      "git \(arguments.joined(separator: " ")) exited \(status): \(output)"
    }
  }

  /// Runs `git -C directory arguments…` and returns its standard output; throws with the
  /// standard error when it fails.
  @discardableResult
  static func run(_ arguments: [String], in directory: String, input: Data? = nil) throws
    -> String
  {
    let result = try runAllowingFailure(arguments, in: directory, input: input)
    guard result.status == 0 else {
      throw Failure(arguments: arguments, status: result.status, output: result.error)
    }
    return result.output
  }

  /// Runs git and returns its exit status, standard output and standard error.
  static func runAllowingFailure(
    _ arguments: [String], in directory: String, input: Data? = nil
  ) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", directory] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let inputPipe = Pipe()
    if input != nil { process.standardInput = inputPipe }
    try process.run()
    if let input {
      // fast-import streams are small enough (a few hundred KB) to write before reading.
      inputPipe.fileHandleForWriting.write(input)
      try inputPipe.fileHandleForWriting.close()
    }
    // Read before waiting, so a large output cannot fill the pipe and block git.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  /// Commits with a fixed identity, as a user editing the journal by hand would.
  static func commit(_ message: String, in directory: String) throws {
    try run(
      [
        "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "commit", "-q", "-m",
        message,
      ], in: directory)
  }

  /// `git status --porcelain`: empty when the work tree and index match HEAD.
  static func porcelain(_ directory: String) throws -> String {
    try run(["status", "--porcelain"], in: directory)
  }

  /// Runs `git fsck --full --strict`, which throws on any problem.
  static func fsck(_ directory: String) throws {
    try run(["fsck", "--full", "--strict", "--no-progress"], in: directory)
  }
}
