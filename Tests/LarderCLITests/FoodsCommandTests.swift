import Foundation
import LarderTestSupport
import Testing

/// `larder foods` and `larder recipe` end to end on a copy of the example journal.
@Suite("Foods: larder foods and recipe, end to end")
struct FoodsCommandTests {
  @Test("search ranks names and aliases, forgives typos and accents, favourites first")
  func searches() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let oats = try journal.larder("foods", "search", "oats", "--limit", "2")
    #expect(oats.status == 0, "\(oats)")
    let first = try #require(oats.stdout.split(separator: "\n").first)
    #expect(first.contains("Oatmeal, dry [oats]") && first.contains("379 kcal"))
    let typo = try journal.larder("foods", "search", "chiken", "brest", "--json")
    let hits = try #require(try journal.json(typo)["matches"] as? [[String: Any]])
    #expect(hits.first?["name"] as? String == "Chicken breast, grilled")
    let accent = try journal.larder("foods", "search", "creme", "fraiche")
    #expect(accent.stdout.hasPrefix("  Crème fraîche"), "\(accent)")
    let none = try journal.larder("foods", "search", "zzzqqq")
    #expect(none.status == 1)
  }

  @Test(
    "foods alone lists the library by file; --file, --favorites, --category, --recent narrow it")
  func lists() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let all = try journal.larder("foods")
    #expect(all.status == 0, "\(all)")
    #expect(all.stdout.hasPrefix("foods/common.yaml  188 items\n"), "\(all.stdout.prefix(200))")
    #expect(all.stdout.contains("\nfoods/my-foods.yaml  11 items\n"))
    #expect(try journal.larder("foods", "list").stdout == all.stdout)
    let mine = try journal.larder("foods", "list", "--file", "my-foods")
    let lines = mine.stdout.split(separator: "\n")
    #expect(lines.count == 12 && lines.first == "foods/my-foods.yaml  11 items", "\(mine)")
    // By name within the file, recipes marked, favourites starred, a serving's nutrition.
    #expect(lines[1].hasPrefix("  Canteen lentil dal "))
    #expect(
      lines.contains { $0.hasPrefix("★ Overnight oats (recipe) ") && $0.contains(" 344 kcal ") })
    let favorites = try journal.larder("foods", "list", "--favorites", "--json")
    let listed = try #require(try journal.json(favorites)["items"] as? [[String: Any]])
    #expect(listed.count == 14 && listed.allSatisfy { $0["favorite"] as? Bool == true })
    #expect(listed.first?["file"] as? String == "foods/common.yaml")
    let vegetables = try journal.larder(
      "foods", "list", "--category", "vegetables", "--file", "foods/common.yaml", "--json")
    let greens = try #require(try journal.json(vegetables)["items"] as? [[String: Any]])
    #expect(!greens.isEmpty && greens.allSatisfy { $0["category"] as? String == "Vegetables" })
    let recent = try journal.larder("foods", "list", "--recent", "--file", "my-foods")
    #expect(recent.stdout.contains("Canteen lentil dal") && !recent.stdout.contains("Rye crisp"))
    let missing = try journal.larder("foods", "list", "--file", "nope")
    #expect(missing.status == 1 && missing.stderr.contains("no library file \"nope\""))
    #expect(missing.stderr.contains("foods/common.yaml, foods/my-foods.yaml"))
    #expect(try journal.larder("foods", "list", "--category", "nonesuch").status == 1)
  }

  @Test("a food of a very long name overflows its own line; the other lines stay narrow")
  func veryLongName() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let library = try journal.read("foods/my-foods.yaml")
    let long = "Cinnamon bun " + String(repeating: "y", count: 20_000)
    try journal.write(
      "foods/my-foods.yaml",
      library.replacingOccurrences(of: "  Cinnamon bun, Hansen bakery:", with: "  \(long):"))
    let list = try journal.larder("foods", "list")
    #expect(list.status == 0, "\(list)")
    let lines = list.stdout.split(separator: "\n")
    #expect(lines.contains { $0.contains(long) }, "the name is shown whole")
    #expect(lines.filter { $0.count > 300 }.count == 1, "only its own line is wide")
  }

  @Test("recipe alone lists the library's recipes with a serving's nutrition")
  func listsRecipes() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let all = try journal.larder("recipe")
    #expect(all.status == 0, "\(all)")
    let lines = all.stdout.split(separator: "\n")
    #expect(lines.first == "foods/my-foods.yaml  5 items", "\(all)")
    #expect(lines.dropFirst().allSatisfy { $0.contains("(recipe)") })
    #expect(
      lines.contains { $0.hasPrefix("★ Overnight oats (recipe) ") && $0.contains("344 kcal") })
    let listed = try journal.larder("recipe", "list", "--favorites", "--json")
    let recipes = try #require(
      (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?[
        "items"] as? [[String: Any]])
    #expect(recipes.map { $0["name"] as? String } == ["Overnight oats"])
    #expect(recipes.first?["kind"] as? String == "recipe")
  }

  @Test("add, edit, favorite: minimal edits of foods/custom.yaml, one commit each")
  func addsAndEdits() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let add = try journal.larder(
      "foods", "add", "Seeded spelt bread", "--serving", "1 slice", "--kcal", "90",
      "--protein", "3", "--carbs", "17", "--fat", "1", "--measure", "slice = 35 g",
      "--alias", "dinkelbrot", "--barcode", "0012345")
    #expect(add.status == 0, "\(add)")
    let edit = try journal.larder(
      "foods", "edit", "dinkelbrot", "--kcal", "95", "--notes", "market: saturday")
    #expect(edit.status == 0, "\(edit)")
    let favorite = try journal.larder("foods", "favorite", "seeded spelt bread")
    #expect(favorite.status == 0, "\(favorite)")
    #expect(
      try journal.read("foods/custom.yaml") == """
        foods:
          Seeded spelt bread:
            aliases: dinkelbrot
            serving: 1 slice
            nutrition: 95 kcal 3p 17c 1f
            measures: slice = 35 g
            barcode: "0012345"
            notes: "market: saturday"
            favorite: yes

        """)
    #expect(
      try journal.subjects().prefix(3) == [
        "foods favorite Seeded spelt bread", "foods edit Seeded spelt bread",
        "foods add Seeded spelt bread",
      ])
    let show = try journal.larder("foods", "show", "dinkelbrot", "--json")
    #expect(try journal.json(show)["barcode"] as? String == "0012345")
  }

  @Test("bad input: duplicate name, unknown category, no energy; nothing written, exit 1")
  func refusesBadInput() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    let duplicate = try journal.larder("foods", "add", "OATS", "--kcal", "1")
    #expect(duplicate.status == 1)
    #expect(duplicate.stderr.contains("\"OATS\" is already in the library (foods/common.yaml)"))
    let category = try journal.larder("foods", "add", "Thing", "--kcal", "1", "--category", "X")
    #expect(category.status == 1)
    #expect(category.stderr.contains("unknown category \"X\""))
    let energy = try journal.larder("foods", "add", "Thing", "--protein", "1")
    #expect(energy.status == 1)
    #expect(try journal.git("rev-parse", "HEAD") == head)
    #expect(!journal.exists("foods/custom.yaml"))
  }

  @Test("rm keeps recipes working: the ingredient gets a snapshot and a comment")
  func removesWithSnapshots() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let add = try journal.larder(
      "recipe", "add", "Oat bowl", "--ingredient", "oatmeal, dry 80 g",
      "--ingredient", "banana 1 medium", "--servings", "2")
    #expect(add.status == 0, "\(add)")
    let before = try journal.json(try journal.larder("recipe", "show", "oat bowl", "--json"))
    let remove = try journal.larder("foods", "rm", "oats", "--yes")
    #expect(remove.status == 0, "\(remove)")
    #expect(remove.stdout.contains("recipe \"Oat bowl\" keeps its snapshot"))
    let file = try journal.read("foods/custom.yaml")
    #expect(file.contains("- oatmeal, dry 80 g = 303.2 kcal 10.6p 54.2c 5.2f"))
    #expect(file.contains("# deleted from the library"))
    let after = try journal.json(try journal.larder("recipe", "show", "oat bowl", "--json"))
    #expect(
      (after["nutrition"] as? [String: Any])?["kcal"] as? Double
        == (before["nutrition"] as? [String: Any])?["kcal"] as? Double)
    #expect(try journal.larder("check").status == 0)
  }

  @Test("rename keeps the old name as an alias: past days read the same, recipes follow")
  func renamesKeepingHistory() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let day = "log/2026/11/2026-11-13.yaml"
    let olive = "  - 19:10 olive oil 10 ml        = 80 kcal 0p 0c 9.1f; oils / fats / nuts 1\n"
    let dayText = try journal.read(day)
    #expect(dayText.contains(olive))
    try journal.write(
      day, dayText.replacingOccurrences(of: olive, with: olive + "  - 19:10 Rye bread 1 slice\n"))
    #expect(try journal.larder("commit", "-m", "Rye bread at dinner").status == 0)
    let recipe = try journal.larder(
      "recipe", "add", "Rye toast", "--ingredient", "rye bread 2 slice",
      "--ingredient", "dark rye 1 slice")
    #expect(recipe.status == 0, "\(recipe)")
    let before = try journal.larder("day", "2026-11-13", "--json")

    let rename = try journal.larder(
      "foods", "edit", "rye bread", "--rename", "Rye bread, sourdough")
    #expect(rename.status == 0, "\(rename)")
    #expect(rename.stdout.contains("\"Rye bread\" stays an alias"), "\(rename)")
    #expect(
      try journal.read(day)
        == dayText.replacingOccurrences(
          of: olive, with: olive + "  - 19:10 Rye bread 1 slice\n"))
    #expect(
      try journal.read("foods/common.yaml").contains(
        "  Rye bread, sourdough:\n    aliases: dark rye; Rye bread\n    nutrition: 259 kcal"))
    #expect(
      try journal.read("foods/custom.yaml").contains(
        "      - rye bread, sourdough 2 slice\n      - dark rye 1 slice\n"))
    #expect(
      try journal.git("log", "-1", "--format=%B") == """
        foods edit Rye bread: renamed to Rye bread, sourdough

        "Rye bread" stays an alias, so the entries that name it read as before.
        Renamed in the ingredients of "Rye toast".


        """)
    #expect(try journal.larder("day", "2026-11-13", "--json").stdout == before.stdout)
    let check = try journal.larder("check")
    #expect(check.status == 0, "\(check)")

    let soup = try journal.larder("recipe", "edit", "lentil soup", "--rename", "Red lentil soup")
    #expect(soup.status == 0, "\(soup)")
    #expect(
      try journal.read("foods/my-foods.yaml").contains(
        "  Red lentil soup:\n    aliases: lentil stew; Lentil soup\n"))
    #expect(try journal.larder("day", "2026-11-13", "--json").stdout == before.stdout)
    #expect(try journal.larder("check").status == 0)
  }

  @Test("rename refuses another item's name or alias, and dropping a name entries use")
  func refusesRenames() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    let name = try journal.larder("foods", "edit", "rye bread", "--rename", "WHITE BREAD")
    #expect(name.status == 1)
    #expect(
      name.stderr.contains(
        "\"WHITE BREAD\" is already the name of a food (foods/common.yaml)"), "\(name)")
    let alias = try journal.larder("recipe", "edit", "lentil soup", "--rename", "toast")
    #expect(alias.status == 1)
    #expect(
      alias.stderr.contains(
        "\"toast\" is already an alias of the food \"Whole-wheat toast\" (foods/common.yaml)"),
      "\(alias)")
    let used = try journal.larder(
      "foods", "edit", "multigrain bread", "--rename", "Granary loaf", "--drop-old-name")
    #expect(used.status == 1)
    #expect(used.stderr.contains("day entries name \"Multigrain bread\""), "\(used)")
    #expect(try journal.git("rev-parse", "HEAD") == head)
    #expect(try journal.git("status", "--porcelain").isEmpty)

    let add = try journal.larder("foods", "add", "Kimchee", "--kcal", "15")
    #expect(add.status == 0, "\(add)")
    let typo = try journal.larder(
      "foods", "edit", "kimchee", "--rename", "Kimchi, homemade", "--drop-old-name")
    #expect(typo.status == 0, "\(typo)")
    #expect(
      try journal.read("foods/custom.yaml")
        == "foods:\n  Kimchi, homemade:\n    nutrition: 15 kcal 0p 0c 0f\n")
    #expect(try journal.larder("check").status == 0)
  }

  @Test("recipes: a cycle or an unknown ingredient is refused; edit changes servings")
  func recipes() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let loop = try journal.larder("recipe", "add", "Loop", "--ingredient", "loop 1 serving")
    #expect(loop.status == 1)
    #expect(loop.stderr.contains("recipe cycle"))
    let add = try journal.larder(
      "recipe", "add", "Rye toast", "--ingredient", "rye bread 2 slice")
    #expect(add.status == 0, "\(add)")
    let cycle = try journal.larder(
      "recipe", "edit", "overnight oats", "--ingredient", "rye toast 1 serving",
      "--ingredient", "overnight oats 1 serving")
    #expect(cycle.status == 1)
    let edit = try journal.larder("recipe", "edit", "rye toast", "--servings", "2")
    #expect(edit.status == 0, "\(edit)")
    #expect(
      try journal.read("foods/custom.yaml").contains(
        "  Rye toast:\n    ingredients:\n"
          + "      - rye bread 2 slice\n    servings: 2\n"))
  }
}
