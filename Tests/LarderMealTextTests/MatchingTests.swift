import LarderModel
import Testing

@testable import LarderMealText

@Suite("Meal text: matching foods")
struct MatchingTests {
  @Test("an unmatched item keeps an amount beyond any integer, and it is spelled")
  func hugeUnmatchedAmount() throws {
    // Found by fuzzing: spelling the amount of an unknown food trapped converting it to Int.
    let digits = String(repeating: "1", count: 80)
    let reading = try MealText.read("\(digits) zzqx", library: SmallLibrary.library)
    let item = try #require(reading.items.first)
    #expect(item.match == nil)
    #expect(
      MealText.spelling(of: item.amount) == DecimalText.string(item.amount, fractionDigits: 2))
    #expect(MealText.spelling(of: 2.5) == "2 1/2")
    #expect(MealText.spelling(of: .nan) == "nan")
  }

  static let library = FoodLibrary(foods: [
    SmallLibrary.food("Chicken breast, grilled", aliases: ["chicken breast", "chicken"]),
    SmallLibrary.food("Chicken thigh, roasted", aliases: ["chicken thigh"]),
    SmallLibrary.food("White rice, cooked", aliases: ["rice"]),
    SmallLibrary.food("Broccoli, steamed", aliases: ["broccoli"]),
    SmallLibrary.food("Blueberries", aliases: ["blueberry"]),
    SmallLibrary.food("Tomato", aliases: ["tomatoes"]),
    SmallLibrary.food("Strawberry jam"),
    SmallLibrary.food("Strawberry yogurt"),
  ])

  static func best(_ words: String, in library: FoodLibrary = library) -> FoodCatalog.Candidate? {
    let catalog = FoodCatalog(library: library)
    return catalog.candidates(for: words.split(separator: " ").map(String.init), limit: 6).first
  }

  static func name(_ candidate: FoodCatalog.Candidate?, in library: FoodLibrary = library)
    -> String?
  {
    candidate.map { FoodCatalog(library: library).item($0.item).name.text }
  }

  @Test("a name or alias typed exactly, in any case, singular or plural, scores 1")
  func exact() {
    for words in ["rice", "blueberries", "blueberry", "tomato", "tomatoes", "chicken breast"] {
      #expect(Self.best(words)?.score == 1, "\(words)")
    }
    #expect(Self.name(Self.best("blueberries")) == "Blueberries")
    #expect(Self.name(Self.best("tomatoes")) == "Tomato")
  }

  @Test("words in another order and preparation words still find the food")
  func orderAndDescriptors() {
    let grilled = Self.best("grilled chicken breast")
    #expect(Self.name(grilled) == "Chicken breast, grilled")
    #expect(grilled?.score == 1)
    let steamed = Self.best("fresh broccoli")
    #expect(Self.name(steamed) == "Broccoli, steamed")
    #expect((steamed?.score ?? 0) > 0.8)
  }

  @Test("typos find the food with a lower score: one edit from 4 letters, two from 8")
  func typos() {
    for (typed, food) in [
      ("chiken", "Chicken breast, grilled"), ("brocoli", "Broccoli, steamed"),
      ("bluberries", "Blueberries"), ("ryce", "White rice, cooked"),
    ] {
      let candidate = Self.best(typed)
      #expect(Self.name(candidate) == food, "\(typed)")
      #expect((candidate?.score ?? 0) < 1, "\(typed)")
      #expect((candidate?.score ?? 0) >= 0.7, "\(typed)")
    }
    #expect(Self.best("rce") == nil || (Self.best("rce")?.score ?? 0) < 0.5)
  }

  @Test("a word the name lacks lowers the score: brown rice is not quite white rice")
  func missingWords() throws {
    // `brown` is in no name of this library: it counts a quarter, and the item is a guess.
    let candidate = try #require(Self.best("brown rice"))
    #expect(candidate.score < 0.81)
    let reading = try MealText.read("brown rice", library: Self.library)
    #expect(reading.items[0].level != .high)
  }

  @Test("equal scores go to the shorter name, then alphabetical order, whatever the library order")
  func ties() {
    let shuffled = FoodLibrary(foods: Self.library.foods.reversed())
    for words in ["chicken", "strawberry", "rice", "tomatoes"] {
      #expect(
        Self.name(Self.best(words, in: shuffled), in: shuffled) == Self.name(Self.best(words)),
        "\(words)")
      let reversed = FoodCatalog(library: shuffled)
      let forward = FoodCatalog(library: Self.library)
      let query = words.split(separator: " ").map(String.init)
      #expect(
        reversed.candidates(for: query, limit: 6).map { reversed.item($0.item).name }
          == forward.candidates(for: query, limit: 6).map { forward.item($0.item).name })
    }
    #expect(Self.name(Self.best("strawberry")) == "Strawberry jam")
  }

  @Test("an item that matches nothing is listed with the closest names, never dropped")
  func unknownItems() throws {
    let reading = try MealText.read("rice and blorp and brocolli", library: Self.library)
    #expect(reading.items.count == 3)
    #expect(reading.items[1].match == nil)
    #expect(reading.items[1].text == "blorp")
    #expect(reading.unknownItems.map(\.number) == [2])
    let none = try MealText.read("xylophone", library: Self.library)
    #expect(none.items[0].match == nil)
    #expect(none.items[0].alternatives.isEmpty)
    let close = try MealText.read("chickn thighs stew", library: Self.library)
    #expect(close.items[0].match?.name == "Chicken thigh, roasted")
  }

  @Test("reading with only the names namesNeeded lists gives the same reading as the whole library")
  func namesNeededReadsTheSame() throws {
    let library = StarterLibrary.library
    // Names alone, as the workspace scans them from the files.
    let names =
      library.foods.map { $0.allNames.map(\.text) }
      + library.recipes.map { $0.allNames.map(\.text) }
    for meal in MealTextAccuracyTests.meals.map(\.text) + [
      "blorp and rice", "multigrain tost w/ buter", "3 rashers bacon", "mac and cheese",
      "blue berries and sundried tomatoes", "a salad with pop corn, grilled chiken and blorp",
      "a turkey and cheese sandwich", "a chicken wrap", "a sandwich with ham",
      "tea with milk",
    ] {
      let needed = MealText.namesNeeded(by: meal, among: names)
      let excerpt = FoodLibrary(
        foods: library.foods.filter { $0.allNames.contains { needed.contains($0.key) } },
        recipes: library.recipes.filter { $0.allNames.contains { needed.contains($0.key) } })
      #expect(excerpt.count < 100, "\(meal): \(excerpt.count) foods needed")
      #expect(
        try MealText.read(meal, library: excerpt) == MealText.read(meal, library: library),
        "\(meal)")
    }
  }
}

