import LarderTestSupport
import Testing

@testable import LarderSyntax

/// Every syntax diagnostic id, at the position it is reported, with recovery after it.
@Suite struct ParserDiagnosticTests {
  @Test func invalidUTF8() throws {
    let bytes = Array("notes: caf".utf8) + [0xE9, 0xFF] + Array(" au lait\nnext: x\n".utf8)
    let document = assertRoundTrip(bytes)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(document.diagnostics.map(\.id) == ["invalid-utf8"])
    #expect(diagnostic.range == 10..<12)
    #expect(diagnostic.message == #"invalid utf-8 bytes "\xe9\xff""#)
    #expect(outline(document) == #"{notes: "caf�� au lait", next: "x"}"#)
    expectHouseStyle(diagnostic)
  }

  @Test func fileTooLarge() throws {
    let bytes = Array("breakfast:\n  - 07:00 oatmeal 60 g\n".utf8)
    let (document, diagnostics) = DocumentParser.parse(bytes, maximumSize: bytes.count - 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.map(\.id) == ["file-too-large"])
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == "the file holds 34 bytes, more than the 33 Larder reads")
    #expect(diagnostic.hint == "Split it into smaller files.")
    #expect(document.root == nil)
    // At the limit, the file is read as usual.
    let (read, none) = DocumentParser.parse(bytes, maximumSize: bytes.count)
    #expect(none.isEmpty)
    #expect(read.root != nil)
  }

  @Test func controlCharacterAndLoneCarriageReturn() {
    assertParse(
      "a: x1️⃣\u{0}y\nb: one2️⃣\rtwo\nc: 3️⃣\u{85}\n",
      diagnostics: [
        .init("control-character", at: "1️⃣"), .init("lone-carriage-return", at: "2️⃣"),
        .init("control-character", at: "3️⃣"),
      ])
  }

  /// Characters that change how a line shows, not what it says: a warning, once a line.
  @Test func hiddenCharacters() {
    assertParse(
      "a: x1️⃣\u{2028}y\u{2029}\nb: \"2️⃣\u{202E}egassem\"\nc: 3️⃣\u{2066}x\u{2069}\nd: \u{200F}אבג\n",
      diagnostics: [
        .init("hidden-character", at: "1️⃣"), .init("hidden-character", at: "2️⃣"),
        .init("hidden-character", at: "3️⃣"),
      ])
  }

  /// Found by fuzzing: U+FEFF inside the text would become a byte-order mark once the text
  /// before it went away, and indented `---` would become a document marker at column 0.
  @Test func textThatFormattingWouldTurnIntoSyntax() {
    assertParse("\n1️⃣\u{FEFF}[x]\n", diagnostics: [.init("control-character", at: "1️⃣")])
    assertParse("  1️⃣--- text\n", diagnostics: [.init("needs-quotes", at: "1️⃣")])
    assertParse(" 1️⃣... key: value\n", diagnostics: [.init("needs-quotes", at: "1️⃣")])
    assertParse("key: --- is fine here\n...notes: fine too\n")
  }

  @Test func tabIndentation() {
    let document = assertParse(
      "lunch:\n1️⃣\t- soup\n  - bread\n2️⃣\t\tdinner: x\n\t# a tab before a comment is fine\n",
      diagnostics: [.init("tab-indentation", at: "1️⃣"), .init("tab-indentation", at: "2️⃣")])
    #expect(document.diagnostics.first?.message == #"tab in the indentation of "- soup""#)
  }

  @Test func badIndentation() {
    let document = assertParse(
      """
      a: 1
      1️⃣  b: 2
        c: 3
      d:
          e: 4
      2️⃣  f: 5
      lunch:
        - soup
      3️⃣ - bread
      """,
      diagnostics: [
        .init("bad-indentation", at: "1️⃣"), .init("bad-indentation", at: "2️⃣"),
        .init("bad-indentation", at: "3️⃣"),
      ])
    #expect(outline(document) == #"{a: "1", d: {e: "4"}, lunch: ["soup"]}"#)
  }

  @Test func duplicateKey() {
    let document = assertParse(
      "lunch:\n  - soup\ndinner: x\n1️⃣Lunch:\n  - bread\n2️⃣dinner: y\n",
      diagnostics: [.init("duplicate-key", at: "1️⃣"), .init("duplicate-key", at: "2️⃣")])
    #expect(document.diagnostics.first?.message == #"duplicate key "Lunch""#)
    #expect(
      document.diagnostics.first?.hint
        == "The key is already on line 1; merge the two entries into one.")
  }

  @Test func duplicateKeysInALargeMapping() {
    var text = ""
    for index in 0..<40 { text += "food \(index): x\n" }
    text += "1️⃣Food  7: y\n"
    assertParse(text, diagnostics: [.init("duplicate-key", at: "1️⃣")])
  }

  @Test func unsupportedFlowCollections() {
    assertParse(
      "a: 1️⃣[1, 2]\nb: 2️⃣{x: 1}\nc: ok [not a flow]\n",
      diagnostics: [
        .init("unsupported-flow-collection", at: "1️⃣"),
        .init("unsupported-flow-collection", at: "2️⃣"),
      ])
  }

  @Test func unsupportedAnchorsAliasesAndTags() {
    let document = assertParse(
      "a: 1️⃣&base 2000 kcal\nb: 2️⃣*base\nc: 3️⃣!!str 3\nd: x&y*z!w\n",
      diagnostics: [
        .init("unsupported-anchor", at: "1️⃣"), .init("unsupported-alias", at: "2️⃣"),
        .init("unsupported-tag", at: "3️⃣"),
      ])
    #expect(document.diagnostics.map(\.message).first == #"anchor "&base" is not supported"#)
  }

  @Test func unsupportedDocumentMarkers() {
    let document = assertParse(
      "1️⃣%YAML 1.2\n2️⃣---\na: 1\n3️⃣...\nb: 2\n",
      diagnostics: [
        .init("unsupported-document-marker", at: "1️⃣"),
        .init("unsupported-document-marker", at: "2️⃣"),
        .init("unsupported-document-marker", at: "3️⃣"),
      ])
    #expect(outline(document) == #"{a: "1", b: "2"}"#)
  }

  @Test func unsupportedComplexKey() {
    let document = assertParse(
      "a: 1\n1️⃣? complex\n2️⃣: value\nb: 2\n",
      diagnostics: [.init("unsupported-complex-key", at: "1️⃣"), .init("unexpected-text", at: "2️⃣")])
    #expect(outline(document) == #"{a: "1", b: "2"}"#)
  }

  @Test func unterminatedQuote() {
    let document = assertParse(
      "a: 1️⃣\"Ben & Jerry's\nb: 2️⃣'it''s\nc: x\n",
      diagnostics: [.init("unterminated-quote", at: "1️⃣"), .init("unterminated-quote", at: "2️⃣")])
    #expect(outline(document) == #"{a: "Ben & Jerry\'s", b: "it\'s", c: "x"}"#)
  }

  @Test func invalidEscape() {
    assertParse(
      #"a: "x 1️⃣\q 2️⃣\xZZ é""# + "\n",
      diagnostics: [
        .init("invalid-escape", at: "1️⃣"), .init("invalid-escape", at: "2️⃣"),
      ])
  }

  @Test func needsQuotes() {
    assertParse(
      "a: 1️⃣b: c\nd: 2️⃣@home\n3️⃣|key: 1\ne: 4️⃣- x\nf: -5 and :ok\n",
      diagnostics: [
        .init("needs-quotes", at: "1️⃣"), .init("needs-quotes", at: "2️⃣"),
        .init("needs-quotes", at: "3️⃣"), .init("needs-quotes", at: "4️⃣"),
      ])
  }

  @Test func unexpectedText() {
    let document = assertParse(
      """
      a: 1
      1️⃣notes:Hungry
      b: "quoted" 2️⃣trailing
      c: |3️⃣junk
        text
      4️⃣- stray item
      list:
        - x
      5️⃣  not an item
      """,
      diagnostics: [
        .init("unexpected-text", at: "1️⃣"), .init("unexpected-text", at: "2️⃣"),
        .init("unexpected-text", at: "3️⃣"), .init("unexpected-text", at: "4️⃣"),
        .init("bad-indentation", at: "5️⃣"),
      ])
    #expect(document.diagnostics[0].hint == #"Put a space after the colon, as in "notes: hungry"."#)
    #expect(outline(document) == #"{a: "1", b: "quoted", c: "text\n", list: ["x"]}"#)
  }

  @Test func textAfterTheRootNode() {
    assertParse("just text\n1️⃣key: value\n", diagnostics: [.init("unexpected-text", at: "1️⃣")])
    // The more-indented line after the stray one is its value: one problem, not two.
    assertParse("- a\n1️⃣b: c\n  - d\n", diagnostics: [.init("unexpected-text", at: "1️⃣")])
  }

  @Test func nestingTooDeep() {
    var text = ""
    for level in 0..<70 {
      text += String(repeating: " ", count: level) + (level == 64 ? "1️⃣" : "") + "k\(level):\n"
    }
    let document = assertParse(text, diagnostics: [.init("nesting-too-deep", at: "1️⃣")])
    #expect(document.root != nil)
    let dashes = String(repeating: "- ", count: 64) + "1️⃣- - x\n"
    assertParse(dashes, diagnostics: [.init("nesting-too-deep", at: "1️⃣")])
  }

  @Test func reportsEveryProblemInOnePass() {
    let document = assertParse(
      """
      breakfast:
      1️⃣\t- oatmeal
        - milk: 2️⃣[1]
      3️⃣breakfast: x
      4️⃣---
      """,
      diagnostics: [
        .init("tab-indentation", at: "1️⃣"), .init("unsupported-flow-collection", at: "2️⃣"),
        .init("duplicate-key", at: "3️⃣"), .init("unsupported-document-marker", at: "4️⃣"),
      ])
    #expect(
      document.diagnostics.map(\.range.lowerBound)
        == document.diagnostics.map(\.range.lowerBound).sorted())
  }
}
