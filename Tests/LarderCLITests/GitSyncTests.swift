import Foundation
import LarderTestSupport
import Testing

/// Clones of one journal around a bare remote: the first made by `larder sync`, the others
/// by `larder restore` (whose remote is called `backup`).
struct SyncClones {
  let place: URL
  /// The bare repository's path on this machine.
  let remote: String
  let clones: [E2EJournal]
  /// What `sync` and `restore` need to reach the remote: for ssh, the key and a HOME of
  /// their own whose known_hosts trusts the server.
  let environment: [String: String]

  /// Clones of a bare repository at a local path, or on `server` over ssh.
  init(count: Int, server: SSHServer? = nil) throws {
    place = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-sync-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let url: String
    if let server {
      remote = server.directory + "/remote.git"
      try GitBackupTests.git(["init", "-q", "--bare", "-b", "main", remote], in: place.path)
      url = server.url(remote)
      let home = place.appendingPathComponent("home").path
      try server.writeKnownHosts(trusting: true, home: home)
      environment = ["LARDER_SSH_KEY": server.clientKey, "HOME": home]
    } else {
      remote = place.appendingPathComponent("remote.git").path
      url = remote
      environment = [:]
    }
    let first = try E2EJournal()
    guard try first.larder("remote", "add", "origin", url).status == 0,
      try first.larder("sync", environment: environment).status == 0
    else { throw E2EFailure(description: "could not start the remote") }
    var clones = [first]
    for _ in 1..<count {
      let clone = try E2EJournal(initialized: false)
      let run = try LarderBinary.run(
        ["restore", url, clone.root.path], in: place, environment: environment)
      guard run.status == 0 else { throw E2EFailure(description: "\(run)") }
      clones.append(clone)
    }
    self.clones = clones
  }

  func remove() {
    clones.forEach { $0.remove() }
    try? FileManager.default.removeItem(at: place)
  }

  /// Every tracked file of `clone`, by path.
  static func files(_ clone: E2EJournal) throws -> [String: String] {
    var files: [String: String] = [:]
    for path in try clone.git("ls-files").split(separator: "\n") {
      files[String(path)] = try clone.read(String(path))
    }
    return files
  }

  /// The environment that lets git find `larder merge-file`.
  static var pathWithLarder: [String: String] {
    ["PATH": LarderBinary.url.deletingLastPathComponent().path + ":" + "/usr/bin:/bin"]
  }
}

@Suite("sync, resolve and the merge driver, end to end")
struct GitSyncTests {
  static let day = "log/2026/11/2026-11-20.yaml"

  @Test("two clones that logged the same day end with both days' entries, in time order")
  func bothLogTheSameDay() throws {
    let sync = try SyncClones(count: 2)
    defer { sync.remove() }
    let (a, b) = (sync.clones[0], sync.clones[1])
    try a.write(Self.day, "# Friday 20 November 2026\nlunch:\n  - 12:30 apple 150 g\n")
    #expect(try a.larder("commit").status == 0)
    let added = try b.larder(
      "add", "--yes", "--date", "2026-11-20", "--time", "12:10", "--meal", "lunch",
      "banana 120 g")
    #expect(added.status == 0, "\(added)")

    let first = try a.larder("sync")
    #expect(first.status == 0 && first.stdout.contains("✓ pushed main"), "\(first)")
    let second = try b.larder("sync")
    #expect(second.status == 0, "\(second)")
    #expect(second.stdout.contains("✓ merged backup's changes"), "\(second)")
    #expect(second.stdout.contains("✓ pushed main"))
    let third = try a.larder("sync")
    #expect(third.stdout.contains("✓ brought in origin's changes"), "\(third)")

    let text = try a.read(Self.day)
    let banana = try #require(text.range(of: "12:10 banana 120 g"))
    let apple = try #require(text.range(of: "12:30 apple 150 g"))
    #expect(banana.lowerBound < apple.lowerBound)
    #expect(text.hasPrefix("# Friday 20 November 2026\nlunch:\n"))
    #expect(try SyncClones.files(a) == SyncClones.files(b))
    #expect(try b.git("log", "-1", "--format=%s%n%P").hasPrefix("sync: merge backup\n"))

    // Nothing to do: says so, and no reference moves anywhere.
    let head = try a.git("rev-parse", "HEAD")
    let remoteHead = try GitBackupTests.git(["rev-parse", "main"], in: sync.remote)
    let idle = try a.larder("sync")
    #expect(idle.status == 0)
    #expect(idle.stdout == "already in sync with origin (\(head.prefix(7))); nothing to do\n")
    #expect(try a.git("rev-parse", "HEAD") == head)
    #expect(try GitBackupTests.git(["rev-parse", "main"], in: sync.remote) == remoteHead)
    for clone in [a, b] { try clone.expectCleanAndValid() }
    try GitBackupTests.git(["fsck", "--full", "--strict", "--no-progress"], in: sync.remote)
  }

