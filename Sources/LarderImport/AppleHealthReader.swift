/// Reads the `<Record …>` start tags of an Apple Health `export.xml` in fixed-size chunks, so
/// memory stays flat however large the export: only the tag being read is kept between
/// chunks. The chunks come from the file itself or, for the `export.zip` the Health app writes,
/// inflated from its `apple_health_export/export.xml` as they are read. Comments, the DOCTYPE
/// with its internal subset and processing instructions are skipped; text between tags is
/// ignored.
struct AppleHealthReader {
  /// One `<Record>` element's attributes, entities decoded.
  struct Record {
    var attributes: [String: String]
  }

  /// What the file turned out to be.
  struct Outline {
    /// Whether the first element was `<HealthData>`.
    var isHealthData = false
    /// Whether `</HealthData>` closed it.
    var isComplete = false
    /// The name of the first element, for the message when it is not `HealthData`.
    var firstElement: String?
  }

  /// How many bytes of the file, or of the inflated `export.xml`, are read at a time.
  static let chunkSize = 1 << 20
  /// The longest tag read; a longer one means the file is not an export.
  static let tagLimit = 1 << 20

  private enum State {
    case text
    case tag(quote: UInt8?)
    case special
  }

  private let path: String
  private let types: Set<String>
  private var outline = Outline()
  private var state = State.text
  /// The tag read so far, from its `<`.
  private var tag: [UInt8] = []

  private init(path: String, types: Set<String>) {
    self.path = path
    self.types = types
    tag.reserveCapacity(4096)
  }

  /// Reads the export at `path`, an `export.xml` or an `export.zip` holding one, calling
  /// `record` for each `Record` whose `type` attribute is in `types`; returns what the outline
  /// of the file was.
  static func read(
    path: String, types: Set<String>, record: (Record) throws(ImportError) -> Void
  ) throws(ImportError) -> Outline {
    let file = try InputFile(path: path)
    var reader = AppleHealthReader(path: path, types: types)
    if try ZipArchive.isArchive(file) {
      let archive = try ZipArchive(file: file)
      try archive.read(try exportEntry(in: archive), chunkSize: chunkSize) {
        chunk throws(ImportError) in
        try reader.scan(chunk, record: record)
      }
    } else {
      try file.readChunks(of: chunkSize) { chunk throws(ImportError) in
        try reader.scan(chunk, record: record)
      }
    }
    if case .text = reader.state {} else { reader.outline.isComplete = false }
    return reader.outline
  }

  /// The archive's `export.xml`: `apple_health_export/export.xml` when there is one, else the
  /// first entry named `export.xml` in any folder (never `export_cda.xml`).
  private static func exportEntry(in archive: ZipArchive) throws(ImportError)
    -> ZipArchive.Entry
  {
    var found: ZipArchive.Entry?
    try archive.forEachEntry { entry throws(ImportError) in
      if entry.name == "apple_health_export/export.xml" {
        found = entry
      } else if found == nil, entry.name == "export.xml" || entry.name.hasSuffix("/export.xml") {
        found = entry
      }
    }
    guard let found else {
      throw ImportError(
        "\"\(archive.file.path)\" holds no export.xml",
        hint: "Give the export.zip from Health › profile › Export All Health Data, which holds "
          + "apple_health_export/export.xml.")
    }
    return found
  }

