import LarderModel
import Testing

@Suite("Names and numbers as text")
struct NameTests {
  @Test("names compare without case and with white space folded")
  func normalization() {
    #expect(Name.normalized("  Oatmeal,   DRY ") == "oatmeal, dry")
    #expect(Name.normalized("Oatmeal,\tdry") == "oatmeal, dry")
    #expect(Name("Chicken Breast") == Name("chicken  breast"))
    #expect(Name("Chicken Breast").text == "Chicken Breast")
    #expect(Set([Name("Tea"), Name("TEA")]).count == 1)
    #expect(Name.normalized("already normal") == "already normal")
    #expect(Name.normalized("") == "")
    #expect(Name.normalized("   ") == "")
    #expect(Name.normalized("a\r\nb") == "a b")
    #expect(Name.normalized("Oatmeal, dry 60 g".dropLast(5)) == "oatmeal, dry")
    #expect(Name.normalized("  ÉCLAIR  au   Café ") == "éclair au café")
  }

  @Test(
    "names beyond ASCII fold white space and lower-case scalar by scalar",
    arguments: [
      "Brookside RÖSTI", "İstanbul", "ΟΔΟΣ  ΑΣ", "\u{212A}elvin", "ẞ",
      " \u{2003}Crème\u{3000}Brûlée\u{2028}",
      "a\u{00A0}b", "x \u{301}y", "\u{85}Ünïcode\t\n", "\u{600} x",
    ])
  func normalizationBeyondASCII(_ text: String) {
    // The definition: Unicode white space folds, and letters that change take their mapping.
    var expected = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !expected.isEmpty
        continue
      }
      if pendingSpace { expected.append(" ") }
      pendingSpace = false
      if scalar.properties.changesWhenLowercased {
        expected.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      } else {
        expected.append(scalar)
      }
    }
    #expect(Array(Name.normalized(text).unicodeScalars) == Array(expected))
  }

  @Test("accents are significant in names and ignored in search keys")
  func accents() {
    #expect(Name("Crème Fraîche") == Name("crème fraîche"))
    #expect(Name("crème fraîche") != Name("creme fraiche"))
    #expect(Name.searchKey("Crème Fraîche") == "creme fraiche")
    #expect(Name.searchKey("Łosoś wędzony") == "losos wedzony")
    // A decomposed é (e + U+0301) folds like a precomposed one.
    #expect(Name.searchKey("cafe\u{301}") == "cafe")
    #expect(Name("Café") == Name("cafe\u{301}"))
  }

  @Test("numbers are written without trailing zeros, rounded half away from zero")
  func decimalText() {
    #expect(DecimalText.string(228) == "228")
    #expect(DecimalText.string(8.14) == "8.1")
    #expect(DecimalText.string(8.15) == "8.2")
    #expect(DecimalText.string(0.05) == "0.1")
    #expect(DecimalText.string(-2.25) == "-2.3")
    #expect(DecimalText.string(-0.01) == "0")
    #expect(DecimalText.string(1.05, fractionDigits: 2) == "1.05")
    #expect(DecimalText.string(1_234_567.89, grouping: true) == "1,234,567.9")
    #expect(DecimalText.string(999, grouping: true) == "999")
    #expect(DecimalText.string(1_000, fractionDigits: 0, grouping: true) == "1,000")
  }

  @Test("a row's trailing padding is dropped, and nothing else")
  func trailingSpaces() {
    #expect("  kcal   1,234   ".droppingTrailingSpaces == "  kcal   1,234")
    #expect("a\u{301}  ".droppingTrailingSpaces == "a\u{301}")
    #expect("tab\t ".droppingTrailingSpaces == "tab\t")
    #expect("   ".droppingTrailingSpaces == "")
    #expect("".droppingTrailingSpaces == "")
    #expect("none".droppingTrailingSpaces == "none")
  }
}
