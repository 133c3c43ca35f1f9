import Foundation
import LarderTestSupport
import Testing

/// A category's name and a food's never mean the same, end to end.
@Suite("Category and food names, end to end")
struct CategoryNameCommandTests {
  @Test("targets rename refuses a name that a food's alias has; foods add a category's name")
  func refused() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let candy = try journal.larder(
      "foods", "add", "Hard candy", "--kcal", "394", "--carbs", "98", "--alias", "sweets")
    #expect(candy.status == 0, "\(candy)")
    let rename = try journal.larder("targets", "rename", "treats", "sweets")
    #expect(rename.status == 1, "\(rename)")
    #expect(
      rename.stderr.contains("\"sweets\" is already an alias of the food \"Hard candy\""),
      "\(rename)")
    let food = try journal.larder("foods", "add", "Treats", "--kcal", "400")
    #expect(food.status == 1, "\(food)")
    #expect(food.stderr.contains("\"Treats\" is the name of the category \"Treats\""), "\(food)")
    let alias = try journal.larder("foods", "edit", "hard candy", "--alias", "fruit")
    #expect(alias.status == 1, "\(alias)")
    #expect(alias.stderr.contains("\"fruit\" is the name of the category \"Fruit\""), "\(alias)")
    #expect(try journal.subjects().first == "foods add Hard candy")
    let help = try journal.larder("targets", "rename", "--help")
    #expect(help.stdout.contains("larder targets rename treats indulgences"), "\(help)")
    #expect(try journal.larder("targets", "rename", "treats", "indulgences").status == 0)
  }
}
