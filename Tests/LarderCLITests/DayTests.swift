import Foundation
import LarderTestSupport
import Testing

@Suite("larder day, end to end")
struct DayTests {
  /// Three meals of 1,200 kcal, 80 g protein, 150 g carbs and 50 g fat (seed 000).
  static let twelveHundred = """
    breakfast:
      - 08:00 porridge bowl 1 serving  = 400 kcal 25p 50c 15f
    lunch:
      - 12:30 pasta salad 1 serving  = 500 kcal 35p 60c 20f
    dinner:
      - 19:00 vegetable soup 1 serving  = 300 kcal 20p 40c 15f

    """

  static let seedGoal = ["2026-11-01": "2000 kcal 100p 200c 60f"]

  @Test("1,200 of 2,000 kcal is 60 % with 800 kcal remaining; macros 80 %, 75 %, 83 %")
  func sixtyPercent() throws {
    let journal = try DayJournal(goals: Self.seedGoal)
    defer { journal.remove() }
    try journal.day("2026-11-20", Self.twelveHundred)
    let run = try journal.run(["today"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0] == "FRI - 20 Nov 26 · Today · resets at 04:00")
    #expect(run.stdout.contains("  1,200 kcal of 2,000\n"))
    #expect(run.stdout.contains("  60%  800 kcal remaining\n"))
    #expect(!run.stdout.contains("Goal met"))
    let protein = try #require(lines.first { $0.hasPrefix("  Protein") })
    #expect(protein.contains("80 g") && protein.contains("of 100 g") && protein.contains(" 80% "))
    #expect(protein.hasSuffix("23% of energy"))
    let carbs = try #require(lines.first { $0.hasPrefix("  Carbs") })
    #expect(carbs.contains("150 g") && carbs.contains("of 200 g") && carbs.contains(" 75% "))
    #expect(carbs.hasSuffix("44% of energy"))
    let fat = try #require(lines.first { $0.hasPrefix("  Fat") })
    #expect(fat.contains("50 g") && fat.contains("of 60 g") && fat.contains(" 83% "))
    #expect(fat.hasSuffix("33% of energy"))
    #expect(run.stdout.contains("3 entries"))
  }

  @Test("2,100 of 2,000 kcal is 105 %, 100 kcal over goal, and within 5 % is celebrated")
  func overGoal() throws {
    let journal = try DayJournal(goals: Self.seedGoal)
    defer { journal.remove() }
    try journal.day(
      "2026-11-20",
      Self.twelveHundred + "late night:\n  - 22:00 cheese board = 900 kcal 30p 10c 80f\n")
    let run = try journal.run(["day"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("  2,100 kcal of 2,000\n"))
    #expect(run.stdout.contains("▸  105%  ▲ 100 kcal over goal\n"))
    #expect(run.stdout.contains("✓ Goal met: within 5 % of your 2,000 kcal. Well done!"))
    #expect(run.stdout.contains("▲ 70 g over"), "fat 130 g against 60 g shows its excess")

    try journal.day(
      "2026-11-20", Self.twelveHundred + "late night:\n  - 22:00 cheese board = 1100 kcal\n")
    let far = try journal.run(["day"])
    #expect(far.stdout.contains("115%  ▲ 300 kcal over goal\n"))
    #expect(!far.stdout.contains("Goal met"))
  }

  @Test("no goal shows the total and the command that sets one; a zero goal never divides")
  func noGoal() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day("2026-11-20", Self.twelveHundred)
    let run = try journal.run(["day"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains("  1,200 kcal\n  No goal set. Set one with: larder goals set --kcal"))
    #expect(run.stdout.contains("no goal"))
    #expect(!run.stdout.contains("%  "))

    try journal.write("larder.yaml", "format: 1\ngoals:\n  2026-11-01: 0 kcal 0p 0c 0f\n")
    let zero = try journal.run(["day", "--json"])
    #expect(zero.status == 0, "\(zero)")
    #expect(!zero.stdout.contains("inf") && !zero.stdout.contains("nan"))
    let calories = try #require(try journal.json(zero)["calories"] as? [String: Any])
    #expect(calories["status"] as? String == "no goal")
    #expect(calories["percent"] == nil)
    #expect(zero.stderr.contains("larder.yaml has 1 error"))
  }

  @Test("MISSING only below target; over only for at-most, range and exact rules")
  func missingRules() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day(
      "2026-11-20",
      """
      lunch:
        - 12:00 vegetables 1.5 portions
        - 12:00 fruit 3 portions
        - 12:00 treats 2 portions
        - 12:00 dairy 3 portions
        - 12:00 oils / fats / nuts 3.5 portions
        - 12:00 unsweetened drinks 2.5 L

      """)
    let run = try journal.run(["day"])
    #expect(run.status == 0, "\(run)")
    let rows = run.stdout.split(separator: "\n").map(String.init)
    func row(_ name: String) -> String { rows.first { $0.hasPrefix("  " + name + " ") } ?? "" }
    #expect(row("Vegetables").hasSuffix("MISSING 1.5 portions"))
    #expect(row("Fruit").hasSuffix("✓ on target"), "above an at-least target is fine")
    #expect(row("Treats").hasSuffix("▲ 1.0 portions over"))
    #expect(row("Dairy").hasSuffix("✓ on target"))
    #expect(row("Oils / Fats / Nuts").hasSuffix("▲ 0.5 portions over"))
    #expect(row("Unsweetened Drinks").hasSuffix("▲ 0.5 L over"))
    #expect(row("Protein Sources").hasSuffix("MISSING 1.0 portions"))
    #expect(row("Sports").hasSuffix("MISSING 30 min"))
    #expect(run.stdout.contains("On target: 2/9"))
    #expect(!run.stdout.contains("MISSING 0"))
  }

