import Foundation
import LarderTestSupport
import Testing

/// End-to-end tests of the commands that write and commit, through the built binary.
@Suite("Writing commands, end to end")
struct GitWriteTests {
  @Test("init creates a journal that checks clean; init again changes nothing")
  func initAndCheck() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let check = try journal.larder("check")
    #expect(check.status == 0, "\(check)")
    #expect(check.stdout.contains("✓ no problems"))
    let again = try journal.larder("init")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("is already a journal with a git repository; nothing changed"))
    #expect(try journal.subjects() == ["init"])
    try journal.expectCleanAndValid()
  }

  @Test("init refuses a directory with other files, with a hint")
  func initRefusesNonEmpty() throws {
    let journal = try E2EJournal(initialized: false)
    defer { journal.remove() }
    try journal.write("notes.txt", "mine\n")
    let run = try journal.larder("init")
    #expect(run.status == 1)
    #expect(run.stderr.contains("is not empty and is not a journal"))
    #expect(run.stderr.contains("hint: Choose a new or empty directory, or pass --force"))
    #expect(!journal.exists("larder.yaml"))
  }

  @Test("commit commits hand edits, refuses errors, and says when nothing changed")
  func commitCommand() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    try journal.write("log/2026/11/2026-11-21.yaml", "lunch:\n  - 12:30 apple 150 g\n")
    let committed = try journal.larder("commit", "--today", "2026-11-21")
    #expect(committed.status == 0, "\(committed)")
    #expect(committed.stdout.hasPrefix("✓ committed "))
    #expect(committed.stdout.hasSuffix(" commit hand edits to 2026-11-21\n"))
    try journal.expectCleanAndValid()

    let nothing = try journal.larder("commit")
    #expect(nothing.status == 0)
    #expect(nothing.stdout == "nothing to commit: no journal file changed since the last commit\n")

    try journal.write("log/2026/11/2026-11-21.yaml", "lunch:\n  - 12:30 aple 150 g\n")
    let refused = try journal.larder("commit", "--today", "2026-11-21")
    #expect(refused.status == 1)
    #expect(refused.stdout.contains("error: unknown food \"aple\" [unknown-food]"))
    #expect(refused.stderr.contains("the journal has errors, so nothing was committed"))
    #expect(try journal.subjects().count == 2)

    let forced = try journal.larder("commit", "--force", "-m", "keep the typo")
    #expect(forced.status == 0, "\(forced)")
    #expect(try journal.subjects().first == "keep the typo")
    try journal.expectCleanAndValid()
  }

  @Test("hooks install makes git commit run larder check; a foreign hook is kept")
  func hooks() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    try journal.write(".git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
    let refused = try journal.larder("hooks", "install")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains(".git/hooks/pre-commit already exists"))
    let installed = try journal.larder("hooks", "install", "--force")
    #expect(installed.status == 0, "\(installed)")
    #expect(installed.stdout.contains("replaced a pre-commit hook"))
    // The hook runs `larder` from PATH: put the binary under test there.
    let path = LarderBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"
    try journal.write("log/2026/11/2026-11-21.yaml", "lunch: [broken]\n")
    try journal.git("add", ".")
    let blocked = try journal.gitAllowingFailure(
      ["commit", "-q", "-m", "hand"], environment: ["PATH": path])
    #expect(blocked.status != 0)
    #expect(blocked.output.contains("[unsupported-flow-collection]"))
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: fine\n")
    try journal.git("add", ".")
    let allowed = try journal.gitAllowingFailure(
      ["commit", "-q", "-m", "hand"], environment: ["PATH": path])
    #expect(allowed.status == 0, "\(allowed.output)")
  }

  @Test("a process killed between write and commit loses nothing; the next command commits it")
  func faultAfterWrite() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let day = "log/2026/11/2026-11-21.yaml"
    try journal.write(day, "notes: one\n")
    #expect(try journal.larder("commit").status == 0)
    try journal.write(day, "notes: two\n")
    try journal.write("units.yaml", try journal.read("units.yaml") + "# two\n")
    #expect(try journal.larder("commit").status == 0)

    let killed = try journal.larder(
      "restore", "--at", "HEAD~1", day, "--yes", environment: ["LARDER_FAULT": "after-write"])
    #expect(killed.status == 3, "\(killed)")
    #expect(try journal.read(day) == "notes: one\n")
    #expect(try journal.git("status", "--porcelain") == " M \(day)\n")
    #expect(try journal.check().status == 0)

    let next = try journal.larder("restore", "--at", "HEAD~1", "units.yaml", "--yes")
    #expect(next.status == 0, "\(next)")
    #expect(
      next.stdout.contains(
        "committed \(day) first, in a commit of its own: a larder command wrote it and was "
          + "interrupted before committing"), "\(next)")
    // The interrupted restore's file in a commit of its own, then this restore's: undo of
    // this one undoes only what it did.
    #expect(
      try journal.git("log", "-1", "--format=%b")
        == "Brings back the state of commit \(try journal.git("rev-parse", "HEAD~3").dropLast())"
        + ": commit hand edits to 2026-11-21\n\n")
    let finished = try journal.git("log", "-1", "--format=%B", "HEAD~1")
    #expect(finished.hasPrefix("restore "), "\(finished)")
    #expect(finished.contains(TortureTests.finishedLater), "\(finished)")
    #expect(try journal.git("show", "HEAD:\(day)") == "notes: one\n")
    #expect(try journal.git("diff", "--name-only", "HEAD~1", "HEAD") == "units.yaml\n")
    let undo = try journal.larder("undo", "--yes")
    #expect(undo.status == 0, "\(undo)")
    #expect(try journal.read(day) == "notes: one\n", "the interrupted restore is not undone")
    try journal.expectCleanAndValid()
  }

  @Test("a command killed after writing some of its files: they are put back, none committed")
  func halfWrittenCommand() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let days = ["2026-11-19", "2026-11-20", "2026-11-21"]
    for date in days {
      let add = try journal.larder(
        "add", "apple", "--date", date, "--time", "18:00", "--yes", "--today", "2026-11-22")
      #expect(add.status == 0, "\(add)")
    }
    // Killed right after its first file is swapped in, before the others are written.
    let killed = try journal.larder(
      "meals", "rename", "Dinner", "Supper", environment: ["LARDER_FAULT": "swapped"])
    #expect(killed.status == 3, "\(killed)")
    let next = try journal.larder(
      "add", "rice", "--date", "2026-11-22", "--time", "08:00", "--yes", "--today", "2026-11-22")
    #expect(next.status == 0, "\(next)")
    #expect(next.stdout.contains("as last committed"), "\(next)")
    for date in days {
      let day = "log/2026/11/\(date).yaml"
      let committed = try journal.git("show", "HEAD:\(day)")
      #expect(committed.contains("dinner:") && !committed.contains("supper:"), "\(day)")
    }
    try journal.expectCleanAndValid()
    #expect(try journal.larder("meals", "rename", "Dinner", "Supper").status == 0)
    #expect(try journal.git("show", "HEAD:log/2026/11/2026-11-20.yaml").contains("supper:"))
    try journal.expectCleanAndValid()
  }

  @Test("larder commit finishes an interrupted command apart from the hand edits")
  func commitFinishesInterruptedApart() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let killed = try journal.larder(
      "add", "rice", "--date", "2026-11-21", "--time", "08:00", "--yes", "--today", "2026-11-22",
      environment: ["LARDER_FAULT": "after-write"])
    #expect(killed.status == 3, "\(killed)")
    let day = "log/2026/11/2026-11-21.yaml"
    // Nothing else to commit: the commit is the interrupted command's, under its message.
    let alone = try journal.larder("commit")
    #expect(alone.status == 0, "\(alone)")
    let finished = try journal.git("log", "-1", "--format=%B")
    #expect(finished.hasPrefix("add 2026-11-21 breakfast: rice"), "\(finished)")
    #expect(finished.contains(TortureTests.finishedLater), "\(finished)")

    let again = try journal.larder(
      "add", "apple", "--date", "2026-11-21", "--time", "18:00", "--yes", "--today", "2026-11-22",
      environment: ["LARDER_FAULT": "after-write"])
    #expect(again.status == 3, "\(again)")
    try journal.write("units.yaml", try journal.read("units.yaml") + "# mine\n")
    let both = try journal.larder("commit")
    #expect(both.status == 0, "\(both)")
    #expect(try journal.git("log", "-1", "--format=%s") == "commit hand edits to units.yaml\n")
    #expect(try journal.git("diff", "--name-only", "HEAD~1", "HEAD") == "units.yaml\n")
    #expect(
      try journal.git("log", "-1", "--format=%s", "HEAD~1").hasPrefix(
        "add 2026-11-21 dinner: apple"))
    try journal.expectCleanAndValid()
  }

  @Test("a read-only day file is left as it is")
  func readOnlyFile() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    func add() throws -> LarderRun {
      try journal.larder(
        "add", "apple", "--date", "2026-11-21", "--time", "08:00", "--yes", "--today", "2026-11-22")
    }
    #expect(try add().status == 0)
    let day = "log/2026/11/2026-11-21.yaml"
    let path = journal.root.appendingPathComponent(day).path
    let before = try journal.read(day)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let refused = try add()
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stderr.contains("\(day) is read-only"), "\(refused)")
    #expect(refused.stderr.contains("chmod u+w"), "\(refused)")
    #expect(try journal.read(day) == before)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    #expect(try add().status == 0)
    try journal.expectCleanAndValid()
  }

  @Test("files put back by a command that then fails are still named")
  func putBackThenRefused() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    for (date, time) in [("2026-11-20", "18:00"), ("2026-11-21", "18:00"), ("2026-11-22", "08:00")]
    {
      let add = try journal.larder(
        "add", "apple", "--date", date, "--time", time, "--yes", "--today", "2026-11-22")
      #expect(add.status == 0, "\(add)")
    }
    let killed = try journal.larder(
      "meals", "rename", "Dinner", "Supper", environment: ["LARDER_FAULT": "swapped"])
    #expect(killed.status == 3, "\(killed)")
    // A day the rename never touches, emptied: the next add is refused after the put-back.
    let emptied = "log/2026/11/2026-11-22.yaml"
    try journal.write(emptied, "")
    let refused = try journal.larder(
      "add", "rice", "--date", "2026-11-22", "--time", "09:00", "--yes", "--today", "2026-11-22")
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.stderr.contains("note: put back log/2026/11/2026-11-20.yaml"), "\(refused)")
    _ = try journal.git("checkout", "--", emptied)
    try journal.expectCleanAndValid()
  }

  @Test("a half-written command's file edited since: no command commits it but larder commit")
  func halfWrittenThenEdited() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    for date in ["2026-11-19", "2026-11-20", "2026-11-21"] {
      let add = try journal.larder(
        "add", "apple", "--date", date, "--time", "18:00", "--yes", "--today", "2026-11-22")
      #expect(add.status == 0, "\(add)")
    }
    let killed = try journal.larder(
      "meals", "rename", "Dinner", "Supper", environment: ["LARDER_FAULT": "swapped"])
    #expect(killed.status == 3, "\(killed)")
    let status = try journal.git("status", "--porcelain")
    let written = try #require(
      status.split(separator: "\n").first { $0.hasPrefix(" M ") }.map { String($0.dropFirst(3)) })
    try journal.write(written, try journal.read(written) + "# checked the label\n")
    let next = try journal.larder(
      "add", "rice", "--date", "2026-11-22", "--time", "08:00", "--yes", "--today", "2026-11-22")
    #expect(next.status == 1, "\(next)")
    #expect(next.stderr.contains("\(written) was edited after a larder command"), "\(next)")
    #expect(next.stderr.contains("larder commit"), "\(next)")
    #expect(try journal.git("status", "--porcelain") == " M \(written)\n", "nothing committed")
    #expect(try journal.subjects().count == 4, "nothing committed")
    #expect(try journal.read(written).hasSuffix("# checked the label\n"))
    // Putting the file back as committed settles it: the next command goes through.
    try journal.git("checkout", "--", written)
    let again = try journal.larder(
      "add", "rice", "--date", "2026-11-22", "--time", "08:00", "--yes", "--today", "2026-11-22")
    #expect(again.status == 0, "\(again)")
    try journal.expectCleanAndValid()
  }

  @Test("a day emptied on disk, or left with only comments: a rename refuses, nothing skipped")
  func renameOverAnEmptiedDay() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    for date in ["2026-11-20", "2026-11-21"] {
      let add = try journal.larder(
        "add", "apple", "--date", date, "--time", "18:00", "--yes", "--today", "2026-11-22")
      #expect(add.status == 0, "\(add)")
    }
    let day = "log/2026/11/2026-11-20.yaml"
    for (bytes, wording) in [("", "is empty"), ("\n  \n# Friday\n", "holds only blank lines")] {
      try journal.write(day, bytes)
      let rename = try journal.larder("meals", "rename", "Dinner", "Supper")
      #expect(rename.status == 1, "\(rename)")
      #expect(rename.stderr.contains("\(day) \(wording)"), "\(rename)")
      #expect(rename.stderr.contains("git checkout -- \(day)"), "\(rename)")
      #expect(try journal.git("show", "HEAD:meals.yaml").contains("Dinner"), "nothing committed")
      #expect(try journal.read(day) == bytes)
    }
    // Kept as it is with larder commit, the rename then goes through.
    #expect(try journal.larder("commit", "--force").status == 0)
    #expect(try journal.larder("meals", "rename", "Dinner", "Supper").status == 0)
    try journal.expectCleanAndValid()
  }

  @Test("a rename killed over an earlier interrupted add: the add's entry survives, committed")
  func halfWrittenOverAnInterruptedWrite() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    for date in ["2026-11-19", "2026-11-20"] {
      let add = try journal.larder(
        "add", "apple", "--date", date, "--time", "18:00", "--yes", "--today", "2026-11-22")
      #expect(add.status == 0, "\(add)")
    }
    // Killed after writing its day, before committing: the banana is on disk only.
    let banana = try journal.larder(
      "add", "banana", "--date", "2026-11-19", "--time", "19:00", "--yes", "--today",
      "2026-11-22", environment: ["LARDER_FAULT": "after-write"])
    #expect(banana.status == 3, "\(banana)")
    // The rename read the day with the banana; putting it back as last committed would lose it.
    let killed = try journal.larder(
      "meals", "rename", "Dinner", "Supper", environment: ["LARDER_FAULT": "swapped"])
    #expect(killed.status == 3, "\(killed)")
    let next = try journal.larder(
      "add", "rice", "--date", "2026-11-22", "--time", "08:00", "--yes", "--today", "2026-11-22")
    #expect(next.status == 0, "\(next)")
    #expect(try journal.read("log/2026/11/2026-11-19.yaml").contains("banana"))
    #expect(try journal.git("show", "HEAD:log/2026/11/2026-11-19.yaml").contains("banana"))
    #expect(try journal.git("status", "--porcelain") == "")
  }

  @Test("git set to filter or convert journal files: larder refuses rather than commit raw bytes")
  func gitConversions() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    // Line ends converted on commit, and files that have none to convert: nothing changes.
    try journal.write(".gitattributes", "*.yaml text eol=crlf\n")
    try journal.git("add", ".gitattributes")
    try journal.git("commit", "-qm", "attributes")
    let add = try journal.larder(
      "add", "apple", "--date", "2026-11-21", "--time", "12:00", "--yes", "--today", "2026-11-22")
    #expect(add.status == 0, "\(add)")
    try journal.expectCleanAndValid()
    // A filter driver, as git-crypt sets: with no command configured git stores the file as
    // it is, and so does larder; with one, larder cannot run it.
    try journal.write(".gitattributes", "*.yaml filter=crypt\n")
    let unconfigured = try journal.larder(
      "add", "pear", "--date", "2026-11-21", "--time", "12:30", "--yes", "--today", "2026-11-22")
    #expect(unconfigured.status == 0, "\(unconfigured)")
    try journal.git("config", "filter.crypt.clean", "rev")
    try journal.git("config", "filter.crypt.smudge", "rev")
    let head = try journal.git("rev-parse", "HEAD")
    let filtered = try journal.larder(
      "add", "rice", "--date", "2026-11-21", "--time", "13:00", "--yes", "--today", "2026-11-22")
    #expect(filtered.status == 2, "\(filtered)")
    #expect(filtered.stderr.contains("the filter \"crypt\""), "\(filtered)")
    #expect(try journal.git("rev-parse", "HEAD") == head, "nothing committed")
    #expect(!(try journal.read("log/2026/11/2026-11-21.yaml")).contains("rice"), "nothing written")
  }

  @Test("undo right after a killed add asks which change to undo; nothing is written")
  func undoAfterAKilledAdd() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let kiwi = try journal.larder(
      "add", "kiwi", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(kiwi.status == 0, "\(kiwi)")
    let killed = try journal.larder(
      "add", "banana", "--date", "2026-11-21", "--time", "12:00", "--yes",
      environment: ["LARDER_FAULT": "after-write"])
    #expect(killed.status == 3, "\(killed)")
    let head = try journal.git("rev-parse", "HEAD")
    let undo = try journal.larder("undo", "--yes")
    #expect(undo.status == 1, "\(undo)")
    #expect(
      undo.stderr.contains(
        "a larder command was interrupted before committing its change to "
          + "log/2026/11/2026-11-21.yaml"), "\(undo)")
    #expect(try journal.git("rev-parse", "HEAD") == head, "nothing committed")
    #expect(try journal.read("log/2026/11/2026-11-20.yaml").contains("kiwi"))
    // Kept with larder commit, the next undo undoes it.
    #expect(try journal.larder("commit").status == 0)
    #expect(try journal.larder("undo", "--yes").status == 0)
    #expect(!journal.exists("log/2026/11/2026-11-21.yaml"), "the banana's new day is undone")
    #expect(try journal.read("log/2026/11/2026-11-20.yaml").contains("kiwi"))
    try journal.expectCleanAndValid()
  }

  @Test("a git lock larder did not make survives the recovery of a killed command")
  func othersGitLockIsKept() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let killed = try journal.larder(
      "add", "apple", "--date", "2026-11-21", "--time", "12:00", "--yes",
      environment: ["LARDER_FAULT": "after-write"])
    #expect(killed.status == 3, "\(killed)")
    // `git commit` waiting for its editor: its index.lock is held, but not open.
    try journal.write(".git/index.lock", "")
    let next = try journal.larder(
      "add", "pear", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(next.status != 0, "\(next)")
    #expect(next.stderr.contains(".git/index.lock exists"), "\(next)")
    #expect(!next.stdout.contains("removed .git/index.lock"), "\(next)")
    #expect(journal.exists(".git/index.lock"))
    // Once git is done, the next command goes through and commits both.
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(".git/index.lock"))
    let after = try journal.larder(
      "add", "pear", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(after.status == 0, "\(after)")
    try journal.expectCleanAndValid()
  }

  @Test("libgit2's temporary files of a killed command are removed, in objects/ itself too")
  func abandonedTemporaryObjects() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let killed = try journal.larder(
      "add", "apple", "--date", "2026-11-21", "--time", "12:00", "--yes",
      environment: ["LARDER_FAULT": "after-write"])
    #expect(killed.status == 3, "\(killed)")
    // What a kill inside libgit2 leaves: a loose object being written (libgit2 writes it in
    // objects/ before moving it to its fan-out directory) and a pack being written.
    let left = [
      ".git/objects/tmp_object_git2_a1b2c3", ".git/objects/pack/pack_git2_d4e5f6",
      ".git/objects/4f/tmp_object_git2_g7h8i9",
    ]
    for path in left { try journal.write(path, "partial") }
    let next = try journal.larder(
      "add", "apple", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(next.status == 0, "\(next)")
    for path in left { #expect(!journal.exists(path), "\(path) left") }
    try journal.expectCleanAndValid()
  }

  @Test("killed while packing after its commit: the next command removes the pack being written")
  func faultWhilePacking() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let killed = try journal.larder(
      "add", "apple", "--date", "2026-11-21", "--time", "12:00", "--yes",
      environment: ["LARDER_FAULT": "packing", "LARDER_GC_THRESHOLD": "1"])
    #expect(killed.status == 3, "\(killed)")
    // What a kill inside libgit2's packing leaves (the commit is made and recorded as done).
    let left = ".git/objects/pack/pack_git2_d4e5f6"
    try journal.write(left, "partial")
    #expect(try journal.git("status", "--porcelain") == "")
    let next = try journal.larder(
      "add", "apple", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(next.status == 0, "\(next)")
    #expect(!journal.exists(left))
    #expect(!journal.exists(".git/larder-committing"))
    try journal.expectCleanAndValid()
  }

  @Test(
    "killed after its commit of hand edits moved the branch: the next command repairs the index")
  func faultAfterHandEditsCommitted() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let day = "log/2026/11/2026-11-21.yaml"
    try journal.write(day, "notes: one\n")
    #expect(try journal.larder("commit").status == 0)
    try journal.write(day, "notes: two\n")
    // add commits the hand edit first, on its own; killed once that commit is made.
    let killed = try journal.larder(
      "add", "apple", "--date", "2026-11-21", "--time", "12:00", "--yes",
      environment: ["LARDER_FAULT": "commit-made"])
    #expect(killed.status == 3, "\(killed)")
    #expect(try journal.git("show", "HEAD:\(day)") == "notes: two\n")
    #expect(try journal.read(day) == "notes: two\n")

    // The next command writes another file; git status must not show the killed commit's
    // stale index entry as a staged change nobody made.
    let next = try journal.larder(
      "add", "apple", "--date", "2026-11-20", "--time", "12:00", "--yes")
    #expect(next.status == 0, "\(next)")
    #expect(try journal.git("status", "--porcelain") == "")
    #expect(!journal.exists(".git/larder-committing"))
    try journal.expectCleanAndValid()
  }

  @Test("twenty pairs of concurrent commits: every change lands, one commit each")
  func concurrentWriters() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    for round in 1...20 {
      try journal.write("log/2026/11/2026-11-\(10 + round % 10).yaml", "notes: \(round) a\n")
      let first = try journal.start("commit", "-m", "round \(round) first")
      try journal.write("foods/round-\(round).yaml", "foods:\n")
      let second = try journal.start("commit", "-m", "round \(round) second")
      let results = try [first.finish(), second.finish()]
      for result in results { #expect(result.status == 0, "\(result)") }
    }
    try journal.expectCleanAndValid()
    let subjects = try journal.subjects()
    // A command that found nothing left to commit makes no commit: at most two per round,
    // and every file is in the history.
    #expect(subjects.count <= 41 && subjects.count >= 21)
    #expect(try journal.git("ls-files", "foods").split(separator: "\n").count == 21)
  }

  @Test("a leftover index.lock, a detached HEAD and another owner are refused, untouched")
  func repositoryFaults() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: hand\n")

    try journal.write(".git/index.lock", "")
    let locked = try journal.larder("commit")
    #expect(locked.status == 2)
    #expect(locked.stderr.contains("git's lock file .git/index.lock exists"))
    #expect(locked.stderr.contains("remove .git/index.lock and run again"))
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(".git/index.lock"))

    try journal.git("checkout", "-q", "--detach", "HEAD")
    let detached = try journal.larder("commit")
    #expect(detached.status == 2)
    #expect(detached.stderr.contains("HEAD is detached at"))
    #expect(detached.stderr.contains("git switch main"))
    try journal.git("switch", "-q", "main")

    if getuid() == 0 {
      try journal.chown(to: 65_534)
      let foreign = try journal.larder("commit")
      try journal.chown(to: 0)
      #expect(foreign.status == 2)
      #expect(foreign.stderr.contains("belongs to another user"))
      #expect(foreign.stderr.contains("safe.directory"))
    }
    #expect(try journal.subjects() == ["init"])
    #expect(try journal.read("log/2026/11/2026-11-21.yaml") == "notes: hand\n")
  }

  @Test("gc packs loose objects, and writes pack on their own past the threshold")
  func housekeeping() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: one\n")
    let auto = try journal.larder("commit", environment: ["LARDER_GC_THRESHOLD": "0"])
    #expect(auto.status == 0, "\(auto)")
    #expect(auto.stdout.contains("note: packed the repository"))
    #expect(try journal.looseObjects() == 0)
    try journal.write("log/2026/11/2026-11-22.yaml", "notes: two\n")
    #expect(try journal.larder("commit").status == 0)
    let gc = try journal.larder("gc")
    #expect(gc.status == 0, "\(gc)")
    #expect(gc.stdout.hasPrefix("✓ packed "))
    #expect(try journal.looseObjects() == 0)
    let json = try journal.larder("gc", "--json")
    #expect(json.stdout.contains("\"loose_before\" : 0"))
    try journal.expectCleanAndValid()
  }
}

