import LarderModel
import LarderTestSupport
import Testing

@testable import LarderWorkspace

@Suite("Search clues and keys found in raw text")
struct SearchCluesTests {
  /// Pieces of text where folding is easy to get wrong: case, accents, letters that fold to
  /// two (`æ`, `ß`), white space of every kind, combining marks (beside blanks too), and
  /// letters whose lower case is not ASCII.
  static let pieces = [
    "a", "o", "t", "A", "O", "T", "x", "k", " ", "  ", "\t", "\n", "\r\n", "\u{A0}", "-", ",",
    "é", "É", "è", "ö", "Ö", "æ", "Æ", "ß", "İ", "ﬀ", "\u{212A}", "Ω", "ω", "ḱ", "日", "\u{301}",
  ]

  static func text(_ count: ClosedRange<Int>, _ random: inout SplitMix64) -> String {
    (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random)! }
      .joined()
  }

  @Test("a key is found exactly where Name.searchKey's folding of the text holds it")
  func sameAsSearchKey() {
    var random = SplitMix64()
    for _ in 0..<20_000 {
      let text = Self.text(0...40, &random)
      guard let pattern = SearchKeyPattern(Name.searchKey(Self.text(1...4, &random))) else {
        continue
      }
      let folded = Array(Name.searchKey(text).utf8)
      let expected = folded.indices.contains { folded[$0...].starts(with: pattern.key) }
      #expect(
        pattern.isFound(in: text) == expected,
        "\(text.debugDescription) \(pattern.key) \(random.replayHint)")
    }
  }

  @Test("raw text with an escape may hold anything; clues with quotes are not looked for in it")
  func rawText() {
    let oats = SearchClues(["oats"])
    func test(_ clues: SearchClues, _ text: String) -> Bool {
      var text = text
      return text.withUTF8(clues.mayBeHeld(inRawText:))
    }
    #expect(test(oats, "breakfast:\n  - 07:00 Porridge   OATS 40 g\n"))
    #expect(!test(oats, "breakfast:\n  - 07:00 porridge oat 40 g\n"))
    #expect(test(oats, #"breakfast:\#n  - "07:00 \u006Fats 40 g"\#n"#))
    #expect(test(SearchClues(["mom's"]), "dinner:\n  - 'mom''s pie = 400 kcal'\n"))
    #expect(!test(SearchClues([]), "breakfast:\n  - 07:00 oats 40 g\n"))
  }
}
