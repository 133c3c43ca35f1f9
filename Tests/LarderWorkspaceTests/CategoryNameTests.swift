import Foundation
import LarderWorkspace
import Testing

/// A category's name and a food's name never mean the same: an entry "sweets 2.5 portions"
/// must stay a category's portions.
@Suite("Category and food names: a rename or an add never makes one mean the other")
struct CategoryNameTests {
  @Test("targets rename and add refuse a name a food or alias already has")
  func categoryRefusesFoodName() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    // "sweets" is an alias of the starter library's hard candy.
    let renamed = refusal {
      _ = try journal.workspace.plan.changeCategory("treats", .rename("sweets"))
    }
    #expect(
      renamed?.contains("\\\"sweets\\\" is already an alias of the food") == true,
      "\(renamed ?? "accepted")")
    let added = refusal {
      _ = try journal.workspace.plan.changeCategory(
        "Onion", .add(unit: "portions", target: "at least 1", position: nil))
    }
    #expect(
      added?.contains("\\\"Onion\\\" is already the name of a food") == true,
      "\(added ?? "accepted")")
    #expect(try journal.git("rev-parse", "HEAD") == head)
    try journal.expectCleanAndValid()
    _ = try journal.workspace.plan.changeCategory("treats", .rename("Indulgences"))
    #expect(try journal.read("categories.yaml").contains("Indulgences:"))
  }

  @Test("foods add, foods edit and recipe add refuse a category's name as a name or alias")
  func foodRefusesCategoryName() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    let head = try journal.git("rev-parse", "HEAD")
    var fields = FoodFields()
    fields.kcal = 50
    let named = refusal {
      _ = try journal.workspace.library.addFood("Vegetables", fields, file: nil, noCommit: false)
    }
    #expect(
      named?.contains("is the name of the category \\\"Vegetables\\\"") == true,
      "\(named ?? "accepted")")
    fields.aliases = ["fruit"]
    let aliased = refusal {
      _ = try journal.workspace.library.addFood("Berry mix", fields, file: nil, noCommit: false)
    }
    #expect(
      aliased?.contains("is the name of the category \\\"Fruit\\\"") == true,
      "\(aliased ?? "accepted")")
    var aliases = FoodFields()
    aliases.aliases = ["treats"]
    let edited = refusal {
      _ = try journal.workspace.library.editFood("onion", aliases, newName: nil, noCommit: false)
    }
    #expect(
      edited?.contains("is the name of the category \\\"Treats\\\"") == true,
      "\(edited ?? "accepted")")
    let renamed = refusal {
      _ = try journal.workspace.library.editFood(
        "onion", FoodFields(), newName: "Dairy", noCommit: false)
    }
    #expect(
      renamed?.contains("is the name of the category \\\"Dairy\\\"") == true,
      "\(renamed ?? "accepted")")
    let recipe = refusal {
      _ = try journal.workspace.library.addRecipe(
        "Sports", ingredients: ["onion 100 g"], servings: nil, cookedWeight: nil, file: nil,
        noCommit: false)
    }
    #expect(
      recipe?.contains("is the name of the category \\\"Sports\\\"") == true,
      "\(recipe ?? "accepted")")
    #expect(try journal.git("rev-parse", "HEAD") == head)
    try journal.expectCleanAndValid()
  }
}
