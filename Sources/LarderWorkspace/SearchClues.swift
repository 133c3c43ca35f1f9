import Glibc
import LarderModel

/// The folded texts a search looks for (`SearchReport.clues`), found in text without building
/// strings: in the bytes of a whole file, to pass over the files that cannot hold a match,
/// and in each entry of the files that can.
///
/// Text is folded as `Name.searchKey` folds it: lower case, runs of white space (line ends
/// too) as one space, accents removed. A file's text holds each entry's value and comment as
/// written, except where a quoted scalar escapes characters, so a file with a backslash
/// always may hold a clue, and clues with quotes or backslashes (or too many clues to be worth
/// it) turn the test of raw text off.
struct SearchClues: Sendable {
  private let clues: [[UInt8]]
  private let testsRawText: Bool

  init(_ clues: Set<String>) {
    // Short clues first: the query, which most texts holding any clue hold, is usually one.
    self.clues = clues.filter { !$0.isEmpty }.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
      .map { Array($0.utf8) }
    testsRawText =
      clues.count <= 64 && !clues.contains(where: { $0.utf8.contains(where: Self.isQuoteOrEscape) })
  }

  /// Whether journal text as written, `bytes`, may hold a clue in an entry's value or comment
  /// (or a library item's name or alias): false only when, folded, it holds none.
  func mayBeHeld(inRawText bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard testsRawText else { return true }
    return Self.find(UInt8(ascii: "\\"), in: bytes, from: 0) != nil || isHeld(folding: bytes)
  }

  /// Whether `text`, folded, holds a clue.
  func isHeld(in text: String) -> Bool {
    var text = text
    return text.withUTF8(isHeld(folding:))
  }

  private func isHeld(folding bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !clues.isEmpty else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + Self.slack) {
      buffer in
      guard let count = Self.fold(bytes, into: buffer) else {
        var folded = Name.searchKey(String(decoding: bytes, as: UTF8.self))
        return folded.withUTF8(holdsClue)
      }
      return holdsClue(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  private func holdsClue(_ folded: UnsafeBufferPointer<UInt8>) -> Bool {
    clues.contains { clue in Self.contains(folded, clue) }
  }

  private static func isQuoteOrEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// How many bytes more than it reads a fold may write.
  private static let slack = 16

  /// Folds `bytes` as `Name.searchKey` folds text into `output` (of at least `bytes.count +
  /// slack` bytes) and returns how many bytes it wrote; `nil` when the slack did not suffice.
  ///
  /// Every byte of a day file passes here, so the loop does little for an ASCII byte: it is
  /// folded by a table, and a blank writes a space unless one was just written (no scalar
  /// folds to text that starts or ends with a space, so this folds runs of white space as
  /// `Name.searchKey` does). A non-ASCII scalar is folded as `Name.searchKey` folds it alone,
  /// which is the same because case and accents fold scalar by scalar. An ASCII byte writes
  /// at most one byte; a scalar may write more than it has only while the excess stays
  /// within the slack (none known grows by more than a byte).
  private static func fold(
    _ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    let latin = latinFolds
    return asciiFolds.withUnsafeBufferPointer { ascii -> Int? in
      var count = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          index += 1
          let fold = ascii[Int(byte)]
          if fold != 0x20 {
            output[count] = fold
            count += 1
          } else if count > 0, output[count - 1] != 0x20 {
            output[count] = 0x20
            count += 1
          }
          continue
        }
        let (scalar, length) = decodeScalar(bytes, at: index)
        index += length
        if scalar.properties.isWhitespace {
          if count > 0, output[count - 1] != 0x20 {
            output[count] = 0x20
            count += 1
          }
          continue
        }
        let fold =
          scalar.value < 0x250
          ? latin[Int(scalar.value) - 0x80] : Array(Name.searchKey(String(scalar)).utf8)
        guard count + fold.count <= index + slack else { return nil }
        for byte in fold {
          output[count] = byte
          count += 1
        }
      }
      if count > 0, output[count - 1] == 0x20 { count -= 1 }
      return count
    }
  }

  /// Each ASCII byte folded: upper case to lower case, white space to a space.
  private static let asciiFolds: [UInt8] = (0..<0x80).map { (byte: UInt8) in
    switch byte {
    case 0x09, 0x0A, 0x0D: 0x20
    case 0x41...0x5A: byte + 0x20
    default: byte
    }
  }

  /// How each scalar from U+0080 to U+024F folds, worked out once.
  private static let latinFolds: [[UInt8]] = (0x80..<0x250).map { value in
    Array(Name.searchKey(String(Unicode.Scalar(UInt32(value))!)).utf8)
  }

  /// The scalar whose UTF-8 starts at `index`, and its length; U+FFFD for one invalid byte,
  /// as `String(decoding:as:)` reads it.
  private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)
  {
    var iterator = bytes[index...].makeIterator()
    var decoder = Unicode.UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return (Unicode.Scalar(0xFFFD)!, 1)
    }
    return (scalar, UTF8.width(scalar))
  }

  private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8])
    -> Bool
  {
    guard let first = needle.first, haystack.count >= needle.count else { return false }
    let last = haystack.count - needle.count
    var start = 0
    while let found = find(first, in: haystack, from: start), found <= last {
      if UnsafeBufferPointer(rebasing: haystack[found..<(found + needle.count)]).elementsEqual(
        needle)
      {
        return true
      }
      start = found + 1
    }
    return false
  }

  /// The first index from `start` on that holds `byte`; `memchr`, which reads many bytes at a
  /// time, since whole files are searched.
  private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard start < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(byte), bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }
}
