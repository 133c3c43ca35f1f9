import Foundation
import LarderWorkspace
import Testing

/// `foods rm` of a food a recipe uses keeps what the ingredient counted toward.
@Suite("foods rm keeps a recipe's category portions; recipe show marks the deleted ingredient")
struct FoodRemovalTests {
  @Test("the snapshot of a deleted ingredient carries its category portions")
  func keepsPortions() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    _ = try journal.workspace.library.addRecipe(
      "Onion soup", ingredients: ["onion 1 medium", "butter 10 g"], servings: "2",
      cookedWeight: nil, file: nil, noCommit: false)
    let removal = try journal.workspace.library.removeFood("onion", noCommit: false)
    #expect(removal.recipes.map(\.text) == ["Onion soup"])
    let text = try journal.read("foods/custom.yaml")
    #expect(
      text.contains(
        "- onion 1 medium = 44 kcal 1.2p 10.2c 0.1f 1.9 fibre 4.6 sugars 4.4 mg sodium; "
          + "vegetables 1.1  # deleted from the library"), "\(text)")
    try journal.expectCleanAndValid()
    #expect(try journal.workspace.journal.check(today: nil).files.isEmpty)

    let details = try journal.workspace.library.foodDetails("onion soup")
    #expect(details.deletedIngredients.map(\.text) == ["onion"])
    guard case .recipe(let recipe) = details.item else {
      Issue.record("not a recipe")
      return
    }
    let onion = try #require(recipe.ingredients.first)
    #expect(onion.portions?.map(\.category.text) == ["Vegetables"])
    #expect(onion.portions?.first?.amount == 1.1)
  }
}
