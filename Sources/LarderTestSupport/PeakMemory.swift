import Foundation

extension LarderBinary {
  /// Where `/usr/bin/time` is, if installed (Debian's `time` package; `make test` installs it).
  public static let timeCommand: String? =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

  /// Runs `larder arguments…` under `/usr/bin/time` and returns its exit status and its own
  /// peak resident set in megabytes.
  ///
  /// A child the test process spawns directly inherits the test process's own peak in its
  /// `maxrss` (Linux carries it across `exec` after a vfork-style spawn), so the measurement
  /// needs a small process in between that forks the real child: `time` does exactly that.
  public static func peakMemory(_ arguments: [String]) throws -> (
    status: Int32, megabytes: Double
  )? {
    guard let timeCommand else { return nil }
    let report = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-peak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: timeCommand)
    process.arguments = ["-f", "%M", "-o", report.path, url.path] + arguments
    process.environment = baseEnvironment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: report, encoding: .utf8)
    let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap { Double($0) } ?? 0
    return (process.terminationStatus, kilobytes / 1024)
  }
}
