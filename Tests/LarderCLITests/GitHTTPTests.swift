import Foundation
import LarderTestSupport
import Testing

/// Backup and restore over git's smart HTTP protocol, with HTTP Basic authentication, against a
/// `GitHTTPServer` on 127.0.0.1, through the binary.
///
/// The remotes are plain `http://`. For `https://` larder and libgit2 take the same path except
/// in the transport, where libgit2 wraps the socket in TLS (mbedTLS) and checks the server's
/// certificate: the token's sources, the credential callback and the reading of the push's
/// report are the same code. TLS itself is not exercised here.
@Suite(
  "backup and restore over http with a token, end to end", .timeLimit(.minutes(2)),
  .enabled(if: GitHTTPServer.isAvailable, "git-http-backend is not installed; it comes with git"))
struct GitHTTPTests {
  /// The token the server accepts, for the user larder offers by default.
  static let token = "larder-test-token-\(UUID().uuidString)"

  @Test("backup pushes main with LARDER_GIT_TOKEN, restore fetches it, and no file keeps it")
  func tokenFromTheEnvironment() throws {
    let server = try GitHTTPServer(user: "larder", token: Self.token)
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let bare = try Self.bareRepository("journal.git", on: server)
    #expect(try journal.larder("remote", "add", "web", server.url("journal.git")).status == 0)
    try journal.write("log/2026/11/2026-11-21.yaml", "notes: over http\n")
    #expect(try journal.larder("commit").status == 0)

    let pushed = try journal.larder("backup", environment: ["LARDER_GIT_TOKEN": Self.token])
    #expect(pushed.status == 0, "\(pushed)\(Self.transcript(server))")
    #expect(pushed.stdout.hasPrefix("✓ backed up main ("))
    #expect(
      try GitBackupTests.git(["--git-dir", bare, "log", "--format=%H %s", "main"], in: bare)
        == journal.git("log", "--format=%H %s", "main"))
    #expect(server.exchanges.contains { $0.target.hasSuffix("/git-receive-pack") })
    #expect(try !journal.read(".git/config").contains(Self.token))
    #expect(Self.files(containing: Self.token, under: journal.root) == [])

