import LarderJournal
import LarderModel
import Testing

@Suite("Setting goals in larder.yaml")
struct SettingsEditorTests {
  static let settings = """
    # Larder journal settings
    format: 1
    # Goals hold until the next one.
    goals:
      # the summer
      2026-08-18: 2300 kcal 130p 290c 75f maintenance
      2026-10-01: 2000 kcal 150p 200c 67f deficit  # agreed with Sam
    units: metric

    """

  static let goal = Goal(kcal: 1800, protein: 140, carbs: 180, fat: 60, kind: .deficit)

  func set(_ text: String, from date: String, goal: Goal = goal) throws -> String {
    let bytes = try SettingsEditor.settingGoal(
      goal, from: CalendarDate(date)!, in: Array(text.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The goals read back from an edited file.
  func goals(_ text: String) -> [GoalHistory.Change] {
    let source = JournalSource(path: "larder.yaml", bytes: Array(text.utf8))!
    let reading = JournalReader(today: nil).read([source])
    #expect(!reading.hasErrors, "\(text)")
    return reading.journal.settings.goals.changes
  }

  @Test("a goal on an existing date replaces only the value; its comment stays")
  func replaces() throws {
    let edited = try set(Self.settings, from: "2026-10-01")
    #expect(
      edited
        == Self.settings.replacingOccurrences(
          of: "2026-10-01: 2000 kcal 150p 200c 67f deficit  # agreed with Sam",
          with: "2026-10-01: 1800 kcal 140p 180c 60f deficit  # agreed with Sam"))
    #expect(goals(edited).map(\.goal) == [goals(Self.settings)[0].goal, Self.goal])
  }

  @Test("a new date goes in date order, above the comments of the goal after it")
  func insertsInOrder() throws {
    let first = try set(Self.settings, from: "2026-08-01")
    #expect(
      first
        == Self.settings.replacingOccurrences(
          of: "goals:\n", with: "goals:\n  2026-08-01: 1800 kcal 140p 180c 60f deficit\n"))
    let middle = try set(Self.settings, from: "2026-09-01")
    #expect(
      middle.contains(
        "maintenance\n  2026-09-01: 1800 kcal 140p 180c 60f deficit\n  2026-10-01:"))
    let last = try set(Self.settings, from: "2026-11-21")
    #expect(
      last.contains("# agreed with Sam\n  2026-11-21: 1800 kcal 140p 180c 60f deficit\nunits:"))
    for text in [first, middle, last] {
      let dates = goals(text).map(\.date)
      #expect(dates == dates.sorted() && dates.count == 3)
    }
  }

  @Test("without goals the key is added; line ends and a missing last line end are kept")
  func addsTheKey() throws {
    #expect(
      try set("format: 1\n", from: "2026-11-21", goal: Goal(kcal: 2000))
        == "format: 1\ngoals:\n  2026-11-21: 2000 kcal\n")
    #expect(
      try set("format: 1\r\nunits: metric", from: "2026-11-21", goal: Goal(kcal: 2000))
        == "format: 1\r\nunits: metric\r\ngoals:\r\n  2026-11-21: 2000 kcal\r\n")
    #expect(
      try set("format: 1\ngoals:\nunits: metric\n", from: "2026-11-21", goal: Goal(kcal: 2000))
        == "format: 1\ngoals:\n  2026-11-21: 2000 kcal\nunits: metric\n")
    #expect(
      try set("", from: "2026-11-21", goal: Goal(kcal: 2000)) == "goals:\n  2026-11-21: 2000 kcal\n"
    )
  }

  @Test("goals that are not a mapping are refused")
  func refuses() {
    #expect(throws: SettingsEditor.EditError.self) {
      try set("format: 1\ngoals: 2000 kcal\n", from: "2026-11-21")
    }
  }
}
