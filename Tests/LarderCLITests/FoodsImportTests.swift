import Foundation
import LarderTestSupport
import Testing

/// `larder import usda` and `larder import off` end to end on a copy of the example journal.
@Suite("Foods: larder import usda and off, end to end")
struct FoodsImportTests {
  static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/import")

  @Test("usda: per 100 g with measures and provenance; again: unchanged, no commit")
  func importsUSDA() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let common = try journal.read("foods/common.yaml")
    let folder = Self.fixtures.appendingPathComponent("sr28").path
    let run = try journal.larder("import", "usda", folder)
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.hasPrefix(
        "foods/usda-sr-legacy.yaml: 3 added, 0 changed, 0 unchanged, 1 skipped (no energy value)"))
    let file = try journal.read("foods/usda-sr-legacy.yaml")
    #expect(
      file.contains(
        """
          Butter, salted:
            nutrition: 717 kcal 0.9p 0.1c 81.1f 643 mg sodium 51.368 g saturated-fat 215 mg cholesterol 0.02 mg iron 684 µg vitamin-a 0.17 µg vitamin-b12
            measures: pat (1" sq, 1/3" high) = 5 g; tbsp = 14.2 g
            source: usda-sr 01001
        """))
    #expect(try journal.read("foods/common.yaml") == common)
    #expect(try journal.larder("check").status == 0)
    let favorite = try journal.larder("foods", "favorite", "butter, salted")
    #expect(favorite.status == 0)
    let again = try journal.larder("import", "usda", folder, "--json")
    let report = try journal.json(again)
    #expect(report["added"] as? Int == 0)
    #expect(report["unchanged"] as? Int == 3)
    #expect(report["written"] as? Bool == false)
    #expect(try journal.read("foods/usda-sr-legacy.yaml").contains("favorite: yes"))
  }

  @Test("usda again: missing nutrients filled in, every value written kept")
  func reimportKeepsAddedNutrients() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let folder = Self.fixtures.appendingPathComponent("sr28").path
    #expect(try journal.larder("import", "usda", folder).status == 0)
    let path = "foods/usda-sr-legacy.yaml"
    let imported = try journal.read(path)
    let line =
      "717 kcal 0.9p 0.1c 81.1f 643 mg sodium 51.368 g saturated-fat 215 mg cholesterol "
      + "0.02 mg iron 684 µg vitamin-a 0.17 µg vitamin-b12"
    // As if imported before micronutrients, then given vitamin D from a label by hand.
    let edited = "717 kcal 0.9p 0.1c 81.1f 600 mg sodium 1.5 µg vitamin-d"
    try journal.write(path, imported.replacingOccurrences(of: line, with: edited))
    #expect(try journal.larder("commit", "-m", "butter by hand").status == 0)
    let again = try journal.larder("import", "usda", folder)
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.hasPrefix("\(path): 0 added, 1 changed, 2 unchanged"), "\(again)")
    #expect(
      try journal.read(path).contains(
        "nutrition: 717 kcal 0.9p 0.1c 81.1f 600 mg sodium 51.368 g saturated-fat "
          + "215 mg cholesterol 0.02 mg iron 684 µg vitamin-a 1.5 µg vitamin-d "
          + "0.17 µg vitamin-b12\n"))
  }

  @Test("usda again --update: the database's values replace corrections; what was added stays")
  func reimportUpdating() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let folder = Self.fixtures.appendingPathComponent("sr28").path
    #expect(try journal.larder("import", "usda", folder).status == 0)
    let path = "foods/usda-sr-legacy.yaml"
    let imported = try journal.read(path)
    let line =
      "717 kcal 0.9p 0.1c 81.1f 643 mg sodium 51.368 g saturated-fat 215 mg cholesterol "
      + "0.02 mg iron 684 µg vitamin-a 0.17 µg vitamin-b12"
    let edited = "717 kcal 0.9p 0.1c 81.1f 600 mg sodium 1.5 µg vitamin-d"
    try journal.write(path, imported.replacingOccurrences(of: line, with: edited))
    #expect(try journal.larder("commit", "-m", "butter by hand").status == 0)
    let again = try journal.larder("import", "usda", folder, "--update")
    #expect(again.stdout.hasPrefix("\(path): 0 added, 1 changed, 2 unchanged"), "\(again)")
    #expect(
      try journal.read(path).contains(
        "nutrition: 717 kcal 0.9p 0.1c 81.1f 643 mg sodium 51.368 g saturated-fat "
          + "215 mg cholesterol 0.02 mg iron 684 µg vitamin-a 1.5 µg vitamin-d "
          + "0.17 µg vitamin-b12\n"))
  }

  @Test("an import into a file edited by hand keeps every byte it does not change")
  func importKeepsHandEdits() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let folder = Self.fixtures.appendingPathComponent("sr28").path
    let path = "foods/usda-sr-legacy.yaml"
    #expect(try journal.larder("import", "usda", folder).status == 0)
    // A comment, a key larder does not know, a recipe and a corrected value, by hand.
    let imported = try journal.read(path)
    let edited =
      imported.replacingOccurrences(of: "foods:\n", with: "# bought at the market\nfoods:\n")
      .replacingOccurrences(
        of: "    source: usda-sr 01001\n",
        with: "    source: usda-sr 01001\n    # salted, from the farm\n    shelf: fridge\n"
      )
      .replacingOccurrences(of: "643 mg sodium", with: "600 mg sodium")
      + "recipes:\n  Butter toast:\n    ingredients:\n      - butter, salted 10 g\n"
    try journal.write(path, edited)
    #expect(try journal.larder("commit", "-m", "by hand").status == 0)
    // Updating puts the database's sodium back and touches nothing else.
    let again = try journal.larder("import", "usda", folder, "--update")
    #expect(again.status == 0, "\(again)")
    #expect(try journal.read(path) == edited.replacingOccurrences(of: "600 mg", with: "643 mg"))
    #expect(try journal.larder("check").status == 0)
  }

  @Test("an import into a library file with a syntax error refuses and points to check")
  func importIntoABrokenFile() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let folder = Self.fixtures.appendingPathComponent("sr28").path
    let path = "foods/usda-sr-legacy.yaml"
    try journal.write(path, "foods: {}\n")
    #expect(try journal.larder("commit", "--force").status == 0)
    let run = try journal.larder("import", "usda", folder)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("\(path) has an error at line 1"), "\(run)")
    #expect(run.stderr.contains("larder check \(path)"), "\(run)")
    #expect(try journal.read(path) == "foods: {}\n")
  }

  @Test("usda killed between write and commit: run again, it finds nothing to change and commits")
  func importAgainAfterKill() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let folder = Self.fixtures.appendingPathComponent("sr28").path
    let path = "foods/usda-sr-legacy.yaml"
    let killed = try LarderBinary.run(
      ["import", "usda", folder, "--today", BodyJournal.today], in: journal.root,
      environment: ["LARDER_FAULT": "after-write"])
    #expect(killed.status == 3, "\(killed)")
    let written = try journal.read(path)

    let again = try journal.larder("import", "usda", folder)
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.hasPrefix("\(path): 0 added, 0 changed, 3 unchanged"), "\(again)")
    #expect(try journal.git("show", "HEAD:\(path)") == written)
    #expect(
      try journal.git("log", "-1", "--format=%B").contains(
        "Includes \(path), written by an interrupted larder command"))
    #expect(try journal.git("status", "--porcelain") == "")
    #expect(!journal.exists(".git/larder-pending"))
  }

  @Test("off: picked barcodes as text, attribution in the header")
  func importsOpenFoodFacts() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder(
      "import", "off", Self.fixtures.appendingPathComponent("off/products-2026.csv").path,
      "--barcode", "0000101209159")
    #expect(run.status == 0, "\(run)")
    let file = try journal.read("foods/open-food-facts.yaml")
    #expect(file.hasPrefix("# Products from Open Food Facts, © Open Food Facts contributors"))
    #expect(file.contains("    barcode: \"0000101209159\"\n    source: off 0000101209159\n"))
    #expect(
      try journal.subjects().first
        == "import off: 1 added, 0 changed, 0 unchanged in foods/open-food-facts.yaml")
  }

  @Test("bad input: truncated, wrong encoding, missing columns; nothing written, exit 1")
  func refusesBadInput() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    for (name, message) in [
      ("truncated.csv", "truncated.csv line 3 has 5 fields"),
      ("latin1.csv", "latin1.csv is not UTF-8"),
      ("no-energy.csv", "no-energy.csv has no column"),
    ] {
      let run = try journal.larder(
        "import", "off", Self.fixtures.appendingPathComponent("off/\(name)").path)
      #expect(run.status == 1, "\(run)")
      #expect(run.stderr.contains(message), "\(run)")
      #expect(run.stderr.contains("hint:"))
    }
    #expect(try journal.git("rev-parse", "HEAD") == head)
    #expect(!journal.exists("foods/open-food-facts.yaml"))
  }

  /// The import budget of Documentation/Performance.md: 5 s in a release build; a debug build
  /// gets four times as long.
  #if DEBUG
    static let budget = 20.0
  #else
    static let budget = 5.0
  #endif

  @Test("usda: all 8,789 SR28 foods in one commit, within 5 s (release)")
  func importsAllOfSR28() throws {
    let folder = repositoryRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/data/usda-sr28")
    guard FileManager.default.fileExists(atPath: folder.path) else {
      print("skipped: ../shared/data/usda-sr28 (the real SR28 download) is absent")
      return
    }
    let journal = try BodyJournal()
    defer { journal.remove() }
    let start = Date()
    let run = try journal.larder("import", "usda", folder.path, "--json")
    let seconds = Date().timeIntervalSince(start)
    #expect(run.status == 0, "\(run)")
    let report = try journal.json(run)
    let implausible = report["implausible"] as? [String] ?? []
    #expect(
      (report["added"] as? Int ?? 0) + (report["skipped"] as? Int ?? 0) + implausible.count == 8_789
    )
    // SR28 lists one food whose macros cannot have its energy: a stevia extract, 0 kcal and
    // 100 g of carbs (FORMAT.md §4.5).
    #expect(implausible.count == 1 && implausible[0].contains("Stevia"), "\(implausible)")
    #expect(try journal.subjects().count == 2)
    #expect(seconds < Self.budget, "took \(seconds) s")
    let search = try journal.larder("foods", "search", "cheddar", "--limit", "3")
    #expect(search.stdout.contains("Cheese, cheddar"), "\(search)")
  }
}
