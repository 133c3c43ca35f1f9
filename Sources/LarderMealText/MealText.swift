public import LarderModel

/// Meal text: a whole meal in words, read against a food library, offline and
/// deterministically.
///
/// ```swift
/// let reading = try MealText.read(
///   "grilled chicken breast with a cup of rice and some broccoli", library: library)
/// reading.items.map(\.match?.name)   // Chicken breast, grilled; White rice, cooked; Broccoli
/// ```
///
/// The text is split into items at `and`, `with`, `w/`, `plus`, `on`, `,`, `;`, `&` and `+`,
/// except inside a library name that holds one (`mac and cheese`) and in `one and a half`.
/// Each item says an amount (`a`, `two`, `half a`, `1 1/2`, `½`, `a couple of`, `a few`,
/// `some`), a unit (`g`, `cup`, `fl oz`, `slices`, `a bowl of`, a measure of the food such as
/// `a can of`) and the food, matched by its words: singular or plural, with typos,
/// preparation words such as `grilled` counting little. Without a unit, a count is the food's
/// natural unit (pieces, medium size, fillets, cans…); without an amount, the item is what
/// people usually have (one piece, the food's category portion, a cup of a drink).
/// `Sources/LarderMealText/README.md` gives every rule.
public enum MealText {
  /// The most one item may weigh, in grams (or hold, in millilitres of a drink).
  public static let maximumGrams = 5_000.0
  /// The most energy one item may hold.
  public static let maximumKcal = 10_000.0
  /// The most pieces, slices, cups or servings one item may count.
  public static let maximumCount = 50.0
  /// The most words and numbers one meal may take: real descriptions of a meal take fewer
  /// than a hundred, and a wall of text is refused at once rather than read for seconds.
  public static let maximumWords = 250
  /// The longest word a meal may hold: food words are far shorter, and a word of thousands of
  /// letters would take seconds to compare with every name.
  public static let maximumWordLength = 64
  /// The least score a name needs to count as a match rather than a suggestion.
  static let matchScore = 0.5
  /// The least score a name needs to be an unknown item's best guess.
  static let guessScore = 0.3
  /// How many candidates each item weighs.
  static let candidateLimit = 6

  /// Reads `text` against `library`.
  ///
  /// An item whose unit its food cannot take (`a can of` a food without a can, `a cup of` a
  /// food without a density) is read anyway, its amount a typical size or the food's usual
  /// portion, with a confidence below 0.7 and a note saying why.
  ///
  /// - Parameters:
  ///   - picks: corrections by item number (from 1): the food for that item, optionally with
  ///     its own amount (`2` → `brown rice` or `1 cup brown rice`).
  ///   - typical: the sizes and densities to take for what a food lacks.
  ///   - synonyms: other words for foods, and what generic words usually mean.
  /// An absurd amount (over `maximumGrams`, `maximumKcal` or `maximumCount`) is read as the
  /// food's usual amount, its refusal kept in the item's `amountError`.
  ///
  /// - Throws: `MealTextError` for empty text, text of fillers only, text of more than
  ///   `maximumWords` words or a word over `maximumWordLength` letters, a zero amount, a
  ///   pick of an item that does not exist.
  public static func read(
    _ text: String, library: FoodLibrary, picks: [Int: String] = [:],
    typical: TypicalPortions = .none, synonyms: MealSynonyms = .none
  ) throws(MealTextError) -> MealReading {
    let catalog = FoodCatalog(library: library)
    let (phrases, mealName, _) = try self.phrases(of: text, catalog: catalog)
    if let number = picks.keys.sorted().first(where: { !phrases.indices.contains($0 - 1) }) {
      throw MealTextError(
        "there is no item \(number): the text has \(phrases.count) item"
          + (phrases.count == 1 ? "" : "s"),
        hint: "Number items from 1 in the order the text mentions them.")
    }
    let utf8 = Array(text.utf8)
    let reader = MealItemReader(catalog: catalog, typical: typical, synonyms: synonyms)
    var items: [MealItem] = []
    for (index, phrase) in phrases.enumerated() {
      let typed = phrase.tokens.first!.range.lowerBound..<phrase.tokens.last!.range.upperBound
      items.append(
        try reader.item(
          phrase, number: index + 1, text: String(decoding: utf8[typed], as: UTF8.self),
          pick: picks[index + 1].map { pick in MealPhrase(MealTokenizer.tokens(pick)[...]) }))
    }
    return MealReading(text: text, items: items, mealName: mealName)
  }

