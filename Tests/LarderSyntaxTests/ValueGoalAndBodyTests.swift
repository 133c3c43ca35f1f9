import LarderSyntax
import Testing

@Suite struct ValueGoalTests {
  @Test(arguments: [
    ("2200 kcal 140p 250c 70f maintenance", GoalSyntax.Kind.maintenance, "maintenance"),
    ("2000 kcal 150p 200c 65f Deficit", .deficit, "Deficit"),
    ("3000 kcal surplus", .surplus, "surplus"),
  ])
  func readsGoalsWithAKind(text: String, kind: GoalSyntax.Kind, word: String) throws {
    let (goal, diagnostics) = parse(GoalSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(goal)
    #expect(read.kind == kind)
    #expect(read.kindRange == span(word, in: text))
    #expect(read.range == base..<(base + text.utf8.count))
    #expect(read.nutrients.range.upperBound == span(word, in: text).lowerBound - 1)
    #expect(read.canonical.hasSuffix(" " + kind.rawValue))
  }

  @Test(arguments: [
    ("2000 kcal 150 protein", "2000 kcal 150p"), ("2000 kcal, 65.0 fat", "2000 kcal 65f"),
    ("2000 KCAL 150P MAINTENANCE", "2000 kcal 150p maintenance"),
  ])
  func spellsCanonically(text: String, canonical: String) throws {
    let goal = try #require(parse(GoalSyntax.self, text).value)
    #expect(goal.canonical == canonical)
    #expect(goal.canonical(in: text, at: base) == canonical)
    #expect(parse(GoalSyntax.self, canonical).value?.canonical == canonical)
  }

  @Test(arguments: [
    ("2000 kcal cut", "cut", "bad-goal", "unknown kind of goal \"cut\""),
    ("2000 kcal 150p bulking", "bulking", "bad-goal", "unknown kind of goal \"bulking\""),
    ("maintenance", "maintenance", "bad-goal", "goal \"maintenance\" gives no nutrients"),
    ("", "", "bad-goal", "missing goal"),
    ("2000 kcal 150 cut", "cut", "bad-nutrient", "unknown nutrient \"cut\""),
  ])
  func reportsBadGoals(text: String, offending: String, id: String, message: String) {
    let (_, diagnostics) = parse(GoalSyntax.self, text)
    #expect(diagnostics.map(\.id) == [id])
    #expect(diagnostics.first?.message == message)
    #expect(
      diagnostics.first?.range == (offending.isEmpty ? base..<base : span(offending, in: text)))
    expectWellFormed(diagnostics, in: text)
  }

  @Test func keepsTheNutrientsOfAGoalWithABadKind() {
    let (goal, _) = parse(GoalSyntax.self, "2000 kcal 150p cut")
    #expect(goal?.kind == nil)
    #expect(goal?.nutrients.canonical == "2000 kcal 150p")
  }
}

@Suite struct ValueBodyMetricsTests {
  typealias Kind = BodyMetricsSyntax.Kind

  @Test func readsEveryMetricWithItsRanges() throws {
    let text = "weight 84.6 kg, fat 23.4 %, lean 64.8 kg, waist 93 cm, steps 9120, active 450 kcal"
    let (metrics, diagnostics) = parse(BodyMetricsSyntax.self, text)
    #expect(diagnostics.isEmpty)
    let read = try #require(metrics)
    #expect(read.metrics.map(\.kind) == Kind.allCases)
    let expected: [(Kind, Double, BodyMetricsSyntax.Unit?, String)] = [
      (.weight, 84.6, .kilograms, "weight 84.6 kg"), (.fat, 23.4, .percent, "fat 23.4 %"),
      (.lean, 64.8, .kilograms, "lean 64.8 kg"), (.waist, 93, .centimetres, "waist 93 cm"),
      (.steps, 9120, nil, "steps 9120"), (.active, 450, .kilocalories, "active 450 kcal"),
    ]
    for (kind, value, unit, written) in expected {
      let metric = try #require(read[kind])
      #expect(metric.number.value == value)
      #expect(metric.unit == unit)
      #expect(metric.range == span(written, in: text))
      #expect(words(metric.kindRange, in: text) == kind.rawValue)
      #expect(metric.kindRange.lowerBound == metric.range.lowerBound)
      #expect(words(metric.unitRange, in: text) == unit?.rawValue)
    }
    #expect(read.canonical(in: text, at: base) == text)
  }

  @Test(arguments: [
    ("weight 84.2 kg, steps 8512", "weight 84.2 kg, steps 8512"),
    ("steps 8512 weight 84.20 KG", "weight 84.2 kg, steps 8512"),
    ("Weight 185.5 lb,  Waist 36 in", "weight 185.5 lb, waist 36 in"),
    ("weight 84.2", "weight 84.2"), ("fat 23", "fat 23"),
  ])
  func spellsCanonically(text: String, canonical: String) throws {
    let (metrics, diagnostics) = parse(BodyMetricsSyntax.self, text)
    #expect(diagnostics.isEmpty)
    #expect(metrics?.canonical(in: text, at: base) == canonical)
    let again = try #require(parse(BodyMetricsSyntax.self, canonical).value)
    #expect(again.canonical(in: canonical, at: base) == canonical)
  }

  @Test(arguments: [
    ("bmi 24", "bmi", "bad-metric", "unknown body metric \"bmi\""),
    ("weight", "weight", "bad-metric", "metric \"weight\" has no number"),
    ("weight kg, steps 10", "weight", "bad-metric", "metric \"weight\" has no number"),
    ("weight 84.2 st", "st", "bad-metric", "unit \"st\" does not fit weight"),
    ("fat 23.4%", "23.4%", "bad-metric", "\"23.4%\" is not a number"),
    ("weight 84,2 kg", "84,2", "bad-metric", "number \"84,2\" contains a comma"),
    ("fat 80 %", "80", "bad-metric", "body fat \"80\" is outside 2–75 %"),
    ("steps 91.5", "91.5", "bad-metric", "steps \"91.5\" is not a whole number"),
    ("steps 9120 kcal", "kcal", "bad-metric", "unit \"kcal\" does not fit steps"),
    (
      "weight 84 kg, weight 85 kg", "weight 85 kg", "duplicate-metric",
      "duplicate weight \"weight 85 kg\""
    ),
    ("", "", "bad-metric", "missing body metrics"),
  ])
  func reportsBadMetrics(text: String, offending: String, id: String, message: String) {
    let (_, diagnostics) = parse(BodyMetricsSyntax.self, text)
    #expect(diagnostics.map(\.id) == [id])
    #expect(diagnostics.first?.message == message)
    let expected = offending.isEmpty ? base..<base : span(offending, in: text, occurrence: 1)
    #expect(diagnostics.first?.range == expected)
    expectWellFormed(diagnostics, in: text)
  }

  @Test func skipsAnUnknownMetricAndReadsTheRest() {
    let (metrics, diagnostics) = parse(BodyMetricsSyntax.self, "bmi 24.1 x, weight 84 kg")
    #expect(diagnostics.count == 1)
    #expect(metrics?.metrics.map(\.kind) == [.weight])
  }
}
