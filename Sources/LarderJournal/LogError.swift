/// Why a logging command (`larder add`, `edit`, `rm`, `copy`) refuses: a message naming the
/// offending text and one sentence on what to do. Nothing is written when one is thrown.
///
/// ```
/// error: unknown food "chiken breast"
///   hint: Did you mean "chicken breast"?
/// ```
public struct LogError: Error, Hashable, Sendable {
  /// A lowercase one-line message, quoting the text it is about.
  public let message: String
  /// One sentence on what to do about it.
  public let hint: String?
  /// Whether the journal or its files failed (exit status 2) rather than the input (1).
  public let isEnvironment: Bool

  /// Creates a refusal.
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
    isEnvironment = false
  }

  /// Creates a failure of the journal, its files or its repository.
  public init(failure message: String, hint: String?) {
    self.message = message
    self.hint = hint
    isEnvironment = true
  }
}
