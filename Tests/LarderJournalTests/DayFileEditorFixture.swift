import LarderJournal
import LarderModel
import LarderSyntax
import LarderTestSupport

/// A small journal for the logging tests: a few foods with measures and categories, a recipe,
/// the default slots plus a manual Brunch, and a goal.
enum DayFileEditorFixture {
  static let date = CalendarDate(year: 2026, month: 11, day: 20)!

  static let files: [String: String] = [
    "larder.yaml": "format: 1\ngoals:\n  2026-01-01: 2000 kcal 150p 200c 65f\n",
    "meals.yaml": LoggingFixture.meals,
    "foods/test.yaml": LoggingFixture.foods,
  ]

  static let journal: Journal = {
    let sources = files.sorted { $0.key < $1.key }.compactMap {
      JournalSource(path: $0.key, bytes: Array($0.value.utf8))
    }
    return JournalReader(today: nil).read(sources).journal
  }()

  /// A day file with comments, odd spacing, a tab inside a value and before a comment, a
  /// blank line, and notes.
  static let handEdited = """
    # Friday 20 November 2026
    breakfast:   # early
      -   07:00 toast 2 slices = 153 kcal 8.2p 25.6c 2.1f\t# before the run
      - 07:05 eggs\t2 medium
    # at the office
    lunch:
      - 12:30 chicken breast 150 g  = 248 kcal 46.5p 0c 5.4f
      - 13:10 rice 1 cup            = 205 kcal 4.3p 44.6c 0.5f

    activity:
      - 06:35 running 30 min
    notes: Hungry in the afternoon.

    """

  /// The day's entries as the reader reads `bytes`, and its errors.
  static func read(_ bytes: [UInt8]) -> (day: Day, errors: [String]) {
    let (day, diagnostics) = JournalReader(today: nil).readDay(bytes, date: date, journal: journal)
    return (day, diagnostics.filter { $0.severity == .error }.map { "\($0.id) \($0.message)" })
  }

  static func draft(_ words: String...) throws -> EntryDraft {
    try EntryDraft(words: words, journal: journal)
  }

  static let slots = journal.mealSlots
  static let boundary = DayBoundary.standard
}
