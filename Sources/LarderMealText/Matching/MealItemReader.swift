import LarderModel

/// Turns one `MealPhrase` into a `MealItem`: picks the food among the catalog's candidates,
/// resolves the amount and unit against it, and computes nutrition and confidence.
struct MealItemReader {
  let catalog: FoodCatalog
  /// Sizes and densities for the measures a food lacks.
  let typical: TypicalPortions
  /// Other words for foods, and what generic words usually mean.
  let synonyms: MealSynonyms

  /// The most confidence an item read through a `usual` rule gets: which juice was meant is a
  /// guess.
  static let usualCertainty = 0.85

  /// The ways an item's food words may be read: what they usually mean when they name only a
  /// generic food (`juice`); all of them, synonyms read; and, when the first may be a measure
  /// (`2 rashers bacon`), the rest.
  static func wordings(of phrase: MealPhrase, synonyms: MealSynonyms)
    -> (usual: [String]?, whole: [String], rest: [String]?)
  {
    let words = synonyms.withSynonyms(phrase.food.map(\.text))
    let rest = phrase.mayStartWithMeasure ? Array(words.dropFirst()) : nil
    return (synonyms.usualMeaning(of: words), words, rest)
  }

  /// Reads one item.
  ///
  /// - Parameters:
  ///   - text: the item as typed.
  ///   - pick: a correction: its food replaces the match; its amount, if it says one, the
  ///     item's.
  func item(_ phrase: MealPhrase, number: Int, text: String, pick: MealPhrase?)
    throws(MealTextError) -> MealItem
  {
    let said = pick.map { $0.amount != nil ? $0 : $0.withAmount(of: phrase) } ?? phrase
    let choice = choose(said)
    if let amount = said.amount?.value, amount <= 0 {
      throw MealTextError(
        "\"\(text)\" has no amount", hint: "Say how much was eaten, such as `1 cup` or `150 g`.")
    }
    guard let best = choice.best, best.score >= MealText.matchScore else {
      // Words that match no food well: the closest name, as a best guess to review.
      if let best = choice.best, best.score >= MealText.guessScore,
        let guessed = try? resolve(
          said, matching: best, unit: choice.unit, words: choice.words, text: text,
          guessing: true),
        let guess = try? item(
          guessed, matching: best, in: choice, number: number, text: text, isPicked: false,
          isGuess: true)
      {
        return guess
      }
      return unknown(said, number: number, text: text, candidates: choice.candidates)
    }
    // The best name first; when the unit said does not fit it (`a cup of` a food without a
    // cup or density), the next close one that it fits; when it fits none, the best one with
    // its amount guessed, as an item to review.
    for candidate in choice.candidates
    where candidate.score >= max(MealText.matchScore, best.score - 0.15) {
      guard
        let resolved = try? resolve(
          said, matching: candidate, unit: choice.unit, words: choice.words, text: text,
          guessing: false)
      else { continue }
      return try item(
        resolved, matching: candidate, in: choice, number: number, text: text,
        isPicked: pick != nil)
    }
    let guessed = try resolve(
      said, matching: best, unit: choice.unit, words: choice.words, text: text, guessing: true)
    return try item(
      guessed, matching: best, in: choice, number: number, text: text, isPicked: pick != nil)
  }

  /// An item's amount in the terms of one food, with its nutrition and grams.
  private struct Resolved {
    var amount: Amount
    var nutrients: Nutrients
    var grams: Double?
  }

  /// The amount said of `candidate` and its nutrition; when `guessing`, a unit the food cannot
  /// take is replaced by a typical size or the food's usual portion rather than refused.
  private func resolve(
    _ said: MealPhrase, matching candidate: FoodCatalog.Candidate, unit: MealUnit?,
    words: [String], text: String, guessing: Bool
  ) throws(MealTextError) -> Resolved {
    let item = catalog.item(candidate.item)
    var amount = try self.amount(
      said, unit: unit, of: item, words: words, text: text, guessing: guessing)
    if let implied = said.implied {
      amount.certainty = min(amount.certainty, Self.fillingCertainty)
      amount.note = implied
    }
    if guessing, case .food(let food) = item {
      do throws(QuantityConversionError) {
        _ = try food.nutrients(for: amount.quantity)
      } catch {
        // Nothing else fits (`a cup of` a food of no known density): its usual portion.
        let usual = guessedUsual(
          food, count: said.amount?.value ?? 1, words: words, why: error.message)
        let (nutrients, grams) = try nutrition(of: item, in: usual.quantity, text: text)
        return Resolved(amount: usual, nutrients: nutrients, grams: grams)
      }
    }
    let (nutrients, grams) = try nutrition(of: item, in: amount.quantity, text: text)
    return Resolved(amount: amount, nutrients: nutrients, grams: grams)
  }

