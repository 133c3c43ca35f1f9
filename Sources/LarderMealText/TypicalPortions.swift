public import LarderModel

/// Typical sizes of the measures people say, and typical densities, by kind of food: what a
/// meal in words falls back on when the food itself lacks them. A can of a drink is 355 ml, a
/// serving of cooked meat 85 g, a ready-to-eat cereal 0.25 g/ml.
///
/// The figures are data (`typical-portions.tsv` of `LarderWorkspace`, which reads them);
/// this type only looks them up. A food's kind is told from the words of its name: the words
/// before its first comma from the last (the head noun: `soup` in `Chicken soup`), then the
/// rest in order.
///
/// ```swift
/// let typical = TypicalPortions(
///   kinds: [.init(name: "drink", words: ["juice", "soda"], density: 1.0)],
///   sizes: [.init(kind: "drink", measure: "can", size: Quantity(355, .milliliter))])
/// ```
public struct TypicalPortions: Hashable, Sendable {
  /// A kind of food, told from the words of its name.
  public struct Kind: Hashable, Sendable {
    /// The kind's name, lower case: `drink`, `soup`.
    public let name: String
    /// Words of a food's name that make it this kind, singular: `juice`, `soda`.
    public let words: [String]
    /// Grams per millilitre typical of the kind, if one is.
    public let density: Double?

    /// Creates a kind.
    public init(name: String, words: [String], density: Double?) {
      self.name = name
      self.words = words
      self.density = density
    }
  }

  /// The typical size of one measure of one kind of food.
  public struct Size: Hashable, Sendable {
    /// The kind's name, or `food` for any food.
    public let kind: String
    /// The measure, singular and lower case: `can`, `serving`.
    public let measure: String
    /// One of the measure, in grams or millilitres.
    public let size: Quantity

    /// Creates a size.
    public init(kind: String, measure: String, size: Quantity) {
      self.kind = kind
      self.measure = measure
      self.size = size
    }
  }

  /// The kind whose sizes hold for any food that lacks a size of its own kind.
  public static let anyFood = "food"

  /// No typical sizes at all: only the food's own measures count.
  public static let none = TypicalPortions(kinds: [], sizes: [])

  /// The kinds, in the order they were given.
  public let kinds: [Kind]
  private let kindOfWord: [String: Int]
  private let sizes: [String: Size]

  /// Creates the table; a word in several kinds belongs to the first.
  public init(kinds: [Kind], sizes: [Size]) {
    self.kinds = kinds
    var kindOfWord: [String: Int] = [:]
    for (index, kind) in kinds.enumerated() {
      for word in kind.words { kindOfWord[MealVocabulary.stem(word), default: index] = index }
    }
    self.kindOfWord = kindOfWord
    var table: [String: Size] = [:]
    for size in sizes { table[Self.key(size.kind, MealVocabulary.stem(size.measure))] = size }
    self.sizes = table
  }

  /// The kind of `food`, told from its name's words; `nil` when no word names one. The head
  /// noun, the last word before the first comma, counts first, and before it the words
  /// before `and`, `with` or `in`: `Macaroni and cheese` is a grain, not a cheese, and
  /// `Peaches in heavy syrup` a fruit.
  public func kind(of food: Food) -> Kind? {
    guard !kindOfWord.isEmpty else { return nil }
    let parts = food.name.key.split(separator: ",").map { part in
      part.split { !$0.isLetter }.map { MealVocabulary.stem(String($0)) }
    }
    guard let head = parts.first else { return nil }
    let link = head.firstIndex { ["and", "with", "in"].contains($0) } ?? head.endIndex
    let order =
      head[..<link].reversed() + head[link...].reversed() + parts.dropFirst().joined()
    for word in order {
      if let index = kindOfWord[word] { return kinds[index] }
    }
    return nil
  }

  /// The typical size of one `measure` (singular or plural) of a food of `kind`, else of any
  /// food (its `kind` is then `food`).
  public func size(of measure: String, kind: Kind?) -> Size? {
    let measure = MealVocabulary.stem(measure)
    if let kind, let size = sizes[Self.key(kind.name, measure)] { return size }
    return sizes[Self.key(Self.anyFood, measure)]
  }

  private static func key(_ kind: String, _ measure: String) -> String { kind + "\t" + measure }
}
