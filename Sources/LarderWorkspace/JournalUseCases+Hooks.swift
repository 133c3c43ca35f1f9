import FoundationEssentials
import Glibc

/// What `larder hooks install` did.
public struct HookInstallation: Sendable, Codable {
  /// The hook's path, relative to the journal root.
  public let path: String
  /// Whether a hook larder did not write was replaced (`--force`).
  public let replacedForeignHook: Bool
  /// Whether larder's hook was already there, unchanged.
  public let unchanged: Bool
  /// Whether `larder merge-file` was registered as git's merge driver just now.
  public let registeredMergeDriver: Bool
}

extension JournalUseCases {
  /// The line that marks a hook as larder's own.
  static let hookMarker = "# Installed by larder hooks install."

  /// The pre-commit hook: `git commit` runs `larder check` first and stops on errors.
  static let preCommitHook = """
    #!/bin/sh
    \(hookMarker)
    # Runs `larder check` before every `git commit` in this journal and stops the commit when
    # the journal has errors. Skip it once with `git commit --no-verify`.
    if ! command -v larder >/dev/null 2>&1; then
      echo "pre-commit: larder is not on PATH; the journal was not checked" >&2
      exit 0
    fi
    exec larder --journal "$(git rev-parse --show-toplevel)" check

    """

  /// Installs a git pre-commit hook that runs `larder check`, for people who commit with git
  /// itself, and registers `larder merge-file` as git's merge driver for journal files;
  /// refuses to replace a hook larder did not write unless `force`. A dry run checks as much
  /// and writes nothing.
  public func installHooks(force: Bool) throws(WorkspaceError) -> HookInstallation {
    let repository = try JournalRepository.require(workspace.location, clock: workspace.clock)
    let relative = ".git/hooks/pre-commit"
    let url = repository.gitDirectory.appendingPathComponent("hooks/pre-commit")
    let existing = try FileSnapshot.readBytes(url).map { String(decoding: $0, as: UTF8.self) }
    let registered = workspace.isDryRun ? false : try repository.registerMergeDriver()
    if existing == Self.preCommitHook {
      return HookInstallation(
        path: relative, replacedForeignHook: false, unchanged: true,
        registeredMergeDriver: registered)
    }
    let foreign = existing.map { !$0.contains(Self.hookMarker) } ?? false
    if foreign, !force { throw .fileExists(path: relative) }
    guard !workspace.isDryRun else {
      return HookInstallation(
        path: relative, replacedForeignHook: foreign, unchanged: false,
        registeredMergeDriver: false)
    }
    try AtomicWrite.write(Array(Self.preCommitHook.utf8), to: url)
    guard chmod(url.path, 0o755) == 0 else {
      throw .io(path: url.path, reason: String(cString: strerror(errno)))
    }
    return HookInstallation(
      path: relative, replacedForeignHook: foreign, unchanged: false,
      registeredMergeDriver: registered)
  }
}
