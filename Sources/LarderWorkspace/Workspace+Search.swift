import LarderJournal
public import LarderModel
public import LarderReports

/// `larder search`: the entries found, and the files that could not be read cleanly.
public struct SearchResult: Sendable {
  /// The matches, newest first, with the summary and suggestions.
  public let report: SearchReport
  /// The journal files read that have errors: matches may be missing.
  public let filesWithErrors: [String]
}

extension Workspace {
  /// Searches the day files within the query's period (all of them without one).
  public func search(_ query: SearchQuery) throws(WorkspaceError) -> SearchResult {
    let days = try dayFilePaths(from: query.from, to: query.to)
    let reading = try readHistory(dayPaths: days.map(\.path), today: nil) { journal in
      guard let clues = DayFileClues(SearchReport.clues(for: query, library: journal.library))
      else { return nil }
      return { bytes in clues.isAbsent(in: bytes) }
    }
    return SearchResult(
      report: SearchReport(query: query, journal: reading.journal),
      filesWithErrors: reading.filesWithErrors)
  }

  /// The journal's meal slots in display order, from `meals.yaml` alone (else the defaults),
  /// for checking a `--meal` option before searching.
  public func mealSlots() throws(WorkspaceError) -> [MealSlot] {
    JournalReader(today: nil).read(try sources(paths: ["meals.yaml"])).journal.mealSlots
  }
}

/// Passes over day files that cannot hold a match: their text, folded as names are for
/// search, holds none of the clues. A file's text holds each entry's name, free text and
/// comment as written, except where a quoted scalar escapes characters, so files with a
/// backslash are always read, and clues with quotes or backslashes turn the test off.
private struct DayFileClues: Sendable {
  private let clues: [[UInt8]]

  /// `nil` when the clues cannot be trusted on raw text, or are too many to be worth it.
  init?(_ clues: Set<String>) {
    guard !clues.isEmpty, clues.count <= 64,
      !clues.contains(where: { $0.contains(where: { "'\"\\".contains($0) }) })
    else { return nil }
    // Short clues first: the query, which most files holding any clue hold, is usually one.
    self.clues = clues.sorted { $0.count < $1.count }.map { Array($0.utf8) }
  }

  /// Whether the file's bytes hold none of the clues.
  func isAbsent(in bytes: [UInt8]) -> Bool {
    guard !bytes.contains(UInt8(ascii: "\\")) else { return false }
    let folded = Self.folded(bytes)
    return !clues.contains { clue in Self.contains(folded, clue) }
  }

  /// The text folded as `Name.searchKey` folds it: lower case, runs of white space (line
  /// ends too) as one space, accents removed. One pass over the bytes; a non-ASCII scalar is
  /// folded as `Name.searchKey` folds it alone, which is the same because case and accents
  /// fold scalar by scalar.
  static func folded(_ bytes: [UInt8]) -> [UInt8] {
    var folded: [UInt8] = []
    folded.reserveCapacity(bytes.count)
    var pendingSpace = false
    func append(_ byte: UInt8) {
      if pendingSpace { folded.append(0x20) }
      pendingSpace = false
      folded.append(byte)
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          pendingSpace = pendingSpace || !folded.isEmpty
        } else {
          append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        continue
      }
      let (scalar, length) = decodeScalar(bytes, at: index)
      index += length
      if scalar.properties.isWhitespace {
        pendingSpace = pendingSpace || !folded.isEmpty
        continue
      }
      let mapped =
        scalar.value < 0x250
        ? latinFolds[Int(scalar.value) - 0x80] : Array(Name.searchKey(String(scalar)).utf8)
      for byte in mapped { append(byte) }
    }
    return folded
  }

  /// How each scalar from U+0080 to U+024F folds, worked out once.
  private static let latinFolds: [[UInt8]] = (0x80..<0x250).map { value in
    Array(Name.searchKey(String(Unicode.Scalar(UInt32(value))!)).utf8)
  }

  /// The scalar whose UTF-8 starts at `index`, and its length; U+FFFD for one invalid byte,
  /// as `String(decoding:as:)` reads it.
  private static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int) {
    var iterator = bytes[index...].makeIterator()
    var decoder = Unicode.UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return (Unicode.Scalar(0xFFFD)!, 1)
    }
    return (scalar, UTF8.width(scalar))
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
    var start = 0
    let last = haystack.count - needle.count
    while start <= last {
      if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      start += 1
    }
    return false
  }
}
