import Foundation

/// A failure of the `git` command line while building the benchmark history.
struct GitHistoryError: Error, CustomStringConvertible {
  let description: String
}

/// Builds the decade journal's git history, one commit per day, by streaming the commits into
/// `git fast-import`: thousands of commits take seconds instead of the minutes of one
/// `git commit` per day.
struct GitHistory {
  /// The journal whose history is written.
  let journal: DecadeJournal
  /// Each day's file text, `nil` for a day without entries.
  let dayTexts: [String?]
  /// The library files, committed with the first day.
  let libraryFiles: [(path: String, text: String)]

  private static let identity = "Bench Person <bench@larder.invalid>"

  /// Creates the repository in `directory`, which already holds the final files, imports the
  /// history and leaves a clean work tree. Returns the number of commits.
  func write(into directory: String) throws -> Int {
    try Self.run(["init", "--quiet", "--initial-branch=main", directory])
    let importer = Process()
    importer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    importer.arguments = ["git", "-C", directory, "fast-import", "--quiet", "--done"]
    importer.environment = Self.environment
    let input = Pipe()
    importer.standardInput = input
    importer.standardOutput = FileHandle.nullDevice
    try importer.run()
    var stream = FastImportStream(handle: input.fileHandleForWriting)
    let commits = try writeCommits(to: &stream)
    stream.append("done\n")
    try stream.flush()
    try input.fileHandleForWriting.close()
    importer.waitUntilExit()
    guard importer.terminationStatus == 0 else {
      throw GitHistoryError(description: "git fast-import failed (\(importer.terminationStatus))")
    }
    // The index is filled from the imported tip; the files on disk are already its tree.
    try Self.run(["-C", directory, "reset", "--quiet"])
    let status = try Self.run(["-C", directory, "status", "--porcelain"])
    guard status.isEmpty else {
      throw GitHistoryError(description: "the work tree differs from the history:\n\(status)")
    }
    return commits
  }

  private func writeCommits(to stream: inout FastImportStream) throws -> Int {
    var bodyTexts: [Int: String] = [:]
    var bodyIndex = journal.bodyLines.startIndex
    let goalDates = Set(journal.goals.map(\.date))
    let meetingDates = Set(journal.meetings.map(\.date))
    for (offset, dayText) in dayTexts.enumerated() {
      let date = DecadeJournal.firstDay.adding(days: offset)
      var files: [(path: String, text: String)] = []
      if offset == 0 {
        files += fixedSettingsFiles + libraryFiles
      }
      if offset == 0 || goalDates.contains(date) {
        files.append(("larder.yaml", journal.settingsFile(through: date)))
      }
      if meetingDates.contains(date) {
        files.append(("care.yaml", journal.careFile(through: date)))
      }
      if let dayText { files.append((date.logPath, dayText)) }
      while bodyIndex < journal.bodyLines.endIndex, journal.bodyLines[bodyIndex].date == date {
        let line = journal.bodyLines[bodyIndex]
        bodyTexts[date.year, default: ""] += "\(date.iso): \(line.text)\n"
        files.append(("body/\(date.year).yaml", bodyTexts[date.year]!))
        bodyIndex += 1
      }
      let count = journal.days[offset]?.entryCount ?? 0
      let entries = count == 0 ? "no entries" : count == 1 ? "1 entry" : "\(count) entries"
      let when = "\(date.epochSeconds(hour: 21)) +0000"
      stream.append(
        """
        commit refs/heads/main
        author \(Self.identity) \(when)
        committer \(Self.identity) \(when)

        """)
      stream.appendData("Log \(date.iso): \(entries)\n")
      for file in files {
        stream.append("M 100644 inline \(file.path)\n")
        stream.appendData(file.text)
      }
      stream.append("\n")
      try stream.flushIfLarge()
    }
    return dayTexts.count
  }

  /// Git without the user's or the system's configuration, so every machine writes the same
  /// objects.
  private static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    return environment
  }

  /// Runs `git` with `arguments` and returns its standard output.
  @discardableResult
  private static func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GitHistoryError(description: "git \(arguments.joined(separator: " ")) failed")
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The buffered command stream of `git fast-import`.
private struct FastImportStream {
  let handle: FileHandle
  private var buffer: [UInt8] = []

  init(handle: FileHandle) {
    self.handle = handle
    buffer.reserveCapacity(1 << 22)
  }

  /// Appends a command line (or lines) as written.
  mutating func append(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  /// Appends `text` as a `data` block: its byte count, then its bytes.
  mutating func appendData(_ text: String) {
    let bytes = text.utf8
    append("data \(bytes.count)\n")
    buffer.append(contentsOf: bytes)
    buffer.append(UInt8(ascii: "\n"))
  }

  /// Hands the buffer to git once it is a few megabytes, so memory stays flat.
  mutating func flushIfLarge() throws {
    if buffer.count >= 1 << 22 { try flush() }
  }

  /// Hands everything buffered to git.
  mutating func flush() throws {
    try handle.write(contentsOf: buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