  /// One item read as `candidate`, its amount resolved.
  private func item(
    _ resolved: Resolved, matching candidate: FoodCatalog.Candidate, in choice: Choice,
    number: Int, text: String, isPicked: Bool, isGuess: Bool = false
  ) throws(MealTextError) -> MealItem {
    let item = catalog.item(candidate.item)
    var resolved = resolved
    var amountError: MealTextError?
    do {
      try checkPlausible(
        resolved.amount.quantity, grams: resolved.grams, kcal: resolved.nutrients.kcal,
        text: text)
    } catch {
      // `900 cups of rice`, `a 16 can of soda`: the food's usual amount, as a guess that
      // `larder add` will not log.
      guard case .food(let food) = item else { throw error }
      var usual = countAmount(nil, of: food, count: 1, words: choice.words)
      usual.certainty = min(usual.certainty, Self.refusedCertainty)
      usual.note =
        "\(error.message): taken as \(MealText.spelling(of: usual.quantity.amount)) "
        + usual.unitText
      let (nutrients, grams) = try nutrition(of: item, in: usual.quantity, text: text)
      try checkPlausible(usual.quantity, grams: grams, kcal: nutrients.kcal, text: text)
      resolved = Resolved(amount: usual, nutrients: nutrients, grams: grams)
      amountError = error
    }
    let amount = resolved.amount

    let others = choice.candidates.filter { $0.item != candidate.item }
    let runnerUp = others.first?.score ?? 0
    let ambiguity = candidate.score < 1 && runnerUp >= candidate.score - 0.05 ? 0.9 : 1
    var confidence = min(
      choice.isUsual ? Self.usualCertainty : 1, candidate.score * amount.certainty * ambiguity)
    var note = amount.note
    if isGuess {
      confidence = min(confidence, Self.bestGuessCertainty)
      let closest =
        "no food matches \"\(choice.words.joined(separator: " "))\"; the closest is a guess"
      note = note.map { closest + "; " + $0 } ?? closest
    }
    return MealItem(
      number: number, text: text, foodText: choice.words.joined(separator: " "), match: item,
      matchedName: candidate.name, amount: amount.quantity.amount, unit: amount.quantity.unit,
      unitText: amount.unitText, grams: resolved.grams, nutrients: resolved.nutrients,
      confidence: DecimalText.rounded(confidence, fractionDigits: 2),
      alternatives: others.prefix(3).map { catalog.item($0.item).name },
      note: note, isPicked: isPicked, amountError: amountError, isGuess: isGuess)
  }

  // MARK: - Choosing the food

  /// The candidates for one wording of an item, with the unit that wording leaves.
  private struct Choice {
    var words: [String]
    var unit: MealUnit?
    var candidates: [FoodCatalog.Candidate]
    /// Whether the words are what a generic word usually means rather than what was typed.
    var isUsual = false
    var best: FoodCatalog.Candidate? { candidates.first }
  }

