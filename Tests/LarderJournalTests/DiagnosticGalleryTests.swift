import Foundation
import LarderJournal
import LarderModel
import LarderSyntax
import LarderTestSupport
import Testing

/// Every diagnostic id has a fixture that produces it, and `Documentation/Diagnostics.md`
/// shows each one as `larder check` renders it. `LARDER_RECORD=1` rewrites the document.
@Suite struct DiagnosticGalleryTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 21)!

  static func read(_ galleryCase: GalleryCase) -> (JournalFileResult?, JournalReading) {
    var files = GalleryCase.baseJournal.mapValues { Array($0.utf8) }
    files[galleryCase.path] = galleryCase.bytes
    let sources = files.sorted { $0.key < $1.key }.compactMap {
      JournalSource(path: $0.key, bytes: $0.value)
    }
    var reader = JournalReader(today: today)
    // A journal whose documents/ holds no file: any document of an index is missing.
    reader.documentFiles = []
    let reading = reader.read(sources)
    return (reading.files.first { $0.path == galleryCase.path }, reading)
  }

  static func rendering(_ galleryCase: GalleryCase) -> String? {
    let (file, _) = read(galleryCase)
    guard let file, let diagnostic = file.diagnostics.first(where: { $0.id == galleryCase.id })
    else { return nil }
    return DiagnosticRenderer().render(
      diagnostic, path: galleryCase.path, source: file.document.source)
  }

  @Test(arguments: GalleryCase.all)
  func caseProducesItsDiagnostic(_ galleryCase: GalleryCase) throws {
    let (file, _) = Self.read(galleryCase)
    let diagnostics = try #require(file?.diagnostics)
    let match = diagnostics.first { $0.id == galleryCase.id }
    #expect(match != nil, "got \(diagnostics.map(\.id)) for \(galleryCase.id)")
    guard let match else { return }
    #expect(match.message.first?.isUppercase != true, "messages are lowercase")
    #expect(match.hint?.isEmpty == false, "every diagnostic says how to fix it")
    #expect(match.range.upperBound <= galleryCase.bytes.count)
  }

  @Test func baseJournalIsClean() {
    let sources = GalleryCase.baseJournal.compactMap {
      JournalSource(path: $0.key, bytes: Array($0.value.utf8))
    }
    let reading = JournalReader(today: Self.today).read(sources)
    #expect(reading.files.flatMap(\.diagnostics).isEmpty)
  }

  @Test func everyIdHasExactlyOneCase() {
    let ids = GalleryCase.all.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test func documentationShowsTheGallery() throws {
    var document = """
      # Diagnostics

      Every problem `larder check` reports has a stable id. This page shows each one with a
      file that causes it and the message it gets. It is generated from the test gallery
      (`Tests/LarderJournalTests/DiagnosticGallery.swift`); run the tests with
      `LARDER_RECORD=1` to rewrite it. Warnings can be silenced with `larder check --ignore ID`
      and promoted to errors with `--strict`.

      """
    for galleryCase in GalleryCase.all {
      let rendered = Self.rendering(galleryCase) ?? "(not produced)\n"
      let shown = galleryCase.text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\t": return "→"
        case "\r": return "␍"
        case "\u{07}": return "␇"
        default: return String(scalar)
        }
      }.joined()
      document += """

        ## `\(galleryCase.id)`

        \(galleryCase.summary)

        `\(galleryCase.path)`:

        ```yaml
        \(shown.count > 600 ? String(shown.prefix(120)) + "…\n" : shown)```

        ```
        \(rendered)```

        """
    }
    let url = repositoryRoot.appendingPathComponent("Documentation/Diagnostics.md")
    if ProcessInfo.processInfo.environment["LARDER_RECORD"] == "1" {
      try document.write(to: url, atomically: true, encoding: .utf8)
    }
    let recorded = try String(contentsOf: url, encoding: .utf8)
    #expect(recorded == document, "run the tests with LARDER_RECORD=1 to update the gallery")
  }
}
