import FoundationEssentials
import LarderModel

/// Reading the text files of food databases: whole files as bytes, lines without their CR,
/// Latin-1 or UTF-8 text, and the three field syntaxes (SR28 `^`/`~`, quoted CSV, tabs).
enum TextTable {
  /// The bytes of `url`, or an error naming the file.
  static func bytes(_ url: URL) throws(ImportError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ImportError(
        "cannot read \"\(url.path)\"", hint: "Check the path and that the file is readable.")
    }
    return [UInt8](data)
  }

  /// The lines of `bytes`, each without its LF or CRLF; a last line without a line end counts,
  /// an empty last line does not.
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      let end = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
      lines.append(bytes[start..<end])
      start = index + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  /// `bytes` read as Latin-1 (every byte is the code point of the same value).
  static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
    if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    var text = ""
    text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
    return text
  }

  /// Refuses text that is not 8-bit text at all (UTF-16 or binary: NUL bytes).
  static func requireText(_ bytes: [UInt8], file: String) throws(ImportError) {
    if bytes.prefix(4096).contains(0) {
      throw ImportError(
        "\(file) is not a text file in the expected encoding (it holds NUL bytes)",
        hint: "Use the original download, not a file converted to UTF-16 or compressed.")
    }
  }

  /// `bytes` as UTF-8, or an error naming the file and the line of the first bad byte.
  static func utf8(_ bytes: [UInt8], file: String) throws(ImportError) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var line = 1
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
      case .emptyInput, .error: break decoding
      }
    }
    throw ImportError(
      "\(file) is not UTF-8 (line \(line) holds a byte that is not)",
      hint: "Use the unmodified download; do not convert it to another encoding.")
  }

  /// The fields of an SR28 line: split on `^`, text fields unwrapped from `~`.
  static func caretFields(_ line: ArraySlice<UInt8>) -> [String] {
    line.split(separator: 0x5E, omittingEmptySubsequences: false).map { field in
      var field = field
      if field.first == 0x7E, field.count >= 2, field.last == 0x7E {
        field = field.dropFirst().dropLast()
      }
      return latin1(field)
    }
  }

  /// The records of a CSV text whose fields may be double-quoted (`""` is a quote); a quoted
  /// field may span lines. Throws when the text ends inside quotes.
  static func csvRecords(_ text: String, file: String) throws(ImportError) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var atFieldStart = true
    var iterator = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar?
    while let scalar = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if scalar == "\"" {
          let next = iterator.next()
          if next == "\"" {
            field.unicodeScalars.append("\"")
          } else {
            quoted = false
            pending = next
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"" where atFieldStart:
        quoted = true
        atFieldStart = false
      case ",":
        record.append(field)
        field = ""
        atFieldStart = true
      case "\r":
        continue
      case "\n":
        record.append(field)
        records.append(record)
        record = []
        field = ""
        atFieldStart = true
      default:
        field.unicodeScalars.append(scalar)
        atFieldStart = false
      }
    }
    if quoted {
      throw ImportError(
        "\(file) ends inside a quoted field",
        hint: "The file looks truncated; download it again.")
    }
    if !atFieldStart || !record.isEmpty {
      record.append(field)
      records.append(record)
    }
    return records
  }

  /// A number as the databases write it (`.5`, `12`, empty for unknown).
  static func number(_ text: some StringProtocol) -> Double? {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }
}

/// A header row mapped to column positions, so columns are found by name.
struct ColumnIndex {
  let file: String
  let positions: [String: Int]
  let count: Int

  init(_ header: [String], file: String) {
    self.file = file
    count = header.count
    var positions: [String: Int] = [:]
    for (index, name) in header.enumerated() where positions[name] == nil {
      positions[name] = index
    }
    self.positions = positions
  }

  /// The position of a column that must be there.
  func require(_ name: String) throws(ImportError) -> Int {
    guard let position = positions[name] else { throw .missingColumn(file, name) }
    return position
  }
}
