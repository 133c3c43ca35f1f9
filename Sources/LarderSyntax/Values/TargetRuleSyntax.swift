/// A category target rule of FORMAT.md §3.4.
///
/// ```
/// exactly 3    at least 3    at most 1    1 to 2    between 1 and 2    3
/// ```
public struct TargetRuleSyntax: ValueSyntax {
  /// What the rule asks of a day's amount.
  public enum Kind: Hashable, Sendable {
    /// Met within ±0.1 of `number`: `exactly 3` or `3`.
    case exact
    /// Met at `number` or more: `at least 3`.
    case atLeast
    /// Met at `number` or less: `at most 1`.
    case atMost
    /// Met from `number` to `upperNumber`, inclusive: `1 to 2`.
    case range
  }

  /// What the rule asks.
  public var kind: Kind
  /// The rule's number; the lower bound of a range.
  public var number: NumberSyntax
  /// The upper bound of a range.
  public var upperNumber: NumberSyntax?
  /// The rule's bytes in the file.
  public var range: Range<Int>

  /// Creates a rule.
  public init(kind: Kind, number: NumberSyntax, upperNumber: NumberSyntax? = nil, range: Range<Int>)
  {
    self.kind = kind
    self.number = number
    self.upperNumber = upperNumber
    self.range = range
  }

  /// Reads a target rule; garbage, a negative bound or a range whose lower bound is above its
  /// upper bound is an `invalid-target` error.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> TargetRuleSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    var words: [Range<Int>] = []
    var index = range.lowerBound
    while index < range.upperBound, words.count < 5 {
      let word = text.word(at: index, range.upperBound)
      words.append(word)
      index = text.skipBlanks(word.upperBound, range.upperBound)
    }
    let shape = index < range.upperBound ? nil : Shape(text, words)
    guard let shape else {
      diagnostics.append(
        text.error(
          "invalid-target", range,
          range.isEmpty ? "missing target" : "\(text.quoted(range)) is not a target rule",
          hint: "Write \"exactly 3\", \"at least 3\", \"at most 1\" or \"1 to 2\"."))
      return nil
    }
    guard let number = bound(text, shape.number, into: &diagnostics) else { return nil }
    var rule = TargetRuleSyntax(kind: shape.kind, number: number, range: text.file(range))
    if let upper = shape.upperNumber {
      guard let upperNumber = bound(text, upper, into: &diagnostics) else { return nil }
      guard number.value <= upperNumber.value else {
        diagnostics.append(
          text.error(
            "invalid-target", range, "range \(text.quoted(range)) runs backwards",
            hint: "Write the lower bound first, as in \"\(text.string(upper)) to "
              + "\(text.string(shape.number))\"."))
        return nil
      }
      rule.upperNumber = upperNumber
    }
    return rule
  }

  /// The canonical spelling: `exactly 3`, `at least 3`, `at most 1` or `1 to 2`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    let text = ValueText(text, offset: offset)
    let spelled = NumberSyntax.trimmedSpelling(text, text.clampedLocal(number.range))
    switch kind {
    case .exact: return "exactly " + spelled
    case .atLeast: return "at least " + spelled
    case .atMost: return "at most " + spelled
    case .range:
      let upper = upperNumber.map {
        NumberSyntax.trimmedSpelling(text, text.clampedLocal($0.range))
      }
      return spelled + " to " + (upper ?? spelled)
    }
  }
}

extension TargetRuleSyntax {
  /// Which words of a rule hold its kind and numbers.
  private struct Shape {
    var kind: Kind
    var number: Range<Int>
    var upperNumber: Range<Int>?

    /// The shape of the rule's words, or `nil` when they fit none.
    init?(_ text: ValueText, _ words: [Range<Int>]) {
      switch words.count {
      case 1 where text[words[0].lowerBound].isDigit || text[words[0].lowerBound] < 0x30:
        (kind, number) = (.exact, words[0])
      case 2 where text.matches(words[0], "exactly"):
        (kind, number) = (.exact, words[1])
      case 3 where text.matches(words[0], "at") && text.matches(words[1], "least"):
        (kind, number) = (.atLeast, words[2])
      case 3 where text.matches(words[0], "at") && text.matches(words[1], "most"):
        (kind, number) = (.atMost, words[2])
      case 3 where text.matches(words[1], "to"):
        (kind, number, upperNumber) = (.range, words[0], words[2])
      case 4 where text.matches(words[0], "between") && text.matches(words[2], "and"):
        (kind, number, upperNumber) = (.range, words[1], words[3])
      default:
        return nil
      }
    }
  }

  /// Reads a bound, which must be a number that is not negative.
  private static func bound(
    _ text: ValueText, _ range: Range<Int>, into diagnostics: inout [Diagnostic]
  ) -> NumberSyntax? {
    if let value = NumberSyntax.decimal(text, range) {
      return NumberSyntax(value: value, range: text.file(range))
    }
    if text[range.lowerBound] == UInt8(ascii: "-"),
      NumberSyntax.decimal(text, (range.lowerBound + 1)..<range.upperBound) != nil
    {
      diagnostics.append(
        text.error(
          "invalid-target", range, "bound \(text.quoted(range)) is negative",
          hint: "Use a bound of 0 or more; \"at most\" expresses an upper limit."))
    } else {
      diagnostics.append(NumberSyntax.problem("invalid-target", text, range))
    }
    return nil
  }
}
