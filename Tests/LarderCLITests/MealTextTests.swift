import Foundation
import LarderTestSupport
import Testing

/// A new journal from `larder init` (the starter library) with a goal of 2,000 kcal, for meal
/// text end to end; "today" is 2026-11-21.
struct MealJournal: ReadsJSONOutput {
  let root: URL
  static let today = "2026-11-21"
  static let day = "log/2026/11/2026-11-21.yaml"

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-meal-\(UUID().uuidString)", isDirectory: true)
    for arguments in [
      ["init", root.path],
      ["goals", "set", "--kcal", "2000", "--protein", "150", "--carbs", "200", "--fat", "65"],
    ] {
      let run = try LarderBinary.run(
        arguments + ["--today", Self.today], in: FileManager.default.temporaryDirectory,
        environment: ["LARDER_JOURNAL": root.path])
      guard run.status == 0 else { throw LogJournalFailure(description: "\(run)") }
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// Runs `larder arguments… --today 2026-11-21` in the journal.
  func larder(_ arguments: [String]) throws -> LarderRun {
    try LarderBinary.run(arguments + ["--today", Self.today], in: root)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The subjects of the commits, newest first.
  func subjects() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", root.path, "log", "--format=%s"]
    process.environment = LarderBinary.baseEnvironment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Decodes the JSON object a run printed.
}

/// `larder parse` and `larder add` of a meal in words, end to end.
@Suite("Meal text: larder parse and larder add, end to end")
struct MealTextTests {
  static let meal = "grilled chicken breast with a cup of rice and some broccoli"

  @Test("parse shows each item with food, amount, nutrition and confidence, and writes nothing")
  func parses() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder(["parse", Self.meal])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty)
    try LogGolden.check(run.stdout, "meal-parse.txt")
    #expect(!journal.exists(MealJournal.day))
    #expect(try journal.subjects().count == 2)
  }

