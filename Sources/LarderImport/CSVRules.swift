import FoundationEssentials
import LarderModel

/// A rules file for `larder import csv`, in the spirit of hledger's CSV rules: one directive a
/// line, `#` comments, blank lines ignored.
///
/// ```
/// # Lose It! diary export
/// source loseit
/// date-format m/d/yyyy
/// date Date
/// meal Type
/// food Name
/// amount Quantity
/// unit Units
/// energy Calories
/// fat Fat (g)
/// skip-meal Exercise
/// ```
///
/// - Columns: `date` (required), `time`, `meal`, `food`, `amount`, `unit`, `energy` (kcal, or
///   `energy-kj`, one of them required), `protein`, `carbs`, `fat`, `fibre`, `sugars`,
///   `sodium` (mg); each followed by the header of its column, or `#N` for the Nth column.
/// - `food-text TEXT`: the text of every entry, for files of totals without a food column.
/// - `default-meal NAME`: the meal of rows without one (else the slot of the row's time).
/// - `skip-meal NAME`: rows of this meal are left out and counted (Lose It!'s `Exercise`).
/// - `skip N`: lines before the header; `header no`: the file has no header (columns by `#N`).
/// - `separator , | ; | tab`, `decimal . | ,`, `date-format yyyy-mm-dd | m/d/yyyy | d/m/yyyy`.
/// - `source NAME`: names the commit and the foods file `foods/NAME.yaml` (default `csv`).
public struct CSVRules: Hashable, Sendable {
  /// A column: by header name as the rules write it, or by position from 0.
  enum Column: Hashable {
    case named(String)
    case position(Int)
  }

  /// What a column holds.
  enum Field: String, CaseIterable {
    case date, time, meal, food, amount, unit, energy
    case energyKJ = "energy-kj"
    case protein, carbs, fat, fibre, sugars, sodium
  }

  var columns: [Field: Column] = [:]
  var foodText: String?
  var defaultMeal: String?
  var skippedMeals: Set<String> = []
  var skip = 0
  var hasHeader = true
  var separator = UInt8(ascii: ",")
  var decimal: Character = "."
  var dateFormat: ExportDateFormat?
  /// The name of the app, for the commit message and the foods file.
  public private(set) var source = "csv"

  /// The rules shipped with larder, by name: `loseit` (Lose It!'s diary export) and
  /// `daily-totals` (a file of one row per day, as many apps write).
  public static let builtIn: [String: String] = [
    "loseit": """
    # Lose It! diary export (Export to spreadsheet, Food Logs): one row per food, with the
    # meal in Type; exercise rows carry no nutrition and are left out.
    source loseit
    date-format m/d/yyyy
    date Date
    meal Type
    food Name
    amount Quantity
    unit Units
    energy Calories
    fat Fat (g)
    protein Protein (g)
    carbs Carbohydrates (g)
    fibre Fiber (g)
    sugars Sugars (g)
    sodium Sodium (mg)
    skip-meal Exercise
    """,
    "daily-totals": """
    # One row per day with the day's totals, as many apps export them: each day becomes one
    # entry in the meal slot below; change it to any slot of meals.yaml.
    source daily-totals
    date Date
    food-text Daily total
    default-meal Dinner
    energy Calories
    protein Protein
    carbs Carbs
    fat Fat
    fibre Fiber
    sugars Sugar
    sodium Sodium
    """,
  ]

  /// Reads the rules in `text`; `file` names them in messages. Refuses an unknown directive,
  /// a bad value, and rules without a date, an energy column, or a food column or text.
  public init(_ text: String, file: String) throws(ImportError) {
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingSpaces
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let (key, value) = Self.split(line)
      func fail(_ what: String) -> ImportError {
        ImportError(
          "\(file) line \(number + 1): \(what)",
          hint: "See `larder import csv --help` for the directives; nothing was imported.")
      }
      if let field = Field(rawValue: key) {
        guard !value.isEmpty else { throw fail("\(key) needs a column") }
        if value.hasPrefix("#"), let position = Int(value.dropFirst()), position > 0 {
          columns[field] = .position(position - 1)
        } else {
          columns[field] = .named(value)
        }
        continue
      }
      switch key {
      case "food-text": foodText = value
      case "default-meal": defaultMeal = value
      case "skip-meal": skippedMeals.insert(Name.normalized(value))
      case "source":
        guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
        else { throw fail("source must be a word such as loseit") }
        source = value.lowercased()
      case "skip":
        guard let count = Int(value), count >= 0 else { throw fail("skip needs a number") }
        skip = count
      case "header":
        guard ["yes", "no"].contains(value) else { throw fail("header is yes or no") }
        hasHeader = value == "yes"
      case "separator":
        switch value {
        case ",": separator = UInt8(ascii: ",")
        case ";": separator = UInt8(ascii: ";")
        case "tab": separator = 0x09
        default: throw fail("separator is , ; or tab")
        }
      case "decimal":
        guard value == "." || value == "," else { throw fail("decimal is . or ,") }
        decimal = Character(value)
      case "date-format":
        guard let format = ExportDateFormat(rawValue: value.lowercased()) else {
          throw fail("date-format is yyyy-mm-dd, m/d/yyyy or d/m/yyyy")
        }
        dateFormat = format
      default:
        throw fail("unknown directive \"\(key)\"")
      }
    }
    guard columns[.date] != nil else {
      throw ImportError(
        "\(file) names no date column", hint: "Add a line such as `date Date`.")
    }
    guard columns[.energy] != nil || columns[.energyKJ] != nil else {
      throw ImportError(
        "\(file) names no energy column", hint: "Add a line such as `energy Calories`.")
    }
    guard columns[.food] != nil || foodText != nil else {
      throw ImportError(
        "\(file) names no food column and no food text",
        hint: "Add `food Name`, or `food-text Daily total` for a file of totals.")
    }
    if !hasHeader, columns.values.contains(where: { if case .named = $0 { true } else { false } }) {
      throw ImportError(
        "\(file) says the file has no header but names columns by header",
        hint: "Name the columns by position, `date #1`, or remove `header no`.")
    }
  }

  /// The rules named `name` (`loseit`, `daily-totals`) or in the file at `name`, a file
  /// winning over a built-in name.
  public static func load(_ name: String, path: String) throws(ImportError) -> CSVRules {
    if !FileManager.default.fileExists(atPath: path), let text = builtIn[name] {
      return try CSVRules(text, file: "the \(name) rules")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ImportError(
        "cannot read the rules file \"\(name)\"",
        hint: "Give a rules file, or one of the built-in rules: "
          + builtIn.keys.sorted().joined(separator: ", ") + ".")
    }
    let file = String(path.split(separator: "/").last ?? Substring(path))
    return try CSVRules(try TextTable.utf8([UInt8](data), file: file), file: file)
  }

  /// `key value`, the key lowercased.
  private static func split(_ line: String) -> (String, String) {
    guard let space = line.firstIndex(of: " ") else { return (line.lowercased(), "") }
    return (
      line[..<space].lowercased(), String(line[line.index(after: space)...]).trimmingSpaces
    )
  }
}
