import LarderModel
import Testing

@testable import LarderMealText

/// A small library for the word-level tests: names that hold separators, and plain foods.
enum SmallLibrary {
  static func food(_ name: Name, aliases: [Name] = [], measures: [Measure] = []) -> Food {
    Food(
      name: name, aliases: aliases, nutrition: Nutrients(kcal: 100, protein: 5, carbs: 10, fat: 4),
      measures: measures)
  }

  static let library = FoodLibrary(foods: [
    food("Macaroni and cheese", aliases: ["mac and cheese"]),
    food("Egg, boiled", aliases: ["boiled egg"]),
    food(
      "Egg", aliases: ["eggs"], measures: [Measure(name: "piece", quantity: Quantity(50, .gram))]),
    food("Potatoes", aliases: ["potato"]),
    food("Toast", measures: [Measure(name: "slice", quantity: Quantity(25, .gram))]),
    food("Coffee"),
    food("Rice"),
    food("Beans"),
    food("Broccoli"),
  ])

  /// The items of `text` as typed.
  static func items(_ text: String, library: FoodLibrary = library) -> [String] {
    let tokens = MealTokenizer.tokens(text)
    let utf8 = Array(text.utf8)
    return MealText.split(tokens, catalog: FoodCatalog(library: library)).map { item in
      String(
        decoding: utf8[item.first!.range.lowerBound..<item.last!.range.upperBound], as: UTF8.self)
    }
  }
}

@Suite("Meal text: splitting into items")
struct SplitterTests {
  @Test(
    "items split at and, with, w/, plus, on, commas, semicolons, & and +, in the order typed",
    arguments: [
      ("eggs and toast", ["eggs", "toast"]),
      ("chicken with rice", ["chicken", "rice"]),
      ("toast w/ butter", ["toast", "butter"]),
      ("coffee plus a muffin", ["coffee", "a muffin"]),
      ("beans on toast", ["beans", "toast"]),
      ("eggs, toast; coffee & juice + jam", ["eggs", "toast", "coffee", "juice", "jam"]),
      ("eggs. toast", ["eggs", "toast"]),
      ("eggs,, and toast", ["eggs", "toast"]),
      ("fish n chips", ["fish", "chips"]),
      ("eggs while drinking coffee", ["eggs", "drinking coffee"]),
      ("eggs while watching the news", ["eggs while watching the news"]),
      // The full stop of an abbreviated unit, and a comma between two describing words.
      ("a 6 oz. grilled steak and rice", ["a 6 oz. grilled steak", "rice"]),
      ("for dinner i had 10 oz. of beef", ["for dinner i had 10 oz. of beef"]),
      ("coffee with 2 tbsp. A muffin", ["coffee", "2 tbsp", "A muffin"]),
      ("a sweet, red pepper, toast", ["a sweet, red pepper", "toast"]),
    ])
  func separators(_ text: String, _ expected: [String]) {
    #expect(SmallLibrary.items(text) == expected)
  }

  @Test(
    "a count after a food starts the next item; an amount ending an item does not",
    arguments: [
      ("broccoli 1 sliced potato and rice", ["broccoli", "1 sliced potato", "rice"]),
      ("rice two boiled eggs", ["rice", "two boiled eggs"]),
      ("beans 2 cups of rice", ["beans", "2 cups of rice"]),
      ("rice nd 3 cups of beans", ["rice", "3 cups of beans"]),
      ("rice 1 1/2 cups", ["rice 1 1/2 cups"]),
      ("rice 150 g", ["rice 150 g"]),
      ("toast 2 slices", ["toast 2 slices"]),
      ("eggs 2", ["eggs 2"]),
      ("coffee 12 fl oz", ["coffee 12 fl oz"]),
      ("coke 12 oz can", ["coke 12 oz can"]),
      ("rice 2 cups cooked", ["rice 2 cups cooked"]),
      ("eggs 3 hard boiled", ["eggs 3 hard boiled"]),
      ("chicken 200 g skinless boneless", ["chicken 200 g skinless boneless"]),
      ("i had 2 eggs", ["i had 2 eggs"]),
      ("a cup of 2 percent milk", ["a cup of 2 percent milk"]),
      ("a 5 oz slab of tofu", ["a 5 oz slab of tofu"]),
      ("two eggs a bowl of rice", ["two eggs", "a bowl of rice"]),
      ("toast a couple of eggs", ["toast a couple of eggs"]),
      (
        "potatoes fried in three table spoons of butter",
        ["potatoes fried", "three table spoons of butter"]
      ),
      ("beans in a cup of rice", ["beans", "a cup of rice"]),
      ("savoured a cup of rice", ["savoured a cup of rice"]),
      ("savoured 2 cups of rice", ["savoured 2 cups of rice"]),
    ])
  func countsStartingItems(_ text: String, _ expected: [String]) {
    #expect(SmallLibrary.items(text) == expected)
  }

