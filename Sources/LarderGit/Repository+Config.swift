import CLibGit2

extension Repository {
  /// The identity `user.name` and `user.email` configure for this repository (local, global
  /// or system configuration), or `nil` when either is missing, so callers can fall back to
  /// their own default.
  public func configuredIdentity() throws -> Identity? {
    var signature: UnsafeMutablePointer<git_signature>?
    let result = git_signature_default(&signature, pointer)
    if result == GIT_ENOTFOUND.rawValue { return nil }
    try GitError.check(result, "reading user.name and user.email")
    defer { git_signature_free(signature) }
    return Identity(
      name: String(cString: signature!.pointee.name),
      email: String(cString: signature!.pointee.email))
  }

  /// The boolean setting `name` (local, global or system configuration), or `fallback` when
  /// it is not set.
  func configFlag(_ name: String, default fallback: Bool) throws -> Bool {
    var config: OpaquePointer?
    try GitError.check(git_repository_config(&config, pointer), "reading the configuration")
    defer { git_config_free(config) }
    var value: Int32 = 0
    let result = git_config_get_bool(&value, config, name)
    if result == GIT_ENOTFOUND.rawValue { return fallback }
    try GitError.check(result, "reading \(name)")
    return value != 0
  }
}

extension Repository {
  /// Sets `name` to `value` in the repository's own configuration (`.git/config`).
  public func setConfig(_ name: String, to value: String) throws {
    var config: OpaquePointer?
    try GitError.check(git_repository_config(&config, pointer), "reading the configuration")
    defer { git_config_free(config) }
    var local: OpaquePointer?
    try GitError.check(
      git_config_open_level(&local, config, GIT_CONFIG_LEVEL_LOCAL), "opening .git/config")
    defer { git_config_free(local) }
    try GitError.check(git_config_set_string(local, name, value), "setting \(name)")
  }

  /// The string setting `name`, or nil when it is not set.
  public func configString(_ name: String) throws -> String? {
    var config: OpaquePointer?
    try GitError.check(git_repository_config(&config, pointer), "reading the configuration")
    defer { git_config_free(config) }
    var buffer = git_buf()
    let result = git_config_get_string_buf(&buffer, config, name)
    if result == GIT_ENOTFOUND.rawValue { return nil }
    try GitError.check(result, "reading \(name)")
    defer { git_buf_dispose(&buffer) }
    return String(cString: buffer.ptr)
  }
}
