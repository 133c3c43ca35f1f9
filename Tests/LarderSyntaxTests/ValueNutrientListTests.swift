import LarderSyntax
import Testing

@Suite struct ValueNutrientListTests {
  typealias Kind = NutrientListSyntax.Kind

  @Test func readsEveryItemWithItsRanges() throws {
    let text = "228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium"
    let (list, diagnostics) = parse(NutrientListSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(list)
    #expect(read.range == base..<(base + text.utf8.count))
    let expected: [(Kind, Double, String, String)] = [
      (.kcal, 228, "228 kcal", "228"), (.protein, 8.1, "8.1p", "8.1"),
      (.carbs, 40.5, "40.5c", "40.5"), (.fat, 4.1, "4.1f", "4.1"), (.fibre, 3, "3 fibre", "3"),
      (.sugars, 1.2, "1.2 sugars", "1.2"), (.sodium, 140, "140 mg sodium", "140"),
    ]
    #expect(read.items.map(\.kind) == Kind.allCases)
    for (kind, value, written, number) in expected {
      let item = try #require(read[kind])
      #expect(item.value == value)
      #expect(item.range == span(written, in: text))
      #expect(item.valueRange.lowerBound == item.range.lowerBound)
      #expect(words(item.valueRange, in: text) == number)
    }
  }

  @Test(arguments: [
    ("228 kcal 8.1 p 40.5 c 4.1 f", "228 kcal 8.1p 40.5c 4.1f"),
    ("228 KCAL 8.1 P 40.5 C 4.1 F", "228 kcal 8.1p 40.5c 4.1f"),
    ("228 kcal, 8.1 protein, 40.5 carbs, 4.1 fat", "228 kcal 8.1p 40.5c 4.1f"),
    ("8.1P  40.5C\t4.1F", "8.1p 40.5c 4.1f"),
    ("3 fiber 1.2 sugar 140 sodium", "3 fibre 1.2 sugars 140 mg sodium"),
    ("140 MG Sodium, 3 Fibre", "3 fibre 140 mg sodium"),
    ("4.10f 8.10p 228.00 kcal", "228 kcal 8.1p 4.1f"), ("0p 0c 10f 88 kcal", "88 kcal 0p 0c 10f"),
    (".5p", "0.5p"), ("8.125p 0.004c", "8.125p 0.004c"),
    ("140 MG Sodium,, 2p", "2p 140 mg sodium"), ("3 fibre,,, 2p", "2p 3 fibre"),
  ])
  func spellsCanonically(text: String, canonical: String) throws {
    let (list, diagnostics) = parse(NutrientListSyntax.self, text)
    #expect(diagnostics.isEmpty)
    #expect(list?.canonical == canonical)
    let again = try #require(parse(NutrientListSyntax.self, canonical).value)
    #expect(again.canonical == canonical)
    #expect(again.canonical(in: canonical, at: base) == canonical)
  }

  @Test(arguments: [
    ("228 kcal 8.1x", "8.1x", "unknown nutrient \"8.1x\""),
    ("228 calories", "calories", "unknown nutrient \"calories\""),
    ("kcal 8.1p", "kcal", "nutrient \"kcal\" has no number"),
    ("kcal 228 8.1p", "kcal 228", "nutrient \"kcal 228\" has its number last"),
    ("228 kcal 8.1p 40", "40", "number \"40\" names no nutrient"),
    ("228 40.5c", "228", "number \"228\" names no nutrient"),
    ("1,5p", "1,5", "number \"1,5\" contains a comma"),
    ("1.2.3 kcal", "1.2.3", "\"1.2.3\" is not a number"),
    ("140 mg", "140 mg", "unit \"mg\" names no nutrient"),
    ("140 mg 3 fibre", "140 mg", "unit \"mg\" names no nutrient"),
    ("0.1 mg mg 2p", "0.1 mg", "unit \"mg\" names no nutrient"),
    ("228kcal", "228kcal", "unknown nutrient \"228kcal\""),
    ("8.1p lots", "lots", "unknown nutrient \"lots\""),
  ])
  func reportsBadNutrients(text: String, offending: String, message: String) {
    let (list, diagnostics) = parse(NutrientListSyntax.self, text)
    #expect(list != nil)
    #expect(diagnostics.map(\.id) == ["bad-nutrient"])
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.range == span(offending, in: text))
    expectWellFormed(diagnostics, in: text)
  }

