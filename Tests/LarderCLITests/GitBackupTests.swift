import Foundation
import LarderTestSupport
import Testing

@Suite("remote, backup and restore, end to end")
struct GitBackupTests {
  @Test("backup creates a bare repository that git clone reads; restore round-trips it")
  func roundTrip() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let place = try E2EJournal(initialized: false)
    defer { place.remove() }
    let backup = place.root.appendingPathComponent("journal.git").path

    let none = try journal.larder("backup")
    #expect(none.status == 1 && none.stderr.contains("no backup remote is configured"))
    #expect(none.stderr.contains("larder remote add backup URL"))

    #expect(try journal.larder("remote", "add", "usb", backup).status == 0)
    #expect(try journal.larder("remote", "list").stdout == "usb  \(backup)\n")
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: backed up\n")
    #expect(try journal.larder("commit").status == 0)

    let pushed = try journal.larder("backup")
    #expect(pushed.status == 0, "\(pushed)")
    #expect(pushed.stdout.contains("in a new repository at \(backup)"))
    #expect(try Self.git(["symbolic-ref", "HEAD"], in: backup) == "refs/heads/main\n")
    try Self.git(["fsck", "--full", "--strict", "--no-progress"], in: backup)

    let clone = place.root.appendingPathComponent("clone").path
    try Self.git(["clone", "-q", backup, clone], in: place.root.path)
    #expect(
      try String(contentsOfFile: clone + "/log/2026/11/2026-11-21.yaml", encoding: .utf8)
        == "notes: backed up\n")

    let restored = place.root.appendingPathComponent("restored")
    let run = try LarderBinary.run(["restore", backup, restored.path], in: place.root)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("✓ restored 6 journal files into \(restored.path)"))
    #expect(try Self.git(["status", "--porcelain"], in: restored.path) == "")
    #expect(
      try Self.git(["log", "--format=%s"], in: restored.path)
        == "commit hand edits to 2026-11-21\ninit\n")
    let check = try LarderBinary.run(["check"], in: restored)
    #expect(check.status == 0, "\(check)")
    #expect(try LarderBinary.run(["remote", "list"], in: restored).stdout == "backup  \(backup)\n")

    let again = try LarderBinary.run(["restore", backup, restored.path], in: place.root)
    #expect(again.status == 1 && again.stderr.contains("already holds files"))
  }

  @Test("remote remove takes a dead remote out of every backup; it asks or needs --yes")
  func removeDeadRemote() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let place = try E2EJournal(initialized: false)
    defer { place.remove() }
    let dead = place.root.appendingPathComponent("gone/journal.git").path
    #expect(try journal.larder("remote", "add", "dead", dead).status == 0)
    #expect(try journal.larder("backup").status == 2)

    let asks = try journal.larder("remote", "remove", "dead")
    #expect(asks.status == 1 && asks.stderr.contains("needs --yes"), "\(asks)")
    let unknown = try journal.larder("remote", "remove", "nope", "--yes")
    #expect(unknown.status == 1 && unknown.stderr.contains("no remote is named \"nope\""))
    let removed = try journal.larder("remote", "remove", "dead", "--yes")
    #expect(removed.status == 0 && removed.stdout.hasPrefix("✓ removed remote dead"), "\(removed)")
    #expect(try journal.larder("remote", "list").stdout.hasPrefix("no remotes"))
  }

  @Test("a refused push is an error with the reason; the journal is untouched")
  func rejectedPush() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let other = try E2EJournal()
    defer { other.remove() }
    try other.write("log/2026/11/2026-11-21.yaml", "notes: elsewhere\n")
    #expect(try other.larder("commit").status == 0)
    let backup = other.root.appendingPathComponent(".git").path
    let bare = other.root.deletingLastPathComponent()
      .appendingPathComponent("larder-e2e-bare-\(UUID().uuidString).git").path
    defer { try? FileManager.default.removeItem(atPath: bare) }
    // A backup that already holds another journal's history: pushing would lose it.
    try Self.git(["clone", "-q", "--bare", backup, bare], in: other.root.path)
    #expect(try journal.larder("remote", "add", "backup", bare).status == 0)
    let head = try journal.git("rev-parse", "HEAD")
    let run = try journal.larder("backup")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("error: backup refused the backup: it has commits this journal"))
    #expect(!run.stdout.contains("✓"))
    #expect(try journal.git("rev-parse", "HEAD") == head)
    #expect(try Self.git(["rev-parse", "main"], in: bare) == other.git("rev-parse", "HEAD"))
    try journal.expectCleanAndValid()
  }

  @Test("an unreachable remote, a typo in a URL and an unknown remote get clear errors")
  func badRemotes() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let typo = try journal.larder("remote", "add", "nas", "sssh://nas.local/journal.git")
    #expect(typo.status == 2 && typo.stderr.contains("\"sssh://\", which is not a kind of remote"))
    let password = try journal.larder("remote", "add", "web", "https://me:secret@x.invalid/j.git")
    #expect(password.status == 2 && password.stderr.contains("holds a user name and password"))
    #expect(!password.stderr.contains("secret"))
    for url in [
      "https://TOKEN@x.invalid/j.git", "https://x.invalid/j.git?access_token=TOKEN",
      "https://alice%3ATOKEN@x.invalid/j.git", "alice:TOKEN@x.invalid:j.git",
    ] {
      let refused = try journal.larder("remote", "add", "web", url)
      #expect(refused.status == 2 && refused.stderr.contains("LARDER_GIT_TOKEN"), "\(refused)")
      #expect(!refused.stderr.contains("TOKEN@") && !refused.stderr.contains("=TOKEN"))
    }
    #expect(try !journal.read(".git/config").contains("secret"))
    #expect(try !journal.read(".git/config").contains("TOKEN"))
    // A credential added behind larder's back is never printed, in text or JSON.
    try journal.git("remote", "add", "hidden", "https://alice:S3cr3t@x.invalid/j.git")
    for run in [
      try journal.larder("remote", "list"), try journal.larder("remote", "list", "--json"),
      try journal.larder("backup", "hidden"), try journal.larder("backup", "hidden", "--json"),
    ] {
      #expect(!run.stdout.contains("S3cr3t") && !run.stderr.contains("S3cr3t"), "\(run)")
    }
    try journal.git("remote", "remove", "hidden")

    #expect(try journal.larder("remote", "add", "gone", "/nonexistent/dir/journal.git").status == 0)
    let gone = try journal.larder("backup", "gone")
    #expect(gone.status == 2, "\(gone)")
    #expect(gone.stderr.contains("cannot reach gone: the folder /nonexistent/dir does not exist"))

    #expect(
      try journal.larder("remote", "add", "closed", "ssh://127.0.0.1:1/journal.git").status == 0)
    let closed = try journal.larder("backup", "closed")
    #expect(closed.status == 2, "\(closed)")
    #expect(closed.stderr.contains("cannot reach closed (ssh://127.0.0.1:1/journal.git)"))

    let unknown = try journal.larder("backup", "nope")
    #expect(unknown.status == 1 && unknown.stderr.contains("Known remotes: closed, gone"))
    try journal.expectCleanAndValid()
  }

  @Test("a remote that never answers: backup ends after the timeout, and add never waits")
  func silentRemote() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    // A listener that never accepts: the kernel completes the connection, nothing answers.
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    try #require(bound)
    let port = UInt16(bigEndian: address.sin_port)
    let url = "http://127.0.0.1:\(port)/journal.git"
    #expect(try journal.larder("remote", "add", "silent", url).status == 0)
    let started = ContinuousClock.now
    let backup = try LarderBinary.start(
      ["backup"], in: journal.root, environment: ["LARDER_NETWORK_TIMEOUT": "2"])
    // The journal is not locked while the push waits.
    let add = try journal.larder("add", "apple", "--yes")
    #expect(add.status == 0, "\(add)")
    #expect(ContinuousClock.now - started < .seconds(2), "add waited for the backup")
    let run = try backup.finish()
    #expect(run.status == 2, "\(run)")
    #expect(
      run.stderr.contains("cannot reach silent (\(url)): it has not answered for 2 s"), "\(run)")
    #expect(ContinuousClock.now - started < .seconds(20))
    try journal.expectCleanAndValid()
  }

  @Test("two backups at once to a new folder take turns; both succeed")
  func backupsTakeTurns() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let place = try E2EJournal(initialized: false)
    defer { place.remove() }
    for round in 0..<3 {
      let folder = place.root.appendingPathComponent("usb\(round).git").path
      #expect(try journal.larder("remote", "add", "usb\(round)", folder).status == 0)
      let first = try LarderBinary.start(["backup", "usb\(round)"], in: journal.root)
      let second = try LarderBinary.start(["backup", "usb\(round)"], in: journal.root)
      let (one, two) = (try first.finish(), try second.finish())
      #expect(one.status == 0 && two.status == 0, "\(one)\(two)")
      #expect(try Self.git(["rev-parse", "main"], in: folder) == journal.git("rev-parse", "HEAD"))
    }
  }

  @Test("restore refuses a journal of a newer format and leaves nothing behind")
  func newerFormat() throws {
    let journal = try E2EJournal()
    defer { journal.remove() }
    let place = try E2EJournal(initialized: false)
    defer { place.remove() }
    let backup = place.root.appendingPathComponent("journal.git").path
    let settings = try journal.read("larder.yaml")
    try journal.write(
      "larder.yaml", settings.replacingOccurrences(of: "format: 1", with: "format: 2"))
    // A newer larder wrote it: this one refuses to commit to it, so git does.
    let refused = try journal.larder("commit", "--force")
    #expect(refused.status == 2 && refused.stderr.contains("format 2"), "\(refused)")
    try journal.git("commit", "-qam", "format 2")
    #expect(try journal.larder("remote", "add", "backup", backup).status == 0)
    #expect(try journal.larder("backup").status == 0)
    let target = place.root.appendingPathComponent("restored")
    let run = try LarderBinary.run(["restore", backup, target.path], in: place.root)
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("the journal is format 2, but this larder reads format 1 at most"))
    #expect(!FileManager.default.fileExists(atPath: target.path))
  }

  @discardableResult
  static func git(_ arguments: [String], in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", directory] + arguments
    process.environment = LarderBinary.baseEnvironment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw E2EFailure(description: "git \(arguments.joined(separator: " ")) failed")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
