extension FoodLibrary {
  /// Names and aliases that `text` was probably meant to be, best first, for a "did you mean"
  /// hint: `chiken breast` → `chicken breast`.
  ///
  /// Accents are ignored (`creme fraiche` finds `crème fraîche`). Candidates rank by: same
  /// letters but for accents; then a small edit distance over the whole name (1 for up to 4
  /// characters, 2 up to 8, else 3); then every typed word found, exactly or with one typo, among
  /// the name's words, fewer extra words first.
  public func suggestions(for text: some StringProtocol, limit: Int = 3) -> [Name] {
    let query = Name.searchKey(text)
    guard !query.isEmpty, limit > 0 else { return [] }
    let length = query.utf8.count
    let maximumDistance = length <= 4 ? 1 : (length <= 8 ? 2 : 3)
    let queryWords = FoodLibrary.words(of: query)
    var ranked: [(rank: (Int, Int, Int), name: Name)] = []
    for name in allNames {
      let candidate = Name.searchKey(name.key)
      if let distance = EditDistance.distance(query, candidate, limit: maximumDistance) {
        ranked.append(((0, distance, candidate.utf8.count), name))
      } else if let extraWords = FoodLibrary.extraWords(queryWords, in: candidate) {
        ranked.append(((1, extraWords, candidate.utf8.count), name))
      }
    }
    ranked.sort { $0.rank < $1.rank }
    var seen: Set<Name> = []
    var result: [Name] = []
    for entry in ranked where seen.insert(entry.name).inserted {
      result.append(entry.name)
      if result.count == limit { break }
    }
    return result
  }

  /// How many words of `candidate` are not matched by `queryWords`, or `nil` when a query
  /// word matches none of them (exactly, as a prefix of 3+ letters, or with one typo from 4).
  private static func extraWords(_ queryWords: [String], in candidate: String) -> Int? {
    guard !queryWords.isEmpty else { return nil }
    let candidateWords = words(of: candidate)
    var matched = Set<Int>()
    for word in queryWords {
      let match = candidateWords.indices.first { index in
        let other = candidateWords[index]
        if other == word { return true }
        if word.utf8.count >= 3, other.hasPrefix(word) { return true }
        return word.utf8.count >= 4 && EditDistance.distance(word, other, limit: 1) != nil
      }
      guard let match else { return nil }
      matched.insert(match)
    }
    return candidateWords.count - matched.count
  }

  private static func words(of text: String) -> [String] {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
  }
}
