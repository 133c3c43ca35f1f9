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
      "\(count(result.fileCount, "file")), \(count(result.dayCount, "day")), "
      + "\(count(result.entryCount, "entry", "entries")), "
      + "\(count(result.foodCount, "food")) in the library"
    switch (result.errorCount, result.warningCount) {
    case (0, 0):
      return terminal.style("✓ no problems", .boldGreen) + " in \(scope)"
    case (0, let warnings):
      return terminal.style("✓ no errors", .boldGreen) + ", "
        + terminal.style(count(warnings, "warning"), .yellow) + " in \(scope)"
    case (let errors, let warnings):
      return terminal.style("✗ " + count(errors, "error"), .boldRed)
        + (warnings > 0 ? ", " + terminal.style(count(warnings, "warning"), .yellow) : "")
        + " in \(scope)"
    }
  }

  static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(Grouping.thousands(value)) \(value == 1 ? singular : plural ?? singular + "s")"
  }
}

/// Integers with thousands separators, `73,412`.
enum Grouping {
  static func thousands(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
  }
}
