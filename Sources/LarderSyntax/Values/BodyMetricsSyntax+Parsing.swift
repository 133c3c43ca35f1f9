extension BodyMetricsSyntax {
  /// Reads the non-empty, trimmed `range` as body metrics.
  static func read(
    _ text: ValueText, _ range: Range<Int>, into diagnostics: inout [Diagnostic]
  ) -> BodyMetricsSyntax {
    var metrics = BodyMetricsSyntax(metrics: [], range: text.file(range))
    let end = range.upperBound
    var index = range.lowerBound
    /// The next word without a separating comma, and the index after it.
    func next() -> Range<Int>? {
      guard index < end else { return nil }
      let word = text.word(at: index, end)
      index = text.skipBlanks(word.upperBound, end)
      return NutrientListSyntax.withoutComma(text, word)
    }
    func peek() -> Range<Int>? {
      guard index < end else { return nil }
      return NutrientListSyntax.withoutComma(text, text.word(at: index, end))
    }
    while let name = next() {
      guard let kind = metricKind(named: name, in: text) else {
        diagnostics.append(
          text.error(
            "bad-metric", name, "unknown body metric \(text.quoted(name))",
            hint: "Use weight, fat, lean, waist, steps or active, as in \"weight 84.2 kg\"."))
        while let word = peek(), metricKind(named: word, in: text) == nil { _ = next() }
        continue
      }
      guard let numberRange = peek(), !text[numberRange.lowerBound].isLetter else {
        diagnostics.append(
          text.error(
            "bad-metric", name, "metric \(text.quoted(name)) has no number",
            hint: "Follow the metric with its number, as in \"\(kind.rawValue) \(kind.example)\"."))
        while let word = peek(), metricKind(named: word, in: text) == nil { _ = next() }
        continue
      }
      _ = next()
      var metricEnd = numberRange.upperBound
      var unit: (Unit, Range<Int>)?
      if let word = peek(), metricKind(named: word, in: text) == nil {
        _ = next()
        metricEnd = word.upperBound
        guard let written = Unit.allCases.first(where: { matches(word, $0, in: text) }),
          kind.units.contains(written)
        else {
          diagnostics.append(
            text.error(
              "bad-metric", word, "unit \(text.quoted(word)) does not fit \(kind.rawValue)",
              hint: kind.unitHint))
          continue
        }
        unit = (written, word)
      }
      guard let value = NumberSyntax.decimal(text, numberRange) else {
        diagnostics.append(NumberSyntax.problem("bad-metric", text, numberRange))
        continue
      }
      if let problem = problem(kind, value, text, numberRange) {
        diagnostics.append(problem)
        continue
      }
      let metricRange = name.lowerBound..<metricEnd
      if metrics[kind] != nil {
        diagnostics.append(
          text.error(
            "duplicate-metric", metricRange,
            "duplicate \(kind.rawValue) \(text.quoted(metricRange))",
            hint: "Give each metric at most once a day."))
        continue
      }
      metrics.metrics.append(
        Metric(
          kind: kind, kindRange: text.file(name),
          number: NumberSyntax(value: value, range: text.file(numberRange)), unit: unit?.0,
          unitRange: unit.map { text.file($0.1) }, range: text.file(metricRange)))
    }
    return metrics
  }

  /// The metric a name word names, case-insensitively.
  private static func metricKind(named word: Range<Int>, in text: ValueText) -> Kind? {
    switch word.count {
    case 3: text.matches(word, "fat") ? .fat : nil
    case 4: text.matches(word, "lean") ? .lean : nil
    case 5:
      text.matches(word, "waist") ? .waist : text.matches(word, "steps") ? .steps : nil
    case 6:
      text.matches(word, "weight") ? .weight : text.matches(word, "active") ? .active : nil
    default: nil
    }
  }

  /// Whether a word spells a unit, case-insensitively.
  private static func matches(_ word: Range<Int>, _ unit: Unit, in text: ValueText) -> Bool {
    switch unit {
    case .kilograms: text.matches(word, "kg")
    case .pounds: text.matches(word, "lb")
    case .percent: text.matches(word, "%")
    case .centimetres: text.matches(word, "cm")
    case .inches: text.matches(word, "in")
    case .kilocalories: text.matches(word, "kcal")
    }
  }

  /// A `bad-metric` error for a value the metric cannot take.
  private static func problem(
    _ kind: Kind, _ value: Double, _ text: ValueText, _ number: Range<Int>
  ) -> Diagnostic? {
    switch kind {
    case .fat where !(2...75).contains(value):
      text.error(
        "bad-metric", number, "body fat \(text.quoted(number)) is outside 2–75 %",
        hint: "Give body fat as a percentage from 2 to 75.")
    case .steps where value.rounded() != value:
      text.error(
        "bad-metric", number, "steps \(text.quoted(number)) is not a whole number",
        hint: "Count steps in whole steps, as in \"steps 8512\".")
    default: nil
    }
  }
}

extension BodyMetricsSyntax.Kind {
  /// The units this metric may be written in.
  var units: [BodyMetricsSyntax.Unit] {
    switch self {
    case .weight, .lean: [.kilograms, .pounds]
    case .fat: [.percent]
    case .waist: [.centimetres, .inches]
    case .steps: []
    case .active: [.kilocalories]
    }
  }

  /// A typical number, for hints.
  var example: String {
    switch self {
    case .weight: "84.2 kg"
    case .fat: "23.4 %"
    case .lean: "64.5 kg"
    case .waist: "93 cm"
    case .steps: "8512"
    case .active: "450 kcal"
    }
  }

  /// How to write this metric's unit.
  var unitHint: String {
    switch self {
    case .weight, .lean: "Write \(rawValue) in kg or lb, as in \"\(rawValue) \(example)\"."
    case .fat: "Write body fat with \" %\", as in \"fat 23.4 %\"."
    case .waist: "Write the waist in cm or in, as in \"waist 93 cm\"."
    case .steps: "Write steps as a bare number, as in \"steps 8512\"."
    case .active: "Write active energy in kcal, as in \"active 450 kcal\"."
    }
  }
}
