import CLibGit2

extension Signature {
  /// A libgit2 signature the caller frees with `git_signature_free`.
  func makeSignature() throws -> UnsafeMutablePointer<git_signature> {
    var signature: UnsafeMutablePointer<git_signature>?
    try GitError.check(
      git_signature_new(
        &signature, name, email, git_time_t(date.timeIntervalSince1970.rounded(.down)),
        Int32(utcOffsetMinutes)),
      "making the signature of \(name) <\(email)>")
    return signature!
  }
}