  /// The best of an item's wordings: what a generic word usually means, when the library
  /// holds such a food and it matches better than the words as typed; else all the words, or the first word as a measure (`2 rashers
  /// bacon`) when the best food for the rest defines it and matches better than all the
  /// words do.
  private func choose(_ phrase: MealPhrase) -> Choice {
    let wordings = Self.wordings(of: phrase, synonyms: synonyms)
    let whole = Choice(
      words: wordings.whole, unit: phrase.unit,
      candidates: ranked(
        catalog.candidates(for: wordings.whole, limit: MealText.candidateLimit),
        unit: phrase.unit))
    // The usual form only when it matches better than the words as typed: `juice` is orange
    // juice, but `roast beef` is roast beef and a food the library names `Soup` is that soup.
    if let words = wordings.usual {
      let usual = Choice(
        words: words, unit: phrase.unit,
        candidates: ranked(
          catalog.candidates(for: words, limit: MealText.candidateLimit), unit: phrase.unit),
        isUsual: true)
      let score = usual.best?.score ?? 0
      if score >= MealText.matchScore, score > whole.best?.score ?? 0 { return usual }
    }
    guard let restWords = wordings.rest, let measure = wordings.whole.first else { return whole }
    let unit = MealUnit(kind: .measure, text: measure, length: 1)
    let rest = Choice(
      words: restWords, unit: unit,
      candidates: ranked(
        catalog.candidates(for: restWords, limit: MealText.candidateLimit), unit: unit))
    guard let best = rest.best, case .food(let food) = catalog.item(best.item),
      food.measure(named: measure) != nil, best.score > (whole.best?.score ?? 0)
    else { return whole }
    return rest
  }

