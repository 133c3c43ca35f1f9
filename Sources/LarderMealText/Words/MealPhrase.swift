/// What one item of a meal text says before the library is consulted.
///
/// ```
/// a cup of rice            amount 1, unit cup, food "rice"
/// two slices of toast      amount 2, unit slices, food "toast"
/// some grilled chicken     amount unstated (rough), food "grilled chicken"
/// chicken breast 150 g     amount 150, unit g, food "chicken breast"
/// 3 cherry tomatoes        amount 3, food "cherry tomatoes" (cherry may be a measure)
/// ```
struct MealPhrase: Hashable, Sendable {
  /// The item's tokens as typed, separators and leading fillers (`I had`) left out.
  private(set) var tokens: ArraySlice<MealToken>
  /// The amount said, if any.
  private(set) var amount: MealAmount?
  /// The unit said, if any.
  private(set) var unit: MealUnit?
  /// The words naming the food, fillers left out.
  private(set) var food: [MealToken] = []
  /// The meal named in `for lunch`, if any.
  private(set) var mealName: String?
  /// For a part of a sandwich the text names by its filling (`a ham and cheese sandwich`):
  /// how many sandwiches it is part of. The part takes a sandwich's share of the food.
  private(set) var sandwiches: Double?
  /// Why the item or its amount is what the text implies rather than says: the bread of `a
  /// ham sandwich`, the splash of milk in `coffee with milk`. Nil for what the text says.
  private(set) var implied: String?

  /// Reads the amount, the unit and the food words of one item.
  init(_ tokens: ArraySlice<MealToken>) {
    self.tokens = tokens
    var rest = dropFillers(tokens)
    if !rest.isEmpty { self.tokens = rest }
    if let (amount, length) = MealAmount.read(rest) {
      self.amount = amount
      rest = Self.dropLinks(rest.dropFirst(length))
    }
    if let unit = MealUnit.read(rest) {
      let saysOf = rest.dropFirst(unit.length).first?.is("of") == true
      // Without a count, only a known unit before `of` is one (`cup of coffee`): `cream of
      // mushroom soup` names a food.
      if amount != nil || (saysOf && unit.kind != .measure) || unit.kind == .size {
        self.unit = unit
        rest = Self.dropLinks(rest.dropFirst(unit.length))
        if amount == nil { amount = MealAmount(value: 1, isRough: false) }
        // `a 5 oz piece of salmon`, `a 12 oz can of soda`: the weight or volume says it all.
        if case .fixed = unit.kind, Self.isContainer(rest) {
          rest = Self.dropLinks(rest.dropFirst())
        }
      }
    }
    food = foodWords(rest)
    if amount == nil, unit == nil { readTrailingAmount() }
  }

  /// A filling of `count` sandwiches: the food words of `tokens`, without an amount.
  static func filling(_ tokens: [MealToken], of count: Double) -> MealPhrase {
    var phrase = MealPhrase(tokens[...])
    phrase.amount = nil
    phrase.unit = nil
    phrase.sandwiches = count
    return phrase
  }

  /// The bread of `count` sandwiches or wraps the text names by their filling: two slices
  /// of bread a sandwich, a flour tortilla a wrap; shown as the text's word for the dish
  /// (`word`).
  static func bread(of count: Double, at word: MealToken) -> MealPhrase {
    let range = word.range
    let isWrap = MealVocabulary.stem(word.text) == "wrap"
    let words = isWrap ? ["flour", "tortilla"] : ["slices", "bread"]
    var phrase = MealPhrase(
      ([MealToken(kind: .number, text: "", value: (isWrap ? 1 : 2) * count, range: range)]
        + words.map { MealToken(kind: .word, text: $0, value: 0, range: range) })[...])
    phrase.implied = "the bread of a \(isWrap ? "wrap" : "sandwich") the text names by its filling"
    return phrase
  }

  /// `milk` (`tokens`, its food words) added to a drink without an amount, as a splash: two
  /// tablespoons.
  static func splash(_ tokens: [MealToken]) -> MealPhrase {
    let range = tokens[0].range
    var phrase = MealPhrase(
      ([
        MealToken(kind: .number, text: "", value: 2, range: range),
        MealToken(kind: .word, text: "tbsp", value: 0, range: range),
      ] + tokens)[...])
    phrase.implied = "a splash (2 tbsp) in a drink, as no amount was said"
    return phrase
  }

  /// This phrase (a correction's food) with the amount and unit of `other`, the item it
  /// corrects.
  func withAmount(of other: MealPhrase) -> MealPhrase {
    var phrase = self
    phrase.amount = other.amount
    phrase.unit = other.unit
    return phrase
  }

