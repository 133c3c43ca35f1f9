import LarderModel
import LarderSyntax

extension EntryDraft {
  /// Explicit nutrition typed after the words: its syntax and the text it was read from.
  struct Nutrition {
    let syntax: SnapshotSyntax
    let text: String
  }

  /// Measure names that are sizes, never made plural (`2 medium`, not `2 mediums`).
  private static let sizes: Set<String> = ["small", "medium", "large", "extra large", "jumbo"]

  /// Splits off explicit nutrition: everything after `=`, or else the longest run of last
  /// words that reads as a nutrient list (`850 kcal 30p 90c 38f`).
  static func splitNutrition(_ tokens: [String]) throws(LogError) -> (String, Nutrition?) {
    let joined = tokens.joined(separator: " ")
    if let equals = joined.firstIndex(of: "=") {
      let head = folded(String(joined[..<equals]))
      return (head, try nutrition(folded(String(joined[joined.index(after: equals)...]))))
    }
    for start in tokens.indices.dropFirst() {
      let candidate = tokens[start...].joined(separator: " ")
      var diagnostics: [Diagnostic] = []
      if NutrientListSyntax.parse(candidate, into: &diagnostics) != nil, diagnostics.isEmpty {
        return (tokens[..<start].joined(separator: " "), try nutrition(candidate))
      }
    }
    return (joined, nil)
  }

  private static func nutrition(_ text: String) throws(LogError) -> Nutrition {
    var diagnostics: [Diagnostic] = []
    let parsed = SnapshotSyntax.parse(text, into: &diagnostics)
    if let problem = diagnostics.first(where: { $0.severity == .error }) {
      throw LogError(problem.message, hint: problem.hint)
    }
    guard let syntax = parsed, syntax.nutrients[.kcal] != nil else {
      throw LogError(
        "the nutrition \"\(text)\" gives no energy",
        hint: "Start it with the kcal: `850 kcal 30p 90c 38f`.")
    }
    return Nutrition(syntax: syntax, text: text)
  }

  /// A library food or recipe with its amount.
  static func food(_ item: LibraryItem, _ words: Words, journal: Journal) throws(LogError)
    -> EntryDraft
  {
    let amount = words.amount ?? 1
    switch item {
    case .food(let food):
      let unit: Unit
      let unitText: String
      // `3 pieces` of a food without a piece counts it as a count without a unit does.
      if let typed = words.unit, !(countWords.contains(typed.lowercased()) && !hasPiece(food)) {
        guard let resolved = food.unit(spelling: typed) else { throw unknownUnit(typed, of: food) }
        (unit, unitText) = (resolved, typed)
      } else {
        (unit, unitText) = countUnit(of: food, amount: amount)
      }
      let quantity = Quantity(amount, unit)
      let nutrients: Nutrients
      let portion: Double?
      do {
        nutrients = rounded(try food.nutrients(for: quantity))
        portion = try food.portions(in: quantity)
      } catch {
        throw refusal(.conversion(error))
      }
      return EntryDraft(
        kind: .food, what: words.what, amount: amount,
        amountText: words.amountText ?? spelling(amount, digits: 3), unit: unitText,
        nutrients: nutrients, nutrientText: text(of: nutrients),
        portions: portions(
          zip(food.category.map { [$0] } ?? [], portion.map { [$0] } ?? []).map {
            CategoryPortion(category: $0, amount: $1)
          }, journal: journal),
        components: [])
    case .recipe(let recipe):
      var unit = Unit.serving
      var unitText = amount > 1 ? "servings" : "serving"
      if let typed = words.unit {
        guard let resolved = Unit(spelling: typed) else {
          throw LogError(
            "unknown unit \"\(typed)\" for recipe \"\(recipe.name.text)\"",
            hint: "Log a recipe in servings, or by mass with a cooked weight.")
        }
        (unit, unitText) = (resolved, typed)
      }
      let components: [RecipeComponent]
      do throws(LibraryError) {
        components = try journal.library.components(of: recipe, quantity: Quantity(amount, unit))
      } catch {
        throw refusal(error)
      }
      let total = rounded(components.reduce(Nutrients.zero) { $0 + $1.nutrients })
      return EntryDraft(
        kind: .recipe, what: words.what, amount: amount,
        amountText: words.amountText ?? spelling(amount, digits: 3), unit: unitText,
        nutrients: total, nutrientText: text(of: total), portions: [],
        components: try components.map { component throws(LogError) in
          try self.component(component, journal: journal)
        })
    }
  }

