import LarderJournal
import LarderModel
import LarderSyntax

/// A small journal for the logging tests: a few foods with measures and categories, a recipe,
/// the default slots plus a manual Brunch, and a goal.
enum DayFileEditorFixture {
  static let date = CalendarDate(year: 2026, month: 11, day: 20)!

  static let files: [String: String] = [
    "larder.yaml": "format: 1\ngoals:\n  2026-01-01: 2000 kcal 150p 200c 65f\n",
    "meals.yaml": """
    meals:
      Breakfast: 04:00-10:00
      Morning Snack: 10:00-11:30
      Lunch: 11:30-14:00
      Afternoon Snack: 14:00-17:00
      Dinner: 17:00-21:00
      Late Night: 21:00-24:00
      Midnight: 00:00-04:00
      Brunch: 10:00-13:00, manual

    """,
    "foods/test.yaml": """
    foods:
      Chicken breast, grilled:
        aliases: chicken breast
        nutrition: 165 kcal 31p 0c 3.6f
        category: Protein Sources
        portion: 120 g
      Whole-wheat toast:
        aliases: toast
        nutrition: 306 kcal 16.3p 51.2c 4.1f
        measures: slice = 25 g
        category: Starchy Sides
        portion: 60 g
      Egg:
        aliases: eggs
        nutrition: 143 kcal 12.6p 0.7c 9.5f
        measures: small = 38 g; medium = 44 g; large = 50 g
        category: Protein Sources
        portion: 120 g
      Rice, cooked:
        aliases: rice
        nutrition: 130 kcal 2.7p 28.2c 0.3f
        measures: cup = 158 g
        category: Starchy Sides
        portion: 150 g
      Olive oil:
        nutrition: 884 kcal 0p 0c 100f
        density: 0.91 g/ml
        category: Oils / Fats / Nuts
        portion: 10 ml
      Apple:
        nutrition: 52 kcal 0.3p 13.8c 0.2f
        measures: medium = 182 g
        category: Fruit
        portion: 120 g
    recipes:
      Chicken rice:
        servings: 2
        ingredients:
          - chicken breast 240 g
          - rice 300 g
          - olive oil 10 ml

    """,
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
