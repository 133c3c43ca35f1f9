import LarderSyntax
import Testing

@Suite struct ValueQuantityTests {
  @Test(arguments: [
    ("100 g", 100.0, "100", "g", "100 g"), ("200 ml", 200, "200", "ml", "200 ml"),
    ("0.34 g/ml", 0.34, "0.34", "g/ml", "0.34 g/ml"), ("1 g/ml", 1, "1", "g/ml", "1 g/ml"),
    ("1 1/2 cup", 1.5, "1 1/2", "cup", "1 1/2 cup"), ("8  fl  oz", 8, "8", "fl  oz", "8 fl oz"),
    ("½ cup", 0.5, "½", "cup", "½ cup"), ("100.0 g", 100, "100.0", "g", "100 g"),
  ])
  func readsQuantities(
    text: String, value: Double, amount: String, unit: String, canonical: String
  ) throws {
    let (quantity, diagnostics) = parse(QuantitySyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(quantity)
    #expect(read.amount.value == value)
    #expect(words(read.amount.range, in: text) == amount)
    #expect(words(read.unit, in: text) == unit)
    #expect(read.range == base..<(base + text.utf8.count))
    #expect(read.canonical(in: text, at: base) == canonical)
    #expect(
      parse(QuantitySyntax.self, canonical).value?.canonical(in: canonical, at: base) == canonical)
  }

  @Test(arguments: [
    ("100", "100", "quantity \"100\" has no unit"), ("g", "g", "\"g\" is not an amount"),
    ("1,5 kg", "1,5", "number \"1,5\" contains a comma"), ("", "", "missing amount and unit"),
    ("1/0 cup", "1/0", "amount \"1/0\" divides by zero"),
    ("1.0 1/2 cup", "1.0 1/2", "quantity \"1.0 1/2 cup\" has two amounts"),
    (".00 \u{2153}", ".00 \u{2153}", "quantity \".00 \u{2153}\" has two amounts"),
    ("-1 1/2 cup", "-1", "\"-1\" is not an amount"),
    ("1,5 1/2 cup", "1,5", "number \"1,5\" contains a comma"),
  ])
  func rejectsBadQuantities(text: String, offending: String, message: String) {
    let (quantity, diagnostics) = parse(QuantitySyntax.self, text)
    #expect(quantity == nil)
    #expect(diagnostics.map(\.id) == ["bad-quantity"])
    #expect(diagnostics.first?.message == message)
    #expect(
      diagnostics.first?.range == (offending.isEmpty ? base..<base : span(offending, in: text)))
    expectWellFormed(diagnostics, in: text)
  }
}

@Suite struct ValueMeasureListTests {
  @Test func readsMeasuresWithTheirRanges() throws {
    let text = "cup = 81 g; tbsp = 5 g;  large slice=30 g"
    let (list, diagnostics) = parse(MeasureListSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(list)
    #expect(read.measures.map { words($0.name, in: text) } == ["cup", "tbsp", "large slice"])
    #expect(read.measures.map { $0.quantity.amount.value } == [81, 5, 30])
    #expect(read.measures.map { words($0.quantity.unit, in: text) } == ["g", "g", "g"])
    #expect(
      read.measures.map(\.range) == [
        span("cup = 81 g", in: text), span("tbsp = 5 g", in: text),
        span("large slice=30 g", in: text),
      ])
    let canonical = "cup = 81 g; tbsp = 5 g; large slice = 30 g"
    #expect(read.canonical(in: text, at: base) == canonical)
    #expect(
      parse(MeasureListSyntax.self, canonical).value?.canonical(in: canonical, at: base)
        == canonical)
  }

  @Test(arguments: [
    ("cup 81 g", "cup 81 g", "measure \"cup 81 g\" is not a name and a quantity"),
    ("= 81 g", "= 81 g", "measure \"= 81 g\" is not a name and a quantity"),
    ("cup = 81", "81", "quantity \"81\" has no unit"),
    ("cup = lots", "lots", "\"lots\" is not an amount"),
    ("cup = 81 g;", "", "empty measure"), ("", "", "missing measures"),
  ])
  func reportsBadMeasures(text: String, offending: String, message: String) {
    let (_, diagnostics) = parse(MeasureListSyntax.self, text)
    #expect(diagnostics.map(\.id) == ["bad-measure"])
    #expect(diagnostics.first?.message == message)
    let end = base + text.utf8.count
    #expect(diagnostics.first?.range == (offending.isEmpty ? end..<end : span(offending, in: text)))
    expectWellFormed(diagnostics, in: text)
  }
}

@Suite struct ValueAliasListTests {
  @Test func readsAliasesWithTheirRanges() throws {
    let text = "oats;  rolled   oats ;porridge oats"
    let (list, diagnostics) = parse(AliasListSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(list)
    #expect(read.aliases.map { words($0, in: text) } == ["oats", "rolled   oats", "porridge oats"])
    #expect(read.range == base..<(base + text.utf8.count))
    let canonical = "oats; rolled oats; porridge oats"
    #expect(read.canonical(in: text, at: base) == canonical)
    #expect(
      parse(AliasListSyntax.self, canonical).value?.canonical(in: canonical, at: base) == canonical)
  }

  @Test(arguments: [
    ("oats;; porridge", 5, "empty alias"), ("oats;", 5, "empty alias"), ("", 0, "missing aliases"),
  ])
  func warnsAboutEmptyAliases(text: String, position: Int, message: String) {
    let (list, diagnostics) = parse(AliasListSyntax.self, text)
    #expect(diagnostics.map(\.id) == ["bad-alias"])
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.range == (base + position)..<(base + position))
    #expect(list?.aliases.count == (text.isEmpty ? nil : text.split(separator: ";").count))
    expectWellFormed(diagnostics, in: text)
  }
}
