import LarderSyntax
import LarderTestSupport
import Testing

/// What other layers use to find their way in a tree and to edit around it.
@Suite struct TreeNavigationTests {
  @Test func foldedNamesCompareAsLarderCompareNames() {
    #expect(FoldedName("Crème  Fraîche") == FoldedName(" crème fraîche\t"))
    #expect(FoldedName("CRÈME FRAÎCHE").text == "crème fraîche")
    #expect(FoldedName("creme fraiche") != FoldedName("crème fraîche"))
    #expect(FoldedName("Morning\tSnack").text == "morning snack")
    #expect(FoldedName("lunch").text == "lunch")
  }

  @Test(arguments: [
    "Brookside RÖSTI", "İstanbul", "ΟΔΟΣ  ΑΣ", "\u{212A}elvin", "ẞ", " \t Crème\t\tBrûlée \t",
    "a\u{00A0}b", "x \u{301}y", "x\t\u{301}", "\u{600} x", "A\r\nB", "", "  \t ", "Ünïcode",
  ])
  func foldedNamesBeyondASCIIFoldByCharacter(_ name: String) {
    // The definition: lower-case the text, then fold blanks told apart as characters.
    var expected = ""
    var pendingSpace = false
    for character in name.lowercased() {
      if character == " " || character == "\t" {
        pendingSpace = !expected.isEmpty
      } else {
        if pendingSpace { expected.append(" ") }
        pendingSpace = false
        expected.append(character)
      }
    }
    #expect(Array(FoldedName(name).text.unicodeScalars) == Array(expected.unicodeScalars))
  }

  @Test func foldingBytesInPlaceFoldsAsTheInitializer() {
    let samples = [
      "07:40 Oatmeal 60 g", "  \tA\t\tB  ", "", " ", "lunch", "Crème  Fraîche", "x \u{301}y",
      "ABC xyz 1/2 CUPS", "İstanbul",
    ]
    var generator = SplitMix64(seed: 15)
    let alphabet = Array("aZ 9\t:/.é")
    let random = (0..<500).map { _ in
      String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
    }
    for text in samples + random {
      var bytes = Array(text.utf8)
      FoldedName.fold(&bytes)
      #expect(bytes == Array(FoldedName(text).text.utf8), "\(text.debugDescription)")
    }
  }

  @Test func duplicateKeysUseTheSameComparison() {
    assertParse(
      "Crème Fraîche: a\n1️⃣crème  FRAÎCHE: b\ncreme fraiche: c\n",
      diagnostics: [
        .init("duplicate-key", at: "1️⃣")
      ])
  }

  @Test func findsNodesByPath() {
    let document = assertParse(
      """
      foods:
        Oatmeal, dry:
          nutrition: 379 kcal
      recipes:
        Overnight oats:
          ingredients:
            - oatmeal, dry 80 g
            - whole milk 250 ml
      """)
    #expect(
      document.node(at: [.key("foods"), .key("oatmeal,  DRY"), .key("nutrition")])?.scalar?
        .value == "379 kcal")
    #expect(
      document.node(at: [.key("recipes"), .key("Overnight oats"), .key("ingredients"), .index(1)])?
        .scalar?.value == "whole milk 250 ml")
    #expect(document.node(at: [.key("recipes"), .index(0)]) == nil)
    #expect(document.node(at: [.key("foods"), .key("missing")]) == nil)
    #expect(document.node(at: [])?.mapping != nil)
  }

  @Test func unexpectedTextIsKeptAsTrivia() throws {
    let input = MarkedText("a: 1\n1️⃣garbage here2️⃣  # still a comment\nb: 2\n")
    let document = assertRoundTrip(input.bytes)
    let key = try #require(document.mapping?.entries.last?.key.token)
    let pieces = document.trivia(key.leadingTrivia)
    #expect(pieces.map(\.kind) == [.unexpectedText, .whitespace, .comment, .lineEnd])
    #expect(pieces.first?.range == input["1️⃣"]..<input["2️⃣"])
    #expect(document.diagnostics.map(\.range.lowerBound) == [input["1️⃣"]])
  }

  @Test func lineRangesWithCRLFAndWithoutAFinalLineEnd() throws {
    let input = MarkedText("lunch:\r\n1️⃣  - soup  # hot\r\n2️⃣  - bread3️⃣")
    let document = assertRoundTrip(input.bytes)
    let items = try #require(document.mapping?["lunch"]?.sequence?.items)
    #expect(items[0].lineRange == input["1️⃣"]..<input["2️⃣"])
    #expect(items[1].lineRange == input["2️⃣"]..<input["3️⃣"])
    #expect(document.lineEnd == .crlf)
    #expect(!document.endsWithLineEnd)
    #expect(document.text(of: try #require(items[0].comment)) == "# hot")
  }

  @Test func entryCommentsSitAfterTheValueOrTheColon() throws {
    let document = assertParse(
      "lunch:  # meal\n  - soup\nnotes: |  # free text\n  Hungry.\nday cutoff: 04:00  # late\n")
    let mapping = try #require(document.mapping)
    let comments = mapping.entries.map { $0.comment.map(document.text(of:)) }
    #expect(comments == ["# meal", "# free text", "# late"])
  }

  @Test func compactMappingsStartTheirLinesAtTheirFirstKey() throws {
    let input = MarkedText("- 1️⃣date: x\n2️⃣  with: y\n3️⃣")
    let document = assertRoundTrip(input.bytes)
    let mapping = try #require(document.root?.sequence?.items.first?.value?.mapping)
    #expect(mapping.indent == 2)
    #expect(mapping.entries[0].lineRange == input["1️⃣"]..<input["2️⃣"])
    #expect(mapping.entries[1].lineRange == input["2️⃣"]..<input["3️⃣"])
    #expect(mapping.lineRange == input["1️⃣"]..<input["3️⃣"])
  }
}
