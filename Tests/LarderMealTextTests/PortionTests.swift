import LarderModel
import Testing

@testable import LarderMealText
@testable import LarderWorkspace

/// Amounts in the terms of foods imported from USDA, whose measures are named as SR28 writes
/// them, and of foods that lack the measure said.
@Suite("Meal text: amounts in the food's own portions, typical sizes, guesses")
struct PortionTests {
  static func measures(_ list: [(String, Double)]) -> [Measure] {
    list.map { Measure(name: Name($0.0), quantity: Quantity($0.1, .gram)) }
  }

  static let library = FoodLibrary(foods: [
    SmallLibrary.food(
      "Soup, tomato, canned, condensed", aliases: ["tomato soup"],
      measures: measures([("cup", 242), ("can (10.7 oz)", 303)])),
    SmallLibrary.food(
      "Kale, cooked", aliases: ["kale"], measures: measures([("cup, chopped", 130)])),
    SmallLibrary.food(
      "Cereals ready-to-eat, oat rings", aliases: ["oat rings"],
      measures: measures([("cup ( 1 NLEA serving)", 59)])),
    SmallLibrary.food("Cereals ready-to-eat, bran flakes", aliases: ["bran flakes"]),
    SmallLibrary.food(
      "Beef, pot roast, cooked", aliases: ["pot roast"], measures: measures([("oz", 28.35)])),
    SmallLibrary.food(
      "Sandwich, club", aliases: ["club sandwich"],
      measures: measures([("oz", 28.35), ("sandwich", 246)])),
    SmallLibrary.food(
      "Pie, apple", aliases: ["apple pie"],
      measures: measures([("oz", 28.35), ("piece (1/8 of 9\" dia)", 125)])),
    Food(
      name: "Cola", nutrition: Nutrients(kcal: 37, protein: 0, carbs: 9.6, fat: 0),
      density: 1.04),
    SmallLibrary.food("Rice", measures: measures([("tbsp", 12)])),
    SmallLibrary.food(
      "Beverages, energy drink", aliases: ["energy drink"],
      measures: measures([("fl oz", 30), ("can (8.3 fl oz)", 250)])),
    SmallLibrary.food("Cucumber", measures: measures([("piece", 301)])),
    SmallLibrary.food(
      "Waffles, frozen", aliases: ["waffles"], measures: measures([("waffles", 35)])),
  ])

  static func item(_ text: String, typical: TypicalPortions = .none) throws -> MealItem {
    try #require(try MealText.read(text, library: library, typical: typical).items.first)
  }

  @Test("a measure is found by its head word: a can of soup is the food's can (10.7 oz)")
  func headWord() throws {
    let can = try Self.item("a can of tomato soup")
    #expect(can.quantity == Quantity(1, .measure("can (10.7 oz)")))
    #expect(can.unitText == "can (10.7 oz)")
    #expect(can.grams == 303)
    #expect(can.confidence == 1)
    let cans = try Self.item("2 cans of tomato soup")
    #expect(cans.unitText == "can (10.7 oz)")
    #expect(cans.grams == 606)
    // The food's own cup wins over the US cup, even with words after its head.
    #expect(try Self.item("a cup of kale").grams == 130)
    #expect(try Self.item("a cup of oat rings").grams == 59)
    // A measure named after a fixed unit is written as the unit: `2 tbsp`, not `2 tbsps`.
    #expect(try Self.item("2 tbsp of rice").unitText == "tbsp")
    // One named in the plural stays so: `2 waffles`, not `2 waffleses`.
    #expect(try Self.item("2 waffles").unitText == "waffles")
    #expect(try Self.item("2 cans of tomato soup").unitText == "can (10.7 oz)")
  }

  @Test("a volume of a food without a density takes the density of its own cup measure")
  func densityOfOwnMeasure() throws {
    let kale = try Self.item("2 tbsp of kale")
    #expect(kale.unit == .gram)
    #expect(kale.grams == 16)
    #expect(kale.level == .medium)
    #expect(kale.note == "2 tbsp taken as 16 g as its own measures")
    // A bowl, too: 300 ml of oat rings at 59 g a cup, not 250 g.
    #expect(try Self.item("a bowl of oat rings").grams == 75)
  }