  @Test("a library name holding a separator stays one item")
  func unsplittableNames() {
    #expect(SmallLibrary.items("mac and cheese with broccoli") == ["mac and cheese", "broccoli"])
    #expect(
      SmallLibrary.items("mac and cheese with broccoli", library: FoodLibrary())
        == ["mac", "cheese", "broccoli"])
    // Plural or singular, the name still holds.
    #expect(
      SmallLibrary.items("a bowl of macaroni and cheeses") == ["a bowl of macaroni and cheeses"])
  }

  @Test("a name holding a separator only holds when the item ends with it")
  func unsplittableNameMustEndTheItem() {
    #expect(SmallLibrary.items("egg, boiled potatoes") == ["egg", "boiled potatoes"])
    #expect(SmallLibrary.items("egg, boiled and toast") == ["egg, boiled", "toast"])
  }

  @Test("and inside an amount does not split: one and a half, 2 and a half")
  func andInAmounts() {
    #expect(
      SmallLibrary.items("one and a half cups of rice and beans") == [
        "one and a half cups of rice", "beans",
      ])
    #expect(SmallLibrary.items("2 and half cups of rice") == ["2 and half cups of rice"])
  }

  @Test("and inside one flavour does not split: sweet and sour, salt and vinegar, half and half")
  func andInFlavours() {
    #expect(
      SmallLibrary.items("sweet and sour sauce with rice and beans") == [
        "sweet and sour sauce", "rice", "beans",
      ])
    #expect(
      SmallLibrary.items("salt n vinegar chips, coffee") == ["salt n vinegar chips", "coffee"])
    #expect(SmallLibrary.items("coffee with half and half") == ["coffee", "half and half"])
    // Half and half is the food, not an amount of one.
    #expect(AmountTests.said("half and half").0 == nil)
    #expect(AmountTests.said("half and half").3 == ["half", "and", "half"])
    #expect(AmountTests.said("2 tbsp half and half").0 == 2)
    for text in ["a half and half", "half & half", "half n half", "2 half and half"] {
      #expect(AmountTests.said(text).3.first == "half", "\(text)")
    }
    #expect(AmountTests.said("2 half and half").0 == 2)
    #expect(
      SmallLibrary.items("salt & vinegar chips, coffee") == ["salt & vinegar chips", "coffee"])
  }

  @Test("numbers, fractions and attached units are tokens of their own")
  func tokens() {
    let tokens = MealTokenizer.tokens("200g Crème fraîche, ½ cup + 1½ l .5 tsp 1/4 cup")
    #expect(
      tokens.map(\.text) == [
        "200", "g", "creme", "fraiche", ",", "½", "cup", "+", "1½", "l", ".5", "tsp", "1/4",
        "cup",
      ])
    #expect(tokens.filter { $0.kind == .number }.map(\.value) == [200, 0.5, 1.5, 0.5, 0.25])
    #expect(MealTokenizer.tokens("Ben & Jerry's").map(\.text) == ["ben", "&", "jerrys"])
  }

  @Test("a decimal comma, thousands, digits of other scripts, a time of day and a zero divisor")
  func numbersAsPeopleTypeThem() {
    func values(_ text: String) -> [Double] {
      MealTokenizer.tokens(text).filter { $0.kind == .number }.map(\.value)
    }
    #expect(values("1,5 cups of rice, 2,25 l") == [1.5, 2.25])
    #expect(values("1,000 g rice and 12,500,000 crumbs") == [1000, 12_500_000])
    #expect(values("eggs 2,toast 1,2345") == [2, 1, 2345])
    #expect(values("chicken 150,200g rice") == [150, 200])
    #expect(values("２ eggs, ٣ figs") == [2, 3])
    #expect(values("rice at 12:30 and tea at 7:05 pm") == [])
    #expect(values("rice 1/0") == [0])
    #expect(MealTokenizer.tokens("1,5 cups").map(\.text) == ["1.5", "cups"])
  }
}