  /// Whether the item names nothing: only fillers, preparation words and perhaps an amount
  /// (`I had some`, `toasted` in `bread, toasted`), or verbs of eating without an amount
  /// (`snacked` in `snacked on a bar`).
  var isEmpty: Bool {
    unit == nil
      && food.allSatisfy {
        MealVocabulary.descriptors.contains($0.text)
          || (amount == nil && MealVocabulary.pastVerbs.contains($0.text))
      }
  }

  /// Whether the first food word may be a measure the food defines, as `rashers` in
  /// `2 rashers bacon` or `cherry` in `3 cherry tomatoes`.
  var mayStartWithMeasure: Bool { amount?.value != nil && unit == nil && food.count >= 2 }

  /// Dishes people describe by what they put in them (`a salad with spinach, peas and
  /// corn`): followed by their ingredients, the ingredients are the items.
  static let dishesOfIngredients: Set<String> = [
    "salad", "smoothie", "sandwich", "sandwhich", "wrap", "shake", "meal",
  ]

  /// Whether a token ends an item: a separator, or a number starting the next one.
  static func isBoundary(_ token: MealToken) -> Bool {
    token.kind == .separator || token.kind == .number
      || (token.kind == .word && MealVocabulary.separators.contains(token.text))
  }

  /// Whether `tokens` start with a measure or container and `of` (`piece of`, `glass of`, `can
  /// of`), not with a food (`cream of mushroom soup`).
  private static func isContainer(_ tokens: ArraySlice<MealToken>) -> Bool {
    guard tokens.dropFirst().first?.is("of") == true, let unit = MealUnit.read(tokens),
      unit.length == 1
    else { return false }
    switch unit.kind {
    case .fixed, .household: return true
    case .measure: return containers.contains(MealVocabulary.stem(unit.text))
    case .size: return false
    }
  }

  /// Containers said between a weight or volume and the food: `a 12 oz can of soda`.
  private static let containers: Set<String> = [
    "can", "bottle", "carton", "jar", "bag", "packet", "pack", "box", "container", "tub",
  ]

  /// Words before a meal's name that make it the meal eaten rather than a food (`for lunch`,
  /// `at supper`; `lunch meat` is a food).
  private static let mealLinks: Set<String> = ["for", "at", "during", "up", "out"]

  /// Words after `before` or `after` that say when rather than name a food: `a banana
  /// before the gym`, `gatorade after my run`.
  private static let occasionWords: Set<String> = [
    "my", "the", "a", "an", "our", "bed", "bedtime", "work", "school", "class", "practice",
    "training", "gym", "workout", "exercise", "exercising", "running", "run", "swimming",
    "breakfast", "brunch", "lunch", "dinner", "supper", "church", "sleep", "sleeping",
  ]

  /// The meal named at the start of `tokens` and the number of tokens naming it: `for lunch`,
  /// `at supper`, `for a snack`, `for an afternoon snack`, `for my late dinner`.
  private static func mealName(at tokens: ArraySlice<MealToken>) -> (String, Int)? {
    guard let link = tokens.first, link.kind == .word, mealLinks.contains(link.text) else {
      return nil
    }
    var rest = tokens.dropFirst()
    if let article = rest.first, ["a", "an", "my", "our"].contains(article.text) {
      rest = rest.dropFirst()
    }
    let times = rest.prefix { $0.kind == .word && mealTimes.contains($0.text) }
    rest = rest.dropFirst(times.count)
    guard let meal = rest.first, meal.kind == .word else { return nil }
    let length = rest.startIndex + 1 - tokens.startIndex
    // `for my midday meal`: the meal its time names.
    if meal.is("meal") {
      let named = times.lazy.compactMap { mealOfTime[$0.text] }.first
      return times.isEmpty ? nil : (named ?? "meal", length)
    }
    guard MealVocabulary.mealNames.contains(meal.text) else { return nil }
    return (meal.text, length)
  }

  /// The meal a text is about, named as its subject at the start of `tokens`, and the number
  /// of tokens naming it: `dinner was`, `a snack of`, `my lunch consists of`, `tonight's
  /// dinner is`, and `breakfast` alone before `: two eggs`. `lunch meat` and `breakfast
  /// sausage` are foods; `tea` and `dessert` alone name something eaten.
  private static func mealAsSubject(at tokens: ArraySlice<MealToken>) -> (String, Int)? {
    let named = tokens.drop {
      $0.kind == .word && (subjectOpeners.contains($0.text) || mealTimes.contains($0.text))
    }
    guard let meal = named.first, meal.kind == .word, meal.text != "tea",
      MealVocabulary.mealNames.contains(meal.text)
    else { return nil }
    let after = named.dropFirst()
    let length = after.startIndex - tokens.startIndex
    guard let next = after.first else { return meal.text == "dessert" ? nil : (meal.text, length) }
    if next.kind == .word, mealVerbs.contains(next.text) { return (meal.text, length + 1) }
    let saysWhat =
      (next.kind == .word && MealVocabulary.fillers.contains(next.text))
      || MealAmount.read(after) != nil
    return saysWhat ? (meal.text, length) : nil
  }

