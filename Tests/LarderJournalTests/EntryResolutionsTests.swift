import LarderJournal
import LarderModel
import Testing

/// Days read with remembered entry resolutions, or checked, have exactly the problems and
/// entries of days read plainly.
@Suite struct EntryResolutionsTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 21)!

  /// Entries that resolve every way: a food by name and by alias, in a fixed unit, a measure
  /// and its plural, a recipe by serving and by mass, a category, free text, and units that
  /// do not fit the food.
  static let days = [
    """
    lunch:
      - 12:30 chicken breast 150 g = 248 kcal 46.5p 0c 5.4f
      - oats 1 cup
      - Oats 2 cups = 614 kcal 21.4p 109.7c 10.5f; starchy sides 2
    """,
    """
    dinner:
      - overnight oats 1 serving
      - overnight oats 200 g
      - whole milk 250 ml = 157 kcal 8.2p 12.4c 8.5f
      - oats 2 slices
      - chicken breast 1 cup = 10 kcal
      - dairy 1 portion
      - soup 1 bowl = 200 kcal
    """,
    """
    breakfast:
      - oats
      - oats 40
      - chicken breast 150 g = 248 kcal 46.5p 0c 5.4f
      - oats 2 slices
      - chicken breast 1 cup = 10 kcal
      - whole milk 1 piece = 61 kcal
    """,
  ]

  @Test func rememberedResolutionsReadDaysAlike() throws {
    let foundation = GalleryCase.baseJournal.compactMap {
      JournalSource(path: $0.key, bytes: Array($0.value.utf8))
    }
    let reader = JournalReader(today: Self.today)
    let reading = reader.read(foundation)
    let resolutions = EntryResolutions()
    var ids: Set<String> = []
    // Each day twice, so that the second reading finds every name remembered.
    for (index, text) in (Self.days + Self.days).enumerated() {
      let path = "log/2026/11/2026-11-\(10 + index).yaml"
      let source = try #require(JournalSource(path: path, bytes: Array(text.utf8)))
      let plain = try #require(reader.readDay(source, against: reading))
      let remembered = try #require(
        reader.readDay(source, against: reading, resolutions: resolutions))
      #expect(remembered.day == plain.day)
      #expect(remembered.file.diagnostics == plain.file.diagnostics)
      // Checking finds the same problems and counts the same entries, without building them.
      let checked = try #require(
        reader.checkDay(source, against: reading, resolutions: resolutions))
      #expect(checked.file.diagnostics == plain.file.diagnostics)
      #expect(checked.counts.meals == plain.day.meals.map(\.entries.count))
      #expect(checked.counts.activity == plain.day.activity.count)
      #expect(checked.counts.isEmpty == plain.day.isEmpty)
      ids.formUnion(plain.file.diagnostics.map(\.id))
    }
    #expect(ids.isSuperset(of: ["unknown-unit", "incompatible-unit"]))
  }
}
