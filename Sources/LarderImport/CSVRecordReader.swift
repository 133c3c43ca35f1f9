/// Reads CSV records from bytes fed in chunks, so a file of any size is read with one record in
/// memory: fields split on a separator, double-quoted fields (`""` is a quote, a quoted field
/// may span lines), LF or CRLF line ends, a UTF-8 byte order mark skipped, empty lines skipped.
///
/// Written by hand rather than taken from a package: no CSV reader is among the packages the
/// build may use, and this one reads bytes straight from a file or an inflated zip entry.
///
/// Text that is not UTF-8 is refused naming the line: UTF-16 (a byte order mark or NUL
/// bytes) at the start, a byte that is not UTF-8 (Latin-1, Windows-1252) where it occurs.
struct CSVRecordReader {
  /// The file's name, for messages.
  let file: String
  /// The field separator, `,` unless a rules file says otherwise.
  let separator: UInt8
  private var field: [UInt8] = []
  private var record: [String] = []
  private var quoted = false
  private var afterQuote = false
  private var atFieldStart = true
  private var line = 1
  private var recordLine = 1
  private var bytesSeen = 0

  /// Starts reading `file`.
  init(file: String, separator: UInt8 = UInt8(ascii: ",")) {
    self.file = file
    self.separator = separator
    field.reserveCapacity(256)
  }

  /// Reads the next bytes, calling `emit` with each record they complete and the line it
  /// starts on.
  mutating func feed(
    _ chunk: UnsafeRawBufferPointer, _ emit: ([String], Int) throws(ImportError) -> Void
  ) throws(ImportError) {
    var start = 0
    if bytesSeen == 0 {
      try requireUTF8Start(chunk)
      if chunk.count >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF { start = 3 }
    }
    bytesSeen += chunk.count
    let quote = UInt8(ascii: "\"")
    var index = start
    while index < chunk.count {
      let byte = chunk[index]
      index += 1
      if byte == 0 { throw notText(line) }
      if quoted {
        if byte == quote {
          quoted = false
          afterQuote = true
        } else {
          if byte == 0x0A { line += 1 }
          field.append(byte)
        }
        continue
      }
      if afterQuote {
        afterQuote = false
        if byte == quote {
          field.append(quote)
          quoted = true
          continue
        }
      }
      switch byte {
      case quote where atFieldStart:
        quoted = true
        atFieldStart = false
      case separator:
        try endField()
      case 0x0D:
        continue
      case 0x0A:
        try endRecord(emit)
        line += 1
        recordLine = line
      default:
        field.append(byte)
        atFieldStart = false
      }
    }
  }

  /// Ends the input: emits a last record without a line end; refuses a file that ends inside
  /// quotes (truncated).
  mutating func finish(_ emit: ([String], Int) throws(ImportError) -> Void) throws(ImportError) {
    if quoted {
      throw ImportError(
        "\(file) ends inside a quoted field (line \(recordLine))",
        hint: "The file looks truncated; export it again. Nothing was imported.")
    }
    try endRecord(emit)
  }

  private mutating func endField() throws(ImportError) {
    guard let text = String(validating: field, as: UTF8.self) else {
      throw ImportError(
        "\(file) is not UTF-8 (line \(line) holds a byte that is not)",
        hint: "Export it again, or save it as UTF-8 (Excel: CSV UTF-8); nothing was imported.")
    }
    record.append(text)
    field.removeAll(keepingCapacity: true)
    atFieldStart = true
  }

  private mutating func endRecord(_ emit: ([String], Int) throws(ImportError) -> Void)
    throws(ImportError)
  {
    if !record.isEmpty || !field.isEmpty || !atFieldStart { try endField() }
    defer { record.removeAll(keepingCapacity: true) }
    guard !(record.count == 1 && record[0].isEmpty), !record.isEmpty else { return }
    try emit(record, recordLine)
  }

  private func requireUTF8Start(_ chunk: UnsafeRawBufferPointer) throws(ImportError) {
    guard chunk.count >= 2 else { return }
    if (chunk[0] == 0xFF && chunk[1] == 0xFE) || (chunk[0] == 0xFE && chunk[1] == 0xFF) {
      throw notText(1)
    }
  }

  private func notText(_ line: Int) -> ImportError {
    ImportError(
      "\(file) is not UTF-8 text (line \(line) holds UTF-16 or binary bytes)",
      hint: "Use the file as the app exported it, or save it as CSV UTF-8; nothing was imported.")
  }
}
