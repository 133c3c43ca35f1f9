import LarderJournal
import LarderModel
import LarderSyntax
import Testing

/// The `intake:` marker of a day file (FORMAT.md §4.6): read, checked and kept by `fmt`.
@Suite struct DayIntakeTests {
  static let date = CalendarDate(year: 2026, month: 11, day: 20)!

  func read(_ text: String) -> (day: Day, diagnostics: [Diagnostic]) {
    JournalReader(today: Self.date).readDay(Array(text.utf8), date: Self.date, journal: Journal())
  }

  @Test(arguments: [
    ("intake: complete\n", DayIntake.complete), ("intake: Incomplete\n", .incomplete),
    ("intake: FASTED\n", .fasted),
  ])
  func readsEachMarkerInAnyCase(_ text: String, _ expected: DayIntake) {
    let (day, diagnostics) = read(text)
    #expect(day.intake == expected)
    #expect(diagnostics.isEmpty)
  }

  @Test func aDayWithoutTheLineHasNoMarker() {
    let (day, diagnostics) = read("dinner:\n  - vegetables 1 portions\n")
    #expect(day.intake == nil)
    #expect(diagnostics.isEmpty)
  }

  @Test func anUnknownMarkerIsAnErrorAtItsValue() {
    let text = "dinner:\n  - vegetables 1 portions\nintake: half\n"
    let (day, diagnostics) = read(text)
    #expect(day.intake == nil)
    #expect(day.meals.first?.entries.count == 1)
    #expect(diagnostics.map(\.id) == ["bad-intake"])
    let offset = Array(text.utf8).count - "half\n".utf8.count
    #expect(diagnostics.first?.range == offset..<(offset + 4))
  }

  @Test func formattingKeepsTheMarkerAsWritten() throws {
    let text = "dinner:\n  -   vegetables 1 portions\nintake:   Fasted  # Ramadan\n"
    let source = try #require(
      JournalSource(path: "log/2026/11/2026-11-20.yaml", bytes: Array(text.utf8)))
    guard case .changed(let output) = JournalFormatter.format(source) else {
      Issue.record("the entry's spacing should be made canonical")
      return
    }
    #expect(
      String(decoding: output, as: UTF8.self)
        == "dinner:\n  - vegetables 1 portions\nintake: Fasted  # Ramadan\n")
  }
}
