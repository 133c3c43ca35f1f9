import CLibGit2

extension Repository {
  /// The identity `user.name` and `user.email` configure for this repository (local, global
  /// or system configuration), or `nil` when either is missing, so callers can fall back to
  /// their own default.
  public func configuredSignature() throws -> Signature? {
    var signature: UnsafeMutablePointer<git_signature>?
    let result = git_signature_default(&signature, pointer)
    if result == GIT_ENOTFOUND.rawValue { return nil }
    try GitError.check(result, "reading user.name and user.email")
    defer { git_signature_free(signature) }
    return Signature(
      name: String(cString: signature!.pointee.name),
      email: String(cString: signature!.pointee.email))
  }
}
