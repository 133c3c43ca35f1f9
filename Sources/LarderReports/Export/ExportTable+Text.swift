extension ExportTable {
  /// The table as CSV (RFC 4180): a header row, then one line per row, lines ended by CRLF;
  /// a field holding a comma, a double quote, CR or LF is quoted, its quotes doubled.
  public var csv: String {
    var text = ""
    text.reserveCapacity((rows.count + 1) * columns.count * 8)
    func line(_ fields: [String]) {
      for (index, field) in fields.enumerated() {
        if index > 0 { text += "," }
        text += ExportTable.csvField(field)
      }
      text += "\r\n"
    }
    line(columns)
    for row in rows { line(row.map(\.text)) }
    return text
  }

  /// The table as a JSON array with one object per row, one row per line, keys in column
  /// order; numbers are JSON numbers and empty cells `null`.
  public var json: String {
    guard !rows.isEmpty else { return "[]\n" }
    let keys = columns.map { ExportTable.jsonString($0) + ": " }
    var text = "[\n"
    text.reserveCapacity(rows.count * columns.count * 16)
    for (rowIndex, row) in rows.enumerated() {
      text += "  {"
      for (index, value) in row.enumerated() {
        if index > 0 { text += ", " }
        text += keys[index]
        switch value {
        case .text(let string): text += ExportTable.jsonString(string)
        case .number: text += value.text
        case .empty: text += "null"
        }
      }
      text += rowIndex == rows.count - 1 ? "}\n" : "},\n"
    }
    return text + "]\n"
  }

  static func csvField(_ field: String) -> String {
    let needsQuotes = field.utf8.contains {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
    }
    guard needsQuotes else { return field }
    var quoted = "\""
    for character in field.unicodeScalars {
      if character == "\"" { quoted += "\"" }
      quoted.unicodeScalars.append(character)
    }
    return quoted + "\""
  }

  static func jsonString(_ string: String) -> String {
    var escaped = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