  @Test("without an amount or unit, the food's usual portion: its first measure not a weight")
  func usualPortion() throws {
    let sandwich = try Self.item("club sandwich")
    #expect(sandwich.quantity == Quantity(1, .measure("sandwich")))
    let pie = try Self.item("apple pie")
    #expect(pie.grams == 125)
    #expect(try Self.item("2 club sandwiches").grams == 492)
    // `fl oz`, like `oz`, is a unit, not a portion.
    #expect(try Self.item("energy drink").quantity == Quantity(1, .measure("can (8.3 fl oz)")))
  }

  @Test("without an amount, sugar or butter is a spoonful, its kind's serving, not its cup")
  func spoonfulKinds() throws {
    let library = FoodLibrary(foods: [
      SmallLibrary.food(
        "Sugars, granulated", aliases: ["sugar"],
        measures: Self.measures([("tsp", 4.2), ("cup", 200)])),
      SmallLibrary.food("Butter", measures: Self.measures([("tbsp", 14.2), ("cup", 227)])),
      SmallLibrary.food("Rice, cooked", aliases: ["rice"], measures: Self.measures([("cup", 158)])),
    ])
    let typical = TypicalPortions(
      kinds: [
        .init(name: "sugar", words: ["sugar"], density: 0.85),
        .init(name: "fat", words: ["butter"], density: 0.92),
        .init(name: "grain", words: ["rice"], density: 0.7),
      ],
      sizes: [
        .init(kind: "sugar", measure: "serving", size: Quantity(4, .gram)),
        .init(kind: "fat", measure: "serving", size: Quantity(14, .gram)),
        .init(kind: "grain", measure: "serving", size: Quantity(140, .gram)),
      ])
    let reading = try MealText.read(
      "coffee with sugar, toast with butter, rice", library: library, typical: typical)
    #expect(reading.items.compactMap(\.grams) == [4, 14, 158])
  }