  /// The names `read(_:library:picks:)` may need for `text` from a library whose foods and
  /// recipes are `names` (each its name followed by its aliases): every candidate it weighs,
  /// the names that kept words together, and the suggestions for weak items. A library
  /// holding only the foods and recipes with these names reads `text` exactly as the whole
  /// library does, so a caller can scan a big library for names alone and then load a few
  /// foods in full.
  ///
  /// Returns name keys (`Name.key`); empty when the text cannot be read.
  public static func namesNeeded(
    by text: String, picks: [Int: String] = [:], among names: [[String]],
    synonyms: MealSynonyms = .none
  ) -> Set<String> {
    // Every word the readings below may look up: the text's and the picks', in order, and
    // those the synonyms bring.
    var typed = ([text] + picks.values).flatMap(MealTokenizer.tokens).filter { $0.kind == .word }
      .map(\.text).filter(MealVocabulary.isNaming)
    typed += synonyms.wordsBrought(by: typed)
    // The bread a sandwich or wrap named by its filling brings.
    if typed.contains(where: breadDishes.contains) {
      typed += ["slices", "bread", "flour", "tortilla"]
    }
    let catalog = FoodCatalog(names: names, relevantTo: typed)
    guard let (phrases, _, tokens) = try? phrases(of: text, catalog: catalog) else { return [] }
    var needed = Set(catalog.unsplittableNames(in: tokens).map(Name.normalized))
    // Suggestions come from a library of the names, built only when an item needs them.
    var suggestionLibrary: FoodLibrary?
    let pickPhrases = picks.values.map { MealPhrase(MealTokenizer.tokens($0)[...]) }
    for phrase in phrases + pickPhrases {
      let wordings = MealItemReader.wordings(of: phrase, synonyms: synonyms)
      // The words as typed too: an unknown item's suggestions are theirs.
      let typed = phrase.food.map(\.text)
      let all = [
        wordings.usual, wordings.whole, wordings.rest, typed == wordings.whole ? nil : typed,
      ]
      for words in all.compactMap(\.self) {
        let candidates = catalog.candidates(for: words, limit: candidateLimit)
        needed.formUnion(candidates.map { Name.normalized(catalog.itemName($0.item)) })
        needed.formUnion(
          catalog.witnesses(for: words).map { Name.normalized(catalog.itemName($0)) })
        guard (candidates.first?.score ?? 0) < matchScore, !words.isEmpty else { continue }
        let library = suggestionLibrary ?? namesOnly(names)
        suggestionLibrary = library
        needed.formUnion(
          library.suggestions(for: words.joined(separator: " ")).map { (name: Name) in name.key })
      }
    }
    return needed
  }

  /// A library of names alone, for the suggestions `FoodLibrary` makes.
  private static func namesOnly(_ names: [[String]]) -> FoodLibrary {
    FoodLibrary(
      foods: names.compactMap { item -> Food? in
        guard let name = item.first else { return nil }
        return Food(name: Name(name), aliases: item.dropFirst().map { Name($0) }, nutrition: .zero)
      })
  }

  /// Whether `text` reads as a meal in words rather than one entry line: it joins items
  /// (`and`, `with`, `,`), says an amount in words (`a`, `two`, `some`, `half`), links a
  /// unit with `of`, or starts with a filler (`I had`).
  public static func looksLikeMeal(_ text: String) -> Bool {
    let tokens = MealTokenizer.tokens(text)
    guard let first = tokens.first else { return false }
    if first.kind == .word,
      MealVocabulary.numbers[first.text] != nil || MealVocabulary.vagueAmounts.contains(first.text)
        || MealVocabulary.fillers.contains(first.text)
    {
      return true
    }
    return tokens.contains { token in
      token.kind == .separator || token.is("of") || token.is("for")
        || (token.kind == .word && MealVocabulary.separators.contains(token.text))
    }
  }

