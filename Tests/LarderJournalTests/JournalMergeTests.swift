import Foundation
import LarderJournal
import Testing

/// The three-way merge of journal files: entries by slot, body metrics by day, every
/// hand-written byte kept, clashes kept as conflicts that still parse.
@Suite("JournalMerge: three-way merges of journal files")
struct JournalMergeTests {
  static let labels = JournalMerge.Labels(here: "aaaaaaa (here)", there: "bbbbbbb (origin)")

  static func merge(
    _ path: String = "log/2026/11/2026-11-21.yaml", base: String?, here: String?, there: String?
  ) -> (text: String?, conflicts: Int) {
    let outcome = JournalMerge.merge(
      path: path, base: base.map { Array($0.utf8) }, here: here.map { Array($0.utf8) },
      there: there.map { Array($0.utf8) }, labels: labels)
    return (outcome.bytes.map { String(decoding: $0, as: UTF8.self) }, outcome.conflicts)
  }

  @Test("entries added on both sides are all kept, in time order, comments and all")
  func bothAdd() {
    let base = """
      # Saturday 21 November 2026
      lunch:
        - 12:30 soup 300 ml = 120 kcal

      """
    let here = base + "  - 13:10 apple 150 g = 78 kcal\n"
    let there = """
      # Saturday 21 November 2026
      lunch:
        - 12:30 soup 300 ml = 120 kcal
        # hand-written, from the bakery
        - 12:45 bread 60 g   = 150 kcal  # rye
      dinner:
        - 19:00 rice 100 g = 130 kcal

      """
    let merged = Self.merge(base: base, here: here, there: there)
    #expect(merged.conflicts == 0)
    #expect(
      merged.text == """
        # Saturday 21 November 2026
        lunch:
          - 12:30 soup 300 ml = 120 kcal
          # hand-written, from the bakery
          - 12:45 bread 60 g   = 150 kcal  # rye
          - 13:10 apple 150 g = 78 kcal
        dinner:
          - 19:00 rice 100 g = 130 kcal

        """)
    // The other way round gives the same entries in the same order.
    let reverse = Self.merge(base: base, here: there, there: here)
    #expect(reverse.text == merged.text)
  }

  @Test("snapshots realigned differently on the two sides are no conflict")
  func realigned() {
    let base = "snack:\n  - 15:15 tea = 2 kcal\n"
    let here = "snack:\n  - 15:00 apple 150 g = 78 kcal\n  - 15:15 tea         = 2 kcal\n"
    let there = "snack:\n  - 15:15 tea          = 2 kcal\n  - 16:00 banana 120 g = 107 kcal\n"
    let merged = Self.merge(base: base, here: here, there: there)
    #expect(merged.conflicts == 0)
    #expect(
      merged.text
        == "snack:\n  - 15:00 apple 150 g = 78 kcal\n  - 15:15 tea         = 2 kcal\n"
        + "  - 16:00 banana 120 g = 107 kcal\n")
  }

  @Test("a new day logged on both sides keeps both sides' slots and entries")
  func newDayOnBothSides() {
    let here = "# Saturday 21 November 2026\nbreakfast:\n  - 07:40 oats 60 g = 228 kcal\n"
    let there = "# Saturday 21 November 2026\nbreakfast:\n  - 07:10 tea 1 cup = 2 kcal\n"
    let merged = Self.merge(base: nil, here: here, there: there)
    #expect(
      merged.text
        == "# Saturday 21 November 2026\nbreakfast:\n  - 07:10 tea 1 cup = 2 kcal\n"
        + "  - 07:40 oats 60 g = 228 kcal\n")
  }

  @Test("the same line added, moved or edited on both sides is one")
  func sameChangeOnBothSides() {
    let coffee = "breakfast:\n  - 07:00 coffee 300 ml = 6 kcal\n"
    let twoCoffees = coffee + "  - 07:00 coffee 300 ml = 6 kcal\n"
    // Files alike on both sides may have reached each by another path (two remotes).
    #expect(Self.merge(base: coffee, here: twoCoffees, there: twoCoffees).text == twoCoffees)
    let added = Self.merge(
      base: coffee, here: twoCoffees, there: twoCoffees + "lunch:\n  - 12:00 soup\n")
    #expect(added.text == twoCoffees + "lunch:\n  - 12:00 soup\n")
    // The same move to another slot, with another change on one side.
    let base = "breakfast:\n  - 07:00 tea\ndinner:\n  - 19:45 water 750 ml\n"
    let moved = "breakfast:\n  - 07:00 tea\nlunch:\n  - 19:45 water 750 ml\n"
    let movedAndMore =
      "breakfast:\n  - 07:00 tea\n  - 07:30 toast\nlunch:\n  - 19:45 water 750 ml\n"
    let merged = Self.merge(base: base, here: moved, there: movedAndMore)
    #expect(merged.text == movedAndMore)
    #expect(merged.conflicts == 0)
  }

  @Test("a conflict settled differently on each side conflicts again, once; the same way merges")
  func settledTwice() throws {
    let base = Self.merge(
      base: "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 90 g\n  - 12:40 gouda 35 g\n",
      here: "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 120 g\n  - 12:40 gouda 35 g\n",
      there: "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 100 g\n  - 12:40 gouda 35 g\n")
    let conflicted = try #require(base.text)
    #expect(base.conflicts == 1)
    let kept120 = JournalMerge.resolve(Array(conflicted.utf8), keeping: .here).bytes
    let kept100 = JournalMerge.resolve(Array(conflicted.utf8), keeping: .there).bytes
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    let again = Self.merge(base: conflicted, here: text(kept100), there: text(kept120))
    #expect(again.conflicts == 1)
    let merged = try #require(again.text)
    #expect(JournalMerge.strayMarkerLines(in: Array(merged.utf8)).isEmpty)
    #expect(
      text(JournalMerge.resolve(Array(merged.utf8), keeping: .there).bytes) == text(kept120))
    #expect(merged.hasSuffix("# larder-conflict: end\n  - 12:40 gouda 35 g\n"), "\(merged)")
    // Settled the same way on both sides, or on one side only: no conflict.
    #expect(
      Self.merge(base: conflicted, here: text(kept100), there: text(kept100)).text == text(kept100))
    #expect(
      Self.merge(base: conflicted, here: conflicted, there: text(kept100)).text == text(kept100))
  }

  @Test("a conflict marker of no whole conflict is found")
  func strayMarkers() {
    let conflicted =
      "lunch:\n  # larder-conflict: here, from a\n  # larder-conflict: here, from a\n"
      + "  - 12:40 bread 100 g\n  # larder-conflict: there, from b\n  #> - 12:40 bread 120 g\n"
      + "  # larder-conflict: end\n  - 12:40 gouda 35 g\n  # larder-conflict: end\n"
    #expect(JournalMerge.strayMarkerLines(in: Array(conflicted.utf8)) == [2, 9])
    // Its end marker deleted, a conflict is no whole one, and check still says so.
    let unended =
      "lunch:\n  # larder-conflict: here, from a\n  - 12:40 bread 100 g\n"
      + "  # larder-conflict: there, from b\n  #> - 12:40 bread 120 g\n"
    let diagnostics = JournalMerge.conflictDiagnostics(in: Array(unended.utf8))
    #expect(diagnostics.map(\.id) == ["merge-conflict", "merge-conflict"])
    #expect(diagnostics.first?.range == 7..<40)
  }

  @Test("an entry removed on one side and unchanged on the other is removed")
  func removal() {
    let base = "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 60 g\n"
    let here = "lunch:\n  - 12:30 soup 300 ml\n"
    let there = base + "  - 13:00 apple 1\n"
    #expect(
      Self.merge(base: base, here: here, there: there).text
        == "lunch:\n  - 12:30 soup 300 ml\n  - 13:00 apple 1\n")
  }

  @Test("an edit beats a removal, of an entry or of a whole file")
  func editBeatsRemoval() {
    let base = "lunch:\n  - 12:30 soup 300 ml\n"
    let edited = "lunch:\n  - 12:30 soup 350 ml\n"
    #expect(Self.merge(base: base, here: "lunch:\n", there: edited).text == edited)
    #expect(Self.merge(base: base, here: nil, there: edited).text == edited)
    #expect(Self.merge(base: base, here: base, there: nil).text == nil)
    // The merge counts each change it kept over a removal, for sync to say so.
    func kept(_ here: String?, _ there: String?, base: String? = base) -> Int {
      JournalMerge.merge(
        path: "log/2026/11/2026-11-21.yaml", base: base.map { Array($0.utf8) },
        here: here.map { Array($0.utf8) }, there: there.map { Array($0.utf8) },
        labels: Self.labels
      ).changedOverRemoval
    }
    let two = "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 60 g\n"
    #expect(
      kept(
        "lunch:\n  - 12:40 bread 60 g\n", "lunch:\n  - 12:30 soup 350 ml\n  - 12:40 bread 60 g\n",
        base: two) == 1)
    #expect(kept("lunch:\n", edited) == 1)
    #expect(kept(nil, edited) == 1)
    #expect(kept(nil, nil) == 0)
    // Changed differently on both sides: a conflict, no removal.
    #expect(kept("lunch:\n  - 12:30 soup 350 ml\n", "lunch:\n  - 12:30 soup 250 ml\n") == 0)
    #expect(kept("dinner:\n  - 12:30 soup 300 ml\n", "lunch:\n  - 12:30 soup 250 ml\n") == 0)
    #expect(kept(nil, "lunch:\n  - 12:30 soup 300 ml\n  - 13:00 tea\n") == 1)
    #expect(kept(base, nil) == 0)
    #expect(
      kept("lunch:\n  - 12:40 bread 60 g\n", "lunch:\n  - 12:30 soup 300 ml\n", base: two) == 0)
  }

  @Test("the same entry changed differently is a conflict that keeps both and resolves")
  func conflict() throws {
    let base = "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 60 g\n"
    let here = "lunch:\n  - 12:30 soup 350 ml\n  - 12:40 bread 60 g\n"
    let there = "lunch:\n  - 12:30 soup 250 ml  # small bowl\n  - 12:40 bread 60 g\n"
    let merged = Self.merge(base: base, here: here, there: there)
    #expect(merged.conflicts == 1)
    let text = try #require(merged.text)
    #expect(
      text == """
        lunch:
          # larder-conflict: here, from aaaaaaa (here)
          - 12:30 soup 350 ml
          # larder-conflict: there, from bbbbbbb (origin)
          #> - 12:30 soup 250 ml  # small bowl
          # larder-conflict: end
          - 12:40 bread 60 g

        """)
    #expect(!text.contains("<<<<<<<"))
    let diagnostics = JournalMerge.conflictDiagnostics(in: Array(text.utf8))
    #expect(diagnostics.map(\.id) == ["merge-conflict"])
    #expect(
      diagnostics.first?.message
        == "merge conflict: \"- 12:30 soup 350 ml\" from aaaaaaa (here), or "
        + "\"- 12:30 soup 250 ml  # small bowl\" from bbbbbbb (origin)")
    func resolved(_ side: JournalMerge.Side) -> String {
      String(decoding: JournalMerge.resolve(Array(text.utf8), keeping: side).bytes, as: UTF8.self)
    }
    #expect(resolved(.here) == here)
    #expect(resolved(.there) == there)
    #expect(
      resolved(.both)
        == "lunch:\n  - 12:30 soup 350 ml\n  - 12:30 soup 250 ml  # small bowl\n"
        + "  - 12:40 bread 60 g\n")
  }

  @Test(
    "an entry moved to another time on one side and changed on the other is one conflict",
    arguments: [
      // Moved within its place, and moved past the entry after it.
      ("  - 12:35 soup 300 ml\n  - 12:40 bread 60 g\n", "  - 12:35 soup 300 ml\n"),
      ("  - 12:40 bread 60 g\n  - 13:15 soup 300 ml\n", "  - 13:15 soup 300 ml\n"),
    ])
  func movedAndChanged(moved: String, movedEntry: String) throws {
    let base = "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 60 g\n"
    let here = "lunch:\n" + moved
    let there = "lunch:\n  - 12:30 soup 250 ml\n  - 12:40 bread 60 g\n"
    for (first, second) in [(here, there), (there, here)] {
      let merged = Self.merge(base: base, here: first, there: second)
      #expect(merged.conflicts == 1)
      let text = try #require(merged.text)
      // The soup counts once: one version active, the other commented out.
      let active = text.split(separator: "\n").filter {
        $0.hasPrefix("  - ") && $0.contains("soup")
      }
      #expect(active.count == 1)
      #expect(
        text.contains("#> - 12:30 soup 250 ml")
          || text.contains("#> " + movedEntry.dropFirst(2).dropLast()))
      #expect(text.split(separator: "\n").filter { $0.contains("bread") }.count == 1)
      let bytes = Array(text.utf8)
      #expect(
        String(decoding: JournalMerge.resolve(bytes, keeping: .here).bytes, as: UTF8.self) == first)
    }
  }

  @Test(
    "another entry changed on one side, of the same time or name, stays out of the conflict",
    arguments: [
      (
        "dinner:\n  - 18:30 salmon 150 g\n  - 18:30 butter 10 g\n",
        "dinner:\n  - 18:30 salmon 250 g\n  - 18:30 butter 20 g\n",
        "dinner:\n  - 18:30 salmon 200 g\n  - 18:30 butter 10 g\n", "18:30 butter 20 g\n"
      ),
      (
        "snack:\n  - 10:00 water 500 ml\ndinner:\n  - 19:45 water 750 ml\n",
        "snack:\n  - 10:00 water 600 ml\ndinner:\n  - 19:45 water 800 ml\n",
        "snack:\n  - 10:30 water 500 ml\ndinner:\n  - 19:45 water 750 ml\n", "19:45 water 800 ml\n"
      ),
    ])
  func otherEntryStaysOut(base: String, here: String, there: String, other: String) throws {
    let merged = Self.merge(base: base, here: here, there: there)
    #expect(merged.conflicts == 1)
    let text = try #require(merged.text)
    for side in [JournalMerge.Side.here, .there] {
      let kept = String(
        decoding: JournalMerge.resolve(Array(text.utf8), keeping: side).bytes, as: UTF8.self)
      #expect(kept.components(separatedBy: other).count == 2, "\(side): \(kept)")
    }
  }

  @Test("an entry removed on one side, where the other edited it and another of its name")
  func removedWhereAnotherOfItsNameChanged() {
    let base = "snack:\n  - 10:00 water 500 ml\n  - 10:30 apple\ndinner:\n  - 19:45 water 750 ml\n"
    let here = "snack:\n  - 10:30 apple\ndinner:\n  - 19:45 water 900 ml\n"
    let there = "snack:\n  - 10:00 water 600 ml\n  - 10:30 apple\ndinner:\n  - 19:45 water 750 ml\n"
    let merged = JournalMerge.merge(
      path: "log/2026/11/2026-11-21.yaml", base: Array(base.utf8), here: Array(here.utf8),
      there: Array(there.utf8), labels: Self.labels)
    #expect(merged.conflicts == 0)
    #expect(merged.changedOverRemoval == 1)
    #expect(
      merged.bytes
        == Array(
          "snack:\n  - 10:00 water 600 ml\n  - 10:30 apple\ndinner:\n  - 19:45 water 900 ml\n".utf8)
    )
  }

  @Test("an entry moved to another slot on one side and changed on the other is one conflict")
  func movedToAnotherSlot() throws {
    let base = "breakfast:\n  - 08:00 oatmeal 50 g\nlunch:\n  - 12:40 bread 60 g\n"
    let moved = "breakfast:\nlunch:\n  - 12:40 bread 60 g\n  - 13:00 oatmeal 50 g\n"
    let changed = "breakfast:\n  - 08:00 oatmeal 80 g\nlunch:\n  - 12:40 bread 60 g\n"
    for (here, there) in [(moved, changed), (changed, moved)] {
      let merged = Self.merge(base: base, here: here, there: there)
      #expect(merged.conflicts == 1)
      let text = try #require(merged.text)
      let active = text.split(separator: "\n").filter {
        $0.hasPrefix("  - ") && $0.contains("oatmeal")
      }
      #expect(active.count == 1)
      #expect(
        String(
          decoding: JournalMerge.resolve(Array(text.utf8), keeping: .here).bytes, as: UTF8.self)
          == here)
    }
  }

  @Test("an entry changed on both sides in the same way, or moved on one side only, merges")
  func movedOnOneSide() {
    let base = "lunch:\n  - 12:30 soup 300 ml\n  - 12:40 bread 60 g\n"
    let here = "lunch:\n  - 12:40 bread 60 g\n  - 13:15 soup 300 ml\n"
    let there = base + "  - 13:00 tea\n"
    let merged = Self.merge(base: base, here: here, there: there)
    #expect(merged.conflicts == 0)
    #expect(
      merged.text == "lunch:\n  - 12:40 bread 60 g\n  - 13:00 tea\n  - 13:15 soup 300 ml\n")
  }

  @Test("a conflict's diagnostic quotes each version's first line that is not a comment")
  func diagnosticQuotesEntries() {
    let text = """
      lunch:
        # larder-conflict: here, from aaaaaaa (here)
        - 12:30 soup 350 ml
        # larder-conflict: there, from bbbbbbb (origin)
        #> # weighed
        #> - 12:30 soup 250 ml
        # larder-conflict: end

      """
    let diagnostics = JournalMerge.conflictDiagnostics(in: Array(text.utf8))
    #expect(
      diagnostics.map(\.message) == [
        "merge conflict: \"- 12:30 soup 350 ml\" from aaaaaaa (here), or "
          + "\"- 12:30 soup 250 ml\" from bbbbbbb (origin)"
      ])
    // Markers without their end are no whole conflict: each is reported, for the other
    // version may be in the comments near it.
    let broken = text.replacingOccurrences(of: "  # larder-conflict: end\n", with: "")
    #expect(
      JournalMerge.conflictDiagnostics(in: Array(broken.utf8)).map(\.message).allSatisfy {
        $0.hasPrefix("a larder-conflict marker outside a whole conflict")
      })
    #expect(JournalMerge.conflictDiagnostics(in: Array(broken.utf8)).count == 2)
  }

  @Test("notes changed on both sides keep both versions; CRLF lines stay CRLF")
  func scalarConflict() throws {
    let base = "notes: tired\r\nlunch:\r\n  - 12:30 soup\r\n"
    let here = "notes: rested\r\nlunch:\r\n  - 12:30 soup\r\n"
    let there = "notes: hungry\r\nlunch:\r\n  - 12:30 soup\r\n  - 13:00 tea\r\n"
    let merged = Self.merge(base: base, here: here, there: there)
    #expect(merged.conflicts == 1)
    #expect(
      merged.text
        == "# larder-conflict: here, from aaaaaaa (here)\r\nnotes: rested\r\n"
        + "# larder-conflict: there, from bbbbbbb (origin)\r\n#> notes: hungry\r\n"
        + "# larder-conflict: end\r\nlunch:\r\n  - 12:30 soup\r\n  - 13:00 tea\r\n")
  }

  @Test("body lines merge by date, then metric by metric")
  func body() {
    let base = "2026-11-20: weight 84.6 kg\n2026-11-21: weight 84.2 kg  # morning\n"
    let here = "2026-11-20: weight 84.6 kg, steps 9120\n2026-11-21: weight 84.2 kg  # morning\n"
    let there =
      "2026-11-20: weight 84.6 kg, waist 93 cm\n2026-11-21: weight 84.1 kg  # morning\n"
      + "2026-11-22: fat 23 %\n"
    let merged = Self.merge("body/2026.yaml", base: base, here: here, there: there)
    #expect(merged.conflicts == 0)
    #expect(
      merged.text
        == "2026-11-20: weight 84.6 kg, steps 9120, waist 93 cm\n"
        + "2026-11-21: weight 84.1 kg  # morning\n2026-11-22: fat 23 %\n")
    let clash = Self.merge(
      "body/2026.yaml", base: base, here: "2026-11-20: weight 84.0 kg\n" + base.dropFirst(27),
      there: "2026-11-20: weight 85.0 kg\n" + base.dropFirst(27))
    #expect(clash.conflicts == 1)
  }

  @Test("records of care.yaml merge item by item, nested lines with them")
  func records() {
    let base = "meetings:\n  - date: 2026-10-02\n    with: doctor\n"
    let here = base + "  - date: 2026-11-02\n    with: nutritionist\n"
    let there = base + "  - date: 2026-11-05\n    with: doctor\n    notes: fine\n"
    #expect(
      Self.merge("care.yaml", base: base, here: here, there: there).text
        == base + "  - date: 2026-11-02\n    with: nutritionist\n"
        + "  - date: 2026-11-05\n    with: doctor\n    notes: fine\n")
  }

  @Test("goals merge by date and stay in date order")
  func goals() {
    let base = "format: 1\ngoals:\n  2026-08-01: 2200 kcal\n"
    let here = base + "  2026-11-25: 1900 kcal deficit\n"
    let there = base + "  2026-10-15: 2000 kcal  # after the holidays\n"
    #expect(
      Self.merge("larder.yaml", base: base, here: here, there: there).text
        == base + "  2026-10-15: 2000 kcal  # after the holidays\n"
        + "  2026-11-25: 1900 kcal deficit\n")
  }

  @Test("a food edited on both sides merges key by key; foods added on both are all kept")
  func library() {
    let base = """
      foods:
        Rye bread:
          nutrition: 250 kcal 8p 48c 3f
          serving: 100 g
        Skyr:
          nutrition: 63 kcal 11p 4c 0.2f

      """
    let here =
      base.replacingOccurrences(of: "250 kcal", with: "259 kcal")
      + "  Kefir:\n    nutrition: 60 kcal 3p 4c 3f\n"
    let there =
      base.replacingOccurrences(of: "serving: 100 g", with: "serving: 100 g\n    notes: sourdough")
      .replacingOccurrences(of: "63 kcal", with: "65 kcal")
      + "  Quark:\n    nutrition: 67 kcal 12p 4c 0.2f\n"
    let merged = Self.merge("foods/custom.yaml", base: base, here: here, there: there)
    #expect(merged.conflicts == 0)
    #expect(
      merged.text == """
        foods:
          Rye bread:
            nutrition: 259 kcal 8p 48c 3f
            serving: 100 g
            notes: sourdough
          Skyr:
            nutrition: 65 kcal 11p 4c 0.2f
          Quark:
            nutrition: 67 kcal 12p 4c 0.2f
          Kefir:
            nutrition: 60 kcal 3p 4c 3f

        """)
    let clash = Self.merge(
      "foods/custom.yaml", base: base, here: here,
      there: base.replacingOccurrences(of: "250 kcal", with: "240 kcal"))
    #expect(clash.conflicts == 1)
  }

  @Test("documents added on both sides are both listed; one edited on both is a conflict")
  func documents() {
    let base = "documents:\n  - title: Blood test\n    file: a.pdf\n    type: pdf\n"
    let here = base + "  - title: Scan\n    file: b.png\n    type: png\n"
    let there = base + "  - title: Letter\n    file: c.pdf\n    type: pdf\n"
    // Records without a time are ordered by their text, so both sides order them alike.
    #expect(
      Self.merge("documents/documents.yaml", base: base, here: here, there: there).text
        == base + "  - title: Letter\n    file: c.pdf\n    type: pdf\n"
        + "  - title: Scan\n    file: b.png\n    type: png\n")
    let clash = Self.merge(
      "documents/documents.yaml", base: base,
      here: base.replacingOccurrences(of: "Blood test", with: "Blood test, October"),
      there: base.replacingOccurrences(of: "Blood test", with: "Bloods"))
    #expect(clash.conflicts == 1)
  }

  @Test("a composite moves with its components")
  func components() {
    let base = "lunch:\n  - 12:00 soup\n"
    let here = base + "  - 12:30 salad 1 serving = 400 kcal\n  - + oil 10 ml = 88 kcal\n"
    let there = base + "  - 12:10 tea\n"
    #expect(
      Self.merge(base: base, here: here, there: there).text
        == "lunch:\n  - 12:00 soup\n  - 12:10 tea\n  - 12:30 salad 1 serving = 400 kcal\n"
        + "  - + oil 10 ml = 88 kcal\n")
  }
}