  /// One `+` line of a recipe eaten.
  private static func component(_ component: RecipeComponent, journal: Journal)
    throws(LogError) -> EntryDraft
  {
    let quantity = component.ingredient.quantity ?? Quantity(1, .serving)
    let counted: [CategoryPortion]
    do { counted = try component.portions() } catch { throw refusal(.conversion(error)) }
    let nutrients = rounded(component.nutrients)
    // A small amount keeps as many digits as it needs to stay more than zero, which the day
    // file requires: a recipe's pinch of salt, in one serving of many, is 0.0004 g.
    var digits = quantity.amount >= 1 ? 1 : 2
    var amountText = spelling(quantity.amount, digits: digits)
    while amountText == "0", digits < 9 {
      digits += 1
      amountText = spelling(quantity.amount, digits: digits)
    }
    return EntryDraft(
      kind: component.food == nil ? .freeText : .food, what: component.ingredient.name.text,
      amount: quantity.amount, amountText: amountText,
      unit: written(quantity.unit, amount: quantity.amount), nutrients: nutrients,
      nutrientText: text(of: nutrients), portions: portions(counted, journal: journal),
      components: [])
  }

  /// Category portions logged directly: `vegetables 1.5 portions`.
  static func portions(_ category: Category, _ words: Words) throws(LogError) -> EntryDraft {
    let symbol = category.unit.symbol
    if let typed = words.unit, !category.unit.matches(typed) {
      throw LogError(
        "category \"\(category.name.text)\" is counted in \(symbol), not \"\(typed)\"",
        hint: "Write it like `\(category.name.text.lowercased()) 1.5`.")
    }
    let amount = words.amount ?? 1
    let steps = category.unit.allowsDecimals ? 10.0 : 1.0
    let scaled = amount * steps
    guard (scaled - DecimalText.rounded(scaled)).magnitude < 1e-9 else {
      throw LogError(
        "\"\(category.name.text.lowercased())\" is counted in steps of "
          + "\(category.unit.allowsDecimals ? "0.1" : "1") \(symbol), "
          + "not \(words.amountText ?? "")",
        hint: "Write \(spelling(DecimalText.rounded(scaled) / steps, digits: 1)) instead.")
    }
    let unit =
      amount == 1 && symbol.count > 3 && symbol.hasSuffix("s") ? String(symbol.dropLast()) : symbol
    return EntryDraft(
      kind: .portions, what: category.name.text.lowercased(), amount: amount,
      amountText: words.amountText ?? "1", unit: unit, nutrients: nil, nutrientText: nil,
      portions: [], components: [])
  }

  /// Activity minutes: `running 35 min`, or the activity category's own name.
  static func activity(_ words: Words, category: Category?) throws(LogError) -> EntryDraft {
    let what = category.map { $0.name.text.lowercased() } ?? words.what
    let unit = words.unit ?? category?.unit.symbol ?? "min"
    guard let amount = words.amount, minutes(per: unit) != nil else {
      throw LogError(
        "activity \"\(what)\" needs its minutes",
        hint: "Write it like `larder add \(what) 35 min` (or in h).")
    }
    return EntryDraft(
      kind: .activity, what: what, amount: amount, amountText: words.amountText ?? "1",
      unit: unit, nutrients: nil, nutrientText: nil, portions: [], components: [])
  }

  /// Free text with explicit nutrition: one serving unless an amount is given.
  static func freeText(_ words: Words) -> EntryDraft {
    let amount = words.amount ?? 1
    return EntryDraft(
      kind: .freeText, what: words.what, amount: amount, amountText: words.amountText ?? "1",
      unit: words.unit ?? (amount > 1 ? "servings" : "serving"), nutrients: nil,
      nutrientText: nil, portions: [], components: [])
  }