/// A journal in a temporary directory, driven through the `larder` binary.
struct E2EJournal: ReadsJSONOutput {
  let root: URL

  init(initialized: Bool = true) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    if initialized {
      let run = try larder("init")
      guard run.status == 0 else { throw E2EFailure(description: "\(run)") }
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  func larder(_ arguments: String..., environment: [String: String] = [:]) throws -> LarderRun {
    try LarderBinary.run(arguments, in: root, environment: environment)
  }

  func start(_ arguments: String...) throws -> LarderProcess {
    try LarderBinary.start(arguments, in: root)
  }

  func check() throws -> LarderRun {
    try larder("check", "--today", "2026-11-22")
  }

  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
    if path.hasPrefix(".git/hooks/") { chmod(url.path, 0o755) }
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let result = try gitAllowingFailure(arguments)
    guard result.status == 0 else {
      throw E2EFailure(description: "git \(arguments.joined(separator: " ")): \(result.output)")
    }
    return result.output
  }

  /// Runs git with the same hermetic environment as the binary, plus a hand identity.
  func gitAllowingFailure(_ arguments: [String], environment: [String: String] = [:]) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments =
      ["-C", root.path, "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid"]
      + arguments
    process.environment = LarderBinary.baseEnvironment.merging(environment) { $1 }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-git-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus,
      String(decoding: try Data(contentsOf: output), as: UTF8.self)
    )
  }

  func subjects() throws -> [String] {
    try git("log", "--format=%s").split(separator: "\n").map(String.init)
  }

  func looseObjects() throws -> Int {
    let counts = try git("count-objects", "-v")
    let line = counts.split(separator: "\n").first { $0.hasPrefix("count: ") } ?? "count: -1"
    return Int(line.dropFirst("count: ".count)) ?? -1
  }

  func chown(to owner: uid_t) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/chown")
    process.arguments = ["-R", "\(owner):\(owner)", root.path]
    try process.run()
    process.waitUntilExit()
  }

  /// Asserts what every command must leave: a clean status and a repository fsck accepts.
  func expectCleanAndValid(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try git("status", "--porcelain") == "", sourceLocation: sourceLocation)
    try git("fsck", "--full", "--strict", "--no-progress")
  }
}

struct E2EFailure: Error, CustomStringConvertible {
  let description: String
}
