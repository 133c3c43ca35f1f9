extension NumberSyntax {
  /// The canonical spelling of a number: rounded to at most `maxFractionDigits` decimals (0–9),
  /// without trailing zeros, with a `.` point and no exponent (`8.10` → `8.1`, `3.0` → `3`).
  public static func spelling(of value: Double, maxFractionDigits: Int = 2) -> String {
    var spelled: [UInt8] = []
    appendSpelling(of: value, maxFractionDigits: maxFractionDigits, to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }

  /// Appends `spelling(of:maxFractionDigits:)` to UTF-8 bytes: `larder fmt` spells every
  /// number of a journal, and digits written in place spare it several strings apiece.
  static func appendSpelling(of value: Double, maxFractionDigits: Int, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes += (value.isNaN ? "nan" : value < 0 ? "-inf" : "inf").utf8
      return
    }
    let fractionDigits = min(max(maxFractionDigits, 0), 9)
    let scale = powerOfTen(fractionDigits)
    let scaled = (value.magnitude * scale).rounded()
    guard scaled < 9.2e18 else {
      bytes += wholeSpelling(of: value).utf8
      return
    }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    if value < 0 && units > 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: whole, to: &bytes)
    guard fraction > 0 else { return }
    var width = fractionDigits
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    bytes.append(UInt8(ascii: "."))
    appendDigits(of: fraction, width: width, to: &bytes)
  }

  /// Appends the decimal digits of `value`, with leading zeros up to `width` digits.
  private static func appendDigits(of value: UInt64, width: Int = 1, to bytes: inout [UInt8]) {
    var digitCount = 1
    var rest = value / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let end = bytes.count + max(digitCount, width)
    bytes += repeatElement(UInt8(ascii: "0"), count: max(digitCount, width))
    rest = value
    var index = end - 1
    while rest > 0 {
      bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      index -= 1
    }
  }

  /// The spelling of a value too large to have a fraction worth writing, in plain digits: the
  /// standard library writes `1e+20`, which is not a number of the journal format.
  private static func wholeSpelling(of value: Double) -> String {
    if value.magnitude < 9e15 { return String(Int64(value.rounded())) }
    let described = String(describing: value)
    guard let exponentMark = described.firstIndex(of: "e") else { return described }
    let mantissa = described[..<exponentMark]
    let exponent = Int(described[described.index(after: exponentMark)...]) ?? 0
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    let digits = mantissa.filter(\.isNumber)
    let wholeDigits =
      (mantissa.firstIndex(of: ".").map {
        mantissa[..<$0].filter(\.isNumber).count
      } ?? digits.count) + exponent
    guard wholeDigits >= digits.count else { return described }
    return sign + digits + String(repeating: "0", count: wholeDigits - digits.count)
  }
}