  /// An amount as an entry line writes it: halves, thirds and quarters as fractions
  /// (`1/2`, `1 1/2`, `2/3`), other amounts with up to two decimals.
  public static func spelling(of amount: Double) -> String {
    // An unmatched item keeps whatever amount the text says, however large: only amounts that
    // fit an `Int` have a whole part to write before a fraction.
    guard amount.magnitude < 1e15 else { return DecimalText.string(amount, fractionDigits: 2) }
    let whole = Int(amount)
    let fraction = amount - Double(whole)
    for (value, text) in [
      (0.5, "1/2"), (0.25, "1/4"), (0.75, "3/4"), (1.0 / 3, "1/3"), (2.0 / 3, "2/3"),
    ] where abs(fraction - value) < 1e-9 {
      return whole == 0 ? text : "\(whole) \(text)"
    }
    return DecimalText.string(amount, fractionDigits: 2)
  }

  // MARK: - Splitting

  /// The items of `text`, fillers-only items left out, the meal it names, and the tokens
  /// they were read from (fillers joined where the library writes them as one word).
  static func phrases(of text: String, catalog: FoodCatalog) throws(MealTextError)
    -> (phrases: [MealPhrase], mealName: String?, tokens: [MealToken])
  {
    let tokens = joiningFillers(MealTokenizer.tokens(text), catalog: catalog)
    guard !tokens.isEmpty else {
      throw MealTextError(
        "there is no meal to read",
        hint: "Describe it in words, such as \"two eggs and a slice of toast\".")
    }
    let words = tokens.count { $0.kind != .separator }
    guard words <= maximumWords else {
      throw MealTextError(
        "the text is \(DecimalText.string(Double(words), grouping: true)) words long, "
          + "more than one meal takes",
        hint: "Describe one meal at a time, in at most \(maximumWords) words.")
    }
    if let long = tokens.first(where: { $0.kind == .word && $0.text.count > maximumWordLength }) {
      throw MealTextError(
        "a word of \(DecimalText.string(Double(long.text.count), grouping: true)) letters "
          + "(\"\(long.text.prefix(12))…\") is longer than any food's",
        hint: "Describe the meal in words of at most \(maximumWordLength) letters.")
    }
    let slices = split(tokens, catalog: catalog)
    let phrases = slices.map(MealPhrase.init)
    var kept: [MealPhrase] = []
    for (index, phrase) in phrases.enumerated() where !phrase.isEmpty {
      guard isMadeOfLaterItems(index, phrases: phrases, slices, in: tokens) else {
        kept.append(phrase)
        continue
      }
      // `a sandwich with ham and cheese`: its bread too, unless the text says it.
      let later = phrases[(index + 1)...].flatMap(\.food)
      let after = slices[index].endIndex
      if let word = phrase.food.last, breadDishes.contains(word.text),
        !later.contains(where: { breadWords.contains(MealVocabulary.stem($0.text)) }),
        !(after < tokens.count && tokens[after].is("on"))
      {
        kept += impliedBread(of: phrase.amount?.value ?? 1, at: word, catalog: catalog)
      }
    }
    let items = splashes(sandwichParts(kept, in: tokens, catalog: catalog), in: tokens)
    guard !items.isEmpty else {
      throw MealTextError(
        "\"\(text)\" names no food, only words such as \"and\", \"with\" or \"had\"",
        hint: "Name what was eaten, such as \"a bowl of oatmeal with a banana\".")
    }
    return (items, phrases.lazy.compactMap(\.mealName).first, tokens)
  }

  /// `tokens` with a filler and the word beside it joined when the library writes them as one
  /// word, so that the filler is not dropped: `morning star` is `MORNINGSTAR FARMS`.
  private static func joiningFillers(_ tokens: [MealToken], catalog: FoodCatalog) -> [MealToken] {
    var joined: [MealToken] = []
    joined.reserveCapacity(tokens.count)
    for token in tokens {
      if let last = joined.last, last.kind == .word, token.kind == .word,
        MealVocabulary.fillers.contains(last.text) || MealVocabulary.fillers.contains(token.text),
        catalog.holds(word: last.text + token.text)
      {
        joined[joined.count - 1] = MealToken(
          kind: .word, text: last.text + token.text, value: 0,
          range: last.range.lowerBound..<token.range.upperBound)
      } else {
        joined.append(token)
      }
    }
    return joined
  }

