import LarderSyntax
import LarderTestSupport
import Testing

/// Writes random lines that the grammars accept, in the many spellings a person may use.
struct LineWriter {
  var random: SplitMix64

  mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
  mutating func blanks() -> String { pick([" ", " ", " ", "  ", "\t", " \t "]) }

  /// A number with at most two decimals, as a person writes it.
  mutating func number(upTo limit: Int = 3000) -> String {
    let whole = Int.random(in: 0...limit, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return "\(whole).\(Int.random(in: 0...9, using: &random))"
    case 1: return "\(whole).\(Int.random(in: 10...99, using: &random))"
    case 2: return ".\(Int.random(in: 1...9, using: &random))"
    default: return "\(whole)"
    }
  }

  mutating func nutrients() -> String {
    let spellings: [[String]] = [
      [" kcal", " KCAL"], ["p", " p", " protein", "P"], ["c", " c", " carbs", "C"],
      ["f", " f", " fat", "F"], [" fibre", " fiber"], [" sugars", " sugar"],
      [" mg sodium", " sodium", " MG Sodium"],
      [" mg iron", " MG Iron", " µg vitamin-b12", " μg folate", " g saturated-fat"],
      [" mcg vitamin-d", " ug b12", " mg sodium2"],
    ]
    var items = spellings.shuffled(using: &random).prefix(Int.random(in: 1...7, using: &random))
      .map { number() + pick($0) }
    if chance(30) { items = items.map { $0 + "," } }
    return items.joined(separator: blanks()).trimmingCommaAtEnd
  }

  mutating func words() -> String {
    let words = ["oatmeal,", "dry", "crème", "fraîche", "7", "up", "b12", "chicken", "breast"]
    return (0..<Int.random(in: 1...3, using: &random)).map { _ in pick(words) }
      .joined(separator: blanks())
  }

  mutating func entry() -> String {
    var parts: [String] = []
    if chance(50) {
      parts.append(
        pick(["00", "07", "12", "23"]) + ":" + pick(["00", "05", "30", "59"]))
    } else if chance(20) {
      parts.append("+")
    }
    let amount = pick([number(upTo: 500), "1/2", "1 1/2", "½", "1½", "2  ¾"])
    let unit = pick(["", "g", "ml", "fl oz", "slices", "cups"])
    if chance(20) {
      parts += [amount, unit, pick(["eggs", "toast", "oats"])].filter { !$0.isEmpty }
    } else {
      parts.append(pick(["banana", "toast", "olive oil", "crème fraîche", "chicken breast,"]))
      if chance(80) { parts += [amount, unit].filter { !$0.isEmpty } }
    }
    var line = parts.joined(separator: blanks())
    if chance(60) {
      line += blanks() + "=" + blanks() + nutrients()
      if chance(50) {
        line +=
          ";" + blanks()
          + (0..<Int.random(in: 1...2, using: &random)).map { _ in
            pick(["dairy", "oils / fats / nuts", "Starchy  Sides"]) + blanks() + number(upTo: 9)
          }.joined(separator: "," + blanks())
      }
    }
    return line
  }

  mutating func goal() -> String {
    nutrients() + (chance(50) ? blanks() + pick(["deficit", "maintenance", "Surplus"]) : "")
  }

  mutating func metrics() -> String {
    let metrics: [(String, [String], Int)] = [
      ("weight", ["", " kg", " lb"], 80), ("fat", ["", " %"], 20),
      ("lean", ["", " kg", " LB"], 60),
      ("waist", ["", " cm", " in"], 90), ("steps", [""], 9000), ("active", ["", " kcal"], 400),
    ]
    return metrics.shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random))
      .map { name, units, typical in
        let value =
          name == "steps"
          ? "\(typical + Int.random(in: 0...999, using: &random))"
          : "\(typical).\(Int.random(in: 0...9, using: &random))"
        return pick([name, name.uppercased()]) + blanks() + value + pick(units)
      }.joined(separator: pick([", ", " ", ",  "]))
  }

  mutating func target() -> String {
    let low = Int.random(in: 0...5, using: &random)
    let high = low + Int.random(in: 0...5, using: &random)
    return pick([
      "\(low)", "exactly \(low)", "at least \(low).5", "AT MOST \(high)", "\(low) to \(high)",
      "between \(low) and \(high)",
    ])
  }
}

