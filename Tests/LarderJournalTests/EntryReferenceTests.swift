import LarderJournal
import LarderModel
import LarderSyntax
import Testing

@Suite("Entry references")
struct EntryReferenceTests {
  static let day = """
    # Friday 20 November 2026
    breakfast:
      - 07:00 whole-wheat toast 2 slices  = 153 kcal 8.2p 25.6c 2.1f; starchy sides 0.8
      - 07:00 butter 10 g                 = 72 kcal 0.1p 0c 8.1f; oils / fats / nuts 1
    lunch:
      - 12:55 water 500 ml  = 0 kcal; unsweetened drinks 0.5
      - 13:10 gouda 35 g    = 125 kcal 8.7p 0.8c 9.6f; dairy 1.2  # from the market
      - 12:55 water 500 ml  = 0 kcal; unsweetened drinks 0.5
    activity:
      - 06:35 running 30 min  = 315 kcal
    notes: Hungry.

    """

  func references(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for line in EntryReference.lines(in: DocumentParser.parse(text).0) {
      result[line.head + " #" + String(line.reference.occurrence)] = line.reference.text
    }
    return result
  }

  @Test("references read in every written form, and nothing else")
  func parsing() {
    #expect(EntryReference("3f2a") == EntryReference(digits: "3f2a"))
    #expect(EntryReference(" 3F2A-2 ") == EntryReference(digits: "3f2a", occurrence: 2))
    #expect(EntryReference("yesterday:3f2a")?.date == .offset(days: -1))
    #expect(
      EntryReference("2026-11-19:3f2a91")?.date == .date(CalendarDate("2026-11-19")!))
    #expect(EntryReference("-2:3f2a")?.date == .offset(days: -2))
    #expect(EntryReference("last monday:3f2a")?.date == .lastWeekday(.monday))
    for bad in ["3f2", "zzzz", "3f2a-0", "3f2a-", "someday:3f2a", "3f2a12345", "", "12:55"] {
      #expect(EntryReference(bad) == nil, "\(bad)")
    }
    #expect(EntryReference(digits: "3f2a", occurrence: 2).text == "3f2a-2")
    #expect(
      EntryReference(digits: "3f2a").qualified(by: CalendarDate("2026-11-19")!)
        == "2026-11-19:3f2a")
  }

  @Test("every entry line has a reference; identical lines are told apart by order")
  func lines() {
    let lines = EntryReference.lines(in: DocumentParser.parse(Self.day).0)
    #expect(
      lines.map(\.key.name) == ["breakfast", "breakfast", "lunch", "lunch", "lunch", "activity"])
    #expect(lines.map(\.head)[0] == "07:00 whole-wheat toast 2 slices")
    #expect(lines.allSatisfy { $0.reference.digits.count == 4 })
    #expect(lines[2].reference.digits == lines[4].reference.digits)
    #expect(lines[2].reference.text == lines[2].reference.digits)
    #expect(lines[4].reference.text == lines[4].reference.digits + "-2")
    #expect(Set(lines.map(\.reference.text)).count == lines.count)
  }

  @Test("each reference has the fewest digits, from 4, that no other line's hash starts with")
  func shortestDigits() {
    // Enough distinct lines that many hashes share their first 4 or 5 digits.
    var text = "lunch:\n"
    for index in 0..<1200 { text += "  - 12:00 soup \(index) g\n" }
    text += "  - 12:00 soup 7 g\n"
    let lines = EntryReference.lines(in: DocumentParser.parse(text).0)
    var hashes: [String: String] = [:]
    for line in lines { hashes[line.head] = line.hashDigits }
    var lengths: [Int: Int] = [:]
    for line in lines {
      let others = hashes.filter { $0.key != line.head }.values
      let length = (4...8).first { length in
        !others.contains { $0.prefix(length) == line.hashDigits.prefix(length) }
      }
      #expect(line.reference.digits == String(line.hashDigits.prefix(length ?? 8)), "\(line.head)")
      lengths[line.reference.digits.count, default: 0] += 1
    }
    #expect(lengths[4, default: 0] > 0 && lengths[5, default: 0] > 0)
    #expect(lines.last?.reference.text == lines[7].reference.digits + "-2")
  }

  @Test("a reference stays valid when other lines are edited, reordered or commented")
  func stability() {
    let before = references(Self.day)
    let edited = """
      # Friday 20 November 2026, edited by hand
      lunch:
        - 13:10  gouda   35 g = 125 kcal 8.7p 0.8c 9.6f; dairy 1.2
        - 12:55 water 500 ml  = 0 kcal; unsweetened drinks 0.5
        - 12:40 apple 1 medium
      breakfast:
        # toast first
        - 07:00 whole-wheat toast 2.0 slices
        - 07:00 butter 10 g = 72 kcal 0.1p 0c 8.1f; oils / fats / nuts 1  # salted
      activity:
        - 06:35 running 30 min  = 315 kcal

      """
    let after = references(edited)
    for head in [
      "07:00 whole-wheat toast 2 slices #1", "07:00 butter 10 g #1", "13:10 gouda 35 g #1",
      "12:55 water 500 ml #1", "06:35 running 30 min #1",
    ] {
      #expect(before[head] != nil && before[head] == after[head], "\(head)")
    }
    #expect(after["12:55 water 500 ml #2"] == nil)
  }

  @Test("a reference resolves to its line; a wrong one names nothing")
  func resolution() throws {
    let document = DocumentParser.parse(Self.day).0
    let lines = EntryReference.lines(in: document)
    for line in lines {
      let resolved = try line.reference.resolve(in: lines)
      #expect(resolved.item.lineRange == line.item.lineRange)
    }
    let full = EntryReference(digits: lines[3].hashDigits)
    #expect(try full.resolve(in: lines).head == "13:10 gouda 35 g")
    let third = EntryReference(digits: lines[2].reference.digits, occurrence: 3)
    #expect(throws: EntryReference.ResolutionError.notFound(third)) {
      try third.resolve(in: lines)
    }
    let gone = EntryReference(digits: "ffff", occurrence: 1)
    if !lines.contains(where: { $0.hashDigits.hasPrefix("ffff") }) {
      #expect(throws: EntryReference.ResolutionError.notFound(gone)) { try gone.resolve(in: lines) }
    }
  }

  @Test("lines whose hashes share 4 digits show longer references; 4 digits are ambiguous")
  func collisions() throws {
    // Search for two foods whose heads share the first 4 hex digits.
    var seen: [String: String] = [:]
    var pair: (String, String)?
    for number in 0..<100_000 where pair == nil {
      let head = "food \(number) 1 g"
      let lines = EntryReference.lines(in: DocumentParser.parse("lunch:\n  - \(head)\n").0)
      let prefix = String(lines[0].hashDigits.prefix(4))
      if let other = seen[prefix] { pair = (other, head) } else { seen[prefix] = head }
    }
    let (first, second) = try #require(pair)
    let lines = EntryReference.lines(
      in: DocumentParser.parse("lunch:\n  - \(first)\n  - \(second)\n").0)
    #expect(lines[0].reference.digits.count > 4)
    #expect(lines[0].reference.digits != lines[1].reference.digits)
    #expect(try lines[1].reference.resolve(in: lines).head == second)
    let short = EntryReference(digits: String(lines[0].hashDigits.prefix(4)))
    #expect(throws: EntryReference.ResolutionError.self) { try short.resolve(in: lines) }
  }

  @Test("quoted entries have references that ignore the quoting")
  func quoted() {
    let plain = references("dinner:\n  - 19:10 curry 1 serving = 850 kcal\n")
    let quoted = references("dinner:\n  - \"19:10 curry 1 serving = 850 kcal\"\n")
    #expect(plain == quoted)
  }
}
