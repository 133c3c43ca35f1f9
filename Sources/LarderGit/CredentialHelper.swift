import CLibGit2
import FoundationEssentials
import Glibc
import SystemPackage

/// Asks the user's git credential helpers for a user name and password, by running
/// `git credential fill` as `git push` itself would.
///
/// libgit2 1.5 has no credential helpers. Running git gives every kind a person may have
/// configured (`credential.helper` set to `store`, `cache`, `libsecret`, a `!shell` command,
/// also per URL) with git's own URL matching, and the journal's own configuration through
/// `GIT_DIR`. Prompts are turned off (`GIT_TERMINAL_PROMPT=0`, an empty `GIT_ASKPASS`, and
/// `GCM_INTERACTIVE=never` for Git Credential Manager): with no helper to answer, git fails
/// instead of asking at the terminal. The credential is only read; larder never runs
/// `git credential approve` or `reject`, so it never writes to or erases from a helper's store.
enum CredentialHelper {
  /// What the helpers answered for one URL.
  enum Answer {
    /// A user name and password to offer.
    case credential(user: String, password: String)
    /// Why there is nothing to offer.
    case unavailable(reason: String)
  }

  /// The credential git's helpers hold for `url`, with the configuration of the repository at
  /// `gitDirectory` as well as the global and system ones.
  static func fill(url: String, gitDirectory: String) -> Answer {
    guard !url.contains("\n"), !url.contains("\0") else {
      return .unavailable(reason: "the URL cannot be passed to git")
    }
    let output: [UInt8]
    do {
      output = try run(input: "url=\(url)\n\n", gitDirectory: gitDirectory)
    } catch {
      return .unavailable(reason: error.reason)
    }
    var fields: [Substring: Substring] = [:]
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      fields[line[..<equals]] = line[line.index(after: equals)...]
    }
    guard let password = fields["password"], !password.isEmpty else {
      return .unavailable(reason: "none gave a password for \(url)")
    }
    return .credential(user: String(fields["username"] ?? ""), password: String(password))
  }

  /// Why `git credential fill` gave no answer.
  private struct Failure: Error {
    let reason: String
  }

  /// Runs `git credential fill` with `input` on its standard input and returns its standard
  /// output; its standard error, which only says that no helper answered, is dropped.
  private static func run(input: String, gitDirectory: String) throws(Failure) -> [UInt8] {
    var stdinPipe: [Int32] = [-1, -1]
    var stdoutPipe: [Int32] = [-1, -1]
    guard pipe(&stdinPipe) == 0 else { throw Failure(reason: "no pipe: \(lastError)") }
    guard pipe(&stdoutPipe) == 0 else {
      close(stdinPipe[0])
      close(stdinPipe[1])
      throw Failure(reason: "no pipe: \(lastError)")
    }
    // The request is a few hundred bytes: it fits the pipe's buffer, so writing it before
    // git starts neither blocks nor risks SIGPIPE from a git that exits without reading.
    let written = (try? FileDescriptor(rawValue: stdinPipe[1]).writeAll(input.utf8)) != nil
    close(stdinPipe[1])
    defer { close(stdoutPipe[0]) }
    guard written else {
      close(stdinPipe[0])
      close(stdoutPipe[1])
      throw Failure(reason: "cannot write to git: \(lastError)")
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Without this, git and its helpers would inherit libgit2's socket and both pipes' other
    // ends; a helper's daemon holding the write end would keep `readAll` waiting for minutes.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3)
    let arguments = ["git", "credential", "fill"]
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_DIR"] = gitDirectory
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_ASKPASS"] = ""
    environment["GCM_INTERACTIVE"] = "never"
    var argv = arguments.map { strdup($0) } + [nil]
    var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child = pid_t()
    let spawned = posix_spawnp(&child, "git", &actions, nil, &argv, &envp)
    close(stdinPipe[0])
    close(stdoutPipe[1])
    guard spawned == 0 else {
      throw Failure(
        reason: spawned == ENOENT
          ? "git is not installed" : "cannot run git: \(String(cString: strerror(spawned)))")
    }

    let output = readAll(from: stdoutPipe[0])
    var status: Int32 = 0
    // swift-system has no process API: waitpid is retried on interrupt by hand.
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    // WIFEXITED and WEXITSTATUS are macros Swift cannot import: exited normally with 0.
    guard status == 0 else {
      throw Failure(reason: "none is configured for this URL, or none answered")
    }
    return output
  }

  /// Everything `descriptor` yields until its end (or a read error).
  private static func readAll(from descriptor: Int32) -> [UInt8] {
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = try? chunk.withUnsafeMutableBytes {
        try FileDescriptor(rawValue: descriptor).read(into: $0)
      }
      guard let count, count > 0 else { return output }
      output += chunk[..<count]
    }
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}