extension String {
  /// The string without a comma at its end.
  var trimmingCommaAtEnd: String { hasSuffix(",") ? String(dropLast()) : self }
}

@Suite struct ValueGeneratedTests {
  /// Reads `text`, expects no diagnostics, and returns the value with its canonical spelling,
  /// which must read back to the same canonical spelling.
  static func readCleanly<T: ValueSyntax>(_: T.Type, _ text: String, replay: String) -> (T, T)? {
    let (value, diagnostics) = parse(T.self, text)
    #expect(diagnostics.isEmpty, "\(replay): \(text) → \(diagnostics.map(\.message))")
    guard let value else { return nil }
    let canonical = value.canonical(in: text, at: base)
    let (again, more) = parse(T.self, canonical)
    #expect(more.isEmpty, "\(replay): \(text) → \(canonical) → \(more.map(\.message))")
    guard let again else { return nil }
    #expect(again.canonical(in: canonical, at: base) == canonical, "\(replay): \(text)")
    return (value, again)
  }

  static func values(_ list: NutrientListSyntax) -> [Double?] {
    NutrientListSyntax.Kind.allCases.map { list[$0]?.value }
  }

  @Test func writtenLinesReadCleanlyAndKeepTheirMeaning() {
    var writer = LineWriter(random: SplitMix64())
    for _ in 0..<2000 {
      if let (value, again) = Self.readCleanly(
        NutrientListSyntax.self, writer.nutrients(), replay: writer.random.replayHint)
      {
        #expect(Self.values(value) == Self.values(again))
      }
      if let (value, again) = Self.readCleanly(
        EntrySyntax.self, writer.entry(), replay: writer.random.replayHint)
      {
        #expect(value.amount?.value == again.amount?.value)
        #expect(value.time?.minutes == again.time?.minutes)
        #expect(value.isComponent == again.isComponent)
        #expect(value.amountPlacement == again.amountPlacement)
        #expect((value.unit == nil) == (again.unit == nil))
        #expect(
          value.snapshot.map { Self.values($0.nutrients) }
            == again.snapshot.map { Self.values($0.nutrients) })
        #expect(
          value.snapshot?.portions.map(\.number.value)
            == again.snapshot?.portions.map(\.number.value))
      }
      if let (value, again) = Self.readCleanly(
        GoalSyntax.self, writer.goal(), replay: writer.random.replayHint)
      {
        #expect(
          value.kind == again.kind && Self.values(value.nutrients) == Self.values(again.nutrients))
      }
      if let (value, again) = Self.readCleanly(
        BodyMetricsSyntax.self, writer.metrics(), replay: writer.random.replayHint)
      {
        for kind in BodyMetricsSyntax.Kind.allCases {
          #expect(value[kind]?.number.value == again[kind]?.number.value)
          #expect(value[kind]?.unit == again[kind]?.unit)
        }
      }
      if let (value, again) = Self.readCleanly(
        TargetRuleSyntax.self, writer.target(), replay: writer.random.replayHint)
      {
        #expect(value.kind == again.kind && value.number.value == again.number.value)
        #expect(value.upperNumber?.value == again.upperNumber?.value)
      }
    }
  }

  @Test func mutatedWrittenLinesNeverBreakAParser() {
    var writer = LineWriter(random: SplitMix64())
    for _ in 0..<1000 {
      let line = writer.pick([writer.entry(), writer.goal(), writer.metrics(), writer.nutrients()])
      let mutated = ValueFuzzTests.mutated(Array(line.utf8), &writer.random)
      ValueFuzzTests.check(mutated, replay: writer.random.replayHint)
    }
  }
}