  @Test("parse --json gives each item's food, source id, grams, nutrition and confidence")
  func parsesJSON() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder(["parse", Self.meal, "--json"])
    #expect(run.status == 0, "\(run)")
    let reading = try journal.json(run)
    let items = try #require(reading["items"] as? [[String: Any]])
    #expect(items.count == 3)
    #expect(
      items.map { $0["food"] as? String } == [
        "Chicken breast, grilled", "White rice, cooked", "Broccoli, steamed",
      ])
    #expect(
      items.map { $0["source"] as? String } == [
        "usda-sr 05064", "usda-sr 20045", "usda-sr 11091",
      ])
    #expect(items.map { $0["grams"] as? Double } == [86, 158, 100])
    #expect(items.map { $0["level"] as? String } == ["high", "high", "medium"])
    #expect(items.map { $0["label"] as? String } == ["verified", "verified", "estimated"])
    #expect(items[1]["confidence"] as? Double == 1)
    #expect(items[1]["text"] as? String == "a cup of rice")
    #expect((items[1]["nutrition"] as? [String: Any])?["kcal"] as? Double == 205.4)
    #expect((reading["total"] as? [String: Any])?["kcal"] as? Double == 382.3)
    #expect(reading["unknown"] as? Int == 0)
  }

  @Test("an item that matches nothing is listed with suggestions; parse exits 1")
  func unknownItem() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder(["parse", "toast and blorp and peanut buter"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("  2  unknown"), "\(run)")
    #expect(run.stdout.contains("? no match"))
    #expect(run.stdout.contains("Peanut butter"))
    #expect(run.stdout.contains("--pick 2=NAME"))
  }

  @Test("a unit the food lacks is a guess to review: the other items stand; parse exits 1")
  func guessedItem() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder(["parse", "2 blorps of rice and an apple", "--json"])
    #expect(run.status == 1, "\(run)")
    let items = try #require(try journal.json(run)["items"] as? [[String: Any]])
    #expect(items.count == 2)
    #expect(items[0]["level"] as? String == "low")
    #expect((items[0]["note"] as? String)?.contains("\"blorps\" is not a measure of") == true)
    #expect(items[1]["level"] as? String == "high")
    let text = try journal.larder(["parse", "2 blorps of rice and an apple"])
    #expect(text.status == 1, "\(text)")
    #expect(text.stdout.contains("please review"), "\(text)")
    #expect(text.stdout.contains("is not a measure of"), "\(text)")
  }

  @Test("an absurd amount: parse shows the item to review, add refuses it, nothing written")
  func absurdAmount() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let message = "\"900 cups of rice\" is 142.2 kg, more than one meal holds"
    let parse = try journal.larder(["parse", "900 cups of rice and an apple"])
    #expect(parse.status == 1, "\(parse)")
    #expect(parse.stdout.contains(message + ": taken as"), "\(parse)")
    let add = try journal.larder(["add", "900 cups of rice and an apple", "--yes"])
    #expect(add.status == 1, "\(add)")
    #expect(add.stdout.isEmpty, "\(add)")
    #expect(add.stderr.contains("error: " + message), "\(add)")
    #expect(add.stderr.contains("hint: ") && add.stderr.contains("g versus kg"), "\(add)")
    #expect(!journal.exists(MealJournal.day))
  }

  @Test(
    "bad input: a message with a hint, exit 1, nothing written",
    arguments: [
      ("", "there is no meal to read", "Describe it in words"),
      ("and with the", "names no food", "Name what was eaten"),
    ])
  func badInput(_ text: String, _ message: String, _ hint: String) throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    for command in ["parse", "add"] {
      let run = try journal.larder(
        [command, text, "--yes"].filter { command == "add" || $0 != "--yes" })
      #expect(run.status == 1, "\(run)")
      #expect(run.stdout.isEmpty, "\(run)")
      #expect(run.stderr.contains("error: \(message)") || run.stderr.contains(message), "\(run)")
      #expect(run.stderr.contains("hint: ") && run.stderr.contains(hint), "\(run)")
    }
    #expect(!journal.exists(MealJournal.day))
    #expect(try journal.subjects().count == 2)
  }

  @Test("add logs one entry line per item in one slot and one commit")
  func adds() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder(["add", Self.meal, "--time", "12:40", "--yes"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Meal: 382 kcal"))
    #expect(run.stdout.contains("Add to lunch, Saturday 21 November 2026"))
    #expect(
      try journal.read(MealJournal.day) == """
        # Saturday 21 November 2026
        lunch:
          - 12:40 chicken breast, grilled 1 piece = 142 kcal 26.7p 0c 3.1f; protein sources 0.7
          - 12:40 white rice, cooked 1 cup        = 205 kcal 4.3p 44.6c 0.5f; starchy sides 1.1
          - 12:40 broccoli, steamed 100 g         = 35 kcal 2.4p 7.2c 0.4f; vegetables 1

        """)
    #expect(
      try journal.subjects().first
        == "add 2026-11-21 lunch: \(Self.meal) (3 items, +382 kcal)")
  }

  @Test("add logs a measure whose name holds a number, as USDA names them, in grams")
  func addsNumberedMeasureInGrams() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    try Data(
      """
      foods:
        Cereals ready-to-eat, zorbix crunch:
          nutrition: 321 kcal 10p 79c 2f
          measures: cup ( 1 NLEA serving) = 59 g; can (10.7 oz) = 303 g
      """.utf8
    ).write(to: journal.root.appendingPathComponent("foods/usda.yaml"))
    let run = try journal.larder(["add", "a cup of zorbix crunch", "--time", "08:00", "--yes"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("1 cup ( 1 NLEA serving) (59 g)"), "\(run)")
    #expect(
      try journal.read(MealJournal.day).contains(
        "08:00 cereals ready-to-eat, zorbix crunch 59 g = 189 kcal"))
  }

  @Test("add --dry-run shows the reading, then the day's totals before and after against the goal")
  func dryRun() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder([
      "add", "for breakfast: two eggs, toast with butter and a glass of orange juice",
      "--time", "12:00", "--dry-run",
    ])
    #expect(run.status == 0, "\(run)")
    try LogGolden.check(run.stdout, "meal-add-dry-run.txt")
    #expect(run.stdout.contains("Add to breakfast"))
    #expect(!journal.exists(MealJournal.day))
  }

  @Test("--pick corrects an item's food and keeps its amount, quoted or not")
  func picks() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    for pick in [["2=brown rice"], ["2=brown", "rice"]] {
      let run = try journal.larder(
        ["parse", "two eggs and a cup of rice", "--json", "--pick"] + pick)
      #expect(run.status == 0, "\(run)")
      let items = try #require(try journal.json(run)["items"] as? [[String: Any]])
      #expect(items[1]["food"] as? String == "Brown rice, cooked")
      #expect(items[1]["picked"] as? Bool == true)
      #expect(items[1]["grams"] as? Double == 202)
    }
    let add = try journal.larder([
      "add", "two eggs and a cup of rice", "--time", "08:00", "--yes", "--pick", "2=brown rice",
    ])
    #expect(add.status == 0, "\(add)")
    #expect(try journal.read(MealJournal.day).contains("08:00 brown rice, cooked 1 cup"))
    let bad = try journal.larder(["parse", "eggs and rice", "--pick", "rice"])
    #expect(bad.status == 2, "\(bad)")
    #expect(bad.stderr.contains("\"rice\" is not a correction"))
    let missing = try journal.larder(["parse", "eggs and rice", "--pick", "5=toast"])
    #expect(missing.status == 1, "\(missing)")
    #expect(missing.stderr.contains("there is no item 5"))
  }

  @Test("a meal written after --pick is refused with a hint, nothing written")
  func mealAfterPick() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    for command in ["parse", "add"] {
      let run = try journal.larder(
        [command, "--pick", "2=brown rice", "two", "eggs", "and", "a", "cup", "of", "rice"])
      #expect(run.status == 2, "\(run)")
      #expect(
        run.stderr.contains(
          "no meal before --pick: \"2=brown rice two eggs and a cup of rice\" was read"),
        "\(run)")
      #expect(run.stderr.contains("Put the meal's words before --pick"))
    }
    #expect(!journal.exists(MealJournal.day))
  }

  @Test("a best guess is shown for review; add logs nothing until it is corrected")
  func bestGuessIsNotLogged() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let parse = try journal.larder(["parse", "--json", "toast and a frosted cake donut"])
    #expect(parse.status == 1, "\(parse)")
    let items = try #require(try journal.json(parse)["items"] as? [[String: Any]])
    #expect(items[1]["food"] as? String == "Glazed doughnut")
    #expect(items[1]["guess"] as? Bool == true)
    #expect(items[1]["label"] as? String == "please review")
    #expect(items[0]["guess"] as? Bool == false)
    let add = try journal.larder(["add", "toast and a frosted cake donut", "--yes"])
    #expect(add.status == 1, "\(add)")
    #expect(
      add.stderr.contains(
        "item 2, \"a frosted cake donut\", matches no food (Glazed doughnut is only a guess)"))
    #expect(!journal.exists(MealJournal.day))
    let picked = try journal.larder(
      ["add", "toast and a frosted cake donut", "--pick", "2=glazed doughnut", "--yes"])
    #expect(picked.status == 0, "\(picked)")
    #expect(try journal.read(MealJournal.day).contains("glazed doughnut"))
  }

  @Test("add refuses a meal with an item that matches nothing: exit 1, a hint, nothing written")
  func addRefusesUnknownItems() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder(["add", "toast and blorp", "--yes"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("? no match"))
    #expect(run.stderr.contains("item 2, \"blorp\", matches no food; nothing written"))
    #expect(run.stderr.contains("--pick 2=NAME"))
    #expect(!journal.exists(MealJournal.day))
    #expect(try journal.subjects().count == 2)
  }

  @Test("add --json is the preview of add with the reading under meal")
  func addsJSON() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let run = try journal.larder(["add", "an apple and a coffee", "--time", "10:30", "--json"])
    #expect(run.status == 0, "\(run)")
    let output = try journal.json(run)
    #expect(output["written"] as? Bool == true)
    #expect((output["added"] as? [[String: Any]])?.count == 2)
    let meal = try #require(output["meal"] as? [String: Any])
    let items = try #require(meal["items"] as? [[String: Any]])
    #expect(items.map { $0["food"] as? String } == ["Apple", "Coffee"])
    #expect(items.map { $0["source"] as? String } == ["usda-sr 09003", "usda-sr 14209"])
  }

  @Test("words that make one entry line keep meaning that line")
  func entryLinesKeepTheirMeaning() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let eggs = try journal.larder(["add", "2 eggs", "--time", "08:00", "--yes"])
    #expect(eggs.status == 0, "\(eggs)")
    #expect(!eggs.stdout.contains("Meal:"))
    #expect(try journal.read(MealJournal.day).contains("- 08:00 eggs 2 pieces = "))
    let typo = try journal.larder(["add", "chiken breast 150 g", "--time", "12:00", "--yes"])
    #expect(typo.status == 1, "\(typo)")
    #expect(typo.stderr.contains("unknown food \"chiken breast\""))
    let mac = try journal.larder(["add", "mac and cheese", "--time", "19:00", "--yes"])
    #expect(mac.status == 0, "\(mac)")
    #expect(!mac.stdout.contains("Meal:"))
    #expect(try journal.read(MealJournal.day).contains("- 19:00 mac and cheese 1 serving = "))
  }

  @Test("--help explains meal text with examples")
  func help() throws {
    let journal = try MealJournal()
    defer { journal.remove() }
    let parse = try LarderBinary.run(["parse", "--help"], in: journal.root)
    #expect(parse.status == 0)
    #expect(parse.stdout.contains("larder parse \"grilled chicken breast with a cup of rice"))
    #expect(parse.stdout.contains("--pick"))
    let add = try LarderBinary.run(["add", "--help"], in: journal.root)
    #expect(add.stdout.contains("--pick 2=brown rice"))
  }
}
