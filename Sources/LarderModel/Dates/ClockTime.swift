/// A time of day on a 24-hour clock, written `07:40`; `24:00` exists only as a window end.
public struct ClockTime: Hashable, Sendable, Comparable {
  /// Minutes since midnight, 0 to 1440.
  public let minutes: Int

  /// Midnight at the start of the day, `00:00`.
  public static let midnight = ClockTime(uncheckedMinutes: 0)

  /// Midnight at the end of the day, `24:00`, used only as the exclusive end of a window.
  public static let endOfDay = ClockTime(uncheckedMinutes: 1_440)

  /// Creates a time from minutes since midnight, or `nil` outside 0...1440.
  public init?(minutes: Int) {
    guard (0...1_440).contains(minutes) else { return nil }
    self.minutes = minutes
  }

  /// Creates a time from an hour and a minute, or `nil` unless it is `00:00`–`24:00`.
  public init?(hour: Int, minute: Int) {
    guard (0...24).contains(hour), (0...59).contains(minute), hour < 24 || minute == 0 else {
      return nil
    }
    self.minutes = hour * 60 + minute
  }

  private init(uncheckedMinutes: Int) {
    minutes = uncheckedMinutes
  }

  /// The hour, 0 to 24.
  public var hour: Int { minutes / 60 }

  /// The minute within the hour, 0 to 59.
  public var minute: Int { minutes % 60 }

  /// Whether this is `24:00`, valid only as the end of a meal window.
  public var isEndOfDay: Bool { minutes == 1_440 }

  /// Whether `lhs` is earlier in the day than `rhs`.
  public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
    lhs.minutes < rhs.minutes
  }
}

extension ClockTime {
  /// Reads a time as people type it on a command line: `HH:MM`, or `H:MM` with a one-digit
  /// hour (`7:05`); a journal file holds `HH:MM` only.
  public init?(typed text: String) {
    guard let time = ClockTime(text) ?? (text.utf8.count == 4 ? ClockTime("0" + text) : nil)
    else { return nil }
    self = time
  }
}

extension ClockTime: LosslessStringConvertible {
  /// Reads `HH:MM` (two digits each, `00:00`–`24:00`), or returns `nil`.
  public init?(_ description: String) {
    self.init(text: description)
  }

  /// Reads `HH:MM` (two digits each, `00:00`–`24:00`), or returns `nil`.
  @inlinable
  public init?(text: some StringProtocol) {
    // Inlined so that callers get a version specialised to String or Substring.
    guard let parsed = text.utf8.withContiguousStorageIfAvailable(ClockTime.parse) else {
      self.init(text: String(text))
      return
    }
    guard let parsed else { return nil }
    self = parsed
  }

  /// Reads `HH:MM` from UTF-8 bytes.
  @usableFromInline
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ClockTime? {
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
    func digit(_ index: Int) -> Int? {
      let digit = bytes[index] &- UInt8(ascii: "0")
      return digit < 10 ? Int(digit) : nil
    }
    guard let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4) else {
      return nil
    }
    return ClockTime(hour: h1 * 10 + h2, minute: m1 * 10 + m2)
  }

  /// The spelling `HH:MM`, `07:40`.
  public var description: String {
    // Spelled byte by byte: a long day's listing spells a time for every line.
    let (hour, minute) = (hour, minute)
    func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(value) }
    return String(unsafeUninitializedCapacity: 5) { text in
      text[0] = digit(hour / 10)
      text[1] = digit(hour % 10)
      text[2] = UInt8(ascii: ":")
      text[3] = digit(minute / 10)
      text[4] = digit(minute % 10)
      return 5
    }
  }
}