@Suite("Meal text: amounts and number words")
struct AmountTests {
  /// The amount and unit one item says.
  static func said(_ text: String) -> (Double?, Bool, String?, [String]) {
    let phrase = MealPhrase(MealTokenizer.tokens(text)[...])
    return (
      phrase.amount?.value, phrase.amount?.isRough ?? false, phrase.unit?.text,
      phrase.food.map(\.text)
    )
  }

  @Test(
    "counts in digits, fractions and words",
    arguments: [
      ("a banana", 1.0, ["banana"]),
      ("an apple", 1, ["apple"]),
      ("one egg", 1, ["egg"]),
      ("two eggs", 2, ["eggs"]),
      ("seven grapes", 7, ["grapes"]),
      ("twelve grapes", 12, ["grapes"]),
      ("a dozen eggs", 12, ["eggs"]),
      ("half a dozen eggs", 6, ["eggs"]),
      ("half an avocado", 0.5, ["avocado"]),
      ("a half avocado", 0.5, ["avocado"]),
      ("a couple of eggs", 2, ["eggs"]),
      ("couple eggs", 2, ["eggs"]),
      ("a pair of eggs", 2, ["eggs"]),
      ("3 eggs", 3, ["eggs"]),
      ("2 x eggs", 2, ["eggs"]),
      ("I had 2 eggs", 2, ["eggs"]),
      ("for breakfast I ate two eggs", 2, ["eggs"]),
    ])
  func counts(_ text: String, _ amount: Double, _ food: [String]) {
    let (value, isRough, unit, words) = Self.said(text)
    #expect(value == amount)
    #expect(!isRough)
    #expect(unit == nil)
    #expect(words == food)
  }

  @Test(
    "amounts with units: fractions, mixed numbers, vulgar fractions, decimals, and a half",
    arguments: [
      ("1/2 cup rice", 0.5), ("1 1/2 cups rice", 1.5), ("½ cup rice", 0.5),
      ("1½ cups rice", 1.5), ("1.5 cups rice", 1.5), (".5 cup rice", 0.5),
      ("one and a half cups of rice", 1.5), ("2 and a half cups of rice", 2.5),
      ("half a cup of rice", 0.5), ("three quarters of a cup of rice", 0.75),
      ("two thirds of a cup of rice", 2.0 / 3), ("a quarter cup of rice", 0.25),
      ("a fourth cup of rice", 0.25), ("three fourths of a cup of rice", 0.75),
    ])
  func fractions(_ text: String, _ amount: Double) {
    let (value, _, unit, words) = Self.said(text)
    #expect(abs((value ?? 0) - amount) < 1e-9, "\(text)")
    #expect(unit == "cup" || unit == "cups")
    #expect(words == ["rice"])
  }

  @Test(
    "a range is its middle, rough: 2-3, 2–3, 2 to 3, 2 or 3, before the food or after it",
    arguments: [
      ("2-3 cups of rice", 2.5), ("2–3 cups of rice", 2.5), ("2 to 3 cups of rice", 2.5),
      ("2 or 3 cups of rice", 2.5), ("rice 2-3 cups", 2.5), ("1-2 cups rice", 1.5),
      ("2-3 1/2 cups rice", 2.75), ("1/2-3/4 cups rice", 0.625), ("½-1 cups rice", 0.75),
    ])
  func ranges(_ text: String, _ amount: Double) {
    #expect(SmallLibrary.items(text).count == 1, "\(text)")
    let (value, isRough, unit, words) = Self.said(text)
    #expect(value == amount, "\(text)")
    #expect(isRough)
    #expect(unit == "cups")
    #expect(words == ["rice"])
    // A hyphen in a mixed number, or a weight, is no range.
    #expect(Self.said("1-1/2 cups rice").0 == 1.5)
    #expect(Self.said("1-1/2 cups rice").1 == false)
    #expect(Self.said("a 12-oz steak").3 == ["steak"])
  }

