import LarderWorkspace
import Testing

/// What reaches a terminal: a journal's bytes never drive it.
@Suite("Standard streams: text shown on a terminal")
struct StandardStreamTests {
  @Test(
    "control characters from a journal are shown as �; line ends, tabs and colours pass",
    arguments: [
      ("apple\t1 medium\n", "apple\t1 medium\n"),
      ("\u{1B}[1;31merror\u{1B}[0m: x", "\u{1B}[1;31merror\u{1B}[0m: x"),
      ("\u{1B}]0;pwned\u{7}day", "\u{FFFD}]0;pwned\u{FFFD}day"),
      ("\u{1B}[2Jcleared", "\u{FFFD}[2Jcleared"),
      ("\u{1B}[8mhidden\u{1B}[1;8m", "\u{FFFD}[8mhidden\u{FFFD}[1;8m"),
      ("line\rover", "line\u{FFFD}over"),
      ("c1\u{85}next\u{9B}31m", "c1\u{FFFD}next\u{FFFD}31m"),
      ("crème brûlée 米饭", "crème brûlée 米饭"),
      ("rice\u{202E}1 cup\u{2066}x\u{2069}\u{2028}", "rice\u{FFFD}1 cup\u{FFFD}x\u{FFFD}\u{FFFD}"),
      ("\u{200F}אבג \u{2010}\u{2030}", "\u{200F}אבג \u{2010}\u{2030}"),
    ])
  func terminalSafe(_ text: String, _ shown: String) {
    #expect(StandardStream.terminalSafe(text) == shown)
  }
}
