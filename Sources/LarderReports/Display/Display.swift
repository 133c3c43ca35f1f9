import LarderModel

/// Numbers as reports show them, without Foundation; rounding happens here only, never in
/// stored values.
///
/// ```
/// Display.number(1200)        "1,200"
/// Display.number(1234.56)     "1,234.6"
/// Display.fixed(3)            "3.0"
/// Display.percent(50.0 / 60)  "83%"
/// ```
public enum Display {
  /// `value` rounded half away from zero to `decimals` places (one by default), trailing
  /// zeros dropped, thousands separated by `,`.
  public static func number(_ value: Double, decimals: Int = 1) -> String {
    DecimalText.string(value, fractionDigits: decimals, grouping: true)
  }

  /// `value` rounded to exactly `decimals` places (one by default), keeping trailing zeros:
  /// `3.0`, `1,234.5`.
  public static func fixed(_ value: Double, decimals: Int = 1) -> String {
    let text = number(value, decimals: decimals)
    guard decimals > 0 else { return text }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    return String(parts[0]) + "."
      + fraction + String(repeating: "0", count: decimals - fraction.count)
  }

  /// A count with its noun, thousands separated: `1 entry`, `1,234 entries`.
  public static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
    number(Double(value), decimals: 0) + " " + (value == 1 ? singular : plural)
  }

  /// Whole kcal with thousands separators: `1,200`.
  public static func kcal(_ value: Double) -> String {
    number(value, decimals: 0)
  }

  /// A fraction as a whole percent rounded half away from zero: 0.8333 is 83, 1.05 is 105.
  public static func percentValue(_ fraction: Double) -> Int {
    // Rounding to a millionth first keeps 0.285 × 100 = 28.49999… from rounding down.
    let percent = DecimalText.rounded(DecimalText.rounded(fraction * 100, fractionDigits: 6))
    // Numbers in a journal are bounded, but a ratio of sums of them is not; shown beyond any
    // real percent, it is clamped rather than left to trap in the conversion.
    let limit = 1_000_000_000_000_000
    guard !percent.isNaN else { return 0 }
    guard percent.magnitude < Double(limit) else { return percent < 0 ? -limit : limit }
    return Int(percent)
  }

  /// A fraction as a whole percent: `83%`.
  public static func percent(_ fraction: Double) -> String {
    percent(whole: percentValue(fraction))
  }

  /// A whole percent: `83%`, `1,250%`.
  public static func percent(whole: Int) -> String {
    number(Double(whole), decimals: 0) + "%"
  }
}