  @Test("some, a little, a side of, a few and several are rough amounts")
  func roughAmounts() {
    // `a side of fries` is the food's usual serving, not one fry.
    #expect(Self.said("a side of fries").0 == nil)
    #expect(Self.said("a side of fries").1)
    #expect(Self.said("a side of fries").3 == ["fries"])
    #expect(Self.said("some broccoli").0 == nil)
    #expect(Self.said("some broccoli").1)
    #expect(Self.said("a little milk").0 == nil)
    #expect(Self.said("a bit of cheese").1)
    #expect(Self.said("lots of rice").1)
    #expect(Self.said("a few strawberries").0 == 3)
    #expect(Self.said("a few strawberries").1)
    #expect(Self.said("several crackers").0 == 3)
  }

  @Test(
    "words before an amount that say when, who or what was done are not the food",
    arguments: [
      ("savored one cup of rice", 1.0, "cup"),
      ("measured out two cups of rice", 2, "cups"),
      ("all we had tonight was a bowl of rice", 1, "bowl"),
      ("tonite for supper i had 2 cups of rice", 2, "cups"),
      ("two table spoons of rice", 2, "table spoons"),
      ("for supper we are going to have three cups of rice", 3, "cups"),
      ("i 'm gonna eat a cup of rice", 1, "cup"),
      ("I'm going to have a cup of rice to start the day", 1, "cup"),
    ])
  func leadingWords(_ text: String, _ amount: Double, _ unit: String) {
    let (value, _, said, words) = Self.said(text)
    #expect(value == amount)
    #expect(said == unit)
    #expect(words == ["rice"])
  }

  @Test("a food before I had, or a cooking verb before an amount, stays")
  func leadingFoodStays() {
    #expect(Self.said("rice i had").3 == ["rice"])
    #expect(Self.said("rice i had 150 g").3 == ["rice"])
    #expect(Self.said("rice we ate 2 slices of").3 == ["rice"])
    #expect(Self.said("rice while watching the news").3 == ["rice"])
    // A food that ends like a verb in the past stays a food.
    #expect(Self.said("flaxseed 2 tbsp").3 == ["flaxseed"])
    #expect(Self.said("2 tbsp of seaweed").3 == ["seaweed"])
    // `my fourth slice` is one slice; `a fourth cup` a quarter.
    #expect(Self.said("my fourth slice of toast").0 != 0.25)
    #expect(Self.said("i am going to have rice").3 == ["rice"])
    #expect(Self.said("baked 2 potatoes").3.first == "baked")
  }

  @Test("a number inside a phrase is the amount when it comes first: a 150 g steak")
  func articleBeforeNumber() {
    let (value, _, unit, words) = Self.said("a 150 g steak")
    #expect(value == 150)
    #expect(unit == "g")
    #expect(words == ["steak"])
  }

  @Test("a count of a weight or volume is that much: 1 12 ounce steak, two 12 oz cans of soda")
  func countOfAWeight() {
    let steak = Self.said("1 12 ounce ribeye steak")
    #expect(steak.0 == 12)
    #expect(steak.2 == "ounce")
    #expect(steak.3 == ["ribeye", "steak"])
    let soda = Self.said("two 12 oz cans of soda")
    #expect(soda.0 == 24)
    #expect(soda.2 == "oz")
    #expect(soda.3 == ["soda"])
    // A count and a number that is no amount stay apart.
    #expect(Self.said("two 90 % lean turkey burgers").0 == 2)
  }

