import LarderSyntax
import LarderTestSupport
import Testing

/// What a document says, without its layout: every key and value with its path, and every
/// comment, in order. The formatter must keep it, up to the alignment of ` = `.
func meaning(_ document: DocumentSyntax) -> [String] {
  var lines: [String] = []
  func visit(_ node: NodeSyntax?, _ path: String) {
    switch node {
    case nil:
      lines.append("\(path) ~")
    case .mapping(let mapping)?:
      for entry in mapping.entries {
        visit(entry.value, path + "/" + entry.name)
      }
    case .sequence(let sequence)?:
      for (index, item) in sequence.items.enumerated() {
        visit(item.value, path + "/\(index)")
      }
    case .scalar(let scalar)?:
      let value = scalar.style == .plain ? foldingSpacesAroundEquals(scalar.value) : scalar.value
      lines.append("\(path) \(value.debugDescription)")
    }
  }
  visit(document.root, "")
  for token in document.tokens {
    for range in [token.leadingTrivia, token.trailingTrivia] {
      for piece in document.trivia(range) where piece.kind == .comment {
        lines.append(document.text(of: piece.range))
      }
    }
  }
  return lines
}

/// `text` with each run of spaces next to an `=` folded to one space, as alignment changes it.
private func foldingSpacesAroundEquals(_ text: String) -> String {
  var folded = ""
  var spaces = 0
  var followsEquals = false
  for character in text {
    if character == " " {
      spaces += 1
      continue
    }
    if spaces > 0 {
      folded += character == "=" || followsEquals ? " " : String(repeating: " ", count: spaces)
    }
    spaces = 0
    followsEquals = character == "="
    folded.append(character)
  }
  return folded + String(repeating: " ", count: spaces)
}

/// Formats `document` and expects the result to be clean, formatted already, and (with
/// `checksMeaning`) to mean the same; returns the formatted bytes.
@discardableResult
func assertFormatsFaithfully(
  _ document: DocumentSyntax, formatter: CanonicalFormatter = CanonicalFormatter(),
  checksMeaning: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [UInt8]? {
  guard let formatted = formatter.format(document) else {
    Issue.record("the formatter refused the document", sourceLocation: sourceLocation)
    return nil
  }
  let reparsed = assertRoundTrip(formatted, sourceLocation: sourceLocation)
  #expect(
    reparsed.diagnostics.isEmpty, "\(reparsed.diagnostics.map(\.message))",
    sourceLocation: sourceLocation)
  #expect(
    formatter.format(reparsed) == formatted, "formatting twice changed the file",
    sourceLocation: sourceLocation)
  #expect(
    !checksMeaning || meaning(reparsed) == meaning(document), "formatting changed the meaning",
    sourceLocation: sourceLocation)
  return formatted
}
