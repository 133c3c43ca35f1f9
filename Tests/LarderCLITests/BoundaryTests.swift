import Foundation
import LarderTestSupport
import Testing

/// The journal's boundary: writing commands refuse what cannot be right, before they write.
@Suite("Boundaries: newer formats, symbolic links, impossible dates")
struct BoundaryTests {
  @Test("a journal of a newer format is refused by writing commands, and nothing is written")
  func newerFormat() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    try journal.write("larder.yaml", "format: 2\n")
    try journal.git("commit", "-qam", "format 2")
    let run = try journal.larder("add", "thing", "100", "kcal", "--yes")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("the journal is format 2"), "\(run)")
    #expect(!journal.exists("log/2026/11/2026-11-21.yaml"))
    #expect(try journal.subjects().first == "format 2")
    // Reading commands refuse it too: read with this larder's meanings, totals could be wrong.
    for command in [["day", "2026-11-20"], ["week"], ["search", "toast"], ["foods", "list"]] {
      let read = try LarderBinary.run(command + ["--today", LogJournal.today], in: journal.root)
      #expect(read.status == 2 && read.stderr.contains("format 2"), "\(command): \(read)")
    }
    // check reports it rather than refuse, and gc reads no journal file.
    let check = try journal.larder("check")
    #expect(check.status == 1 && check.stdout.contains("[unsupported-format-version]"), "\(check)")
    #expect(try journal.larder("gc").status == 0)
    // A version above this larder's that is not whole is newer too.
    try journal.write("larder.yaml", "format: 3.5\n")
    let add = try journal.larder("add", "thing", "100", "kcal", "--yes")
    #expect(add.status == 2 && add.stderr.contains("format 3.5"), "\(add)")
    // A format that is no version at all is refused by writing commands, and check says why.
    for version in ["0x2", "1e1", "0", "+1"] {
      try journal.write("larder.yaml", "format: \(version)\n")
      let write = try journal.larder("add", "thing", "100", "kcal", "--yes")
      #expect(write.status == 2 && write.stderr.contains("no version"), "\(version): \(write)")
      let check = try journal.larder("check", "larder.yaml")
      #expect(check.stdout.contains("[bad-format-version]"), "\(version): \(check)")
    }
  }

  @Test("a write through a symbolic link inside the journal is refused")
  func symbolicLinks() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let outside = try OutsideFolder()
    defer { outside.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: journal.root.appendingPathComponent("log/2026/12").path,
      withDestinationPath: outside.url.path)
    let run = try journal.larder("add", "apple", "--date", "2026-11-20", "--yes")
    #expect(run.status == 0, "a day outside the link is written: \(run)")
    let linked = try LarderBinary.run(
      ["add", "apple", "--date", "2026-12-01", "--yes", "--today", "2026-12-02"], in: journal.root)
    #expect(linked.status == 2 && linked.stderr.contains("symbolic link"), "\(linked)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
  }

  @Test("a day file that is a symbolic link is not read through, by day as by add")
  func linkedDayFile() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let outside = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-outside-\(UUID().uuidString).yaml")
    try Data("dinner:\n  - apple\n".utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(
      atPath: journal.root.appendingPathComponent("log/2026/11/2026-11-19.yaml").path,
      withDestinationPath: outside.path)
    let day = try journal.larder("day", "2026-11-19")
    #expect(day.status == 2 && day.stderr.contains("symbolic link"), "\(day)")
    #expect(!day.stdout.contains("apple"), "\(day)")
  }

  @Test("a linked folder is not read through: day stops, and week and check do not list its days")
  func linkedFolder() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let outside = try OutsideFolder()
    defer { outside.remove() }
    try Data("dinner:\n  - apple\n  - chiken\n".utf8)
      .write(to: outside.url.appendingPathComponent("2026-10-07.yaml"))
    try FileManager.default.createSymbolicLink(
      atPath: journal.root.appendingPathComponent("log/2026/10").path,
      withDestinationPath: outside.url.path)
    let day = try journal.larder("day", "2026-10-07")
    #expect(day.status == 2 && day.stderr.contains("log/2026/10, a symbolic link"), "\(day)")
    #expect(!day.stdout.contains("apple"), "\(day)")
    let week = try journal.larder("week", "2026-10-07")
    #expect(!week.stdout.contains("apple") && !week.stderr.contains("apple"), "\(week)")
    let check = try journal.larder("check")
    #expect(check.status == 1 && check.stdout.contains("[symbolic-link]"), "\(check)")
    #expect(!check.stdout.contains("unknown-food"), "the linked day is not read: \(check)")
    // Listings leave a linked folder out: searching the whole journal still works.
    let search = try journal.larder("search", "apple")
    #expect(search.status != 2 && !search.stdout.contains("2026-10-07"), "\(search)")
  }

  @Test("a journal reached through a link is read whole: only links inside it are refused")
  func journalReachedThroughALink() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let link = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: journal.root.path)
    defer { try? FileManager.default.removeItem(at: link) }
    let direct = try journal.larder("check")
    let linked = try LarderBinary.run(["-j", link.path, "check"], in: journal.root)
    #expect(linked.status == direct.status, "\(linked)")
    #expect(linked.stdout == direct.stdout, "\(linked)")
  }

  @Test("a linked foods or documents folder is left out of the library and reported by check")
  func linkedLibraryAndDocuments() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let outside = try OutsideFolder(holding: ["foods", "documents"])
    defer { outside.remove() }
    try Data("foods:\n  Zzfood:\n    nutrition: 100 kcal 1p 1c 1f\n    portion: 100 g\n".utf8)
      .write(to: outside.url.appendingPathComponent("foods/mine.yaml"))
    try Data("documents: []\n".utf8)
      .write(to: outside.url.appendingPathComponent("documents/documents.yaml"))
    for folder in ["foods", "documents"] {
      let inside = journal.root.appendingPathComponent(folder)
      try? FileManager.default.removeItem(at: inside)
      try FileManager.default.createSymbolicLink(
        atPath: inside.path, withDestinationPath: outside.url.appendingPathComponent(folder).path)
    }
    let add = try journal.larder("add", "zzfood", "100", "g", "--dry-run")
    #expect(!add.stdout.contains("100 kcal"), "the outside library is not read: \(add)")
    let check = try journal.larder("check")
    #expect(check.status == 1, "\(check)")
    for folder in ["foods", "documents"] {
      #expect(check.stdout.contains("\(folder):") && check.stdout.contains("[symbolic-link]"))
    }
  }

  @Test("dates before 1900 are refused, by add and by body add")
  func ancientDates() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    for arguments in [
      ["add", "apple", "--date", "0001-01-01", "--yes"],
      ["body", "add", "weight", "80", "kg", "--date", "1899-12-31"],
    ] {
      let run = try LarderBinary.run(arguments + ["--today", LogJournal.today], in: journal.root)
      #expect(run.status == 2 && run.stderr.contains("1900 to 9999"), "\(run)")
    }
    #expect(!journal.exists("body/1.yaml") && !journal.exists("body/1899.yaml"))
  }

  @Test("check reports every error of a file, also those under an unknown meal slot")
  func errorsUnderUnknownSlot() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    try journal.write(
      "log/2026/11/2026-11-19.yaml",
      "brekfast:\n  - 25:00 apple 1\n  - 08:00 chiken breast 150 g\n  - 08:05 apple -1\n")
    let run = try journal.larder("check")
    #expect(run.status == 1, "\(run)")
    for id in ["unknown-meal-slot", "bad-time", "unknown-food"] {
      #expect(run.stdout.contains("[\(id)]"), "\(id): \(run)")
    }
    #expect(run.stdout.contains("chiken breast") && run.stdout.contains("apple -1"))
    #expect(run.stdout.contains("✗ 4 errors"), "\(run)")
  }

  @Test("a FIFO or a directory named like a day file is refused at once, never waited on")
  func notAFile() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let fifo = journal.root.appendingPathComponent("log/2026/10/2026-10-07.yaml").path
    try FileManager.default.createDirectory(
      atPath: (fifo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(mkfifo(fifo, 0o644) == 0)
    let day = try journal.larder("day", "2026-10-07")
    #expect(day.status == 2 && day.stderr.contains("a FIFO (named pipe), not a file"), "\(day)")
    let add = try journal.larder("add", "apple", "--date", "2026-10-07", "--yes")
    #expect(add.status == 2 && add.stderr.contains("FIFO"), "\(add)")
    try FileManager.default.createDirectory(
      atPath: journal.root.appendingPathComponent("log/2026/10/2026-10-06.yaml").path,
      withIntermediateDirectories: true)
    let directory = try journal.larder("day", "2026-10-06")
    #expect(directory.status == 2 && directory.stderr.contains("a directory"), "\(directory)")
    let check = try journal.larder("check")
    #expect(check.status == 1, "\(check)")
    for path in ["log/2026/10/2026-10-06.yaml", "log/2026/10/2026-10-07.yaml"] {
      #expect(check.stdout.contains("\(path):1:1: error: "), "\(check)")
    }
    #expect(check.stdout.components(separatedBy: "[not-a-file]").count == 3, "\(check)")
    // Reports of the whole journal leave them out rather than stop.
    for command in [
      ["calendar", "2026-10"], ["energy"], ["nutrients", "--from", "2026-10-01"],
      ["search", "apple"], ["export", "csv"],
    ] {
      let run = try LarderBinary.run(command + ["--today", LogJournal.today], in: journal.root)
      #expect(run.status != 2, "\(command): \(run)")
    }
  }

  @Test("a mistyped day or library file name is a stray-file warning, its name shown safely")
  func mistypedNames() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let names = [
      "log/2026/11/2026-11-22.yml", "log/2026/11/2026-11-23.YAML", "log/2026/11/notes.txt",
      "log/2026/11/2026-11-24.yaml ", "log/2026/11/2026-11-25.yaml\nx", "foods/extra.yml",
    ]
    for name in names { try journal.write(name, "lunch:\n  - 12:00 apple\n") }
    // An editor's backup and autosave are no typos.
    try journal.write("log/2026/11/2026-11-20.yaml~", "lunch:\n")
    try journal.write("log/2026/11/#2026-11-20.yaml#", "lunch:\n")
    let check = try journal.larder("check")
    #expect(check.status == 0, "warnings only: \(check)")
    #expect(check.stdout.components(separatedBy: "[stray-file]").count == names.count + 1)
    #expect(check.stdout.contains("log/2026/11/2026-11-25.yaml?x:1:1: warning"), "\(check)")
  }

  @Test("a FIFO named like a settings file, or a file named log, is an error check reports")
  func wrongTypeAtTheRoot() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    try? FileManager.default.removeItem(at: journal.root.appendingPathComponent("care.yaml"))
    #expect(mkfifo(journal.root.appendingPathComponent("care.yaml").path, 0o644) == 0)
    let fifo = try journal.larder("check")
    #expect(fifo.status == 1 && fifo.stdout.contains("care.yaml:1:1: error: a FIFO"), "\(fifo)")
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent("log"))
    try journal.write("log", "not a folder\n")
    let file = try journal.larder("check")
    #expect(file.status == 1 && file.stdout.contains("[not-a-folder]"), "\(file)")
    let day = try journal.larder("day", "2026-11-20")
    #expect(day.status == 2 && day.stderr.contains("a folder on its path is a file"), "\(day)")
  }

  @Test("a library file dated after 2262, past 64-bit nanoseconds, is read like any other")
  func farFutureFileDate() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    var times = [
      timespec(tv_sec: 9_300_000_000, tv_nsec: 0), timespec(tv_sec: 9_300_000_000, tv_nsec: 0),
    ]
    let path = journal.root.appendingPathComponent("foods/mine.yaml").path
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let add = try journal.larder("add", "apple", "--yes")
    #expect(add.status == 0, "\(add)")
    #expect(try journal.larder("day").status == 0)
  }
}

/// A temporary folder outside the journal, for the journal's links to point at.
private struct OutsideFolder {
  /// The folder's location.
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("larder-outside-\(UUID().uuidString)")

  /// Creates the folder, and inside it each of `subfolders`.
  init(holding subfolders: [String] = []) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for name in subfolders {
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent(name), withIntermediateDirectories: true)
    }
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
