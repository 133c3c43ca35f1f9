import LarderModel
import Testing

@Suite("Search keys found in text without folding it")
struct SearchKeyPatternTests {
  @Test("case, accents and runs of white space are ignored; an empty key is no pattern")
  func examples() {
    let pattern = SearchKeyPattern("creme fraiche")!
    #expect(pattern.isFound(in: "Tarte with CRÈME  Fraîche"))
    #expect(pattern.isFound(in: "crème\n\tfraîche"))
    #expect(!pattern.isFound(in: "crème-fraîche"))
    #expect(SearchKeyPattern("ae")!.isFound(in: "Cæsar"))
    #expect(SearchKeyPattern("") == nil)
  }
}