  /// Words before a meal's name that make it the subject: `my lunch`, `tonight's dinner`.
  private static let subjectOpeners: Set<String> = [
    "a", "an", "my", "our", "the", "this", "today", "todays", "tonight", "tonights",
    "yesterday", "yesterdays", "mornings", "afternoons", "evenings", "nights",
  ]

  /// Verbs after a meal named as the subject that say what it was: `my lunch consists of`.
  private static let mealVerbs: Set<String> = [
    "consists", "consisted", "consist", "included", "includes", "include", "including",
    "comprised", "comprises", "featured", "features", "contained", "contains",
  ]

  /// Words that join a verb of eating, a filler, to the amount after it: `treating myself to
  /// a cookie`, `indulging in a slice of cake`, `digging into a bowl of`.
  static let verbParticles: Set<String> = ["to", "in", "into"]

  /// Words between `for a` and a meal's name that say when or how big: `for an afternoon
  /// snack`, `for a quick lunch`.
  private static let mealTimes: Set<String> = [
    "morning", "afternoon", "evening", "late", "early", "midnight", "night", "bedtime", "quick",
    "light", "small", "little", "big", "mid", "midmorning", "midafternoon", "midday", "noon",
  ]

  /// The meal a time of day names in `my midday meal`.
  private static let mealOfTime: [String: String] = [
    "morning": "breakfast", "midday": "lunch", "noon": "lunch", "evening": "dinner",
    "night": "dinner",
  ]

  /// Drops fillers and `for lunch` at the start; words before `I had` and an amount (`all we
  /// had tonight was a plate of`); a verb before an amount (`savoured a cup of`, `measured
  /// out two cups of`).
  private mutating func dropFillers(_ tokens: ArraySlice<MealToken>) -> ArraySlice<MealToken> {
    var rest = Self.droppingLeadingClause(tokens)
    while let first = rest.first, first.kind == .word {
      // `to have a cup of`, left by `I'm going`.
      if first.is("to"), let verb = rest.dropFirst().first,
        MealVocabulary.eatingVerbs.contains(verb.text)
      {
        rest = rest.dropFirst(2)
        continue
      }
      if let length = Self.verbBeforeAmountLength(rest) {
        rest = rest.dropFirst(length)
        continue
      }
      if let (meal, length) = Self.mealName(at: rest) ?? Self.mealAsSubject(at: rest) {
        mealName = meal
        rest = rest.dropFirst(length)
      } else if Self.verbParticles.contains(first.text), MealAmount.read(rest.dropFirst()) != nil {
        // `treating myself to a cookie`, `indulging in a slice of`: the verb was a filler.
        rest = rest.dropFirst()
      } else if MealVocabulary.fillers.contains(first.text) {
        rest = rest.dropFirst()
      } else {
        break
      }
    }
    return rest
  }

  /// The tokens after the last `I had` (or `we ate`, `I am going to have`, …) that an amount
  /// of a named food follows, when only words come before it: what comes before says when or
  /// is a typo (`tonite I had a cup of tea`). In `salmon I had 150 g` it is the food.
  private static func droppingLeadingClause(
    _ tokens: ArraySlice<MealToken>
  ) -> ArraySlice<MealToken> {
    var index = tokens.startIndex
    var rest = tokens
    while index + 1 < tokens.endIndex, tokens[index].kind == .word {
      if MealVocabulary.eaters.contains(tokens[index].text) {
        let verb = tokens[(index + 1)...].drop { MealVocabulary.auxiliaries.contains($0.text) }
        if let first = verb.first, MealVocabulary.eatingVerbs.contains(first.text) {
          let after = verb.dropFirst().drop {
            $0.kind == .word && MealVocabulary.fillers.contains($0.text)
          }
          if Self.saysAmountOfAFood(after) { rest = after }
        }
      }
      index += 1
    }
    return rest
  }

