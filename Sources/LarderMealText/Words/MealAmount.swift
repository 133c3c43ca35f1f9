import LarderModel

/// An amount said at the start of an item: `2`, `1 1/2`, `½`, `two`, `a`, `half a`,
/// `one and a half`, `a couple of`, `a few`, `some`.
struct MealAmount: Hashable, Sendable {
  /// How many; `nil` for an unstated amount (`some`), which means the food's usual serving.
  var value: Double?
  /// Whether the words only estimate the amount (`a few`, `some`).
  var isRough: Bool

  /// Reads an amount at the start of `tokens`: the amount and the number of tokens it took.
  static func read(_ tokens: ArraySlice<MealToken>) -> (amount: MealAmount, length: Int)? {
    var reader = Reader(tokens: Array(tokens))
    guard let amount = reader.amount() else { return nil }
    return (amount, reader.position)
  }

  private struct Reader {
    let tokens: [MealToken]
    var position = 0

    init(tokens: [MealToken]) {
      self.tokens = tokens
    }

    private func token(_ offset: Int = 0) -> MealToken? {
      position + offset < tokens.count ? tokens[position + offset] : nil
    }

    private func word(_ offset: Int = 0) -> String? {
      guard let token = token(offset), token.kind == .word else { return nil }
      return token.text
    }

    /// Whether `half and half` (in any of its `andSpellings`), the cream, starts at
    /// `offset`: its halves are no amount.
    private func isHalfAndHalf(at offset: Int) -> Bool {
      guard word(offset) == "half", word(offset + 2) == "half",
        let joiner = token(offset + 1)?.text
      else { return false }
      return MealVocabulary.andSpellings.contains(joiner)
    }

    mutating func amount() -> MealAmount? {
      guard let first = token() else { return nil }
      if first.kind == .number { return numeral() }
      guard let word = word() else { return nil }
      if word == "a" || word == "an" {
        // `a half and half`: the cream's usual serving.
        if isHalfAndHalf(at: 1) {
          position += 1
          return MealAmount(value: nil, isRough: false)
        }
        // `a 150 g steak`: the number is the amount.
        if token(1)?.kind == .number {
          position += 1
          return numeral()
        }
        if let next = self.word(1), MealVocabulary.vagueAmounts.contains(next) {
          position += 2
          return MealAmount(value: nil, isRough: true)
        }
        // `a fourth cup`: a fraction only after `a`; `my fourth slice` counts one.
        if self.word(1) == "fourth" {
          position += 2
          return scaled(0.25, isRough: false)
        }
        if let next = self.word(1), next != "a", next != "an",
          let value = MealVocabulary.numbers[next]
        {
          position += 2
          return scaled(value, isRough: MealVocabulary.roughNumbers.contains(next))
        }
        position += 1
        return scaled(1, isRough: false)
      }
      if MealVocabulary.vagueAmounts.contains(word) {
        position += 1
        return MealAmount(value: nil, isRough: true)
      }
      if isHalfAndHalf(at: 0) { return nil }
      guard let value = MealVocabulary.numbers[word] else { return nil }
      position += 1
      return scaled(value, isRough: MealVocabulary.roughNumbers.contains(word))
    }

    /// `2`, `1.5`, `1 1/2`, `1½`, a range (`2-3`, `2 to 3`, `2 or 3`: the middle of it,
    /// rough), and what may follow it.
    private mutating func numeral() -> MealAmount {
      var value = tokens[position].value
      position += 1
      if let next = token(), next.kind == .number, next.value < 1, next.value > 0,
        Self.isWhole(value)
      {
        value += next.value
        position += 1
      }
      if let joiner = word(), joiner == "to" || joiner == "or", let upper = token(1),
        upper.kind == .number
      {
        // `2-3 1/2 cups`: the upper end a mixed number.
        var top = upper.value
        let fraction = token(2).flatMap { $0.kind == .number && $0.value < 1 ? $0.value : nil }
        if let fraction, Self.isWhole(top) { top += fraction }
        if top > value, top <= max(value * 4, value + 2) {
          position += fraction != nil && Self.isWhole(upper.value) ? 3 : 2
          return scaled((value + top) / 2, isRough: true)
        }
      }
      return scaled(value, isRough: false)
    }

    /// What may follow a count: `and a half`, `halves` or `quarters` (`three quarters`),
    /// `dozen`, `a` (`half a`), `x` (`2 x`).
    private mutating func scaled(_ value: Double, isRough: Bool) -> MealAmount {
      var value = value
      if isHalfAndHalf(at: 0) { return MealAmount(value: value, isRough: isRough) }
      if word() == "and",
        (word(1) == "half" && !isHalfAndHalf(at: 1)) || (word(1) == "a" && word(2) == "half")
      {
        position += word(1) == "a" ? 3 : 2
        value += 0.5
      }
      if let word = word(), Self.parts.contains(word), value >= 1, Self.isWhole(value) {
        position += 1
        let quarter = word.hasPrefix("quarter") || word.hasPrefix("fourth")
        value *= word.hasPrefix("hal") ? 0.5 : (quarter ? 0.25 : 1.0 / 3)
      }
      if word() == "a" || word() == "an", value < 1 {
        // `half a cup`, `half an avocado`, `half a dozen`.
        position += 1
      }
      if word() == "dozen" {
        position += 1
        value *= 12
      }
      if word() == "x" { position += 1 }
      // `1 12 ounce steak`, `two 12 oz cans`: so many of a weight or volume.
      if let next = token(), next.kind == .number,
        let unit = word(1).flatMap({ Unit(spelling: $0) }),
        unit.grams != nil || unit.milliliters != nil
      {
        position += 1
        value *= next.value
      }
      return MealAmount(value: value, isRough: isRough)
    }

    /// Words that make a count a fraction: `three quarters`, `three fourths`, `two thirds`.
    private static let parts: Set<String> = [
      "half", "halve", "halves", "quarter", "quarters", "fourth", "fourths", "third", "thirds",
    ]

    private static func isWhole(_ value: Double) -> Bool {
      value < 1e9 && value == Double(Int(value))
    }
  }
}
