extension FoodLibrary {
  /// Names and aliases that `text` was probably meant to be, best first, for a "did you mean"
  /// hint: `chiken breast` → `chicken breast`.
  ///
  /// Accents are ignored (`creme fraiche` finds `crème fraîche`). Candidates rank by: a small
  /// edit distance over the whole name (1 for up to 4 characters, 2 up to 8, else 3; accents
  /// alone count 0); then every typed word found among the name's words, exactly, as a prefix
  /// of 3+ letters, or with one typo from 4 letters, fewer extra words first; then shorter
  /// names; then alphabetical order. One scan over the library, allocation-free per
  /// candidate: a few milliseconds for 10,000 foods.
  public func suggestions(for text: some StringProtocol, limit: Int = 3) -> [Name] {
    let items = foods.map { [$0.name] + $0.aliases } + recipes.map { [$0.name] + $0.aliases }
    return Self.suggestions(for: text, among: items, limit: limit)
  }

  /// The same suggestions among `items`, each a food or recipe as its name followed by its
  /// aliases: for a caller that has the library's names without having read the library.
  public static func suggestions(
    for text: some StringProtocol, among items: [[Name]], limit: Int = 3
  ) -> [Name] {
    let query = Array(Name.searchKey(text).utf8)
    guard !query.isEmpty, limit > 0 else { return [] }
    var matcher = SuggestionMatcher(query: query)
    var ranked: [(rank: (Int, Int, Int), item: Int, name: Name)] = []
    for (item, names) in items.enumerated() {
      for name in names {
        if let rank = matcher.rank(name) { ranked.append((rank, item, name)) }
      }
    }
    // Equal ranks in alphabetical order, so the answer does not depend on where in the
    // library a name stands.
    ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.name.key < $1.name.key }
    // One suggestion per food or recipe: an alias and the name it stands for are one answer,
    // spelled the way that came closest to what was typed.
    var seen: Set<Int> = []
    var result: [Name] = []
    for entry in ranked where seen.insert(entry.item).inserted {
      result.append(entry.name)
      if result.count == limit { break }
    }
    return result
  }
}

/// Scores candidate names against one query for `FoodLibrary.suggestions(for:limit:)`.
private struct SuggestionMatcher {
  let query: [UInt8]
  let queryWords: [Range<Int>]
  let maximumDistance: Int
  var editDistance = EditDistance()

  init(query: [UInt8]) {
    self.query = query
    queryWords = SuggestionMatcher.words(in: query)
    maximumDistance = query.count <= 4 ? 1 : (query.count <= 8 ? 2 : 3)
  }

  /// The rank of a candidate (lower is better), or `nil` when it is not a plausible match.
  mutating func rank(_ name: Name) -> (Int, Int, Int)? {
    // Most names are ASCII: rank their key's bytes in place; fold accents only when needed.
    var isASCII = false
    let asciiRank = name.key.utf8.withContiguousStorageIfAvailable { bytes in
      isASCII = bytes.allSatisfy { $0 < 0x80 }
      return isASCII ? rank(bytes) : nil
    }
    if isASCII { return asciiRank ?? nil }
    var folded = Name.searchKey(name.key)
    return folded.withUTF8 { rank($0) }
  }

  private mutating func rank(_ candidate: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int)? {
    let distance = query.withUnsafeBufferPointer { query in
      editDistance.distance(query, candidate, limit: maximumDistance)
    }
    if let distance { return (0, distance, candidate.count) }
    guard let extraWords = extraWords(in: candidate) else { return nil }
    return (1, extraWords, candidate.count)
  }

  /// How many words of `candidate` no query word matched, or `nil` when a query word matches
  /// none of them.
  private func extraWords(in candidate: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !queryWords.isEmpty else { return nil }
    let candidateWords = SuggestionMatcher.words(in: candidate)
    var matched: Set<Int> = []
    return query.withUnsafeBufferPointer { query -> Int? in
      for queryRange in queryWords {
        let word = UnsafeBufferPointer(rebasing: query[queryRange])
        let match = candidateWords.indices.first { index in
          let other = UnsafeBufferPointer(rebasing: candidate[candidateWords[index]])
          if word.count >= 3, other.starts(with: word) { return true }
          if word.count >= 4 { return EditDistance.isWithinOneEdit(word, other) }
          return word.elementsEqual(other)
        }
        guard let match else { return nil }
        matched.insert(match)
      }
      return candidateWords.count - matched.count
    }
  }

  /// The byte ranges of words: runs of letters and digits (any non-ASCII byte counts as a
  /// letter).
  static func words(in bytes: some Collection<UInt8>) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var start: Int?
    for (offset, byte) in bytes.enumerated() {
      let isWordByte =
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x41 && byte <= 0x5A)
      if isWordByte, start == nil { start = offset }
      if !isWordByte, let first = start {
        words.append(first..<offset)
        start = nil
      }
    }
    if let first = start { words.append(first..<bytes.count) }
    return words
  }
}
