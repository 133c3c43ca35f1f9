import Foundation
import LarderTestSupport
import Testing

/// Nothing a person writes is lost: an editor saving at each point of `larder add`'s write
/// path, `larder add` and `larder import usda` killed at random moments
/// (`TortureTests+Import.swift`), and eight writers of every kind at once
/// (`TortureTests+Writers.swift`). CI runs a few rounds; `make torture` runs a thousand
/// (`LARDER_TORTURE_ROUNDS`). The seed is printed; `LARDER_SEED` replays it.
@Suite("Torture: editors, kills and the truth of git status", .serialized)
struct TortureTests {
  static let day = "log/2026/11/2026-11-21.yaml"
  static let rounds =
    ProcessInfo.processInfo.environment["LARDER_TORTURE_ROUNDS"].flatMap { Int($0) } ?? 10

  /// The points of the write path where the editor saves (Fault in LarderWorkspace).
  static let points = ["before-write", "temporary-written", "after-write", "after-commit"]

  @Test("an editor saving at any point of add's write path keeps its edit, and git tells the truth")
  func editorAtEachPoint() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let watch = try PauseWatch(journal: journal.root)
    var acknowledged = 0
    var edits: [String] = []
    var refused = 0
    for round in 0..<Self.rounds {
      for point in Self.points {
        let process = try LarderBinary.start(
          ["add", "apple", "--time", "12:00", "--yes", "--today", LogJournal.today],
          in: journal.root, environment: ["LARDER_PAUSE": point])
        let edit = "# hand edit \(round) at \(point)"
        let paused = watch.waitForPause()
        try append(edit + "\n", to: Self.day, in: journal)
        edits.append(edit)
        if paused { watch.resume() }
        let run = try process.finish()
        if run.status == 0 {
          acknowledged += 1
        } else {
          refused += 1
          #expect(run.status == 1 && run.stderr.contains("changed on disk"), "\(point): \(run)")
        }
        try expectTruth(in: journal, acknowledged: acknowledged, edits: edits, context: point)
      }
    }
    print("torture: \(edits.count) forced races, \(acknowledged) adds written, \(refused) refused")
    #expect(try journal.larder("check").status == 0)
  }

  @Test(
    "an editor saving at any point of undo's and redo's write path keeps its edit",
    arguments: ["undo", "redo"])
  func editorDuringUndo(verb: String) throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let watch = try PauseWatch(journal: journal.root)
    var edits: [String] = []
    var (written, refused) = (0, 0)
    for round in 0..<max(Self.rounds / 2, 2) {
      for point in Self.points {
        // The last round's hand edit committed, a change to undo (and, for redo, its undo).
        _ = try journal.larder("commit")
        #expect(try journal.larder("add", "apple", "--time", "13:00", "--yes").status == 0)
        if verb == "redo" { #expect(try journal.larder("undo", "--yes").status == 0) }
        let process = try LarderBinary.start(
          [verb, "--yes"], in: journal.root, environment: ["LARDER_PAUSE": point])
        let edit = "# hand edit \(round) during \(verb) at \(point)"
        let paused = watch.waitForPause()
        try append(edit + "\n", to: Self.day, in: journal)
        edits.append(edit)
        if paused { watch.resume() }
        let run = try process.finish()
        if run.status == 0 {
          written += 1
        } else {
          refused += 1
          #expect(run.status == 1 && run.stderr.contains("changed on disk"), "\(point): \(run)")
        }
        let disk = try journal.read(Self.day)
        for edit in edits { #expect(disk.contains(edit), "\(point): \(edit) was lost") }
        let committed = try? journal.git("show", "HEAD:\(Self.day)")
        let status = try journal.git("status", "--porcelain")
        let expected =
          committed == nil ? "?? \(Self.day)\n" : committed == disk ? "" : " M \(Self.day)\n"
        #expect(status == expected, "\(point): \(status)")
        try expectNoLeftovers(in: journal, context: "\(verb) at \(point)")
      }
    }
    print("torture: \(edits.count) editors racing \(verb), \(written) written, \(refused) refused")
    try journal.git("fsck", "--strict", "--no-progress")
  }

  /// What the message of a command killed before committing says, committed by the next.
  static let finishedLater =
    "\n\nCommitted by a later larder command: this one stopped after writing its files and "
    + "before committing them (it was killed, or its commit failed).\n\nIncludes "

  @Test("undo killed after writing: the next command commits its change and says whose it is")
  func undoKilledAfterWriting() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    #expect(try journal.larder("add", "apple", "--time", "12:00", "--yes").status == 0)
    #expect(try journal.larder("add", "apple", "--time", "13:00", "--yes").status == 0)
    let killed = try LarderBinary.run(
      ["undo", "--yes"], in: journal.root, environment: ["LARDER_FAULT": "after-write"])
    #expect(killed.status == 3, "\(killed)")
    #expect(!(try journal.read(Self.day)).contains("13:00 apple"), "the undo's file is whole")
    let next = try journal.larder("add", "apple", "--time", "14:00", "--yes")
    #expect(next.status == 0, "\(next)")
    // Committed under the undo's own message, saying how.
    let finished = try journal.git("log", "-1", "--format=%B", "HEAD~1")
    #expect(finished.hasPrefix("undo "), "\(finished)")
    #expect(finished.contains(Self.finishedLater), "\(finished)")
    #expect(try journal.git("status", "--porcelain") == "")
    try expectNoLeftovers(in: journal, context: "after the killed undo")
  }

  @Test("killed right after its swap, add leaves an editor's save of that instant in place")
  func killedBetweenSwapAndCompare() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let watch = try PauseWatch(journal: journal.root)
    // The day file exists, so add swaps its new file with it.
    #expect(try journal.larder("add", "apple", "--time", "08:00", "--yes").status == 0)
    for round in 0..<max(Self.rounds / 2, 3) {
      // The editor saves after add read the day and wrote its temporary file; add swaps its
      // file in (the editor's save is now in the temporary file) and dies before comparing.
      let process = try LarderBinary.start(
        ["add", "apple", "--time", "12:00", "--yes", "--today", LogJournal.today],
        in: journal.root,
        environment: ["LARDER_PAUSE": "temporary-written", "LARDER_FAULT": "swapped"])
      let edit = "# saved in the instant of the swap, round \(round)"
      let paused = watch.waitForPause()
      try append(edit + "\n", to: Self.day, in: journal)
      if paused { watch.resume() }
      #expect(try process.finish().status == 3, "round \(round): the fault point was reached")
      let next = try journal.larder("add", "rice", "1", "cup", "--time", "13:00", "--yes")
      #expect(next.status == 0, "round \(round): \(next)")
      #expect(next.stdout.contains("put back \(Self.day)"), "round \(round): \(next)")
      let disk = try journal.read(Self.day)
      #expect(disk.contains(edit), "round \(round): the editor's save was lost")
      #expect(!disk.contains("12:00 apple"), "round \(round): the unconfirmed add stays out")
      #expect(try journal.git("status", "--porcelain") == "", "round \(round)")
      try expectNoLeftovers(in: journal, context: "round \(round)")
    }
    try journal.git("fsck", "--strict", "--no-progress")
    #expect(try journal.larder("check").status == 0)
  }

  @Test("two editor saves around add's swap, in place then by rename: both are kept")
  func twoSavesAroundTheSwap() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let watch = try PauseWatch(journal: journal.root)
    #expect(try journal.larder("add", "apple", "--time", "08:00", "--yes").status == 0)
    // A version kept by an earlier race is there already: the new one takes the next name.
    try journal.write(Self.day + ".kept-by-larder", "# kept before\n")
    let process = try LarderBinary.start(
      ["add", "apple", "--time", "12:00", "--yes", "--today", LogJournal.today],
      in: journal.root, environment: ["LARDER_PAUSE": "swapped"])
    let paused = watch.waitForPause()
    // The editor's first save, in place, lands in the file add has just swapped out.
    let editor = try FileHandle(forWritingTo: try swappedOutDay(in: journal))
    try editor.seekToEnd()
    try editor.write(contentsOf: Data("# first save\n".utf8))
    try editor.close()
    // The second save replaces add's file by rename, before add swaps the first one back.
    let second = try journal.read(Self.day) + "# second save\n"
    let saved = journal.root.appendingPathComponent("log/2026/11/.editor-save")
    try Data(second.utf8).write(to: saved)
    #expect(rename(saved.path, journal.root.appendingPathComponent(Self.day).path) == 0)
    if paused { watch.resume() }
    let add = try process.finish()
    #expect(add.status != 0 && add.stderr.contains("changed twice"), "\(add)")
    #expect(try journal.read(Self.day).contains("# first save"))
    #expect(try journal.read(Self.day + ".kept-by-larder-2") == second, "the second save is kept")
    #expect(try journal.read(Self.day + ".kept-by-larder") == "# kept before\n")
    let check = try journal.larder("check")
    #expect(check.stdout.components(separatedBy: "[kept-by-larder]").count == 3, "\(check)")
  }

  @Test("an editor that opened the day before add's swap and writes after it keeps its save")
  func editorOpenAcrossTheSwap() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let watch = try PauseWatch(journal: journal.root)
    #expect(try journal.larder("add", "apple", "--time", "08:00", "--yes").status == 0)
    let process = try LarderBinary.start(
      ["add", "apple", "--time", "12:00", "--yes", "--today", LogJournal.today],
      in: journal.root, environment: ["LARDER_PAUSE": "swapped"])
    let paused = watch.waitForPause()
    // The editor's file is the one add swapped out; it has not written to it yet.
    let editor = try FileHandle(forWritingTo: try swappedOutDay(in: journal))
    if paused { watch.resume() }
    let add = try process.finish()
    try editor.seekToEnd()
    try editor.write(contentsOf: Data("# saved after the swap\n".utf8))
    try editor.close()
    #expect(add.status == 1 && add.stderr.contains("changed on disk"), "\(add)")
    let disk = try journal.read(Self.day)
    #expect(disk.contains("# saved after the swap") && !disk.contains("12:00 apple"), "\(disk)")
  }

  @Test("add killed at a random moment: the next command recovers with no manual step")
  func killedAdds() throws {
    var random = SplitMix64()
    print("torture: kill -9 rounds with LARDER_SEED=\(random.seed)")
    let journal = try LogJournal()
    defer { journal.remove() }
    var acknowledged = 0
    for round in 0..<Self.rounds * 4 {
      let delay = UInt32.random(in: 0..<80_000, using: &random)
      let process = try LarderBinary.start(
        ["add", "apple", "--time", "12:00", "--yes", "--today", LogJournal.today],
        in: journal.root)
      usleep(delay)
      process.kill()
      let killed = try process.finish()
      if killed.status == 0 { acknowledged += 1 }
      let next = try journal.larder("add", "rice", "1", "cup", "--time", "13:00", "--yes")
      #expect(next.status == 0, "round \(round), killed after \(delay) µs: \(next)")
      if next.status == 0 { acknowledged += 1 }
      let committed = try journal.git("show", "HEAD:\(Self.day)")
      let lines = committed.split(separator: "\n").filter { $0.contains("- 1") }
      #expect(lines.count >= acknowledged, "round \(round): every acknowledged add is committed")
      let status = try journal.git("status", "--porcelain")
      #expect(status == "", "round \(round), killed after \(delay) µs: \(status) \(next)")
      try expectNoLeftovers(in: journal, context: "round \(round)")
    }
    try journal.git("fsck", "--strict", "--no-progress")
    #expect(try journal.larder("check").status == 0)
  }

  @Test("two foods add of one name into two files at once: one wins, the library stays unique")
  func concurrentFoodsAdd() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    for round in 0..<Self.rounds {
      let name = "Dup Food \(round)"
      let runs = try ["foods/a.yaml", "foods/b.yaml"].map { file in
        try LarderBinary.start(
          ["foods", "add", name, "--kcal", "100", "--file", file, "--today", LogJournal.today],
          in: journal.root)
      }.map { try $0.finish() }
      #expect(runs.filter { $0.status == 0 }.count == 1, "round \(round): \(runs)")
      #expect(try journal.git("status", "--porcelain") == "")
    }
    #expect(try journal.larder("check").status == 0)
  }

  @Test("undo compares bytes, not stat data: an edit git was told to trust is kept")
  func undoComparesBytes() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    #expect(try journal.larder("add", "apple", "--time", "12:00", "--yes").status == 0)
    try append("# mine\n", to: Self.day, in: journal)
    // assume-unchanged makes git (and libgit2's safe checkout) trust the index's stat data.
    try journal.git("update-index", "--assume-unchanged", Self.day)
    let refused = try journal.larder("undo", "--yes")
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stderr.contains("would overwrite your uncommitted edits to \(Self.day)"))
    #expect(try journal.read(Self.day).hasSuffix("# mine\n"))
  }

  /// The day file a paused add has swapped out of place (`LARDER_PAUSE=swapped`).
  private func swappedOutDay(in journal: LogJournal) throws -> URL {
    let folder = journal.root.appendingPathComponent("log/2026/11")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .first { $0.hasSuffix(".swap") })
    return folder.appendingPathComponent(name)
  }

  private func append(_ text: String, to path: String, in journal: LogJournal) throws {
    let url = journal.root.appendingPathComponent(path)
    let old = (try? Data(contentsOf: url)) ?? Data()
    try (old + Data(text.utf8)).write(to: url)
  }

  /// Every hand edit is on disk, every acknowledged add is committed and on disk, and `git
  /// status` says the day file is modified exactly when its bytes differ from HEAD's.
  private func expectTruth(
    in journal: LogJournal, acknowledged: Int, edits: [String], context: String
  ) throws {
    let disk = try journal.read(Self.day)
    for edit in edits { #expect(disk.contains(edit), "\(context): \(edit) was lost") }
    let apples = disk.components(separatedBy: "12:00 apple").count - 1
    #expect(apples == acknowledged, "\(context): \(apples) apples on disk")
    let committed = try? journal.git("show", "HEAD:\(Self.day)")
    let status = try journal.git("status", "--porcelain")
    let expected =
      committed == nil ? "?? \(Self.day)\n" : committed == disk ? "" : " M \(Self.day)\n"
    #expect(status == expected, "\(context): git status says \(status)")
    try journal.git("fsck", "--strict", "--no-progress")
    try expectNoLeftovers(in: journal, context: context)
  }

  private func expectNoLeftovers(in journal: LogJournal, context: String) throws {
    let folder = journal.root.appendingPathComponent("log/2026/11").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    #expect(names.allSatisfy { !$0.contains(".larder-") }, "\(context): \(names)")
    let git = try FileManager.default.contentsOfDirectory(
      atPath: journal.root.appendingPathComponent(".git").path)
    #expect(git.allSatisfy { !$0.hasSuffix(".lock") || $0 == "larder.lock" }, "\(context): \(git)")
    #expect(!git.contains("larder-paused"))
    #expect(!git.contains("REVERT_HEAD") && !git.contains("MERGE_MSG"), "\(context): \(git)")
  }
}
