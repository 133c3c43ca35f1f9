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
}
