import Foundation
import LarderTestSupport
import Testing

/// `larder fmt` reads and formats files on every core; what it reports still comes in path
/// order.
@Suite("larder fmt, end to end")
struct FormatCommandTests {
  static let messy = "lunch:\n-   12:30 soup 1 bowl   =   350 kcal 20p 30c 15f\n"
  static let canonical = "lunch:\n  - 12:30 soup 1 bowl = 350 kcal 20p 30c 15f\n"
  static let broken = "log/2026/10/2026-10-15.yaml"

  /// A journal with twenty day files, every other one not canonical, and one with a tab in
  /// its indentation; returns the paths of the files that are not canonical, in order.
  static func journal() throws -> (E2EJournal, [String]) {
    let journal = try E2EJournal()
    var messyPaths: [String] = []
    for day in 1...20 where day != 15 {
      let path = "log/2026/10/2026-10-\(day < 10 ? "0" : "")\(day).yaml"
      try journal.write(path, day.isMultiple(of: 2) ? canonical : messy)
      if !day.isMultiple(of: 2) { messyPaths.append(path) }
    }
    try journal.write(broken, "lunch:\n\t- soup\n")
    return (journal, messyPaths)
  }

  @Test("fmt --check and --diff report the files that would change in path order")
  func checkAndDiff() throws {
    let (journal, messyPaths) = try Self.journal()
    defer { journal.remove() }
    let check = try journal.larder("fmt", "--check")
    #expect(check.status == 1, "\(check)")
    #expect(check.stdout == messyPaths.map { "would format \($0)\n" }.joined())
    #expect(check.stderr.contains("\(Self.broken): not formatted because of the errors above"))

    let diff = try journal.larder("fmt", "--check", "--diff")
    #expect(diff.status == 1, "\(diff)")
    let headers = diff.stdout.split(separator: "\n").filter { $0.hasPrefix("--- a/") }
    #expect(headers.map(String.init) == messyPaths.map { "--- a/\($0)" })
    #expect(diff.stdout.contains("+  - 12:30 soup 1 bowl = 350 kcal 20p 30c 15f"))
  }

  @Test("check and fmt refuse a named file that is not there (2), as resolve does")
  func missingFile() throws {
    let (journal, _) = try Self.journal()
    defer { journal.remove() }
    let missing = "log/2026/10/2026-10-21.yaml"
    for run in [
      try journal.larder("check", missing), try journal.larder("fmt", "--check", missing),
      try journal.larder("fmt", missing),
    ] {
      #expect(run.status == 2, "\(run)")
      #expect(run.stderr.contains("\(missing)\": there is no such file"), "\(run)")
    }
    // A file that is there is still checked alone.
    #expect(try journal.larder("check", "log/2026/10/2026-10-02.yaml").status == 0)
  }

  @Test("fmt --dry-run shows the diff, writes nothing and exits 0, as every dry run does")
  func dryRun() throws {
    let (journal, messyPaths) = try Self.journal()
    defer { journal.remove() }
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(Self.broken))
    let run = try journal.larder("fmt", "--dry-run")
    #expect(run.status == 0, "\(run)")
    let headers = run.stdout.split(separator: "\n").filter { $0.hasPrefix("--- a/") }
    #expect(headers.map(String.init) == messyPaths.map { "--- a/\($0)" })
    #expect(run.stdout.hasSuffix("Dry run: nothing written.\n"))
    for path in messyPaths {
      #expect(try journal.read(path) == Self.messy)
    }
  }

  @Test("fmt rewrites every file that is not canonical and leaves a broken one alone")
  func format() throws {
    let (journal, messyPaths) = try Self.journal()
    defer { journal.remove() }
    let run = try journal.larder("fmt")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.hasPrefix(messyPaths.map { "formatted \($0)\n" }.joined()))
    for path in messyPaths {
      #expect(try journal.read(path) == Self.canonical)
    }
    #expect(try journal.read(Self.broken) == "lunch:\n\t- soup\n")

    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(Self.broken))
    let again = try journal.larder("fmt", "--check")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.hasSuffix("files already canonical\n"))
  }
}
