/// A time of day of FORMAT.md §3.1 on a 24-hour clock, `00:00`–`23:59`.
///
/// ```
/// 07:40
/// ```
public struct ClockTimeSyntax: ValueSyntax {
  /// Minutes since midnight: 0–1439, or 1440 for the `24:00` that may end a meal window.
  public var minutes: Int
  /// The time's bytes in the file.
  public var range: Range<Int>

  /// Creates a time.
  public init(minutes: Int, range: Range<Int>) {
    self.minutes = minutes
    self.range = range
  }

  /// The hour, 0–23 (24 for `24:00`).
  public var hour: Int { minutes / 60 }
  /// The minute of the hour, 0–59.
  public var minute: Int { minutes % 60 }

  /// Reads a time `HH:MM`; anything else is a `bad-time` error.
  public static func parse(
    _ text: UnsafeBufferPointer<UInt8>, at offset: Int, into diagnostics: inout [Diagnostic]
  ) -> ClockTimeSyntax? {
    let text = ValueText(text, offset: offset)
    return read(
      text, text.trimmed(text.all), allowingEndOfDay: false, id: "bad-time", into: &diagnostics)
  }

  /// The time as `HH:MM`.
  public var canonical: String {
    var spelled: [UInt8] = []
    appendCanonical(to: &spelled)
    return String(decoding: spelled, as: UTF8.self)
  }

  /// Appends `canonical` to UTF-8 bytes.
  func appendCanonical(to bytes: inout [UInt8]) {
    let hours = minutes / 60
    let rest = minutes % 60
    if hours < 10 { bytes.append(UInt8(ascii: "0")) }
    bytes += String(hours).utf8
    bytes += (rest < 10 ? ":0" : ":").utf8
    bytes += String(rest).utf8
  }

  /// The time as `HH:MM`.
  public func canonical(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    canonical
  }
}

extension ClockTimeSyntax {
  /// Reads the time filling `range`, or appends an error with `id`; `24:00` is read only when
  /// `allowingEndOfDay`.
  static func read(
    _ text: ValueText, _ range: Range<Int>, allowingEndOfDay: Bool, id: String,
    into diagnostics: inout [Diagnostic]
  ) -> ClockTimeSyntax? {
    let hours = range.lowerBound..<(range.lowerBound + 2)
    let minutes = (range.lowerBound + 3)..<(range.lowerBound + 5)
    guard range.count == 5, text.isDigits(hours), text[hours.upperBound] == UInt8(ascii: ":"),
      text.isDigits(minutes)
    else {
      diagnostics.append(
        text.error(
          id, range, "\(text.quoted(range)) is not a time",
          hint: "Write a time as HH:MM on a 24-hour clock, such as \"07:40\"."))
      return nil
    }
    let hour = text.integer(hours)
    let minute = text.integer(minutes)
    let endOfDay = allowingEndOfDay && hour == 24 && minute == 0
    guard (hour < 24 && minute < 60) || endOfDay else {
      diagnostics.append(
        text.error(
          id, range, "time \(text.quoted(range)) does not exist",
          hint: allowingEndOfDay
            ? "Use hours 00–23 and minutes 00–59, or 24:00 for the end of the day."
            : "Use hours 00–23 and minutes 00–59; 24:00 is written 00:00."))
      return nil
    }
    return ClockTimeSyntax(minutes: hour * 60 + minute, range: text.file(range))
  }

  /// The minutes of a valid `HH:MM` filling `range`, checked in one go for the entry parser.
  static func validMinutes(_ text: ValueText, _ range: Range<Int>) -> Int? {
    guard range.count == 5 else { return nil }
    let start = range.lowerBound
    let h1 = text[start] &- 48
    let h2 = text[start + 1] &- 48
    let m1 = text[start + 3] &- 48
    let m2 = text[start + 4] &- 48
    guard h1 < 3, h2 < 10, text[start + 2] == UInt8(ascii: ":"), m1 < 6, m2 < 10 else {
      return nil
    }
    let hour = Int(h1) * 10 + Int(h2)
    return hour < 24 ? hour * 60 + Int(m1) * 10 + Int(m2) : nil
  }

  /// Whether the word in `range` looks like an attempt at a time: digits around one colon.
  static func looksLikeTime(_ text: ValueText, _ range: Range<Int>) -> Bool {
    guard let colon = text.first(UInt8(ascii: ":"), in: range) else { return false }
    return text.isDigits(range.lowerBound..<colon) && text.isDigits((colon + 1)..<range.upperBound)
  }
}
