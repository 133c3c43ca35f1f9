/// Why a food library command (`larder foods`, `recipe`, `import`) refuses: a message naming
/// the offending text and one sentence on what to do. Nothing is written when one is thrown.
///
/// ```
/// error: "Rye bread" is already in the library (foods/custom.yaml)
///   hint: Change it with larder foods edit "Rye bread", or pick another name.
/// ```
public struct FoodsError: Error, Hashable, Sendable {
  /// A lowercase one-line message, quoting the text it is about.
  public let message: String
  /// One sentence on what to do about it.
  public let hint: String?
  /// Whether the journal or its files failed (exit status 2) rather than the input (1).
  public let isEnvironment: Bool

  /// Creates a refusal of the input.
  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
    isEnvironment = false
  }

  /// A failure of the journal, its files or its repository, or its refusal
  /// (`WorkspaceError.isRefusal`: a file changed on disk meanwhile, a change that would not
  /// parse).
  public init(_ error: WorkspaceError) {
    message = error.message
    hint = error.hint
    isEnvironment = !error.isRefusal
  }
}
