import CDeferredCertificates
import CLibGit2

/// The once-per-process setup libgit2 needs before any other call.
enum LibGit2 {
  // A global `let` runs its initializer exactly once, lazily and thread-safely; a CLI never
  // needs git_libgit2_shutdown. The system's certificate authorities, which libgit2 would
  // parse here, wait for the first network operation: most commands never make one.
  private static let initialized: Bool = {
    larder_defer_certificates(1)
    defer { larder_defer_certificates(0) }
    guard git_libgit2_init() > 0 else { return false }
    // Like the git CLI, trust what the object database reads rather than hash every object
    // again: SHA-1 with collision detection was a third of a file's history walk. Objects
    // written are still hashed, and zlib checks what it inflates.
    return larder_git_set_strict_hash_verification(0) == 0
  }()

  /// Why loading the deferred certificate authorities failed, or `nil` when it did not.
  private static let certificateFailure: (any Error)? = {
    ensureInitialized()
    let file = larder_deferred_certificate_file()
    let directory = larder_deferred_certificate_directory()
    guard file != nil || directory != nil else { return nil }
    do {
      try GitError.check(
        larder_git_set_ssl_cert_locations(file, directory), "loading certificate authorities")
      return nil
    } catch {
      return error
    }
  }()

  /// Initialises libgit2 the first time it is called; later calls do nothing.
  static func ensureInitialized() {
    precondition(initialized, "git_libgit2_init failed")
  }

  /// Loads the certificate authorities whose loading initialisation deferred, once; every
  /// push and fetch calls it before it connects.
  static func ensureCertificatesLoaded() throws {
    if let certificateFailure { throw certificateFailure }
  }
}
