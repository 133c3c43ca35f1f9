/// The files of the synthetic food library, one per food group.
enum FoodGroup: CaseIterable {
  case bakery, dairy, fruit, vegetables, protein, drinks, sweets, pantry

  /// The library file, relative to the journal root.
  var path: String {
    switch self {
    case .bakery: "foods/bakery-and-grains.yaml"
    case .dairy: "foods/dairy-and-eggs.yaml"
    case .fruit: "foods/fruit.yaml"
    case .vegetables: "foods/vegetables.yaml"
    case .protein: "foods/meat-fish-and-legumes.yaml"
    case .drinks: "foods/drinks.yaml"
    case .sweets: "foods/snacks-and-sweets.yaml"
    case .pantry: "foods/pantry.yaml"
    }
  }

  /// Words that tell products of one kind apart; the empty word is the plain food.
  var qualifiers: [String] {
    switch self {
    case .bakery:
      [
        "", "organic", "wholegrain", "homemade", "family pack", "low salt", "store brand",
        "thick cut", "quick cook", "fresh",
      ]
    case .dairy:
      [
        "", "organic", "lactose-free", "farmhouse", "light", "high protein", "fresh", "alpine",
        "store brand", "premium",
      ]
    case .fruit:
      [
        "", "organic", "fresh", "frozen", "local", "imported", "seasonal", "snack size",
        "store brand", "premium",
      ]
    case .vegetables:
      [
        "", "fresh", "frozen", "organic", "local", "prepacked", "store brand", "premium",
        "value pack", "seasonal",
      ]
    case .protein:
      [
        "", "organic", "family pack", "store brand", "premium", "fresh", "frozen", "seasoned",
        "value pack", "deli",
      ]
    case .drinks:
      [
        "", "organic", "classic", "bottled", "premium", "store brand", "original", "chilled",
        "large", "value pack",
      ]
    case .sweets:
      [
        "", "mini", "classic", "sea salt", "family pack", "organic", "double", "vegan",
        "reduced sugar", "bakery fresh",
      ]
    case .pantry:
      [
        "", "organic", "classic", "light", "premium", "store brand", "value pack", "artisan",
        "original", "family pack",
      ]
    }
  }
}

/// What part a food plays in a meal, so generated meals look like meals.
enum MealRole: CaseIterable {
  case breakfastMain, breakfastSide, hotDrink, water, protein, starch, vegetable, fat, fruit
  case dairy, snack, treat, evening, condiment
}

/// One kind of food that the library varies into many products, with nutrition per 100 g
/// close to USDA values and the way people usually log it.
struct FoodBase {
  let name: String
  let group: FoodGroup
  let role: MealRole
  let per100g: Nutrients
  let category: String?
  let portion: (amount: Double, unit: String)?
  let measures: [(name: String, grams: Double)]
  let density: Double?
  let usual: (amount: Double, unit: String)
  let alias: String?

