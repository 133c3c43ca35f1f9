import Foundation
import LarderTestSupport
import Testing

@Suite("larder targets, end to end")
struct TargetsTests {
  static let categories = """
    # Food groups
    categories:
      Vegetables:
        unit: portions
        target: at least 3  # five a day, one day
      Treats:
        unit: portions
        target: at most 1
      Sports:
        unit: min
        target: at least 30
        activity: yes
    compensation:
      Treats:
        offset by: Sports
        ratio: 15

    """

  static let day = """
    lunch:
      - 12:00 vegetables 1.5 portions
      - 12:10 treats 2 portions = 300 kcal; treats 2
    activity:
      - 18:00 running 20 min

    """

  static func journal() throws -> DayJournal {
    let journal = try DayJournal(files: ["categories.yaml": categories])
    // The shared library names categories this plan does not have.
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent("foods"))
    try journal.day("2026-11-20", day)
    return journal
  }

  @Test("targets lists every category with its rule and the day's status")
  func show() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    try journal.write(
      "categories.yaml",
      Self.categories.replacingOccurrences(
        of: "    target: at most 1\n", with: "    target: at most 1\n    enabled: no\n"))
    let run = try journal.run(["targets"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Food groups for FRI - 20 Nov 26 · Today · On target: 0/2\n"))
    let rows = run.stdout.split(separator: "\n").map(String.init)
    #expect(
      rows.contains { $0.hasPrefix("  1  Vegetables") && $0.hasSuffix("MISSING 1.5 portions") })
    #expect(rows.contains { $0.hasPrefix("  2  Treats") && $0.hasSuffix("disabled") })
    #expect(rows.contains { $0.contains("Sports") && $0.hasSuffix("activity minutes count here") })
    #expect(
      run.stdout.contains(
        "Treats over target is offset by Sports beyond its target: 15 min per portion"))
    let json = try journal.json(try journal.run(["targets", "--json"]))
    let categories = try #require(json["categories"] as? [[String: Any]])
    #expect(categories.map { $0["status"] as? String } == ["missing", "disabled", "missing"])
  }

  @Test("set, disable, enable, add and move change only their lines")
  func edits() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    for arguments in [
      ["set", "vegetables", "at", "least", "4"], ["disable", "treats"],
      ["add", "Nuts and Seeds", "--target", "1 to 2", "--after", "vegetables"],
      ["move", "sports", "--to", "1"], ["enable", "treats"],
    ] {
      let run = try journal.run(["targets"] + arguments)
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout.contains("\n✓ wrote categories.yaml"), "\(run)")
    }
    #expect(
      try journal.read("categories.yaml") == """
        # Food groups
        categories:
          Sports:
            unit: min
            target: at least 30
            activity: yes
          Vegetables:
            unit: portions
            target: at least 4  # five a day, one day
          Nuts and Seeds:
            unit: portions
            target: 1 to 2
          Treats:
            unit: portions
            target: at most 1
            enabled: yes
        compensation:
          Treats:
            offset by: Sports
            ratio: 15

        """)
    let reordered = try journal.run(["targets", "reorder", "treats", "--before", "sports"])
    #expect(reordered.status == 0, "\(reordered)")
    #expect(try journal.read("categories.yaml").contains("categories:\n  Treats:\n"))
  }

  @Test("without categories.yaml the defaults are written out, then changed")
  func defaultsFile() throws {
    let journal = try DayJournal()
    defer { journal.remove() }
    let run = try journal.run(["targets", "set", "fruit", "exactly 2"])
    #expect(run.status == 0, "\(run)")
    let text = try journal.read("categories.yaml")
    #expect(text.contains("  Fruit:\n    unit: portions\n    target: exactly 2\n"))
    #expect(text.contains("compensation:\n  Treats:\n    offset by: Sports\n    ratio: 15\n"))
    let check = try journal.run(["check"])
    #expect(check.status == 0, "\(check)")
  }

  @Test("rename renames the category in the plan, the day files and the library")
  func rename() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let run = try journal.run(["targets", "rename", "treats", "Sweets"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("targets rename Treats to Sweets (2 references in 1 file)"))
    let plan = try journal.read("categories.yaml")
    #expect(plan.contains("  Sweets:\n    unit: portions\n"))
    #expect(plan.contains("compensation:\n  Sweets:\n    offset by: Sports\n"))
    let day = try journal.read("log/2026/11/2026-11-20.yaml")
    #expect(day.contains("  - 12:10 sweets 2 portions = 300 kcal; sweets 2\n"))
    #expect(try journal.run(["check"]).status == 0)
  }

  @Test("remove is refused while entries use the category, unless they move")
  func remove() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    let refused = try journal.run(["targets", "remove", "treats"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("error: Treats is still used: 2 references in 1 file"))
    #expect(refused.stderr.contains("hint: Move them with `--move-to CATEGORY`"))
    #expect(try journal.read("categories.yaml") == Self.categories)
    let units = try journal.run(["targets", "remove", "treats", "--move-to", "sports"])
    #expect(units.status == 1)
    #expect(units.stderr.contains("Sports is counted in min, Treats in portions"))
    let activity = try journal.run(["targets", "remove", "sports", "--yes"])
    #expect(activity.stderr.contains("\"Sports\" counts activity minutes and cannot be removed"))
    let moved = try journal.run(["targets", "remove", "treats", "--move-to", "vegetables", "--yes"])
    #expect(moved.status == 0, "\(moved)")
    #expect(!(try journal.read("categories.yaml")).contains("Treats"))
    #expect(!(try journal.read("categories.yaml")).contains("compensation"))
    #expect(
      try journal.read("log/2026/11/2026-11-20.yaml").contains(
        "vegetables 2 portions = 300 kcal; vegetables 2"))
    #expect(try journal.run(["check"]).status == 0)
  }

  @Test("bad names, rules, units and places are refused with a hint")
  func refusals() throws {
    let journal = try Self.journal()
    defer { journal.remove() }
    // A change the journal cannot take is refused (1); a missing place is a usage error (2).
    for (arguments, message, status) in [
      (["set", "fruits", "at least 2"], "unknown category \"fruits\"", 1),
      (["remove", "sweets", "--move-to", "treats"], "unknown category \"sweets\"", 1),
      (["set", "vegetables", "lots"], "\"lots\" is not a target rule", 1),
      (["set", "vegetables", "3 to 1"], "range \"3 to 1\" runs backwards", 1),
      (
        ["add", "Vegetables", "--target", "at least 1"], "category \"Vegetables\" already exists", 1
      ),
      (["add", "Soup", "--unit", "bowls", "--target", "at least 1"], "unknown unit \"bowls\"", 1),
      (["rename", "treats", "vegetables"], "category \"Vegetables\" already exists", 1),
      (["move", "treats", "--after", "fruit"], "\"fruit\" is not in the list", 1),
      (["move", "treats"], "where should \"treats\" go?", 2),
    ] {
      let run = try journal.run(["targets"] + arguments)
      #expect(run.status == status, "\(run)")
      #expect(run.stderr.contains("error: " + message), "\(run)")
      #expect(run.stderr.contains("hint: "), "\(run)")
      #expect(try journal.read("categories.yaml") == Self.categories)
    }
  }
}
