import CLibGit2

/// Process-wide libgit2 settings; each call changes every repository in the process.
public enum GitLibrary {
  /// A configuration level whose files libgit2 looks up in a search path.
  public enum ConfigLevel: Sendable {
    /// `/etc/gitconfig`.
    case system
    /// `$XDG_CONFIG_HOME/git/config`.
    case xdg
    /// `$HOME/.gitconfig`.
    case global

    var rawValue: Int32 {
      switch self {
      case .system: Int32(GIT_CONFIG_LEVEL_SYSTEM.rawValue)
      case .xdg: Int32(GIT_CONFIG_LEVEL_XDG.rawValue)
      case .global: Int32(GIT_CONFIG_LEVEL_GLOBAL.rawValue)
      }
    }
  }

  /// Whether repositories owned by another user are refused (on by default, like `git`).
  public static func ownerValidation() throws -> Bool {
    LibGit2.ensureInitialized()
    var enabled: Int32 = 0
    try GitError.check(larder_git_get_owner_validation(&enabled), "reading owner validation")
    return enabled != 0
  }

  /// Turns the check that refuses repositories owned by another user on or off.
  ///
  /// Only turn it off behind an explicit flag: the `git` CLI refuses the same repositories.
  public static func setOwnerValidation(_ enabled: Bool) throws {
    LibGit2.ensureInitialized()
    try GitError.check(
      larder_git_set_owner_validation(enabled ? 1 : 0), "setting owner validation")
  }

  /// Makes libgit2 fsync objects, refs and reflogs it writes in `.git` (off by default).
  ///
  /// It does not fsync `.git/index` or work-tree files; callers fsync their own files.
  public static func setFsyncGitDirectory(_ enabled: Bool) throws {
    LibGit2.ensureInitialized()
    try GitError.check(larder_git_set_fsync_gitdir(enabled ? 1 : 0), "setting fsync")
  }

  /// The directories searched for the configuration files of `level`.
  public static func searchPath(for level: ConfigLevel) throws -> String {
    LibGit2.ensureInitialized()
    var buffer = git_buf()
    defer { git_buf_dispose(&buffer) }
    try GitError.check(
      larder_git_get_search_path(level.rawValue, &buffer), "reading the config search path")
    return buffer.ptr.map { String(cString: $0) } ?? ""
  }

  /// Replaces the directories searched for the configuration files of `level`.
  ///
  /// `nil` restores the default computed from the environment. SSH's `known_hosts` does not
  /// move with it: libgit2 1.5.1 reads `$HOME/.ssh/known_hosts` at each connection.
  public static func setSearchPath(_ path: String?, for level: ConfigLevel) throws {
    LibGit2.ensureInitialized()
    try GitError.check(
      larder_git_set_search_path(level.rawValue, path), "setting the config search path")
  }

  /// Loads the certificate authorities used for HTTPS from a file, a directory, or both.
  ///
  /// Needed where `/etc/ssl/certs/ca-certificates.crt` is missing: libgit2 then silently
  /// trusts no authority and every HTTPS remote fails its certificate check.
  public static func setCertificateLocations(file: String?, directory: String?) throws {
    LibGit2.ensureInitialized()
    try GitError.check(
      larder_git_set_ssl_cert_locations(file, directory), "loading certificate authorities")
  }
}
