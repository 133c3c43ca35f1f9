public import LarderModel

/// What a file of the journal holds, told by its path relative to the journal root
/// (FORMAT.md §1).
///
/// ```
/// larder.yaml                    → .settings
/// log/2026/11/2026-11-21.yaml    → .day(2026-11-21)
/// body/2026.yaml                 → .body(year: 2026)
/// foods/common.yaml              → .foods
/// ```
public enum JournalFileKind: Hashable, Sendable {
  /// `larder.yaml`: settings, profile and dated goals.
  case settings
  /// `categories.yaml`: food-group categories, targets and compensation.
  case categories
  /// `meals.yaml`: meal slots and their windows.
  case meals
  /// `units.yaml`: category units.
  case units
  /// `foods/*.yaml`: part of the food library.
  case foods
  /// `log/YYYY/MM/YYYY-MM-DD.yaml`: one day; `pathAgrees` is false when the year or month
  /// directory disagrees with the file name.
  case day(CalendarDate, pathAgrees: Bool)
  /// `body/YYYY.yaml`: the body metrics of one year.
  case body(year: Int)
  /// `care.yaml`: care-team meetings.
  case care
  /// `documents/documents.yaml`: the index of documents.
  case documents
  /// A YAML file where journal files live (`log/`, `body/`, `foods/`) whose name is not one
  /// of a journal file: almost always a typo.
  case stray(reason: String)

  /// Classifies a path relative to the journal root, with `/` separators; nil for a file that
  /// is not part of the journal (a README, `.gitignore`, a document).
  public init?(relativePath path: String) {
    // `larder check` classifies every file of a decade journal. Paths are ASCII all but always,
    // and there bytes and characters agree, so those are read as bytes: ten times cheaper than
    // splitting them into strings. Other paths go by characters, below.
    var text = path
    switch text.withUTF8(Self.classify(ascii:)) {
    case .kind(let kind):
      self = kind
      return
    case .notJournal:
      return nil
    case .notASCII:
      break
    }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    switch parts.count {
    case 1:
      switch parts[0] {
      case "larder.yaml": self = .settings
      case "categories.yaml": self = .categories
      case "meals.yaml": self = .meals
      case "units.yaml": self = .units
      case "care.yaml": self = .care
      default: return nil
      }
    case 2 where parts[0] == "documents":
      guard parts[1] == "documents.yaml" else { return nil }
      self = .documents
    case 2 where parts[0] == "foods":
      guard parts[1].hasSuffix(".yaml") else { return nil }
      self = .foods
    case 2 where parts[0] == "body":
      guard parts[1].hasSuffix(".yaml") else { return nil }
      let stem = parts[1].dropLast(5)
      guard stem.count == 4, let year = Int(stem), year > 0 else {
        self = .stray(reason: "a body file is named after its year, such as body/2026.yaml")
        return
      }
      self = .body(year: year)
    case _ where parts.first == "log":
      guard path.hasSuffix(".yaml") else { return nil }
      guard parts.count == 4, let date = CalendarDate(iso: parts[3].dropLast(5)) else {
        self = .stray(reason: "a day file lives at log/YYYY/MM/YYYY-MM-DD.yaml")
        return
      }
      let year = String(date.isoString.prefix(4))
      let month = String(date.isoString.dropFirst(5).prefix(2))
      self = .day(date, pathAgrees: parts[1] == year && parts[2] == month)
    default:
      return nil
    }
  }

  /// What an ASCII path holds, by the rules of `init?(relativePath:)` applied to its bytes.
  private enum ASCIIClassification {
    case kind(JournalFileKind)
    case notJournal
    case notASCII
  }

