extension ExportTable {
  /// The table as CSV (RFC 4180): a header row, then one line per row, lines ended by CRLF;
  /// a field holding a comma, a double quote, CR or LF is quoted, its quotes doubled.
  public var csv: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity((rows.count + 1) * columns.count * 8)
    func field(_ text: String) {
      let quoted = text.utf8.contains {
        $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
      }
      guard quoted else {
        bytes += text.utf8
        return
      }
      bytes.append(UInt8(ascii: "\""))
      for byte in text.utf8 {
        if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        bytes.append(byte)
      }
      bytes.append(UInt8(ascii: "\""))
    }
    func line(_ cells: some Collection<String>) {
      for (index, cell) in cells.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        field(cell)
      }
      bytes += [0x0D, 0x0A]
    }
    line(columns)
    for row in rows { line(row.lazy.map(\.text)) }
    return String(decoding: bytes, as: UTF8.self)
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
