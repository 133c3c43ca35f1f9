/// An amount of FORMAT.md §3.1: a decimal number, a fraction or a mixed number.
///
/// ```
/// 150    1.5    .5    1/2    1 1/2    ½    1½
/// ```
///
/// The vulgar fractions `¼ ½ ¾ ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞` are all read.
public struct AmountSyntax: ValueSyntax {
  /// The amount's value.
  public var value: Double
  /// The amount's bytes in the file; a mixed number's range spans both of its parts.
  public var range: Range<Int>
  /// Whether the amount was written with a fraction (`1/2`, `1 1/2`, `½`, `1½`).
  public var isFraction: Bool

  /// Creates an amount.
  public init(value: Double, range: Range<Int>, isFraction: Bool) {
    self.value = value
    self.range = range
    self.isFraction = isFraction
  }

  /// Reads an amount; anything else is a `bad-amount` error.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> AmountSyntax? {
    let text = ValueText(text, offset: offset)
    return read(text, text.trimmed(text.all), into: &diagnostics)
  }

  /// A fraction as written with single spaces (`1 1/2`), a decimal number in its shortest
  /// spelling (`1.50` → `1.5`).
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    var spelled: [UInt8] = []
    appendCanonical(ValueText(text, offset: offset), to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }

  /// Appends the canonical spelling, read from `text`, to UTF-8 bytes.
  func appendCanonical(_ text: ValueText, to bytes: inout [UInt8]) {
    let range = text.clampedLocal(range)
    if isFraction {
      text.appendFoldingBlanks(range, to: &bytes)
    } else {
      NumberSyntax.appendTrimmedSpelling(text, range, to: &bytes)
    }
  }
}

extension AmountSyntax {
  /// Reads the amount filling `range`, or appends a `bad-amount` error.
  static func read(
    _ text: ValueText, _ range: Range<Int>, into diagnostics: inout [Diagnostic]
  ) -> AmountSyntax? {
    if let (value, isFraction) = scan(text, range) {
      return AmountSyntax(value: value, range: text.file(range), isFraction: isFraction)
    }
    diagnostics.append(problem("bad-amount", text, range))
    return nil
  }

  /// The value of the amount filling `range` and whether it is a fraction, or `nil` when it
  /// is not an amount or is more than `NumberSyntax.maximum`.
  static func scan(_ text: ValueText, _ range: Range<Int>) -> (Double, Bool)? {
    guard let scanned = unboundedScan(text, range), scanned.0 <= NumberSyntax.maximum else {
      return nil
    }
    return scanned
  }

  /// The value of the amount filling `range`, however large, and whether it is a fraction.
  private static func unboundedScan(_ text: ValueText, _ range: Range<Int>) -> (Double, Bool)? {
    if let decimal = NumberSyntax.spelledValue(text, range) { return (decimal, false) }
    let first = text.word(at: range.lowerBound, range.upperBound)
    let secondStart = text.skipBlanks(first.upperBound, range.upperBound)
    if secondStart < range.upperBound {
      // A mixed number: a whole number, blanks, then a fraction.
      let second = secondStart..<range.upperBound
      guard text.isDigits(first), text.word(at: secondStart, range.upperBound) == second,
        startsWithFraction(text, second), let fraction = unboundedScan(text, second)
      else { return nil }
      return (Double(text.integer(first)) + fraction.0, true)
    }
    if let slash = text.first(UInt8(ascii: "/"), in: range) {
      let numerator = range.lowerBound..<slash
      let denominator = (slash + 1)..<range.upperBound
      guard text.isDigits(numerator), text.isDigits(denominator) else { return nil }
      let divisor = text.integer(denominator)
      guard divisor > 0 else { return nil }
      return (Double(text.integer(numerator)) / Double(divisor), true)
    }
    var wholeEnd = range.lowerBound
    while wholeEnd < range.upperBound, text[wholeEnd].isDigit { wholeEnd += 1 }
    if let (fraction, length) = vulgarFraction(text, at: wholeEnd, range.upperBound),
      wholeEnd + length == range.upperBound
    {
      return (Double(text.integer(range.lowerBound..<wholeEnd)) + fraction, true)
    }
    return nil
  }

  /// Whether `range` starts with a fraction, written with a slash or as a vulgar fraction.
  static func startsWithFraction(_ text: ValueText, _ range: Range<Int>) -> Bool {
    text.first(UInt8(ascii: "/"), in: range) != nil
      || vulgarFraction(text, at: range.lowerBound, range.upperBound) != nil
  }

  /// Whether `range` looks like an attempt at an amount: only digits, `.`, `,`, `/` and vulgar
  /// fractions, with at least one digit or vulgar fraction.
  static func isNumberLike(_ text: ValueText, _ range: Range<Int>) -> Bool {
    var i = range.lowerBound
    var sawDigit = false
    while i < range.upperBound {
      let byte = text[i]
      if byte.isLetter { return false }
      if byte.isDigit {
        sawDigit = true
        i += 1
      } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
        || byte == UInt8(ascii: "/")
      {
        i += 1
      } else if let (_, length) = vulgarFraction(text, at: i, range.upperBound) {
        sawDigit = true
        i += length
      } else {
        return false
      }
    }
    return sawDigit
  }

  /// The value and UTF-8 length of the vulgar fraction at `index`, if one starts there.
  static func vulgarFraction(_ text: ValueText, at index: Int, _ end: Int) -> (Double, Int)? {
    guard index + 1 < end else { return nil }
    let lead = text[index]
    if lead == 0xC2 {
      switch text[index + 1] {
      case 0xBC: return (0.25, 2)
      case 0xBD: return (0.5, 2)
      case 0xBE: return (0.75, 2)
      default: return nil
      }
    }
    guard lead == 0xE2, index + 2 < end, text[index + 1] == 0x85 else { return nil }
    let slot = Int(text[index + 2]) - 0x90
    guard slot >= 0, slot < vulgarFractions.count else { return nil }
    return (vulgarFractions[slot], 3)
  }

  /// The values of U+2150 `⅐` through U+215E `⅞`.
  static let vulgarFractions: [Double] = [
    1.0 / 7, 1.0 / 9, 1.0 / 10, 1.0 / 3, 2.0 / 3, 1.0 / 5, 2.0 / 5, 3.0 / 5, 4.0 / 5, 1.0 / 6,
    5.0 / 6, 1.0 / 8, 3.0 / 8, 5.0 / 8, 7.0 / 8,
  ]

  /// A diagnostic with `id` explaining why `range` is not an amount.
  static func problem(_ id: String, _ text: ValueText, _ range: Range<Int>) -> Diagnostic {
    if let (value, _) = unboundedScan(text, range), value > NumberSyntax.maximum {
      return NumberSyntax.tooLargeError(id, text, range)
    }
    if let slash = text.first(UInt8(ascii: "/"), in: range),
      text.isDigits((slash + 1)..<range.upperBound),
      text.integer((slash + 1)..<range.upperBound) == 0
    {
      return text.error(
        id, range, "amount \(text.quoted(range)) divides by zero",
        hint: "Write a fraction with a denominator above zero, such as \"1/2\".")
    }
    if range.isEmpty || text.first(UInt8(ascii: ","), in: range) != nil {
      return NumberSyntax.problem(id, text, range)
    }
    return text.error(
      id, range, "\(text.quoted(range)) is not an amount",
      hint: "Write a number such as \"1.5\", a fraction such as \"1/2\" or a mixed number such as "
        + "\"1 1/2\".")
  }
}
