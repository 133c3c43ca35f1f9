extension NumberSyntax {
  /// The canonical spelling of a number: rounded to at most `maxFractionDigits` decimals (0–9),
  /// without trailing zeros, with a `.` point and no exponent (`8.10` → `8.1`, `3.0` → `3`).
  public static func spelling(of value: Double, maxFractionDigits: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    let fractionDigits = min(max(maxFractionDigits, 0), 9)
    let scale = powersOfTen[fractionDigits]
    let scaled = (value.magnitude * scale).rounded()
    // Beyond 2^63 the digits are not integers any more; such a value is never a nutrient.
    guard scaled < 9.2e18 else { return String(describing: value) }
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
}