  init(
    _ name: String, _ group: FoodGroup, _ role: MealRole, _ table: String,
    portion: String? = nil, measures: String = "", density: Double? = nil, usual: String,
    alias: String? = nil
  ) {
    self.name = name
    self.group = group
    self.role = role
    per100g = Nutrients(table: table)
    if let portion {
      let words = portion.split(separator: " ").map(String.init)
      category = words.dropLast(2).joined(separator: " ")
      self.portion = (Double(words[words.count - 2])!, words[words.count - 1])
    } else {
      category = nil
      self.portion = nil
    }
    self.measures = measures.split(separator: ";").map { item in
      let parts = item.split(separator: "=")
      let grams = parts[1].split(separator: " ")[0]
      return (parts[0].trimmingSpaces, Double(grams)!)
    }
    self.density = density
    let usualWords = usual.split(separator: " ")
    self.usual = (Double(usualWords[0])!, String(usualWords[1]))
    self.alias = alias
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// The kinds of food the benchmark library is made of; nutrition per 100 g is
/// `kcal protein carbs fat fibre sugars sodium`.
let foodCatalog: [FoodBase] = [
  // Bakery and grains.
  FoodBase(
    "Whole-wheat bread", .bakery, .breakfastMain, "252 12.5 42.7 3.5 6 4.3 455",
    portion: "Starchy Sides 60 g", measures: "slice = 32 g", usual: "2 slice",
    alias: "wholemeal"),
  FoodBase(
    "Oat bread", .bakery, .breakfastMain, "269 8.4 48.5 4.4 4 7.7 447",
    portion: "Starchy Sides 60 g", measures: "slice = 27 g", usual: "2 slice"),
  FoodBase(
    "Rye bread", .bakery, .starch, "259 8.5 48.3 3.3 5.8 3.9 603",
    portion: "Starchy Sides 60 g", measures: "slice = 32 g", usual: "2 slice", alias: "rye"),
  FoodBase(
    "Sourdough bread", .bakery, .starch, "272 10.8 51.9 2.4 2.2 4.5 602",
    portion: "Starchy Sides 60 g", measures: "slice = 45 g", usual: "1 slice"),
  FoodBase(
    "Bagel", .bakery, .breakfastMain, "264 10.1 52.5 1.6 2.3 5.5 445",
    portion: "Starchy Sides 90 g", measures: "piece = 99 g", usual: "1 piece"),
  FoodBase(
    "Rolled oats", .bakery, .breakfastMain, "379 13.2 67.7 6.5 10.1 1 6",
    portion: "Starchy Sides 60 g", measures: "cup = 81 g; tbsp = 5 g", usual: "60 g",
    alias: "oats"),
  FoodBase(
    "Oat bran", .bakery, .breakfastMain, "246 17.3 66.2 7 15.4 1.5 4",
    portion: "Starchy Sides 40 g", measures: "tbsp = 6 g", usual: "40 g"),
  FoodBase(
    "Granola", .bakery, .breakfastMain, "471 10 64 20 7 24 26",
    portion: "Starchy Sides 50 g", measures: "cup = 122 g", usual: "45 g"),
  FoodBase(
    "Müsli", .bakery, .breakfastMain, "368 9.7 66.2 5.9 7.3 26 25",
    portion: "Starchy Sides 50 g", measures: "cup = 85 g", usual: "50 g", alias: "muesli"),
  FoodBase(
    "Corn flakes", .bakery, .breakfastMain, "357 7.5 84.1 0.4 3.3 9.5 729",
    portion: "Starchy Sides 40 g", measures: "cup = 28 g", usual: "35 g"),
  FoodBase(
    "White rice, cooked", .bakery, .starch, "130 2.7 28.2 0.3 0.4 0.1 1",
    portion: "Starchy Sides 150 g", measures: "cup = 158 g", usual: "180 g"),
  FoodBase(
    "Brown rice, cooked", .bakery, .starch, "123 2.7 25.6 1 1.6 0.2 4",
    portion: "Starchy Sides 150 g", measures: "cup = 202 g", usual: "180 g"),
  FoodBase(
    "Pasta, cooked", .bakery, .starch, "158 5.8 30.9 0.9 1.8 0.6 1",
    portion: "Starchy Sides 150 g", measures: "cup = 124 g", usual: "200 g",
    alias: "spaghetti"),
  FoodBase(
    "Whole-wheat pasta, cooked", .bakery, .starch, "149 6 30 1.7 3.9 0.8 4",
    portion: "Starchy Sides 150 g", measures: "cup = 117 g", usual: "200 g"),
  FoodBase(
    "Potatoes, boiled", .bakery, .starch, "87 1.9 20.1 0.1 1.8 0.9 4",
    portion: "Starchy Sides 200 g", measures: "medium = 136 g", usual: "250 g",
    alias: "potatoes"),
  FoodBase(
    "Sweet potato, baked", .bakery, .starch, "90 2 20.7 0.2 3.3 6.5 36",
    portion: "Starchy Sides 200 g", measures: "medium = 114 g", usual: "1 medium"),
  FoodBase(
    "Rösti", .bakery, .starch, "195 2.5 24 10 2.2 0.6 320",
    portion: "Starchy Sides 150 g", measures: "piece = 90 g", usual: "2 piece"),
  FoodBase(
    "Quinoa, cooked", .bakery, .starch, "120 4.4 21.3 1.9 2.8 0.9 7",
    portion: "Starchy Sides 150 g", measures: "cup = 185 g", usual: "150 g"),
  FoodBase(
    "Couscous, cooked", .bakery, .starch, "112 3.8 23.2 0.2 1.4 0.1 5",
    portion: "Starchy Sides 150 g", measures: "cup = 157 g", usual: "180 g"),
  FoodBase(
    "Flour tortilla", .bakery, .starch, "306 8.2 49.4 8 3.5 2.3 770",
    portion: "Starchy Sides 60 g", measures: "piece = 48 g", usual: "2 piece", alias: "wrap"),
  FoodBase(
    "Rice cakes", .bakery, .snack, "387 8.2 81.5 2.8 4.2 0.9 3",
    portion: "Starchy Sides 30 g", measures: "cake = 9 g", usual: "3 cake"),
  FoodBase(
    "Crispbread", .bakery, .snack, "366 9.4 82.2 1.3 16.5 1.2 26",
    portion: "Starchy Sides 30 g", measures: "slice = 10 g", usual: "3 slice"),
  // Dairy and eggs.
  FoodBase(
    "Whole milk", .dairy, .breakfastSide, "61 3.2 4.8 3.3 0 5.1 43",
    portion: "Dairy 200 ml", measures: "cup = 244 g", density: 1.03, usual: "200 ml",
    alias: "milk"),
  FoodBase(
    "Semi-skimmed milk", .dairy, .breakfastSide, "50 3.3 4.8 2 0 5.1 47",
    portion: "Dairy 200 ml", measures: "cup = 244 g", density: 1.03, usual: "200 ml"),
  FoodBase(
    "Skim milk", .dairy, .dairy, "34 3.4 5 0.1 0 5.1 42",
    portion: "Dairy 200 ml", measures: "cup = 245 g", density: 1.04, usual: "250 ml"),
  FoodBase(
    "Plain yogurt", .dairy, .dairy, "61 3.5 4.7 3.3 0 4.7 46",
    portion: "Dairy 180 g", measures: "container = 170 g", usual: "150 g", alias: "yogurt"),
  FoodBase(
    "Greek yogurt", .dairy, .breakfastMain, "97 9 3.9 5 0 4 35",
    portion: "Dairy 180 g", measures: "container = 170 g", usual: "170 g"),
  FoodBase(
    "Cottage cheese", .dairy, .dairy, "98 11.1 3.4 4.3 0 2.7 364",
    portion: "Dairy 150 g", measures: "cup = 210 g", usual: "150 g"),
  FoodBase(
    "Cheddar", .dairy, .breakfastSide, "404 22.9 3.1 33.3 0 0.5 653",
    portion: "Dairy 30 g", measures: "slice = 28 g", usual: "30 g"),
  FoodBase(
    "Gouda", .dairy, .breakfastSide, "356 24.9 2.2 27.4 0 2.2 819",
    portion: "Dairy 30 g", measures: "slice = 28 g", usual: "2 slice"),
  FoodBase(
    "Mozzarella", .dairy, .dairy, "300 22.2 2.2 22.4 0 1 627",
    portion: "Dairy 30 g", measures: "slice = 28 g", usual: "60 g"),
  FoodBase(
    "Feta", .dairy, .dairy, "264 14.2 4.1 21.3 0 4.1 1116",
    portion: "Dairy 30 g", measures: "cup = 150 g", usual: "40 g"),
  FoodBase(
    "Quark", .dairy, .dairy, "67 12 4 0.3 0 4 40",
    portion: "Dairy 150 g", measures: "tbsp = 15 g", usual: "150 g"),
  FoodBase(
    "Kefir", .dairy, .dairy, "41 3.8 4.5 1 0 4.6 40",
    portion: "Dairy 200 ml", density: 1.04, usual: "250 ml"),
  FoodBase(
    "Egg", .dairy, .breakfastMain, "143 12.6 0.7 9.5 0 0.4 142",
    portion: "Protein Sources 120 g", measures: "large = 50 g; medium = 44 g",
    usual: "2 large", alias: "eggs"),
  FoodBase(
    "Butter", .dairy, .fat, "717 0.9 0.1 81.1 0 0.1 643",
    portion: "Oils / Fats / Nuts 10 g", measures: "tbsp = 14.2 g; pat = 5 g", usual: "10 g"),
  FoodBase(
    "Crème fraîche", .dairy, .fat, "292 2.4 2.6 30 0 2.6 35",
    portion: "Oils / Fats / Nuts 30 g", measures: "tbsp = 15 g", usual: "2 tbsp"),
  // Fruit.
  FoodBase(
    "Apple", .fruit, .fruit, "52 0.3 13.8 0.2 2.4 10.4 1",
    portion: "Fruit 120 g", measures: "medium = 182 g; small = 149 g", usual: "1 medium"),
  FoodBase(
    "Banana", .fruit, .fruit, "89 1.1 22.8 0.3 2.6 12.2 1",
    portion: "Fruit 120 g", measures: "medium = 118 g; small = 101 g", usual: "1 medium"),
  FoodBase(
    "Orange", .fruit, .fruit, "47 0.9 11.8 0.1 2.4 9.4 0",
    portion: "Fruit 120 g", measures: "medium = 131 g", usual: "1 medium"),
  FoodBase(
    "Pear", .fruit, .fruit, "57 0.4 15.2 0.1 3.1 9.8 1",
    portion: "Fruit 120 g", measures: "medium = 178 g", usual: "1 medium"),
  FoodBase(
    "Strawberries", .fruit, .fruit, "32 0.7 7.7 0.3 2 4.9 1",
    portion: "Fruit 120 g", measures: "cup = 144 g", usual: "150 g"),
  FoodBase(
    "Blueberries", .fruit, .breakfastSide, "57 0.7 14.5 0.3 2.4 10 1",
    portion: "Fruit 120 g", measures: "cup = 148 g", usual: "80 g"),
  FoodBase(
    "Grapes", .fruit, .fruit, "69 0.7 18.1 0.2 0.9 15.5 2",
    portion: "Fruit 120 g", measures: "cup = 151 g", usual: "120 g"),
  FoodBase(
    "Kiwi", .fruit, .fruit, "61 1.1 14.7 0.5 3 9 3",
    portion: "Fruit 120 g", measures: "piece = 69 g", usual: "2 piece"),
  FoodBase(
    "Mango", .fruit, .fruit, "60 0.8 15 0.4 1.6 13.7 1",
    portion: "Fruit 120 g", measures: "cup = 165 g", usual: "150 g"),
  FoodBase(
    "Pineapple", .fruit, .fruit, "50 0.5 13.1 0.1 1.4 9.9 1",
    portion: "Fruit 120 g", measures: "cup = 165 g", usual: "150 g"),
  FoodBase(
    "Peach", .fruit, .fruit, "39 0.9 9.5 0.3 1.5 8.4 0",
    portion: "Fruit 120 g", measures: "medium = 150 g", usual: "1 medium"),
  FoodBase(
    "Clementine", .fruit, .fruit, "47 0.9 12 0.2 1.7 9.2 1",
    portion: "Fruit 120 g", measures: "piece = 74 g", usual: "2 piece"),
  FoodBase(
    "Orange juice", .fruit, .breakfastSide, "45 0.7 10.4 0.2 0.2 8.4 1",
    portion: "Fruit 200 ml", measures: "cup = 248 g", density: 1.05, usual: "200 ml",
    alias: "oj"),
  FoodBase(
    "Raisins", .fruit, .snack, "299 3.1 79.2 0.5 3.7 59.2 11",
    portion: "Fruit 30 g", measures: "cup = 145 g", usual: "30 g"),
  FoodBase(
    "Fruit salad", .fruit, .fruit, "50 0.6 12.5 0.2 1.5 10 3",
    portion: "Fruit 120 g", measures: "cup = 150 g", usual: "150 g"),
  // Vegetables.
  FoodBase(
    "Broccoli", .vegetables, .vegetable, "34 2.8 6.6 0.4 2.6 1.7 33",
    portion: "Vegetables 100 g", measures: "cup = 91 g", usual: "150 g"),
  FoodBase(
    "Carrots", .vegetables, .vegetable, "41 0.9 9.6 0.2 2.8 4.7 69",
    portion: "Vegetables 100 g", measures: "medium = 61 g", usual: "100 g"),
  FoodBase(
    "Spinach", .vegetables, .vegetable, "23 2.9 3.6 0.4 2.2 0.4 79",
    portion: "Vegetables 100 g", measures: "cup = 30 g", usual: "100 g"),
  FoodBase(
    "Tomatoes", .vegetables, .vegetable, "18 0.9 3.9 0.2 1.2 2.6 5",
    portion: "Vegetables 100 g", measures: "medium = 123 g", usual: "1 medium"),
  FoodBase(
    "Cucumber", .vegetables, .vegetable, "15 0.7 3.6 0.1 0.5 1.7 2",
    portion: "Vegetables 100 g", measures: "cup = 104 g", usual: "100 g"),
  FoodBase(
    "Lettuce", .vegetables, .vegetable, "17 1.2 3.3 0.3 2.1 1.2 8",
    portion: "Vegetables 100 g", measures: "cup = 47 g", usual: "60 g"),
  FoodBase(
    "Bell pepper", .vegetables, .vegetable, "31 1 6 0.3 2.1 4.2 4",
    portion: "Vegetables 100 g", measures: "medium = 119 g", usual: "1 medium"),
  FoodBase(
    "Zucchini", .vegetables, .vegetable, "17 1.2 3.1 0.3 1 2.5 8",
    portion: "Vegetables 100 g", measures: "medium = 196 g", usual: "150 g"),
  FoodBase(
    "Green beans", .vegetables, .vegetable, "35 1.9 7.9 0.3 3.2 1.6 1",
    portion: "Vegetables 100 g", measures: "cup = 125 g", usual: "150 g"),
  FoodBase(
    "Mushrooms", .vegetables, .vegetable, "22 3.1 3.3 0.3 1 2 5",
    portion: "Vegetables 100 g", measures: "cup = 70 g", usual: "100 g"),
  FoodBase(
    "Cauliflower", .vegetables, .vegetable, "25 1.9 5 0.3 2 1.9 30",
    portion: "Vegetables 100 g", measures: "cup = 107 g", usual: "150 g"),
  FoodBase(
    "Peas", .vegetables, .vegetable, "78 5.2 14.3 0.3 5.5 5.5 72",
    portion: "Vegetables 100 g", measures: "cup = 160 g", usual: "100 g"),
  FoodBase(
    "Jalapeño peppers", .vegetables, .condiment, "29 0.9 6.5 0.4 2.8 4.1 3",
    portion: "Vegetables 100 g", measures: "piece = 14 g", usual: "2 piece",
    alias: "jalapeños"),
  FoodBase(
    "Mixed salad", .vegetables, .vegetable, "17 1.3 3 0.2 1.8 1.5 20",
    portion: "Vegetables 100 g", measures: "cup = 50 g", usual: "80 g"),
  FoodBase(
    "Vegetable soup", .vegetables, .vegetable, "30 1.2 5.5 0.6 1.2 2.2 290",
    portion: "Vegetables 250 g", measures: "cup = 245 g", usual: "300 g"),
  // Meat, fish and legumes.
  FoodBase(
    "Chicken breast", .protein, .protein, "165 31 0 3.6 0 0 74",
    portion: "Protein Sources 120 g", measures: "cup = 140 g", usual: "150 g"),
  FoodBase(
    "Chicken thigh", .protein, .protein, "179 24.8 0 8.2 0 0 106",
    portion: "Protein Sources 120 g", measures: "piece = 116 g", usual: "1 piece"),
  FoodBase(
    "Chicken drumstick", .protein, .protein, "155 24.2 0 5.7 0 0 128",
    portion: "Protein Sources 120 g", measures: "piece = 95 g", usual: "2 piece"),
  FoodBase(
    "Turkey breast", .protein, .protein, "135 30 0 1.5 0 0 55",
    portion: "Protein Sources 120 g", usual: "150 g"),
  FoodBase(
    "Beef steak", .protein, .protein, "187 30 0 6.6 0 0 58",
    portion: "Protein Sources 120 g", usual: "180 g", alias: "steak"),
  FoodBase(
    "Ground beef", .protein, .protein, "217 26.1 0 11.8 0 0 72",
    portion: "Protein Sources 120 g", usual: "120 g", alias: "mince"),
  FoodBase(
    "Pork tenderloin", .protein, .protein, "143 26.2 0 3.5 0 0 57",
    portion: "Protein Sources 120 g", usual: "150 g"),
  FoodBase(
    "Ham", .protein, .breakfastSide, "100 16.6 1.5 2.9 0 1 1040",
    portion: "Protein Sources 60 g", measures: "slice = 23 g", usual: "2 slice"),
  FoodBase(
    "Salmon", .protein, .protein, "206 22.1 0 12.4 0 0 61",
    portion: "Protein Sources 120 g", measures: "fillet = 178 g", usual: "150 g"),
  FoodBase(
    "Tuna, canned in water", .protein, .protein, "86 19.4 0 1 0 0 247",
    portion: "Protein Sources 120 g", measures: "can = 165 g", usual: "1 can", alias: "tuna"),
  FoodBase(
    "Cod", .protein, .protein, "105 22.8 0 0.9 0 0 78",
    portion: "Protein Sources 120 g", measures: "fillet = 180 g", usual: "1 fillet"),
  FoodBase(
    "Shrimp", .protein, .protein, "119 22.8 1.5 1.7 0 0 111",
    portion: "Protein Sources 120 g", usual: "120 g", alias: "prawns"),
  FoodBase(
    "Tofu", .protein, .protein, "78 9.4 2.9 4.2 0.9 0.6 12",
    portion: "Protein Sources 150 g", usual: "150 g"),
  FoodBase(
    "Lentils, cooked", .protein, .protein, "116 9 20.1 0.4 7.9 1.8 2",
    portion: "Protein Sources 150 g", measures: "cup = 198 g", usual: "150 g",
    alias: "lentils"),
  FoodBase(
    "Chickpeas, cooked", .protein, .protein, "164 8.9 27.4 2.6 7.6 4.8 7",
    portion: "Protein Sources 150 g", measures: "cup = 164 g", usual: "150 g",
    alias: "chickpeas"),
  FoodBase(
    "Black beans, cooked", .protein, .protein, "132 8.9 23.7 0.5 8.7 0.3 1",
    portion: "Protein Sources 150 g", measures: "cup = 172 g", usual: "150 g"),
  FoodBase(
    "Falafel", .protein, .protein, "333 13.3 31.8 17.8 4 0 294",
    portion: "Protein Sources 120 g", measures: "piece = 17 g", usual: "4 piece"),
  // Drinks.
  FoodBase(
    "Water", .drinks, .water, "0 0 0 0 0 0 4",
    portion: "Unsweetened Drinks 1000 ml", density: 1, usual: "500 ml"),
  FoodBase(
    "Sparkling water", .drinks, .water, "0 0 0 0 0 0 10",
    portion: "Unsweetened Drinks 1000 ml", density: 1, usual: "330 ml"),
  FoodBase(
    "Black tea", .drinks, .hotDrink, "1 0 0.3 0 0 0 3",
    portion: "Unsweetened Drinks 1000 ml", measures: "cup = 237 g", density: 1,
    usual: "300 ml", alias: "tea"),
  FoodBase(
    "Green tea", .drinks, .hotDrink, "1 0.2 0 0 0 0 1",
    portion: "Unsweetened Drinks 1000 ml", measures: "cup = 237 g", density: 1,
    usual: "300 ml"),
  FoodBase(
    "Herbal tea", .drinks, .evening, "1 0 0.2 0 0 0 1",
    portion: "Unsweetened Drinks 1000 ml", measures: "cup = 237 g", density: 1,
    usual: "300 ml"),
  FoodBase(
    "Coffee", .drinks, .hotDrink, "1 0.1 0 0 0 0 2",
    portion: "Unsweetened Drinks 1000 ml", measures: "cup = 237 g", density: 1,
    usual: "250 ml"),
  FoodBase(
    "Espresso", .drinks, .hotDrink, "9 0.1 1.7 0.2 0 0 14",
    portion: "Unsweetened Drinks 1000 ml", density: 1, usual: "30 ml"),
  FoodBase(
    "Cappuccino", .drinks, .hotDrink, "40 2.2 3.5 2 0 3.3 40",
    measures: "cup = 240 g", density: 1.03, usual: "250 ml"),
  FoodBase(
    "Oat milk", .drinks, .breakfastSide, "59 1 6.5 3 0.8 3.3 40",
    density: 1.03, usual: "200 ml"),
  FoodBase(
    "Cola", .drinks, .treat, "42 0 10.6 0 0 9 4",
    portion: "Treats 330 ml", measures: "can = 370 g", density: 1.04, usual: "330 ml"),
  FoodBase(
    "Beer", .drinks, .evening, "43 0.5 3.6 0 0 0 4",
    portion: "Treats 330 ml", measures: "can = 356 g", density: 1, usual: "330 ml"),
  FoodBase(
    "Red wine", .drinks, .evening, "85 0.1 2.6 0 0 0.6 4",
    portion: "Treats 150 ml", measures: "glass = 147 g", density: 0.99, usual: "150 ml"),
  FoodBase(
    "Smoothie", .drinks, .fruit, "60 0.7 14 0.3 1.2 11 5",
    portion: "Fruit 200 ml", density: 1.05, usual: "250 ml"),
  // Snacks and sweets.
  FoodBase(
    "Dark chocolate", .sweets, .treat, "598 7.8 45.9 42.6 10.9 24 20",
    portion: "Treats 25 g", measures: "bar = 100 g", usual: "20 g"),
  FoodBase(
    "Milk chocolate", .sweets, .treat, "535 7.6 59.4 29.7 3.4 51.5 79",
    portion: "Treats 25 g", measures: "bar = 44 g", usual: "25 g"),
  FoodBase(
    "Chocolate chip cookies", .sweets, .treat, "492 5.4 64.4 24.7 2.4 33 350",
    portion: "Treats 30 g", measures: "piece = 13 g", usual: "2 piece", alias: "cookies"),
  FoodBase(
    "Oat cookies", .sweets, .snack, "450 6.5 68.7 18.1 2.8 29 380",
    portion: "Treats 30 g", measures: "piece = 15 g", usual: "2 piece"),
  FoodBase(
    "Potato chips", .sweets, .evening, "532 7 53.8 33.9 4.4 0.3 527",
    portion: "Treats 30 g", usual: "30 g", alias: "crisps"),
  FoodBase(
    "Ice cream", .sweets, .evening, "207 3.5 23.6 11 0.7 21.2 80",
    portion: "Treats 100 g", measures: "scoop = 66 g", usual: "2 scoop"),
  FoodBase(
    "Croissant", .sweets, .breakfastMain, "406 8.2 45.8 21 2.6 11.3 467",
    portion: "Treats 60 g", measures: "piece = 57 g", usual: "1 piece"),
  FoodBase(
    "Muffin", .sweets, .treat, "375 4.4 53.3 16.4 1.4 29 300",
    portion: "Treats 100 g", measures: "piece = 113 g", usual: "1 piece"),
  FoodBase(
    "Popcorn", .sweets, .evening, "387 12.9 77.8 4.5 14.5 0.9 8",
    portion: "Treats 25 g", measures: "cup = 8 g", usual: "25 g"),
  FoodBase(
    "Oat cereal bar", .sweets, .snack, "464 6.5 64.6 20.3 5 30 250",
    portion: "Treats 25 g", measures: "bar = 25 g", usual: "1 bar"),
  FoodBase(
    "Protein bar", .sweets, .snack, "380 35 37 13 8 5 300",
    measures: "bar = 55 g", usual: "1 bar"),
  FoodBase(
    "Gummy bears", .sweets, .treat, "343 6.9 77 0.2 0 46 40",
    portion: "Treats 25 g", usual: "25 g"),
  FoodBase(
    "Apple pie", .sweets, .treat, "237 1.9 34 11 1.6 15.5 201",
    portion: "Treats 100 g", measures: "slice = 125 g", usual: "1 slice"),
  FoodBase(
    "Cheesecake", .sweets, .treat, "321 5.5 25.5 22.5 0.4 21.8 438",
    portion: "Treats 80 g", measures: "slice = 80 g", usual: "1 slice"),
  // Pantry.
  FoodBase(
    "Olive oil", .pantry, .fat, "884 0 0 100 0 0 2",
    portion: "Oils / Fats / Nuts 10 ml", measures: "tbsp = 13.5 g; tsp = 4.5 g",
    density: 0.91, usual: "10 ml"),
  FoodBase(
    "Rapeseed oil", .pantry, .fat, "884 0 0 100 0 0 0",
    portion: "Oils / Fats / Nuts 10 ml", measures: "tbsp = 13.6 g", density: 0.92,
    usual: "10 ml", alias: "canola oil"),
  FoodBase(
    "Almonds", .pantry, .snack, "579 21.2 21.6 49.9 12.5 4.4 1",
    portion: "Oils / Fats / Nuts 20 g", usual: "25 g"),
  FoodBase(
    "Walnuts", .pantry, .snack, "654 15.2 13.7 65.2 6.7 2.6 2",
    portion: "Oils / Fats / Nuts 20 g", usual: "20 g"),
  FoodBase(
    "Peanut butter", .pantry, .breakfastSide, "598 22.2 22.3 51.4 5 10.5 17",
    portion: "Oils / Fats / Nuts 15 g", measures: "tbsp = 16 g", usual: "1 tbsp"),
  FoodBase(
    "Mixed nuts", .pantry, .snack, "607 20 21 54 7 4.3 400",
    portion: "Oils / Fats / Nuts 20 g", usual: "30 g"),
  FoodBase(
    "Hummus", .pantry, .condiment, "166 7.9 14.3 9.6 6 0.3 379",
    measures: "tbsp = 15 g", usual: "3 tbsp"),
  FoodBase(
    "Honey", .pantry, .breakfastSide, "304 0.3 82.4 0 0.2 82.1 4",
    measures: "tbsp = 21 g; tsp = 7 g", usual: "1 tsp"),
  FoodBase(
    "Jam", .pantry, .breakfastSide, "278 0.4 68.9 0.1 1.1 48.5 32",
    measures: "tbsp = 20 g", usual: "1 tbsp"),
  FoodBase(
    "Pesto", .pantry, .fat, "418 5 6 42 1.5 1.5 900",
    portion: "Oils / Fats / Nuts 20 g", measures: "tbsp = 16 g", usual: "2 tbsp"),
  FoodBase(
    "Tomato sauce", .pantry, .condiment, "50 1.4 8.1 1.5 1.9 5.6 437",
    measures: "cup = 264 g", usual: "150 g"),
  FoodBase(
    "Soy sauce", .pantry, .condiment, "60 10.5 5.6 0.1 0.8 1.7 5586",
    measures: "tbsp = 18 g", density: 1.22, usual: "1 tbsp"),
  FoodBase(
    "Mayonnaise", .pantry, .fat, "680 1 0.6 74.9 0 0.6 635",
    portion: "Oils / Fats / Nuts 10 g", measures: "tbsp = 13.8 g", usual: "1 tbsp",
    alias: "mayo"),
  FoodBase(
    "Ketchup", .pantry, .condiment, "101 1 27.4 0.1 0.3 21.3 907",
    measures: "tbsp = 17 g", usual: "1 tbsp"),
  FoodBase(
    "Avocado", .pantry, .fat, "167 2 8.6 15.4 6.8 0.3 8",
    portion: "Oils / Fats / Nuts 50 g", measures: "medium = 136 g", usual: "0.5 medium"),
  FoodBase(
    "Chicken noodle soup", .pantry, .starch, "24 1.3 2.9 0.8 0.2 0.3 343",
    measures: "cup = 248 g", density: 1.01, usual: "300 ml"),
]
