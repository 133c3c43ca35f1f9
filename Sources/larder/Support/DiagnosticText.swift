import LarderWorkspace

/// `larder check` as text: each problem with its excerpt and hint, then a summary line.
enum DiagnosticText {
  /// The problems, the notes on a library edit (every day they change with `verbose`),
  /// then the summary.
  static func render(_ result: CheckResult, terminal: Terminal, verbose: Bool = false) -> String {
    var output = ""
    for file in result.files {
      output += file.rendered(usesColor: terminal.colors)
    }
    if let edit = result.libraryEdit {
      if !output.isEmpty, !edit.items.isEmpty { output += "\n" }
      output += LibraryEditText.render(edit, terminal: terminal, verbose: verbose)
    }
    if !output.isEmpty { output += "\n" }
    output += summary(result, terminal: terminal) + "\n"
    return output
  }

  private static func summary(_ result: CheckResult, terminal: Terminal) -> String {
    let scope =
      "\(Display.count(result.fileCount, "file", "files")), \(Display.count(result.dayCount, "day", "days")), "
      + "\(Display.count(result.entryCount, "entry", "entries")), "
      + "\(Display.count(result.foodCount, "food", "foods")) in the library"
    switch (result.errorCount, result.warningCount) {
    case (0, 0):
      return terminal.style("✓ no problems", .boldGreen) + " in \(scope)"
    case (0, let warnings):
      return terminal.style("✓ no errors", .boldGreen) + ", "
        + terminal.style(Display.count(warnings, "warning", "warnings"), .yellow) + " in \(scope)"
    case (let errors, let warnings):
      return terminal.style("✗ " + Display.count(errors, "error", "errors"), .boldRed)
        + (warnings > 0
          ? ", " + terminal.style(Display.count(warnings, "warning", "warnings"), .yellow) : "")
        + " in \(scope)"
    }
  }
}