  /// Feeds the next bytes of the export through the tag state machine, calling `record` for
  /// each wanted record whose tag ends in them.
  private mutating func scan(
    _ chunk: UnsafeRawBufferPointer, record: (Record) throws(ImportError) -> Void
  ) throws(ImportError) {
    for byte in chunk {
      switch state {
      case .text:
        if byte == UInt8(ascii: "<") {
          tag.removeAll(keepingCapacity: true)
          tag.append(byte)
          state = .tag(quote: nil)
        }
      case .tag(let quote):
        tag.append(byte)
        if tag.count == 2, byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") {
          state = .special
        } else if let quote {
          if byte == quote { state = .tag(quote: nil) }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          state = .tag(quote: byte)
        } else if byte == UInt8(ascii: ">") {
          try Self.element(tag, &outline, types: types, record: record)
          state = .text
        }
      case .special:
        tag.append(byte)
        if byte == UInt8(ascii: ">"), Self.specialEnds(tag) { state = .text }
      }
      if tag.count > Self.tagLimit {
        throw ImportError("\"\(path)\" holds a tag longer than 1 MB", hint: Self.notAnExportHint)
      }
    }
  }

  /// The hint for a file that is not an Apple Health export.
  static let notAnExportHint =
    "Give export.zip from Health › profile › Export All Health Data, or the export.xml in it."

  /// Whether a comment, DOCTYPE or processing instruction ending in `>` is complete.
  private static func specialEnds(_ tag: [UInt8]) -> Bool {
    if tag.starts(with: Array("<!--".utf8)) {
      return tag.count >= 7 && tag[tag.count - 2] == UInt8(ascii: "-")
        && tag[tag.count - 3] == UInt8(ascii: "-")
    }
    if tag.starts(with: Array("<?".utf8)) {
      return tag[tag.count - 2] == UInt8(ascii: "?")
    }
    guard tag.contains(UInt8(ascii: "[")) else { return true }
    var position = tag.count - 2
    while position > 0,
      tag[position] == 0x20 || tag[position] == 0x0A || tag[position] == 0x0D
        || tag[position] == 0x09
    {
      position -= 1
    }
    return tag[position] == UInt8(ascii: "]")
  }

  /// Handles a complete start, end or empty tag.
  private static func element(
    _ tag: [UInt8], _ outline: inout Outline, types: Set<String>,
    record: (Record) throws(ImportError) -> Void
  ) throws(ImportError) {
    var end = 1
    while end < tag.count, !isSpace(tag[end]), tag[end] != UInt8(ascii: ">"),
      tag[end] != UInt8(ascii: "/") || end == 1
    {
      end += 1
    }
    let name = tag[1..<end]
    if outline.firstElement == nil {
      outline.firstElement = String(decoding: name, as: UTF8.self)
      outline.isHealthData = name.elementsEqual("HealthData".utf8)
      return
    }
    if name.elementsEqual("/HealthData".utf8) {
      outline.isComplete = true
      return
    }
    guard outline.isHealthData, name.elementsEqual("Record".utf8),
      let type = typeAttribute(tag[end...]), types.contains(type)
    else { return }
    let attributes = Self.attributes(tag[end...])
    try record(Record(attributes: attributes))
  }

  /// The value of the first `type="…"` after white space in a tag, found without reading the other
  /// attributes: most records are of types that are not imported.
  private static func typeAttribute(_ bytes: ArraySlice<UInt8>) -> String? {
    let pattern = Array("type=\"".utf8)
    var index = bytes.startIndex
    while index + 1 + pattern.count <= bytes.endIndex {
      if isSpace(bytes[index]),
        bytes[index + 1..<index + 1 + pattern.count].elementsEqual(pattern)
      {
        let start = index + 1 + pattern.count
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
      }
      index += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// `key="value"` pairs; values with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric
  /// references decoded.
  static func attributes(_ bytes: ArraySlice<UInt8>) -> [String: String] {
    var result: [String: String] = [:]
    var index = bytes.startIndex
    while index < bytes.endIndex {
      while index < bytes.endIndex, isSpace(bytes[index]) { index += 1 }
      let keyStart = index
      while index < bytes.endIndex, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]),
        bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
      let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
      while index < bytes.endIndex, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "=") else {
        index += 1
        continue
      }
      index += 1
      while index < bytes.endIndex, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.endIndex,
        bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
      else { continue }
      let quote = bytes[index]
      index += 1
      let valueStart = index
      while index < bytes.endIndex, bytes[index] != quote { index += 1 }
      result[key] = decoded(bytes[valueStart..<min(index, bytes.endIndex)])
      index += 1
    }
    return result
  }

  private static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("&") else { return text }
    var output = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      output += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semicolon]
      switch entity {
      case "amp": output += "&"
      case "lt": output += "<"
      case "gt": output += ">"
      case "quot": output += "\""
      case "apos": output += "'"
      default:
        let number =
          entity.hasPrefix("#x")
          ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst(), radix: 10)
        if entity.hasPrefix("#"), let number, let scalar = Unicode.Scalar(number) {
          output.unicodeScalars.append(scalar)
        } else {
          output += "&" + entity + ";"
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return output + rest
  }
}
