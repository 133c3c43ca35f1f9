import LarderWorkspace

/// `larder doc list` as text and JSON.
///
/// ```
/// 1  2026-10-02  pdf   Blood test, October   documents/2026-10-02-blood-test-october.pdf
/// ```
enum DocText {
  static func render(_ records: [DocumentRecord]) -> String {
    guard !records.isEmpty else {
      return "No documents yet: `larder doc add FILE --title TITLE` adds one.\n"
    }
    let width = records.map { Display.width($0.title) }.max() ?? 0
    return records.enumerated().map { index, record in
      let type = record.type.rawValue
      return "\(index + 1)  \(record.added.isoString)  " + Display.pad(type, 6)
        + Display.pad(record.title, width) + "  documents/\(record.file)"
    }.joined(separator: "\n") + "\n"
  }

  struct Record: Encodable {
    var title: String
    var file: String
    var type: String
    var added: String
  }

  /// `doc list --json`: the documents, as the list shows them.
  struct Output: JSONReport {
    static let schemaVersion = 1
    var documents: [Record]
  }

  static func json(_ records: [DocumentRecord]) -> String {
    JSONOutput.encode(
      Output(
        documents: records.map {
          Record(
            title: $0.title, file: $0.file, type: $0.type.rawValue, added: $0.added.isoString)
        }))
  }
}
