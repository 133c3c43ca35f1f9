/// The words people type for what a food table names otherwise, and what a bare generic word
/// usually means: `collard greens` are SR28's `Collards`, `oj` is `orange juice`, and an item
/// that says only `juice` is most often orange juice.
///
/// The rules are data (`meal-synonyms.tsv` of `LarderWorkspace`, which reads them); this type
/// only applies them. Words compare folded and singular, as the catalog compares them.
///
/// ```swift
/// let synonyms = MealSynonyms(
///   same: [.init(words: ["collard", "greens"], meaning: ["collards"])],
///   usual: [.init(words: ["juice"], meaning: ["orange", "juice"])])
/// ```
public struct MealSynonyms: Hashable, Sendable {
  /// Words read as other words.
  public struct Rule: Hashable, Sendable {
    /// The words typed, lower case.
    public let words: [String]
    /// The words they are read as, lower case.
    public let meaning: [String]

    /// The words typed, singular, as items' words are compared with them.
    fileprivate let stems: [String]

    /// Creates a rule.
    public init(words: [String], meaning: [String]) {
      self.words = words
      self.meaning = meaning
      stems = words.map(MealVocabulary.stem)
    }
  }

  /// Words that mean the same as other words wherever they stand in an item: `garbanzo` is
  /// `chickpea`.
  public let same: [Rule]
  /// What an item means when its words, preparation words aside, are only these: `juice`
  /// alone is `orange juice`, `cereal` alone `corn flakes`. A guess, so it is only tried
  /// first: a library without that food reads the words as typed.
  public let usual: [Rule]

  /// No rules: items are read as typed.
  public static let none = MealSynonyms(same: [], usual: [])

  /// Creates the rules.
  public init(same: [Rule], usual: [Rule]) {
    self.same = same
    self.usual = usual
  }

  /// `words` with every `same` rule applied, leftmost first.
  func withSynonyms(_ words: [String]) -> [String] {
    guard !same.isEmpty else { return words }
    var result: [String] = []
    var stems = words.map(MealVocabulary.stem)[...]
    var rest = words[...]
    while !rest.isEmpty {
      if let rule = same.first(where: { !$0.words.isEmpty && stems.starts(with: $0.stems) }) {
        result += rule.meaning
        rest = rest.dropFirst(rule.words.count)
        stems = stems.dropFirst(rule.words.count)
      } else {
        result.append(rest.removeFirst())
        stems.removeFirst()
      }
    }
    return result
  }

  /// What `words` usually mean when they say only a generic food, their preparation words
  /// kept (`fresh juice` → `fresh orange juice`); nil when no `usual` rule holds them all.
  func usualMeaning(of words: [String]) -> [String]? {
    let naming = words.filter { MealVocabulary.isNaming($0) && !isPreparation($0) }
    let stems = naming.map(MealVocabulary.stem)
    guard !stems.isEmpty, let rule = usual.first(where: { $0.stems == stems }) else {
      return nil
    }
    return words.filter(isPreparation) + rule.meaning
  }

  /// The words the rules may bring into an item of `typed`: the meanings of the rules whose
  /// words are all among them.
  func wordsBrought(by typed: [String]) -> [String] {
    let stems = Set(typed.map(MealVocabulary.stem))
    return (same + usual).filter { $0.stems.allSatisfy(stems.contains) }.flatMap(\.meaning)
  }

  private func isPreparation(_ word: String) -> Bool {
    MealVocabulary.descriptors.contains(word)
  }
}
