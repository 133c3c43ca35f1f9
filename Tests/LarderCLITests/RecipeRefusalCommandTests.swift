import Foundation
import LarderTestSupport
import Testing

/// `recipe add|edit` refuse a recipe that could not be logged, end to end.
@Suite("Recipes that could not be logged, end to end")
struct RecipeRefusalCommandTests {
  @Test("an ingredient of 0 g and a cooked weight in cups are refused with clear messages")
  func refused() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let zero = try journal.larder("recipe", "add", "Zero", "--ingredient", "onion 0 g")
    #expect(zero.status == 1, "\(zero)")
    #expect(
      zero.stderr.contains("ingredient \"onion\" of recipe \"Zero\" must be more than zero"),
      "\(zero)")
    let cups = try journal.larder(
      "recipe", "add", "Cups", "--ingredient", "onion 100 g", "--cooked-weight", "2 cups")
    #expect(cups.status == 1, "\(cups)")
    #expect(
      cups.stderr.contains("the cooked weight of recipe \"Cups\" must be a mass, not \"2 cups\""),
      "\(cups)")
    #expect(!cups.stderr.contains("bug"))
    let edit = try journal.larder(
      "recipe", "edit", "lentil soup", "--ingredient", "onion 0 g")
    #expect(edit.status == 1, "\(edit)")
    #expect(try journal.subjects().count == 1)
    #expect(try journal.git("status", "--porcelain").isEmpty)
  }

  @Test("a tiny ingredient is logged with the digits it needs, not as an amount of 0")
  func tinyIngredient() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let recipe = try journal.larder(
      "recipe", "add", "Brine", "--ingredient", "onion 0.0001 g", "--servings", "10")
    #expect(recipe.status == 0, "\(recipe)")
    let add = try journal.larder("add", "brine", "1", "serving", "--yes")
    #expect(add.status == 0, "\(add)")
    #expect(!add.stderr.contains("bug"), "\(add)")
    #expect(try journal.read("log/2026/11/2026-11-20.yaml").contains("+ onion 0.00001 g"))
    #expect(try journal.larder("check").status == 0)
  }
}