  private static func classify(ascii path: UnsafeBufferPointer<UInt8>) -> ASCIIClassification {
    guard path.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
    if let kind = canonicalDay(path) { return .kind(kind) }
    var parts: [UnsafeBufferPointer<UInt8>] = []
    var start = 0
    for index in path.indices where path[index] == UInt8(ascii: "/") {
      parts.append(UnsafeBufferPointer(rebasing: path[start..<index]))
      start = index + 1
    }
    parts.append(UnsafeBufferPointer(rebasing: path[start...]))
    func isYAML(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
      name.count >= 5 && name.suffix(5).elementsEqual(".yaml".utf8)
    }
    func stem(_ name: UnsafeBufferPointer<UInt8>) -> String {
      String(decoding: name.dropLast(5), as: UTF8.self)
    }
    func text(_ part: UnsafeBufferPointer<UInt8>) -> String {
      String(decoding: part, as: UTF8.self)
    }
    switch parts.count {
    case 1:
      switch text(parts[0]) {
      case "larder.yaml": return .kind(.settings)
      case "categories.yaml": return .kind(.categories)
      case "meals.yaml": return .kind(.meals)
      case "units.yaml": return .kind(.units)
      case "care.yaml": return .kind(.care)
      default: return .notJournal
      }
    case 2 where parts[0].elementsEqual("documents".utf8):
      return parts[1].elementsEqual("documents.yaml".utf8) ? .kind(.documents) : .notJournal
    case 2 where parts[0].elementsEqual("foods".utf8):
      return isYAML(parts[1]) ? .kind(.foods) : .notJournal
    case 2 where parts[0].elementsEqual("body".utf8):
      guard isYAML(parts[1]) else { return .notJournal }
      let stem = stem(parts[1])
      guard stem.utf8.count == 4, let year = Int(stem), year > 0 else {
        return .kind(.stray(reason: "a body file is named after its year, such as body/2026.yaml"))
      }
      return .kind(.body(year: year))
    case _ where parts[0].elementsEqual("log".utf8):
      guard isYAML(path) else { return .notJournal }
      guard parts.count == 4, let date = CalendarDate(iso: stem(parts[3])) else {
        return .kind(.stray(reason: "a day file lives at log/YYYY/MM/YYYY-MM-DD.yaml"))
      }
      // The file name is `YYYY-MM-DD.yaml`, so the folders must repeat its year and month.
      let name = parts[3]
      let agrees =
        parts[1].elementsEqual(name[0..<4]) && parts[2].elementsEqual(name[5..<7])
      return .kind(.day(date, pathAgrees: agrees))
    default:
      return .notJournal
    }
  }

  /// The kind of a path spelled exactly `log/YYYY/MM/YYYY-MM-DD.yaml`, in digits, with a real
  /// date: what the rules of `classify(ascii:)` make of it, read in place, because a decade
  /// journal has thousands of such paths. Nil for any other path, left to those rules.
  private static func canonicalDay(_ path: UnsafeBufferPointer<UInt8>) -> JournalFileKind? {
    guard path.count == 27, path.starts(with: "log/".utf8), path[8] == UInt8(ascii: "/"),
      path[11] == UInt8(ascii: "/"), path[16] == UInt8(ascii: "-"),
      path[19] == UInt8(ascii: "-"), path[22...].elementsEqual(".yaml".utf8)
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = path[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard number(4..<8) != nil, number(9..<11) != nil, let year = number(12..<16),
      let month = number(17..<19), let day = number(20..<22),
      let date = CalendarDate(year: year, month: month, day: day)
    else { return nil }
    let agrees =
      path[4..<8].elementsEqual(path[12..<16]) && path[9..<11].elementsEqual(path[17..<19])
    return .day(date, pathAgrees: agrees)
  }

  /// Whether `name` (a file name inside `foods/`, such as `custom.yaml`) follows the rule
  /// of FORMAT.md §4.5: `NAME.yaml`, NAME made of lower-case ASCII letters, digits, `-` and
  /// `_`, starting with a letter or digit. Such a name means the same on every file system and
  /// in every shell, and is never hidden.
  public static func isLibraryFileName(_ name: String) -> Bool {
    guard name.hasSuffix(".yaml") else { return false }
    let stem = name.utf8.dropLast(5)
    func isLetterOrDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    guard let first = stem.first, isLetterOrDigit(first) else { return false }
    return stem.allSatisfy {
      isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
    }
  }

  /// The path of a day's file, relative to the journal root.
  public static func dayPath(for date: CalendarDate) -> String {
    let iso = date.isoString
    return "log/\(iso.prefix(4))/\(iso.dropFirst(5).prefix(2))/\(iso).yaml"
  }

  /// The path of a year's body-metrics file, relative to the journal root.
  public static func bodyPath(forYear year: Int) -> String {
    "body/\(year).yaml"
  }
}
