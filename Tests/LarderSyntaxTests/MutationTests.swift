import LarderSyntax
import LarderTestSupport
import Testing

/// Every fixture, mutated every which way: the parser never crashes, the tree always prints
/// back the mutated bytes, a file made invalid gets a diagnostic, and a mutant that still
/// reads cleanly formats faithfully.
@Suite struct MutationTests {
  /// Lines that are wrong wherever they stand at the start of a line.
  static let invalidLines = [
    "[flow, sequence]", "{flow: mapping}", "&anchor value", "*alias", "!tag value",
    "%YAML 1.2", "---", "...", "? complex key", ": no key", "\tkey: tab indented",
    "\"unterminated", "@reserved", "`reserved", "key: \"quoted\" trailing", "key: |junk",
  ]

  /// Text that may or may not be valid where it lands.
  static let otherLines = [
    "  - stray item", "    deep: key", "text without colon", "  continued text",
    "key:value", "- x: [1]", "  |", "'a'': b': c", "- - - nested", "\u{0}\u{7}",
    "crème: fraîche # comment", "#not: a comment?", " ", "\t",
  ]

  /// Parses a mutant and checks it; returns a description of what went wrong, if anything.
  func check(_ bytes: [UInt8], mustBeInvalid: Bool) -> String? {
    let (document, diagnostics) = DocumentParser.parse(bytes)
    guard document.bytes == bytes else { return "the round trip failed" }
    var offset = 0
    for token in document.tokens {
      guard token.fullRange.lowerBound == offset else { return "tokens are not contiguous" }
      offset = token.fullRange.upperBound
    }
    guard triviaTiles(document) else { return "trivia pieces do not cover the trivia" }
    if mustBeInvalid && diagnostics.isEmpty { return "no diagnostic for an invalid file" }
    for diagnostic in diagnostics {
      guard diagnostic.range.lowerBound >= 0, diagnostic.range.upperBound <= bytes.count else {
        return "diagnostic \(diagnostic.id) lies outside the file"
      }
    }
    guard !document.hasErrors else { return nil }
    let formatter = CanonicalFormatter()
    guard let formatted = formatter.format(document) else { return "the formatter refused" }
    let (reparsed, problems) = DocumentParser.parse(formatted)
    guard problems.isEmpty else {
      return "the formatted file has problems: \(problems.map(\.message))"
    }
    guard formatter.format(reparsed) == formatted else { return "formatting is not idempotent" }
    guard meaning(reparsed) == meaning(document) else { return "formatting changed the meaning" }
    return nil
  }

  func expectSound(
    _ bytes: [UInt8], mustBeInvalid: Bool = false, _ mutation: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    if let problem = check(bytes, mustBeInvalid: mustBeInvalid) {
      Issue.record(
        "\(mutation()): \(problem)\n\(String(decoding: bytes, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
  }

  /// The lines of a file, each with its line end.
  func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      lines.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  @Test(arguments: Corpus.files.map(\.name))
  func deletingEachTokenLineAndByte(name: String) throws {
    let bytes = try #require(Corpus.files.first { $0.name == name }?.bytes)
    let (document, _) = DocumentParser.parse(bytes)
    for token in document.tokens where !token.range.isEmpty {
      var mutant = bytes
      mutant.removeSubrange(token.range)
      expectSound(mutant, "\(name): without token \(token.range)")
    }
    let fileLines = lines(bytes)
    for index in fileLines.indices {
      var mutant = fileLines
      mutant.remove(at: index)
      expectSound(Array(mutant.joined()), "\(name): without line \(index + 1)")
    }
    // Each byte of the small files only, to keep the suite fast in debug builds.
    for index in bytes.indices where bytes.count <= 400 {
      var mutant = bytes
      mutant.remove(at: index)
      expectSound(mutant, "\(name): without byte \(index)")
    }
  }

  @Test(arguments: Corpus.files.map(\.name))
  func insertingGarbageLines(name: String) throws {
    let bytes = try #require(Corpus.files.first { $0.name == name }?.bytes)
    var rng = SplitMix64()
    let fileLines = lines(bytes)
    let lineEnd = Array(DocumentParser.parse(bytes).0.lineEnd.bytes)
    for index in 0...fileLines.count {
      let prefix = Array(fileLines[..<index].joined())
      let needsBreak = !prefix.isEmpty && prefix.last != 0x0A
      let head = prefix + (needsBreak ? lineEnd : [])
      let tail = Array(fileLines[index...].joined())
      let invalid = Self.invalidLines.randomElement(using: &rng)!
      expectSound(
        head + Array(invalid.utf8) + lineEnd + tail, mustBeInvalid: true,
        "\(name): \(invalid.debugDescription) before line \(index + 1), \(rng.replayHint)")
      let indent = String(repeating: " ", count: Int.random(in: 0...6, using: &rng))
      let other = indent + Self.otherLines.randomElement(using: &rng)!
      expectSound(
        head + Array(other.utf8) + lineEnd + tail,
        "\(name): \(other.debugDescription) before line \(index + 1), \(rng.replayHint)")
    }
  }

  @Test(arguments: Corpus.files.map(\.name))
  func randomBytes(name: String) throws {
    let bytes = try #require(Corpus.files.first { $0.name == name }?.bytes)
    var rng = SplitMix64()
    let alphabet = Array(" \t\n\r-:#'\"|>[]{}&*!?%@,.\\x0é".utf8) + [0x00, 0xFF, 0xC3]
    for _ in 0..<120 {
      var mutant = bytes
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let position = Int.random(in: 0...mutant.count, using: &rng)
        let byte = alphabet.randomElement(using: &rng)!
        if position < mutant.count && Bool.random(using: &rng) {
          mutant[position] = byte
        } else {
          mutant.insert(byte, at: position)
        }
      }
      expectSound(mutant, "\(name): random edit, \(rng.replayHint)")
    }
  }

  @Test func arbitraryInputNeverBreaksTheParser() {
    var rng = SplitMix64()
    let inputs: [[UInt8]] =
      [
        [], [0x0D], [0x0A], [0x0D, 0x0A], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB], [0x00],
        Array("-".utf8), Array(":".utf8), Array("- ".utf8), Array("a:".utf8), Array("\"".utf8),
        Array("|".utf8), Array("|+\n".utf8), Array(">-2".utf8), Array("a: |\n\n\n".utf8),
        Array(String(repeating: " ", count: 10_000).utf8) + Array("a: b".utf8),
        Array(String(repeating: "- ", count: 5_000).utf8),
        Array(
          (0..<3_000).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n").utf8),
      ]
      + (0..<200).map { _ in
        (0..<Int.random(in: 0...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng)
        }
      }
    for input in inputs {
      expectSound(input, "input \(input.prefix(40)), \(rng.replayHint)")
    }
  }
}