  /// The tokens of each item: split at separators, but not inside a library name that holds
  /// one, nor in `one and a half`; before a count that starts another food (`spinach 2 diced
  /// tomatoes`); and after a dish said to be made of what follows (`a salad of`,
  /// `a smoothie that consisted of`), the words linking it to its ingredients left out.
  static func split(_ tokens: [MealToken], catalog: FoodCatalog) -> [ArraySlice<MealToken>] {
    var items: [ArraySlice<MealToken>] = []
    var start = 0
    var index = 0
    // Where the last library name kept whole ends: its words stay (`Peppers, stuffed with`).
    var nameEnd = 0
    while index < tokens.count {
      if let length = catalog.unsplittableLength(at: index, in: tokens) {
        index += length
        nameEnd = index
        continue
      }
      if isSeparator(at: index, in: tokens), !isInsideItem(at: index, in: tokens, from: start) {
        // `water mixed with syrup`: `mixed` says nothing of the water.
        let end =
          index > max(start + 1, nameEnd)
            && MealVocabulary.linkingVerbs.contains(tokens[index - 1].text)
          ? index - 1 : index
        if start < end { items.append(tokens[start..<end]) }
        start = index + 1
      } else if start < index, startsAnotherFood(at: index, in: tokens) {
        items.append(tokens[start..<index])
        start = index
      } else if start < index,
        let links = ingredientLinks(at: index, in: tokens, after: tokens[start..<index]),
        isDish(tokens[start..<index])
      {
        items.append(tokens[start..<index])
        start = index + links
        index = start
        continue
      }
      index += 1
    }
    if start < tokens.count { items.append(tokens[start...]) }
    return items
  }

  /// Whether the separator at `index` stands inside an item: the full stop of an abbreviated
  /// unit before the food (`a 6 oz. steak`, `10 oz. of beef`, but not `2 tbsp. A muffin`), or
  /// a comma between two words describing the same food (`a sweet, red pepper`, `raw,
  /// unsalted almonds`).
  private static func isInsideItem(at index: Int, in tokens: [MealToken], from start: Int)
    -> Bool
  {
    guard index > start, index + 1 < tokens.count, tokens[index].kind == .separator else {
      return false
    }
    let (before, after) = (tokens[index - 1], tokens[index + 1])
    guard before.kind == .word, after.kind == .word else { return false }
    switch tokens[index].text {
    case ".":
      // Only an amount, and fillers such as `for dinner I had`, before the unit.
      let amountOnly = tokens[start..<(index - 1)].allSatisfy {
        $0.kind == .number || MealVocabulary.numbers[$0.text] != nil
          || MealVocabulary.fillers.contains($0.text) || MealVocabulary.mealNames.contains($0.text)
      }
      return amountOnly && abbreviatedUnits.contains(before.text)
        && MealVocabulary.numbers[after.text] == nil
    case ",":
      return MealVocabulary.listedAdjectives.contains(before.text)
        && MealVocabulary.listedAdjectives.contains(after.text)
    default:
      return false
    }
  }

  /// Units people abbreviate with a full stop: `oz.`, `lbs.`, `tbsp.`.
  private static let abbreviatedUnits: Set<String> = [
    "oz", "ozs", "lb", "lbs", "tbsp", "tbs", "tsp", "pt", "qt", "gal", "pkg", "fl",
  ]