  /// An unknown name, with the closest foods and categories. The commands the hint offers
  /// work as written: the nutrition form keeps the amount typed, and the activity form is
  /// offered only when no amount was.
  static func unknownFood(_ words: Words, journal: Journal) -> LogError {
    let what = words.what
    var names = journal.library.suggestions(for: what).map(\.text)
    if let category = Suggestions.closest(to: what, among: journal.categories.map(\.name.text)) {
      names.append(category.lowercased())
    }
    let amount = words.amountText.map { " \($0)" + (words.unit.map { " \($0)" } ?? "") } ?? ""
    let withNutrition = "`larder add \"\(what)\"\(amount) 350 kcal 20p 30c 15f`"
    guard !names.isEmpty else {
      let activity =
        words.amount == nil ? "; an activity takes its minutes: `larder add \(what) 30 min`" : ""
      return LogError(
        "unknown food \"\(what)\"",
        hint: "Add it with `larder foods add`, or give its nutrition: \(withNutrition)"
          + activity + ".")
    }
    return LogError(
      "unknown food \"\(what)\"",
      hint: "Did you mean \(names.prefix(3).map { "\"\($0)\"" }.joined(separator: " or "))? "
        + "Otherwise give its nutrition: \(withNutrition).")
  }

  /// An unknown unit, with the units the food converts.
  private static func unknownUnit(_ typed: String, of food: Food) -> LogError {
    LogError(
      "unknown unit \"\(typed)\" for \"\(food.name.text)\"", hint: food.unknownUnitHint(typed))
  }

  private static func refusal(_ error: LibraryError) -> LogError {
    let hint = error.hint
    return LogError(error.message, hint: hint.prefix(1).uppercased() + hint.dropFirst())
  }

  /// The unit a count without one takes: the food's piece, else its medium, else servings.
  private static func countUnit(of food: Food, amount: Double) -> (Unit, String) {
    let plural = amount > 1
    if hasPiece(food) {
      return (food.unit(spelling: "piece") ?? .piece, plural ? "pieces" : "piece")
    }
    if let medium = food.measure(named: "medium") { return (.measure(medium.name), "medium") }
    return (.serving, plural ? "servings" : "serving")
  }

  /// Whether the food is counted in pieces: a `piece` measure, or a serving of one piece.
  private static func hasPiece(_ food: Food) -> Bool {
    food.measure(named: "piece") != nil || food.serving.unit == .piece
  }

  /// The spelling of a unit for an amount: `2 slices`, `1 cup`, `0.5 medium`, `40 g`.
  private static func written(_ unit: Unit, amount: Double) -> String {
    switch unit {
    case .piece, .serving, .cup:
      return amount > 1 ? unit.symbol + "s" : unit.symbol
    case .measure(let name):
      guard amount > 1, !sizes.contains(name.key) else { return name.text }
      let word = name.text
      if ["s", "x", "sh", "ch"].contains(where: word.hasSuffix) { return word + "es" }
      if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
        return word.dropLast() + "ies"
      }
      return word + "s"
    default:
      return unit.symbol
    }
  }

  /// Category amounts rounded to 0.1 as the portion system counts them, under the name of a
  /// category the journal has, in lower case; zero amounts and unknown categories are left out.
  private static func portions(_ counted: [CategoryPortion], journal: Journal)
    -> [CategoryPortion]
  {
    counted.compactMap { portion in
      let amount = DecimalText.rounded(portion.amount, fractionDigits: 1)
      guard amount > 0, let category = journal.category(named: portion.category) else {
        return nil
      }
      return CategoryPortion(category: Name(category.name.text.lowercased()), amount: amount)
    }
  }

  /// Minutes in one of a duration unit (`min`, `h`), or `nil` for any other word.
  static func minutes(per unit: String) -> Double? {
    switch Name.normalized(unit) {
    case "min", "mins", "minute", "minutes": 1
    case "h", "hr", "hrs", "hour", "hours": 60
    default: nil
    }
  }

  /// Nutrients as a snapshot writes them: energy and the macronutrients only, rounded as
  /// every view shows them.
  private static func rounded(_ nutrients: Nutrients) -> Nutrients {
    let shown = nutrients.roundedAsShown
    return Nutrients(kcal: shown.kcal, protein: shown.protein, carbs: shown.carbs, fat: shown.fat)
  }

  private static func text(of nutrients: Nutrients) -> String {
    "\(spelling(nutrients.kcal, digits: 0)) kcal \(spelling(nutrients.protein, digits: 1))p "
      + "\(spelling(nutrients.carbs, digits: 1))c \(spelling(nutrients.fat, digits: 1))f"
  }

  static func spelling(_ value: Double, digits: Int) -> String {
    NumberSyntax.spelling(of: value, maxFractionDigits: digits)
  }

  static func isNegativeNumber(_ token: String) -> Bool {
    guard token.hasPrefix("-"), let next = token.dropFirst().first else { return false }
    return next.isNumber || (next == "." && token.dropFirst(2).first?.isNumber == true)
  }

  /// The text of a byte range of `text`.
  static func text(_ range: Range<Int>, in text: String) -> String {
    let utf8 = Array(text.utf8)
    return String(decoding: utf8[range.clamped(to: 0..<utf8.count)], as: UTF8.self)
  }

  /// `text` with runs of blanks as one space and no blanks around it.
  static func folded(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }
}