  @Test("a verb linking a food to the next is left out: water mixed with syrup")
  func linkingVerbs() {
    #expect(SmallLibrary.items("rice mixed with beans") == ["rice", "beans"])
    #expect(SmallLibrary.items("coffee doused in toast") == ["coffee", "toast"])
    #expect(SmallLibrary.items("mixed with beans") == ["mixed", "beans"])
  }
}

@Suite("Meal text: units")
struct UnitTests {
  @Test(
    "fixed units in any spelling, before or after the food",
    arguments: [
      ("200 g chicken", "g"), ("200g chicken", "g"), ("2 grams of salt", "grams"),
      ("1 kg potatoes", "kg"), ("500 mg salt", "mg"), ("6 oz steak", "oz"),
      ("1 lb shrimp", "lb"), ("a pound of shrimp", "pound"), ("250 ml milk", "ml"),
      ("1 l water", "l"), ("a tsp of sugar", "tsp"), ("2 tablespoons of honey", "tablespoons"),
      ("a cup of rice", "cup"), ("8 fl oz milk", "fl oz"),
      ("8 fluid ounces of milk", "fluid ounces"),
      ("chicken 150 g", "g"), ("rice 1 cup", "cup"), ("a piece of cake", "piece"),
      ("a serving of rice", "serving"),
    ])
  func fixedUnits(_ text: String, _ unit: String) {
    let phrase = MealPhrase(MealTokenizer.tokens(text)[...])
    #expect(phrase.unit?.text == unit, "\(text)")
    guard case .fixed? = phrase.unit?.kind else {
      Issue.record("\(text): not a fixed unit")
      return
    }
  }

  @Test(
    "household measures, with or without a count, and their other names",
    arguments: [
      ("a bowl of oatmeal", "bowl"), ("two glasses of milk", "glass"),
      ("a plate of pasta", "plate"), ("handful of almonds", "handful"),
      ("a slice of toast", "slice"), ("3 rashers of bacon", "slice"),
      ("a large bowl of pasta", "bowl"), ("a mug of tea", "mug"),
      ("2 scoops of ice cream", "scoop"),
    ])
  func householdMeasures(_ text: String, _ name: String) {
    let phrase = MealPhrase(MealTokenizer.tokens(text)[...])
    guard case .household(let measure)? = phrase.unit?.kind else {
      Issue.record("\(text): no household measure")
      return
    }
    #expect(measure.name == name)
    #expect(phrase.amount?.value != nil)
  }

  @Test("a word before `of` is a measure of the food: a can of tuna, a tin of sardines")
  func foodMeasures() {
    let can = MealPhrase(MealTokenizer.tokens("a can of tuna")[...])
    #expect(can.unit?.kind == .measure)
    #expect(can.unit?.text == "can")
    #expect(MealPhrase(MealTokenizer.tokens("a tin of sardines")[...]).unit?.text == "can")
    // Without a count, `cream of mushroom soup` names a food.
    #expect(MealPhrase(MealTokenizer.tokens("cream of mushroom soup")[...]).unit == nil)
  }

  @Test("a unit without a count needs `of`: `cup of coffee` is a cup, `cup noodles` a food")
  func unitWithoutCount() {
    let coffee = MealPhrase(MealTokenizer.tokens("cup of coffee")[...])
    #expect(coffee.unit?.text == "cup")
    #expect(coffee.amount?.value == 1)
    let noodles = MealPhrase(MealTokenizer.tokens("cup noodles")[...])
    #expect(noodles.unit == nil)
    #expect(noodles.food.map(\.text) == ["cup", "noodles"])
  }

  @Test("a size is a unit only for a food that defines it")
  func sizes() throws {
    let library = FoodLibrary(foods: [
      SmallLibrary.food("Egg", measures: [Measure(name: "large", quantity: Quantity(50, .gram))]),
      SmallLibrary.food(
        "Coffee", measures: [Measure(name: "cup", quantity: Quantity(237, .gram))]),
    ])
    let egg = try MealText.read("a large egg", library: library).items[0]
    #expect(egg.quantity == Quantity(1, .measure("large")))
    #expect(egg.grams == 50)
    let coffee = try MealText.read("a large coffee", library: library).items[0]
    #expect(coffee.quantity == Quantity(1, .measure("cup")))
  }
}