  /// Candidates in order, where equal scores go first to a food that defines the unit said,
  /// then to a favourite.
  private func ranked(_ candidates: [FoodCatalog.Candidate], unit: MealUnit?)
    -> [FoodCatalog.Candidate]
  {
    func preference(_ candidate: FoodCatalog.Candidate) -> Int {
      guard case .food(let food) = catalog.item(candidate.item) else { return 2 }
      if let unit, food.measure(named: unit.text) != nil { return 0 }
      return food.isFavorite ? 1 : 2
    }
    return candidates.enumerated().sorted { lhs, rhs in
      if lhs.element.score != rhs.element.score { return lhs.element.score > rhs.element.score }
      let preferences = (preference(lhs.element), preference(rhs.element))
      return preferences.0 != preferences.1
        ? preferences.0 < preferences.1 : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// An item that matched nothing: listed with the closest names, never dropped.
  private func unknown(
    _ phrase: MealPhrase, number: Int, text: String, candidates: [FoodCatalog.Candidate]
  ) -> MealItem {
    let words = phrase.food.map(\.text).joined(separator: " ")
    var names = candidates.map { catalog.item($0.item).name }
    if !words.isEmpty, let library = catalog.library {
      for name in library.suggestions(for: words) {
        let item = library.item(named: name)?.name ?? name
        if !names.contains(item) { names.append(item) }
      }
    }
    return MealItem(
      number: number, text: text, foodText: words, match: nil, matchedName: nil,
      amount: phrase.amount?.value ?? 1, unit: .serving, unitText: "serving", grams: nil,
      nutrients: nil, confidence: 0, alternatives: Array(names.prefix(3)))
  }

  // MARK: - Amounts

  /// The quantity to log, as an entry line writes its unit, and how firmly it was said.
  private struct Amount {
    var quantity: Quantity
    var unitText: String
    /// 1 for an amount and unit said; less for a default serving, a rough amount or a
    /// household measure the food does not define.
    var certainty: Double
    var note: String?
  }

  private func amount(
    _ phrase: MealPhrase, unit: MealUnit?, of item: LibraryItem, words: [String], text: String,
    guessing: Bool
  ) throws(MealTextError) -> Amount {
    let count = phrase.amount?.value ?? 1
    let roughness = phrase.amount?.isRough == true ? 0.9 : 1
    switch item {
    case .recipe(let recipe):
      guard let unit, case .fixed(let fixed) = unit.kind, fixed.dimension == .mass else {
        return Amount(
          quantity: Quantity(count, .serving), unitText: Self.plural("serving", count),
          certainty: (unit == nil ? (phrase.amount == nil ? 0.95 : 1) : 0.9) * roughness)
      }
      guard recipe.cookedWeight != nil else {
        let why = "\"\(recipe.name.text)\" has no cooked weight to log \(unit.text) of"
        guard guessing else {
          throw MealTextError(
            "\"\(text)\": the recipe \(why)",
            hint: "Say it in servings, or give the recipe a `cooked weight:`.")
        }
        return Amount(
          quantity: Quantity(1, .serving), unitText: "serving", certainty: Self.guessCertainty,
          note: "\(why): taken as 1 serving")
      }
      return Amount(quantity: Quantity(count, fixed), unitText: fixed.symbol, certainty: roughness)
    case .food(let food):
      if let sandwiches = phrase.sandwiches, unit == nil {
        return filling(of: food, sandwiches: sandwiches, words: words)
      }
      guard let unit else {
        return countAmount(phrase.amount, of: food, count: count, words: words)
      }
      if let measure = food.portion(named: unit.text) {
        return Amount(
          quantity: Quantity(count, .measure(measure.name)),
          unitText: Self.written(measure.name.text, count), certainty: roughness)
      }
      switch unit.kind {
      case .fixed(.piece) where food.serving.unit != .piece:
        // `a piece of salmon` without a piece measure: its natural unit, a fillet.
        for name in Self.naturalUnits {
          guard let measure = food.measure(named: name) else { continue }
          return Amount(
            quantity: Quantity(count, .measure(measure.name)),
            unitText: Self.written(measure.name.text, count), certainty: 0.9 * roughness)
        }
        // A food without a portion of its category: a typical piece of its kind.
        if food.portion == nil,
          let amount = typicalAmount(unit.text, count: count, of: food, roughness: roughness)
        {
          return amount
        }
        return portionOrServing(of: food, count: count, certainty: 0.9 * roughness)
      case .fixed(let fixed) where fixed.dimension == .volume && food.effectiveDensity == nil:
        // `2 tbsp of kale`: the density of the food's own `cup, chopped`, else a typical one.
        if let amount = volumeAmount(
          Quantity(count, fixed), of: food, roughness: roughness, guessing: guessing)
        {
          return amount
        }
        return Amount(
          quantity: Quantity(count, fixed), unitText: Self.written(fixed, count),
          certainty: roughness)
      case .fixed(.serving) where food.serving == Self.nutritionBasis:
        return servings(count, of: food, roughness: roughness)
      case .fixed(let fixed):
        return Amount(
          quantity: Quantity(count, fixed), unitText: Self.written(fixed, count),
          certainty: roughness)
      case .household(let household):
        return householdAmount(household, count: count, of: food, roughness: roughness)
      case .size:
        // `a large coffee` of a food without a `large` measure: a description, not a unit.
        return countAmount(phrase.amount, of: food, count: count, words: words)
      case .measure:
        // `a can of` a food without a can: a typical can, else (a guess) its usual portion.
        if let amount = typicalAmount(unit.text, count: count, of: food, roughness: roughness) {
          return amount
        }
        guard guessing else {
          let measures = food.measures.map(\.name.text)
          throw MealTextError(
            "unknown unit \"\(unit.text)\" in \"\(text)\" for \"\(food.name.text)\"",
            hint: "Use g, oz, ml, cup, tbsp, tsp, slice, bowl, glass, handful or serving"
              + (measures.isEmpty
                ? "" : ", or one of its measures: " + measures.joined(separator: ", "))
              + ".")
        }
        return guessedUsual(
          food, count: count, words: words,
          why: "\"\(unit.text)\" is not a measure of \"\(food.name.text)\"")
      }
    }
  }

  /// The serving a food has when its file gives none: the 100 g its nutrition is given for,
  /// not a serving anyone eats.
  private static let nutritionBasis = Quantity(100, .gram)

  /// `a serving of` a food whose serving is only its nutrition basis: what people usually
  /// have, its category portion, usual portion or its kind's typical serving.
  private func servings(_ count: Double, of food: Food, roughness: Double) -> Amount {
    portionOrServing(of: food, count: count, certainty: 0.9 * roughness)
  }

  /// How sure an item is whose amount said was refused as absurd.
  private static let refusedCertainty = 0.3

  /// How sure a best guess for words that match no food well is, at most.
  private static let bestGuessCertainty = 0.3

  /// How sure an amount taken from a typical size or a guess is: below 0.7, "please review".
  private static let guessCertainty = 0.6

  /// `count` of a measure the food lacks, at its typical size for the food's kind
  /// (`TypicalPortions`): `a can of cola` is 355 ml. A size in millilitres needs a density,
  /// the food's own or its kind's. `certainty` is that of a guess unless said otherwise.
  private func typicalAmount(
    _ measure: String, count: Double, of food: Food, roughness: Double,
    certainty: Double = guessCertainty
  ) -> Amount? {
    let kind = typical.kind(of: food)
    guard let typicalSize = typical.size(of: measure, kind: kind) else { return nil }
    let size = typicalSize.size
    let singular = MealVocabulary.stem(measure)
    let said = "\(MealText.spelling(of: count)) \(Self.plural(singular, count))"
    let typical = "a typical \(singular) of \(typicalSize.kind)"
    if let grams = size.grams {
      let total = Self.rounded(grams * count)
      return Amount(
        quantity: Quantity(total, .gram), unitText: "g",
        certainty: certainty * roughness,
        note: "\(said) taken as \(DecimalText.string(total, fractionDigits: 1)) g, \(typical)")
    }
    guard let milliliters = size.milliliters else { return nil }
    let volume = Self.rounded(milliliters * count)
    let note = "\(said) taken as \(DecimalText.string(volume, fractionDigits: 1)) ml, \(typical)"
    if food.density != nil {
      return Amount(
        quantity: Quantity(volume, .milliliter), unitText: "ml",
        certainty: certainty * roughness, note: note)
    }
    guard let density = food.ownDensity ?? kind?.density else { return nil }
    return Amount(
      quantity: Quantity(Self.rounded(volume * density), .gram), unitText: "g",
      certainty: certainty * roughness, note: note)
  }

  /// A typical amount in whole grams or millilitres, or tenths below 10 (a pinch is 0.4 g).
  private static func rounded(_ amount: Double) -> Double {
    DecimalText.rounded(amount, fractionDigits: amount < 10 ? 1 : 0)
  }

  /// A volume of a food without a density of its own: in grams through the density of a
  /// measure whose head word is a volume (`cup, chopped = 130 g`), else, when `guessing`,
  /// through the density typical of its kind.
  private func volumeAmount(_ volume: Quantity, of food: Food, roughness: Double, guessing: Bool)
    -> Amount?
  {
    let said = "\(MealText.spelling(of: volume.amount)) \(Self.written(volume.unit, volume.amount))"
    var density = food.ownDensity
    var certainty = 0.9
    var source = "as its own measures"
    if density == nil, guessing, let kind = typical.kind(of: food), let typical = kind.density {
      density = typical
      certainty = Self.guessCertainty
      source =
        "at \(DecimalText.string(typical, fractionDigits: 2)) g/ml, typical of a \(kind.name)"
    }
    guard let density, let milliliters = volume.milliliters else { return nil }
    let grams = DecimalText.rounded(milliliters * density)
    return Amount(
      quantity: Quantity(grams, .gram), unitText: "g", certainty: certainty * roughness,
      note: "\(said) taken as \(DecimalText.string(grams, fractionDigits: 0)) g \(source)")
  }

  /// A guess for an amount the food cannot take: `count` of what a count of it means
  /// without a unit (its usual portion), with why.
  private func guessedUsual(_ food: Food, count: Double, words: [String], why: String) -> Amount {
    var amount = countAmount(
      MealAmount(value: count, isRough: false), of: food, count: count, words: words)
    amount.certainty = min(amount.certainty, Self.guessCertainty)
    let taken = "\(MealText.spelling(of: amount.quantity.amount)) \(amount.unitText)"
    amount.note = "\(why): taken as \(taken)" + (amount.note.map { " (\($0))" } ?? "")
    return amount
  }

  /// The amount of a food said without a unit.
  ///
  /// A count (`2 eggs`, `a steak`, `a coffee`) counts a measure named by the food's own words
  /// (`steak`, `fillet`), else the food's natural units (`naturalUnits`: pieces, medium size,
  /// fillets, slices, cans, shots, cups…), else its category portion, else servings. No
  /// amount (`toast`, `some broccoli`) is what people usually have: one piece or medium one of
  /// at least 40 g (two pieces for a plural: `eggs`), else the category portion (up to 500 g or ml:
  /// a litre of water is a category's unit, not a drink), else a cup of a drink, else one
  /// plate, bowl or natural unit, else a tablespoon (`honey`), a cup or a teaspoon, else a
  /// serving.
  private func countAmount(_ said: MealAmount?, of food: Food, count: Double, words: [String])
    -> Amount
  {
    let roughness = said?.isRough == true ? 0.9 : 1
    func measured(_ name: String, _ count: Double, certainty: Double) -> Amount? {
      guard let measure = food.portion(named: name) else { return nil }
      return Amount(
        quantity: Quantity(count, .measure(measure.name)),
        unitText: Self.written(measure.name.text, count), certainty: certainty * roughness)
    }
    if said?.value != nil {
      if food.serving.unit == .piece {
        return Amount(
          quantity: Quantity(count, .piece), unitText: Self.plural("piece", count),
          certainty: roughness)
      }
      for word in words where !MealVocabulary.descriptors.contains(word) {
        if let amount = measured(MealVocabulary.stem(word), count, certainty: 1) { return amount }
      }
      for name in Self.naturalUnits {
        if let amount = measured(name, count, certainty: 1) { return amount }
      }
      // `a peanut butter` is a serving of it, not the cup USDA also lists.
      if let amount = smallServing(of: food, count: count, roughness: roughness) {
        return amount
      }
      if let amount = measured("cup", count, certainty: 1) { return amount }
      // `a Clif bar` of a food without measures: a typical bar, not 100 g.
      for word in words.reversed() where Self.naturalUnits.contains(MealVocabulary.stem(word)) {
        if let amount = typicalAmount(
          MealVocabulary.stem(word), count: count, of: food, roughness: roughness)
        {
          return amount
        }
      }
      return portionOrServing(of: food, count: count, certainty: 0.9 * roughness)
    }
    // `eggs` are two pieces; `fries` are one order, sized `medium`.
    let plural = words.last.map { MealVocabulary.stem($0) != $0 } ?? false
    for name in ["piece", "medium"] {
      if let measure = food.measure(named: name),
        (try? food.grams(in: measure.quantity)) ?? 0 >= 40
      {
        return measured(name, plural && name == "piece" ? 2 : 1, certainty: 0.95)!
      }
    }
    if let portion = food.portion, portion.unit.dimension != .count,
      (portion.grams ?? portion.milliliters ?? .infinity) <= 500
    {
      return Amount(
        quantity: portion, unitText: portion.unit.symbol, certainty: 0.95 * roughness)
    }
    let isDrink = food.density != nil && food.portion?.milliliters != nil
    for name in (isDrink ? ["cup"] : []) + ["plate", "bowl"] + Self.naturalUnits {
      if let amount = measured(name, 1, certainty: 0.95) { return amount }
    }
    if let amount = smallServing(of: food, count: 1, roughness: roughness) { return amount }
    for name in ["tbsp", "cup", "tsp"] {
      if let amount = measured(name, 1, certainty: 0.95) { return amount }
    }
    return portionOrServing(of: food, count: 1, certainty: 0.95 * roughness)
  }

  /// What `sandwiches` sandwiches hold of `food`, a filling the text names them by: two
  /// slices of meat and one of cheese each (the food's own slice, else its kind's), else the
  /// food's usual amount each. A guess, to be reviewed.
  private func filling(of food: Food, sandwiches: Double, words: [String]) -> Amount {
    var amount: Amount
    let slices = ["meat": 2.0, "cheese": 1.0][typical.kind(of: food)?.name ?? ""]
    if let slices, let measure = food.portion(named: "slice") {
      let count = slices * sandwiches
      amount = Amount(
        quantity: Quantity(count, .measure(measure.name)),
        unitText: Self.written(measure.name.text, count), certainty: 1)
    } else if let slices,
      let typical = typicalAmount(
        "slice", count: slices * sandwiches, of: food, roughness: 1, certainty: 1)
    {
      amount = typical
    } else {
      amount = countAmount(nil, of: food, count: 1, words: words)
      amount.quantity = amount.quantity.scaled(by: sandwiches)
    }
    amount.certainty = min(amount.certainty, Self.fillingCertainty)
    return amount
  }

  /// The most confidence a sandwich's filling or implied bread gets: how much of each a
  /// sandwich holds is a guess.
  private static let fillingCertainty = 0.85

  /// `count` typical servings of a food whose kind's serving is a spoonful or a handful
  /// (sugar, butter, honey, dressing, nuts), never the cup USDA also lists: `coffee with
  /// sugar` is not 200 g of it. Nil for other foods.
  private func smallServing(of food: Food, count: Double, roughness: Double) -> Amount? {
    guard let serving = typical.size(of: "serving", kind: typical.kind(of: food))?.size.grams,
      serving <= Self.smallServing
    else { return nil }
    return typicalAmount("serving", count: count, of: food, roughness: roughness, certainty: 0.9)
  }

  /// `count` category portions of the food, else `count` of its usual portion (its first
  /// measure that is not a weight), else of the serving typical of its kind, else `count`
  /// servings.
  private func portionOrServing(of food: Food, count: Double, certainty: Double) -> Amount {
    if let portion = food.portion, portion.unit.dimension != .count {
      return Amount(
        quantity: portion.scaled(by: count), unitText: portion.unit.symbol, certainty: certainty)
    }
    if let usual = food.usualPortion {
      return Amount(
        quantity: Quantity(count, .measure(usual.name)),
        unitText: Self.written(usual.name.text, count), certainty: certainty)
    }
    if let typical = typicalAmount("serving", count: count, of: food, roughness: 1) {
      return typical
    }
    // Servings are the food's own size, not a natural count: `2 rice` is a guess.
    return Amount(
      quantity: Quantity(count, .serving), unitText: Self.plural("serving", count),
      certainty: certainty)
  }

  /// The largest typical serving, in grams, of a kind of food eaten by the spoonful or the
  /// handful (sugar 4 g, butter 14 g, sauce and nuts 30 g), which a food said without an
  /// amount is taken as rather than its cup.
  private static let smallServing = 30.0

  /// Measures that count a food the way people do, most natural first; `cup` counts only
  /// when nothing else does.
  private static let naturalUnits = [
    "piece", "medium", "fillet", "steak", "chop", "link", "patty", "breast", "thigh",
    "drumstick", "wing", "slice", "container", "can", "bottle", "bar", "box", "pot", "order",
    "shot", "glass",
  ]

  /// A household measure the food does not define: its volume through the food's density,
  /// else its mass.
  private func householdAmount(
    _ household: HouseholdMeasure, count: Double, of food: Food, roughness: Double
  ) -> Amount {
    if household.unit == .serving, food.serving == Self.nutritionBasis {
      return servings(count, of: food, roughness: roughness)
    }
    if let unit = household.unit {
      return Amount(
        quantity: Quantity(count, unit), unitText: Self.written(unit, count),
        certainty: roughness)
    }
    if let measure = food.portion(named: household.name) {
      // Said by another name: `two rashers of bacon` are slices.
      return Amount(
        quantity: Quantity(count, .measure(measure.name)),
        unitText: Self.written(measure.name.text, count), certainty: roughness)
    }
    // `5 slices of cucumber`: a typical slice of a vegetable, not 5 cucumbers.
    if let amount = typicalAmount(
      household.name, count: count, of: food, roughness: roughness, certainty: 0.9)
    {
      return amount
    }
    if household.name == "slice", let piece = food.measure(named: "piece") {
      return Amount(
        quantity: Quantity(count, .measure(piece.name)), unitText: Self.plural("piece", count),
        certainty: 0.9 * roughness)
    }
    let said = "\(MealText.spelling(of: count)) \(Self.plural(household.name, count))"
    if let milliliters = household.milliliters,
      let density = food.ownDensity ?? typical.kind(of: food)?.density
    {
      let volume = DecimalText.rounded(milliliters * count)
      let note = "\(said) taken as \(DecimalText.string(volume, fractionDigits: 0)) ml"
      // A drink (a food with a density of its own) is logged in millilitres, a solid in grams.
      return food.density != nil
        ? Amount(
          quantity: Quantity(volume, .milliliter), unitText: "ml", certainty: 0.9 * roughness,
          note: note)
        : Amount(
          quantity: Quantity(DecimalText.rounded(volume * density), .gram), unitText: "g",
          certainty: 0.9 * roughness, note: note)
    }
    let grams = household.grams * count
    return Amount(
      quantity: Quantity(DecimalText.rounded(grams), .gram), unitText: "g",
      certainty: 0.9 * roughness,
      note: "\(said) taken as \(DecimalText.string(grams, fractionDigits: 0)) g")
  }

  // MARK: - Nutrition

  private func nutrition(of item: LibraryItem, in quantity: Quantity, text: String)
    throws(MealTextError) -> (Nutrients, grams: Double?)
  {
    switch item {
    case .food(let food):
      do {
        return (try food.nutrients(for: quantity), try? food.grams(in: quantity))
      } catch {
        throw MealTextError(
          "\"\(text)\": \(error.message)", hint: Self.sentence(error.hint))
      }
    case .recipe(let recipe):
      do {
        let library = catalog.library!
        let nutrients = try library.nutrients(of: recipe, quantity: quantity)
        let fraction = try library.fraction(of: recipe, in: quantity)
        return (nutrients, recipe.cookedWeight?.grams.map { $0 * fraction } ?? quantity.grams)
      } catch {
        throw MealTextError("\"\(text)\": \(error.message)", hint: Self.sentence(error.hint))
      }
    }
  }

  /// Refuses an amount no meal holds: over 5 kg, 10,000 kcal or 50 pieces, cups or servings.
  private func checkPlausible(_ quantity: Quantity, grams: Double?, kcal: Double, text: String)
    throws(MealTextError)
  {
    let hint = "Check the amount and its unit (g versus kg, say)."
    if let grams, grams > MealText.maximumGrams {
      throw MealTextError(
        "\"\(text)\" is \(DecimalText.string(grams / 1000, fractionDigits: 1, grouping: true)) kg,"
          + " more than one meal holds", hint: hint)
    }
    if kcal > MealText.maximumKcal {
      throw MealTextError(
        "\"\(text)\" is \(DecimalText.string(kcal, fractionDigits: 0, grouping: true)) kcal,"
          + " more than one meal holds", hint: hint)
    }
    if quantity.unit.dimension == .count, quantity.amount > MealText.maximumCount {
      throw MealTextError(
        "\"\(text)\" counts \(DecimalText.string(quantity.amount, grouping: true)), "
          + "more than one meal holds", hint: hint)
    }
  }

  // MARK: - Spelling

  /// A fixed unit as written for an amount: `2 cups`, `3 pieces`, `150 g`.
  private static func written(_ unit: Unit, _ count: Double) -> String {
    switch unit {
    case .cup, .piece, .serving: plural(unit.symbol, count)
    default: unit.symbol
    }
  }

  /// A measure's name as written for an amount: `2 slices`, `2 medium`, `1 cup`, `2 tbsp`.
  /// A name of more than one word (`can (10.7 oz)`) is written as the food names it.
  private static func written(_ measure: String, _ count: Double) -> String {
    if let unit = Unit(spelling: measure), unit.grams != nil || unit.milliliters != nil {
      // A measure named after a fixed unit is written as that unit is: `2 tbsp`, `2 cups`.
      return written(unit, count)
    }
    return MealUnit.sizes.contains(measure.lowercased()) || !measure.allSatisfy(\.isLetter)
      ? measure : plural(measure, count)
  }

  /// `word` in the plural for more than one: `slices`, `dishes`, `berries`; a measure already
  /// named in the plural stays as it is (`2 waffles`, not `2 waffleses`).
  static func plural(_ word: String, _ count: Double) -> String {
    guard count > 1 else { return word }
    if word.hasSuffix("s"), !["ss", "us", "is"].contains(where: word.hasSuffix) { return word }
    if ["s", "x", "sh", "ch"].contains(where: word.hasSuffix) { return word + "es" }
    if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }

  /// A hint that starts with a capital letter and ends with a full stop.
  private static func sentence(_ text: String) -> String {
    let capital = text.prefix(1).uppercased() + text.dropFirst()
    return capital.hasSuffix(".") ? capital : capital + "."
  }
}
