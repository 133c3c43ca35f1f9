import CLibGit2

/// The once-per-process setup libgit2 needs before any other call.
enum LibGit2 {
  // A global `let` runs its initializer exactly once, lazily and thread-safely; a CLI never
  // needs git_libgit2_shutdown.
  private static let initialized: Bool = git_libgit2_init() > 0

  /// Initialises libgit2 the first time it is called; later calls do nothing.
  static func ensureInitialized() {
    precondition(initialized, "git_libgit2_init failed")
  }
}
