import LarderJournal
import LarderModel
import LarderSyntax
import Testing

@Suite("Day excerpts for a search")
struct DayExcerptTests {
  static let foods = """
    foods:
      Oatmeal, dry:
        aliases: oats
        nutrition: 379 kcal 13.2p 67.7c 6.5f
      Whole milk:
        nutrition: 62 kcal 3.2p 4.9c 3.3f
        density: 1.03 g/ml
    recipes:
      Porridge:
        ingredients:
          - oats 60 g
          - whole milk 200 ml

    """

  static let day = """
    # Thursday
    breakfast:
      - 07:30 porridge 1 serving
      # made with water this time
      - + oats 60 g
      - + whole milk 200 ml  # warm
      - 07:45 coffee 1 cup = 2 kcal
    lunch:
      - 12:30 whole milk 200 ml
      - oats 20 g
    activity:
      - 18:00 cycling 30 min  # past the oat fields
    notes: Oats again.

    """

  func cut(
    _ text: String, meals: (String) -> Bool = { _ in true }, selecting word: String
  ) -> String? {
    let document = DocumentParser.parse(Array(text.utf8)).0
    return DayExcerpt.cut(document, meals: meals) { $0.lowercased().contains(word) }
      .map { String(decoding: $0, as: UTF8.self) }
  }

  func entries(_ text: String) -> [Entry] {
    let sources = [
      JournalSource(path: "foods/mine.yaml", bytes: Array(Self.foods.utf8))!,
      JournalSource(path: "log/2026/11/2026-11-19.yaml", bytes: Array(text.utf8))!,
    ]
    let reading = JournalReader(today: nil).read(sources)
    #expect(reading.files.allSatisfy { $0.diagnostics.isEmpty })
    return reading.journal.days.values.flatMap { $0.meals.flatMap(\.entries) }
  }

  @Test("an entry keeps the lines that give it its composite and its time, under its meal")
  func context() throws {
    #expect(
      cut(Self.day, selecting: "warm") == """
        breakfast:
          - 07:30 porridge 1 serving
          - + oats 60 g
          - + whole milk 200 ml  # warm

        """)
    // Lunch's second entry has no time: it is read as at 12:30, from the line above.
    #expect(
      cut(Self.day, selecting: "oats") == """
        breakfast:
          - 07:30 porridge 1 serving
          - + oats 60 g
        lunch:
          - 12:30 whole milk 200 ml
          - oats 20 g

        """)
    let excerpt = try #require(cut(Self.day, selecting: "oats"))
    let whole = entries(Self.day)
    #expect(entries(excerpt) == [whole[0], whole[1], whole[4], whole[5]])
  }

  @Test("a time is looked for in earlier meals too; a composite only in the entry's own")
  func acrossMeals() {
    let day = "breakfast:\n  - 07:30 porridge 1 serving\nlunch:\n  - + oats 60 g\n"
    #expect(
      cut(day, selecting: "oats") == """
        breakfast:
          - 07:30 porridge 1 serving
        lunch:
          - + oats 60 g

        """)
    let timed = "breakfast:\n  - 07:30 porridge 1 serving\nlunch:\n  - 12:00 oats 60 g\n"
    #expect(cut(timed, selecting: "oats") == "lunch:\n  - 12:00 oats 60 g\n")
  }

  @Test("meals left out by the caller, activity and notes are never searched")
  func meals() {
    #expect(cut(Self.day, selecting: "oat fields") == "")
    #expect(cut(Self.day, selecting: "again") == "")
    #expect(
      cut(Self.day, meals: { Name($0) == "lunch" }, selecting: "oats")
        == "lunch:\n  - 12:30 whole milk 200 ml\n  - oats 20 g\n")
  }

  @Test("line ends, quoted values and lines that go on are kept as written")
  func layout() {
    let day =
      "dinner:\r\n  - \"19:00 cr\\u00e8me br\\u00fbl\\u00e9e 1 serving = 300 kcal\"\r\n"
      + "  - 20:00 roast chicken with\r\n    crispy potatoes 1 serving = 700 kcal\r\n"
    #expect(
      cut(day, selecting: "crème")
        == "dinner:\r\n  - \"19:00 cr\\u00e8me br\\u00fbl\\u00e9e 1 serving = 300 kcal\"\r\n")
    #expect(
      cut(day, selecting: "with crispy")
        == "dinner:\r\n  - 20:00 roast chicken with\r\n    crispy potatoes 1 serving = 700 kcal\r\n"
    )
  }

  @Test("a meal that is not a list of lines cannot be cut")
  func uncut() {
    #expect(cut("breakfast: oats 60 g\n", selecting: "oats") == nil)
    #expect(cut("breakfast:\n  - oats: 60 g\n", selecting: "oats") == nil)
    #expect(cut("- oats 60 g\n", selecting: "oats") == nil)
    #expect(cut("breakfast:\n  -\n  - 07:00 oats 60 g\n", selecting: "oats") != nil)
    #expect(cut("", selecting: "oats") == "")
  }
}
