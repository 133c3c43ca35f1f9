import LarderSyntax
import Testing

/// The file offset at which test values start, so that a range that forgets it shows.
let base = 1000

/// Reads `text` as a `T` placed at file offset `base`.
func parse<T: ValueSyntax>(_: T.Type, _ text: String) -> (value: T?, diagnostics: [Diagnostic]) {
  var diagnostics: [Diagnostic] = []
  let value = T.parse(text, at: base, into: &diagnostics)
  return (value, diagnostics)
}

/// The file range of the `occurrence`-th `needle` in `text` placed at file offset `base`.
func span(_ needle: String, in text: String, occurrence: Int = 1) -> Range<Int> {
  let haystack = Array(text.utf8)
  let pattern = Array(needle.utf8)
  var found = 0
  for start in 0...(haystack.count - pattern.count)
  where Array(haystack[start..<(start + pattern.count)]) == pattern {
    found += 1
    if found == occurrence { return (base + start)..<(base + start + pattern.count) }
  }
  Issue.record("\"\(needle)\" does not occur \(occurrence) times in \"\(text)\"")
  return 0..<0
}

/// The text of a file range of `text` placed at file offset `base`.
func words(_ range: Range<Int>?, in text: String) -> String? {
  guard let range else { return nil }
  let bytes = Array(text.utf8)
  return String(
    decoding: bytes[(range.lowerBound - base)..<(range.upperBound - base)], as: UTF8.self)
}

/// Checks the shape every diagnostic of the value grammars promises.
func expectWellFormed(_ diagnostics: [Diagnostic], in text: String) {
  let bytes = text.utf8.count
  for diagnostic in diagnostics {
    #expect(diagnostic.range.lowerBound >= base && diagnostic.range.upperBound <= base + bytes)
    #expect(diagnostic.message.first.map { !$0.isUppercase } ?? false, "\(diagnostic.message)")
    #expect(!diagnostic.message.contains("\n"))
    let hint = diagnostic.hint ?? ""
    #expect(hint.first?.isUppercase == true && hint.hasSuffix("."), "\(hint)")
  }
}

@Suite struct ValueSyntaxEntryPointTests {
  @Test func readsAnArraySliceAtItsFileOffset() throws {
    let file = Array("date: 2026-11-21\n".utf8)
    var diagnostics: [Diagnostic] = []
    let date = try #require(DateSyntax.parse(file[6..<16], at: 6, into: &diagnostics))
    #expect(date.range == 6..<16)
    #expect(diagnostics.isEmpty)
    #expect(date.canonical(in: file[...], at: 0) == "2026-11-21")
  }

  @Test func readsABufferAtItsFileOffset() {
    let file = Array("x: 1 1/2\n".utf8)
    var diagnostics: [Diagnostic] = []
    let amount = file.withUnsafeBufferPointer { buffer in
      AmountSyntax.parse(UnsafeBufferPointer(rebasing: buffer[3..<8]), at: 3, into: &diagnostics)
    }
    #expect(amount == AmountSyntax(value: 1.5, range: 3..<8, isFraction: true))
  }

  @Test func appendsToTheCallersDiagnostics() {
    var diagnostics = [Diagnostic.warning("earlier", 0..<1, "an earlier problem")]
    _ = ClockTimeSyntax.parse("25:00", at: 40, into: &diagnostics)
    #expect(diagnostics.map(\.id) == ["earlier", "bad-time"])
    #expect(diagnostics[1].range == 40..<45)
  }
}
