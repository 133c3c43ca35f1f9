import CLibGit2

extension GitError {
  /// Where a failing call ran, which decides how generic network and OS errors are read.
  enum Context {
    case local
    case remote
  }

  /// Throws the error libgit2 reported when `returnCode` is negative.
  static func check(
    _ returnCode: Int32, _ operation: @autoclosure () -> String, context: Context = .local
  ) throws {
    guard returnCode < 0 else { return }
    throw GitError(returnCode: returnCode, operation: operation(), context: context)
  }

  /// Reads `git_error_last()` right after the failing call, on the same thread.
  init(returnCode: Int32, operation: String, context: Context = .local) {
    // libgit2 1.5 may return NULL here even after a failure.
    let last = git_error_last()
    let errorClass = last.map { Int($0.pointee.klass) } ?? 0
    let libraryMessage = last.flatMap { $0.pointee.message.map { String(cString: $0) } }
    let message =
      libraryMessage.flatMap { $0.isEmpty ? nil : $0 }
      ?? "\(operation) failed (libgit2 error \(returnCode))"
    self.init(
      code: Self.code(
        returnCode: returnCode, errorClass: errorClass, message: message, context: context),
      errorClass: errorClass, returnCode: returnCode, message: message)
  }

  private static func code(
    returnCode: Int32, errorClass: Int, message: String, context: Context
  ) -> Code {
    switch git_error_code(returnCode) {
    case GIT_ENOTFOUND:
      // 1.5.1 reports a failed owner check as a missing config value; 1.6 returns GIT_EOWNER.
      if errorClass == Int(GIT_ERROR_CONFIG.rawValue), message.contains("safe.directory") {
        return .owner
      }
      return .notFound
    case GIT_EOWNER: return .owner
    case GIT_EEXISTS: return .exists
    case GIT_EAMBIGUOUS: return .ambiguous
    case GIT_ELOCKED: return .locked
    case GIT_EMODIFIED: return .modified
    case GIT_ECONFLICT, GIT_EMERGECONFLICT, GIT_EUNCOMMITTED, GIT_EINDEXDIRTY, GIT_EUNMERGED:
      return .conflict
    case GIT_ENONFASTFORWARD: return .nonFastForward
    case GIT_EAUTH: return .auth
    case GIT_ECERTIFICATE: return .certificate
    case GIT_EBAREREPO: return .bareRepo
    case GIT_EUNBORNBRANCH: return .unbornBranch
    case GIT_EUSER: return .user
    case GIT_EINVALIDSPEC where context == .remote: return .invalidURL
    default:
      return context == .remote ? remoteCode(errorClass: errorClass, message: message) : .other
    }
  }

  // Transports report most failures as a generic -1; the class and text tell a malformed URL
  // from a host that cannot be reached.
  private static func remoteCode(errorClass: Int, message: String) -> Code {
    if errorClass == Int(GIT_ERROR_NET.rawValue),
      message.contains("unsupported URL protocol") || message.contains("malformed URL")
    {
      return .invalidURL
    }
    let transportClasses = [
      GIT_ERROR_OS, GIT_ERROR_NET, GIT_ERROR_SSH, GIT_ERROR_HTTP,
      GIT_ERROR_SSL,
    ].map { Int($0.rawValue) }
    return transportClasses.contains(errorClass) ? .unreachable : .other
  }
}
