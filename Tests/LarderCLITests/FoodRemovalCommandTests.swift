import Foundation
import LarderTestSupport
import Testing

/// `foods rm` of a food a recipe uses, end to end.
@Suite("foods rm keeps a recipe's portions; recipe show marks the deleted ingredient")
struct FoodRemovalCommandTests {
  @Test("the lentil soup keeps its onion's vegetable portions and shows it as deleted")
  func keepsPortions() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder("foods", "rm", "onion", "--yes")
    #expect(run.status == 0, "\(run)")
    #expect(
      try journal.read("foods/my-foods.yaml").contains(
        "      - onion 1 medium = 44 kcal 1.2p 10.2c 0.1f 1.9 fibre 4.6 sugars 4.4 mg sodium; "
          + "vegetables 1.1  # deleted from the library\n"))
    let show = try journal.larder("recipe", "show", "lentil soup")
    #expect(show.status == 0, "\(show)")
    #expect(
      show.stdout.contains(
        "    - onion 1 medium = 44 kcal 1.2p 10.2c 0.1f 1.9 fibre 4.6 sugars 4.4 mg sodium; "
          + "vegetables 1.1  (deleted from the library)\n"), "\(show)")
    let json = try journal.json(try journal.larder("foods", "show", "lentil soup", "--json"))
    #expect(json["deleted_ingredients"] as? [String] == ["onion"])
    let add = try journal.larder("add", "lentil soup", "1", "serving", "--yes")
    #expect(add.status == 0, "\(add)")
    let day = try journal.read("log/2026/11/2026-11-20.yaml")
    let onion = try #require(
      day.split(separator: "\n").first { $0.contains("+ onion 0.25 medium") })
    #expect(onion.hasSuffix("= 11 kcal 0.3p 2.6c 0f; vegetables 0.3"), "\(day)")
    #expect(try journal.larder("check").status == 0)
  }
}
