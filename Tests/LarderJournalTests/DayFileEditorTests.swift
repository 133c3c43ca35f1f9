import LarderJournal
import LarderModel
import LarderSyntax
import Testing

/// Layout-preserving edits of day files: every byte outside the edited lines stays, the
/// result reads back without new errors, and the reader finds the new entry.
@Suite("DayFileEditor: minimal edits of day files")
struct DayFileEditorTests {
  typealias Fixture = DayFileEditorFixture

  static let apple = DayFileEditor.EntryLine(
    head: "12:45 apple 1 medium", snapshot: "95 kcal 0.5p 25.1c 0.4f; fruit 1.5")

  /// `text` with `line` (and a line end) inserted after the line that contains `anchor`.
  static func inserting(_ line: String, after anchor: String, in text: String) -> String {
    let range = text.range(of: anchor)!
    let end = text[range.upperBound...].firstIndex(of: "\n")!
    return String(text[...end]) + line + "\n" + String(text[text.index(after: end)...])
  }

  static func insert(
    _ lines: [DayFileEditor.EntryLine], into place: DayFileEditor.Place, at time: String,
    in text: String?
  ) throws -> DayFileEditor {
    var editor = DayFileEditor(bytes: text.map { Array($0.utf8) }, date: Fixture.date)
    try editor.insert(
      lines, into: place, at: ClockTime(time), slots: Fixture.slots, boundary: Fixture.boundary)
    return editor
  }

  static func string(_ editor: DayFileEditor) -> String {
    String(decoding: editor.bytes, as: UTF8.self)
  }

  @Test("an entry goes into its slot in time order, its = aligned with the neighbours")
  func insertsInTimeOrder() throws {
    let editor = try Self.insert(
      [Self.apple], into: .meal("Lunch"), at: "12:45", in: Fixture.handEdited)
    let expected = Self.inserting(
      "  - 12:45 apple 1 medium        = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5",
      after: "12:30 chicken breast", in: Fixture.handEdited)
    #expect(Self.string(editor) == expected)
    let (day, errors) = Fixture.read(editor.bytes)
    #expect(errors == Fixture.read(Array(Fixture.handEdited.utf8)).errors)
    let lunch = try #require(day.meal(named: "Lunch"))
    #expect(lunch.entries.map(\.what) == ["chicken breast", "apple", "rice"])
    #expect(lunch.entries[1].snapshot?.kcal == 95)
    #expect(lunch.entries[1].portions == [CategoryPortion(category: "Fruit", amount: 1.5)])
  }

