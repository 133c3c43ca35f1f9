import Foundation
import LarderTestSupport
import Testing

/// `larder edit`, `rm` and `copy` end to end, with REFs that survive hand edits.
@Suite("Log: larder edit, rm and copy, end to end")
struct LogEditTests {
  static let day = "log/2026/11/2026-11-20.yaml"

  /// The REF `larder add` reports for the entry it added.
  static func addedReference(_ journal: LogJournal, _ words: String...) throws -> String {
    let run = try LarderBinary.run(
      ["add"] + words + ["--date", "2026-11-20", "--json", "--today", LogJournal.today],
      in: journal.root)
    return try #require(journal.json(run)["ref"] as? String, "\(run)")
  }

  @Test("edit --amount by a REF taken before other lines were edited by hand")
  func editAfterHandEdits() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let reference = try Self.addedReference(journal, "apple", "--time", "12:45")
    #expect(reference.hasPrefix("2026-11-20:"))
    // Hand edits around the entry: a comment, another line respaced, a new line above it.
    var text = try journal.read(Self.day)
    text = text.replacingOccurrences(of: "lunch:\n", with: "lunch:  # at the desk\n")
    text = text.replacingOccurrences(of: "13:10 rice 1 cup  ", with: "13:10   rice 1 cup")
    text = text.replacingOccurrences(
      of: "  - 12:45 apple", with: "  - 12:40 toast 1 slice\n  - 12:45 apple")
    try journal.write(Self.day, text)