  @Test("an entry after midnight belongs to the day before; the reset notice comes at 03:45")
  func cutoff() throws {
    let journal = try DayJournal(goals: Self.seedGoal)
    defer { journal.remove() }
    try journal.day(
      "2026-11-20",
      """
      late night:
        - 23:50 herbal tea 1 cup  = 5 kcal
      midnight:
        - 01:30 toast and jam = 250 kcal 6p 45c 5f

      """)
    let run = try journal.run(["day", "--now", "03:50"])
    #expect(run.status == 0, "\(run)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines[1] == "⏰ Today ends in 10 minutes, at 04:00; entries after that count toward tomorrow.")
    #expect(run.stdout.contains("  255 kcal of 2,000"))
    let first = try #require(lines.firstIndex { $0.contains("toast and jam") })
    let second = try #require(lines.firstIndex { $0.contains("herbal tea") })
    #expect(first < second, "01:30 is the most recent entry of the day")
    let early = try journal.run(["day", "--now", "03:30"])
    #expect(!early.stdout.contains("⏰"))
    let next = try journal.run(["day", "2026-11-21", "--now", "03:50"])
    #expect(next.stdout.contains("SAT - 21 Nov 26 · Tomorrow"))
    #expect(!next.stdout.contains("⏰"), "only today resets")
    #expect(next.stdout.contains("  0 kcal of 2,000"))
  }

  @Test("a past day is judged by the goal in force then, across a change mid-month")
  func goalChange() throws {
    let journal = try DayJournal(goals: ["2026-11-01": "2000 kcal", "2026-11-15": "1800 kcal"])
    defer { journal.remove() }
    try journal.day("2026-11-10", Self.twelveHundred)
    try journal.day("2026-11-20", Self.twelveHundred)
    let before = try journal.run(["day", "2026-11-10"])
    #expect(before.stdout.contains("TUE - 10 Nov 26 · 10 days ago"))
    #expect(before.stdout.contains("  1,200 kcal of 2,000\n"))
    #expect(before.stdout.contains("60%  800 kcal remaining"))
    let after = try journal.run(["day", "yesterday"], today: "2026-11-21")
    #expect(after.stdout.contains("FRI - 20 Nov 26 · Yesterday\n"))
    #expect(after.stdout.contains("  1,200 kcal of 1,800\n"))
    #expect(after.stdout.contains("67%  600 kcal remaining"))
    #expect(after.stdout.contains("larder edit 2026-11-20:REF"))
  }

