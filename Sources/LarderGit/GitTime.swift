public import FoundationEssentials
import Glibc

/// A moment and the time zone it was recorded in, as git writes it after a signature's
/// email: `1732615200 +0100`.
public struct GitTime: Sendable, Equatable {
  /// The moment.
  public var date: Date
  /// The time zone's offset from UTC in minutes (`+0100` is 60).
  public var utcOffsetMinutes: Int

  /// A moment in a time zone given by its offset.
  public init(date: Date, utcOffsetMinutes: Int) {
    self.date = date
    self.utcOffsetMinutes = utcOffsetMinutes
  }

  /// A moment in the local time zone, with the offset that zone has at that moment.
  public static func local(_ date: Date) -> GitTime {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    return GitTime(date: date, utcOffsetMinutes: Int(parts.tm_gmtoff) / 60)
  }

  /// Reads a time in one of the formats `GIT_AUTHOR_DATE` and `GIT_COMMITTER_DATE` take (git's
  /// "DATE FORMATS"); nil for anything else.
  ///
  /// - git's own: `1732615200 +0100`, or `@1732615200` (UTC unless a zone follows);
  /// - RFC 2822: `Thu, 26 Nov 2026 14:00:00 +0100`;
  /// - ISO 8601: `2026-11-26T14:00:00`, `2026-11-26 14:00`, with `Z`, `+01:00` or `+0100`.
  ///
  /// A time without a zone is local time, as git reads it.
  public init?(parsing text: String) {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    if let parsed = Self.unixTime(words) ?? Self.rfc2822(words) ?? Self.iso8601(words) {
      self = parsed
    } else {
      return nil
    }
  }

  /// `1732615200 +0100` or `@1732615200 [+0100]`.
  private static func unixTime(_ words: [String]) -> GitTime? {
    guard let first = words.first, words.count <= 2 else { return nil }
    let digits = first.hasPrefix("@") ? String(first.dropFirst()) : first
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let seconds = Int64(digits)
    else { return nil }
    let offset: Int
    if words.count == 2 {
      guard let zone = zoneOffset(words[1]) else { return nil }
      offset = zone
    } else {
      guard first.hasPrefix("@") else { return nil }
      offset = 0
    }
    return GitTime(date: Date(timeIntervalSince1970: Double(seconds)), utcOffsetMinutes: offset)
  }

  /// `[Thu,] 26 Nov 2026 14:00[:00] +0100`.
  private static func rfc2822(_ words: [String]) -> GitTime? {
    var words = words[...]
    if let first = words.first, first.hasSuffix(",") { words = words.dropFirst() }
    guard words.count == 4 || words.count == 5,
      let day = Int(words[words.startIndex]),
      let month = monthNames.firstIndex(of: words[words.startIndex + 1].lowercased()),
      let year = Int(words[words.startIndex + 2]),
      let time = clockTime(words[words.startIndex + 3])
    else { return nil }
    let zone = words.count == 5 ? zoneOffset(words[words.startIndex + 4]) : nil
    if words.count == 5, zone == nil { return nil }
    return civil(
      year: year, month: month + 1, day: day, hour: time.hour, minute: time.minute,
      second: time.second, utcOffsetMinutes: zone)
  }

  /// `2026-11-26T14:00:00[.123][Z|+01:00|+0100]`, or with a space for the `T`.
  private static func iso8601(_ words: [String]) -> GitTime? {
    var text: Substring
    var zoneText: Substring?
    switch words.count {
    case 1: text = words[0][...]
    case 2: text = (words[0] + "T" + words[1])[...]
    case 3:
      text = (words[0] + "T" + words[1])[...]
      zoneText = words[2][...]
    default: return nil
    }
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let dateParts = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    guard dateParts.count == 3, let year = Int(dateParts[0]), let month = Int(dateParts[1]),
      let day = Int(dateParts[2])
    else { return nil }
    var timeText = parts[1]
    if zoneText == nil {
      if timeText.hasSuffix("Z") || timeText.hasSuffix("z") {
        zoneText = "Z"
        timeText = timeText.dropLast()
      } else if let sign = timeText.lastIndex(where: { $0 == "+" || $0 == "-" }) {
        zoneText = timeText[sign...]
        timeText = timeText[..<sign]
      }
    }
    if let dot = timeText.firstIndex(of: ".") {
      guard timeText[timeText.index(after: dot)...].allSatisfy(\.isASCIIDigit) else { return nil }
      timeText = timeText[..<dot]
    }
    guard let time = clockTime(String(timeText)) else { return nil }
    var zone: Int?
    if let zoneText {
      guard let offset = zoneText == "Z" || zoneText == "z" ? 0 : zoneOffset(String(zoneText))
      else { return nil }
      zone = offset
    }
    return civil(
      year: year, month: month, day: day, hour: time.hour, minute: time.minute,
      second: time.second, utcOffsetMinutes: zone)
  }

  private static let monthNames = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// `HH:MM` or `HH:MM:SS`.
  private static func clockTime(_ text: String) -> (hour: Int, minute: Int, second: Int)? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
    else { return nil }
    let second = parts.count == 3 ? Int(parts[2])! : 0
    guard second < 61 else { return nil }
    return (hour, minute, second)
  }

  /// `+0100`, `-0530` or `+01:00`, in minutes.
  private static func zoneOffset(_ text: String) -> Int? {
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    let digits = text.dropFirst().filter { $0 != ":" }
    guard digits.count == 4, digits.allSatisfy(\.isASCIIDigit),
      let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)), minutes < 60,
      hours < 24
    else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
  }

  /// The moment of a civil date and time, in the zone of the offset, or local time without one.
  private static func civil(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    utcOffsetMinutes: Int?
  ) -> GitTime? {
    guard (1970...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    parts.tm_isdst = -1
    if let utcOffsetMinutes {
      let seconds = Int64(timegm(&parts)) - Int64(utcOffsetMinutes) * 60
      guard parts.tm_mday == Int32(day) else { return nil }
      return GitTime(
        date: Date(timeIntervalSince1970: Double(seconds)), utcOffsetMinutes: utcOffsetMinutes)
    }
    let seconds = mktime(&parts)
    guard seconds != -1, parts.tm_mday == Int32(day) else { return nil }
    return local(Date(timeIntervalSince1970: Double(seconds)))
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

extension Signature {
  /// The signature of an identity at a time.
  public init(identity: Identity, time: GitTime) {
    self.init(
      name: identity.name, email: identity.email, date: time.date,
      utcOffsetMinutes: time.utcOffsetMinutes)
  }
}
