import LarderModel
import Testing

@testable import LarderMealText

@Suite("Meal text: matching that forgives")
struct ForgivingMatchTests {
  static let library = FoodLibrary(foods: [
    SmallLibrary.food("Spinach, raw"),
    SmallLibrary.food("Spinach, cooked, boiled, drained"),
    SmallLibrary.food("Mung beans, mature seeds, raw"),
    SmallLibrary.food("Mung beans, mature seeds, cooked, boiled"),
    SmallLibrary.food("Chicken, breast, meat only, raw"),
    SmallLibrary.food("Chicken, breast, meat only, cooked, roasted"),
    SmallLibrary.food("Blueberries, raw"),
    SmallLibrary.food("Popcorn, air-popped"),
    SmallLibrary.food("Tomatoes, sun-dried"),
    SmallLibrary.food("Apple juice, canned"),
    SmallLibrary.food("Kale, raw"),
    SmallLibrary.food("Taco salad"),
    SmallLibrary.food("Fruit smoothie"),
    SmallLibrary.food("Ranch dressing"),
    SmallLibrary.food("White rice, cooked", aliases: ["rice"]),
    SmallLibrary.food("Babyfood, apple-cranberry juice"),
    SmallLibrary.food("Cranberry-apple juice drink, bottled"),
    SmallLibrary.food("MORNINGSTAR FARMS Chik Patties, frozen"),
    SmallLibrary.food("Orange-flavor drink, breakfast type, powder"),
    SmallLibrary.food("Orange-flavor drink, breakfast type, powder, prepared with water"),
    SmallLibrary.food("Pate, chicken liver, canned"),
    SmallLibrary.food("Chicken, liver, all classes, cooked, simmered"),
    SmallLibrary.food("Bratwurst, chicken, cooked"),
    SmallLibrary.food("Chicken, broilers or fryers, meat only, cooked, roasted"),
    SmallLibrary.food("Oil, corn, peanut, and olive"),
    SmallLibrary.food("Oil, peanut, salad or cooking"),
    SmallLibrary.food("Jerusalem-artichokes, raw"),
    SmallLibrary.food("Artichokes, (globe or french), raw"),
    SmallLibrary.food("Buffalo, free range, top round steak, cooked (Shoshone Bannock)"),
    SmallLibrary.food("Beef, round, top round steak, boneless, separable lean only, cooked"),
    SmallLibrary.food("FAST FOOD, SPECIAL BURGER"),
    SmallLibrary.food("FAST FOOD, SPECIAL BURGER (without Special Burger Sauce)"),
    SmallLibrary.food("Potato chips, without salt, reduced fat"),
    SmallLibrary.food("Snacks, potato chips, plain, salted"),
    SmallLibrary.food("Spinach, cooked, boiled, drained, with salt"),
    SmallLibrary.food("Spinach, cooked, boiled, drained, without salt"),
  ])

  static func best(_ words: String) -> (name: String, score: Double)? {
    let catalog = FoodCatalog(library: library)
    return catalog.candidates(for: words.split(separator: " ").map(String.init), limit: 6).first
      .map { (catalog.item($0.item).name.text, $0.score) }
  }

