/// A decimal number of FORMAT.md §3.1, with a `.` point and no thousands separator.
///
/// ```
/// 150    1.5    .5
/// ```
public struct NumberSyntax: ValueSyntax {
  /// The largest number a journal holds, 1,000,000,000 (FORMAT.md §3.1): more than any amount,
  /// nutrient or body metric means, and small enough that sums and products of such numbers
  /// stay far inside the range of every type the readers and reports put them in.
  public static let maximum: Double = 1_000_000_000

  /// The number's value.
  public var value: Double
  /// The number's bytes in the file.
  public var range: Range<Int>

  /// Creates a number.
  public init(value: Double, range: Range<Int>) {
    self.value = value
    self.range = range
  }

  /// Reads a decimal number; anything else is a `bad-number` error.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> NumberSyntax? {
    let text = ValueText(text, offset: offset)
    let range = text.trimmed(text.all)
    if let value = decimal(text, range) {
      return NumberSyntax(value: value, range: text.file(range))
    }
    diagnostics.append(problem("bad-number", text, range))
    return nil
  }

  /// The number in its shortest spelling, such as `8.1` or `3`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    let text = ValueText(text, offset: offset)
    return NumberSyntax.trimmedSpelling(text, text.clampedLocal(range))
  }
}

extension NumberSyntax {
  /// The value of a decimal number filling `range`, or `nil` when the bytes are not one or
  /// it is more than `maximum`.
  static func decimal(_ text: ValueText, _ range: Range<Int>) -> Double? {
    guard let value = spelledValue(text, range), value <= maximum else { return nil }
    return value
  }

  /// The value of a decimal number filling `range`, however large, or `nil` when the bytes
  /// are not one.
  static func spelledValue(_ text: ValueText, _ range: Range<Int>) -> Double? {
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    var exact = true
    for i in range {
      let byte = text[i]
      if byte.isDigit {
        if mantissa > (1 << 53) / 10 {
          exact = false
        } else {
          mantissa = mantissa * 10 + UInt64(byte &- 48)
        }
        digits += 1
        if seenPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        return nil
      }
    }
    guard digits > 0, !seenPoint || fractionDigits > 0 else { return nil }
    // Both operands are exact doubles, so one correctly rounded division gives the correctly
    // rounded value; longer spellings go through the standard library's full conversion.
    if exact, fractionDigits <= 22 {
      return Double(mantissa) / powerOfTen(fractionDigits)
    }
    let spelled = text.string(range)
    return Double(text[range.lowerBound] == UInt8(ascii: ".") ? "0" + spelled : spelled)
  }

  /// 10 to the power `exponent`, exact up to 10^22.
  static func powerOfTen(_ exponent: Int) -> Double {
    // Each product is exact below 10^23, and a loop avoids a lazily initialised table.
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  /// A diagnostic with `id` explaining why `range` is not a decimal number.
  static func problem(_ id: String, _ text: ValueText, _ range: Range<Int>) -> Diagnostic {
    if let tooLarge = tooLarge(id, text, range) { return tooLarge }
    if range.isEmpty {
      return text.error(
        id, range, "missing number", hint: "Write a number such as \"150\" or \"1.5\".")
    }
    if text.first(UInt8(ascii: ","), in: range) != nil {
      return text.error(
        id, range, "number \(text.quoted(range)) contains a comma",
        hint: "Write decimals with a point and no thousands separator, as in \"1.5\" or \"1500\".")
    }
    return text.error(
      id, range, "\(text.quoted(range)) is not a number",
      hint: "Write a decimal number such as \"150\", \"1.5\" or \".5\".")
  }

  /// A diagnostic with `id` when `range` is a decimal number larger than `maximum`, for the
  /// grammars that explain other problems in their own words.
  static func tooLarge(_ id: String, _ text: ValueText, _ range: Range<Int>) -> Diagnostic? {
    guard let value = spelledValue(text, range), value > maximum else { return nil }
    return tooLargeError(id, text, range)
  }

  /// A diagnostic with `id` saying that the number or amount in `range` is more than
  /// `maximum`.
  static func tooLargeError(_ id: String, _ text: ValueText, _ range: Range<Int>) -> Diagnostic {
    text.error(
      id, range, "number \(text.quoted(range)) is more than 1,000,000,000",
      hint: "No number in a journal is larger; check it for extra digits.")
  }

  /// The decimal number in `range` without leading zeros in its whole part and without
  /// trailing zeros in its fraction: `007.50` is `7.5`, `.5` is `0.5`, `2.0` is `2`.
  static func trimmedSpelling(_ text: ValueText, _ range: Range<Int>) -> String {
    var spelled: [UInt8] = []
    appendTrimmedSpelling(text, range, to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }

  /// Appends `trimmedSpelling(_:_:)` to UTF-8 bytes.
  static func appendTrimmedSpelling(
    _ text: ValueText, _ range: Range<Int>, to bytes: inout [UInt8]
  ) {
    let point = text.first(UInt8(ascii: "."), in: range) ?? range.upperBound
    var wholeStart = range.lowerBound
    while wholeStart < point - 1, text[wholeStart] == UInt8(ascii: "0") { wholeStart += 1 }
    var fractionEnd = range.upperBound
    while fractionEnd > point + 1, text[fractionEnd - 1] == UInt8(ascii: "0") { fractionEnd -= 1 }
    if wholeStart < point {
      bytes += text.bytes[wholeStart..<point]
    } else {
      bytes.append(UInt8(ascii: "0"))
    }
    if fractionEnd > point + 1 {
      bytes += text.bytes[point..<fractionEnd]
    }
  }
}
