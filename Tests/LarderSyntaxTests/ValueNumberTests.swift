import LarderSyntax
import Testing

@Suite struct ValueNumberTests {
  @Test(arguments: [
    ("150", 150.0), ("1.5", 1.5), (".5", 0.5), ("0", 0), ("007.50", 7.5), ("8.1", 8.1),
    ("0.1", 0.1), ("1000000000", 1_000_000_000), ("0001000000000.000", 1_000_000_000),
    ("0.12345678901234567890123", 0.12345678901234567890123),
  ])
  func readsDecimals(text: String, value: Double) throws {
    let (number, diagnostics) = parse(NumberSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(number)
    #expect(read.value == value)
    #expect(read.range == base..<(base + text.utf8.count))
  }

  @Test func ignoresSurroundingBlanks() {
    let (number, _) = parse(NumberSyntax.self, " \t42 ")
    #expect(number?.range == (base + 2)..<(base + 4))
  }

  @Test(arguments: [
    ("1,5", "number \"1,5\" contains a comma"), ("1.2.3", "\"1.2.3\" is not a number"),
    ("5.", "\"5.\" is not a number"), ("1/2", "\"1/2\" is not a number"),
    ("-3", "\"-3\" is not a number"), ("", "missing number"), (".", "\".\" is not a number"),
  ])
  func rejectsOtherText(text: String, message: String) {
    let (number, diagnostics) = parse(NumberSyntax.self, text)
    #expect(number == nil)
    #expect(diagnostics.map(\.id) == ["bad-number"])
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.range == base..<(base + text.utf8.count))
    expectWellFormed(diagnostics, in: text)
  }

  @Test(arguments: ["1000000000.1", "12345678901234567890", "99999999999999999999999"])
  func rejectsNumbersBeyondTheMaximum(text: String) {
    let (number, diagnostics) = parse(NumberSyntax.self, text)
    #expect(number == nil)
    #expect(diagnostics.map(\.id) == ["bad-number"])
    #expect(diagnostics.first?.message == "number \"\(text)\" is more than 1,000,000,000")
    #expect(diagnostics.first?.range == base..<(base + text.utf8.count))
    expectWellFormed(diagnostics, in: text)
  }

  @Test(arguments: [
    ("99999999999 g", "bad-amount"), ("99999999999 1/2 cup", "bad-amount"),
    ("1 serving = 1000000000000000000000 kcal", "bad-nutrient"),
    ("1 serving = 100 kcal; fruit 10000000000", "bad-snapshot"),
  ])
  func entriesReportNumbersBeyondTheMaximum(tail: String, id: String) throws {
    let text = "07:00 oats " + tail
    let (_, diagnostics) = parse(EntrySyntax.self, text)
    let problem = try #require(diagnostics.first { $0.message.hasSuffix("1,000,000,000") })
    #expect(problem.id == id)
    expectWellFormed(diagnostics, in: text)
  }

  @Test(arguments: [
    ("150", "150"), ("1.50", "1.5"), (".5", "0.5"), ("2.0", "2"), ("007", "7"), ("0", "0"),
    ("000.000", "0"), ("10.05", "10.05"), ("0.125", "0.125"),
  ])
  func spellsCanonically(text: String, canonical: String) throws {
    let number = try #require(parse(NumberSyntax.self, text).value)
    #expect(number.canonical(in: text, at: base) == canonical)
    let again = try #require(parse(NumberSyntax.self, canonical).value)
    #expect(again.canonical(in: canonical, at: base) == canonical)
    #expect(again.value == number.value)
  }

  @Test(arguments: [
    (8.10, 2, "8.1"), (3.0, 2, "3"), (40.5, 2, "40.5"), (0.29, 2, "0.29"), (8.125, 2, "8.13"),
    (0.004, 2, "0"), (-0.004, 2, "0"), (-1.25, 2, "-1.25"), (1234567.891, 2, "1234567.89"),
    (2.5, 0, "3"), (0.1, 6, "0.1"), (0.000001, 6, "0.000001"), (99.999, 2, "100"),
    (0.05, 2, "0.05"), (1e20, 2, "100000000000000000000"),
    (-1.5e17, 2, "-150000000000000000"), (12345678901.5, 9, "12345678902"),
  ])
  func spellsValues(value: Double, digits: Int, spelled: String) {
    #expect(NumberSyntax.spelling(of: value, maxFractionDigits: digits) == spelled)
  }
}

@Suite struct ValueAmountTests {
  @Test(arguments: [
    ("150", 150.0, false), ("1.5", 1.5, false), (".5", 0.5, false), ("1/2", 0.5, true),
    ("3/4", 0.75, true), ("1 1/2", 1.5, true), ("2  1/4", 2.25, true), ("½", 0.5, true),
    ("⅓", 1.0 / 3, true), ("⅔", 2.0 / 3, true), ("¼", 0.25, true), ("¾", 0.75, true),
    ("⅛", 0.125, true), ("1½", 1.5, true), ("2¾", 2.75, true), ("1 ½", 1.5, true),
    ("⅞", 0.875, true), ("⅒", 0.1, true), ("5/4", 1.25, true),
  ])
  func readsAmounts(text: String, value: Double, isFraction: Bool) {
    let (amount, diagnostics) = parse(AmountSyntax.self, text)
    #expect(diagnostics.isEmpty)
    #expect(
      amount
        == AmountSyntax(
          value: value, range: base..<(base + text.utf8.count), isFraction: isFraction))
  }

  @Test(arguments: [
    ("1,5", "number \"1,5\" contains a comma"), ("1.2.3", "\"1.2.3\" is not an amount"),
    ("1/0", "amount \"1/0\" divides by zero"), ("1/2/3", "\"1/2/3\" is not an amount"),
    ("1.5/2", "\"1.5/2\" is not an amount"), ("1 1/2 3", "\"1 1/2 3\" is not an amount"),
    ("1 1.5", "\"1 1.5\" is not an amount"), ("1½½", "\"1½½\" is not an amount"),
    ("½1", "\"½1\" is not an amount"), ("/2", "\"/2\" is not an amount"),
    ("1 1½", "\"1 1½\" is not an amount"), ("", "missing number"),
  ])
  func rejectsOtherText(text: String, message: String) {
    let (amount, diagnostics) = parse(AmountSyntax.self, text)
    #expect(amount == nil)
    #expect(diagnostics.map(\.id) == ["bad-amount"])
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.range == base..<(base + text.utf8.count))
    expectWellFormed(diagnostics, in: text)
  }

  @Test(arguments: [
    ("1.50", "1.5"), ("1  1/2", "1 1/2"), ("½", "½"), ("1½", "1½"), ("3/4", "3/4"), (".5", "0.5"),
  ])
  func spellsCanonically(text: String, canonical: String) throws {
    let amount = try #require(parse(AmountSyntax.self, text).value)
    #expect(amount.canonical(in: text, at: base) == canonical)
    let again = try #require(parse(AmountSyntax.self, canonical).value)
    #expect(again.canonical(in: canonical, at: base) == canonical)
    #expect(again.value == amount.value)
  }
}
