/// `value` rounded half away from zero to `decimals` places and spelled the canonical way of
/// FORMAT.md: a `.` point, no trailing zeros, no thousands separator (`40.5`, `36`, `0.3`).
func canonical(_ value: Double, decimals: Int = 1) -> String {
  var scale = 1
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((value * Double(scale)).rounded())
  let sign = scaled < 0 ? "-" : ""
  let magnitude = scaled.magnitude
  let whole = magnitude / UInt(scale)
  var fraction = magnitude % UInt(scale)
  guard fraction != 0 else { return "\(sign)\(whole)" }
  var digits = decimals
  while fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  let text = String(fraction)
  let padding = String(repeating: "0", count: digits - text.count)
  return "\(sign)\(whole).\(padding)\(text)"
}

/// `value` rounded half away from zero to `decimals` places, as a number.
func rounded(_ value: Double, decimals: Int = 1) -> Double {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  return (value * scale).rounded() / scale
}

/// `72914` → `72,914`, for the summary line a person reads.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var out = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
    out.append(digit)
  }
  return value < 0 ? "-" + out : out
}
