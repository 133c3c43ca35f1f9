import ArgumentParser
import Foundation

/// `larder-bench generate DIR`: writes the decade journal, and optionally its ledger twin and
/// its git history.
struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the decade journal of Documentation/Performance.md into a new directory.",
    discussion: """
      Writes one day file per day from 2016-01-01 (about 5 % of days left empty, 16 to 24 \
      entries on the others), a library of 10,000 foods and 40 recipes, body metrics, dated \
      goals and settings, all in Larder's canonical format. The same seed always writes \
      byte-identical files.

      Examples:
        larder-bench generate decade
        larder-bench generate decade --ledger decade.ledger --git
        larder-bench generate one-year --years 1 --seed 7
      """)

  @Argument(help: "The journal directory to write; it must be new or empty.")
  var directory: String

  @Option(help: "Years of daily logs, 365 days each.")
  var years = 10

  @Option(help: "The seed of the generator; the same seed writes the same journal.")
  var seed: UInt64 = 1

  @Option(help: "Also write the entries as a ledger/hledger journal to this file.")
  var ledger: String?

  @Flag(help: "Also create a git history in the directory, one commit per day.")
  var git = false

  func validate() throws {
    guard (1...100).contains(years) else {
      throw ValidationError("--years must be between 1 and 100.")
    }
    let manager = FileManager.default
    if manager.fileExists(atPath: directory),
      !((try? manager.contentsOfDirectory(atPath: directory))?.isEmpty ?? false)
    {
      throw ValidationError("\(directory) exists and is not an empty directory.")
    }
  }

  func run() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let journal = DecadeJournal(dayCount: years * 365, foodCount: 10_000, seed: seed)
    let dayTexts = journal.days.map { $0?.text }
    let libraryFiles = journal.library.files()
    let lastDay = DecadeJournal.firstDay.adding(days: journal.days.count - 1)

    var files = fixedSettingsFiles + libraryFiles
    files.append(("larder.yaml", journal.settingsFile(through: lastDay)))
    if !journal.meetings.isEmpty {
      files.append(("care.yaml", journal.careFile(through: lastDay)))
    }
    for year in Set(journal.bodyLines.map(\.date.year)).sorted() {
      files.append(("body/\(year).yaml", journal.bodyFile(year: year, through: lastDay)))
    }
    for (offset, text) in dayTexts.enumerated() {
      if let text { files.append((DecadeJournal.firstDay.adding(days: offset).logPath, text)) }
    }
    try write(files)

    var summary =
      "Wrote \(grouped(journal.days.count)) days "
      + "(\(grouped(dayTexts.count { $0 != nil })) with entries, "
      + "\(grouped(journal.entryCount)) entries), \(grouped(journal.library.foods.count)) foods, "
      + "\(journal.library.recipes.count) recipes, \(journal.goals.count) goals to \(directory)"
    if let ledger {
      try Data(ledgerJournal(days: journal.days).utf8).write(to: URL(fileURLWithPath: ledger))
      summary += ", a ledger journal to \(ledger)"
    }
    if git {
      let history = GitHistory(journal: journal, dayTexts: dayTexts, libraryFiles: libraryFiles)
      let commits = try history.write(into: directory)
      summary += ", \(grouped(commits)) commits"
    }
    let elapsed = (clock.now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    print("\(summary) in \(canonical(seconds)) s.")
  }

  private func write(_ files: [(path: String, text: String)]) throws {
    let manager = FileManager.default
    let root = URL(fileURLWithPath: directory, isDirectory: true)
    var made = Set<String>()
    for file in files {
      let url = root.appendingPathComponent(file.path)
      let folder = url.deletingLastPathComponent().path
      if made.insert(folder).inserted {
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try Data(file.text.utf8).write(to: url)
    }
  }
}
