import LarderModel
import LarderWorkspace
import Testing

@testable import LarderMealText
@testable import LarderWorkspace

@Suite("Meal text: synonyms and usual forms")
struct SynonymTests {
  static let library = FoodLibrary(foods: [
    SmallLibrary.food("Collards, raw"),
    SmallLibrary.food("Collards, cooked, boiled"),
    SmallLibrary.food("Lime juice, raw"),
    SmallLibrary.food("Orange juice, raw"),
    SmallLibrary.food("Apple juice, canned"),
    SmallLibrary.food("Ground beef, cooked"),
    SmallLibrary.food("Corned beef"),
    SmallLibrary.food("Roast beef"),
    SmallLibrary.food("Peanut butter"),
    SmallLibrary.food("Peppers, sweet, green, raw"),
  ])

  static let synonyms = MealSynonyms(
    same: [
      .init(words: ["collard", "greens"], meaning: ["collards"]),
      .init(words: ["pb"], meaning: ["peanut", "butter"]),
      .init(words: ["aubergine"], meaning: ["eggplant"]),
    ],
    usual: [
      .init(words: ["juice"], meaning: ["orange", "juice"]),
      .init(words: ["beef"], meaning: ["ground", "beef"]),
      .init(words: ["cereal"], meaning: ["corn", "flakes"]),
    ])

  static func read(_ text: String, library: FoodLibrary = library) throws -> [MealItem] {
    try MealText.read(text, library: library, synonyms: synonyms).items
  }

  @Test("other words for a food are read as its name's, wherever they stand, plural or not")
  func sameWords() throws {
    let greens = try Self.read("100 g of cooked collard greens")
    #expect(greens.map { $0.match?.name.text } == ["Collards, cooked, boiled"])
    #expect(greens[0].level == .high)
    #expect(try Self.read("a spoon of pb").first?.match?.name.text == "Peanut butter")
    // Without the rule, `greens` is a word the food's name lacks, and the match is weak.
    let plain = try MealText.read("100 g of cooked collard greens", library: Self.library)
    #expect(plain.items[0].confidence < 0.7)
  }

  @Test("a generic word alone is its usual form, as an estimate; more words are read as typed")
  func usualForms() throws {
    let juice = try Self.read("a glass of juice")[0]
    #expect(juice.match?.name.text == "Orange juice, raw")
    #expect(juice.confidence <= MealItemReader.usualCertainty)
    #expect(juice.level == .medium)
    #expect(try Self.read("fresh juice")[0].match?.name.text == "Orange juice, raw")
    #expect(try Self.read("apple juice")[0].match?.name.text == "Apple juice, canned")
    #expect(try Self.read("lime juice")[0].match?.name.text == "Lime juice, raw")
    #expect(try Self.read("8 oz of beef")[0].match?.name.text == "Ground beef, cooked")
    #expect(try Self.read("corned beef")[0].match?.name.text == "Corned beef")
    // Words that name a food of their own keep it: roast beef is not roast ground beef.
    #expect(try Self.read("roast beef")[0].match?.name.text == "Roast beef")
  }

  @Test("a food the library names with the generic word itself is that food, not the usual form")
  func libraryNameWins() throws {
    let library = FoodLibrary(foods: [
      SmallLibrary.food("Juice"), SmallLibrary.food("Orange juice, raw"),
    ])
    let juice = try Self.read("a glass of juice", library: library)[0]
    #expect(juice.match?.name.text == "Juice")
  }

  @Test("a usual form the library lacks leaves the words as typed")
  func usualFormMissing() throws {
    let library = FoodLibrary(foods: [SmallLibrary.food("Lime juice, raw")])
    let juice = try Self.read("juice", library: library)[0]
    #expect(juice.match?.name.text == "Lime juice, raw")
    // A rule naming a food no library holds finds nothing, and the item is unknown as before.
    #expect(try Self.read("a bowl of cereal")[0].match == nil)
  }

  @Test("reading with only the names namesNeeded lists, synonyms included, reads the same")
  func namesNeeded() throws {
    let names = Self.library.foods.map { [$0.name.text] }
    for meal in ["a glass of juice and collard greens", "pb and beef", "juice", "aubergine curry"] {
      let needed = MealText.namesNeeded(by: meal, among: names, synonyms: Self.synonyms)
      let small = FoodLibrary(foods: Self.library.foods.filter { needed.contains($0.name.key) })
      #expect(
        try Self.read(meal, library: small).map { [$0.match?.name] + $0.alternatives }
          == Self.read(meal).map { [$0.match?.name] + $0.alternatives }, "\(meal)")
    }
  }

  @Test("the synonyms compiled in are read whole; a malformed row is refused")
  func compiledTable() throws {
    let table = LoggingUseCases.mealSynonyms
    #expect(table.same.contains { $0.words == ["collard", "greens"] })
    #expect(table.same.contains { $0.words == ["doritos"] && $0.meaning == ["tortilla", "chips"] })
    #expect(table.usual.contains { $0.words == ["juice"] && $0.meaning == ["orange", "juice"] })
    #expect(table.same.contains { $0.words == ["latte"] && $0.meaning == ["milk"] })
    #expect(table.usual.contains { $0.words == ["fruit"] && $0.meaning == ["apple"] })
    #expect(
      table.usual.contains { $0.words == ["biscuit"] && $0.meaning == ["buttermilk", "biscuit"] })
    #expect(throws: ResourceTableError.self) {
      try MealSynonymsFile.read("same\tcollard greens\n")
    }
    #expect(throws: ResourceTableError.self) {
      try MealSynonymsFile.read("often\tjuice\torange juice\n")
    }
    #expect(throws: ResourceTableError.self) {
      try MealSynonymsFile.read("same\tOJ\torange juice\n")
    }
  }
}
