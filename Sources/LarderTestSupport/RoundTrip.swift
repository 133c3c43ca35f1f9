public import LarderSyntax
public import Testing

/// Parses `bytes` and expects the tree to print back exactly the input, with its tokens
/// covering the file in order, without gaps or overlaps, and their trivia split into pieces
/// that cover it exactly.
@discardableResult
public func assertRoundTrip(
  _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> DocumentSyntax {
  let (document, _) = DocumentParser.parse(bytes)
  expectLossless(document, bytes, sourceLocation: sourceLocation)
  return document
}

/// Parses the UTF-8 of `text` and expects the exact round trip; see `assertRoundTrip(_:)`.
@discardableResult
public func assertRoundTrip(
  _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> DocumentSyntax {
  assertRoundTrip(Array(text.utf8), sourceLocation: sourceLocation)
}

/// Parses marked text (see `MarkedText`), expects the exact round trip, and then exactly the
/// expected diagnostics, each starting at its marker; every diagnostic must also follow the
/// house style: a lowercase message quoting the offending text, and a one-sentence hint.
@discardableResult
public func assertParse(
  _ marked: String, diagnostics expected: [ExpectedDiagnostic] = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> DocumentSyntax {
  let input = MarkedText(marked)
  let document = assertRoundTrip(input.bytes, sourceLocation: sourceLocation)
  let offsets = Dictionary(uniqueKeysWithValues: input.markers.map { ($0.value, $0.key) })
  let found = document.diagnostics.map { diagnostic in
    let start = diagnostic.range.lowerBound
    return "\(diagnostic.id)@\(offsets[start] ?? "offset \(start)")"
  }
  #expect(
    found.sorted() == expected.map(\.description).sorted(),
    "diagnostics: \(document.diagnostics.map { "\($0.id) \($0.message)" })",
    sourceLocation: sourceLocation)
  for diagnostic in document.diagnostics {
    expectHouseStyle(diagnostic, sourceLocation: sourceLocation)
  }
  return document
}

/// Expects a diagnostic to read as Larder's diagnostics do: a kebab-case id, a message that
/// starts in lower case and quotes the offending text, and a hint that is one sentence.
public func expectHouseStyle(
  _ diagnostic: Diagnostic, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let id = diagnostic.id
  #expect(
    !id.isEmpty && id.allSatisfy { $0 == "-" || $0.isLowercase || $0.isNumber },
    "id \(id)", sourceLocation: sourceLocation)
  let message = diagnostic.message
  #expect(
    message.first?.isLowercase == true && message.contains("\""),
    "message \(message)", sourceLocation: sourceLocation)
  let hint = diagnostic.hint ?? ""
  #expect(
    hint.first?.isUppercase == true && hint.hasSuffix("."),
    "hint \(hint)", sourceLocation: sourceLocation)
}

/// Whether the pieces of every token's trivia cover that trivia exactly, in order.
public func triviaTiles(_ document: DocumentSyntax) -> Bool {
  for token in document.tokens {
    for range in [token.leadingTrivia, token.trailingTrivia] {
      var offset = range.lowerBound
      for piece in document.trivia(range) {
        guard piece.range.lowerBound == offset, !piece.range.isEmpty else { return false }
        offset = piece.range.upperBound
      }
      guard offset == range.upperBound else { return false }
    }
  }
  return true
}

/// Expects `document` to print back `bytes` with contiguous tokens.
private func expectLossless(
  _ document: DocumentSyntax, _ bytes: [UInt8], sourceLocation: Testing.SourceLocation
) {
  let tokens = document.tokens
  var offset = 0
  var contiguous = true
  for token in tokens {
    if token.fullRange.lowerBound != offset || token.range.lowerBound < offset
      || token.range.upperBound > token.fullRange.upperBound
    {
      contiguous = false
    }
    offset = token.fullRange.upperBound
  }
  #expect(
    contiguous && offset == bytes.count, "tokens leave a gap or overlap",
    sourceLocation: sourceLocation)
  #expect(
    triviaTiles(document), "trivia pieces do not cover their trivia exactly",
    sourceLocation: sourceLocation)
  #expect(
    document.bytes == bytes, "the printed tree differs from the input",
    sourceLocation: sourceLocation)
}
