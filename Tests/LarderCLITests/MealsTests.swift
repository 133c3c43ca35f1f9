import Foundation
import LarderTestSupport
import Testing

@Suite("larder meals, end to end")
struct MealsTests {
  static let meals = """
    # Meal slots
    meals:
      Breakfast: 04:00-10:00
      Lunch: 11:30-14:00  # at work
      Dinner: 17:00-21:00
      Brunch: 10:00-13:00, manual

    """

  static func journal() throws -> DayJournal {
    let journal = try DayJournal(files: ["meals.yaml": meals])
    try journal.day(
      "2026-11-15",
      """
      # Sunday brunch
      brunch:
        - 11:00 croissant = 230 kcal
        # with jam
        - 11:00 coffee = 3 kcal
      lunch:
        - 13:00 soup = 150 kcal

      """)
    try journal.day("2026-11-16", "brunch:\n  - 11:30 eggs = 150 kcal\n")
    try journal.day("2026-11-17", "lunch:\n  - 12:30 salad = 300 kcal\n")
    return journal
  }

  @Test("meals lists the slots with their windows, the defaults without meals.yaml")
  func show() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(["meals"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("  4  Brunch     10:00-13:00  only when named (manual)"))
    let empty = try DayJournal()
    defer { empty.remove() }
    let defaults = try empty.run(["meals", "--json"])
    let json = try empty.json(defaults)
    #expect(json["is_default"] as? Bool == true)
    #expect(
      (json["slots"] as? [[String: Any]])?.map { $0["name"] as? String } == [
        "Breakfast", "Morning Snack", "Lunch", "Afternoon Snack", "Dinner", "Late Night",
        "Midnight",
      ])
  }

  @Test("add, window, manual and move change only their lines")
  func edits() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    for arguments in [
      ["add", "Snack", "--window", "15:00-16:00", "--after", "lunch"],
      ["window", "dinner", "17:30-21:30"], ["manual", "lunch"], ["manual", "brunch", "--off"],
      ["move", "brunch", "--to", "2"],
    ] {
      let run = try journal.run(["meals"] + arguments)
      #expect(run.status == 0, "\(run)")
    }
    #expect(
      try journal.read("meals.yaml") == """
        # Meal slots
        meals:
          Breakfast: 04:00-10:00
          Brunch: 10:00-13:00
          Lunch: 11:30-14:00, manual  # at work
          Snack: 15:00-16:00
          Dinner: 17:30-21:30

        """)
    let overlap = try journal.run(["meals", "add", "Tea", "--window", "15:30-17:00"])
    #expect(overlap.status == 0)
    #expect(overlap.stderr.contains("warning: Tea and Snack share 30 minutes from 15:30 to 16:00"))
  }

  @Test("rename renames the slot in meals.yaml and in every day file, keys only")
  func rename() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let before = try journal.read("log/2026/11/2026-11-15.yaml")
    let run = try journal.run(["meals", "rename", "brunch", "Late Breakfast"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("meals rename Brunch to Late Breakfast (2 day files)"))
    #expect(try journal.read("meals.yaml").contains("  Late Breakfast: 10:00-13:00, manual\n"))
    #expect(
      try journal.read("log/2026/11/2026-11-15.yaml")
        == before.replacingOccurrences(of: "\nbrunch:", with: "\nlate breakfast:"))
    #expect(try journal.run(["check"]).status == 0)
  }

  @Test("remove is refused while days use the slot; --move-to moves their entries")
  func remove() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let refused = try journal.run(["meals", "remove", "brunch"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("error: 2 day files use Brunch"))
    #expect(refused.stderr.contains("hint: Move their entries with `--move-to SLOT`."))
    #expect(try journal.read("meals.yaml") == Self.meals)
    let run = try journal.run(["meals", "remove", "brunch", "--move-to", "lunch", "--yes"])
    #expect(run.status == 0, "\(run)")
    #expect(!(try journal.read("meals.yaml")).contains("Brunch"))
    #expect(
      try journal.read("log/2026/11/2026-11-15.yaml") == """
        # Sunday brunch
        lunch:
          - 13:00 soup = 150 kcal
          - 11:00 croissant = 230 kcal
          # with jam
          - 11:00 coffee = 3 kcal

        """)
    #expect(
      try journal.read("log/2026/11/2026-11-16.yaml") == "lunch:\n  - 11:30 eggs = 150 kcal\n")
    #expect(
      try journal.read("log/2026/11/2026-11-17.yaml") == "lunch:\n  - 12:30 salad = 300 kcal\n")
    #expect(try journal.run(["check"]).status == 0)
  }

  @Test("bad names, windows and targets are refused with a hint, nothing written")
  func refusals() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    for (arguments, message) in [
      (["add", "Lunch"], "meal slot \"Lunch\" already exists"),
      (["add", "Activity"], "\"Activity\" cannot name a meal slot"),
      (["window", "dinner", "17:00"], "\"17:00\" is not a meal window"),
      (["window", "dinner", "17:00-17:00"], "window \"17:00-17:00\" is empty"),
      (["rename", "supper", "dinner"], "unknown meal slot \"supper\""),
      (["rename", "lunch", "dinner"], "meal slot \"Dinner\" already exists"),
      (["remove", "brunch", "--move-to", "brunch"], "cannot move the entries of Brunch"),
    ] {
      let run = try journal.run(["meals"] + arguments)
      #expect(run.status == 1, "\(run)")
      #expect(run.stderr.contains("error: " + message), "\(run)")
      #expect(run.stderr.contains("hint: "), "\(run)")
      #expect(try journal.read("meals.yaml") == Self.meals)
    }
  }
}
