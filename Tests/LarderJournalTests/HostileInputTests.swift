import Foundation
import LarderJournal
import LarderModel
import LarderSyntax
import LarderTestSupport
import Testing

/// Files that once crashed or hung a command, from `Tests/Fixtures/hostile/`: each is read as
/// `larder day` and `larder check` read it, against the gallery's journal, and must give a
/// result with located diagnostics.
///
/// A fixture's name starts with the kind of file it stands for (`day-`, `body-`, `foods-`,
/// `settings-`); a first line `# expect: ID LINE:COLUMN` names a diagnostic it must produce.
@Suite struct HostileInputTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 21)!
  static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures/hostile")

  /// One fixture: its file name and bytes.
  struct Fixture: Sendable, CustomStringConvertible {
    let name: String
    let bytes: [UInt8]
    var description: String { name }

    /// Where the fixture goes in the journal.
    var path: String? {
      let paths = [
        "day-": "log/2026/11/2026-11-21.yaml", "body-": "body/2026.yaml",
        "foods-": "foods/hostile.yaml", "settings-": "larder.yaml",
      ]
      return paths.first { name.hasPrefix($0.key) }?.value
    }

    /// The diagnostic the first line asks for: its id, line and column.
    var expected: (id: String, line: Int, column: Int)? {
      let firstLine = bytes.prefix { $0 != 0x0A }
      let words = String(decoding: firstLine, as: UTF8.self).split(separator: " ")
      guard words.count == 4, words[0] == "#", words[1] == "expect:" else { return nil }
      let position = words[3].split(separator: ":").compactMap { Int($0) }
      guard position.count == 2 else { return nil }
      return (String(words[2]), position[0], position[1])
    }
  }

  static let fixtures: [Fixture] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { name in
      let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
      return Fixture(name: name, bytes: [UInt8](data ?? Data()))
    }
  }()

  @Test func everyFixtureGoesSomewhere() {
    #expect(Self.fixtures.count >= 9)
    for fixture in Self.fixtures {
      #expect(fixture.path != nil, "\(fixture.name) starts with no known kind")
    }
  }

  @Test(arguments: fixtures)
  func readsWithLocatedDiagnostics(_ fixture: Fixture) throws {
    let path = try #require(fixture.path)
    var files = GalleryCase.baseJournal.mapValues { Array($0.utf8) }
    files[path] = fixture.bytes
    let sources = files.sorted { $0.key < $1.key }.compactMap {
      JournalSource(path: $0.key, bytes: $0.value)
    }
    let reader = JournalReader(today: Self.today)
    let reading = reader.read(sources)
    let file = try #require(reading.files.first { $0.path == path })
    #expect(file.document.bytes == fixture.bytes)
    for diagnostic in file.diagnostics {
      #expect(diagnostic.range.upperBound <= fixture.bytes.count, "\(diagnostic.id)")
    }
    if let expected = fixture.expected {
      let found = file.diagnostics.filter { $0.id == expected.id }.map { diagnostic in
        let location = file.document.location(of: diagnostic.range.lowerBound)
        return "\(location.line):\(location.column)"
      }
      #expect(
        found.contains("\(expected.line):\(expected.column)"),
        "\(expected.id) at \(found), all: \(file.diagnostics.map(\.id))")
    }
    // What `larder day` and `larder check` do with a day beyond reading it.
    let source = try #require(JournalSource(path: path, bytes: fixture.bytes))
    guard case .day = source.kind else { return }
    let entries = reader.referencedEntries(in: file.document, journal: reading.journal)
    let day = try #require(reader.readDay(source, against: reading)).day
    #expect(entries.map(\.entry) == day.entries + day.activity)
    let checked = try #require(reader.checkDay(source, against: reading))
    #expect(checked.file.diagnostics == file.diagnostics)
    // What `larder edit` and `larder rm` show of each line.
    let editor = DayFileEditor(bytes: fixture.bytes, date: Self.today)
    for line in EntryReference.lines(in: file.document) {
      _ = editor.parts(of: line)
    }
  }

  @Test func partsOfALineWithInvalidUTF8() throws {
    let bytes = Array("activity:\n  - 20:15 yog".utf8) + [0xFF] + Array(" 35 min\n".utf8)
    let line = try #require(EntryReference.lines(in: DocumentParser.parse(bytes).0).first)
    let parts = DayFileEditor(bytes: bytes, date: Self.today).parts(of: line)
    #expect(parts.what == "yog\u{FFFD}")
    #expect(parts.amount == "35 min")
    #expect(parts.head == "yog\u{FFFD} 35 min")
  }
}
