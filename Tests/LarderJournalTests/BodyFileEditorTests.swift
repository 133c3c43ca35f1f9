import LarderJournal
import LarderModel
import LarderSyntax
import Testing

/// Layout-preserving edits of `body/YYYY.yaml`: the day's line changes, every other byte stays.
@Suite("BodyFileEditor: minimal edits of body files")
struct BodyFileEditorTests {
  static let file = """
    2026-11-17: steps 100
    # Weighed before breakfast.
    2026-11-18: weight 84.9 kg, steps 7000

    2026-11-20: weight 185.2 lb, fat 23.4 %,  steps 9120  # after the run
    2026-11-21: weight 84.2 kg\r

    """

  static func day(_ day: Int) -> CalendarDate { CalendarDate(year: 2026, month: 11, day: day)! }

  static func set(_ metrics: [BodyFileEditor.Metric], on day: Int, in text: String) throws
    -> String
  {
    String(
      decoding: try BodyFileEditor.setting(metrics, on: Self.day(day), in: Array(text.utf8)),
      as: UTF8.self)
  }

  @Test("a metric the day has is replaced in place; spelling and comment of the rest stay")
  func replacesInPlace() throws {
    let result = try Self.set([(.weight, "weight 84.1 kg")], on: 20, in: Self.file)
    #expect(
      result
        == Self.file.replacingOccurrences(
          of: "weight 185.2 lb, fat 23.4 %,  steps 9120",
          with: "weight 84.1 kg, fat 23.4 %, steps 9120"))
  }

  @Test("a metric the day lacks goes in the canonical order")
  func insertsInOrder() throws {
    let result = try Self.set([(.waist, "waist 92 cm"), (.fat, "fat 22 %")], on: 18, in: Self.file)
    #expect(result.contains("2026-11-18: weight 84.9 kg, fat 22 %, waist 92 cm, steps 7000\n"))
    #expect(result.hasPrefix("2026-11-17: steps 100\n# Weighed before breakfast.\n"))
  }

  @Test("a new day goes where the date order puts it; a new file gets its first line")
  func insertsNewDay() throws {
    let result = try Self.set([(.steps, "steps 5000")], on: 19, in: Self.file)
    #expect(result.contains("steps 7000\n\n2026-11-19: steps 5000\n2026-11-20:"))
    #expect(
      try Self.set([(.weight, "weight 80 kg")], on: 1, in: "") == "2026-11-01: weight 80 kg\n")
  }

  @Test("removing some metrics keeps the rest; removing all takes the line and its comments")
  func removes() throws {
    let bytes = Array(Self.file.utf8)
    let some = try BodyFileEditor.removing([.fat], on: Self.day(20), in: bytes)
    #expect(
      String(decoding: some, as: UTF8.self)
        .contains("2026-11-20: weight 185.2 lb, steps 9120  # after the run\n"))
    let all = try BodyFileEditor.removing([], on: Self.day(18), in: bytes)
    #expect(
      String(decoding: all, as: UTF8.self)
        == Self.file.replacingOccurrences(
          of: "# Weighed before breakfast.\n2026-11-18: weight 84.9 kg, steps 7000\n", with: ""))
  }

  @Test("removing from a day without a line, or a metric it lacks, is refused")
  func refusesMissing() {
    let bytes = Array(Self.file.utf8)
    #expect(throws: JournalEditError.self) {
      try BodyFileEditor.removing([], on: Self.day(19), in: bytes)
    }
    #expect(throws: JournalEditError.self) {
      try BodyFileEditor.removing([.waist], on: Self.day(21), in: bytes)
    }
  }
}
