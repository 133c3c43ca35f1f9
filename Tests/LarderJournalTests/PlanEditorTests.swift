import LarderJournal
import LarderModel
import Testing

@Suite("Editing categories, meal slots and their references")
struct PlanEditorTests {
  static let categories = """
    categories:
      Vegetables:
        unit: portions
        target: at least 3  # five a day
      # Little and rarely.
      Treats:
        unit: portions
        target: at most 1
      Sports:
        unit: min
        target: at least 30
        activity: yes
    compensation:
      Treats:
        offset by: Sports
        ratio: 15

    """

  func change(_ name: Name, _ change: PlanEditor.CategoryChange, in text: String? = categories)
    throws -> String
  {
    let bytes = try PlanEditor.changing(category: name, change, in: text.map { Array($0.utf8) })
    return String(decoding: bytes, as: UTF8.self)
  }

  func read(categories text: String) -> Journal {
    let reading = JournalReader(today: nil).read(
      [JournalSource(path: "categories.yaml", bytes: Array(text.utf8))!])
    #expect(!reading.hasErrors, "\(text)")
    return reading.journal
  }

  @Test("the default file reads as the defaults that apply without it")
  func defaults() {
    let journal = read(categories: PlanEditor.defaultCategoriesFile())
    #expect(journal.categories == Category.defaults)
    #expect(journal.compensation == CompensationRule.defaults)
    let meals = JournalReader(today: nil).read(
      [JournalSource(path: "meals.yaml", bytes: Array(PlanEditor.defaultMealsFile().utf8))!])
    #expect(meals.journal.mealSlots == MealSlot.defaults)
  }