  @Test("a cooking word finds the cooked form; `raw` the raw one; no word, the shorter name")
  func cookingWords() {
    #expect(Self.best("sauteed spinach")?.name == "Spinach, cooked, boiled, drained")
    #expect(
      Self.best("grilled chicken breast")?.name == "Chicken, breast, meat only, cooked, roasted")
    #expect(Self.best("raw spinach")?.name == "Spinach, raw")
    #expect(Self.best("spinach")?.name == "Spinach, raw")
  }

  @Test("a food eaten cooked (meat, grains, dried beans) is the cooked form unless it says raw")
  func eatenCooked() {
    #expect(Self.best("mung beans")?.name == "Mung beans, mature seeds, cooked, boiled")
    #expect(Self.best("chicken breast")?.name == "Chicken, breast, meat only, cooked, roasted")
    #expect(Self.best("raw mung beans")?.name == "Mung beans, mature seeds, raw")
  }

  @Test("a form not ready to eat (a powder, a concentrate) is only meant when the words say so")
  func unpreparedForms() {
    #expect(
      Self.best("orange flavor drink")?.name
        == "Orange-flavor drink, breakfast type, powder, prepared with water")
    #expect(
      Self.best("orange flavor drink powder")?.name == "Orange-flavor drink, breakfast type, powder"
    )
  }

  @Test("a filler and the word beside it that the library writes as one word are that word")
  func fillersJoined() throws {
    let reading = try MealText.read(
      "this morning i had two morning star chik patties", library: Self.library)
    #expect(reading.items.map { $0.match?.name.text } == ["MORNINGSTAR FARMS Chik Patties, frozen"])
    #expect(reading.items[0].text == "two morning star chik patties")
  }

  @Test("a food for a special use (babyfood) is only meant when the words say so")
  func specialUse() {
    #expect(Self.best("apple cranberry juice")?.name == "Cranberry-apple juice drink, bottled")
    #expect(Self.best("babyfood apple cranberry juice")?.name == "Babyfood, apple-cranberry juice")
  }

  @Test("USDA's qualifiers after a comma count little: the plain food beats a dish of it")
  func qualifiers() {
    #expect(Self.best("chicken liver")?.name == "Chicken, liver, all classes, cooked, simmered")
    #expect(
      Self.best("cooked chicken")?.name == "Chicken, broilers or fryers, meat only, cooked, roasted"
    )
    #expect(Self.best("peanut oil")?.name == "Oil, peanut, salad or cooking")
    // Before a comma they are words of the name like any other.
    #expect(Self.best("pate")?.name == "Pate, chicken liver, canned")
  }

  @Test("words in a USDA name's parentheses count little, and repeat nothing")
  func asides() {
    #expect(Self.best("artichokes")?.name == "Artichokes, (globe or french), raw")
    #expect(Self.best("globe artichoke")?.name == "Artichokes, (globe or french), raw")
    #expect(Self.best("special burger")?.name == "FAST FOOD, SPECIAL BURGER")
    // The traditional foods of a people are meant when said, not by a plain `round steak`.
    #expect(
      Self.best("top round steak")?.name
        == "Beef, round, top round steak, boneless, separable lean only, cooked")
    #expect(
      Self.best("shoshone buffalo steak")?.name
        == "Buffalo, free range, top round steak, cooked (Shoshone Bannock)")
  }

  @Test("what a name says a food is without is no match for the word, only for without it")
  func absence() {
    #expect(Self.best("salted potato chips")?.name == "Snacks, potato chips, plain, salted")
    #expect(Self.best("salt potato chips")?.name == "Snacks, potato chips, plain, salted")
    #expect(
      Self.best("spinach without salt")?.name == "Spinach, cooked, boiled, drained, without salt")
    #expect(Self.best("spinach with salt")?.name == "Spinach, cooked, boiled, drained, with salt")
  }

  @Test("two words the library writes as one are joined, exactly")
  func joined() {
    #expect(Self.best("blue berries")?.name == "Blueberries, raw")
    #expect(Self.best("pop corn")?.name == "Popcorn, air-popped")
    #expect((Self.best("blue berries")?.score ?? 0) > 0.9)
  }

  @Test("a word the library holds as two is split where both halves are its words")
  func split() {
    #expect(Self.best("sundried tomatoes")?.name == "Tomatoes, sun-dried")
    #expect((Self.best("sundried tomatoes")?.score ?? 0) > 0.9)
    #expect(Self.best("applejuice")?.name == "Apple juice, canned")
    // A word that matches with a typo is not split: `spinache` is spinach.
    #expect(Self.best("spinache")?.name == "Spinach, raw")
  }

  @Test("a word no name holds (a brand, a stray word) lowers the score without sinking the item")
  func unknownWords() throws {
    let reading = try MealText.read("if rice", library: Self.library)
    #expect(reading.items[0].match?.name == "White rice, cooked")
    #expect(reading.items[0].level != .high)
    let none = try MealText.read("blorp", library: Self.library)
    #expect(none.items[0].match == nil)
  }

  @Test("what a food was cooked in is an item of its own")
  func cookedIn() throws {
    let reading = try MealText.read(
      "grilled chicken breast cooked in ranch dressing", library: Self.library)
    #expect(
      reading.items.map { $0.match?.name.text }
        == ["Chicken, breast, meat only, cooked, roasted", "Ranch dressing"])
  }

  @Test("a salad or smoothie with two or more items is made of them; with one, it is an item")
  func dishesOfIngredients() throws {
    func foods(_ text: String) throws -> [String?] {
      try MealText.read(text, library: Self.library).items.map { $0.match?.name.text }
    }
    #expect(
      try foods("i made a salad with kale, spinach and ranch dressing")
        == ["Kale, raw", "Spinach, raw", "Ranch dressing"])
    #expect(
      try foods("a smoothie with blueberries and apple juice")
        == ["Blueberries, raw", "Apple juice, canned"])
    #expect(try foods("a taco salad with kale and spinach").first == "Taco salad")
    #expect(try foods("a salad with ranch dressing") == ["Taco salad", "Ranch dressing"])
    // `on` the bread of a sandwich or wrap, then what it holds: the parts are the food; `on
    // the side`, or a salad on anything, says nothing of its parts.
    #expect(
      try foods("a wrap on kale with spinach and blueberries")
        == ["Kale, raw", "Spinach, raw", "Blueberries, raw"])
    #expect(
      try foods("a salad on the side, kale and spinach")
        == ["Taco salad", "Kale, raw", "Spinach, raw"])
  }

  @Test("words that match no food well get the closest as a best guess, which add does not log")
  func bestGuess() throws {
    let reading = try MealText.read(
      "a bowl of purple crinkly crunchy salted kale crisps, and unobtainium", library: Self.library)
    let guess = reading.items[0]
    #expect(guess.match?.name.text == "Kale, raw")
    #expect(guess.isGuess)
    #expect(guess.confidence <= 0.3 && guess.level == .low)
    #expect(guess.note?.hasPrefix("no food matches") == true)
    #expect(guess.nutrients != nil)
    #expect(reading.items[1].match == nil)
    #expect(reading.unknownItems.map(\.number) == [1, 2])
    // Shown, but left out of the meal's total.
    #expect(reading.total == .zero)
    #expect(reading.needsReview)
  }

  @Test("what follows `to` and a verb of purpose says why, not what: it makes no item")
  func purposeClauses() throws {
    func foods(_ text: String) throws -> [String?] {
      try MealText.read(text, library: Self.library).items.map { $0.match?.name.text }
    }
    #expect(
      try foods("kale and blueberries to round it all out") == ["Kale, raw", "Blueberries, raw"])
    #expect(
      try foods("spinach, then apple juice to wash everything down") == [
        "Spinach, raw", "Apple juice, canned",
      ])
    #expect(try foods("to start i had kale") == ["Kale, raw"])
  }

  @Test(
    "a dish said to be made of what follows is its ingredients, even one",
    arguments: [
      ("a salad of kale", ["Kale, raw"]),
      ("i made a salad of kale and spinach", ["Kale, raw", "Spinach, raw"]),
      ("a sandwich made with kale and spinach", ["Kale, raw", "Spinach, raw"]),
      ("a smoothie that consisted of blueberries", ["Blueberries, raw"]),
      ("a salad made out of kale, blueberries", ["Kale, raw", "Blueberries, raw"]),
      ("a salad composed of 100 g of kale", ["Kale, raw"]),
      ("a salad using spinach and ranch dressing", ["Spinach, raw", "Ranch dressing"]),
      ("we made a meal of kale and popcorn", ["Kale, raw", "Popcorn, air-popped"]),
      ("we made a smoothie from kale and blueberries", ["Kale, raw", "Blueberries, raw"]),
    ])
  func dishesMadeOf(_ text: String, _ expected: [String]) throws {
    let reading = try MealText.read(text, library: Self.library)
    #expect(reading.items.map { $0.match?.name.text } == expected)
  }

  @Test("a verb in the past alone names no food: snacked on kale is kale")
  func verbsAlone() throws {
    let reading = try MealText.read(
      "snacked on kale, then munched on popcorn and finished", library: Self.library)
    #expect(reading.items.map { $0.match?.name.text } == ["Kale, raw", "Popcorn, air-popped"])
  }

  @Test("words that name no food (topped, later, on top, a stray cooking word) make no item")
  func wordsNamingNoFood() throws {
    let reading = try MealText.read(
      "kale, topped with ranch dressing on top, and later spinach, sauteed", library: Self.library)
    #expect(
      reading.items.map { $0.match?.name.text } == ["Kale, raw", "Ranch dressing", "Spinach, raw"])
  }

  @Test("for lunch, at supper or during dinner names the meal; lunch meat is a food")
  func mealNames() throws {
    let supper = try MealText.read(
      "at supper a fresh kale and cut up spinach", library: Self.library)
    #expect(supper.mealName == "supper")
    #expect(supper.items.map { $0.match?.name.text } == ["Kale, raw", "Spinach, raw"])
    let lunch = try MealText.read("for lunch i had kale, cut up", library: Self.library)
    #expect(lunch.mealName == "lunch")
    #expect(lunch.items.map { $0.match?.name.text } == ["Kale, raw"])
    // An article and a time of day between: the meal, not a snack food.
    let snack = try MealText.read(
      "for an afternoon snack, kale and popcorn for a quick snack", library: Self.library)
    #expect(snack.mealName == "snack")
    #expect(snack.items.map { $0.match?.name.text } == ["Kale, raw", "Popcorn, air-popped"])
    // A meal by its time of day, and what makes up a meal.
    let midday = try MealText.read("for my midday meal, kale", library: Self.library)
    #expect(midday.mealName == "lunch")
    #expect(midday.items.map { $0.match?.name.text } == ["Kale, raw"])
    let madeUp = try MealText.read("kale and popcorn make up my dinner", library: Self.library)
    #expect(madeUp.mealName == "dinner")
    #expect(madeUp.items.map { $0.match?.name.text } == ["Kale, raw", "Popcorn, air-popped"])
  }

  @Test("sugar added only when said: sliced strawberries are the fruit, not frozen and sweetened")
  func sweetenedOnlyWhenSaid() throws {
    let library = FoodLibrary(foods: [
      SmallLibrary.food("Strawberries, raw"),
      SmallLibrary.food("Strawberries, frozen, sweetened, sliced"),
    ])
    let sliced = try MealText.read("some sliced strawberries", library: library)
    #expect(sliced.items.map { $0.match?.name.text } == ["Strawberries, raw"])
    let sweetened = try MealText.read("sweetened sliced strawberries", library: library)
    #expect(
      sweetened.items.map { $0.match?.name.text } == ["Strawberries, frozen, sweetened, sliced"])
  }

  @Test("what follows before or after says when: a snack before the gym, kale after my run")
  func occasions() throws {
    for text in ["kale before the gym", "kale after my run", "kale before bed"] {
      let reading = try MealText.read(text, library: Self.library)
      #expect(reading.items.map { $0.match?.name.text } == ["Kale, raw"], "\(text)")
      #expect(reading.items.map(\.confidence).allSatisfy { $0 >= 0.9 }, "\(text)")
    }
  }

  @Test("a meal named as the subject is the meal: dinner was, a snack of, breakfast:")
  func mealAsSubject() throws {
    let cases: [(String, String, [String], [Double])] = [
      (
        "Dinner was 1.5 cups of rice and kale", "dinner", ["White rice, cooked", "Kale, raw"],
        [1.5, 1]
      ),
      ("A snack of 2 cups of popcorn", "snack", ["Popcorn, air-popped"], [2]),
      ("My lunch consists of a cup of rice", "lunch", ["White rice, cooked"], [1]),
      ("tonight's late dinner is kale", "dinner", ["Kale, raw"], [1]),
      ("Breakfast: 3 cups of blueberries", "breakfast", ["Blueberries, raw"], [3]),
    ]
    for (text, meal, foods, amounts) in cases {
      let reading = try MealText.read(text, library: Self.library)
      #expect(reading.mealName == meal, "\(text)")
      #expect(reading.items.map { $0.match?.name.text } == foods, "\(text)")
      #expect(reading.items.map(\.amount) == amounts, "\(text)")
    }
    // A meal's name before a food's word is part of the food; tea and dessert alone are eaten.
    let tea = try MealText.read("tea and dessert", library: Self.library)
    #expect(tea.mealName == nil && tea.items.count == 2)
  }

  @Test("a verb of eating and its particle are no food: I'm snacking on, treating myself to")
  func verbsOfEating() throws {
    for text in [
      "I'm enjoying 2 cups of kale", "I'm snacking on 2 cups of kale",
      "I'm treating myself to 2 cups of kale", "indulging in 2 cups of kale",
      "savoring 2 cups of kale", "I grabbed 2 cups of kale on the go",
    ] {
      let reading = try MealText.read(text, library: Self.library)
      #expect(reading.items.map { $0.match?.name.text } == ["Kale, raw"], "\(text)")
      #expect(reading.items.map(\.amount) == [2], "\(text)")
    }
    // After a food, `to` and an amount start another food.
    let added = try MealText.read("add 1 cup of kale to 2 cups of rice", library: Self.library)
    #expect(added.items.map { $0.match?.name.text } == ["Kale, raw", "White rice, cooked"])
  }

  @Test("seasoned or dressed with something: the something is the item")
  func seasonedWith() throws {
    let reading = try MealText.read(
      "kale dressed with ranch dressing, spinach, seasoned with popcorn", library: Self.library)
    #expect(
      reading.items.map { $0.match?.name.text } == [
        "Kale, raw", "Ranch dressing", "Spinach, raw", "Popcorn, air-popped",
      ])
  }

  @Test("a weight or volume before a piece or container of the food is its amount")
  func weightOfAPiece() throws {
    let reading = try MealText.read(
      "i was served a 5 oz piece of chicken breast drizzled in ranch dressing",
      library: Self.library)
    #expect(
      reading.items.map { $0.match?.name.text }
        == ["Chicken, breast, meat only, cooked, roasted", "Ranch dressing"])
    #expect(reading.items[0].quantity == Quantity(5, .ounce))
    #expect(reading.items[0].level != .low)
  }

  @Test("a dish made of nothing named, or named with what it is not made of, stays an item")
  func dishesNotMadeOf() throws {
    func foods(_ text: String) throws -> [String?] {
      try MealText.read(text, library: Self.library).items.map { $0.match?.name.text }
    }
    #expect(try foods("a taco salad of kale").first == "Taco salad")
    #expect(try foods("a salad, kale") == ["Taco salad", "Kale, raw"])
    #expect(try foods("a salad made") == ["Taco salad"])
    // Where it came from is not what it is made of; `made from` is.
    #expect(try foods("a salad from the deli").first == "Taco salad")
    #expect(try foods("a salad made from kale") == ["Kale, raw"])
  }
}
