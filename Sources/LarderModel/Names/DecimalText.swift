/// Writes numbers as the journal and reports show them, without Foundation: a `.` point, no
/// trailing zeros, optional thousands separators.
///
/// ```
/// 228   8.1   0.5   1,200   -3
/// ```
public enum DecimalText {
  /// `value` rounded half away from zero to at most `fractionDigits` decimals (0 to 6), without
  /// trailing zeros; `grouping` inserts `,` between thousands.
  public static func string(
    _ value: Double, fractionDigits: Int = 1, grouping: Bool = false
  ) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let digits = min(max(fractionDigits, 0), 6)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = rounded(abs(value) * scale)
    guard scaled < 9.0e15 else { return String(value) }
    let units = Int64(scaled)
    let scaleInt = Int64(scale)
    let whole = units / scaleInt
    var fraction = units % scaleInt
    var text = units == 0 || value > 0 ? "" : "-"
    text += grouping ? grouped(whole) : String(whole)
    guard fraction != 0 else { return text }
    var fractionDigitsLeft = digits
    while fraction % 10 == 0 {
      fraction /= 10
      fractionDigitsLeft -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: fractionDigitsLeft - fractionText.count)
    return text + fractionText
  }

  /// `value` rounded half away from zero to `fractionDigits` decimals (0 to 6): 2.25 → 2.3
  /// with one digit, -0.5 → -1 with none.
  ///
  /// Written with integer truncation rather than `Double.rounded`, which calls the C library's
  /// `round` and would oblige every executable linking the model to link libm.
  public static func rounded(_ value: Double, fractionDigits: Int = 0) -> Double {
    var scale = 1.0
    for _ in 0..<min(max(fractionDigits, 0), 6) { scale *= 10 }
    let scaled = value * scale
    // Beyond 2^52 every double is already a whole number.
    guard scaled.magnitude < 4.5e15 else { return value }
    let whole = Double(Int64(scaled))
    let fraction = scaled - whole
    let result = fraction >= 0.5 ? whole + 1 : (fraction <= -0.5 ? whole - 1 : whole)
    return result / scale
  }

  private static func grouped(_ value: Int64) -> String {
    let plain = String(value)
    guard plain.count > 3 else { return plain }
    var text = ""
    for (index, character) in plain.enumerated() {
      if index > 0, (plain.count - index) % 3 == 0 { text.append(",") }
      text.append(character)
    }
    return text
  }
}
