import LarderSyntax
import LarderTestSupport
import Testing

/// The text `larder check` prints for a diagnostic.
@Suite struct DiagnosticRendererTests {
  let path = "log/2026/11/2026-11-21.yaml"

  @Test func rendersTheExampleOfTheFormat() {
    let input = MarkedText("lunch:\n  - 12:30 1️⃣chiken breast2️⃣ 150 g\n")
    let diagnostic = Diagnostic.error(
      "unknown-food", input["1️⃣"]..<input["2️⃣"], #"unknown food "chiken breast""#,
      hint: #"Did you mean "chicken breast"?"#)
    let text = DiagnosticRenderer().render(diagnostic, path: path, source: SourceText(input.bytes))
    #expect(
      text == """
        log/2026/11/2026-11-21.yaml:2:11: error: unknown food "chiken breast" [unknown-food]
           2 |   - 12:30 chiken breast 150 g
             |           ^~~~~~~~~~~~~
          hint: Did you mean "chicken breast"?

        """)
  }

  @Test func cutsALongLineAroundTheRange() {
    let before = String(repeating: "é", count: 1_000)
    let input = MarkedText("a: \(before)1️⃣zork2️⃣ \(String(repeating: "x", count: 1_000))\n")
    let diagnostic = Diagnostic.warning("odd", input["1️⃣"]..<input["2️⃣"], "odd")
    let text = DiagnosticRenderer().render(
      diagnostic, path: "f.yaml", source: SourceText(input.bytes))
    let lines = text.split(separator: "\n")
    let shown = String(repeating: "é", count: 60) + "zork " + String(repeating: "x", count: 95)
    #expect(lines[1] == "   1 | …" + shown + "…")
    #expect(lines[2] == "     |  " + String(repeating: " ", count: 60) + "^~~~")
  }

  @Test func showsALineOf160CharactersWhole() {
    let line =
      "  - 12:00 " + String(repeating: "x", count: 80) + " 1️⃣zork2️⃣ "
      + String(repeating: "y", count: 60)
    let input = MarkedText("lunch:\n\(line)\n")
    let diagnostic = Diagnostic.warning("odd", input["1️⃣"]..<input["2️⃣"], "odd")
    let text = DiagnosticRenderer().render(
      diagnostic, path: "f.yaml", source: SourceText(input.bytes))
    #expect(
      text.split(separator: "\n")[1] == "   2 | "
        + line.replacingOccurrences(of: "1️⃣", with: "").replacingOccurrences(of: "2️⃣", with: ""))
  }

  @Test func countsCharactersAndWidensTabs() {
    let input = MarkedText("a:\tcrème 1️⃣fraîche2️⃣\n")
    let diagnostic = Diagnostic.warning("odd", input["1️⃣"]..<input["2️⃣"], #"odd "fraîche""#)
    let text = DiagnosticRenderer(tabWidth: 2).render(
      diagnostic, path: "f.yaml", source: SourceText(input.bytes))
    #expect(
      text == """
        f.yaml:1:10: warning: odd "fraîche" [odd]
           1 | a:  crème fraîche
             |           ^~~~~~~

        """)
  }

  @Test func underlinesATabItself() {
    let (document, diagnostics) = DocumentParser.parse("lunch:\n\t- soup\n")
    let text = DiagnosticRenderer().render(diagnostics, path: "d.yaml", source: document.source)
    #expect(
      text == """
        d.yaml:2:1: error: tab in the indentation of "- soup" [tab-indentation]
           2 |     - soup
             | ^~~~
          hint: Indent with spaces; YAML does not allow tabs in indentation.

        """)
  }

  @Test func marksAnEmptyRangeAndTheEndOfALine() {
    let source = SourceText("key: \"open\n")
    let atEnd = Diagnostic.error("x", 10..<10, #"at "end""#)
    #expect(
      DiagnosticRenderer().render(atEnd, path: "f", source: source)
        == "f:1:11: error: at \"end\" [x]\n   1 | key: \"open\n     |           ^\n")
  }

  @Test func showsControlBytesSafelyAndWidensTheGutter() {
    var bytes = Array(String(repeating: "\n", count: 12344).utf8)
    bytes += [0x61, 0x00, 0xFF, 0x62]
    let diagnostic = Diagnostic.error("bad", bytes.count - 3..<bytes.count - 1, #"bad "x""#)
    let text = DiagnosticRenderer().render(diagnostic, path: "f", source: SourceText(bytes))
    #expect(
      text == "f:12345:2: error: bad \"x\" [bad]\n 12345 | a\u{FFFD}\u{FFFD}b\n       |  ^~\n")
  }

  @Test func coloursTheSeverityWordOnlyWhenAsked() {
    let diagnostic = Diagnostic.error("x", 0..<1, #"bad "a""#)
    let coloured = DiagnosticRenderer(usesColor: true).render(
      diagnostic, path: "f", source: SourceText("a"))
    #expect(coloured.hasPrefix("f:1:1: \u{1B}[1;31merror\u{1B}[0m: bad"))
    let plain = DiagnosticRenderer().render(diagnostic, path: "f", source: SourceText("a"))
    #expect(!plain.contains("\u{1B}"))
  }
}
