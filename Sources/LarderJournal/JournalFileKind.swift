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
