/// An amount with its unit, as a food's serving, portion or density is written.
///
/// ```
/// 100 g    200 ml    1 1/2 cup    0.34 g/ml
/// ```
public struct QuantitySyntax: ValueSyntax {
  /// The amount.
  public var amount: AmountSyntax
  /// The unit words' bytes in the file: `g`, `fl oz`, `g/ml`; which units exist is for the
  /// journal to say.
  public var unit: Range<Int>
  /// The quantity's bytes in the file.
  public var range: Range<Int>

  /// Creates a quantity.
  public init(amount: AmountSyntax, unit: Range<Int>, range: Range<Int>) {
    self.amount = amount
    self.unit = unit
    self.range = range
  }

  /// Reads a quantity; a bad amount or a missing unit is a `bad-quantity` error.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> QuantitySyntax? {
    let text = ValueText(text, offset: offset)
    return read(text, text.trimmed(text.all), id: "bad-quantity", into: &diagnostics)
  }

  /// The canonical spelling: the canonical amount, a space, and the unit words single-spaced.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    let text = ValueText(text, offset: offset)
    var spelled = Array(amount.canonical(in: text.bytes, at: text.offset).utf8)
    spelled.append(UInt8(ascii: " "))
    text.appendFoldingBlanks(text.clampedLocal(unit), to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }
}

extension QuantitySyntax {
  /// Reads the trimmed `range` as a quantity, or appends an error with `id`.
  static func read(
    _ text: ValueText, _ range: Range<Int>, id: String, into diagnostics: inout [Diagnostic]
  ) -> QuantitySyntax? {
    let hint = "Write an amount and a unit, as in \"100 g\" or \"0.34 g/ml\"."
    guard !range.isEmpty else {
      diagnostics.append(text.error(id, range, "missing amount and unit", hint: hint))
      return nil
    }
    var amountEnd = text.word(at: range.lowerBound, range.upperBound).upperBound
    var unitStart = text.skipBlanks(amountEnd, range.upperBound)
    if unitStart < range.upperBound {
      let second = text.word(at: unitStart, range.upperBound)
      if AmountSyntax.isNumberLike(text, second), AmountSyntax.startsWithFraction(text, second) {
        // `1 1/2 cup` is one amount; `1.0 1/2 cup` is not, and its canonical `1 1/2 cup`
        // would mean more than was written.
        // A first word that is no amount at all is reported as such below.
        let first = range.lowerBound..<amountEnd
        if text.isDigits(first) {
          amountEnd = second.upperBound
          unitStart = text.skipBlanks(amountEnd, range.upperBound)
        } else if AmountSyntax.scan(text, first) != nil {
          let amounts = range.lowerBound..<second.upperBound
          diagnostics.append(
            text.error(
              id, amounts, "quantity \(text.quoted(range)) has two amounts",
              hint: "Write one amount before the unit, as in \"1 1/2 cup\" or \"1.5 cup\"."))
          return nil
        }
      }
    }
    let amountRange = range.lowerBound..<amountEnd
    guard let (value, isFraction) = AmountSyntax.scan(text, amountRange) else {
      diagnostics.append(AmountSyntax.problem(id, text, amountRange))
      return nil
    }
    guard unitStart < range.upperBound else {
      diagnostics.append(
        text.error(id, range, "quantity \(text.quoted(range)) has no unit", hint: hint))
      return nil
    }
    let unit = unitStart..<range.upperBound
    return QuantitySyntax(
      amount: AmountSyntax(value: value, range: text.file(amountRange), isFraction: isFraction),
      unit: text.file(unit), range: text.file(range))
  }
}
