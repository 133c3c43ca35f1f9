import LarderSyntax

extension CheckResult.File {
  /// The file's problems as `larder check` prints them: `path:line:col: error: message [id]`,
  /// the line with a caret, then the hint.
  public func rendered(usesColor: Bool) -> String {
    DiagnosticRenderer(usesColor: usesColor).render(diagnostics, path: path, source: source)
  }
}

extension FormatResult.Unformattable {
  /// The file's syntax errors as `larder check` prints them.
  public func rendered(usesColor: Bool) -> String {
    DiagnosticRenderer(usesColor: usesColor).render(diagnostics, path: path, source: source)
  }
}
