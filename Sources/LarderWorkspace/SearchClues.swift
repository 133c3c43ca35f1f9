import Glibc
import LarderModel

/// The folded texts a search looks for (`SearchReport.clues`), found in text without building
/// strings (`SearchKeyPattern`): in the bytes of a whole file, to pass over the files that
/// cannot hold a match, and in each entry of the files that can.
///
/// A file's text holds each entry's value and comment as written, except where a quoted
/// scalar escapes characters, so a file with a backslash always may hold a clue, and clues
/// with quotes or backslashes (or too many clues to be worth it) turn the test of raw text
/// off.
struct SearchClues: Sendable {
  private let clues: [SearchKeyPattern]
  private let testsRawText: Bool

  init(_ clues: Set<String>) {
    // Short clues first: the query, which most texts holding any clue hold, is usually one.
    self.clues = clues.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
      .compactMap(SearchKeyPattern.init)
    testsRawText =
      clues.count <= 64 && !clues.contains(where: { $0.utf8.contains(where: Self.isQuoteOrEscape) })
  }

  /// Whether journal text as written, `bytes`, may hold a clue in an entry's value or comment
  /// (or a library item's name or alias): false only when, folded, it holds none.
  func mayBeHeld(inRawText bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard testsRawText else { return true }
    let hasEscapes =
      bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\\")), bytes.count) != nil } ?? false
    return hasEscapes || clues.contains { $0.isFound(in: bytes) }
  }

  /// Whether `text`, folded, holds a clue.
  func isHeld(in text: String) -> Bool {
    clues.contains { $0.isFound(in: text) }
  }

  private static func isQuoteOrEscape(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}