  @Test func keepsTheGoodItemsAroundABadOne() {
    let (list, _) = parse(NutrientListSyntax.self, "228 kcal 8.1x 40.5c")
    #expect(list?.canonical == "228 kcal 40.5c")
  }

  @Test func reportsDuplicatesAndKeepsTheFirst() {
    let text = "228 kcal 8.1p 9 protein 230 kcal"
    let (list, diagnostics) = parse(NutrientListSyntax.self, text)
    #expect(diagnostics.map(\.id) == ["duplicate-nutrient", "duplicate-nutrient"])
    #expect(diagnostics.map(\.range) == [span("9 protein", in: text), span("230 kcal", in: text)])
    #expect(diagnostics.first?.message == "duplicate protein \"9 protein\"")
    #expect(list?[.protein]?.value == 8.1)
    #expect(list?[.kcal]?.value == 228)
    expectWellFormed(diagnostics, in: text)
  }

  @Test func rejectsEmptyText() {
    let (list, diagnostics) = parse(NutrientListSyntax.self, "  ")
    #expect(list == nil)
    #expect(diagnostics.map(\.id) == ["bad-nutrient"])
    #expect(diagnostics.first?.message == "missing nutrients")
  }

  @Test func exposesPresenceAndEmptiness() throws {
    let list = try #require(parse(NutrientListSyntax.self, "12f").value)
    #expect(!list.isEmpty)
    #expect(list[.kcal] == nil)
    #expect(NutrientListSyntax(range: 0..<0).isEmpty)
  }

  @Test func readsNamedItemsWithTheirUnitsAndRanges() throws {
    let text = "52 kcal 0.3p 107 mg potassium, 4.6 MG Vitamin-C 2.5 mcg vitamin-d 0.012 g salt"
    let (list, diagnostics) = parse(NutrientListSyntax.self, text)
    // Which words name a nutrient is the model's to say: the grammar keeps every one.
    #expect(diagnostics.isEmpty)
    let read = try #require(list)
    #expect(read.namedItems.map(\.word) == ["potassium", "Vitamin-C", "vitamin-d", "salt"])
    #expect(read.namedItems.map(\.unit) == ["mg", "MG", "mcg", "g"])
    #expect(read.namedItems.map(\.value) == [107, 4.6, 2.5, 0.012])
    #expect(read.namedItems[1].range == span("4.6 MG Vitamin-C", in: text))
    #expect(read.namedItems[1].wordRange == span("Vitamin-C", in: text))
    #expect(read[.kcal]?.value == 52)
    #expect(
      read.canonical
        == "52 kcal 0.3p 107 mg potassium 4.6 mg vitamin-c 2.5 µg vitamin-d 0.012 g salt")
  }

  @Test(arguments: [
    ("140 mg sodium 0.9 mg iron", "140 mg sodium 0.9 mg iron"),
    ("2 µg vitamin-b12 3 ug folate 4 μg vitamin-k", "2 µg vitamin-b12 3 µg folate 4 µg vitamin-k"),
    ("228 kcal 2.1 g saturated-fat 8.1p", "228 kcal 8.1p 2.1 g saturated-fat"),
    ("0.9 mg iron,, 8.1p", "8.1p 0.9 mg iron"),
  ])
  func spellsNamedItemsCanonically(text: String, canonical: String) throws {
    let (list, diagnostics) = parse(NutrientListSyntax.self, text)
    #expect(diagnostics.isEmpty)
    #expect(list?.canonical == canonical)
    let again = try #require(parse(NutrientListSyntax.self, canonical).value)
    #expect(again.canonical == canonical)
  }

  @Test func aListOfNamedItemsOnlyIsNotEmpty() throws {
    let list = try #require(parse(NutrientListSyntax.self, "0.9 mg iron").value)
    #expect(!list.isEmpty)
    #expect(list.items.isEmpty)
  }
}