  /// Whether `tokens` start with an amount, perhaps a unit, and then a word that may name a
  /// food: `a cup of tea`, not `150 g` or `2 slices of`.
  private static func saysAmountOfAFood(_ tokens: ArraySlice<MealToken>) -> Bool {
    guard let (_, length) = MealAmount.read(tokens) else { return false }
    var rest = tokens.dropFirst(length)
    if let unit = MealUnit.read(rest) { rest = rest.dropFirst(unit.length) }
    return rest.contains {
      $0.kind == .word && MealVocabulary.isNaming($0.text)
        && !MealVocabulary.fillers.contains($0.text)
    }
  }

  /// Whether `tokens` start with a verb of eating or serving in the past and an amount after
  /// it, perhaps after `out` or `up`: `savoured two cups of`, `measured out a cup of`.
  static func isVerbBeforeAmount(_ tokens: ArraySlice<MealToken>) -> Bool {
    verbBeforeAmountLength(tokens) != nil
  }

  /// How many tokens the verb before an amount takes, its `out` or `up` included; `nil` when
  /// `tokens` do not start with one (see `isVerbBeforeAmount`).
  private static func verbBeforeAmountLength(_ tokens: ArraySlice<MealToken>) -> Int? {
    guard let word = tokens.first?.text, MealVocabulary.pastVerbs.contains(word) else {
      return nil
    }
    var after = tokens.dropFirst()
    if let particle = after.first, ["out", "up", "down"].contains(particle.text) {
      after = after.dropFirst()
    }
    guard let first = after.first,
      first.kind == .number || MealVocabulary.numbers[first.text] != nil,
      MealAmount.read(after) != nil
    else { return nil }
    return after.startIndex - tokens.startIndex
  }

  /// Drops the `of`, `the` and `a` that link an amount or unit to the food: `a couple of the`,
  /// `three quarters of a cup`.
  private static func dropLinks(_ tokens: ArraySlice<MealToken>) -> ArraySlice<MealToken> {
    tokens.drop { $0.kind == .word && ["of", "the", "a", "an", "my", "our"].contains($0.text) }
  }

  /// The words naming the food: fillers and `for dinner` left out wherever they are.
  private mutating func foodWords(_ tokens: ArraySlice<MealToken>) -> [MealToken] {
    var words: [MealToken] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let token = tokens[index]
      if let (meal, length) = Self.mealName(at: tokens[index...]) {
        mealName = meal
        index += length
        continue
      }
      // `ham while watching TV`: what follows says when; so does `after my run`, `before
      // the gym`, `before bed`.
      if token.is("while") { break }
      if !words.isEmpty, token.is("before") || token.is("after"), index + 1 < tokens.endIndex,
        Self.occasionWords.contains(tokens[index + 1].text)
      {
        break
      }
      // `going to have soup`: `to` before a verb of eating says nothing of the food.
      if token.is("to"), index + 1 < tokens.endIndex,
        MealVocabulary.eatingVerbs.contains(tokens[index + 1].text)
      {
        index += 2
        continue
      }
      // `an apple to round out the meal`: what follows says why. `To start, I had`: when.
      if token.is("to"), index + 1 < tokens.endIndex,
        MealVocabulary.purposeVerbs.contains(tokens[index + 1].text)
      {
        guard words.isEmpty else { break }
        index += 2
        continue
      }
      if token.kind != .word || !MealVocabulary.fillers.contains(token.text) {
        words.append(token)
      }
      index += 1
    }
    return words
  }

  /// An amount after the food, as an entry line writes it: `chicken breast 150 g`,
  /// `toast 2 slices`, `rice 1 1/2 cups`, `eggs 2`.
  private mutating func readTrailingAmount() {
    guard let last = food.lastIndex(where: { $0.kind == .number }), last > 0 else { return }
    var start = last
    var value = food[last].value
    var isRough = false
    if last > 1, food[last - 1].kind == .number, value < 1 {
      start -= 1
      value += food[start].value
    } else if last > 2, ["to", "or"].contains(food[last - 1].text),
      food[last - 2].kind == .number, food[last - 2].value < value
    {
      // `rice 2-3 cups`: the middle of the range.
      start -= 2
      value = (value + food[start].value) / 2
      isRough = true
    }
    let after = food[(last + 1)...]
    var unit: MealUnit?
    if !after.isEmpty {
      if let read = MealUnit.read(after), read.length == after.count {
        unit = read
      } else if after.count == 1, let word = after.first, word.kind == .word {
        unit = MealUnit(kind: .measure, text: word.text, length: 1)
      } else {
        return
      }
    }
    amount = MealAmount(value: value, isRough: isRough)
    self.unit = unit
    food = Array(food[..<start])
  }
}
