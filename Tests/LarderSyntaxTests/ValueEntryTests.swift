import LarderSyntax
import Testing

/// What an entry test expects: each part as the words it spans, `nil` for an absent part.
struct ExpectedEntry: Sendable, CustomTestStringConvertible {
  var text: String
  var time: Int? = nil
  var component = false
  var what: String
  var amount: String? = nil
  var value: Double? = nil
  var leading = false
  var unit: String? = nil
  var snapshot: String? = nil
  var canonical: String

  var testDescription: String { text }
}

@Suite struct ValueEntryTests {
  static let entries: [ExpectedEntry] = [
    .init(text: "banana", what: "banana", canonical: "banana"),
    .init(
      text: "7 up 330 ml", what: "7 up", amount: "330", value: 330, unit: "ml",
      canonical: "7 up 330 ml"),
    .init(
      text: "vitamin b12 1 tablet", what: "vitamin b12", amount: "1", value: 1, unit: "tablet",
      canonical: "vitamin b12 1 tablet"),
    .init(
      text: "chicken breast, grilled 150 g", what: "chicken breast, grilled", amount: "150",
      value: 150, unit: "g", canonical: "chicken breast, grilled 150 g"),
    .init(
      text: "oatmeal 1 1/2 cups", what: "oatmeal", amount: "1 1/2", value: 1.5, unit: "cups",
      canonical: "oatmeal 1 1/2 cups"),
    .init(
      text: "restaurant curry = 850 kcal 30p 90c 38f", what: "restaurant curry",
      snapshot: "850 kcal 30p 90c 38f", canonical: "restaurant curry = 850 kcal 30p 90c 38f"),
    .init(
      text: "01:30 toast 2 slices", time: 90, what: "toast", amount: "2", value: 2,
      unit: "slices", canonical: "01:30 toast 2 slices"),
    .init(
      text: "+ olive oil 10 ml = 88 kcal 0p 0c 10f; oils / fats / nuts 1", component: true,
      what: "olive oil", amount: "10", value: 10, unit: "ml",
      snapshot: "88 kcal 0p 0c 10f; oils / fats / nuts 1",
      canonical: "+ olive oil 10 ml = 88 kcal 0p 0c 10f; oils / fats / nuts 1"),
    .init(
      text: "crème fraîche 2 tbsp", what: "crème fraîche", amount: "2", value: 2, unit: "tbsp",
      canonical: "crème fraîche 2 tbsp"),
    .init(
      text: "2 eggs", what: "eggs", amount: "2", value: 2, leading: true, canonical: "2 eggs"),
    .init(
      text: "10:00 2 slices toast", time: 600, what: "slices toast", amount: "2", value: 2,
      leading: true, canonical: "10:00 2 slices toast"),
    .init(
      text: "½ grapefruit", what: "grapefruit", amount: "½", value: 0.5, leading: true,
      canonical: "½ grapefruit"),
    .init(
      text: "1 1/2 cups  oats", what: "cups  oats", amount: "1 1/2", value: 1.5, leading: true,
      canonical: "1 1/2 cups oats"),
    .init(
      text: "07:40   oatmeal, dry\t60.0 g  = 228 kcal 7.90p 40.6c 3.9f;  starchy  sides 1.0",
      time: 460, what: "oatmeal, dry", amount: "60.0", value: 60, unit: "g",
      snapshot: "228 kcal 7.90p 40.6c 3.9f;  starchy  sides 1.0",
      canonical: "07:40 oatmeal, dry 60 g = 228 kcal 7.9p 40.6c 3.9f; starchy sides 1"),
    .init(
      text: "coffee with milk 1½ fl oz", what: "coffee with milk", amount: "1½", value: 1.5,
      unit: "fl oz", canonical: "coffee with milk 1½ fl oz"),
    .init(
      text: "18:00 running 35 min", time: 1080, what: "running", amount: "35", value: 35,
      unit: "min", canonical: "18:00 running 35 min"),
    .init(
      text: "apple 1", what: "apple", amount: "1", value: 1, canonical: "apple 1"),
    .init(
      text: "12:30 vegetables .5 portions", time: 750, what: "vegetables", amount: ".5",
      value: 0.5, unit: "portions", canonical: "12:30 vegetables 0.5 portions"),
    .init(
      text: "pizza=900 kcal", what: "pizza", snapshot: "900 kcal",
      canonical: "pizza = 900 kcal"),
    .init(
      text: "salad 1 serving = 412 kcal; vegetables 2, oils / fats / nuts 0.5", what: "salad",
      amount: "1", value: 1, unit: "serving",
      snapshot: "412 kcal; vegetables 2, oils / fats / nuts 0.5",
      canonical: "salad 1 serving = 412 kcal; vegetables 2, oils / fats / nuts 0.5"),
    .init(text: "+oil", what: "+oil", canonical: "+oil"),
  ]

