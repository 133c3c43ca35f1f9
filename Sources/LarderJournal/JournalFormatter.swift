public import LarderSyntax

/// `larder fmt` for one journal file: the layout of FORMAT.md §2 plus the canonical spelling of
/// every value whose grammar the file's kind and the value's key say (§3).
///
/// A value is respelled only when its grammar reads it without a single diagnostic, so a
/// value Larder does not fully understand is never changed; a file with syntax errors is not
/// formatted at all.
public enum JournalFormatter {
  /// What formatting a file came to.
  public enum Outcome: Sendable {
    /// The file is already canonical.
    case unchanged
    /// The canonical bytes, which differ from the file's.
    case changed([UInt8])
    /// The file has syntax errors and was left alone.
    case notFormatted([Diagnostic])
  }

  /// Formats a journal file.
  public static func format(_ source: JournalSource) -> Outcome {
    let (document, diagnostics) = DocumentParser.parse(source.bytes)
    let formatter = CanonicalFormatter { path, scalar in
      canonical(scalar, at: path, kind: source.kind, in: document)
    }
    guard let output = formatter.format(document) else {
      return .notFormatted(diagnostics.filter { $0.severity == .error })
    }
    return output == source.bytes ? .unchanged : .changed(output)
  }

  private static func canonical(
    _ scalar: ScalarSyntax, at path: [SyntaxPathComponent], kind: JournalFileKind,
    in document: DocumentSyntax
  ) -> String? {
    // Only the keys that choose a grammar are folded, when asked: the values of ten thousand
    // foods pass through here, and a food's own name never matters.
    func key(_ position: Int) -> String {
      switch path[position] {
      case .key(let name): FoldedName(name).text
      case .index: "-"
      }
    }
    switch (kind, path.count) {
    case (.settings, 1) where key(0) == "day cutoff":
      return respell(ClockTimeSyntax.self, scalar, document)
    case (.settings, 2) where key(0) == "goals":
      return respell(GoalSyntax.self, scalar, document)
    case (.categories, 3) where key(0) == "categories" && key(2) == "target":
      return respell(TargetRuleSyntax.self, scalar, document)
    case (.meals, 2) where key(0) == "meals":
      return respell(MealWindowSyntax.self, scalar, document)
    case (.foods, 3) where key(0) == "foods":
      switch key(2) {
      case "nutrition": return respell(NutrientListSyntax.self, scalar, document)
      case "measures": return respell(MeasureListSyntax.self, scalar, document)
      case "aliases": return respell(AliasListSyntax.self, scalar, document)
      case "serving", "portion", "density": return respell(QuantitySyntax.self, scalar, document)
      default: return nil
      }
    case (.foods, 3) where key(0) == "recipes" && key(2) == "cooked weight":
      return respell(QuantitySyntax.self, scalar, document)
    case (.foods, 3) where key(0) == "recipes" && key(2) == "aliases":
      return respell(AliasListSyntax.self, scalar, document)
    case (.foods, 4) where key(0) == "recipes" && key(2) == "ingredients":
      return respell(EntrySyntax.self, scalar, document)
    case (.day, 2) where key(0) != "notes" && key(1) == "-":
      return respell(EntrySyntax.self, scalar, document)
    case (.body, 1):
      return respell(BodyMetricsSyntax.self, scalar, document)
    default:
      return nil
    }
  }

  /// The canonical spelling of a plain one-line scalar read cleanly by `Value`.
  private static func respell<Value: ValueSyntax>(
    _ type: Value.Type, _ scalar: ScalarSyntax, _ document: DocumentSyntax
  ) -> String? {
    guard scalar.isVerbatim else {
      return nil
    }
    let range = scalar.range
    return document.source.bytes.withUnsafeBufferPointer { all -> String? in
      let text = UnsafeBufferPointer(rebasing: all[range])
      var diagnostics: [Diagnostic] = []
      guard let value = Value.parse(text, at: range.lowerBound, into: &diagnostics),
        diagnostics.isEmpty
      else { return nil }
      return value.canonical(in: text, at: range.lowerBound)
    }
  }
}