  /// Whether the count at `index` starts another item rather than ending this one as an entry
  /// line's amount does (`chicken breast 150 g`, `rice 1 1/2 cups`, `eggs 2`, `eggs 3 hard
  /// boiled`): it follows a word naming a food, and two words or more follow it, the last
  /// naming a food rather than how it was prepared.
  private static func startsAnotherFood(at index: Int, in tokens: [MealToken]) -> Bool {
    let token = tokens[index]
    let isCount =
      token.kind == .number || (token.kind == .word && countWords.contains(token.text))
    guard isCount || isArticleAndUnit(at: index, in: tokens), index > 0 else { return false }
    let before = tokens[index - 1]
    guard before.kind == .word, MealVocabulary.isNaming(before.text),
      !MealVocabulary.fillers.contains(before.text), MealVocabulary.numbers[before.text] == nil,
      // `treating myself to 2 cookies`: `to` joins a verb, a filler, to the amount; in `add
      // peppers to 1 cup of lentils` it joins two foods.
      !(MealPhrase.verbParticles.contains(before.text) && index >= 2
        && MealVocabulary.fillers.contains(tokens[index - 2].text)),
      // `2 to 3 cups`, `2-3 oz`, `2 or 3 eggs`: the end of a range.
      !(["to", "or"].contains(before.text) && index >= 2 && tokens[index - 2].kind == .number),
      MealUnit.read(tokens[(index - 1)...]) == nil,
      // `savoured a cup of coffee`: a verb, not a food, before the amount.
      !MealPhrase.isVerbBeforeAmount(tokens[(index - 1)...])
    else { return false }
    // `two pears a bowl of oatmeal`: an article, a unit and `of` always start a food.
    if !isCount { return true }
    let after = tokens[(index + 1)...].drop { $0.kind == .number }
      .prefix { !MealPhrase.isBoundary($0) }
    guard let last = after.last, !MealVocabulary.descriptors.contains(last.text),
      !FoodForm.cookingWords.contains(last.text), !MealVocabulary.fillers.contains(last.text)
    else { return false }
    guard let unit = MealUnit.read(after) else { return after.count >= 2 }
    // `coke 12 oz can`, `rice 2 cups cooked`: a unit and one word still end the item.
    let rest = after.dropFirst(unit.length)
    return rest.count >= 2 || rest.first?.is("of") == true
  }

  /// Whether `a` or `an`, a unit and `of` stand at `index`: `a bowl of`, `a glass of`.
  private static func isArticleAndUnit(at index: Int, in tokens: [MealToken]) -> Bool {
    (tokens[index].is("a") || tokens[index].is("an")) && startsWithUnitAndOf(tokens[(index + 1)...])
  }

  /// Whether `tokens` start with a unit and `of`: `bowl of`, `tbsp of`.
  private static func startsWithUnitAndOf(_ tokens: ArraySlice<MealToken>) -> Bool {
    guard let unit = MealUnit.read(tokens) else { return false }
    let afterUnit = tokens.startIndex + unit.length
    return afterUnit < tokens.endIndex && tokens[afterUnit].is("of")
  }

  /// Count words that start an item in the middle of a sentence without a separator: `a` and
  /// `an` are left out, since names hold them (`Cookies, a la mode`).
  private static let countWords: Set<String> = [
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  ]

  /// Words linking a dish to what it is made of: `a salad of`, `a sandwich made with`, `a
  /// smoothie that consisted of`, `a wrap made out of`, `a salad using`.
  private static let ingredientLinkWords: Set<String> = [
    "of", "with", "from", "using", "made", "out", "that", "which", "was", "were", "consisting",
    "consisted", "composed", "comprised", "containing", "contained", "had", "has", "included",
    "including",
  ]

  /// The number of linking words at `index` when they say that what follows makes up the
  /// dish before them: at least one of them other than `with` (`a salad with dressing` is a
  /// salad and its dressing), ending in `of`, `with`, `from`, `using` or a verb of containing.
  private static func ingredientLinks(
    at index: Int, in tokens: [MealToken], after dish: ArraySlice<MealToken>
  ) -> Int? {
    let links = tokens[index...].prefix {
      $0.kind == .word && ingredientLinkWords.contains($0.text)
    }
    // `a salad from the deli` says where it came from; `made from`, or `I made a smoothie
    // from`, what it holds.
    let saysMade = dish.contains { $0.is("made") } || links.contains { $0.is("made") }
    guard let last = links.last, links.contains(where: { !$0.is("with") }),
      !links.contains(where: { $0.is("from") }) || saysMade,
      !["made", "out", "that", "which", "was", "were"].contains(last.text),
      links.endIndex < tokens.count, !isSeparator(at: links.endIndex, in: tokens)
    else { return nil }
    return links.count
  }