  @Test(arguments: entries)
  func readsEntries(expected: ExpectedEntry) throws {
    let text = expected.text
    let (entry, diagnostics) = parse(EntrySyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(entry)
    #expect(read.range == base..<(base + text.utf8.count))
    #expect(read.time?.minutes == expected.time)
    #expect(words(read.time?.range, in: text) == expected.time.map { _ in String(text.prefix(5)) })
    #expect(read.isComponent == expected.component)
    #expect(read.componentMarker == (expected.component ? base..<(base + 1) : nil))
    #expect(words(read.what, in: text) == expected.what)
    #expect(words(read.amount?.range, in: text) == expected.amount)
    #expect(read.amount?.value == expected.value)
    #expect(read.amountPlacement == (expected.leading ? .leading : .trailing))
    #expect(words(read.unit, in: text) == expected.unit)
    #expect(words(read.snapshot?.range, in: text) == expected.snapshot)
    #expect((read.equalsSign != nil) == (expected.snapshot != nil))
    #expect(read.canonical(in: text, at: base) == expected.canonical)
  }

  @Test(arguments: entries)
  func canonicalSpellingIsStable(expected: ExpectedEntry) throws {
    let canonical = expected.canonical
    let (again, diagnostics) = parse(EntrySyntax.self, canonical)
    #expect(diagnostics.isEmpty)
    let read = try #require(again)
    #expect(read.canonical(in: canonical, at: base) == canonical)
    let original = try #require(parse(EntrySyntax.self, expected.text).value)
    #expect(read.amount?.value == original.amount?.value)
    #expect(
      read.time
        == original.time.map { ClockTimeSyntax(minutes: $0.minutes, range: base..<(base + 5)) })
  }

  @Test func givesEachPartOfASnapshotItsRange() throws {
    let text = "+ olive oil 10 ml = 88 kcal 0p 0c 10f; oils / fats / nuts 1, treats 0.5"
    let entry = try #require(parse(EntrySyntax.self, text).value)
    #expect(entry.equalsSign == span("=", in: text))
    let snapshot = try #require(entry.snapshot)
    #expect(snapshot.nutrients.range == span("88 kcal 0p 0c 10f", in: text))
    #expect(snapshot.nutrients[.fat]?.range == span("10f", in: text))
    #expect(snapshot.portions.count == 2)
    #expect(snapshot.portions[0].category == span("oils / fats / nuts", in: text))
    let one = span("nuts 1", in: text).upperBound - 1
    #expect(snapshot.portions[0].number == NumberSyntax(value: 1, range: one..<(one + 1)))
    #expect(snapshot.portions[0].range == span("oils / fats / nuts 1", in: text))
    #expect(snapshot.portions[1].category == span("treats", in: text))
    #expect(snapshot.portions[1].number.value == 0.5)
  }

  @Test func splitsAHeadAndASnapshotForAlignment() throws {
    let text = "07:40 oatmeal  60 g = 228 kcal 8.10p"
    let entry = try #require(parse(EntrySyntax.self, text).value)
    let parts = Array(text.utf8).withUnsafeBufferPointer { entry.canonicalParts(in: $0, at: base) }
    #expect(parts.head == "07:40 oatmeal 60 g")
    #expect(parts.snapshot == "228 kcal 8.1p")
    let bare = try #require(parse(EntrySyntax.self, "banana").value)
    let bareParts = Array("banana".utf8).withUnsafeBufferPointer {
      bare.canonicalParts(in: $0, at: base)
    }
    #expect(bareParts.snapshot == nil)
  }

  static let leadingUnits = [
    (text: "10:00 2 slices toast", count: 1, unit: "slices", what: "toast"),
    (text: "2 fl  oz milk", count: 2, unit: "fl  oz", what: "milk"),
  ]

  @Test func takesLeadingWordsAsTheUnit() throws {
    let spelled = ["10:00 2 slices toast", "2 fl oz milk"]
    for (example, canonical) in zip(Self.leadingUnits, spelled) {
      let text = example.text
      let entry = try #require(parse(EntrySyntax.self, text).value)
      let split = entry.withLeadingUnit(wordCount: example.count, in: text, at: base)
      #expect(words(split.unit, in: text) == example.unit)
      #expect(words(split.what, in: text) == example.what)
      #expect(split.amountPlacement == .leading)
      #expect(split.canonical(in: text, at: base) == canonical)
    }
  }

