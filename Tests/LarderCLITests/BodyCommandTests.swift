import Foundation
import LarderTestSupport
import Testing

/// `larder body`, `body add` and `body rm` end to end on a copy of the example journal.
@Suite("Body: larder body, add and rm, end to end")
struct BodyCommandTests {
  static let path = "body/2026.yaml"

  @Test("body shows current weight, changes, trend, target progress and charts")
  func shows() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder("body")
    #expect(run.status == 0, "\(run)")
    for text in [
      "Current weight                   83.6 kg  on 2026-11-20",
      "Last weight                      83.1 kg  on 2026-11-19",
      "Last week                        -0.3 kg", "Last month                       -1.5 kg",
      "Trend weight                     83.9 kg", "Target date                   2027-06-15",
      "Days remaining                  207 days", "On track                             yes",
      "2026-08-22 – 2026-11-20", "weight  ", "trend   ", "steps   ",
    ] {
      #expect(run.stdout.contains(text), "missing \(text)\n\(run.stdout)")
    }
  }

  @Test("--json holds the numbers in metric units and the days of the range")
  func json() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let object = try journal.json(try journal.larder("body", "--json", "--range", "1w"))
    #expect(object["current_kg"] as? Double == 83.6)
    #expect((object["days"] as? [Any])?.count == 7)
    #expect((object["trend"] as? [Any])?.count == 7)
    let rate = try #require(object["trend_weekly_rate_kg"] as? Double)
    #expect(rate < 0 && rate > -1.5)
    let target = try #require(object["target"] as? [String: Any])
    #expect(target["days_remaining"] as? Int == 207)
    #expect(target["on_track"] as? Bool == true)
  }

  @Test("--json rounds each metric to its precision: pounds and averages carry no noise")
  func jsonWithoutNoise() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let text = try journal.read(Self.path)
    let lastWeek = try #require(text.range(of: "2026-11-14:"))
    let pounds = ["185", "184.6", "184.8", "184.2", "184.4", "183.8", "185.2"]
    try journal.write(
      Self.path,
      text[..<lastWeek.lowerBound]
        + pounds.enumerated().map { "2026-11-\(14 + $0): weight \($1) lb, waist 36.2 in\n" }
        .joined())
    let run = try journal.larder("body", "--json", "--range", "1w")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.range(of: #"\.[0-9]{4,}"#, options: .regularExpression) == nil, "\(run.stdout)")
    let object = try journal.json(run)
    #expect(object["current_kg"] as? Double == 84.01, "185.2 lb")
    let averages = try #require(object["averages"] as? [String: Any])
    #expect(averages["weight_kg"] as? Double == 83.72)
    #expect(averages["waist_cm"] as? Double == 91.9)
    let first = try #require((object["days"] as? [[String: Any]])?.first)
    #expect(first["weight_kg"] as? Double == 83.91, "185 lb")
  }

  @Test("lines with errors are left out, with a warning on standard error")
  func warnsAboutErrors() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let text = try journal.read(Self.path)
    try journal.write(Self.path, text + "2026-11-21: weight heavy\n")
    // An error elsewhere in the journal is not the body files'.
    let settings = try journal.read("larder.yaml")
    try journal.write("larder.yaml", settings + "week start: friday\n")
    let run = try journal.larder("body", "--list", "--range", "1w")
    #expect(run.status == 0)
    #expect(run.stderr.contains("warning: the body files have 1 error; those lines are left out"))
    #expect(run.stdout.split(separator: "\n").count == 7)
  }

  @Test("--list prints one line per day in the range")
  func lists() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder("body", "--list", "--range", "1w")
    #expect(run.stdout.split(separator: "\n").count == 7)
    #expect(run.stdout.hasSuffix("2026-11-20  weight 83.6 kg, fat 24.6 %, steps 11,558\n"))
  }

  @Test("add converts pounds and inches, merges into the day's line, and commits once")
  func adds() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder("body", "add", "weight", "185", "lb", "waist", "36in")
    #expect(run.status == 0, "\(run)")
    #expect(
      try journal.read(Self.path).contains(
        "2026-11-20: weight 83.91 kg, fat 24.6 %, waist 91.44 cm, steps 11558\n"))
    #expect(try journal.subjects().first == "body add 2026-11-20: weight 83.91 kg, waist 91.44 cm")
    #expect(try journal.git("status", "--porcelain").isEmpty)
  }

  @Test("add with --date and --no-commit writes the day in date order, uncommitted")
  func addsDated() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let before = try journal.subjects()
    let run = try journal.larder(
      "body", "add", "steps", "4000", "--date", "2026-01-05", "--no-commit")
    #expect(run.status == 0, "\(run)")
    #expect(try journal.read(Self.path).hasPrefix("2026-01-05: steps 4000\n2026-08-18:"))
    #expect(try journal.subjects() == before)
  }

  @Test(
    "implausible values, unknown metrics and future dates are refused; nothing is written",
    arguments: [
      (["weight", "0"], "weight 0 kg is not plausible"),
      (["weight", "900", "kg"], "weight 900 kg is not plausible"),
      (["fat", "140"], "fat 140 % is not plausible"),
      (["steps", "12.5"], "steps must be a whole number"),
      (["weight", "80", "stone"], "\"stone\" is not a unit of weight"),
      (["height", "180"], "\"height\" is not a body metric"),
      (["weight"], "weight needs a number"),
      (["weight", "80", "--date", "2026-11-21"], "2026-11-21 is in the future"),
    ])
  func refuses(_ words: [String], _ message: String) throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let before = try journal.read(Self.path)
    let run = try LarderBinary.run(
      ["body", "add"] + words + ["--today", BodyJournal.today], in: journal.root)
    #expect(run.status == 1)
    #expect(run.stderr.contains("error: \(message)"), "\(run)")
    #expect(run.stderr.contains("hint:"))
    #expect(try journal.read(Self.path) == before)
    #expect(try journal.subjects().count == 1)
  }

  @Test("rm removes named metrics or the whole day, and refuses a day without metrics")
  func removes() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    #expect(try journal.larder("body", "rm", "2026-11-20", "fat", "--yes").status == 0)
    #expect(try journal.read(Self.path).contains("2026-11-20: weight 83.6 kg, steps 11558\n"))
    #expect(try journal.larder("body", "rm", "yesterday", "--yes").status == 0)
    #expect(!(try journal.read(Self.path).contains("2026-11-19:")))
    #expect(try journal.subjects().prefix(2) == ["body rm 2026-11-19", "body rm 2026-11-20 fat"])
    let refused = try journal.larder("body", "rm", "2025-01-01")
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("no body metrics on 2025-01-01"))
  }

  @Test("in an imperial journal a bare number is pounds or inches; the file holds kg and cm")
  func imperial() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let settings = try journal.read("larder.yaml")
    try journal.write(
      "larder.yaml", settings.replacingOccurrences(of: "units: metric", with: "units: imperial"))
    let run = try journal.larder("body", "add", "weight", "185", "waist", "36", "fat", "24")
    #expect(run.status == 0, "\(run)")
    #expect(
      try journal.read(Self.path).contains(
        "2026-11-20: weight 83.91 kg, fat 24 %, waist 91.44 cm, steps 11558\n"))
    let shown = try journal.larder("body", "--range", "1w")
    #expect(shown.stdout.contains("Current weight                  185.0 lb"), "\(shown)")
  }
}
