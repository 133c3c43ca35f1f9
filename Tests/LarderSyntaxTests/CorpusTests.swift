import Foundation
import LarderSyntax
import LarderTestSupport
import Testing

/// Hand-edited journal files: comments everywhere, CRLF, tabs in values, odd spacing,
/// non-ASCII names, no final newline, blank-line runs, a byte-order mark, block scalars.
@Suite struct CorpusTests {
  @Test func theCorpusIsThere() {
    #expect(Corpus.files.count >= 12)
  }

  /// Each fixture reads cleanly and back to its bytes, formats to its golden canonical form
  /// (re-record with `LARDER_RECORD=1`), and formatting keeps its meaning.
  @Test(arguments: Corpus.files.map(\.name))
  func roundTripsAndFormats(name: String) throws {
    let bytes = try #require(Corpus.files.first { $0.name == name }?.bytes)
    let document = assertRoundTrip(bytes)
    #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
    let formatted = try #require(assertFormatsFaithfully(document))
    let golden = Corpus.canonicalDirectory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LARDER_RECORD"] == "1" {
      try FileManager.default.createDirectory(
        at: Corpus.canonicalDirectory, withIntermediateDirectories: true)
      try Data(formatted).write(to: golden)
    }
    let expected = try [UInt8](Data(contentsOf: golden))
    #expect(
      formatted == expected,
      "\(String(decoding: formatted, as: UTF8.self))\n differs from canonical/\(name)")
  }
}
