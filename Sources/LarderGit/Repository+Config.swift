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
