import CLibGit2

/// The once-per-process setup libgit2 needs before any other call.
enum LibGit2 {
  // A global `let` runs its initializer exactly once, lazily and thread-safely; a CLI never
  // needs git_libgit2_shutdown.
  private static let initialized: Bool = {
    guard git_libgit2_init() > 0 else { return false }
    // Like the git CLI, trust what the object database reads rather than hash every object
    // again: SHA-1 with collision detection was a third of a file's history walk. Objects
    // written are still hashed, and zlib checks what it inflates.
    return larder_git_set_strict_hash_verification(0) == 0
  }()

  /// Initialises libgit2 the first time it is called; later calls do nothing.
  static func ensureInitialized() {
    precondition(initialized, "git_libgit2_init failed")
  }
}