  @Test("an empty day encourages the first entry")
  func emptyDay() throws {
    let journal = try DayJournal(goals: Self.seedGoal)
    defer { journal.remove() }
    let run = try journal.run(["today"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("  0 kcal of 2,000\n"))
    #expect(run.stdout.contains("0%  2,000 kcal remaining"))
    #expect(run.stdout.contains("No entries yet today."))
    #expect(run.stdout.contains("larder add oatmeal 60 g"))
    let past = try journal.run(["day", "-3"])
    #expect(past.stdout.contains("Nothing logged on this day."))
    #expect(past.stdout.contains("larder add --date 2026-11-17"))
  }

  @Test("--json gives every number of the day")
  func json() throws {
    let journal = try DayJournal(goals: Self.seedGoal)
    defer { journal.remove() }
    try journal.day(
      "2026-11-20", Self.twelveHundred + "activity:\n  - 18:00 running 35 min = 300 kcal\n")
    let run = try journal.run(["day", "--json"])
    #expect(run.status == 0, "\(run)")
    let object = try journal.json(run)
    #expect(object["date"] as? String == "2026-11-20")
    #expect(object["is_today"] as? Bool == true)
    let calories = try #require(object["calories"] as? [String: Any])
    #expect(calories["consumed"] as? Double == 1_200)
    #expect(calories["percent"] as? Int == 60)
    #expect(calories["remaining"] as? Double == 800)
    #expect(calories["status"] as? String == "under")
    let macros = try #require(object["macros"] as? [[String: Any]])
    #expect(macros.map { $0["percent"] as? Int } == [80, 75, 83])
    #expect(macros.map { $0["energy_share_percent"] as? Int } == [23, 44, 33])
    let activity = try #require(object["activity"] as? [String: Any])
    #expect(activity["minutes"] as? Double == 35)
    #expect(activity["burned_kcal"] as? Double == 300)
    let categories = try #require(object["categories"] as? [[String: Any]])
    let sports = try #require(categories.first { $0["name"] as? String == "Sports" })
    #expect(sports["status"] as? String == "met")
    #expect(object["entry_count"] as? Int == 3)
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.map { $0["time"] as? String } == ["19:00", "18:00", "12:30", "08:00"])
    #expect(entries.allSatisfy { ($0["ref"] as? String)?.count == 4 })
    let score = try #require(object["score"] as? [String: Any])
    #expect(score["band"] as? String == "red")
    let meals = try #require(object["meals"] as? [[String: Any]])
    #expect(meals.map { $0["name"] as? String } == ["Breakfast", "Lunch", "Dinner", "Activity"])
  }

  @Test("--by meal subtotals each slot; --by category marks a recipe's components")
  func grouping() throws {
    let journal = try DayJournal(goals: Self.seedGoal)
    defer { journal.remove() }
    try journal.day(
      "2026-11-20",
      """
      lunch:
        - 12:30 lentil stew 1 serving
        - + lentils 120 g
        - + rice, cooked 150 g
        - 12:40 apple
      dinner:
        - 19:00 rice, cooked 150 g

      """)
    let byMeal = try journal.run(["day", "--by", "meal"])
    #expect(byMeal.status == 0, "\(byMeal)")
    #expect(byMeal.stdout.contains("Lunch  365 kcal · 13.1p 73c 2.4f\n"))
    #expect(byMeal.stdout.contains("Dinner  150 kcal · 3p 30c 1.5f\n"))
    #expect(byMeal.stdout.contains("+ lentils"))
    let byCategory = try journal.run(["day", "--by", "category"])
    #expect(byCategory.status == 0, "\(byCategory)")
    let component = try #require(
      byCategory.stdout.split(separator: "\n").first { $0.contains(" lentils ") })
    #expect(component.hasSuffix("from lentil stew"))
    #expect(byCategory.stdout.contains("Starchy Sides  2.0 portions of exactly 3 portions"))
    #expect(!byCategory.stdout.contains("On target:"))
    let one = try journal.run(["day", "--category", "protein sources"])
    #expect(one.stdout.contains("Protein Sources  1.0 portions of exactly 1 portion  ✓ on target"))
    #expect(!one.stdout.contains("apple"))
    let unknown = try journal.run(["day", "--category", "sweets"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("error: unknown category \"sweets\""))
    #expect(unknown.stderr.contains("hint: Categories: Unsweetened Drinks, Vegetables"))
  }