    let restored = server.directory.appendingPathComponent("restored")
    let run = try LarderBinary.run(
      ["restore", server.url("journal.git"), restored.path], in: server.directory,
      environment: ["LARDER_GIT_TOKEN": Self.token])
    #expect(run.status == 0, "\(run)\(Self.transcript(server))")
    #expect(
      try String(
        contentsOf: restored.appendingPathComponent("log/2026/11/2026-11-21.yaml"),
        encoding: .utf8) == "notes: over http\n")
    #expect(Self.files(containing: Self.token, under: restored) == [])
    try journal.expectCleanAndValid()
  }

  @Test("a missing or wrong token fails at once with a clear message, never prompts or retries")
  func refusedToken() throws {
    let server = try GitHTTPServer(user: "larder", token: Self.token)
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let bare = try Self.bareRepository("journal.git", on: server)
    #expect(try journal.larder("remote", "add", "web", server.url("journal.git")).status == 0)
    // A program git would run to ask for the password; larder must never prompt.
    let askpass = server.directory.appendingPathComponent("askpass")
    let asked = server.directory.appendingPathComponent("asked")
    try Data("#!/bin/sh\ntouch '\(asked.path)'\necho '\(Self.token)'\n".utf8).write(to: askpass)
    chmod(askpass.path, 0o755)
    let prompts = ["GIT_ASKPASS": askpass.path, "SSH_ASKPASS": askpass.path]
    /// Runs `larder backup` and expects it to fail after one request per credential offered.
    func backup(_ environment: [String: String], offering credentials: Int) throws -> LarderRun {
      let before = server.exchanges.count
      let run = try journal.larder("backup", environment: environment)
      #expect(run.status == 2, "\(run)\(Self.transcript(server))")
      #expect(run.stderr.contains("error: web did not accept the credentials"))
      #expect(run.stderr.contains("LARDER_GIT_TOKEN or configure a git credential helper"))
      #expect(server.exchanges.count - before == 1 + credentials, "\(server.exchanges)")
      return run
    }

    let missing = try backup(prompts, offering: 0)
    #expect(missing.stderr.contains("no credential was offered"))
    #expect(missing.stderr.contains("skipped git credential helpers"))

    let wrongToken = "not-the-token"
    let wrong = try backup(
      prompts.merging(["LARDER_GIT_TOKEN": wrongToken]) { $1 }, offering: 1)
    #expect(wrong.stderr.contains("tried password for larder"))
    #expect(!wrong.stderr.contains(wrongToken) && !wrong.stdout.contains(wrongToken))

    let wrongUser = try backup(
      ["LARDER_GIT_TOKEN": Self.token, "LARDER_GIT_USER": "mallory"], offering: 1)
    #expect(wrongUser.stderr.contains("tried password for mallory"))
    #expect(!wrongUser.stderr.contains(Self.token))

    #expect(!FileManager.default.fileExists(atPath: asked.path))
    #expect(server.exchanges.allSatisfy { !$0.authenticated }, "\(server.exchanges)")
    #expect(throws: (any Error).self) {
      try GitBackupTests.git(["--git-dir", bare, "rev-parse", "--verify", "main"], in: bare)
    }
    try journal.expectCleanAndValid()
  }

  @Test("a push the server's pre-receive hook refuses is an error, never a success")
  func hookRejection() throws {
    let server = try GitHTTPServer(user: "larder", token: Self.token)
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let bare = try Self.bareRepository("journal.git", on: server)
    try server.rejectPushes(to: "journal.git", reason: "backups are frozen")
    #expect(try journal.larder("remote", "add", "web", server.url("journal.git")).status == 0)
    let head = try journal.git("rev-parse", "HEAD")

    let run = try journal.larder("backup", environment: ["LARDER_GIT_TOKEN": Self.token])
    #expect(run.status == 1, "\(run)\(Self.transcript(server))")
    #expect(run.stderr.contains("error: web refused the backup"))
    #expect(run.stderr.contains("pre-receive hook declined"))
    #expect(run.stderr.contains("the remote said: backups are frozen"), "\(run)")
    #expect(!run.stdout.contains("✓"))
    let json = try journal.larder(
      "backup", "--json", environment: ["LARDER_GIT_TOKEN": Self.token])
    #expect(json.status == 1, "\(json)")
    #expect(json.stdout.contains("\"ok\" : false"))
    #expect(try journal.git("rev-parse", "HEAD") == head)
    #expect(throws: (any Error).self) {
      try GitBackupTests.git(["--git-dir", bare, "rev-parse", "--verify", "main"], in: bare)
    }
  }

  @Test("without LARDER_GIT_TOKEN, a git credential helper in the global config gives it")
  func globalCredentialHelper() throws {
    let server = try GitHTTPServer(user: "larder", token: Self.token)
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let bare = try Self.bareRepository("journal.git", on: server)
    #expect(try journal.larder("remote", "add", "web", server.url("journal.git")).status == 0)
    let home = server.directory.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let descriptors = server.directory.appendingPathComponent("helper-descriptors")
    /// Makes the scratch HOME's helper answer with `password`, listing what it inherited.
    func configureHelper(password: String) throws {
      let helper =
        "!f() { ls -l /proc/$$/fd > '\(descriptors.path)'; test \"$1\" = get || return; "
        + "echo username=larder; echo password=\(password); }; f"
      try GitBackupTests.git(
        [
          "config", "--file", home.appendingPathComponent(".gitconfig").path,
          "credential.helper", helper,
        ],
        in: home.path)
    }
    let scratchHome = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
    ]

    try configureHelper(password: "not-the-token")
    let refused = try journal.larder("backup", environment: scratchHome)
    #expect(refused.status == 2, "\(refused)\(Self.transcript(server))")
    #expect(refused.stderr.contains("tried password for larder from a git credential helper"))

    try configureHelper(password: Self.token)
    let run = try journal.larder("backup", environment: scratchHome)
    #expect(run.status == 0, "\(run)\(Self.transcript(server))")
    #expect(
      try GitBackupTests.git(["--git-dir", bare, "rev-parse", "main"], in: bare)
        == journal.git("rev-parse", "HEAD"))
    #expect(Self.files(containing: Self.token, under: journal.root) == [])
    // Not even libgit2's connection to the server reaches git or its helpers.
    #expect(try !String(contentsOf: descriptors, encoding: .utf8).contains("socket:"))
  }

  @Test("a helper in the journal's config answers after a refused token and is never written")
  func journalCredentialHelper() throws {
    let server = try GitHTTPServer(user: "larder", token: Self.token)
    defer { server.stop() }
    let journal = try E2EJournal()
    defer { journal.remove() }
    let bare = try Self.bareRepository("journal.git", on: server)
    #expect(try journal.larder("remote", "add", "web", server.url("journal.git")).status == 0)
    // git's own `store` helper, reading a file outside the journal.
    let store = server.directory.appendingPathComponent("git-credentials")
    let stored = "http://larder:\(Self.token)@127.0.0.1:\(server.port)\n"
    try Data(stored.utf8).write(to: store)
    try journal.git("config", "credential.helper", "store --file=\(store.path)")

    let wrongToken = try journal.larder(
      "backup", environment: ["LARDER_GIT_TOKEN": "not-the-token"])
    #expect(wrongToken.status == 0, "\(wrongToken)\(Self.transcript(server))")
    #expect(
      try GitBackupTests.git(["--git-dir", bare, "rev-parse", "main"], in: bare)
        == journal.git("rev-parse", "HEAD"))
    // `git credential approve` would rewrite the line (with the port's colon as %3a), and
    // `reject` would erase it.
    #expect(try String(contentsOf: store, encoding: .utf8) == stored)
    #expect(Self.files(containing: Self.token, under: journal.root) == [])
  }

  /// Creates a bare repository on `main` that `server` serves as `name`; returns its path.
  static func bareRepository(_ name: String, on server: GitHTTPServer) throws -> String {
    let path = server.repositoryPath(name)
    try GitBackupTests.git(["init", "-q", "--bare", "-b", "main", path], in: server.directory.path)
    return path
  }

  /// The files under `root` (`.git` included) whose bytes contain `secret`, relative to it.
  static func files(containing secret: String, under root: URL) -> [String] {
    let needle = Data(secret.utf8)
    let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return paths.filter { relative in
      let data = FileManager.default.contents(
        atPath: root.appendingPathComponent(relative).path)
      return data?.range(of: needle) != nil
    }.sorted()
  }

  /// What the server saw, for failure messages.
  static func transcript(_ server: GitHTTPServer) -> String {
    "--- requests\n" + server.exchanges.map(\.description).joined(separator: "\n")
      + "\n--- git-http-backend\n" + server.backendLog
  }
}
