import CLibGit2
import FoundationEssentials

extension Repository {
  /// Adds a remote with the default fetch refspec, or points an existing one at `url`.
  public func addRemote(name: String, url: String) throws {
    var remote: OpaquePointer?
    let result = git_remote_create(&remote, pointer, name, url)
    if result == GIT_EEXISTS.rawValue {
      try GitError.check(
        git_remote_set_url(pointer, name, url), "setting the URL of remote \(name)")
      return
    }
    // Creation checks the name, not the URL, so remote-style error reading does not apply.
    try GitError.check(result, "adding remote \(name)")
    git_remote_free(remote)
  }

  /// Removes the remote named `name`, with its remote-tracking branches; `.notFound` when
  /// there is none.
  public func removeRemote(name: String) throws {
    try GitError.check(git_remote_delete(pointer, name), "removing remote \(name)")
  }

  /// The configured remotes, sorted by name.
  public func remotes() throws -> [Remote] {
    var names = git_strarray()
    try GitError.check(git_remote_list(&names, pointer), "listing remotes")
    defer { git_strarray_dispose(&names) }
    return try (0..<names.count).map { position in
      let name = String(cString: names.strings[position]!)
      var remote: OpaquePointer?
      try GitError.check(git_remote_lookup(&remote, pointer, name), "reading remote \(name)")
      defer { git_remote_free(remote) }
      return Remote(name: name, url: git_remote_url(remote).map { String(cString: $0) } ?? "")
    }.sorted { $0.name < $1.name }
  }

  /// Pushes `refspec` to the remote named `remote`.
  ///
  /// Fails with `.nonFastForward` when the remote has commits this repository lacks,
  /// `.rejected` when the remote refuses the update (a hook, a lock), `.auth`,
  /// `.certificate`, `.unreachable`, `.invalidURL`, or `.notFound` for a local path that
  /// does not exist. Push to bare repositories only: libgit2 refuses non-bare local ones.
  /// With `stall`, a remote silent for longer than its limit ends the process.
  public func push(
    remote: String, refspec: String = "refs/heads/main:refs/heads/main",
    credentials: Credentials = .none, stall: StallLimit? = nil
  ) throws {
    let handle = try lookupRemote(remote)
    defer { git_remote_free(handle) }
    var options = git_push_options()
    try GitError.check(
      git_push_options_init(&options, UInt32(GIT_PUSH_OPTIONS_VERSION)),
      "preparing push options")
    let callbacks = try TransferWatch.watching(stall) { watch in
      let callbacks = RemoteCallbacks(
        credentials: credentials, gitDirectory: gitDirectory, watch: watch)
      callbacks.install(into: &options.callbacks)
      try withExtendedLifetime(callbacks) {
        try withStringArray([refspec]) { refspecs in
          var refspecs = refspecs
          try Self.checkRemote(
            git_remote_push(handle, &refspecs, &options), "pushing to \(remote)", callbacks)
        }
      }
      return callbacks
    }
    if let rejection = callbacks.rejections.first {
      throw GitError(
        .rejected,
        "\(remote) rejected \(rejection.reference): \(rejection.reason)"
          + (callbacks.remoteSaid.map { " (the remote said: \($0))" } ?? ""))
    }
  }

  /// Downloads the remote's branches into `refs/remotes/NAME/*`; the work tree is untouched.
  /// With `stall`, a remote silent for longer than its limit ends the process.
  public func fetch(remote: String, credentials: Credentials = .none, stall: StallLimit? = nil)
    throws
  {
    let handle = try lookupRemote(remote)
    defer { git_remote_free(handle) }
    var options = git_fetch_options()
    try GitError.check(
      git_fetch_options_init(&options, UInt32(GIT_FETCH_OPTIONS_VERSION)),
      "preparing fetch options")
    try TransferWatch.watching(stall) { watch in
      let callbacks = RemoteCallbacks(
        credentials: credentials, gitDirectory: gitDirectory, watch: watch)
      callbacks.install(into: &options.callbacks)
      try withExtendedLifetime(callbacks) {
        try Self.checkRemote(
          git_remote_fetch(handle, nil, &options, nil), "fetching from \(remote)", callbacks)
      }
    }
  }

  /// The remote named `name`, after checking that a local URL exists; free with
  /// `git_remote_free`.
  private func lookupRemote(_ name: String) throws -> OpaquePointer {
    var remote: OpaquePointer?
    try GitError.check(git_remote_lookup(&remote, pointer, name), "finding remote \(name)")
    let url = git_remote_url(remote).map { String(cString: $0) } ?? ""
    if let path = Self.localPath(of: url), !FileManager.default.fileExists(atPath: path) {
      git_remote_free(remote)
      // libgit2 picks the local transport only for paths that exist, so a typo would read
      // "unsupported URL protocol".
      throw GitError(.notFound, "remote \(name): no repository at '\(path)'")
    }
    return remote!
  }

  /// The file-system path a URL names, or `nil` for a network URL.
  static func localPath(of url: String) -> String? {
    if url.hasPrefix("file://") { return String(url.dropFirst("file://".count)) }
    if url.contains("://") { return nil }
    // `host:path` is scp-like SSH syntax unless a slash comes before the colon.
    if let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") { return nil }
    return url
  }

  /// Turns a failed transfer into the most precise error: a callback's own failure first.
  private static func checkRemote(
    _ result: Int32, _ operation: String, _ callbacks: RemoteCallbacks
  ) throws {
    guard result < 0 else { return }
    if let failure = callbacks.failure { throw failure }
    let error = GitError(returnCode: result, operation: operation, context: .remote)
    if error.code == .certificate, let host = callbacks.distrustedHost {
      throw GitError(
        code: .certificate, errorClass: error.errorClass, returnCode: result,
        message: "\(error.message) (\(host)); for SSH, add the server's host key to "
          + "~/.ssh/known_hosts")
    }
    throw error
  }
}
