import Foundation
import LarderWorkspace
import Testing

/// `recipe add|edit` refuse a recipe that could not be logged.
@Suite("Recipes that could not be logged are refused")
struct RecipeLoggableTests {
  @Test("an ingredient of 0 g and a cooked weight that is not a mass are refused")
  func refused() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    let zero = refusal {
      _ = try journal.workspace.library.addRecipe(
        "Zero", ingredients: ["onion 0 g"], servings: nil, cookedWeight: nil, file: nil,
        noCommit: false)
    }
    #expect(
      zero?.contains("ingredient \\\"onion\\\" of recipe \\\"Zero\\\" must be more than zero")
        == true, "\(zero ?? "accepted")")
    let cups = refusal {
      _ = try journal.workspace.library.addRecipe(
        "Cups", ingredients: ["onion 100 g"], servings: nil, cookedWeight: "2 cups", file: nil,
        noCommit: false)
    }
    #expect(
      cups?.contains("the cooked weight of recipe \\\"Cups\\\" must be a mass, not \\\"2 cups\\\"")
        == true, "\(cups ?? "accepted")")
    #expect(try journal.git("rev-parse", "HEAD") == head)

    _ = try journal.workspace.library.addRecipe(
      "Soup", ingredients: ["onion 100 g"], servings: "2", cookedWeight: "400 g", file: nil,
      noCommit: false)
    let edited = refusal {
      _ = try journal.workspace.library.editRecipe(
        "Soup", ingredients: ["onion 0 g"], servings: nil, cookedWeight: nil, newName: nil,
        noCommit: false)
    }
    #expect(edited?.contains("must be more than zero") == true, "\(edited ?? "accepted")")
    let weight = refusal {
      _ = try journal.workspace.library.editRecipe(
        "Soup", ingredients: nil, servings: nil, cookedWeight: "1 serving", newName: nil,
        noCommit: false)
    }
    #expect(weight?.contains("must be a mass") == true, "\(weight ?? "accepted")")
    try journal.expectCleanAndValid()
    #expect(try journal.workspace.journal.check(today: nil).files.isEmpty)
  }

  @Test("check reports such a recipe written by hand")
  func checkReports() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(
      "foods/custom.yaml",
      "recipes:\n  Zero:\n    cooked weight: 2 cups\n    ingredients:\n      - onion 0 g\n"
        + "      - onion 100 g\n")
    let ids = checkIDs(try journal.workspace.journal.check(today: nil))
    #expect(ids["foods/custom.yaml"]?.sorted() == ["bad-amount", "incompatible-unit"])
  }
}
