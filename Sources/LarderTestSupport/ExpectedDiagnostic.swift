/// A diagnostic a test expects: its id and the marker (`1️⃣`) where its range starts.
public struct ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The diagnostic's id, such as `tab-indentation`.
  public let id: String
  /// The marker where the diagnostic's range starts.
  public let marker: String

  /// Expects a diagnostic `id` starting at `marker`.
  public init(_ id: String, at marker: String) {
    self.id = id
    self.marker = marker
  }

  /// `id@marker`, for failure messages.
  public var description: String { "\(id)@\(marker)" }
}
