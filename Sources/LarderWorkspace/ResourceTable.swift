/// A line of a table compiled into the binary (`Resources/*.tsv`) that is not a row of it.
struct ResourceTableError: Error {
  /// The line's number, from 1.
  let line: Int
  /// The line as written.
  let text: String
}

/// The tab-separated tables compiled into the binary (`typical-portions.tsv`,
/// `meal-synonyms.tsv`): rows of fields, `#` comments and blank lines skipped.
enum ResourceTable {
  /// One row of a table.
  struct Row {
    /// The row's fields, split at tabs.
    let fields: [String]
    /// The error that names the row, for a row that is not one the table holds.
    let error: ResourceTableError
  }

  /// The rows of `text`.
  static func rows(_ text: String) -> [Row] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      index, line in
      guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
      return Row(
        fields: line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init),
        error: ResourceTableError(line: index + 1, text: String(line)))
    }
  }

  /// The table `name`, whose bytes are `bytes`, as `read` reads it. The file is part of the
  /// program and a test reads it, so a malformed row cannot happen at run time: it stops the
  /// program, naming the row.
  static func compiled<Table>(
    _ bytes: [UInt8], name: String, read: (String) throws(ResourceTableError) -> Table
  ) -> Table {
    do throws(ResourceTableError) {
      return try read(String(decoding: bytes, as: UTF8.self))
    } catch {
      preconditionFailure("\(name) line \(error.line): \(error.text)")
    }
  }
}
