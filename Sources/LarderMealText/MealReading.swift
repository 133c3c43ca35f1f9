public import LarderModel

/// How Larder read a meal described in words: its items in the order they were mentioned.
///
/// ```
/// grilled chicken breast with a cup of rice and some broccoli
/// 1  Chicken breast, grilled  1 serving  165 kcal  0.95 high
/// 2  White rice, cooked       1 cup      205 kcal  1.00 high
/// 3  Broccoli, steamed        1 serving   35 kcal  0.90 medium
/// ```
public struct MealReading: Hashable, Sendable {
  /// The text as typed.
  public let text: String
  /// The items, in the order the text mentions them; unknown ones included.
  public let items: [MealItem]
  /// The meal the text names (`for lunch …`), in lower case, if any.
  public let mealName: String?

  /// Creates a reading.
  public init(text: String, items: [MealItem], mealName: String? = nil) {
    self.text = text
    self.items = items
    self.mealName = mealName
  }

  /// The nutrition of the items that matched a food or recipe; a best guess is shown with
  /// its item but left out, as an unknown item is.
  public var total: Nutrients {
    items.reduce(Nutrients.zero) { $0 + ($1.isGuess ? .zero : $1.nutrients ?? .zero) }
  }

  /// The items that matched nothing in the library, or only a best guess: `larder add` logs
  /// none of them.
  public var unknownItems: [MealItem] { items.filter { $0.match == nil || $0.isGuess } }

  /// Whether an item matched nothing or is read with a confidence below 0.7 ("please
  /// review"): a guessed amount, a weak name.
  public var needsReview: Bool { items.contains { $0.match == nil || $0.level == .low } }
}

/// One item of a meal text: what was typed, the food or recipe it matched, how much, and how
/// sure the match is.
public struct MealItem: Hashable, Sendable {
  /// The item's position in the text, from 1.
  public let number: Int
  /// The item's words as typed: `a cup of rice`.
  public let text: String
  /// The words that named the food, folded, as read: `rice`; a synonym as its meaning
  /// (`collards` for `collard greens`), a generic word alone as its usual form (`orange
  /// juice` for `juice`).
  public let foodText: String
  /// The food or recipe matched; `nil` when nothing in the library came close enough. A best
  /// guess (`isGuess`) when only some of the words match.
  public let match: LibraryItem?
  /// The name or alias that matched (`rice` for `White rice, cooked`).
  public let matchedName: Name?
  /// The amount logged, in `unit`.
  public let amount: Double
  /// The unit logged: a fixed unit, a measure of the food, or servings.
  public let unit: Unit
  /// The unit as an entry line writes it for `amount`: `cup`, `slices`, `g`, `servings`.
  public let unitText: String
  /// The amount in grams, when the food converts to a mass.
  public let grams: Double?
  /// The nutrition of the amount; `nil` for an unknown item.
  public let nutrients: Nutrients?
  /// How sure the reading is, 0 to 1: the name's match times how firmly the amount was said.
  public let confidence: Double
  /// Other foods that came close, best first (for an unknown item, the closest names).
  public let alternatives: [Name]
  /// How an estimated amount was taken, such as `a bowl taken as 300 ml`.
  public let note: String?
  /// Whether the food was chosen with a correction (`--pick`).
  public let isPicked: Bool
  /// Why the amount said was refused (`900 cups of rice` is more than one meal holds), when
  /// it was: the item then holds the food's usual amount as a guess, and nothing is logged.
  public let amountError: MealTextError?
  /// Whether `match` is only the closest name to words that match no food well enough: a
  /// best guess to review, with low confidence, that `larder add` does not log.
  public let isGuess: Bool

  /// Creates an item.
  public init(
    number: Int, text: String, foodText: String, match: LibraryItem?, matchedName: Name?,
    amount: Double, unit: Unit, unitText: String, grams: Double?, nutrients: Nutrients?,
    confidence: Double, alternatives: [Name], note: String? = nil, isPicked: Bool = false,
    amountError: MealTextError? = nil, isGuess: Bool = false
  ) {
    self.number = number
    self.text = text
    self.foodText = foodText
    self.match = match
    self.matchedName = matchedName
    self.amount = amount
    self.unit = unit
    self.unitText = unitText
    self.grams = grams
    self.nutrients = nutrients
    self.confidence = confidence
    self.alternatives = alternatives
    self.note = note
    self.isPicked = isPicked
    self.amountError = amountError
    self.isGuess = isGuess
  }

  /// The amount and unit logged.
  public var quantity: Quantity { Quantity(amount, unit) }

  /// The confidence as one of the three levels people see.
  public var level: MealConfidence { MealConfidence(confidence) }

  /// The amount as an entry line writes it: `1`, `1/2`, `1 1/2`, `2.25`, `237`.
  public var amountText: String { MealText.spelling(of: amount) }
}

/// The three levels of confidence of seed 003: high above 0.9 ("verified"), medium from 0.7 to
/// 0.9 ("estimated"), low below 0.7 ("please review").
public enum MealConfidence: String, Hashable, Sendable, CaseIterable {
  /// Above 0.9: the name matched and the amount was said.
  case high
  /// From 0.7 to 0.9: a close name, or an amount guessed.
  case medium
  /// Below 0.7: worth a look before saving.
  case low

  /// The level of a confidence between 0 and 1.
  public init(_ confidence: Double) {
    if confidence > 0.9 {
      self = .high
    } else if confidence >= 0.7 {
      self = .medium
    } else {
      self = .low
    }
  }

  /// What the level tells a person: `verified`, `estimated`, `please review`.
  public var label: String {
    switch self {
    case .high: "verified"
    case .medium: "estimated"
    case .low: "please review"
    }
  }
}

/// Why meal text could not be read: a message quoting the offending words and one sentence on
/// what to do. Nothing is logged when one is thrown.
///
/// ```
/// error: "900 cups of rice" is 142 kg, more than one meal holds
///   hint: Check the amount and its unit; larder add rice 1 cup logs one cup.
/// ```
public struct MealTextError: Error, Hashable, Sendable {
  /// A lowercase one-line message, quoting the text it is about.
  public let message: String
  /// One sentence on what to do about it.
  public let hint: String

  /// Creates an error.
  public init(_ message: String, hint: String) {
    self.message = message
    self.hint = hint
  }
}