@Suite("Meal text: confidence")
struct ConfidenceTests {
  @Test(
    "levels: high above 0.9 (verified), medium 0.7 to 0.9 (estimated), low below (please review)")
  func levels() {
    #expect(MealConfidence(1) == .high)
    #expect(MealConfidence(0.91) == .high)
    #expect(MealConfidence(0.9) == .medium)
    #expect(MealConfidence(0.7) == .medium)
    #expect(MealConfidence(0.69) == .low)
    #expect(MealConfidence(0) == .low)
    #expect(MealConfidence.allCases.map(\.label) == ["verified", "estimated", "please review"])
  }

  @Test(
    "an exact name with its amount is verified; a default amount, a rough one or a typo is less sure"
  )
  func itemConfidence() throws {
    let library = StarterLibrary.library
    func item(_ text: String) throws -> MealItem {
      try MealText.read(text, library: library).items[0]
    }
    #expect(try item("a cup of rice").confidence == 1)
    #expect(try item("a cup of rice").level == .high)
    #expect(try item("rice").confidence == 0.95)
    #expect(try item("some rice").level == .medium)
    #expect(try item("a bowl of rice").level == .medium)
    #expect(try item("a cup of bluberries").level == .medium)
    // `jasmine` is in no name of the starter library: it counts a quarter, so the item is
    // only estimated.
    let partial = try item("a cup of brown jasmine rice")
    #expect(partial.match?.name == "Brown rice, cooked")
    #expect(partial.level != .high)
    #expect(!partial.alternatives.isEmpty)
  }

