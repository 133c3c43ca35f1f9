public import LarderModel
import LarderSyntax

/// Layout-preserving edits of `care.yaml` (FORMAT.md §4.8): a meeting goes into `meetings:`
/// where the date order puts it, after the meetings of the same day; every other byte stays.
///
/// ```yaml
/// meetings:
///   - date: 2026-10-02
///     with: doctor
///     notes: Blood pressure fine; keep going.
/// ```
public enum CareFileEditor {
  /// `bytes` (empty for a new file) with `meeting` added.
  public static func adding(_ meeting: CareMeeting, in bytes: [UInt8]) throws(JournalEditError)
    -> [UInt8]
  {
    var fields = [("date", meeting.date.isoString), ("with", meeting.provider.rawValue)]
    if let notes = meeting.notes { fields.append(("notes", notes)) }
    return try ListFileEditing.inserting(fields, into: "meetings", in: bytes, file: "care.yaml") {
      item in
      item.entry(named: "date").flatMap { $0.value?.scalar }
        .flatMap { CalendarDate(iso: $0.value) }.map { $0 > meeting.date } ?? false
    }
  }
}

/// Edits of a file whose root holds one list of mappings under `key` (`meetings:` in
/// `care.yaml`, `documents:` in `documents/documents.yaml`): inserting an item and removing
/// one, whole lines only.
enum ListFileEditing {
  /// `bytes` with an item of `fields` (key, text) inserted before the first item for which
  /// `before` holds, else after the last; the key and the file are created when missing.
  static func inserting(
    _ fields: [(String, String)], into key: String, in bytes: [UInt8], file: String,
    before: (MappingSyntax) -> Bool
  ) throws(JournalEditError) -> [UInt8] {
    var editor = MappingEditor(bytes)
    func lines(_ indent: String) -> [String] {
      fields.enumerated().map { index, field in
        indent + (index == 0 ? "- " : "  ") + "\(field.0): \(MappingEditor.scalarText(field.1))"
      }
    }
    guard let root = editor.document.mapping else {
      guard editor.document.root == nil else { throw notAList(key, file) }
      editor.appendAtEnd(["\(key):"] + lines("  "))
      return editor.result()
    }
    let rootIndent = MappingEditor.indent(root)
    guard let entry = root.entry(named: key) else {
      editor.insert(
        [rootIndent + "\(key):"] + lines(rootIndent + "  "), into: root, at: root.entries.count)
      return editor.result()
    }
    guard let value = entry.value else {
      editor.insertChildren(lines(rootIndent + "  "), under: entry)
      return editor.result()
    }
    guard let list = value.sequence else { throw notAList(key, file) }
    let indent = String(repeating: " ", count: list.indent)
    let text = lines(indent).map { $0 + String(decoding: editor.lineEnd, as: UTF8.self) }
      .joined()
    if let index = list.items.firstIndex(where: { $0.value?.mapping.map(before) ?? false }) {
      let start = list.items[index].lineRange.lowerBound
      editor.replace(start..<start, with: text)
    } else {
      let end = list.items[list.items.count - 1].lineRange.upperBound
      let needsLineEnd = end == editor.bytes.count && editor.bytes.last != 0x0A
      let prefix = needsLineEnd ? String(decoding: editor.lineEnd, as: UTF8.self) : ""
      editor.replace(end..<end, with: prefix + text)
    }
    return editor.result()
  }

  /// `bytes` without the item of `key`'s list at `index`; throws when there is none.
  static func removing(itemAt index: Int, from key: String, in bytes: [UInt8], file: String)
    throws(JournalEditError) -> [UInt8]
  {
    var editor = MappingEditor(bytes)
    guard let list = items(of: key, in: editor), list.items.indices.contains(index) else {
      throw notAList(key, file)
    }
    editor.replace(list.items[index].lineRange, with: "")
    return editor.result()
  }

  /// The list under `key`, if the file holds one.
  static func items(of key: String, in editor: MappingEditor) -> SequenceSyntax? {
    editor.document.mapping?.entry(named: key)?.value?.sequence
  }

  private static func notAList(_ key: String, _ file: String) -> JournalEditError {
    JournalEditError(
      "\(file) does not hold a `\(key):` list as larder writes it",
      hint: "Run `larder check \(file)` and fix it first.")
  }
}
