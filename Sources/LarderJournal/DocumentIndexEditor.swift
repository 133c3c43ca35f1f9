public import LarderModel
import LarderSyntax

/// Layout-preserving edits of `documents/documents.yaml` (FORMAT.md §4.9): a record is
/// appended to `documents:`, or its lines removed; every other byte stays.
///
/// ```yaml
/// documents:
///   - title: Blood test, October
///     file: 2026-10-02-blood-test.pdf
///     type: pdf
///     added: 2026-10-02
/// ```
public enum DocumentIndexEditor {
  /// The index's path, relative to the journal root.
  public static let path = "documents/documents.yaml"

  /// `bytes` (empty for a new index) with `record` appended.
  public static func adding(_ record: DocumentRecord, in bytes: [UInt8]) throws(JournalEditError)
    -> [UInt8]
  {
    try ListFileEditing.inserting(
      [
        ("title", record.title), ("file", record.file), ("type", record.type.rawValue),
        ("added", record.added.isoString),
      ], into: "documents", in: bytes, file: path
    ) { _ in false }
  }

  /// `bytes` without the record whose `file:` is `file`; throws when there is none.
  public static func removing(file: String, in bytes: [UInt8]) throws(JournalEditError) -> [UInt8] {
    let editor = MappingEditor(bytes)
    let index = ListFileEditing.items(of: "documents", in: editor)?.items.firstIndex { item in
      item.value?.mapping?.entry(named: "file")?.value?.scalar?.value == file
    }
    guard let index else {
      throw JournalEditError(
        "no document \"\(file)\" in \(path)", hint: "`larder doc list` shows the documents.")
    }
    return try ListFileEditing.removing(itemAt: index, from: "documents", in: bytes, file: path)
  }
}
