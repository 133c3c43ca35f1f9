import FoundationEssentials
import LarderWorkspace

/// `larder check --json`: one object per problem, with 1-based lines and character columns,
/// for editors' problem panes.
enum DiagnosticJSON {
  struct Output: JSONReport {
    static let schemaVersion = 1
    var errors: Int
    var warnings: Int
    var files: Int
    var diagnostics: [Item]
    var libraryEdit: LibraryEdit?
  }

  /// What an edit of the library changes in the days logged.
  struct LibraryEdit: Encodable {
    /// The revision compared with, as given; `HEAD` for the last commit.
    var since: String
    var items: [ChangedItem]
  }

  struct ChangedItem: Encodable {
    var path: String
    var name: String
    var kind: String
    /// The amount the changes describe, `100 g` or `1 serving`.
    var per: String
    var changes: [NutrientChange]
    var unitChanges: [UnitChange]
    var days: Int
    var first: String?
    var last: String?
    var dates: [String]
  }

  /// A measure (`slice`) or `density` before and after, as the library writes them; absent
  /// where there was or is none.
  struct UnitChange: Encodable {
    var unit: String
    var old: String?
    var new: String?
  }

  struct NutrientChange: Encodable {
    var nutrient: String
    var unit: String
    /// Absent when unknown.
    var old: Double?
    var new: Double?
  }

  struct Item: Encodable {
    var path: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var offset: Int
    var length: Int
    var severity: String
    var id: String
    var message: String
    var hint: String?
  }

  static func render(_ result: CheckResult) -> String {
    var items: [Item] = []
    for file in result.files {
      for diagnostic in file.diagnostics {
        let start = file.source.location(of: diagnostic.range.lowerBound)
        let end = file.source.location(of: diagnostic.range.upperBound)
        items.append(
          Item(
            path: file.path, line: start.line, column: start.column, endLine: end.line,
            endColumn: end.column, offset: diagnostic.range.lowerBound,
            length: diagnostic.range.count, severity: diagnostic.severity.rawValue,
            id: diagnostic.id, message: diagnostic.message, hint: diagnostic.hint))
      }
    }
    let output = Output(
      errors: result.errorCount, warnings: result.warningCount, files: result.fileCount,
      diagnostics: items, libraryEdit: result.libraryEdit.map(libraryEdit))
    return JSONOutput.encode(output)
  }

  /// The notes on a library edit, as `check` and `commit` print them.
  static func libraryEdit(_ report: LibraryEditReport) -> LibraryEdit {
    LibraryEdit(
      since: report.since ?? "HEAD",
      items: report.items.map { item in
        ChangedItem(
          path: item.path, name: item.name.text, kind: item.isRecipe ? "recipe" : "food",
          per: item.isRecipe ? "1 serving" : item.basis.description,
          changes: item.changes.map {
            NutrientChange(
              nutrient: $0.nutrient.word, unit: $0.nutrient.unit.rawValue, old: $0.old,
              new: $0.new)
          },
          unitChanges: item.unitChanges.map { UnitChange(unit: $0.unit, old: $0.old, new: $0.new) },
          days: item.dates.count, first: item.dates.first?.isoString,
          last: item.dates.last?.isoString, dates: item.dates.map(\.isoString))
      })
  }
}

/// A document a `--json` option prints: a JSON object whose keys are its properties in
/// snake_case, described by a JSON Schema in `Documentation/json/`.
protocol JSONReport: Encodable {
  /// The version the document's `schema_version` carries. A change that can break a reader
  /// (a key renamed or removed, a type or meaning changed) bumps it; a new key does not.
  static var schemaVersion: Int { get }
}

/// JSON as every `--json` report writes it: an object with its `schema_version`, sorted keys,
/// snake_case, pretty-printed.
enum JSONOutput {
  /// `report` as JSON; with `written`, a `written` key too, for a writing command whose report
  /// does not say itself whether it wrote (false under `--dry-run`).
  static func encode(_ report: some JSONReport, written: Bool? = nil) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    guard let data = try? encoder.encode(Versioned(report: report, written: written)) else {
      return "{}\n"
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A report's own keys, its `schema_version` and `written` when given, in one object.
  private struct Versioned<Report: JSONReport>: Encodable {
    let report: Report
    let written: Bool?

    private enum Key: String, CodingKey {
      case schemaVersion = "schema_version"
      case written
    }

    func encode(to encoder: any Encoder) throws {
      try report.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(Report.schemaVersion, forKey: .schemaVersion)
      try container.encodeIfPresent(written, forKey: .written)
    }
  }
}