  @Test("the reading's total is the sum of its matched items")
  func total() throws {
    let reading = try MealText.read(
      "a cup of rice and blorp and 100 g broccoli", library: StarterLibrary.library)
    #expect(reading.total.kcal == reading.items.compactMap(\.nutrients?.kcal).reduce(0, +))
    #expect(abs(reading.total.kcal - (205.4 + 35)) < 0.01)
  }
}

@Suite("Meal text: bad input and corrections")
struct BadInputTests {
  @Test(
    "bad input is refused with a message naming it and a hint",
    arguments: [
      ("", "there is no meal to read", "Describe it in words"),
      ("   ", "there is no meal to read", "Describe it in words"),
      ("and with the", "names no food", "Name what was eaten"),
      ("I had some", "names no food", "Name what was eaten"),
      ("0 eggs", "\"0 eggs\" has no amount", "Say how much"),
      (
        Array(repeating: "toast", count: 10_000).joined(separator: " "),
        "the text is 10,000 words long, more than one meal takes", "at most 250 words"
      ),
      (
        "toast and " + String(repeating: "x", count: 96_000),
        "a word of 96,000 letters (\"xxxxxxxxxxxx…\") is longer than any food's",
        "at most 64 letters"
      ),
    ])
  func refusals(_ text: String, _ message: String, _ hint: String) {
    do {
      _ = try MealText.read(text, library: StarterLibrary.library)
      Issue.record("\(text) was read")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.hint.contains(hint), "\(error.hint)")
    }
  }

  @Test(
    "an absurd amount makes the item a guess at the usual amount, with the refusal to show",
    arguments: [
      ("900 cups of rice and toast", "\"900 cups of rice\" is 142.2 kg, more than one meal holds"),
      ("60 eggs and toast", "\"60 eggs\" counts 60, more than one meal holds"),
      (
        "20 kg of chocolate and toast",
        "\"20 kg of chocolate\" is 20 kg, more than one meal holds"
      ),
    ])
  func absurdAmounts(_ text: String, _ message: String) throws {
    let reading = try MealText.read(text, library: StarterLibrary.library)
    #expect(reading.items.count == 2)
    let item = reading.items[0]
    #expect(item.amountError?.message == message)
    #expect(item.amountError?.hint.contains("g versus kg") == true)
    #expect(item.note?.hasPrefix(message + ": taken as ") == true, "\(item.note ?? "")")
    #expect(item.level == .low)
    #expect((item.grams ?? 0) < 500)
    #expect(reading.items[1].amountError == nil)
  }

  @Test("a pick replaces an item's food and keeps its amount, unless it says one")
  func picks() throws {
    let library = StarterLibrary.library
    let reading = try MealText.read(
      "two eggs and a cup of rice", library: library, picks: [2: "brown rice"])
    #expect(reading.items[0].isPicked == false)
    let rice = reading.items[1]
    #expect(rice.match?.name == "Brown rice, cooked")
    #expect(rice.quantity == Quantity(1, .measure("cup")))
    #expect(rice.grams == 202)
    #expect(rice.isPicked)
    #expect(rice.confidence == 1)
    let own = try MealText.read("eggs and rice", library: library, picks: [1: "3 boiled eggs"])
    #expect(own.items[0].match?.name == "Egg, boiled")
    #expect(own.items[0].amount == 3)
    #expect(throws: MealTextError.self) {
      try MealText.read("eggs and rice", library: library, picks: [3: "toast"])
    }
  }
}