  @Test("a serving of a food served per 100 g is what people usually have, not 100 g")
  func servingIsUsual() throws {
    #expect(
      try Self.item("a serving of club sandwich").quantity == Quantity(1, .measure("sandwich")))
    #expect(try Self.item("a portion of club sandwich").grams == 246)
    let roast = try Self.item("2 servings of pot roast", typical: Self.typical)
    #expect(roast.quantity == Quantity(170, .gram))
    #expect(roast.note == "2 servings taken as 170 g, a typical serving of meat")
  }

  static let typical = TypicalPortions(
    kinds: [
      .init(name: "drink", words: ["cola", "juice"], density: 1.0),
      .init(name: "cereal", words: ["cereal"], density: 0.25),
      .init(name: "meat", words: ["beef"], density: 0.6),
      .init(name: "vegetable", words: ["cucumber"], density: 0.5),
    ],
    sizes: [
      .init(kind: "drink", measure: "can", size: Quantity(355, .milliliter)),
      .init(kind: "food", measure: "bottle", size: Quantity(500, .milliliter)),
      .init(kind: "food", measure: "pinch", size: Quantity(0.4, .gram)),
      .init(kind: "meat", measure: "serving", size: Quantity(85, .gram)),
      .init(kind: "vegetable", measure: "slice", size: Quantity(10, .gram)),
      .init(kind: "food", measure: "bar", size: Quantity(50, .gram)),
    ])

  @Test("a count of a food named by its measure takes a typical one: a Clif bar is not 100 g")
  func countedByTheNamesMeasure() throws {
    let library = FoodLibrary(foods: [SmallLibrary.food("Clif Z bar")])
    let reading = try MealText.read("a clif bar", library: library, typical: Self.typical)
    let bar = try #require(reading.items.first)
    #expect(bar.quantity == Quantity(50, .gram))
    #expect(bar.note == "1 bar taken as 50 g, a typical bar of food")
  }

  @Test("a measure the food lacks takes the typical size of its kind, to be reviewed")
  func typicalSizes() throws {
    let can = try Self.item("a can of cola", typical: Self.typical)
    #expect(can.quantity == Quantity(355, .milliliter))
    #expect(can.level == .low)
    #expect(can.note == "1 can taken as 355 ml, a typical can of drink")
    let bottles = try Self.item("2 bottles of cola", typical: Self.typical)
    #expect(bottles.quantity == Quantity(1000, .milliliter))
    #expect(bottles.note == "2 bottles taken as 1000 ml, a typical bottle of food")
    let pinch = try Self.item("a pinch of rice", typical: Self.typical)
    #expect(pinch.quantity == Quantity(0.4, .gram))
    #expect(pinch.note == "1 pinch taken as 0.4 g, a typical pinch of food")
    // The kind comes from the name's words, its head noun first.
    #expect(Self.typical.kind(of: Self.library.foods[4])?.name == "meat")
    let roast = try Self.item("pot roast", typical: Self.typical)
    #expect(roast.quantity == Quantity(85, .gram))
    #expect(roast.level == .low)
    // Without the table, what it was before: a serving of the food.
    #expect(try Self.item("pot roast").quantity == Quantity(1, .serving))
  }

  @Test("a household measure the food lacks takes its kind's size: a slice of cucumber")
  func typicalHouseholdSize() throws {
    let slices = try Self.item("5 slices of cucumber", typical: Self.typical)
    #expect(slices.quantity == Quantity(50, .gram))
    #expect(slices.level == .medium)
    #expect(slices.note == "5 slices taken as 50 g, a typical slice of vegetable")
  }

  @Test("a cup of a food of no density takes its kind's density, to be reviewed")
  func typicalDensity() throws {
    let flakes = try Self.item("a cup of bran flakes", typical: Self.typical)
    #expect(flakes.grams == 59)
    #expect(flakes.level == .low)
    #expect(flakes.note == "1 cup taken as 59 g at 0.25 g/ml, typical of a cereal")
  }

  @Test(
    "a unit the food cannot take makes the item a guess to review; the other items stand",
    arguments: [
      ("2 blorps of rice and cola", "\"blorps\" is not a measure of \"Rice\": taken as 2 servings"),
      (
        "a cup of bran flakes and cola",
        "cannot convert cup of \"Cereals ready-to-eat, bran flakes\" to grams without a density"
      ),
    ])
  func guesses(_ text: String, _ note: String) throws {
    let reading = try MealText.read(text, library: Self.library)
    #expect(reading.items.count == 2)
    let guess = reading.items[0]
    #expect(guess.match != nil)
    #expect(guess.level == .low)
    #expect(guess.note?.hasPrefix(note) == true, "\(guess.note ?? "")")
    #expect(reading.items[1].level == .high)
    #expect(reading.needsReview)
  }

  @Test("the typical portions compiled in are read whole and tell common kinds apart")
  func compiledTable() throws {
    let table = LoggingUseCases.typicalPortions
    func kind(_ name: Name) -> String? {
      table.kind(of: SmallLibrary.food(name))?.name
    }
    #expect(kind("Soup, tomato, canned, condensed") == "soup")
    #expect(kind("Chicken soup") == "soup")
    #expect(kind("Lime juice, raw") == "drink")
    #expect(kind("Cereals ready-to-eat, GENERAL MILLS, CHEERIOS") == "cereal")
    #expect(kind("Beef, round, eye of round roast, cooked") == "meat")
    let drink = table.kinds.first { $0.name == "drink" }
    #expect(table.size(of: "cans", kind: drink)?.size.milliliters == 355)
    #expect(table.size(of: "patty", kind: drink)?.size.grams == 85)
    #expect(table.size(of: "patty", kind: drink)?.kind == "food")
    let wine = table.kind(of: SmallLibrary.food("Wine, table, red"))
    #expect(table.size(of: "glass", kind: wine)?.size.milliliters == 150)
    #expect(table.size(of: "glass", kind: drink) == nil)
    #expect(table.size(of: "pinches", kind: nil)?.size.grams == 0.4)
    #expect(table.size(of: "order", kind: nil)?.size.grams == 150)
    #expect(throws: ResourceTableError.self) {
      try TypicalPortionsFile.read("kind\tdrink\t1.0\tjuice\nsize\tdrink\tcan\t355 cl\n")
    }
  }
}
