import Foundation
import Glibc
import LarderTestSupport
import Testing

extension TortureTests {
  /// Whether this file system grants leases, by which larder sees an editor that has a file
  /// open for writing; without them only the compare-and-swap guards a write.
  static func grantsLeases(_ url: URL) -> Bool {
    let descriptor = open(url.path, O_RDONLY)
    defer { close(descriptor) }
    // F_SETLEASE and F_UNLCK (fcntl.h, under _GNU_SOURCE, which Swift's Glibc lacks).
    let (setLease, unlock): (Int32, Int32) = (1024, 2)
    guard fcntl(descriptor, setLease, Int32(F_RDLCK)) == 0 else { return false }
    _ = fcntl(descriptor, setLease, unlock)
    return true
  }

  @Test("an editor that truncates a file and then writes its save: add waits, and keeps the save")
  func truncatingEditor() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    #expect(try journal.larder("add", "apple", "--time", "08:00", "--yes").status == 0)
    let url = journal.root.appendingPathComponent(Self.day)
    try #require(Self.grantsLeases(url), "leases are needed to see an editor saving")
    let save = try journal.read(Self.day) + "# the editor's save\n"
    // The editor opens the file to save it, which empties it, and writes a moment later.
    let editor = try FileHandle(forWritingTo: url)
    try editor.truncate(atOffset: 0)
    let add = try LarderBinary.start(
      ["add", "rice", "1", "cup", "--time", "12:00", "--yes", "--today", LogJournal.today],
      in: journal.root)
    usleep(300_000)
    try editor.write(contentsOf: Data(save.utf8))
    try editor.close()
    let run = try add.finish()
    #expect(run.status == 0, "\(run)")
    let disk = try journal.read(Self.day)
    #expect(disk.contains("# the editor's save") && disk.contains("12:00 rice"), "\(disk)")
    #expect(try journal.git("status", "--porcelain") == "")
    let subjects = try journal.subjects()
    #expect(!subjects.contains { $0.contains("+0 −") }, "no emptied file committed: \(subjects)")
  }

  @Test("a program that keeps a file open for writing: add refuses and writes nothing")
  func fileKeptOpenForWriting() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    #expect(try journal.larder("add", "apple", "--time", "08:00", "--yes").status == 0)
    let url = journal.root.appendingPathComponent(Self.day)
    try #require(Self.grantsLeases(url), "leases are needed to see a writer")
    let before = try journal.read(Self.day)
    let writer = try FileHandle(forUpdating: url)
    let run = try journal.larder("add", "rice", "1", "cup", "--time", "12:00", "--yes")
    try writer.seekToEnd()
    try writer.write(contentsOf: Data("# written after add gave up\n".utf8))
    try writer.close()
    #expect(run.status == 1 && run.stderr.contains("open for writing"), "\(run)")
    #expect(try journal.read(Self.day) == before + "# written after add gave up\n")
  }

  @Test("larder commit waits for a program writing a file, and commits no half-saved file")
  func commitWaitsForAWriter() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    #expect(try journal.larder("add", "apple", "--time", "08:00", "--yes").status == 0)
    let url = journal.root.appendingPathComponent(Self.day)
    try #require(Self.grantsLeases(url), "leases are needed to see a writer")
    // An editor that truncated the file and has not written its save yet.
    let writer = try FileHandle(forUpdating: url)
    try writer.truncate(atOffset: 0)
    let run = try journal.larder("commit", "--force")
    #expect(run.status == 1 && run.stderr.contains("open for writing"), "\(run)")
    try writer.write(contentsOf: Data("lunch:\n  - 12:00 pear\n".utf8))
    try writer.close()
    #expect(try journal.subjects().count == 2, "nothing committed")
    let after = try journal.larder("commit", "--force")
    #expect(after.status == 0, "\(after)")
    #expect(try journal.git("show", "HEAD:\(Self.day)") == "lunch:\n  - 12:00 pear\n")
    #expect(try journal.git("status", "--porcelain") == "")
  }

  @Test("a file emptied on disk (a save cut off) is not committed as a hand edit")
  func emptiedFile() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    #expect(try journal.larder("add", "apple", "--time", "08:00", "--yes").status == 0)
    try journal.write(Self.day, "")
    let run = try journal.larder("add", "rice", "1", "cup", "--time", "12:00", "--yes")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("is empty on disk, but its last commit holds"), "\(run)")
    #expect(run.stderr.contains("git checkout -- \(Self.day)"), "\(run)")
    #expect(try journal.read(Self.day) == "")
    // Only a byte-order mark and line breaks, then only a comment: each said as it is.
    for (left, said) in [
      ("\u{FEFF}\n\n", "holds only blank lines on disk"),
      ("\n# to do\n", "holds only blank lines and comments on disk"),
    ] {
      try journal.write(Self.day, left)
      let again = try journal.larder("add", "rice", "1", "cup", "--time", "12:00", "--yes")
      #expect(again.status == 1 && again.stderr.contains(said), "\(again)")
    }
    let subjects = try journal.subjects()
    #expect(subjects.count == 2, "nothing committed: \(subjects)")
    // Every writing command refuses it the same way, exit 1: goals set on larder.yaml too.
    try journal.write("larder.yaml", "")
    let goals = try journal.larder("goals", "set", "--kcal", "2100", "--yes")
    #expect(goals.status == 1, "\(goals)")
    #expect(goals.stderr.contains("larder.yaml is empty on disk"), "\(goals)")
  }
}
