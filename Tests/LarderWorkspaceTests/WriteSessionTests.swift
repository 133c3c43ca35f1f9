import Foundation
import LarderWorkspace
import Testing

@Suite("The write path")
struct WriteSessionTests {
  let day = "log/2026/11/2026-11-21.yaml"

  @Test("commits exactly the files it changed, in one commit")
  func commitsExactlyTheChangedFiles() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("foods/mine.yaml", "foods:\n")  // a hand edit elsewhere, not committed
    let outcome = try journal.workspace.write(message: "add 2026-11-21 lunch: apple 150 g") {
      session throws(WorkspaceError) in
      _ = try session.read(day)
      try session.replace(day, with: Array("lunch:\n  - 12:30 apple 150 g\n".utf8))
    }
    #expect(outcome.files == [day])
    #expect(outcome.handEdits.isEmpty)
    #expect(outcome.commit?.summary == "add 2026-11-21 lunch: apple 150 g")
    #expect(try journal.subjects() == ["add 2026-11-21 lunch: apple 150 g", "init"])
    #expect(try journal.git("show", "--name-only", "--format=", "HEAD") == day + "\n")
    #expect(try journal.git("status", "--porcelain") == "?? foods/mine.yaml\n")
    try journal.git("fsck", "--full", "--strict", "--no-progress")
  }

  @Test("a dry run checks the change and gives its diff, writing and committing nothing")
  func dryRunWritesNothing() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    var workspace = journal.workspace
    workspace.isDryRun = true
    let outcome = try workspace.write(message: "add 2026-11-21 lunch: apple 150 g") {
      session throws(WorkspaceError) in
      try session.replace(day, with: Array("lunch:\n  - 12:30 apple 150 g\n".utf8))
    }
    #expect(outcome.isDryRun)
    #expect(outcome.files == [day])
    #expect(outcome.commit == nil)
    #expect(
      outcome.dryRunDiff
        == "--- /dev/null\n+++ b/\(day)\n@@ -0,0 +1,2 @@\n+lunch:\n+  - 12:30 apple 150 g\n")
    #expect(!journal.exists(day))
    #expect(try journal.subjects() == ["init"])

    let broken = Result { () throws(WorkspaceError) in
      try workspace.write(message: "break") { session throws(WorkspaceError) in
        try session.replace("meals.yaml", with: Array("slots: [\n".utf8))
      }
    }
    guard case .failure(.wouldBreakSyntax) = broken else {
      Issue.record("a dry run of a change that would not parse is refused: \(broken)")
      return
    }
  }

  @Test("an unchanged file is neither written nor committed")
  func noEmptyCommits() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let before = try journal.read("meals.yaml")
    let outcome = try journal.workspace.write(message: "nothing") {
      session throws(WorkspaceError) in
      let meals = try session.read("meals.yaml")
      try session.replace("meals.yaml", with: meals.bytes ?? [])
    }
    #expect(outcome.files.isEmpty)
    #expect(outcome.commit == nil)
    #expect(try journal.subjects() == ["init"])
    #expect(try journal.read("meals.yaml") == before)
  }

  @Test("hand edits in a changed file are committed first, on their own, saying what they are")
  func handEditsAreIncluded() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("units.yaml", try journal.read("units.yaml") + "# my note\n")
    let outcome = try journal.workspace.write(message: "edit units") {
      session throws(WorkspaceError) in
      let units = try session.read("units.yaml")
      try session.replace("units.yaml", with: (units.bytes ?? []) + Array("# larder\n".utf8))
    }
    #expect(outcome.handEdits == ["units.yaml"])
    #expect(
      try journal.subjects().prefix(2) == [
        "edit units", "commit hand edits to units.yaml: +1 −0 lines",
      ])
    #expect(try journal.git("show", "HEAD~1:units.yaml").hasSuffix("# my note\n"))
    #expect(try journal.git("diff", "HEAD~1", "HEAD", "--stat").contains("1 insertion"))
    #expect(try journal.read("units.yaml").hasSuffix("# my note\n# larder\n"))
    try journal.expectCleanAndValid()
  }

  @Test("a change that would add a syntax error is refused and nothing is written")
  func refusesBrokenSyntax() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let before = try journal.read("meals.yaml")
    #expect(throws: WorkspaceError.self) {
      try journal.workspace.write(message: "break") { session throws(WorkspaceError) in
        _ = try session.read("meals.yaml")
        try session.replace("meals.yaml", with: Array("meals:\n\tBreakfast: 04:00-10:00\n".utf8))
      }
    }
    do {
      _ = try journal.workspace.write(message: "break") { session throws(WorkspaceError) in
        try session.replace("meals.yaml", with: Array("meals: [a, b]\n".utf8))
      }
      Issue.record("the write was not refused")
    } catch {
      guard case .wouldBreakSyntax(let path, let line, _, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(path == "meals.yaml" && line == 1)
    }
    #expect(try journal.read("meals.yaml") == before)
    #expect(try journal.subjects() == ["init"])
    try journal.expectCleanAndValid()
  }

  @Test("a file that already had a syntax error can still be changed")
  func keepsExistingErrors() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(day, "lunch: [oops]\n")
    try journal.git("add", day)
    try journal.git(
      "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "commit", "-q", "-m", "hand")
    let outcome = try journal.workspace.write(message: "add a note") {
      session throws(WorkspaceError) in
      let file = try session.read(day)
      try session.replace(day, with: (file.bytes ?? []) + Array("notes: fine\n".utf8))
    }
    #expect(outcome.commit != nil)
  }

  @Test("a file changed on disk after it was read is not overwritten")
  func refusesChangedSinceRead() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let session = try journal.workspace.beginWrite()
    _ = try session.read(day)
    try session.replace(day, with: Array("lunch:\n  - 12:30 apple 150 g\n".utf8))
    try journal.write(day, "dinner:\n  - 19:00 pear 100 g\n")  // an editor saves meanwhile
    #expect(throws: WorkspaceError.changedSinceRead(path: day)) {
      try session.commit(message: "add")
    }
    #expect(try journal.read(day) == "dinner:\n  - 19:00 pear 100 g\n")
    #expect(try journal.subjects() == ["init"])
  }

  @Test("deleting a file commits its removal")
  func deletes() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let outcome = try journal.workspace.write(message: "remove units") {
      session throws(WorkspaceError) in
      try session.delete("units.yaml")
    }
    #expect(outcome.files == ["units.yaml"])
    #expect(!journal.exists("units.yaml"))
    #expect(try journal.git("show", "--name-status", "--format=", "HEAD") == "D\tunits.yaml\n")
    try journal.expectCleanAndValid()
  }

  @Test("--no-commit writes the files and leaves them uncommitted")
  func noCommit() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let outcome = try journal.workspace.write(message: "add", noCommit: true) {
      session throws(WorkspaceError) in
      try session.replace(day, with: Array("lunch:\n  - 12:30 apple 150 g\n".utf8))
    }
    #expect(outcome.commit == nil && outcome.files == [day])
    #expect(try journal.git("status", "--porcelain") == "?? log/\n")
    #expect(try journal.subjects() == ["init"])
  }

  @Test("a journal without git is written, with a notice")
  func withoutGit() throws {
    let journal = try TestJournal(initialized: false)
    defer { journal.remove() }
    try journal.write("larder.yaml", "format: 1\n")
    let outcome = try journal.workspace.write(message: "add") { session throws(WorkspaceError) in
      try session.replace(day, with: Array("lunch:\n  - 12:30 apple 150 g\n".utf8))
    }
    #expect(outcome.commit == nil)
    #expect(outcome.notices.contains { $0.contains("no git repository") })
    #expect(try journal.read(day) == "lunch:\n  - 12:30 apple 150 g\n")
  }

  @Test("a leftover index.lock is refused before anything is written")
  func refusesIndexLock() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(".git/index.lock", "")
    #expect(throws: WorkspaceError.gitLocked(path: ".git/index.lock")) {
      try journal.workspace.write(message: "add") { session throws(WorkspaceError) in
        try session.replace(day, with: Array("lunch:\n".utf8))
      }
    }
    #expect(!journal.exists(day))
  }

  @Test("a file that cannot be written is named, with what to do about a full disk or a folder")
  func cannotWriteSaysWhy() {
    let full = WorkspaceError.cannotWrite(path: "/j/log/2026/11/2026-11-21.yaml", code: ENOSPC)
    #expect(
      full.message == "cannot write \"/j/log/2026/11/2026-11-21.yaml\": No space left on device")
    #expect(full.hint?.hasPrefix("Make room on the disk") == true)
    let denied = WorkspaceError.cannotWrite(path: "/j/log/2026/11/2026-11-21.yaml", code: EACCES)
    #expect(denied.hint?.contains("`ls -ld \"/j/log/2026/11\"`") == true)
    #expect(WorkspaceError.cannotWrite(path: "x.yaml", code: EIO).hint == nil)
  }

  @Test("a detached HEAD is refused before anything is written")
  func refusesDetachedHead() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.git("checkout", "-q", "--detach", "HEAD")
    do {
      _ = try journal.workspace.write(message: "add") { session throws(WorkspaceError) in
        try session.replace(day, with: Array("lunch:\n".utf8))
      }
      Issue.record("the write was not refused")
    } catch {
      guard case .detachedHead = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(error.hint?.contains("git switch main") == true)
    }
    #expect(!journal.exists(day))
  }

  @Test("files an interrupted command wrote are committed by the next one")
  func recoversPendingFiles() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    // What a command killed between writing and committing leaves behind.
    try journal.write(day, "lunch:\n  - 12:30 apple 150 g\n")
    try journal.write(".git/larder-pending", day + "\n")
    let outcome = try journal.workspace.write(message: "edit units") {
      session throws(WorkspaceError) in
      let units = try session.read("units.yaml")
      try session.replace("units.yaml", with: (units.bytes ?? []) + Array("# x\n".utf8))
    }
    #expect(outcome.recovered.isEmpty, "committed on their own, before")
    #expect(outcome.notices.contains { $0.hasPrefix("committed \(day) first") })
    #expect(outcome.handEdits.isEmpty)
    #expect(try journal.git("log", "-1", "--format=%B") == "edit units\n\n")
    #expect(
      try journal.git("log", "-1", "--format=%B", "HEAD~1")
        == "finish a larder command that was interrupted: \(day)\n\n"
        + "Includes \(day), written by an interrupted larder command\n\n")
    #expect(!journal.exists(".git/larder-pending"))
    try journal.expectCleanAndValid()
  }

  @Test("changes staged with git are reported, and committed when the command changes them")
  func stagedChanges() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("units.yaml", try journal.read("units.yaml") + "# staged\n")
    try journal.write("meals.yaml", try journal.read("meals.yaml") + "# staged too\n")
    try journal.git("add", "units.yaml", "meals.yaml")
    let outcome = try journal.workspace.write(message: "edit units") {
      session throws(WorkspaceError) in
      let units = try session.read("units.yaml")
      try session.replace("units.yaml", with: (units.bytes ?? []) + Array("# x\n".utf8))
    }
    #expect(outcome.handEdits == ["units.yaml"])
    #expect(
      outcome.notices == [
        "meals.yaml has changes staged with git but not committed; run `larder commit` to "
          + "commit them"
      ])
    #expect(try journal.git("status", "--porcelain") == "M  meals.yaml\n")
  }

  @Test("the author comes from larder.yaml, else git config, else Larder")
  func author() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    #expect(try journal.git("log", "-1", "--format=%an <%ae>") == "Larder <larder@localhost>\n")
    try journal.git("config", "user.name", "Git Person")
    try journal.git("config", "user.email", "git@example.com")
    _ = try journal.workspace.write(message: "one") { session throws(WorkspaceError) in
      try session.replace("notes.yaml", with: Array("x: 1\n".utf8))
    }
    #expect(try journal.git("log", "-1", "--format=%an <%ae>") == "Git Person <git@example.com>\n")
    _ = try journal.workspace.write(message: "two") { session throws(WorkspaceError) in
      let settings = try session.read("larder.yaml")
      try session.replace(
        "larder.yaml",
        with: (settings.bytes ?? []) + Array("author: Alex Doe <alex@example.com>\n".utf8))
    }
    _ = try journal.workspace.write(message: "three") { session throws(WorkspaceError) in
      try session.replace("notes.yaml", with: Array("x: 2\n".utf8))
    }
    #expect(try journal.git("log", "-1", "--format=%an <%ae>") == "Alex Doe <alex@example.com>\n")
  }

  @Test("paths outside the journal are refused")
  func refusesOutsidePaths() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let session = try journal.workspace.beginWrite()
    for path in ["../escape.yaml", "/etc/passwd", ".git/config", "log//x.yaml", ""] {
      #expect(throws: WorkspaceError.notInJournal(path: path)) {
        try session.replace(path, with: [])
      }
    }
  }
}