  /// Whether `tokens` say only a dish made of ingredients, with fillers and an amount: `I made
  /// a salad`, `a big sandwich`.
  private static func isDish(_ tokens: ArraySlice<MealToken>) -> Bool {
    let phrase = MealPhrase(tokens)
    let words = phrase.food.map(\.text).filter(MealVocabulary.isNaming)
    return phrase.unit == nil && words.contains(where: isDishWord)
      && words.allSatisfy { isDishWord($0) || MealVocabulary.descriptors.contains($0) }
  }

  private static func isDishWord(_ word: String) -> Bool {
    MealPhrase.dishesOfIngredients.contains(MealVocabulary.stem(word))
  }

  /// Whether item `index` is a dish that the next items make up: a dish word alone followed
  /// by words saying so and at least one more item (`a salad of spinach`, `a smoothie made
  /// with milk`), or by `with` or `on` and at least two more items (`a salad with spinach, peas
  /// and corn`, `a sandwich on rye with ham`), where the ingredients are the food.
  private static func isMadeOfLaterItems(
    _ index: Int, phrases: [MealPhrase], _ slices: [ArraySlice<MealToken>], in tokens: [MealToken]
  ) -> Bool {
    let end = slices[index].endIndex
    guard index + 1 < phrases.count, end < tokens.count, isDish(slices[index]) else {
      return false
    }
    if let links = ingredientLinks(at: end, in: tokens, after: slices[index]),
      slices[index + 1].startIndex == end + links
    {
      return true
    }
    // `on` what bread a sandwich is on, not `a shake on the side`.
    let onBread =
      tokens[end].is("on") && slices[index].contains { Self.breadDishes.contains($0.text) }
      && end + 1 < tokens.count && !tokens[end + 1].is("the")
    return (tokens[end].is("with") || onBread) && index + 2 < phrases.count
  }

  /// `items` with each sandwich named by its filling (`a ham sandwich`, `a turkey and cheese
  /// sandwich`, `two tuna sandwiches`) read as its parts: the filling, a sandwich's share of
  /// each food, and two slices of bread, unless the text says the bread (`on rye`, `a bagel
  /// sandwich`). A sandwich the library names whole (`club sandwich`, `turkey sandwich`)
  /// stays one item; `and` inside a library name never split it in the first place.
  private static func sandwichParts(
    _ items: [MealPhrase], in tokens: [MealToken], catalog: FoodCatalog
  ) -> [MealPhrase] {
    var result: [MealPhrase] = []
    for phrase in items {
      guard let word = phrase.food.last, breadDishes.contains(word.text), phrase.unit == nil
      else {
        result.append(phrase)
        continue
      }
      var fillings = [Array(phrase.food.dropLast())].filter { !$0.isEmpty }
      var count = phrase.amount?.value ?? 1
      // `a turkey and cheese sandwich`: the item before `and` is a filling too, and its
      // count the sandwich's.
      if phrase.amount == nil, let previous = result.last, previous.unit == nil,
        previous.sandwiches == nil, previous.implied == nil,
        phrase.tokens.startIndex == previous.tokens.endIndex + 1,
        MealVocabulary.andSpellings.contains(tokens[previous.tokens.endIndex].text)
      {
        result.removeLast()
        fillings.insert(previous.food, at: 0)
        count = previous.amount?.value ?? 1
      } else if fillings.isEmpty
        || (catalog.candidates(for: phrase.food.map(\.text), limit: 1).first?.score ?? 0)
          >= wholeSandwichScore
      {
        result.append(phrase)
        continue
      }
      result += fillings.map { MealPhrase.filling($0, of: count) }
      // Items are slices of `tokens`: what follows the sandwich is the next token.
      let after = phrase.tokens.endIndex
      let saysBread =
        fillings.joined().contains { breadWords.contains(MealVocabulary.stem($0.text)) }
        || (after < tokens.count && tokens[after].is("on"))
      if !saysBread { result += impliedBread(of: count, at: word, catalog: catalog) }
    }
    return result
  }

