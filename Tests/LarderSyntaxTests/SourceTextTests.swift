import LarderSyntax
import LarderTestSupport
import Testing

/// Byte offsets to lines and columns, and lines back to text.
@Suite struct SourceTextTests {
  @Test func columnsCountCharacters() {
    let input = MarkedText("a: 1\nlunch: crème 1️⃣fraîche 2️⃣x\r\n3️⃣")
    let source = SourceText(input.bytes)
    #expect(source.location(of: input["1️⃣"]) == LarderSyntax.SourceLocation(line: 2, column: 14))
    #expect(source.location(of: input["2️⃣"]) == LarderSyntax.SourceLocation(line: 2, column: 22))
    #expect(source.location(of: input["3️⃣"]) == LarderSyntax.SourceLocation(line: 3, column: 1))
    #expect(source.offset(of: LarderSyntax.SourceLocation(line: 2, column: 14)) == input["1️⃣"])
    #expect(source.lineCount == 3)
  }

  @Test func linesAreTextWithoutLineEnds() {
    let source = SourceText("\u{FEFF}first\r\nsecond\nlone\rcarriage return\nlast")
    #expect(source.text(ofLine: 1) == "first")
    #expect(source.text(ofLine: 2) == "second")
    #expect(source.text(ofLine: 3) == "lone\rcarriage return")
    #expect(source.text(ofLine: 4) == "last")
    #expect(source.fullLineRange(1) == 0..<10)
    #expect(source.location(of: 3) == LarderSyntax.SourceLocation(line: 1, column: 1))
  }

  @Test func invalidBytesCountOneColumnEach() {
    let source = SourceText(Array("ab".utf8) + [0xFF, 0xC3] + Array("z".utf8))
    #expect(source.location(of: 4) == LarderSyntax.SourceLocation(line: 1, column: 5))
    #expect(source.text(ofLine: 1) == "ab\u{FFFD}\u{FFFD}z")
  }

  @Test func offsetsOutsideTheFileAreClamped() {
    let source = SourceText("a\nb")
    #expect(source.location(of: -5) == LarderSyntax.SourceLocation(line: 1, column: 1))
    #expect(source.location(of: 99) == LarderSyntax.SourceLocation(line: 2, column: 2))
    #expect(SourceText("").location(of: 0) == LarderSyntax.SourceLocation(line: 1, column: 1))
  }

  @Test func binarySearchAgreesWithCounting() {
    var rng = SplitMix64()
    var bytes: [UInt8] = []
    for _ in 0..<2000 {
      bytes.append(UInt8.random(in: 0...3, using: &rng) == 0 ? 0x0A : 0x61)
    }
    let source = SourceText(bytes)
    var line = 1
    var column = 1
    for offset in 0...bytes.count {
      #expect(
        source.location(of: offset) == LarderSyntax.SourceLocation(line: line, column: column),
        "\(rng.replayHint)")
      if offset < bytes.count && bytes[offset] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
  }
}
