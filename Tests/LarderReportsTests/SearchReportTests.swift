import LarderModel
import LarderReports
import Testing

@Suite("Search")
struct SearchReportTests {
  static let cream = Food(
    name: "Crème fraîche", aliases: ["sour cream"],
    nutrition: Nutrients(kcal: 292, protein: 2.4, carbs: 2.6, fat: 30))

  static func journal() -> Journal {
    var journal = Fixtures.journal(days: [
      Day(
        date: Fixtures.date("2026-11-02"),
        meals: [
          MealLog(slot: "breakfast", entries: [Fixtures.food("oats", 60, at: "07:30")]),
          MealLog(
            slot: "dinner",
            entries: [
              Entry(
                time: Fixtures.time("19:00"), kind: .food("CRÈME FRAÎCHE", Quantity(30, .gram)),
                snapshot: Nutrients(kcal: 88))
            ]),
        ]),
      Day(
        date: Fixtures.date("2026-11-03"),
        meals: [
          MealLog(
            slot: "dinner",
            entries: [
              Entry(
                time: Fixtures.time("19:00"), kind: .freeText("tarte flambée", nil),
                snapshot: Nutrients(kcal: 610), comment: "with creme fraiche"),
              Entry(
                time: Fixtures.time("23:30"), kind: .freeText("crème brûlée", nil),
                snapshot: Nutrients(kcal: 300)),
            ]),
          MealLog(
            slot: "midnight",
            entries: [
              Entry(
                time: Fixtures.time("01:15"), kind: .freeText("creme egg", nil),
                snapshot: Nutrients(kcal: 180))
            ]),
        ],
        activity: [Entry(kind: .activity(name: "creme run", minutes: 30))]),
      Day(
        date: Fixtures.date("2026-10-20"),
        meals: [
          MealLog(
            slot: "breakfast",
            entries: [
              Fixtures.food("overnight oats", 1, .serving, at: "08:00"),
              Fixtures.food("oatmeal, dry", 60, component: true),
              Fixtures.food("whole milk", 200, .milliliter, component: true),
            ])
        ]),
    ])
    journal.library.add(cream)
    return journal
  }

  func search(
    _ text: String, from: String? = nil, to: String? = nil, meal: Name? = nil,
    limit: Int? = nil
  ) -> SearchReport {
    SearchReport(
      query: SearchQuery(
        text: text, from: from.map(Fixtures.date), to: to.map(Fixtures.date), meal: meal,
        limit: limit),
      journal: Self.journal())
  }

  @Test("case and accents are ignored; names, free text and comments match; activity does not")
  func folding() {
    let report = search("  CREME  ")
    #expect(
      report.matches.map(\.entry.what) == [
        "creme egg", "crème brûlée", "tarte flambée", "CRÈME FRAÎCHE",
      ])
    #expect(report.matches[2].fields == [.comment])
    #expect(report.matches[3].fields == [.name])
    // Only the case differs from the library's name: nothing to point out.
    #expect(report.matches[3].libraryName == nil)
    #expect(report.matches[3].kcal == 88)
    #expect(search("brulee").matchCount == 1)
    #expect(search("BRÛLÉE").matchCount == 1)
  }

  @Test("newest first: by day, then by time in the journal day, the night after last")
  func order() {
    let report = search("e")
    #expect(
      report.matches.prefix(3).map(\.entry.what) == ["creme egg", "crème brûlée", "tarte flambée"])
    #expect(report.lastDate == Fixtures.date("2026-11-03"))
    #expect(report.firstDate == Fixtures.date("2026-10-20"))
  }

  @Test("an alias of the food an entry names matches it; components name their composite")
  func aliases() {
    let report = search("oatmeal")
    #expect(report.matches.map(\.entry.what) == ["oats", "oatmeal, dry"])
    #expect(report.matches[0].fields == [.alias])
    #expect(report.matches[0].matchedAlias == "Oatmeal, dry")
    #expect(report.matches[0].libraryName == "Oatmeal, dry")
    // 60 g of oatmeal at 379 kcal per 100 g, from the library: the entry has no snapshot.
    #expect(abs((report.matches[0].kcal ?? 0) - 227.4) < 1e-9)
    #expect(report.matches[1].composite?.what == "overnight oats")
    #expect(search("sour cream").matches.map(\.entry.what) == ["CRÈME FRAÎCHE"])
  }

  @Test("period, meal and limit narrow the list; the summary counts every match")
  func filters() {
    #expect(search("oat", from: "2026-11-01").matchCount == 1)
    #expect(search("oat", to: "2026-10-31").matchCount == 2)
    #expect(search("creme", meal: "Dinner").matchCount == 3)
    let limited = search("creme", limit: 2)
    #expect(limited.matches.count == 2)
    #expect(limited.matchCount == 4)
    #expect(limited.dayCount == 2)
  }

  @Test("nothing found: suggestions from the library")
  func suggestions() {
    let report = search("oatmel")
    #expect(report.matchCount == 0)
    #expect(report.dayCount == 0)
    #expect(report.lastDate == nil)
    #expect(report.suggestions.first == "Oatmeal, dry")
    #expect(search("oats").suggestions.isEmpty)
  }
}
