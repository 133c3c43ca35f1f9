/// A problem found in journal text, as a value: rendering is a separate step.
///
/// ```
/// log/2026/11/2026-11-21.yaml:3:11: error: unknown food "chiken breast" [unknown-food]
/// ```
public struct Diagnostic: Hashable, Sendable {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    case warning
    case error

    /// Orders severities from the least serious: a warning comes before an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// A stable kebab-case identifier, such as `unknown-food`; scripts and editors match on it.
  public var id: String
  /// Whether the problem blocks the journal (`error`) or only deserves attention (`warning`).
  public var severity: Severity
  /// The offending bytes in the file, as offsets from the start of the file.
  public var range: Range<Int>
  /// A lowercase one-line message that names the offending text in quotes.
  public var message: String
  /// One sentence that says how to fix the problem, if there is one to say.
  public var hint: String?

  /// Creates a diagnostic.
  public init(
    id: String, severity: Severity, range: Range<Int>, message: String, hint: String? = nil
  ) {
    self.id = id
    self.severity = severity
    self.range = range
    self.message = message
    self.hint = hint
  }

  /// An error diagnostic.
  public static func error(
    _ id: String, _ range: Range<Int>, _ message: String, hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(id: id, severity: .error, range: range, message: message, hint: hint)
  }

  /// A warning diagnostic.
  public static func warning(
    _ id: String, _ range: Range<Int>, _ message: String, hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(id: id, severity: .warning, range: range, message: message, hint: hint)
  }
}
