import Foundation
import LarderTestSupport
import Testing

/// A journal in a temporary directory for the day, score, goals, targets and meals tests:
/// `larder.yaml` with the goals given, plan files only when a test writes them, and a small
/// library of foods whose numbers are easy to add up by hand.
struct DayJournal: ReadsJSONOutput {
  let root: URL

  /// Foods with round numbers per 100 g, so a test can aim at exact totals.
  static let library = """
    foods:
      Rice, cooked:
        nutrition: 100 kcal 2p 20c 1f
        category: Starchy Sides
        portion: 150 g
      Lentils:
        nutrition: 100 kcal 8p 15c 0.5f
        category: Protein Sources
        portion: 120 g
      Apple:
        serving: 1 medium
        nutrition: 95 kcal 0.5p 25c 0.3f
        measures: medium = 182 g
        category: Fruit
        portion: 1 medium
    recipes:
      Lentil stew:
        servings: 2
        ingredients:
          - lentils 240 g
          - rice, cooked 300 g

    """

  /// A journal with `goals` (date → goal text) and, when given, more files by path.
  init(goals: [String: String] = [:], files: [String: String] = [:]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-day-\(UUID().uuidString)", isDirectory: true)
    var settings = "format: 1\nday cutoff: 04:00\n"
    if !goals.isEmpty {
      settings += "goals:\n"
      for date in goals.keys.sorted() { settings += "  \(date): \(goals[date]!)\n" }
    }
    try write("larder.yaml", settings)
    try write("foods/basics.yaml", Self.library)
    for (path, text) in files { try write(path, text) }
  }

  /// Writes a file, creating its directories.
  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Writes the day file of `date` (`2026-11-20`).
  func day(_ date: String, _ text: String) throws {
    try write("log/\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/\(date).yaml", text)
  }

  /// The text of a journal file.
  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Runs the binary in the journal with `--today`.
  func run(_ arguments: [String], today: String = "2026-11-20") throws -> LarderRun {
    try LarderBinary.run(arguments + ["--today", today], in: root)
  }

  /// Standard output parsed as a JSON object.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// Golden files of the rendered day in `Tests/LarderCLITests/Golden/day/`; run with
/// `LARDER_RECORD=1` to write them anew.
enum DayGolden {
  static let directory = repositoryRoot.appendingPathComponent("Tests/LarderCLITests/Golden/day")

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
    #expect(
      text == expected, "golden \(name) differs; LARDER_RECORD=1 re-records it",
      sourceLocation: sourceLocation)
  }

  /// A copy of `example-journal/` in a temporary directory.
  static func exampleJournal() throws -> DayJournal {
    let journal = try DayJournal()
    try FileManager.default.removeItem(at: journal.root)
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("example-journal"), to: journal.root)
    return journal
  }
}
