/// A failure reported by libgit2 or by LarderGit's own checks, with a code callers can match.
public struct GitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, coarse enough for a caller to choose a message and an exit status.
  public enum Code: Sendable, Hashable {
    /// An object, reference, path, remote or repository does not exist.
    case notFound
    /// Something already exists where the operation would create it.
    case exists
    /// A short hash or revision names more than one object.
    case ambiguous
    /// A lock file (`index.lock`, `refs/heads/main.lock`) is held by another or a crashed process.
    case locked
    /// A reference moved while the operation ran (compare-and-swap failed).
    case modified
    /// A merge or revert conflicts, or would overwrite uncommitted changes.
    case conflict
    /// A push would lose commits on the remote.
    case nonFastForward
    /// The remote refused a pushed reference (a hook or a protected branch).
    case rejected
    /// The remote cannot be reached: no route, connection refused, no repository at that path.
    case unreachable
    /// The remote's URL is malformed or uses a scheme libgit2 does not support.
    case invalidURL
    /// Authentication failed or ran out of credentials to try.
    case auth
    /// The server's certificate or SSH host key is invalid or unknown.
    case certificate
    /// The repository is owned by another user (`safe.directory`).
    case owner
    /// The operation needs a work tree, or a bare repository, and got the other.
    case bareRepo
    /// HEAD names a branch that has no commit yet.
    case unbornBranch
    /// HEAD points at a commit instead of a branch.
    case detachedHead
    /// A callback supplied by LarderGit gave up.
    case user
    /// Anything else; the message says what.
    case other
  }

  /// The kind of failure.
  public let code: Code
  /// The libgit2 error class (`git_error_t`), or 0 when LarderGit raised the error itself.
  public let errorClass: Int
  /// libgit2's return code, or 0 when LarderGit raised the error itself.
  public let returnCode: Int32
  /// A human-readable explanation.
  public let message: String

  /// Creates an error raised by LarderGit's own checks rather than by a libgit2 call.
  public init(_ code: Code, _ message: String) {
    self.init(code: code, errorClass: 0, returnCode: 0, message: message)
  }

  init(code: Code, errorClass: Int, returnCode: Int32, message: String) {
    self.code = code
    self.errorClass = errorClass
    self.returnCode = returnCode
    self.message = message
  }

  /// The message, which already names what failed.
  public var description: String { message }
}
