import LarderWorkspace

/// How every writing command reports what it wrote and committed:
///
/// ```
/// ✓ committed 1a2b3c4 add 2026-11-21 lunch: chicken breast 150 g (+248 kcal)
///   with your hand edits to log/2026/11/2026-11-21.yaml
///   note: cleared a stale journal lock left by process 4242, which is no longer running
/// ```
enum WriteOutcomeText {
  static func render(_ outcome: WriteOutcome, terminal: Terminal) -> String {
    var lines: [String] = []
    let summary =
      outcome.message.split(separator: "\n", maxSplits: 1).first.map(String.init)
      ?? ""
    if let commit = outcome.commit {
      lines.append(
        terminal.style("✓ committed", .boldGreen) + " "
          + terminal.style(commit.shortID, .yellow) + " \(commit.summary)")
    } else if !outcome.files.isEmpty {
      lines.append(
        terminal.style("✓ wrote", .boldGreen) + " \(outcome.files.joined(separator: ", "))"
          + " (not committed)")
    } else {
      lines.append("nothing changed: \(summary)")
    }
    for path in outcome.handEdits {
      lines.append("  your hand edits to \(path) were committed first, on their own")
    }
    for path in outcome.recovered {
      lines.append("  with \(path), left uncommitted by an interrupted larder command")
    }
    for notice in outcome.notices {
      lines.append(terminal.style("  note:", .dim) + " \(notice)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of the commit message below its summary, indented, for commands whose
  /// message says more than the summary shows: `"Rye bread" stays an alias, ...`.
  static func details(_ outcome: WriteOutcome) -> String {
    outcome.message.split(separator: "\n").dropFirst().map { "  \($0)\n" }.joined()
  }
}