  @Test("the same entry edited on both sides is a conflict: check shows both, resolve settles")
  func conflictThenResolve() throws {
    let sync = try SyncClones(count: 2)
    defer { sync.remove() }
    let (a, b) = (sync.clones[0], sync.clones[1])
    try a.write(Self.day, "lunch:\n  - 12:30 apple 150 g\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    #expect(try b.larder("sync").status == 0)
    try a.write(Self.day, "lunch:\n  - 12:30 apple 200 g\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    // A hand edit with a comment, on the other clone.
    try b.write(Self.day, "# weighed twice\nlunch:\n  - 12:30 apple 180 g  # big one\n")
    #expect(try b.larder("commit").status == 0)

    let merged = try b.larder("sync")
    #expect(merged.status == 0, "\(merged)")
    #expect(merged.stdout.contains("! a conflict in \(Self.day): both versions are kept"))
    let text = try b.read(Self.day)
    #expect(!text.contains("<<<<<<<"))
    #expect(text.hasPrefix("# weighed twice\nlunch:\n"))
    let check = try b.check()
    #expect(check.status == 1)
    #expect(check.stdout.contains("[merge-conflict]"), "\(check)")
    #expect(check.stdout.contains("\"- 12:30 apple 180 g  # big one\" from "))
    #expect(check.stdout.contains("(this journal), or \"- 12:30 apple 200 g\" from "))
    #expect(check.stdout.contains("(backup)"))

    // The other clone brings the merge in before anyone resolved it, and is told so.
    let broughtIn = try a.json(try a.larder("sync", "--json"))
    #expect(broughtIn["integration"] as? String == "fast-forward", "\(broughtIn)")
    #expect(broughtIn["pushed"] as? Bool == false)
    let conflicts = broughtIn["conflicts"] as? [[String: Any]]
    #expect(conflicts?.first?["path"] as? String == Self.day, "\(broughtIn)")
    #expect(conflicts?.first?["count"] as? Int == 1)
    #expect(try a.larder("sync").stdout.hasPrefix("already in sync with origin"))

    let resolved = try b.larder("resolve", "--keep", "there", "--yes")
    #expect(resolved.status == 0, "\(resolved)")
    #expect(resolved.stdout.contains("settled 1 conflict in \(Self.day), keeping there"))
    #expect(try b.read(Self.day) == "# weighed twice\nlunch:\n  - 12:30 apple 200 g\n")
    #expect(try b.subjects().first == "resolve \(Self.day), keeping there")
    #expect(try b.larder("resolve", "--keep", "here").stdout == "no conflicts to settle\n")
    #expect(
      try b.larder("resolve", "--keep", "here", "--json").stdout
        == "{\n  \"schema_version\" : 1,\n  \"written\" : false\n}\n")
    #expect(try b.larder("sync").status == 0)
    #expect(try a.larder("sync").status == 0)
    #expect(try SyncClones.files(a) == SyncClones.files(b))
    for clone in [a, b] { try clone.expectCleanAndValid() }
  }

  @Test("resolve --keep both over one key is refused, file untouched; --keep there settles it")
  func keepBothOverOneKey() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let path = "body/2026.yaml"
    let conflicted = """
      2026-11-03: weight 84.5 kg
      # larder-conflict: here, from aaaaaaa (this journal)
      2026-11-04: weight 84 kg
      # larder-conflict: there, from bbbbbbb (origin)
      #> 2026-11-04: weight 85 kg
      # larder-conflict: end

      """
    try journal.write(path, conflicted)
    try journal.git("add", "-A")
    try journal.git("commit", "-q", "-m", "a merge left a conflict")
    let both = try journal.larder("resolve", "--keep", "both", "--yes")
    #expect(both.status == 1, "\(both)")
    #expect(
      both.stderr.contains(
        "keeping both versions would write \"2026-11-04\" twice in body/2026.yaml"), "\(both)")
    #expect(both.stderr.contains("larder resolve --keep here"))
    #expect(try journal.read(path) == conflicted)
    #expect(try journal.git("status", "--porcelain").isEmpty)
    let there = try journal.larder("resolve", "--keep", "there", "--yes")
    #expect(there.status == 0, "\(there)")
    #expect(try journal.read(path) == "2026-11-03: weight 84.5 kg\n2026-11-04: weight 85 kg\n")
  }

  @Test("an entry one clone removed and the other changed is kept changed, and sync says so")
  func changedOverRemoval() throws {
    let sync = try SyncClones(count: 2)
    defer { sync.remove() }
    let (a, b) = (sync.clones[0], sync.clones[1])
    try a.write(Self.day, "lunch:\n  - 12:30 apple 150 g\n  - 12:40 tea\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    #expect(try b.larder("sync").status == 0)
    try a.write(Self.day, "lunch:\n  - 12:40 tea\n")
    #expect(try a.larder("commit").status == 0)
    try b.write(Self.day, "lunch:\n  - 12:30 apple 200 g\n  - 12:40 tea\n")
    #expect(try b.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    let merged = try b.larder("sync")
    #expect(merged.status == 0, "\(merged)")
    #expect(
      merged.stdout.contains("note: one device removed an entry of \(Self.day) that the other"),
      "\(merged)")
    #expect(try b.read(Self.day) == "lunch:\n  - 12:30 apple 200 g\n  - 12:40 tea\n")
    #expect(!merged.stdout.contains("conflict"), "\(merged)")
    // The merge commit says so, and the device that removed the entry hears of it as it
    // brings the merge in.
    #expect(
      try b.git("log", "-1", "--format=%B")
        == "sync: merge backup\n\nKept changed over a removal: \(Self.day) (1 entry)\n\n")
    let removedHere = try a.larder("sync")
    #expect(removedHere.stdout.contains("✓ brought in"), "\(removedHere)")
    #expect(
      removedHere.stdout.contains("note: one device removed an entry of \(Self.day)"),
      "\(removedHere)")
    #expect(try a.read(Self.day) == "lunch:\n  - 12:30 apple 200 g\n  - 12:40 tea\n")
  }

  @Test("sync leaves a read-only file as it is, as every writing command does")
  func readOnlyFileStopsTheSync() throws {
    let sync = try SyncClones(count: 2)
    defer { sync.remove() }
    let (a, b) = (sync.clones[0], sync.clones[1])
    try a.write(Self.day, "lunch:\n  - 12:30 apple 150 g\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    try b.write(Self.day, "lunch:\n  - 12:40 pear 100 g\n")
    #expect(try b.larder("commit").status == 0)
    // Brought in by a merge (b), then by a fast-forward (a): refused both times until the
    // file may be written.
    for clone in [b, a] {
      let path = clone.root.appendingPathComponent(Self.day).path
      let before = try clone.read(Self.day)
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
      let head = try clone.git("rev-parse", "HEAD")
      let run = try clone.larder("sync")
      #expect(run.status == 1, "\(run)")
      #expect(run.stderr.contains("\(Self.day) is read-only"), "\(run)")
      #expect(try clone.git("rev-parse", "HEAD") == head)
      #expect(try clone.read(Self.day) == before)
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
      #expect(try clone.larder("sync").status == 0)
    }
    #expect(try SyncClones.files(a) == SyncClones.files(b))
  }

  @Test("resolve refuses a file whose conflict markers do not make whole conflicts")
  func strayMarkerRefused() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let text =
      "lunch:\n  # larder-conflict: here, from a\n  # larder-conflict: here, from a\n"
      + "  - 12:40 bread 100 g\n  # larder-conflict: there, from b\n  #> - 12:40 bread 120 g\n"
      + "  # larder-conflict: end\n  - 12:40 gouda 35 g\n  # larder-conflict: end\n"
    try journal.write(Self.day, text)
    let refused = try journal.larder("resolve", "--keep", "there", "--yes")
    #expect(refused.status == 1, "\(refused)")
    #expect(
      refused.stderr.contains("line 2 of \(Self.day) is a larder-conflict marker of no whole"),
      "\(refused)")
    #expect(try journal.read(Self.day) == text)
    // With no whole conflict left, too; check reports it.
    let unended = "lunch:\n  # larder-conflict: here, from a\n  - 12:40 bread 100 g\n"
    try journal.write(Self.day, unended)
    let alone = try journal.larder("resolve", "--keep", "here", "--yes")
    #expect(alone.status == 1, "\(alone)")
    #expect(try journal.read(Self.day) == unended)
    #expect(try journal.check().stdout.contains("[merge-conflict]"))
  }

  @Test("a hand edit not yet committed in a file the remote changed stops the sync")
  func uncommittedHandEdit() throws {
    let sync = try SyncClones(count: 2)
    defer { sync.remove() }
    let (a, b) = (sync.clones[0], sync.clones[1])
    try a.write(Self.day, "lunch:\n  - 12:30 apple 150 g\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    try b.write(Self.day, "lunch:\n  - 12:40 pear 100 g\n")
    let head = try b.git("rev-parse", "HEAD")

    let run = try b.larder("sync")

    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("commit them with `larder commit` first"), "\(run)")
    #expect(run.stderr.contains("(uncommitted now: \(Self.day))"), "\(run)")
    #expect(try b.git("rev-parse", "HEAD") == head)
    #expect(try b.read(Self.day) == "lunch:\n  - 12:40 pear 100 g\n")
    #expect(try b.larder("commit").status == 0)
    #expect(try b.larder("sync").status == 0)
    #expect(
      try b.read(Self.day) == "lunch:\n  - 12:30 apple 150 g\n  - 12:40 pear 100 g\n")
  }

  @Test("a document replaced on both devices keeps both files; a file deleted on one side goes")
  func documentsAndDeletions() throws {
    let sync = try SyncClones(count: 2)
    defer { sync.remove() }
    let (a, b) = (sync.clones[0], sync.clones[1])
    try a.write("documents/scan.pdf", "%PDF-1.4 first\u{0}")
    try a.write(Self.day, "lunch:\n  - 12:30 apple 150 g\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    #expect(try b.larder("sync").status == 0)
    try a.write("documents/scan.pdf", "%PDF-1.4 from a\u{0}")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    try b.write("documents/scan.pdf", "%PDF-1.4 from b\u{0}")
    try FileManager.default.removeItem(at: b.root.appendingPathComponent(Self.day))
    #expect(try b.larder("commit").status == 0)

    let run = try b.larder("sync")

    #expect(run.status == 0, "\(run)")
    let theirs = try a.git("rev-parse", "--short=7", "HEAD").trimmingCharacters(in: .newlines)
    let beside = "documents/scan.from-\(theirs).pdf"
    #expect(run.stdout.contains("the other's version is kept as \(beside)"), "\(run)")
    #expect(try b.read("documents/scan.pdf") == "%PDF-1.4 from b\u{0}")
    #expect(try b.read(beside) == "%PDF-1.4 from a\u{0}")
    #expect(!b.exists(Self.day))
    #expect(try a.larder("sync").status == 0)
    #expect(try SyncClones.files(a) == SyncClones.files(b))
    #expect(try a.git("status", "--porcelain").isEmpty)
  }

  @Test("hooks install registers the merge driver in a clone made by git itself")
  func hooksInstallRegistersTheDriver() throws {
    let sync = try SyncClones(count: 1)
    defer { sync.remove() }
    let clone = try E2EJournal(initialized: false)
    defer { clone.remove() }
    try GitBackupTests.git(["clone", "-q", sync.remote, clone.root.path], in: sync.place.path)
    #expect(try clone.gitAllowingFailure(["config", "merge.larder.driver"]).status != 0)

    let run = try clone.larder("hooks", "install")

    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("✓ registered larder merge-file as git's merge driver"))
    #expect(try clone.git("config", "merge.larder.driver") == "larder merge-file %O %A %B %P\n")
    #expect(try clone.read(".git/info/attributes").hasSuffix("*.yaml merge=larder\n"))
    #expect(
      try clone.git("check-attr", "merge", "log/2026/11/2026-11-20.yaml")
        == "log/2026/11/2026-11-20.yaml: merge: larder\n")
    let again = try clone.larder("hooks", "install")
    #expect(!again.stdout.contains("registered"), "\(again)")
    #expect(try clone.git("status", "--porcelain").isEmpty)
  }

  @Test("plain git pull merges through larder merge-file: entries kept, no markers")
  func gitPullUsesTheDriver() throws {
    let sync = try SyncClones(count: 2)
    defer { sync.remove() }
    let (a, b) = (sync.clones[0], sync.clones[1])
    #expect(try b.git("config", "merge.larder.driver") == "larder merge-file %O %A %B %P\n")
    #expect(try b.read(".git/info/attributes").contains("*.yaml merge=larder\n"))
    try a.write(Self.day, "lunch:\n  - 12:30 apple 150 g\n  - 13:00 tea 1 cup\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    try b.git("pull", "-q", "--no-rebase", "backup", "main")
    try a.write(Self.day, "lunch:\n  - 12:30 apple 150 g\n  - 12:45 pear 90 g\n  - 13:00 tea\n")
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    try b.write(
      Self.day, "lunch:\n  - 12:20 bread 60 g  # rye\n  - 12:30 apple 150 g\n  - 13:00 tea 2 cups\n"
    )
    #expect(try b.larder("commit").status == 0)

    let pull = try b.gitAllowingFailure(
      ["pull", "--no-rebase", "--no-edit", "backup", "main"],
      environment: SyncClones.pathWithLarder)

    #expect(pull.status == 0, "\(pull.output)")
    #expect(pull.output.contains("a conflict in \(Self.day)"), "\(pull.output)")
    let text = try b.read(Self.day)
    #expect(!text.contains("<<<<<<<"))
    #expect(
      text == """
        lunch:
          - 12:20 bread 60 g  # rye
          - 12:30 apple 150 g
          - 12:45 pear 90 g
          # larder-conflict: here, from ours
          - 13:00 tea 2 cups
          # larder-conflict: there, from theirs
          #> - 13:00 tea
          # larder-conflict: end

        """)
    #expect(try b.larder("resolve", "--keep", "here", "--yes").status == 0)
    #expect(try b.check().status == 0)
    #expect(try b.git("status", "--porcelain").isEmpty)

    // An entry one side removed and the other changed: kept changed, and the driver says so.
    #expect(try b.larder("sync").status == 0)
    #expect(try a.larder("sync").status == 0)
    let agreed = try a.read(Self.day)
    try a.write(Self.day, agreed.replacingOccurrences(of: "  - 12:45 pear 90 g\n", with: ""))
    #expect(try a.larder("commit").status == 0)
    #expect(try a.larder("sync").status == 0)
    try b.write(Self.day, agreed.replacingOccurrences(of: "pear 90 g", with: "pear 120 g"))
    #expect(try b.larder("commit").status == 0)
    let kept = try b.gitAllowingFailure(
      ["pull", "--no-rebase", "--no-edit", "backup", "main"],
      environment: SyncClones.pathWithLarder)
    #expect(kept.status == 0, "\(kept.output)")
    #expect(kept.output.contains("one side removed an entry of \(Self.day)"), "\(kept.output)")
    #expect(try b.read(Self.day).contains("12:45 pear 120 g"))
  }
}
