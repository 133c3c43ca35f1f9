import LarderSyntax
import Testing

@Suite struct ValueTargetRuleTests {
  typealias Kind = TargetRuleSyntax.Kind

  @Test(
    arguments: [
      ("exactly 3", Kind.exact, 3.0, nil, "exactly 3"), ("3", .exact, 3, nil, "exactly 3"),
      ("Exactly  1.50", .exact, 1.5, nil, "exactly 1.5"),
      ("at least 3", .atLeast, 3, nil, "at least 3"), ("at most 1", .atMost, 1, nil, "at most 1"),
      ("AT MOST .5", .atMost, 0.5, nil, "at most 0.5"), ("1 to 2", .range, 1, 2, "1 to 2"),
      ("between 2 and 3", .range, 2, 3, "2 to 3"), ("0 to 0", .range, 0, 0, "0 to 0"),
      ("at least 30", .atLeast, 30, nil, "at least 30"),
    ] as [(String, Kind, Double, Double?, String)])
  func readsRules(text: String, kind: Kind, number: Double, upper: Double?, canonical: String)
    throws
  {
    let (rule, diagnostics) = parse(TargetRuleSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(rule)
    #expect(read.kind == kind)
    #expect(read.number.value == number)
    #expect(read.upperNumber?.value == upper)
    #expect(read.range == base..<(base + text.utf8.count))
    let words = text.split(separator: " ")
    let numberWord = kind == .range ? (words.first == "between" ? words[1] : words[0]) : words.last!
    #expect(read.number.range == span(String(numberWord), in: text))
    #expect(read.canonical(in: text, at: base) == canonical)
    let again = try #require(parse(TargetRuleSyntax.self, canonical).value)
    #expect(again.canonical(in: canonical, at: base) == canonical)
    #expect(again.kind == read.kind && again.upperNumber?.value == upper)
  }

  @Test(arguments: [
    ("lots", "lots", "\"lots\" is not a target rule"),
    ("at least", "at least", "\"at least\" is not a target rule"),
    ("more than 3", "more than 3", "\"more than 3\" is not a target rule"),
    ("1 to 2 to 3", "1 to 2 to 3", "\"1 to 2 to 3\" is not a target rule"),
    ("", "", "missing target"),
    ("at least -1", "-1", "bound \"-1\" is negative"),
    ("-2 to 3", "-2", "bound \"-2\" is negative"),
    ("3 to 1", "3 to 1", "range \"3 to 1\" runs backwards"),
    ("exactly three", "three", "\"three\" is not a number"),
    ("at most 1,5", "1,5", "number \"1,5\" contains a comma"),
  ])
  func rejectsInvalidTargets(text: String, offending: String, message: String) {
    let (rule, diagnostics) = parse(TargetRuleSyntax.self, text)
    #expect(rule == nil)
    #expect(diagnostics.map(\.id) == ["invalid-target"])
    #expect(diagnostics.first?.message == message)
    #expect(
      diagnostics.first?.range == (offending.isEmpty ? base..<base : span(offending, in: text)))
    expectWellFormed(diagnostics, in: text)
  }
}

@Suite struct ValueMealWindowTests {
  @Test(arguments: [
    ("04:00-10:00", 240, 600, false, "04:00-10:00"),
    ("21:00-24:00", 1260, 1440, false, "21:00-24:00"),
    ("21:00-01:00", 1260, 60, false, "21:00-01:00"),
    ("00:00-24:00", 0, 1440, false, "00:00-24:00"),
    ("10:00-13:00, manual", 600, 780, true, "10:00-13:00, manual"),
    ("10:00 - 13:00 ,Manual", 600, 780, true, "10:00-13:00, manual"),
  ])
  func readsWindows(text: String, start: Int, end: Int, manual: Bool, canonical: String) throws {
    let (window, diagnostics) = parse(MealWindowSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(window)
    #expect(read.start?.minutes == start)
    #expect(read.end?.minutes == end)
    #expect(read.start?.range == span(String(text.prefix(5)), in: text))
    #expect(read.isManual == manual)
    #expect(read.manual == (manual ? span(String(text.suffix(6)), in: text) : nil))
    #expect(read.wrapsPastMidnight == (end < start))
    #expect(read.canonical == canonical)
    #expect(read.canonical(in: text, at: base) == canonical)
    #expect(parse(MealWindowSyntax.self, canonical).value?.canonical == canonical)
  }

  @Test(arguments: ["manual", " MANUAL "])
  func readsAManualSlotWithoutTimes(text: String) throws {
    let window = try #require(parse(MealWindowSyntax.self, text).value)
    #expect(window.isManual && window.start == nil && window.end == nil)
    #expect(window.canonical == "manual")
  }

  @Test func readsAnEmptyWindow() throws {
    let (window, diagnostics) = parse(MealWindowSyntax.self, "")
    #expect(diagnostics.isEmpty)
    #expect(window == MealWindowSyntax(range: base..<base))
    #expect(window?.canonical == "")
  }

  @Test(arguments: [
    ("breakfast", "breakfast", "\"breakfast\" is not a meal window"),
    ("04:00", "04:00", "\"04:00\" is not a meal window"),
    ("04:00-10:00, auto", "04:00-10:00, auto", "\"04:00-10:00, auto\" is not a meal window"),
    (", manual", ", manual", "\", manual\" is not a meal window"),
    ("24:00-02:00", "24:00", "time \"24:00\" does not exist"),
    ("04:00-24:30", "24:30", "time \"24:30\" does not exist"),
    ("4:00-10:00", "4:00", "\"4:00\" is not a time"),
    ("10:00-10:00", "10:00-10:00", "window \"10:00-10:00\" is empty"),
    ("00:00-24:00x", "24:00x", "\"24:00x\" is not a time"),
  ])
  func rejectsBadWindows(text: String, offending: String, message: String) {
    let (window, diagnostics) = parse(MealWindowSyntax.self, text)
    #expect(window == nil)
    #expect(diagnostics.map(\.id) == ["bad-window"])
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.range == span(offending, in: text))
    expectWellFormed(diagnostics, in: text)
  }
}