  /// The bread of `count` sandwiches or wraps (`MealPhrase.bread`), when the library has it:
  /// an item the text only implies is never one to look up by hand.
  private static func impliedBread(of count: Double, at word: MealToken, catalog: FoodCatalog)
    -> [MealPhrase]
  {
    let bread = MealPhrase.bread(of: count, at: word)
    let best = catalog.candidates(for: bread.food.map(\.text), limit: 1).first
    return (best?.score ?? 0) >= matchScore ? [bread] : []
  }

  /// `items` with milk or cream said without an amount after `with` and a hot drink
  /// (`coffee with milk`, `tea w/ cream`) read as a splash of it: what goes into a cup, not
  /// the glass of milk a bare `milk` is.
  private static func splashes(_ items: [MealPhrase], in tokens: [MealToken]) -> [MealPhrase] {
    var result = items
    for index in items.indices.dropFirst() {
      let (previous, phrase) = (items[index - 1], items[index])
      guard phrase.amount == nil, phrase.unit == nil, phrase.implied == nil,
        phrase.food.contains(where: { splashWords.contains(MealVocabulary.stem($0.text)) }),
        previous.food.contains(where: { hotDrinks.contains(MealVocabulary.stem($0.text)) }),
        previous.sandwiches == nil, previous.implied == nil,
        previous.tokens.endIndex < tokens.count,
        phrase.tokens.startIndex == previous.tokens.endIndex + 1,
        ["with", "w"].contains(tokens[previous.tokens.endIndex].text)
      else { continue }
      result[index] = .splash(phrase.food)
    }
    return result
  }

  /// Drinks a splash of milk goes into.
  private static let hotDrinks: Set<String> = [
    "coffee", "tea", "espresso", "americano", "chai", "latte", "cappuccino",
  ]

  /// What goes into them by the splash, singular.
  private static let splashWords: Set<String> = ["milk", "cream", "creamer", "half"]

  /// How well the library must name a sandwich as typed for it to stay one item.
  private static let wholeSandwichScore = 0.99

  /// Breads a sandwich may be made on, singular: `a bagel sandwich` needs no other bread.
  private static let breadWords: Set<String> = [
    "bread", "toast", "bagel", "roll", "bun", "croissant", "baguette", "pita", "tortilla",
    "biscuit", "muffin", "ciabatta", "focaccia", "sourdough", "rye", "wheat", "panini",
  ]

  /// Dishes made on bread: `a sandwich on rye with ham and cheese` is its parts.
  private static let breadDishes: Set<String> = [
    "sandwich", "sandwiches", "wrap", "wraps", "sandwhich",
  ]

  private static func isSeparator(at index: Int, in tokens: [MealToken]) -> Bool {
    let token = tokens[index]
    // `sweet and sour sauce`, `salt & vinegar chips`: one flavour, one food.
    if index > 0, index + 1 < tokens.count,
      MealVocabulary.andSpellings.contains(token.text),
      MealVocabulary.pairedFlavours.contains(
        "\(tokens[index - 1].text) and \(tokens[index + 1].text)")
    {
      return false
    }
    if token.kind == .separator { return true }
    // `a pear while drinking tea`: another item; `while watching TV` ends the food words.
    if token.is("while") {
      return index + 1 < tokens.count
        && MealVocabulary.eatingForms.contains(tokens[index + 1].text)
    }
    // `beef cooked in oil`, `wedges drizzled in butter`: what it was cooked in is an item.
    if token.is("in"), index > 0, MealVocabulary.coatingWords.contains(tokens[index - 1].text) {
      return true
    }
    // `mushrooms in 2 tbsp of butter`: an amount of something is another item.
    if token.is("in"), let (_, length) = MealAmount.read(tokens[(index + 1)...]),
      startsWithUnitAndOf(tokens[(index + 1 + length)...])
    {
      return true
    }
    guard token.kind == .word, MealVocabulary.separators.contains(token.text) else { return false }
    guard token.text == "and", index > 0, index + 1 < tokens.count else { return true }
    // `one and a half`, `2 and a half`: part of the amount.
    let before = tokens[index - 1]
    let countsBefore = before.kind == .number || MealVocabulary.numbers[before.text] != nil
    let after = tokens[index + 1]
    let half =
      after.is("half")
      || (after.is("a") && index + 2 < tokens.count && tokens[index + 2].is("half"))
    return !(countsBefore && half)
  }
}
