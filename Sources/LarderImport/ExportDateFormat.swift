public import LarderModel

/// How an export writes its dates: `2022-11-03`, `11/3/2022` or `3/11/2022` (any of `/`, `-`,
/// `.` between the numbers), each possibly followed by a time, which is ignored here. The
/// format of a whole file is decided from all its dates: a day above 12 tells month-first from
/// day-first; a file whose dates could be read both ways is refused.
public enum ExportDateFormat: String, CaseIterable, Sendable {
  /// `YYYY-MM-DD`.
  case iso = "yyyy-mm-dd"
  /// `M/D/YYYY`, as American apps write.
  case monthFirst = "m/d/yyyy"
  /// `D/M/YYYY`.
  case dayFirst = "d/m/yyyy"

  /// The three numbers of a date text, in the order written; nil when it is not a date.
  static func numbers(_ text: String) -> (Int, Int, Int, firstIsYear: Bool)? {
    let datePart = text.split(separator: " ").first.map(String.init) ?? text
    let pieces = datePart.split { $0 == "/" || $0 == "-" || $0 == "." }
    guard pieces.count == 3, let first = Int(pieces[0]), let second = Int(pieces[1]),
      let third = Int(pieces[2])
    else { return nil }
    return (first, second, third, pieces[0].count == 4)
  }

  /// `text` read in this format; nil when it is not a date of it.
  public func date(_ text: String) -> CalendarDate? {
    guard let (first, second, third, firstIsYear) = Self.numbers(text) else { return nil }
    switch self {
    case .iso:
      return firstIsYear ? CalendarDate(year: first, month: second, day: third) : nil
    case .monthFirst:
      return firstIsYear ? nil : CalendarDate(year: Self.year(third), month: first, day: second)
    case .dayFirst:
      return firstIsYear ? nil : CalendarDate(year: Self.year(third), month: second, day: first)
    }
  }

  private static func year(_ written: Int) -> Int { written < 100 ? 2000 + written : written }

  /// The one format all of `texts` read in, `given` when the user named it; refuses dates that
  /// are none of the formats, a file that mixes them, and one that could be read both ways.
  static func detect(
    _ texts: some Sequence<String>, given: ExportDateFormat?, file: String
  ) throws(ImportError) -> ExportDateFormat {
    var possible = Set(given.map { [$0] } ?? allCases)
    for text in texts {
      let fitting = possible.filter { $0.date(text) != nil }
      guard !fitting.isEmpty else {
        throw ImportError(
          "\(file) has a date \"\(text)\" that is not "
            + (given.map { "in the format \($0.rawValue)" }
              ?? "in a format larder reads (yyyy-mm-dd, m/d/yyyy, d/m/yyyy)"),
          hint: given == nil
            ? "Use the export as the app wrote it; nothing was imported."
            : "Check --date-format; nothing was imported.")
      }
      possible = fitting
    }
    if possible.count == 1, let format = possible.first { return format }
    if possible.isEmpty || possible.contains(.iso) { return .iso }
    throw ImportError(
      "\(file) writes dates that read both as month/day and as day/month (every day is 12 "
        + "or less)",
      hint: "Say which with --date-format m/d/yyyy or --date-format d/m/yyyy; nothing was "
        + "imported.")
  }
}

/// Times as exports write them: `9:51 AM`, `21:03`, `21:03:11`; nil for an empty field or a
/// time that is not one.
enum ExportTime {
  static func parse(_ text: String) -> ClockTime? {
    if let time = parseCommon(Array(text.utf8)) { return time }
    var words = text.split(separator: " ")
    guard let first = words.first else { return nil }
    let meridiem = words.count > 1 ? words.removeLast().uppercased() : nil
    let parts = first.split(separator: ":")
    guard parts.count >= 2, var hour = Int(parts[0]), let minute = Int(parts[1]) else {
      return nil
    }
    switch meridiem {
    case "AM"?: if hour == 12 { hour = 0 }
    case "PM"?: if hour < 12 { hour += 12 }
    case nil: break
    default: return nil
    }
    return ClockTime(hour: hour, minute: minute)
  }

  /// `7:05`, `07:05`, `7:05 AM` or `7:05 PM` read byte by byte, as each of a long export's
  /// rows has one; `nil` for any other text, read by `parse` word by word.
  private static func parseCommon(_ bytes: [UInt8]) -> ClockTime? {
    func digit(_ index: Int) -> Int? {
      index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39
        ? Int(bytes[index] - 0x30) : nil
    }
    guard var hour = digit(0) else { return nil }
    var index = 1
    if let second = digit(1) {
      hour = hour * 10 + second
      index = 2
    }
    guard index < bytes.count, bytes[index] == 0x3A, let tens = digit(index + 1),
      let ones = digit(index + 2)
    else { return nil }
    let minute = tens * 10 + ones
    index += 3
    if index == bytes.count { return ClockTime(hour: hour, minute: minute) }
    guard index + 3 == bytes.count, bytes[index] == 0x20, bytes[index + 2] == 0x4D else {
      return nil
    }
    switch bytes[index + 1] {
    case 0x41: if hour == 12 { hour = 0 }
    case 0x50: if hour < 12 { hour += 12 }
    default: return nil
    }
    return ClockTime(hour: hour, minute: minute)
  }
}
