import Foundation
import LarderTestSupport
import Testing

@Suite("history, undo and restore --at, end to end")
struct GitHistoryTests {
  let day = "log/2026/11/2026-11-21.yaml"

  @Test("history of a date lists that day's commits, newest first, with --patch and --json")
  func history() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    try journal.write(day, "notes: one\n")
    #expect(try journal.larder("commit", "-m", "first note").status == 0)
    try journal.write("units.yaml", try journal.read("units.yaml") + "# x\n")
    #expect(try journal.larder("commit").status == 0)
    try journal.write(day, "notes: two\n")
    #expect(try journal.larder("commit", "-m", "second note").status == 0)

    let run = try journal.larder("history", "yesterday", "--today", "2026-11-22")
    #expect(run.status == 0, "\(run)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasSuffix("  Larder  second note"))
    #expect(lines[1].hasSuffix("  Larder  first note"))

    let patch = try journal.larder("history", day, "--patch", "--limit", "1")
    #expect(patch.stdout.contains("-notes: one\n+notes: two\n"))
    #expect(!patch.stdout.contains("first note"))

    let json = try journal.larder("history", "--json", "--limit", "2")
    #expect(json.stdout.contains("\"summary\" : \"second note\""))
    #expect(json.stdout.contains("\"summary\" : \"commit hand edits to units.yaml\""))

    let none = try journal.larder("history", "2026-01-01")
    #expect(none.stdout == "no commit touched log/2026/01/2026-01-01.yaml\n")
    let impossible = try journal.larder("history", "2026-13-01")
    #expect(impossible.status == 2 && impossible.stderr.contains("\"2026-13-01\" is not a date"))
    let bad = try journal.larder("history", "--limit", "0")
    #expect(bad.status == 2 && bad.stderr.contains("--limit must be 1 or more"))
  }

  @Test("undo --yes reverts the last commit; undo of a hand-edited file is refused")
  func undo() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    try journal.write(day, "notes: one\n")
    #expect(try journal.larder("commit", "-m", "add a note").status == 0)
    let asks = try journal.larder("undo")
    #expect(asks.status == 1 && asks.stderr.contains("needs --yes"))

    try journal.write(day, "notes: mine\n")
    let refused = try journal.larder("undo", "--yes")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("would overwrite your uncommitted edits to \(day)"))
    #expect(try journal.read(day) == "notes: mine\n")

    try journal.write(day, "notes: one\n")
    let undone = try journal.larder("undo", "--yes")
    #expect(undone.status == 0, "\(undone)")
    #expect(undone.stdout.hasPrefix("✓ undid "))
    #expect(try journal.subjects() == ["undo add a note", "add a note", "init"])
    #expect(!journal.exists(day))
    try journal.expectCleanAndValid()

    let first = try journal.larder("undo", "--yes", "HEAD~2")
    #expect(first.status == 1 && first.stderr.contains("is the journal's first commit"))
    let redone = try journal.larder("redo", "--yes")
    #expect(redone.status == 0 && redone.stdout.contains("committed"), "\(redone)")
    #expect(try journal.read(day) == "notes: one\n")
    let nothing = try journal.larder("redo", "--yes")
    #expect(nothing.status == 1 && nothing.stderr.contains("nothing is left to redo"))
    let unknown = try journal.larder("undo", "--yes", "nonsense")
    #expect(unknown.status == 1 && unknown.stderr.contains("\"nonsense\" names no commit"))
  }

  @Test("restore --at a date brings a day back as it was that day, as a new commit")
  func restoreAtDate() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    try journal.write(day, "notes: as it was\n")
    #expect(try journal.larder("commit").status == 0)
    try journal.write(day, "notes: changed\n")
    #expect(try journal.larder("commit").status == 0)
    let today = String(try journal.git("log", "-1", "--format=%ad", "--date=short").dropLast())
    let run = try journal.larder("restore", "--at", "HEAD~1", day, "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(try journal.read(day) == "notes: as it was\n")
    #expect(try journal.subjects().first?.hasPrefix("restore \(day) as of ") == true)
    let same = try journal.larder("restore", "--at", today, day, "--yes")
    #expect(same.status == 0 && same.stdout.hasPrefix("nothing to restore"))
    let early = try journal.larder("restore", "--at", "2000-01-01", "--yes")
    #expect(early.status == 1 && early.stderr.contains("no commit on or before 2000-01-01"))
    try journal.expectCleanAndValid()
  }

  @Test("restore --at brings back deleted files whose names hold spaces or accents")
  func restoreDeletedNamesGitQuotes() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let names = ["documents/My Scan.pdf", "documents/café.pdf", "documents/plain.pdf"]
    for name in names { try journal.write(name, "%PDF-1.4 \(name)\n") }
    #expect(try journal.larder("commit").status == 0)
    for name in names {
      try FileManager.default.removeItem(at: journal.root.appendingPathComponent(name))
    }
    #expect(try journal.larder("commit").status == 0)
    let one = try journal.larder("restore", "--at", "HEAD~1", "documents/café.pdf", "--yes")
    #expect(one.status == 0 && one.stdout.contains("✓ committed"), "\(one)")
    #expect(try journal.read("documents/café.pdf") == "%PDF-1.4 documents/café.pdf\n")
    let all = try journal.larder("restore", "--at", "HEAD~2", "--yes")
    #expect(all.status == 0, "\(all)")
    for name in names { #expect(try journal.read(name) == "%PDF-1.4 \(name)\n") }
    try journal.expectCleanAndValid()
  }
}
