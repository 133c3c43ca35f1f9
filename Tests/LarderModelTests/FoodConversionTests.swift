import LarderModel
import Testing

@Suite("Units and food quantities")
struct FoodConversionTests {
  let rice = Food(
    name: "White rice, cooked", serving: Quantity(100, .gram),
    nutrition: Nutrients(kcal: 130, protein: 2.7, carbs: 28.2, fat: 0.3),
    measures: [Measure(name: "cup", quantity: Quantity(158, .gram))],
    category: "Starchy Sides", portion: Quantity(150, .gram))
  let milk = Food(
    name: "Whole milk", serving: Quantity(100, .milliliter),
    nutrition: Nutrients(kcal: 62, protein: 3.2, carbs: 4.9, fat: 3.3), density: 1.03,
    category: "Dairy", portion: Quantity(200, .milliliter))
  let oatmeal = Food(
    name: "Oatmeal", nutrition: Nutrients(kcal: 379, protein: 13.2, carbs: 67.7, fat: 6.5))
  let bread = Food(
    name: "Bread", nutrition: Nutrients(kcal: 265, protein: 9, carbs: 49, fat: 3.2),
    measures: [Measure(name: "slice", quantity: Quantity(30, .gram))])

  @Test(
    "fixed units are found by plural, abbreviation and case",
    arguments: [
      ("grams", Unit.gram), ("gr", .gram), ("G", .gram), ("tablespoons", .tablespoon),
      ("tbsp", .tablespoon), ("Tbsp", .tablespoon), ("cups", .cup), ("fl oz", .fluidOunce),
      ("FL  OZ", .fluidOunce), ("lbs", .pound), ("ounces", .ounce), ("litres", .liter),
      ("pieces", .piece), ("servings", .serving), ("kg", .kilogram), ("mg", .milligram),
    ])
  func spellings(_ spelling: String, _ unit: Unit) {
    #expect(Unit(spelling: spelling) == unit)
  }

  @Test("a food's measures are found by plural, and win over fixed units of the same name")
  func measures() {
    #expect(bread.unit(spelling: "slices") == .measure("slice"))
    #expect(bread.unit(spelling: "Slice") == .measure("slice"))
    #expect(rice.unit(spelling: "cups") == .measure("cup"))
    #expect(bread.unit(spelling: "cups") == .cup)
    #expect(bread.unit(spelling: "handfuls") == nil)
  }

  @Test("a cup of rice converts through the rice's own cup measure")
  func cupOfRiceViaMeasure() throws {
    #expect(try rice.grams(in: Quantity(1, .measure("cup"))) == 158)
    // 1.5 cups = 237 g = 2.37 servings of 130 kcal.
    let nutrients = try rice.nutrients(for: Quantity(1.5, .measure("cups")))
    #expect(abs(nutrients.kcal - 308.1) < 1e-9)
  }

  @Test("millilitres convert to grams through the density")
  func volumeViaDensity() throws {
    #expect(abs(try milk.grams(in: Quantity(200, .milliliter)) - 206) < 1e-9)
    #expect(try milk.servings(in: Quantity(250, .milliliter)) == 2.5)
    // 103 g of milk is 100 ml, one serving.
    #expect(abs(try milk.servings(in: Quantity(103, .gram)) - 1) < 1e-9)
    // A US cup is 236.5882365 ml.
    #expect(abs(try milk.servings(in: Quantity(1, .cup)) - 2.365882365) < 1e-9)
  }

