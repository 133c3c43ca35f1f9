extension NumberSyntax {
  /// The canonical spelling of a number: rounded to at most `maxFractionDigits` decimals (0–9),
  /// without trailing zeros, with a `.` point and no exponent (`8.10` → `8.1`, `3.0` → `3`).
  public static func spelling(of value: Double, maxFractionDigits: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    let fractionDigits = min(max(maxFractionDigits, 0), 9)
    let scale = powerOfTen(fractionDigits)
    let scaled = (value.magnitude * scale).rounded()
    guard scaled < 9.2e18 else { return wholeSpelling(of: value) }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    var spelled = value < 0 && units > 0 ? "-" : ""
    spelled += String(whole)
    guard fraction > 0 else { return spelled }
    var width = fractionDigits
    while fraction % 10 == 0 {
      fraction /= 10
      width -= 1
    }
    let digits = String(fraction)
    spelled += "." + String(repeating: "0", count: width - digits.count) + digits
    return spelled
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