  @Test("a line too long for the neighbours' column is not aligned, and they stay as they are")
  func longLineIsNotAligned() throws {
    let long = DayFileEditor.EntryLine(
      head: "12:40 chicken breast, grilled 150 g", snapshot: "248 kcal 46.5p 0c 5.4f")
    let editor = try Self.insert([long], into: .meal("Lunch"), at: "12:40", in: Fixture.handEdited)
    #expect(
      Self.string(editor)
        == Self.inserting(
          "  - 12:40 chicken breast, grilled 150 g = 248 kcal 46.5p 0c 5.4f",
          after: "12:30 chicken breast", in: Fixture.handEdited))
  }

  @Test("a missing slot is created in the order of meals.yaml, above the comments of the next")
  func createsSlotInPlanOrder() throws {
    let editor = try Self.insert(
      [
        DayFileEditor.EntryLine(head: "10:30 apple 1 medium", snapshot: "95 kcal", comment: "crisp")
      ],
      into: .meal("Morning Snack"), at: "10:30", in: Fixture.handEdited)
    let expected = Fixture.handEdited.replacingOccurrences(
      of: "# at the office\n",
      with: "morning snack:\n  - 10:30 apple 1 medium = 95 kcal  # crisp\n# at the office\n")
    #expect(Self.string(editor) == expected)
  }

  @Test("a new slot set apart by blank lines like its neighbours, before activity")
  func createsSlotBeforeActivity() throws {
    let editor = try Self.insert(
      [DayFileEditor.EntryLine(head: "19:00 apple 1 medium", snapshot: "95 kcal")],
      into: .meal("Dinner"), at: "19:00", in: Fixture.handEdited)
    let expected = Fixture.handEdited.replacingOccurrences(
      of: "\nactivity:\n", with: "\ndinner:\n  - 19:00 apple 1 medium = 95 kcal\n\nactivity:\n")
    #expect(Self.string(editor) == expected)
    let (day, _) = Fixture.read(editor.bytes)
    #expect(day.meals.map(\.slot.text) == ["Breakfast", "Lunch", "Dinner"])
  }

  @Test("activity goes under activity:")
  func insertsActivity() throws {
    let editor = try Self.insert(
      [DayFileEditor.EntryLine(head: "18:00 running 35 min")], into: .activity, at: "18:00",
      in: Fixture.handEdited)
    #expect(
      Self.string(editor)
        == Self.inserting(
          "  - 18:00 running 35 min", after: "06:35 running", in: Fixture.handEdited))
    #expect(Fixture.read(editor.bytes).day.activity.count == 2)
  }

  @Test("CRLF files get CRLF lines and keep every other byte")
  func keepsCRLF() throws {
    let crlf = Fixture.handEdited.replacingOccurrences(of: "\n", with: "\r\n")
    let editor = try Self.insert([Self.apple], into: .meal("Lunch"), at: "12:45", in: crlf)
    let expected = Self.inserting(
      "  - 12:45 apple 1 medium        = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5",
      after: "12:30 chicken breast", in: Fixture.handEdited
    ).replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.string(editor) == expected)
  }

  @Test("a file without a final line end still has none after an insert at its end")
  func keepsMissingFinalLineEnd() throws {
    let text = "lunch:\n  - 12:30 chicken breast 150 g = 248 kcal 46.5p 0c 5.4f"
    let editor = try Self.insert([Self.apple], into: .meal("Lunch"), at: "12:45", in: text)
    #expect(
      Self.string(editor)
        == text + "\n  - 12:45 apple 1 medium       = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5")
    var removing = editor
    removing.remove(try #require(removing.lines.last))
    #expect(Self.string(removing) == text)
  }

  @Test("a new file starts with the day as a comment")
  func createsFile() throws {
    let editor = try Self.insert([Self.apple], into: .meal("Lunch"), at: "12:45", in: nil)
    #expect(
      Self.string(editor)
        == "# Friday 20 November 2026\nlunch:\n"
        + "  - 12:45 apple 1 medium = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5\n"
    )
    #expect(Fixture.read(editor.bytes).errors.isEmpty)
  }

  @Test(
    "inserting, then removing the entry gives back every byte",
    arguments: [
      Fixture.handEdited, Fixture.handEdited.replacingOccurrences(of: "\n", with: "\r\n"),
      String(Fixture.handEdited.dropLast()), "# only a comment\n",
      "lunch:   # empty slot\nnotes: x\n",
    ])
  func insertThenRemoveRoundTrips(_ text: String) throws {
    let places: [(DayFileEditor.Place, String)] = [
      (.meal("Breakfast"), "06:00"), (.meal("Morning Snack"), "10:30"), (.meal("Lunch"), "23:00"),
      (.meal("Dinner"), "19:00"), (.meal("Midnight"), "01:00"), (.activity, "18:00"),
    ]
    for (place, time) in places {
      var editor = DayFileEditor(bytes: Array(text.utf8), date: Fixture.date)
      let what = place == .activity ? "running 30 min" : "apple 1 medium"
      let offset = try editor.insert(
        [DayFileEditor.EntryLine(head: "\(time) \(what)", snapshot: "95 kcal")],
        into: place, at: ClockTime(time), slots: Fixture.slots, boundary: Fixture.boundary)
      #expect(Fixture.read(editor.bytes).errors == Fixture.read(Array(text.utf8)).errors)
      let line = try #require(editor.lines.first { $0.item.lineRange.lowerBound == offset })
      editor.remove(line)
      #expect(Self.string(editor) == text, "\(place)")
    }
  }

  @Test("removing an entry takes its line only; a slot left empty goes with its blank line")
  func removes() throws {
    var editor = DayFileEditor(bytes: Array(Fixture.handEdited.utf8), date: Fixture.date)
    editor.remove(try #require(editor.lines.first { $0.head.contains("rice") }))
    #expect(
      Self.string(editor)
        == Fixture.handEdited.replacingOccurrences(
          of: "  - 13:10 rice 1 cup            = 205 kcal 4.3p 44.6c 0.5f\n", with: ""))
    editor.remove(try #require(editor.lines.first { $0.head.contains("running") }))
    #expect(Self.string(editor).hasSuffix("0c 5.4f\n\nnotes: Hungry in the afternoon.\n"))
    #expect(Fixture.read(editor.bytes).errors.isEmpty)
  }

  @Test("replacing a line keeps its comment and the spacing before it")
  func replaceKeepsComment() throws {
    var editor = DayFileEditor(bytes: Array(Fixture.handEdited.utf8), date: Fixture.date)
    let toast = try #require(editor.lines.first { $0.head.contains("toast") })
    editor.replace(
      toast,
      with: [
        DayFileEditor.EntryLine(
          head: "07:00 toast 3 slices", snapshot: "230 kcal 12.2p 38.4c 3.1f",
          comment: "before the run")
      ])
    #expect(
      Self.string(editor)
        == Fixture.handEdited.replacingOccurrences(
          of: "07:00 toast 2 slices = 153 kcal 8.2p 25.6c 2.1f\t#",
          with: "07:00 toast 3 slices = 230 kcal 12.2p 38.4c 3.1f\t#"))
  }

  @Test("a recipe is written with its components, aligned, and removed with them")
  func recipeGroup() throws {
    let draft = try Fixture.draft("chicken rice")
    let editor = try Self.insert(
      draft.lines(time: ClockTime("13:00"), note: nil), into: .meal("Lunch"), at: "13:00",
      in: Fixture.handEdited)
    // The entry is too long for the lunch column, so the group aligns on its own.
    let heads = ["13:00 " + draft.head] + draft.components.map { "+ " + $0.head }
    let snapshots = [draft.snapshot] + draft.components.map(\.snapshot)
    let column = heads.map(\.count).max()! + 2
    let lines = zip(heads, snapshots).map { head, snapshot in
      "  - " + head + String(repeating: " ", count: column - head.count) + "= " + snapshot!
    }
    #expect(
      Self.string(editor)
        == Self.inserting(
          lines.joined(separator: "\n"), after: "12:30 chicken breast", in: Fixture.handEdited))
    let (day, errors) = Fixture.read(editor.bytes)
    #expect(errors.isEmpty)
    #expect(day.meal(named: "Lunch")?.groups.map(\.components.count) == [0, 3, 0])
    var removing = editor
    removing.remove(try #require(removing.lines.first { $0.head.contains("chicken rice") }))
    #expect(removing.bytes == Array(Fixture.handEdited.utf8))
  }

  @Test("free text that YAML would misread is written quoted and reads back")
  func quotesFreeText() throws {
    let draft = try Fixture.draft("Ben & Jerry's: cookie dough", "=", "300 kcal 5p 30c 18f")
    let editor = try Self.insert(
      draft.lines(time: ClockTime("21:30"), note: nil), into: .meal("Late Night"), at: "21:30",
      in: Fixture.handEdited)
    #expect(
      Self.string(editor).contains(
        "late night:\n  - \"21:30 Ben & Jerry's: cookie dough 1 serving = 300 kcal 5p 30c 18f\"\n"))
    let (day, errors) = Fixture.read(editor.bytes)
    #expect(errors.isEmpty)
    #expect(day.meal(named: "Late Night")?.entries.first?.snapshot?.kcal == 300)
  }

  @Test("a slot key that holds a value instead of a list is refused")
  func refusesScalarSlot() throws {
    #expect(throws: LogError.self) {
      _ = try Self.insert([Self.apple], into: .meal("Lunch"), at: "12:45", in: "lunch: apple\n")
    }
  }

  @Test("a new file built at once is the file inserting its lists one by one writes")
  func newFile() throws {
    let groups: [(place: DayFileEditor.Place, entries: [DayFileEditor.EntryLine])] = [
      (.activity, [.init(head: "07:00 run 30 min", snapshot: "300 kcal")]),
      (
        .meal("Dinner"),
        [
          .init(head: "19:00 rice 150 g", snapshot: "195 kcal 4p 42c 0.4f", comment: "kept"),
          .init(head: "19:00 a: b", snapshot: "1 kcal 0p 0c 0f"),
        ]
      ),
      (.meal("Breakfast"), [.init(head: "08:00 oats 60 g"), Self.apple]),
      (.meal("Brunch"), [.init(head: "10:30 toast 2 slices", snapshot: "160 kcal 6p 28c 2f")]),
    ]
    var editor = DayFileEditor(bytes: nil, date: Fixture.date)
    for group in groups {
      try editor.insert(
        group.entries, into: group.place, at: nil, slots: Fixture.slots,
        boundary: Fixture.boundary)
    }
    let built = DayFileEditor.newFile(date: Fixture.date, groups: groups, slots: Fixture.slots)
    #expect(String(decoding: built, as: UTF8.self) == String(decoding: editor.bytes, as: UTF8.self))
  }
}
