import Foundation
import LarderWorkspace
import Testing

/// Library files follow FORMAT.md's file-name rule: commands refuse to create another, and
/// `check` reports one that exists.
@Suite("Library file names: refused by commands, reported by check")
struct LibraryFileNameTests {
  static let badNames = [
    "foods/.hidden.yaml", "UPPER.yaml", "ü.yaml", "$(id).yaml", "my foods.yaml", "-x.yaml",
  ]

  @Test("foods add, recipe add and import refuse a file name against the rule, writing nothing")
  func commandsRefuse() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    var fields = FoodFields()
    fields.kcal = 100
    for file in Self.badNames {
      let food = refusal {
        _ = try journal.workspace.library.addFood("Thing", fields, file: file, noCommit: false)
      }
      #expect(
        food?.contains("is not a name a library file may have") == true,
        "\(file): \(food ?? "accepted")")
      let recipe = refusal {
        _ = try journal.workspace.library.addRecipe(
          "Dish", ingredients: ["onion 100 g"], servings: nil, cookedWeight: nil, file: file,
          noCommit: false)
      }
      #expect(recipe?.contains("is not a name a library file may have") == true, "\(file)")
      let products = journal.root.appendingPathComponent("products.csv")
      try Data("code\tproduct_name\tenergy-kcal_100g\n0001\tCrisp\t500\n".utf8).write(to: products)
      let imported = refusal {
        _ = try journal.workspace.library.importOpenFoodFacts(
          products, barcodes: [], file: file, noCommit: false)
      }
      try FileManager.default.removeItem(at: products)
      #expect(imported?.contains("is not a name a library file may have") == true, "\(file)")
    }
    #expect(try journal.git("rev-parse", "HEAD") == head)
    try journal.expectCleanAndValid()
    _ = try journal.workspace.library.addFood(
      "Thing", fields, file: "my-foods_2.yaml", noCommit: false)
    #expect(journal.exists("foods/my-foods_2.yaml"))
  }

  @Test("check warns about a library file named against the rule (still read) and a hidden one")
  func checkReports() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let before = try journal.workspace.journal.check(today: nil).foodCount
    try journal.write("foods/UPPER.yaml", "foods:\n  Rye crisp:\n    nutrition: 350 kcal\n")
    try journal.write("foods/.hidden.yaml", "foods:\n  Hidden crisp:\n    nutrition: 350 kcal\n")
    let result = try journal.workspace.journal.check(today: nil)
    let ids = checkIDs(result)
    #expect(ids["foods/UPPER.yaml"] == ["bad-file-name"])
    #expect(ids["foods/.hidden.yaml"] == ["stray-file"])
    #expect(result.errorCount == 0)
    #expect(result.foodCount == before + 1, "the foods of UPPER.yaml are read, the hidden ones not")
  }
}
