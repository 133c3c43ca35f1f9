import FoundationEssentials
import LarderWorkspace

/// `larder check --json`: one object per problem, with 1-based lines and character columns,
/// for editors' problem panes.
enum DiagnosticJSON {
  struct Output: Encodable {
    var errors: Int
    var warnings: Int
    var files: Int
    var diagnostics: [Item]
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
      diagnostics: items)
    return JSONOutput.encode(output)
  }
}

/// JSON as every `--json` report writes it: sorted keys, snake_case, pretty-printed.
enum JSONOutput {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
