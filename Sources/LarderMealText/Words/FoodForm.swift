/// The form a food is eaten in, raw or cooked, as the words of a name or of a meal item tell
/// it: `Beef, ground, raw` and `Beef, ground, cooked, broiled` are one food in two forms, and
/// `a steak` means the cooked one unless it says `raw`.
enum FoodForm {
  /// Words saying a food was cooked, in names (`cooked`, `roasted`, `braised`) and in meal
  /// text (`grilled`, `sauteed`): each of them also matches a name's `cooked`.
  static let cookingWords: Set<String> = [
    "cooked", "grilled", "steamed", "boiled", "baked", "fried", "roasted", "roast", "broiled",
    "poached", "scrambled", "sauteed", "braised", "stewed", "simmered", "microwaved",
    "toasted", "barbecued", "bbq", "smoked", "seared",
  ]

  /// Words of names for foods made for a special use, which nobody means without saying so:
  /// `Babyfood, apple-cranberry juice`, `USDA Commodity, Potato wedges`, `Oil, industrial`,
  /// `Infant formula`; and the words that mark USDA's traditional foods of American Indian
  /// and Alaska Native peoples, `Buffalo, free range, top round steak, cooked (Shoshone
  /// Bannock)`, which a plain `round steak` does not mean either.
  static let specialUseWords: Set<String> = [
    "babyfood", "infant", "toddler", "commodity", "industrial", "native", "navajo", "hopi",
    "apache", "shoshone", "bannock", "klamath", "indians",
  ]

  /// Words of names for a form not ready to eat or drink: `Beverages, orange-flavor drink,
  /// powder`, `Cake, yellow, dry mix`, `Orange juice, frozen concentrate, undiluted`.
  static let unpreparedWords: Set<String> = ["powder", "concentrate", "undiluted", "mix"]

  /// Words of names saying such a form was made ready: `powder, prepared with water`,
  /// `concentrate, diluted with 3 volume water`.
  static let preparedWords: Set<String> = ["prepared", "diluted", "reconstituted"]

  /// Words of names for a food with sugar added: `Strawberries, frozen, sweetened, sliced`,
  /// `Peaches, canned, heavy syrup pack`. Said with a preserved form (`preservedWords`), they
  /// name fruit kept in sugar, which `sliced strawberries` does not mean: the sugar is most
  /// of its carbohydrate. `canned peaches` and `frozen pineapple` may mean them.
  static let sweetenedWords: Set<String> = ["sweetened", "syrup"]

  /// Words of names for a food kept frozen or canned.
  static let preservedWords: Set<String> = ["frozen", "canned"]

  /// How much a name for a special use, in a form not ready to eat or with sugar added,
  /// suits an item that does not say it.
  static let unusualFit = 0.9

  /// The word names use for the cooked form of a food.
  static let cooked = "cooked"

  /// The word names use for the raw form of a food.
  static let raw = "raw"

  /// What people eat cooked unless they say otherwise (stemmed): meat, poultry, fish and
  /// seafood, grains, pasta, dried legumes, eggs and potatoes. Fruit and salad vegetables are
  /// not here: their raw form, the shortest name, already wins.
  static let eatenCooked: Set<String> = [
    "beef", "steak", "pork", "chop", "ham", "bacon", "sausage", "lamb", "veal", "venison",
    "bison", "goat", "rabbit", "chicken", "turkey", "duck", "goose", "quail", "emu", "ostrich",
    "meat", "meatball", "hamburger", "burger", "patty", "brisket", "rib", "loin", "tenderloin",
    "sirloin", "chuck", "fish", "salmon", "cod", "tilapia", "halibut", "trout", "catfish",
    "haddock", "pollock", "snapper", "flounder", "swordfish", "mackerel", "shrimp", "prawn",
    "crab", "lobster", "scallop", "clam", "mussel", "oyster", "squid", "octopus", "rice",
    "pasta", "noodle", "spaghetti", "macaroni", "linguine", "fettuccine", "penne", "lasagna",
    "quinoa", "barley", "couscous", "bulgur", "millet", "oatmeal", "grit", "bean", "lentil",
    "chickpea", "egg", "potato",
  ]

  /// What a meal item says of the form: raw, cooked (a cooking word), or nothing.
  enum Said {
    case raw
    case cooked
    case nothing
  }

  /// What `words` (folded, not stemmed) say of the form.
  static func said(by words: [String]) -> Said {
    if words.contains(raw) { return .raw }
    return words.contains(where: cookingWords.contains) ? .cooked : .nothing
  }

  /// How much a name in one form suits an item: 1, or 0.9 for a raw name when the item says
  /// it was cooked or names a food eaten cooked, and for a cooked name when it says raw.
  static func fit(nameIsRaw: Bool, nameIsCooked: Bool, said: Said, isEatenCooked: Bool)
    -> Double
  {
    switch said {
    case .raw: nameIsCooked && !nameIsRaw ? 0.9 : 1
    case .cooked: nameIsRaw && !nameIsCooked ? 0.9 : 1
    case .nothing: isEatenCooked && nameIsRaw && !nameIsCooked ? 0.9 : 1
    }
  }
}