    let run = try journal.larder("edit", reference, "--amount", "2", "--note", "two", "--yes")
    #expect(run.status == 0, "\(run)")
    try LogGolden.check(
      run.stdout.replacingOccurrences(
        of: #"✓ committed [0-9a-f]+"#, with: "✓ committed ID", options: .regularExpression),
      "edit-amount.txt")
    let edited = try journal.read(Self.day)
    #expect(
      edited
        == text.replacingOccurrences(
          of: "12:45 apple 1 medium        = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5",
          with: "12:45 apple 2 medium        = 189 kcal 1.1p 50.2c 0.7f; fruit 3  # two"))
    let message = try journal.git("log", "-1", "--format=%B")
    #expect(
      message.hasPrefix("edit 2026-11-20 lunch: apple 2 medium (was 1 medium; note; +94 kcal)"))
    #expect(!message.contains("hand edits"))
    #expect(try journal.subjects()[1].hasPrefix("commit hand edits to \(Self.day): "))
  }

  @Test("edit --date looks a REF up on that day; an edit prints the entry's new REF")
  func editDateAndNewReference() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let qualified = try Self.addedReference(journal, "apple", "--time", "12:45")
    let digits = String(qualified.dropFirst("2026-11-20:".count))
    // 2026-11-20 is the day before LogJournal.today.
    let run = try journal.larder("edit", digits, "--date", "-1", "--amount", "2", "--json")
    #expect(run.status == 0, "\(run)")
    let output = try journal.json(run)
    #expect(output["previous_ref"] as? String == qualified)
    let renewed = try #require(output["ref"] as? String)
    #expect(renewed != qualified && renewed.hasPrefix("2026-11-20:"))
    let again = try journal.larder("edit", renewed, "--note", "two", "--yes")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("REF \(renewed): `larder edit \(renewed)`"))

    let clash = try journal.larder("edit", "today:" + digits, "--date", "-1", "--note", "x")
    #expect(clash.status == 1)
    #expect(clash.stderr.contains("names an entry of 2026-11-21, but --date says 2026-11-20"))
  }

  @Test("edit --time and --meal move the line; its components go along")
  func editTimeAndMeal() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let reference = try Self.addedReference(journal, "chicken rice", "--time", "12:50")
    let run = try journal.larder("edit", reference, "--time", "19:10", "--meal", "dinner", "--yes")
    #expect(run.status == 0, "\(run)")
    let text = try journal.read(Self.day)
    #expect(!text.contains("12:50"))
    #expect(text.contains("dinner:\n  - 19:10 chicken rice 1 serving = 433 kcal"))
    #expect(
      text.contains(
        "  - + olive oil 5 ml             = 40 kcal 0p 0c 4.6f; oils / fats / nuts 0.5\nactivity:"))
    #expect(
      try journal.subjects().first
        == "edit 2026-11-20 dinner: chicken rice 1 serving "
        + "(time 12:50 → 19:10; lunch → dinner)")
  }

  @Test("edit --time or --note alone keeps a recipe's components once, as written")
  func editTimeKeepsComponents() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let reference = try Self.addedReference(journal, "chicken rice", "--time", "12:50")
    let components = try journal.read(Self.day).split(separator: "\n")
      .filter { $0.hasPrefix("  - + ") }
    #expect(!components.isEmpty)
    let moved = try journal.larder("edit", reference, "--time", "13:10", "--yes")
    #expect(moved.status == 0, "\(moved)")
    let noted = try journal.larder(
      "edit", "2026-11-20:" + Self.reference(of: "13:10 chicken rice 1 serving"), "--note",
      "leftovers", "--yes")
    #expect(noted.status == 0, "\(noted)")
    let text = try journal.read(Self.day)
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("  - + ") } == components)
    #expect(text.contains("- 13:10 chicken rice 1 serving"))
    #expect(text.contains("# leftovers"))
  }

  @Test("rm removes the line and its components, and a slot it leaves empty")
  func removes() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let before = try journal.read(Self.day)
    let reference = try Self.addedReference(journal, "chicken rice", "--time", "19:00")
    let oil = Self.reference(of: "+ olive oil 5 ml")
    let component = try journal.larder("rm", "2026-11-20:" + oil, "--yes")
    #expect(component.status == 1)
    #expect(component.stderr.contains("is a `+` component, counted in the recipe entry above it"))
    // A hand edit elsewhere in the file does not disturb the REF.
    let added = try journal.read(Self.day)
    try journal.write(
      Self.day, added.replacingOccurrences(of: "lunch:\n", with: "lunch:  # desk\n"))
    let run = try journal.larder("rm", reference, "--yes")
    #expect(run.status == 0, "\(run)")
    try LogGolden.check(
      run.stdout.replacingOccurrences(
        of: #"✓ committed [0-9a-f]+"#, with: "✓ committed ID", options: .regularExpression),
      "rm-recipe.txt")
    #expect(
      try journal.read(Self.day)
        == before.replacingOccurrences(of: "lunch:\n", with: "lunch:  # desk\n"))
    #expect(
      try journal.subjects().first == "rm 2026-11-20 dinner: chicken rice 1 serving (-433 kcal)")
  }

  /// The REF of the line whose head is `head`, computed as `larder day` does: FNV-1a of the
  /// folded head, its first four hex digits (unique in these small files).
  static func reference(of head: String) -> String {
    var hash: UInt32 = 0x811c_9dc5
    for byte in head.lowercased().utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String((String(repeating: "0", count: 8 - digits.count) + digits).prefix(4))
  }

  @Test("REF errors and nothing to change are refused with hints")
  func referenceErrors() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let unknown = try journal.larder("rm", "yesterday:0000", "--yes")
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("no entry of 2026-11-20 has the REF 0000"))
    #expect(unknown.stderr.contains("hint: `larder day 2026-11-20` lists the entries"))
    let bad = try journal.larder("edit", "zz", "--amount", "2")
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("\"zz\" is not an entry REF"))
    let nothing = try journal.larder("edit", "yesterday:0000")
    #expect(nothing.stderr.contains("nothing to change"))
    let rice = "yesterday:" + Self.reference(of: "13:10 rice 1 cup")
    let zero = try journal.larder("edit", rice, "--amount", "0", "--yes")
    #expect(zero.status == 1, "\(zero)")
    #expect(zero.stderr.contains("--amount \"0\" is not an amount above zero"))
    #expect(try journal.read(Self.day) == LogJournal.files[Self.day])
    #expect(try journal.subjects() == ["start"])
  }

  @Test("copy one meal to today, then a whole day; a future day is refused")
  func copies() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    let meal = try journal.larder("copy", "yesterday:lunch", "today", "--yes")
    #expect(meal.status == 0, "\(meal)")
    #expect(
      try journal.read("log/2026/11/2026-11-21.yaml") == """
        # Saturday 21 November 2026
        lunch:
          - 12:30 chicken breast 150 g = 248 kcal 46.5p 0c 5.4f
          - 13:10 rice 1 cup           = 205 kcal 4.3p 44.6c 0.5f

        """)
    #expect(
      try journal.subjects().first == "copy 2026-11-20 lunch to 2026-11-21 (2 entries, +453 kcal)")
    let day = try journal.larder("copy", "2026-11-20", "today", "--dry-run")
    #expect(day.status == 0, "\(day)")
    try LogGolden.check(day.stdout, "copy-day-dry-run.txt")
    let future = try journal.larder("copy", "yesterday", "tomorrow", "--yes")
    #expect(future.status == 1)
    #expect(future.stderr.contains("2026-11-22 is in the future"))
    let into = try journal.larder("copy", "yesterday:breakfast", "today:brunch", "--yes")
    #expect(into.status == 0, "\(into)")
    #expect(
      try journal.read("log/2026/11/2026-11-21.yaml").contains("brunch:\n  - 07:00 toast 2 slices"))
  }

  @Test("copy of a day of 1,500 entries out of time order: in time order, in well under a second")
  func copiesALongDay() throws {
    let journal = try LogJournal()
    defer { journal.remove() }
    // Times cycle through the hour, so one insert at a time would put each in its place.
    let entries = (0..<1_500).map {
      "  - 12:\(String(format: "%02d", $0 % 60)) apple 1 medium  # n\($0)"
    }
    try journal.write(
      "log/2026/11/2026-11-19.yaml", "lunch:\n" + entries.joined(separator: "\n") + "\n")
    #expect(try journal.larder("commit").status == 0)
    let started = ContinuousClock.now
    let run = try journal.larder("copy", "2026-11-19", "today", "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(
      ContinuousClock.now - started < .seconds(5), "copy took \(ContinuousClock.now - started)")
    let copied = try journal.read("log/2026/11/2026-11-21.yaml").split(separator: "\n")
      .filter { $0.hasPrefix("  - ") }
    // By time, and in the order written among equal times: n0, n60, n120, … then n1, n61, …
    let order = copied.compactMap { $0.split(separator: "# n").last.flatMap { Int($0) } }
    #expect(order == (0..<60).flatMap { minute in Array(stride(from: minute, to: 1_500, by: 60)) })
  }
}
