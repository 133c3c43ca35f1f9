/// The English words meal text gives a meaning of their own: separators, counts, fillers and
/// the descriptions of how a food was prepared. All lower case, accents removed.
enum MealVocabulary {
  /// Words that separate items: `eggs and toast`, `chicken with rice`, `toast w/ butter`,
  /// `coffee plus a muffin`, `beans on toast`, and `and` as people type it fast: `fish n
  /// chips`, `rice nd beans`. `while` separates before a verb of eating (`eatingForms`).
  static let separators: Set<String> = ["and", "with", "w", "plus", "n", "nd", "on"]

  /// The ways people write `and` between two words: `fish n chips`, `salt & vinegar`.
  static let andSpellings: Set<String> = ["and", "n", "nd", "&"]

  /// Two words joined by `and` (in any of its `andSpellings`) that name one flavour or product,
  /// so the separator does not split the item: `sweet and sour sauce`, `sour cream and onion
  /// chips`, `pork and beans`, `half and half`.
  static let pairedFlavours: Set<String> = [
    "sweet and sour", "salt and vinegar", "cream and onion", "cookies and cream",
    "peaches and cream", "pork and beans", "franks and beans", "half and half", "surf and turf",
  ]

  /// Counts written as words.
  static let numbers: [String: Double] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12, "half": 0.5,
    "quarter": 0.25, "third": 1.0 / 3, "couple": 2, "pair": 2, "few": 3, "several": 3,
  ]

  /// Counts that only estimate (`a few`, `several`): the amount is a guess.
  static let roughNumbers: Set<String> = ["few", "several"]

  /// Words that say "an unstated amount": the food's usual serving, as an estimate.
  static let vagueAmounts: Set<String> = [
    "some", "little", "bit", "lot", "lots", "bunch", "more", "side",
  ]

  /// Words that carry no food: pronouns, verbs of eating, articles, politeness, time words.
  static let fillers: Set<String> = [
    "i", "ive", "id", "im", "we", "weve", "me", "my", "our", "had", "have", "has", "having",
    "ate", "eat", "eaten", "eating", "drank", "drink", "drinking", "drunk", "got", "grabbed",
    "just", "also", "then", "only", "about", "around", "approximately", "roughly", "maybe",
    "like", "today", "tonight", "yesterday", "this", "morning", "evening", "afternoon", "the",
    "of", "please", "too", "side", "as", "well", "for", "x", "extra", "another", "other",
    "later", "afterwards", "after", "it", "them", "topped", "top", "sprinkled", "drizzled",
    "tossed", "served", "covered", "garnished", "was", "were", "is", "are", "am", "be", "that",
    "which", "along", "at", "been", "being", "off", "up", "added", "both", "amount",
    "quantity", "each", "going", "gonna", "m", "ll", "re", "ve", "between", "put", "take",
    "sized",
    "took", "everything", "myself", "go", "pm", "add", "make", "makes", "starting", "day",
    "enjoying", "savoring", "savouring",
    "sipping",
    "snacking", "munching", "nibbling", "devouring", "consuming", "indulging", "treating",
    "digging", "grabbing", "fueling", "fuelling",
  ]

  /// Pronouns that say who ate, in `I had`, `we ate`, `I'm going to have`.
  static let eaters: Set<String> = ["i", "we", "im", "ive", "id", "weve"]

  /// Verbs after such a pronoun, or after `to`, that say something was eaten: `I had`, `to
  /// have`.
  static let eatingVerbs: Set<String> = [
    "had", "ate", "eat", "have", "having", "eating", "drank", "drink", "enjoyed", "consumed",
    "got", "grabbed",
  ]

  /// Words between the pronoun and the verb: `I am going to have`, `we will have`.
  static let auxiliaries: Set<String> = [
    "am", "m", "was", "were", "are", "re", "will", "ll", "would", "going", "gonna", "to",
    "also", "just", "then", "later", "first", "finally",
  ]

  /// Verbs of eating after `while` that start another item: `a pear while drinking tea`.
  static let eatingForms: Set<String> = [
    "drinking", "eating", "having", "sipping", "snacking", "munching", "enjoying",
  ]

  /// Verbs in the past that say something was eaten or served, not what: an item of them
  /// alone names no food (`snacked` in `snacked on a bar`), and one before an amount is
  /// left out (`savoured a cup of`). A list, not a suffix: `flaxseed` and `seaweed` are foods.
  static let pastVerbs: Set<String> = [
    "enjoyed", "savoured", "savored", "consumed", "devoured", "snacked", "munched", "nibbled",
    "sipped", "finished", "started", "ended", "washed", "tried", "ordered", "picked",
    "bought", "paired", "placed", "portioned", "measured", "poured", "indulged", "treated",
    "shared", "split", "followed", "decided", "wanted", "craved", "fixed", "mixed",
    "seasoned", "dressed", "marinated", "smeared",
  ]

  /// Words that describe a food and are listed with commas (`a sweet, red pepper`, `raw,
  /// unsalted almonds`): a comma between two of them does not end the item.
  static let listedAdjectives: Set<String> = [
    "sweet", "hot", "mild", "spicy", "red", "green", "yellow", "white", "black", "ripe",
    "fresh", "raw", "dry", "dried", "roasted", "salted", "unsalted", "sweetened",
    "unsweetened", "plain", "lean", "large", "small", "medium", "whole", "warm", "cold",
    "thick", "thin",
  ]

  /// Verbs that follow `to` when what comes after says why, not what, was eaten: `an apple to
  /// round out the meal`, `a soda to wash everything down`. The item ends before `to`.
  static let purposeVerbs: Set<String> = [
    "round", "wash", "finish", "start", "end", "top", "balance", "complete", "cool", "warm",
    "keep", "tide", "fill", "help",
  ]

  /// Words after which `in` names another food, which a dish was cooked in or covered with:
  /// `ground beef cooked in oil`, `wedges drizzled in butter`, `chicken dipped in ranch`.
  static let coatingWords: Set<String> = FoodForm.cookingWords.union([
    "drizzled", "dipped", "smothered", "covered", "tossed", "soaked", "coated", "doused",
    "drenched", "mixed", "stirred", "blended",
  ])

  /// Words that link a food to the next one rather than describe it, left out of the item
  /// before `with` or `in`: `water mixed with chocolate syrup`, `peppers stuffed with rice`.
  static let linkingVerbs: Set<String> = [
    "mixed", "blended", "stirred", "combined", "paired", "stuffed", "filled", "doused",
    "drenched", "accompanied", "layered",
  ]

  /// Sizes said before a unit, which the unit's own size already covers: `a large bowl of`,
  /// `a tall glass of`.
  static let unitSizes: Set<String> = ["small", "large", "big", "little", "tall", "full", "huge"]

  /// Meal names that follow `for` in `for lunch I had …`.
  static let mealNames: Set<String> = [
    "breakfast", "brunch", "lunch", "dinner", "supper", "snack", "dessert", "tea",
  ]

  /// Words that describe how a food was prepared or served: they count for little when only
  /// one side of a match has them (`grilled chicken breast` finds `Chicken breast`).
  static let descriptors: Set<String> = [
    "grilled", "steamed", "boiled", "baked", "fried", "deep", "pan", "stir", "roasted", "roast",
    "broiled", "poached", "scrambled", "sauteed", "toasted", "cooked", "uncooked", "raw", "fresh",
    "frozen", "canned", "tinned", "dried", "dry", "plain", "homemade", "home", "made",
    "leftover", "leftovers", "hot", "cold", "warm", "iced", "chopped", "sliced", "diced",
    "mashed", "whole", "organic", "big", "small", "little", "regular", "skinless", "boneless",
    "prepared", "ready", "cut", "nice", "delicious", "tasty", "yummy", "peeled", "shredded",
    "grated", "cubed", "halved", "crushed", "melted", "softened", "heated", "reheated", "thawed",
    "ripe",
  ]

  /// Words that, after a name's first comma, qualify the food as USDA's long names do rather
  /// than say what it is: `Chicken, broilers or fryers, meat only`, `Oil, peanut, salad or
  /// cooking`, `separable lean only, trimmed to 0" fat, choice`, `solids and liquids`. A
  /// name's own words count them as little as preparation words. Words that mark an unusual
  /// variety or form (`New Zealand`, `imported`, `unprepared`) or leave something out
  /// (`without`) are not among them.
  static let nameQualifiers: Set<String> = [
    "separable", "lean", "only", "trimmed", "choice", "select", "grades", "all", "classes",
    "broiler", "broilers", "fryers", "meat", "variety", "varieties", "type", "products",
    "includes", "enriched", "unenriched", "strained", "composite", "general", "commercial",
    "commercially", "retail", "species", "drained", "heated", "unheated", "pack",
    "solids", "liquids", "areas", "average", "year", "salt", "added", "cooking",
    "simmered", "stewed", "braised", "microwaved", "serve",
  ]

  /// Words in library names that say nothing about the food: `Tuna, canned in water`.
  static let nameStopWords: Set<String> = ["in", "of", "with", "and", "the", "a", "an", "or"]

  /// Whether a word can name a food: it is neither a stop word nor a separator (`on` in
  /// `corn on the cob`).
  static func isNaming(_ word: String) -> Bool {
    !nameStopWords.contains(word) && !separators.contains(word)
  }

  /// The singular a word most likely stands for, so that `eggs` meets `egg` and `tomatoes`
  /// meets `tomato`; the same rule applied to both sides makes plural and singular meet
  /// even where English is irregular. Reads bytes: the catalog stems every word of the
  /// library.
  static func stem(_ word: String) -> String {
    var word = word
    let stem = word.withUTF8 { bytes -> String? in
      let count = bytes.count
      guard count > 3, bytes[count - 1] == 0x73 else { return nil }  // s
      func drop(_ suffix: Int, adding tail: String = "") -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(count - suffix)]), as: UTF8.self)
          + tail
      }
      let (before, third) = (bytes[count - 2], bytes[count - 3])
      let fourth = count > 4 ? bytes[count - 4] : 0
      if before == 0x65 {  // e
        if third == 0x69, count > 4 { return drop(3, adding: "y") }  // ies
        if third == 0x6F || third == 0x78 { return drop(2) }  // oes, xes
        if third == 0x68, fourth == 0x63 || fourth == 0x73 { return drop(2) }  // ches, shes
        if third == 0x73, fourth == 0x73 { return drop(2) }  // sses
      }
      // Not `ss`, `us` or `is`: glass, hummus, tahini's kin.
      guard before != 0x73, before != 0x75, before != 0x69 else { return nil }
      return drop(1)
    }
    return stem ?? word
  }
}