  @Test("a line that cannot be read is listed with ? and the check to run, and left out")
  func unreadable() throws {
    let journal = try DayJournal(goals: Self.seedGoal)
    defer { journal.remove() }
    try journal.day(
      "2026-11-20", "lunch:\n  - 12:00 chiken breast 150 g\n  - 12:05 apple 1 medium\n")
    let run = try journal.run(["day"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("  95 kcal of 2,000\n"))
    let row = try #require(run.stdout.split(separator: "\n").first { $0.contains("chiken") })
    #expect(row.hasPrefix("  12:00  Lunch") && row.contains("chiken breast 150 g"))
    #expect(row.contains("  ?  "))
    #expect(run.stdout.contains("? 1 line could not be read and is left out. Run `larder check"))
    #expect(run.stderr.contains("warning: log/2026/11/2026-11-20.yaml has 1 error"))
    let json = try journal.json(try journal.run(["day", "--json"]))
    let lines = try #require(json["unreadable"] as? [[String: Any]])
    #expect(lines.first?["text"] as? String == "12:00 chiken breast 150 g")
  }

  @Test("a bad date is refused with a hint")
  func badDate() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    let run = try journal.run(["day", "someday"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("\"someday\" is not a date"))
    #expect(run.stderr.contains("hint:"))
  }

  @Test("the example journal's day, as text and grouped, matches the golden files")
  func golden() throws {
    let journal = try DayGolden.exampleJournal()
    defer { journal.remove() }
    for (arguments, name) in [
      (["day"], "example-recent.txt"), (["day", "--by", "meal"], "example-by-meal.txt"),
      (["day", "2026-11-17", "--by", "category"], "example-by-category.txt"),
      (["day", "2026-11-08"], "example-sunday.txt"),
      (["day", "--category", "sports"], "example-sports.txt"),
      (["score", "--explain"], "example-score-explain.txt"),
    ] {
      let run = try journal.run(arguments)
      #expect(run.status == 0, "\(run)")
      #expect(run.stderr.isEmpty, "\(run)")
      try DayGolden.check(run.stdout, name)
    }
  }

  /// A day whose lines test every rule of their order and grouping: activity written before
  /// the meals, an orphan component, a recipe with its components, untimed lines, lines that
  /// cannot be read, a slot the plan lacks and a slot written twice.
  static let tangledDay = """
    activity:
      - 06:30 running 30 min = 300 kcal
      - walking 20 min
    breakfast:
      - + apple 1 medium
      - 07:00 lentil stew 1 serving
      - + lentils 120 g
      - + rice, cooked 150 g
      - apple 1 medium
      - mystery 10 g
      - 07:00 lentil stew 1 serving
    elevenses:
      - 11:00 apple 1 medium
    dinner:
      - 19:00 rice, cooked 150 g  # with the stew
      - "19:05 quoted: apple"
      - 0 g lentils
    breakfast:
      - 08:00 apple 1 medium

    """

  @Test("a tangled day lists its lines in the same order and with the same references")
  func tangledGolden() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    try journal.day("2026-11-20", Self.tangledDay)
    for (arguments, name) in [
      (["day"], "tangled-recent.txt"), (["day", "--by", "meal"], "tangled-by-meal.txt"),
      (["day", "--by", "category"], "tangled-by-category.txt"),
      (["day", "--json"], "tangled.json"),
    ] {
      let run = try journal.run(arguments)
      #expect(run.status == 0, "\(run)")
      try DayGolden.check(run.stdout, name)
    }
  }
}
