import LarderSyntax
import LarderTestSupport
import Testing

/// The tree the parser builds for valid files: structure, values, ranges and trivia.
@Suite struct ParserTests {
  @Test func readsADayFile() {
    let document = assertParse(
      """
      # Saturday 21 November 2026
      breakfast:
        - 07:40 oatmeal, dry 60 g  = 228 kcal 7.9p 40.6c 3.9f  # with cinnamon
        - 07:40 whole milk 200 ml
      activity:
        - 18:00 running 35 min
      notes: Hungry in the afternoon.

      """)
    #expect(
      outline(document)
        == """
        {breakfast: ["07:40 oatmeal, dry 60 g  = 228 kcal 7.9p 40.6c 3.9f", \
        "07:40 whole milk 200 ml"], activity: ["18:00 running 35 min"], \
        notes: "Hungry in the afternoon."}
        """)
  }

  @Test func plainScalarValueIsExactlyItsBytes() throws {
    let input = MarkedText("lunch:\n  - 1️⃣12:30 crème fraîche 30 g2️⃣   # rich\n")
    let document = assertRoundTrip(input.bytes)
    let item = try #require(document.mapping?["lunch"]?.sequence?.items.first)
    let scalar = try #require(item.value?.scalar)
    #expect(scalar.range == input["1️⃣"]..<input["2️⃣"])
    #expect(scalar.isVerbatim)
    #expect(Array(scalar.value.utf8) == Array(input.bytes[scalar.range]))
    #expect(document.text(of: try #require(item.comment)) == "# rich")
  }

  @Test func sequenceMayStartAtItsKeysColumn() {
    let document = assertParse("lunch:\n- soup\n- bread\ndinner:\n  - curry\n")
    #expect(outline(document) == #"{lunch: ["soup", "bread"], dinner: ["curry"]}"#)
  }

  @Test func mappingsInsideSequenceItems() {
    let document = assertParse(
      """
      meetings:
        - date: 2026-10-02
          with: doctor              # doctor or nutritionist
          notes: Blood pressure fine; keep going.
        -   date: 2026-11-02
            with: nutritionist
      """)
    #expect(
      outline(document)
        == """
        {meetings: [{date: "2026-10-02", with: "doctor", \
        notes: "Blood pressure fine; keep going."}, \
        {date: "2026-11-02", with: "nutritionist"}]}
        """)
  }

  @Test func emptyValuesAreNil() throws {
    let document = assertParse("a:\nb:   # nothing\nc:\n  -\n")
    #expect(outline(document) == "{a: ~, b: ~, c: [~]}")
    let entry = try #require(document.mapping?.entry(named: "b"))
    #expect(entry.value == nil)
    #expect(document.text(of: try #require(entry.comment)) == "# nothing")
  }

  @Test func keysCompareAsNames() throws {
    let document = assertParse("Morning  Snack: 10:00-11:30\n")
    let mapping = try #require(document.mapping)
    #expect(mapping["morning snack"]?.scalar?.value == "10:00-11:30")
    #expect(mapping["MORNING SNACK"] != nil)
    #expect(mapping["morning"] == nil)
  }

  @Test func quotedScalarsAreDecoded() {
    let document = assertParse(
      #"""
      a: "Ben & Jerry's: cookie dough \"100 g\"\t\u00e9\x41"
      b: 'it''s # not a comment'   # a comment
      "quoted key": 'x'
      """#)
    #expect(
      outline(document)
        == #"{a: "Ben & Jerry\'s: cookie dough \"100 g\"\téA", b: "it\'s # not a comment", "#
        + #"quoted key: "x"}"#)
  }

  @Test func plainScalarsContinueOnMoreIndentedLines() {
    let document = assertParse("notes: Hungry in\n  the afternoon.\n\n  Slept well.\nnext: x\n")
    #expect(document.mapping?["notes"]?.scalar?.isVerbatim == false)
    #expect(document.mapping?["next"]?.scalar?.isVerbatim == true)
    #expect(assertParse("a\nb\n").root?.scalar?.isVerbatim == false)
    #expect(outline(document) == #"{notes: "Hungry in the afternoon.\nSlept well.", next: "x"}"#)
  }

  @Test func literalAndFoldedBlockScalars() {
    let document = assertParse(
      """
      literal: |
        line one
          indented

        line three
      folded: >-
        one
        two

        three
      keep: |+
        kept

      strip: |-
        stripped
      explicit: |2
          two extra
      empty: |
      breaks only: |+


      last: x
      """)
    #expect(
      outline(document)
        == #"{literal: "line one\n  indented\n\nline three\n", folded: "one two\nthree", "#
        + #"keep: "kept\n\n", strip: "stripped", explicit: "  two extra\n", empty: "", "#
        + #"breaks only: "\n\n", last: "x"}"#)
  }

  @Test func crlfAndByteOrderMarkAreKept() throws {
    let document = assertParse("\u{FEFF}# settings\r\nformat: 1\r\nunits: metric\r\n")
    #expect(document.lineEnd == .crlf)
    #expect(document.source.hasByteOrderMark)
    let pieces = document.trivia(try #require(document.root?.firstToken.leadingTrivia))
    #expect(pieces.map(\.kind) == [.byteOrderMark, .comment, .lineEnd])
    #expect(outline(document) == #"{format: "1", units: "metric"}"#)
  }

  @Test func commentsBelongToTheRightTokens() throws {
    let input = MarkedText("a: 1  1️⃣# one\n2️⃣# above b\nb: 2\n3️⃣# at the end\n")
    let document = assertRoundTrip(input.bytes)
    let mapping = try #require(document.mapping)
    #expect(mapping.entries[0].comment?.lowerBound == input["1️⃣"])
    let leading = document.trivia(mapping.entries[1].key.token.leadingTrivia)
    #expect(leading.first { $0.kind == .comment }?.range.lowerBound == input["2️⃣"])
    let end = document.trivia(document.endOfFile.leadingTrivia)
    #expect(end.first { $0.kind == .comment }?.range.lowerBound == input["3️⃣"])
  }

  @Test func lineRangesCoverWholeLines() throws {
    let input = MarkedText(
      "lunch:\n1️⃣  - soup  # hot\n2️⃣  - date: x\n    with: y\n3️⃣notes: n4️⃣")
    let document = assertRoundTrip(input.bytes)
    let mapping = try #require(document.mapping)
    let items = try #require(mapping["lunch"]?.sequence?.items)
    #expect(items[0].lineRange == input["1️⃣"]..<input["2️⃣"])
    #expect(items[1].lineRange == input["2️⃣"]..<input["3️⃣"])
    #expect(mapping.entries[1].lineRange == input["3️⃣"]..<input["4️⃣"])
    #expect(mapping["lunch"]?.sequence?.indent == 2)
    #expect(items[1].value?.mapping?.indent == 4)
  }

  @Test func emptyAndCommentOnlyFilesHaveNoRoot() {
    #expect(assertParse("").root == nil)
    #expect(assertParse("# only a comment\n\n   \n").root == nil)
    #expect(assertParse("\n").root == nil)
  }
}
