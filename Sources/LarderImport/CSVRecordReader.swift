/// Reads CSV records from bytes fed in chunks, so a file of any size is read with one record in
/// memory: fields split on a separator, double-quoted fields (`""` is a quote, a quoted field
/// may span lines), LF or CRLF line ends, a UTF-8 byte order mark skipped, empty lines skipped.
///
/// Written by hand rather than taken from a package: no CSV reader is among the packages the
/// build may use, and this one reads bytes straight from a file or an inflated zip entry.
///
/// Text that is not UTF-8 is refused naming the line: UTF-16 (a byte order mark or NUL
/// bytes) at the start, a byte that is not UTF-8 (Latin-1, Windows-1252) where it occurs.
///
/// A record's fields are kept as bytes, checked once, and made text only when read: a file of
/// 57 columns of which a reader uses ten makes ten strings a row, not 57.
struct CSVRecordReader {
  /// The file's name, for messages.
  let file: String
  /// The field separator, `,` unless a rules file says otherwise.
  let separator: UInt8
  private var record = CSVRecord()
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
    record.bytes.reserveCapacity(4096)
  }

  /// Reads the next bytes, calling `emit` with each record they complete and the line it
  /// starts on.
  mutating func feed(
    _ chunk: UnsafeRawBufferPointer, _ emit: (CSVRecord, Int) throws(ImportError) -> Void
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
          record.bytes.append(byte)
          // The rest of the run up to a quote, line end or NUL, in one copy.
          var end = index
          while end < chunk.count, chunk[end] != quote, chunk[end] != 0x0A, chunk[end] != 0 {
            end += 1
          }
          record.bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[index..<end]))
          index = end
        }
        continue
      }
      if afterQuote {
        afterQuote = false
        if byte == quote {
          record.bytes.append(quote)
          quoted = true
          continue
        }
      }
      switch byte {
      case quote where atFieldStart:
        quoted = true
        atFieldStart = false
      case separator:
        endField()
      case 0x0D:
        continue
      case 0x0A:
        try endRecord(emit)
        line += 1
        recordLine = line
      default:
        record.bytes.append(byte)
        atFieldStart = false
        // The rest of the field's run up to a separator, line end or NUL, in one copy.
        var end = index
        while end < chunk.count {
          let next = chunk[end]
          if next == separator || next == 0x0A || next == 0x0D || next == 0 { break }
          end += 1
        }
        record.bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[index..<end]))
        index = end
      }
    }
  }

  /// Ends the input: emits a last record without a line end; refuses a file that ends inside
  /// quotes (truncated).
  mutating func finish(_ emit: (CSVRecord, Int) throws(ImportError) -> Void) throws(ImportError) {
    if quoted {
      throw ImportError(
        "\(file) ends inside a quoted field (line \(recordLine))",
        hint: "The file looks truncated; export it again. Nothing was imported.")
    }
    try endRecord(emit)
  }

  private mutating func endField() {
    record.ends.append(record.bytes.count)
    atFieldStart = true
  }

  private mutating func endRecord(_ emit: (CSVRecord, Int) throws(ImportError) -> Void)
    throws(ImportError)
  {
    if !record.ends.isEmpty || record.bytes.count > 0 || !atFieldStart { endField() }
    defer {
      record.bytes.removeAll(keepingCapacity: true)
      record.ends.removeAll(keepingCapacity: true)
    }
    guard !(record.ends.count == 1 && record.bytes.isEmpty), !record.ends.isEmpty else { return }
    if record.bytes.contains(where: { $0 >= 0x80 }),
      String(validating: record.bytes, as: UTF8.self) == nil
    {
      throw ImportError(
        "\(file) is not UTF-8 (line \(line) holds a byte that is not)",
        hint: "Export it again, or save it as UTF-8 (Excel: CSV UTF-8); nothing was imported.")
    }
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

/// One CSV record: its fields' bytes one after the other, checked to be UTF-8, each field
/// made text when it is read.
struct CSVRecord {
  fileprivate var bytes: [UInt8] = []
  fileprivate var ends: [Int] = []

  /// How many fields the record has.
  var count: Int { ends.count }

  /// The field at `index`, as text.
  subscript(index: Int) -> String {
    let start = index == 0 ? 0 : ends[index - 1]
    return String(decoding: bytes[start..<ends[index]], as: UTF8.self)
  }

  /// Every field as text.
  var fields: [String] { (0..<count).map { self[$0] } }
}