  @Test func keepsTheEntryWhenNoLeadingUnitCanBeTaken() throws {
    let leading = try #require(parse(EntrySyntax.self, "2 eggs").value)
    #expect(leading.withLeadingUnit(wordCount: 1, in: "2 eggs", at: base) == leading)
    #expect(leading.withLeadingUnit(wordCount: 0, in: "2 eggs", at: base) == leading)
    let trailing = try #require(parse(EntrySyntax.self, "toast 2 slices").value)
    #expect(trailing.withLeadingUnit(wordCount: 1, in: "toast 2 slices", at: base) == trailing)
  }

  @Test(arguments: [
    ("12:75 apple 1", "12:75", "bad-time", "time \"12:75\" does not exist"),
    ("24:00 apple 1", "24:00", "bad-time", "time \"24:00\" does not exist"),
    ("7:40 apple 1", "7:40", "bad-time", "\"7:40\" is not a time"),
    ("milk 1,5 l", "1,5", "bad-amount", "number \"1,5\" contains a comma"),
    ("milk 1.2.3 l", "1.2.3", "bad-amount", "\"1.2.3\" is not an amount"),
    ("cake 1/0 slices", "1/0", "bad-amount", "amount \"1/0\" divides by zero"),
    ("banana =", "=", "bad-snapshot", "nothing after \"=\""),
    ("banana =   ", "=", "bad-snapshot", "nothing after \"=\""),
    ("curry = ; dairy 1", "; dairy 1", "bad-snapshot", "snapshot \"; dairy 1\" has no nutrients"),
    ("curry = 850 kcal;", ";", "bad-snapshot", "no portions after \";\""),
    (
      "curry = 850 kcal; dairy", "dairy", "bad-snapshot",
      "portion \"dairy\" is not a category and a number"
    ),
    ("curry = 850 kcal 30q", "30q", "bad-nutrient", "unknown nutrient \"30q\""),
    (
      "curry = 850 kcal 900 kcal", "900 kcal", "duplicate-nutrient",
      "duplicate energy \"900 kcal\""
    ),
    ("12:30", "12:30", "empty-entry", "entry \"12:30\" names nothing eaten"),
    ("2", "2", "empty-entry", "entry \"2\" names nothing eaten"),
    ("+ ", "+", "empty-entry", "entry \"+\" names nothing eaten"),
    ("+=2f", "+=2f", "empty-entry", "entry \"+=2f\" names nothing eaten"),
    ("= 850 kcal", "= 850 kcal", "empty-entry", "entry \"= 850 kcal\" names nothing eaten"),
  ])
  func reportsProblems(text: String, offending: String, id: String, message: String) {
    let (entry, diagnostics) = parse(EntrySyntax.self, text)
    #expect(entry != nil)
    #expect(diagnostics.map(\.id) == [id])
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.range == span(offending, in: text))
    expectWellFormed(diagnostics, in: text)
  }

  @Test func pointsAtAnEmptyPortionBetweenCommas() {
    let text = "curry = 850 kcal; dairy 1,, fruit 1"
    let (_, diagnostics) = parse(EntrySyntax.self, text)
    #expect(diagnostics.map(\.id) == ["bad-snapshot"])
    #expect(diagnostics.first?.message == "empty portion")
    let secondComma = span(",,", in: text).lowerBound + 1
    #expect(diagnostics.first?.range == secondComma..<secondComma)
  }

  @Test func keepsTheRestOfALineWithABadTimeOrAmount() throws {
    let entry = try #require(parse(EntrySyntax.self, "12:75 milk 1,5 l").value)
    #expect(entry.time == nil)
    #expect(entry.amount == nil)
    #expect(words(entry.what, in: "12:75 milk 1,5 l") == "milk")
    #expect(words(entry.unit, in: "12:75 milk 1,5 l") == "l")
  }

  @Test(arguments: ["", "   ", "\t"])
  func rejectsEmptyText(text: String) {
    let (entry, diagnostics) = parse(EntrySyntax.self, text)
    #expect(entry == nil)
    #expect(diagnostics.map(\.id) == ["empty-entry"])
    #expect(diagnostics.first?.message == "empty entry")
    expectWellFormed(diagnostics, in: text)
  }
}