  @Test("without a density, millilitres of a food served by mass is an error naming the fix")
  func volumeWithoutDensity() {
    #expect(throws: QuantityConversionError.needsDensity(food: "Oatmeal", unit: .milliliter)) {
      try oatmeal.servings(in: Quantity(100, .milliliter))
    }
    let error = QuantityConversionError.needsDensity(food: "Oatmeal", unit: .milliliter)
    #expect(error.message == "cannot convert ml of \"Oatmeal\" to grams without a density")
    #expect(error.hint.contains("density: 0.4 g/ml"))
  }

  @Test("a volume measure given in grams stands in for a density")
  func impliedDensity() throws {
    // cup = 158 g, so 236.5882365 ml weigh 158 g.
    let grams = try rice.grams(in: Quantity(236.588_236_5, .milliliter))
    #expect(abs(grams - 158) < 1e-9)
  }

  @Test("ounces and pounds are avoirdupois")
  func ouncesAndPounds() throws {
    #expect(abs(try oatmeal.grams(in: Quantity(1, .ounce)) - 28.349523125) < 1e-12)
    #expect(abs(try oatmeal.grams(in: Quantity(2, .pound)) - 907.18474) < 1e-9)
    #expect(abs(try oatmeal.servings(in: Quantity(4, .ounce)) - 1.133980925) < 1e-9)
    #expect(try oatmeal.grams(in: Quantity(0.5, .kilogram)) == 500)
    #expect(abs(try oatmeal.grams(in: Quantity(250, .milligram)) - 0.25) < 1e-12)
  }

  @Test("a missing measure or piece is an error that names the measure to add")
  func missingMeasure() {
    #expect(throws: QuantityConversionError.unknownMeasure(food: "Bread", measure: "piece")) {
      try bread.grams(in: Quantity(1, .piece))
    }
    #expect(throws: QuantityConversionError.unknownMeasure(food: "Oatmeal", measure: "scoop")) {
      try oatmeal.servings(in: Quantity(2, .measure("scoop")))
    }
    #expect(
      QuantityConversionError.unknownMeasure(food: "Bread", measure: "piece").hint
        == "add `measures: piece = N g` to \"Bread\".")
  }

  @Test("a food served by the piece counts pieces but cannot be weighed")
  func servedByPiece() throws {
    let egg = Food(
      name: "Egg", serving: Quantity(1, .piece),
      nutrition: Nutrients(kcal: 72, protein: 6.3, carbs: 0.4, fat: 4.8))
    #expect(try egg.servings(in: Quantity(2, .piece)) == 2)
    #expect(throws: QuantityConversionError.incompatible(food: "Egg", unit: .gram)) {
      try egg.servings(in: Quantity(100, .gram))
    }
  }

  @Test("portions of a category follow the food's portion amount")
  func portions() throws {
    #expect(try rice.portions(in: Quantity(300, .gram)) == 2)
    #expect(try milk.portions(in: Quantity(100, .milliliter)) == 0.5)
    #expect(abs(try rice.portions(in: nil)! - 2.0 / 3) < 1e-12)
    #expect(try oatmeal.portions(in: Quantity(60, .gram)) == nil)
  }

  @Test("a measure defined through itself is reported, not looped on")
  func circularMeasure() {
    let odd = Food(
      name: "Odd", nutrition: Nutrients(kcal: 1),
      measures: [Measure(name: "scoop", quantity: Quantity(2, .measure("scoop")))])
    #expect(throws: QuantityConversionError.self) {
      try odd.grams(in: Quantity(1, .measure("scoop")))
    }
  }

  @Test("nutrients add, scale and split energy at 4/4/9")
  func nutrients() {
    let a = Nutrients(kcal: 228, protein: 7.9, carbs: 40.6, fat: 3.9, fibre: 6)
    let b = Nutrients(kcal: 124, protein: 6.4, carbs: 9.8, fat: 6.6, sodium: 80)
    let sum = a + b
    #expect(sum.kcal == 352)
    #expect(sum.fibre == 6)
    #expect(sum.sodium == 80)
    #expect(sum.sugars == nil)
    #expect((a * 2).protein == 15.8)
    // 25 g protein, 50 g carbs, 20 g fat: 100 + 200 + 180 = 480 kcal.
    let shares = Nutrients(kcal: 480, protein: 25, carbs: 50, fat: 20).energyShares
    #expect(abs(shares.protein - 100.0 / 480) < 1e-12)
    #expect(abs(shares.carbs - 200.0 / 480) < 1e-12)
    #expect(abs(shares.fat - 180.0 / 480) < 1e-12)
    #expect(Nutrients.zero.energyShares == (0, 0, 0))
    #expect(
      Nutrients(kcal: 228, protein: 8.1, carbs: 40.5, fat: 4.1, fibre: 3, sugars: 1.2, sodium: 140)
        .description == "228 kcal 8.1p 40.5c 4.1f 3 fibre 1.2 sugars 140 mg sodium")
  }
}