  @Test("a target, enabling and disabling change one value or add one line")
  func fields() throws {
    let target = try change("vegetables", .target(.atLeast(4)))
    #expect(
      target
        == Self.categories.replacingOccurrences(
          of: "target: at least 3  # five a day", with: "target: at least 4  # five a day"))
    let disabled = try change("TREATS", .enabled(false))
    #expect(
      disabled
        == Self.categories.replacingOccurrences(
          of: "target: at most 1\n", with: "target: at most 1\n    enabled: no\n"))
    #expect(read(categories: disabled).categories[1].isEnabled == false)
    #expect(try change("treats", .enabled(true), in: disabled).contains("    enabled: yes\n"))
    #expect(try change("treats", .enabled(true)) == Self.categories)
  }

  @Test("add, move and rename keep every comment with its entry")
  func structure() throws {
    let added = try change("Nuts", .add(unit: "portions", target: .range(1, 2), position: 1))
    #expect(
      added.contains(
        "# five a day\n  Nuts:\n    unit: portions\n    target: 1 to 2\n  # Little and rarely.\n"))
    let moved = try change("treats", .move(0))
    #expect(moved.hasPrefix("categories:\n  # Little and rarely.\n  Treats:\n"))
    #expect(read(categories: moved).categories.map(\.name) == ["Treats", "Vegetables", "Sports"])
    let renamed = try change("treats", .rename("Sweets"))
    #expect(renamed.contains("  # Little and rarely.\n  Sweets:\n"))
    #expect(renamed.contains("compensation:\n  Sweets:\n    offset by: Sports\n"))
    let sport = try change("sports", .rename("Exercise"))
    #expect(sport.contains("    offset by: Exercise\n"))
    #expect(read(categories: sport).compensation.first?.offsetBy == "Exercise")
    #expect(throws: PlanEditor.EditError.self) { try change("treats", .rename("vegetables")) }
    #expect(throws: PlanEditor.EditError.self) { try change("fruit", .target(.atLeast(1))) }
  }

  @Test("removing a category removes its comments and the rules that name it")
  func remove() throws {
    let removed = try change("treats", .remove)
    #expect(
      removed == """
        categories:
          Vegetables:
            unit: portions
            target: at least 3  # five a day
          Sports:
            unit: min
            target: at least 30
            activity: yes

        """)
    #expect(read(categories: removed).categories.count == 2)
  }

  @Test("without the file, the defaults are written out and then changed")
  func fromDefaults() throws {
    let text = try change("fruit", .target(.exactly(2)), in: nil)
    let journal = read(categories: text)
    #expect(journal.categories.first { $0.name == "Fruit" }?.target == .exactly(2))
    #expect(journal.categories.count == 9)
  }

  @Test("meal slots: add, rename, move, window and manual change their lines only")
  func slots() throws {
    let meals =
      "meals:\n  Breakfast: 04:00-10:00  # early\n  Lunch: 11:30-14:00\n  Brunch: manual\n"
    func edit(_ slot: Name, _ change: PlanEditor.SlotChange, current: MealSlot? = nil) throws
      -> String
    {
      String(
        decoding: try PlanEditor.changing(
          slot: slot, change, current: current, in: Array(meals.utf8)), as: UTF8.self)
    }
    #expect(
      try edit("Dinner", .add(window: "17:00-21:00", position: nil))
        == meals + "  Dinner: 17:00-21:00\n")
    #expect(try edit("lunch", .rename("Midday")).contains("  Midday: 11:30-14:00\n"))
    #expect(try edit("brunch", .move(0)).hasPrefix("meals:\n  Brunch: manual\n  Breakfast:"))
    let breakfast = MealSlot(
      name: "Breakfast",
      window: MealWindow(start: ClockTime("04:00")!, end: ClockTime("10:00")!))
    #expect(
      try edit("breakfast", .manual(true), current: breakfast)
        .contains("  Breakfast: 04:00-10:00, manual  # early\n"))
    let window = MealWindow(start: ClockTime("10:00")!, end: ClockTime("13:00")!)
    let brunch = MealSlot(name: "Brunch", window: nil, isManual: true)
    #expect(
      try edit("brunch", .window(window), current: brunch)
        .hasSuffix("  Brunch: 10:00-13:00, manual\n"))
    #expect(
      try edit("brunch", .remove)
        == "meals:\n  Breakfast: 04:00-10:00  # early\n  Lunch: 11:30-14:00\n")
  }

  @Test("a slot moves in a day file by its key alone, or into the slot already there")
  func daySlots() throws {
    let day =
      "# Sunday\nbrunch:\n  - 11:00 eggs = 150 kcal  # poached\nlunch:\n  - 13:00 soup = 90 kcal\n"
    func move(_ text: String, to target: String) throws -> String? {
      try PlanEditor.movingSlot("brunch", to: target, inDay: Array(text.utf8))
        .map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(
      try move(day, to: "Late Breakfast")
        == day.replacingOccurrences(of: "brunch:", with: "late breakfast:"))
    #expect(
      try move(day, to: "Lunch")
        == "# Sunday\nlunch:\n  - 13:00 soup = 90 kcal\n  - 11:00 eggs = 150 kcal  # poached\n")
    #expect(try move("lunch:\n  - 13:00 soup = 90 kcal\n", to: "dinner") == nil)
    let crlf = "brunch:\r\n    - 11:00 eggs = 150 kcal\r\nlunch:\r\n  - 13:00 soup = 90 kcal"
    let moved = try move(crlf, to: "lunch")
    #expect(moved == "lunch:\r\n  - 13:00 soup = 90 kcal\r\n  - 11:00 eggs = 150 kcal\r\n")
  }

  @Test("category references are renamed in portions, portion entries and foods only")
  func references() {
    let library = FoodLibrary(foods: [Food(name: "Treats", nutrition: Nutrients(kcal: 100))])
    let day = """
      dinner:
        - 19:00 wine 150 ml = 126 kcal; treats 1, fruit 0.2  # red
        - 19:30 sweets 2 portions
        - "19:40 dark chocolate: 85% 20 g = 120 kcal; Sweets 1"
      notes: sweets

      """
    let (edited, count) = PlanEditor.renamingCategoryReferences(
      "sweets", to: "Treats", in: Array(day.utf8), library: FoodLibrary())
    #expect(count == 2)
    #expect(
      String(decoding: edited, as: UTF8.self) == """
        dinner:
          - 19:00 wine 150 ml = 126 kcal; treats 1, fruit 0.2  # red
          - 19:30 treats 2 portions
          - "19:40 dark chocolate: 85% 20 g = 120 kcal; Treats 1"
        notes: sweets

        """)
    let foods = "foods:\n  Fudge:\n    nutrition: 400 kcal\n    category: Sweets  # yes\n"
    let renamed = PlanEditor.renamingCategoryReferences(
      "sweets", to: "Treats", in: Array(foods.utf8), library: library)
    #expect(renamed.count == 1)
    #expect(
      String(decoding: renamed.bytes, as: UTF8.self).contains("    category: Treats  # yes\n"))
    let food = "lunch:\n  - treats 1 serving\n"
    #expect(
      PlanEditor.renamingCategoryReferences(
        "treats", to: "x", in: Array(food.utf8), library: library
      )
      .count == 0, "a food named like the category is a food")
  }
}
