import Foundation
import LarderTestSupport
import Testing

@Suite("larder score, end to end")
struct ScoreTests {
  /// The default plan, with amounts that are easy to score by hand: drinks 1.5 L, vegetables
  /// 1.5, fruit 2, starchy sides 3, protein sources 1, dairy 2, oils 2.5, treats 2, and
  /// `sports` minutes of running.
  static func day(sports: Int) -> String {
    """
    lunch:
      - 12:00 unsweetened drinks 1.5 L
      - 12:00 vegetables 1.5 portions
      - 12:00 fruit 2 portions
      - 12:00 starchy sides 3 portions
      - 12:00 protein sources 1 portion
      - 12:00 dairy 2 portions
      - 12:00 oils / fats / nuts 2.5 portions
      - 12:00 treats 2 portions
    activity:
      - 18:00 running \(sports) min

    """
  }

  @Test("--explain on 80 columns wraps a long category name instead of cutting it")
  func explainWraps() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day("2026-11-20", Self.day(sports: 20))
    let run = try LarderBinary.run(
      ["score", "--explain", "--today", "2026-11-20"], in: journal.root,
      environment: ["COLUMNS": "80"])
    #expect(run.status == 0, "\(run)")
    let table = try #require(run.stdout.components(separatedBy: "How it adds up").first)
    #expect(!table.contains("…"), "\(run)")
    #expect(table.contains("\n  Starchy  ") && table.contains("\n  Sides\n"), "\(run)")
    #expect(table.contains("\n  Oils /  ") && table.contains("\n  Nuts\n"), "\(run)")
    for line in table.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("scores by hand-computed penalties and weights, without compensation")
  func handComputed() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day("2026-11-20", Self.day(sports: 20))
    // Drinks 10 + vegetables 0.12 × 50 + fruit 8 + starchy 12 + protein 12
    // + dairy 0.08 × 55 + oils 6 + treats 0.12 × 25 + sports 0.20 × 66.67 = 74.73.
    let run = try journal.run(["score", "--json"])
    #expect(run.status == 0, "\(run)")
    let object = try journal.json(run)
    let score = try #require(object["score"] as? [String: Any])
    #expect(score["value"] as? Double == 74.733)
    #expect(score["rounded"] as? Int == 75)
    #expect(score["band"] as? String == "yellow")
    let rows = try #require(object["categories"] as? [[String: Any]])
    let dairy = try #require(rows.first { $0["name"] as? String == "Dairy" })
    #expect(dairy["deviation"] as? Double == -0.9)
    #expect(dairy["penalty"] as? Double == 45)
    #expect(dairy["weight"] as? Double == 0.08)
    let treats = try #require(rows.first { $0["name"] as? String == "Treats" })
    #expect(treats["penalty"] as? Double == 75)
    #expect(treats["compensation"] == nil)

    let text = try journal.run(["score", "--explain"])
    #expect(text.stdout.contains("Daily score  75/100  ● fair (yellow)"))
    let lines = text.stdout.split(separator: "\n").map(String.init)
    func line(_ name: String, _ side: String) -> String {
      lines.first { $0.hasPrefix("  \(name) ") && $0.contains(side) } ?? ""
    }
    #expect(line("Vegetables", "under by 1.5").hasSuffix("50 × (1.5 ÷ 1.5) × 1 = 50.0 → score 50"))
    #expect(line("Treats", "over by 1").hasSuffix("50 × (1 ÷ 1)² × 1.5 = 75.0 → score 25"))
    #expect(line("Sports", "under by 10").hasSuffix("50 × (10 ÷ 15) × 1 = 33.3 → score 66.7"))
    #expect(line("Dairy", "under by 0.9").hasSuffix("50 × (0.9 ÷ 1) × 1 = 45.0 → score 55"))
    let total = try #require(
      text.stdout.split(separator: "\n").first { $0.hasPrefix("  Daily score ") })
    #expect(total.hasSuffix(" 74.7"))
  }

  @Test("45 minutes of sports offset one treat portion over target")
  func compensation() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day("2026-11-20", Self.day(sports: 45))
    // Treats 2 is 1 over; sports 45 is 15 min over 30, worth 15 / 15 = 1 portion; the offset
    // min(1, 1, 2) = 1 scores treats at 1: 100. Sports 45 ≥ 30: 100.
    // 10 + 6 + 8 + 12 + 12 + 4.4 + 6 + 12 + 20 = 90.4.
    let run = try journal.run(["score", "--explain"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Daily score  90/100  ● good (green)"))
    #expect(run.stdout.contains("2.0 portions → 1.0"))
    let note = run.stdout.split(separator: "\n").first { $0.contains("offset 1.0 portions") }
    #expect(
      note?.hasSuffix("by 15 min of Sports beyond its target: scored at 1.0 portions") == true)
    let json = try journal.json(try journal.run(["score", "--json"]))
    let rows = try #require(json["categories"] as? [[String: Any]])
    let treats = try #require(rows.first { $0["name"] as? String == "Treats" })
    let offset = try #require(treats["compensation"] as? [String: Any])
    #expect(offset["offset"] as? Double == 1)
    #expect(offset["surplus_used"] as? Double == 15)
    #expect(treats["score"] as? Double == 100)
    #expect((json["score"] as? [String: Any])?["value"] as? Double == 90.4)
  }

  @Test("a disabled category leaves the score, the others' weights renormalised")
  func disabled() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day("2026-11-20", Self.day(sports: 45))
    #expect(try journal.run(["targets", "disable", "dairy"]).status == 0)
    let json = try journal.json(try journal.run(["score", "--json"]))
    let rows = try #require(json["categories"] as? [[String: Any]])
    #expect(!rows.contains { $0["name"] as? String == "Dairy" })
    // Without dairy's 4.4 of 8: 86 / 0.92 = 93.478…
    #expect((json["score"] as? [String: Any])?["value"] as? Double == 93.478)
    #expect(rows.first?["weight"] as? Double == 0.109)
  }
}
