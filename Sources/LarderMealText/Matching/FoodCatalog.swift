import LarderModel

/// The names and aliases of a library as words, indexed so that the words of a meal item find
/// the foods they may mean: exactly, singular or plural, with a typo, or by a prefix.
///
/// Built once per reading, in flat arrays: one pass over the names, a few milliseconds for
/// 10,000 foods.
struct FoodCatalog {
  /// A food or recipe that came close to the words of an item.
  struct Candidate: Hashable, Sendable {
    /// The item's position: foods first, then recipes, in library order.
    let item: Int
    /// The name or alias that matched best.
    let name: Name
    /// How well the words match that name, 0 to 1; 1 when every word matches exactly.
    let score: Double
  }

  /// The library the names come from; `nil` for a catalog of names alone.
  let library: FoodLibrary?
  /// Each item's own name, as written.
  private var itemNames: [String] = []

  // Names and aliases ("entries"), flat: entry `e` owns words `wordStart[e]..<wordStart[e+1]`.
  private var entryItem: [Int32] = []
  private var entryText: [String] = []
  private var entryWeight: [Float] = []
  private var wordStart: [Int32] = [0]
  private var words: [Int32] = []
  private var weights: [Float] = []

  /// What a word of a name is, looked up once per distinct spelling.
  private enum NameWord {
    case stopWord
    case separator
    case word(id: Int32, isDescriptor: Bool, isQualifier: Bool, form: FormWords)
  }

  /// A name's word as written (folded) → what it is; one hash per word of 10,000 names.
  private var nameWords: [String: NameWord] = [:]
  /// Stemmed word → id.
  private var vocabulary: [String: Int32] = [:]
  /// Id → the stemmed word's bytes.
  private var spellings: [[UInt8]] = []
  /// Id → the entries holding the word.
  private var postings: [[Int32]] = []
  /// First byte → the ids of the words starting with it, for typo and prefix matches.
  private var byInitial = [[Int32]](repeating: [], count: 256)
  /// Whether each entry's name holds a separator (`mac and cheese`, `oatmeal, dry`), so that
  /// the words spelling it must not be split.
  private var holdsSeparator: [Bool] = []
  /// The form each entry's name says: `FormWords` of its words.
  private var entryForm: [FormWords] = []

  /// The words of a name that say its form: `raw`, a cooking word (`cooked`, `roasted`), a
  /// special use (`Babyfood`, `USDA Commodity`), a form not ready to eat (`powder`,
  /// `concentrate`), one made ready (`prepared`, `diluted`), sugar added (`sweetened`) or a
  /// preserved form (`frozen`, `canned`).
  private struct FormWords: OptionSet {
    let rawValue: UInt8
    static let raw = FormWords(rawValue: 1)
    static let cooked = FormWords(rawValue: 2)
    static let specialUse = FormWords(rawValue: 4)
    static let unprepared = FormWords(rawValue: 8)
    static let prepared = FormWords(rawValue: 16)
    static let sweetened = FormWords(rawValue: 32)
    static let preserved = FormWords(rawValue: 64)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ word: String) {
      if word == FoodForm.raw {
        self = .raw
      } else if FoodForm.cookingWords.contains(word) {
        self = .cooked
      } else if FoodForm.specialUseWords.contains(word) {
        self = .specialUse
      } else if FoodForm.unpreparedWords.contains(word) {
        self = .unprepared
      } else if FoodForm.sweetenedWords.contains(word) {
        self = .sweetened
      } else if FoodForm.preservedWords.contains(word) {
        self = .preserved
      } else {
        self = FoodForm.preparedWords.contains(word) ? .prepared : []
      }
    }

    /// How much a name of this form suits an item that says `typed` of it: 0.9 for a
    /// special use, a form not ready to eat or fruit kept in sugar that the item does not ask
    /// for.
    func fit(saying typed: FormWords) -> Double {
      var fit = 1.0
      if contains(.specialUse), !typed.contains(.specialUse) { fit *= FoodForm.unusualFit }
      if contains([.sweetened, .preserved]), typed.isDisjoint(with: [.sweetened, .preserved]) {
        fit *= FoodForm.unusualFit
      }
      if contains(.unprepared), !contains(.prepared), !typed.contains(.unprepared) {
        fit *= FoodForm.unusualFit
      }
      return fit
    }
  }

  /// Weight of a word that describes preparation (`grilled`) rather than the food.
  static let descriptorWeight: Float = 0.2
  /// Weight of a name's head noun in how much of the name the typed words cover.
  static let headWeight: Float = 1.5
  /// Candidates below this score are not worth showing.
  static let minimumScore = 0.25

  /// Indexes every name and alias of `library`.
  init(library: FoodLibrary) {
    self.library = library
    for food in library.foods { add(food.allNames.map(\.text)) }
    for recipe in library.recipes { add(recipe.allNames.map(\.text)) }
  }

  /// Indexes names alone (each item as its name followed by its aliases), keeping only the
  /// items with a word that `typed` words may match: candidates for any of those words, and
  /// the names holding a separator that start with one, are the same as with every name.
  ///
  /// `typed` are the words in the order typed: two of them joined (`blue berries`) and the
  /// halves of one (`sundried`) are relevant too, matched exactly.
  init(names: [[String]], relevantTo typed: [String]) {
    library = nil
    var filter = RelevanceFilter(typed: typed)
    for item in names where !item.isEmpty && filter.isRelevant(item) { add(item) }
  }

  /// Whether a name of the catalog holds `word`, singular or plural.
  func holds(word: String) -> Bool {
    vocabulary[MealVocabulary.stem(word)] != nil
  }

  /// The food or recipe at a candidate's position, in a catalog of a library.
  func item(_ position: Int) -> LibraryItem {
    let library = library!
    let foods = library.foods
    return position < foods.count
      ? .food(foods[position]) : .recipe(library.recipes[position - foods.count])
  }

  /// The own name of the item at a candidate's position, as written.
  func itemName(_ position: Int) -> String { itemNames[position] }

  private mutating func add(_ names: [String]) {
    let item = Int32(itemNames.count)
    itemNames.append(names[0])
    for name in names { add(name, item: item) }
  }

  private mutating func add(_ name: String, item: Int32) {
    let entry = Int32(entryItem.count)
    let first = words.count
    var hasSeparator = false
    var form: FormWords = []
    var head: Int?
    let asides = Self.parenthesized(name)
    // After `without`, up to the next comma, the name says what the food lacks.
    var isAbsent = false
    MealTokenizer.forEachToken(in: name) { token in
      guard token.kind != .separator else {
        hasSeparator = true
        isAbsent = false
        return
      }
      switch nameWord(token.text) {
      case .separator:
        hasSeparator = true
      case .stopWord:
        break
      case .word(var id, let isDescriptor, let isQualifier, let wordForm):
        form.formUnion(wordForm)
        // `Potato chips, without salt` is no match for a typed `salt`: what a food lacks is
        // a word of its own, which no typed word spells.
        if isAbsent { id = wordID("-" + MealVocabulary.stem(token.text)) }
        if token.text == "without" { isAbsent = true }
        let isAside = asides.contains { $0.contains(token.range.lowerBound) }
        let isRepeated = postings[Int(id)].last == entry
        // An aside that repeats the name's words (`BIG MAC (without Big Mac Sauce)`) does not
        // make the name a closer match for them.
        if isAside, isRepeated { return }
        if !isRepeated { postings[Int(id)].append(entry) }
        if !hasSeparator, !isDescriptor, !isAside, !isAbsent { head = words.count }
        words.append(id)
        // After a comma, USDA's qualifiers (`separable lean only`, `salad or cooking`) say as
        // little about the food as a preparation word, and so do the other names and details
        // it puts in parentheses (`Artichokes, (globe or french), raw`) and what it lacks.
        let isLight = isDescriptor || isAside || isAbsent || (hasSeparator && isQualifier)
        weights.append(isLight ? Self.descriptorWeight : 1)
      }
    }
    // The head noun, the last main word before a comma, says what the food is: `rice` in
    // `White rice, cooked`, `cakes` in `Rice cakes`.
    if let head {
      weights[head] = Self.headWeight
      // A preparation word before it names a dish of its own, not how the food was made:
      // `Roast beef` is deli meat, `Fried rice` a dish; `beef` alone covers half of it.
      for index in first..<head where weights[index] == Self.descriptorWeight {
        weights[index] = 1
      }
    }
    holdsSeparator.append(hasSeparator)
    entryForm.append(form)
    entryItem.append(item)
    entryText.append(name)
    entryWeight.append(weights[first...].reduce(0, +))
    wordStart.append(Int32(words.count))
  }

  /// The UTF-8 offsets of `name` inside parentheses, where USDA puts other names and
  /// details: `Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked`.
  private static func parenthesized(_ name: String) -> [Range<Int>] {
    guard name.utf8.contains(UInt8(ascii: "(")) else { return [] }
    var ranges: [Range<Int>] = []
    var opening: Int?
    for (offset, byte) in name.utf8.enumerated() {
      if byte == UInt8(ascii: "("), opening == nil {
        opening = offset
      } else if byte == UInt8(ascii: ")"), let start = opening {
        ranges.append(start..<offset)
        opening = nil
      }
    }
    if let opening { ranges.append(opening..<name.utf8.count) }
    return ranges
  }

  private mutating func nameWord(_ text: String) -> NameWord {
    if let known = nameWords[text] { return known }
    let word: NameWord
    if MealVocabulary.separators.contains(text) {
      word = .separator
    } else if MealVocabulary.nameStopWords.contains(text) {
      word = .stopWord
    } else {
      word = .word(
        id: wordID(MealVocabulary.stem(text)),
        isDescriptor: MealVocabulary.descriptors.contains(text),
        isQualifier: MealVocabulary.nameQualifiers.contains(text), form: FormWords(text))
    }
    nameWords[text] = word
    return word
  }

  private mutating func wordID(_ word: String) -> Int32 {
    if let id = vocabulary[word] { return id }
    let id = Int32(spellings.count)
    vocabulary[word] = id
    let bytes = Array(word.utf8)
    spellings.append(bytes)
    postings.append([])
    if let first = bytes.first { byInitial[Int(first)].append(id) }
    return id
  }

  // MARK: - Names that hold a separator

  /// The number of tokens from `start` that spell a library name holding a separator
  /// (`mac and cheese`), when the name ends the item there; the longest such name wins.
  func unsplittableLength(at start: Int, in tokens: [MealToken]) -> Int? {
    unsplittableName(at: start, in: tokens)?.length
  }

  /// The library names holding a separator that keep words of `tokens` together.
  func unsplittableNames(in tokens: [MealToken]) -> [String] {
    var names: [String] = []
    var index = 0
    while index < tokens.count {
      if let (length, name) = unsplittableName(at: index, in: tokens) {
        names.append(name)
        index += length
      } else {
        index += 1
      }
    }
    return names
  }

  private func unsplittableName(at start: Int, in tokens: [MealToken])
    -> (length: Int, name: String)?
  {
    // The names starting with the token's word, through the word index.
    guard tokens[start].kind == .word,
      let id = vocabulary[MealVocabulary.stem(tokens[start].text)]
    else { return nil }
    var longest: (length: Int, name: String)?
    for entry in postings[Int(id)]
    where holdsSeparator[Int(entry)] && words[Int(wordStart[Int(entry)])] == id {
      let name = MealTokenizer.tokens(entryText[Int(entry)]).map(\.text)
      guard name.count > (longest?.length ?? 1), start + name.count <= tokens.count else {
        continue
      }
      let matches = name.indices.allSatisfy { offset in
        let token = tokens[start + offset]
        return token.text == name[offset]
          || MealVocabulary.stem(token.text) == MealVocabulary.stem(name[offset])
      }
      let end = start + name.count
      // The name ends there: the text does, or an item or a filler (`mac and cheese for
      // lunch`) starts.
      guard matches,
        end == tokens.count || MealPhrase.isBoundary(tokens[end])
          || MealVocabulary.fillers.contains(tokens[end].text)
      else { continue }
      longest = (name.count, entryText[Int(entry)])
    }
    return longest
  }

  // MARK: - Matching

  /// The foods and recipes whose names come closest to `words`, best first, at most `limit`.
  ///
  /// A name scores by how much of the typed words it covers (each word counts 1, a
  /// preparation word such as `grilled` 0.2, a word no name of the library a quarter; an
  /// exact word 1, one typo 0.8, two 0.65, a prefix 0.6, a cooking word for a name's
  /// `cooked` 0.5), times 0.75 plus a quarter of how much of the name the words cover (where
  /// the head noun counts 1.5, and USDA's qualifiers after a comma, `separable lean only`,
  /// 0.2): `rice` finds the alias `rice` at 1, `Brown rice, cooked` at
  /// 0.89 and `Rice cakes` at 0.85. A name in the wrong form counts 0.9 of that
  /// (`FoodForm.fit`): raw for `grilled chicken` or for a `steak`, cooked for `raw spinach`;
  /// so does a name for a special use or in a form not ready to eat that the words do not ask
  /// for (`Babyfood`, `orange-flavor drink, powder`).
  /// An item scores as its best name. Ties go to the shorter name, then the name in
  /// alphabetical order, so the answer never depends on the order of the library.
  func candidates(for words: [String], limit: Int) -> [Candidate] {
    var distance = EditDistance()
    let naming = Self.markingAbsence(words.filter(MealVocabulary.isNaming))
    guard limit > 0 else { return [] }
    let form = (
      said: FoodForm.said(by: words),
      isEatenCooked: words.contains { FoodForm.eatenCooked.contains(MealVocabulary.stem($0)) },
      says: words.reduce(into: FormWords()) { $0.formUnion(FormWords($1)) }
    )
    // Each item's best name, under the words as typed and, when two of them join into a word
    // of the library, under the joined ones: `whole wheat` is both `Whole-wheat bread`'s two
    // words and a `wholewheat` spelling.
    var best: [Int32: (score: Double, entry: Int32)] = [:]
    let typed = query(naming, joining: false, distance: &distance)
    score(typed, form: form, into: &best)
    if zip(naming, naming.dropFirst()).contains(where: {
      vocabulary[MealVocabulary.stem($0 + $1)] != nil
    }) {
      score(query(naming, joining: true, distance: &distance), form: form, into: &best)
    }

    let ranked = best.map { item, match in
      (
        item: Int(item), score: match.score, entry: match.entry,
        key: Name.normalized(itemNames[Int(item)])
      )
    }.sorted { lhs, rhs in
      if lhs.score != rhs.score { return lhs.score > rhs.score }
      if lhs.key.count != rhs.key.count { return lhs.key.count < rhs.key.count }
      return lhs.key < rhs.key
    }
    return ranked.prefix(limit).map {
      Candidate(item: $0.item, name: Name(entryText[Int($0.entry)]), score: $0.score)
    }
  }

  /// The typed words with those after `without` spelled as a name spells what a food lacks:
  /// `spinach without salt` finds `Spinach, …, without salt`, not `…, with salt`.
  static func markingAbsence(_ words: [String]) -> [String] {
    guard let without = words.firstIndex(of: "without") else { return words }
    return words.enumerated().map { index, word in index > without ? "-" + word : word }
  }

  /// Scores the names that `query` finds, keeping each item's best name in `best`.
  private func score(
    _ query: [QueryWord], form: (said: FoodForm.Said, isEatenCooked: Bool, says: FormWords),
    into best: inout [Int32: (score: Double, entry: Int32)]
  ) {
    guard !query.isEmpty else { return }
    let queryWeight = query.reduce(0) { $0 + $1.weight }

    // Entry → its row of best qualities per query word.
    var rows: [Int32: Int] = [:]
    var table: [Float] = []
    for (position, word) in query.enumerated() {
      for (id, quality) in word.matches {
        for entry in postings[Int(id)] {
          let row: Int
          if let existing = rows[entry] {
            row = existing
          } else {
            row = rows.count
            rows[entry] = row
            table.append(contentsOf: repeatElement(0, count: query.count))
          }
          let cell = row * query.count + position
          table[cell] = max(table[cell], quality)
        }
      }
    }
    // A cooking word also meets a name's `cooked`, in names another word already found.
    let cooked = vocabulary[FoodForm.cooked]
    if let cooked {
      for (position, word) in query.enumerated() where word.isCooking {
        for entry in postings[Int(cooked)] {
          guard let row = rows[entry] else { continue }
          let cell = row * query.count + position
          table[cell] = max(table[cell], Self.cookingQuality)
        }
      }
    }

    for (entry, row) in rows {
      var covered: Float = 0
      for position in query.indices {
        covered += query[position].weight * table[row * query.count + position]
      }
      var named: Float = 0
      for index in Int(wordStart[Int(entry)])..<Int(wordStart[Int(entry) + 1]) {
        let id = self.words[index]
        var quality: Float = 0
        for word in query {
          quality = max(quality, word.matches[id] ?? 0)
          if word.isCooking, id == cooked { quality = max(quality, Self.cookingQuality) }
        }
        named += weights[index] * quality
      }
      let total = entryWeight[Int(entry)]
      let words = entryForm[Int(entry)]
      let fit =
        FoodForm.fit(
          nameIsRaw: words.contains(.raw), nameIsCooked: words.contains(.cooked), said: form.said,
          isEatenCooked: form.isEatenCooked)
        * words.fit(saying: form.says)
      let score =
        Double(covered / queryWeight) * (0.75 + 0.25 * (total > 0 ? Double(named / total) : 0))
        * fit
      guard score >= Self.minimumScore else { continue }
      let item = entryItem[Int(entry)]
      if let current = best[item], !isBetter((score, entry), than: current) { continue }
      best[item] = (score, entry)
    }
  }

  /// How well a cooking word (`grilled`) matches a name's `cooked`.
  static let cookingQuality: Float = 0.5
  /// How much a typed word that no name of the library holds counts: a brand, a stray word
  /// (`if` for `of`) or a typo too far to tell weighs on the score without sinking it.
  static let unknownWordWeight: Float = 0.25

  /// One word of an item as the catalog reads it.
  private struct QueryWord {
    /// How much the word counts: 1, 0.2 for a preparation word, a quarter of that for a word
    /// no name holds.
    var weight: Float
    /// The library words it may be, with the quality of each match.
    var matches: [Int32: Float]
    /// Whether it is a cooking word, which also meets a name's `cooked`.
    var isCooking = false
  }

  /// The typed words as the catalog matches them: when `joining`, two words that the library
  /// writes as one (`blue berries`, `pop corn`) joined; always, a word the library holds as
  /// two (`sundried`, `applejuice`) split, when the word itself matches no name with at most
  /// one typo. The joined and split words match exactly only.
  private func query(_ words: [String], joining: Bool, distance: inout EditDistance)
    -> [QueryWord]
  {
    var query: [QueryWord] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if joining, index + 1 < words.count,
        let joined = vocabulary[MealVocabulary.stem(word + words[index + 1])]
      {
        query.append(QueryWord(weight: 1, matches: [joined: 1]))
        index += 2
        continue
      }
      index += 1
      let weight = MealVocabulary.descriptors.contains(word) ? Self.descriptorWeight : 1
      let matches = wordMatches(MealVocabulary.stem(word), distance: &distance)
      if matches.values.allSatisfy({ $0 < 0.8 }), let halves = split(word) {
        query += halves.map { half in
          QueryWord(
            weight: MealVocabulary.descriptors.contains(half.word) ? Self.descriptorWeight : 1,
            matches: [half.id: 1], isCooking: FoodForm.cookingWords.contains(half.word))
        }
        continue
      }
      query.append(
        QueryWord(
          weight: matches.isEmpty ? weight * Self.unknownWordWeight : weight, matches: matches,
          isCooking: FoodForm.cookingWords.contains(word)))
    }
    return query
  }

  /// For each word of `words`, an item holding the library word it matches best, the words
  /// it is split into and the words two of them join into: whether a word is known, how well
  /// it matches and how it splits depend on the whole library, so a library cut down to the
  /// candidates needs these too to read the words the same.
  func witnesses(for words: [String]) -> Set<Int> {
    var distance = EditDistance()
    var ids: [Int32] = []
    let naming = Self.markingAbsence(words.filter(MealVocabulary.isNaming))
    for (first, second) in zip(naming, naming.dropFirst()) {
      if let joined = vocabulary[MealVocabulary.stem(first + second)] { ids.append(joined) }
    }
    for word in naming {
      let matches = wordMatches(MealVocabulary.stem(word), distance: &distance)
      if let best = matches.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
        ids.append(best.key)
      }
      if matches.values.allSatisfy({ $0 < 0.8 }), let halves = split(word) {
        ids += halves.map(\.id)
      }
    }
    return Set(ids.compactMap { postings[Int($0)].first.map { Int(entryItem[Int($0)]) } })
  }

  /// A word the library holds as two words, split where both halves (of 3 letters or more)
  /// are words of the library, the most even split first.
  private func split(_ word: String) -> [(word: String, id: Int32)]? {
    var best: [(word: String, id: Int32)]?
    var evenness = 0
    for (left, right) in Self.splits(of: word) where min(left.count, right.count) > evenness {
      guard let leftID = vocabulary[MealVocabulary.stem(left)],
        let rightID = vocabulary[MealVocabulary.stem(right)]
      else { continue }
      best = [(left, leftID), (right, rightID)]
      evenness = min(left.count, right.count)
    }
    return best
  }

  /// Every way to cut a word into two of at least 3 letters each.
  static func splits(of word: String) -> [(String, String)] {
    let bytes = Array(word.utf8)
    guard bytes.count >= 6 else { return [] }
    return (3...(bytes.count - 3)).map { cut in
      (
        String(decoding: bytes[..<cut], as: UTF8.self),
        String(decoding: bytes[cut...], as: UTF8.self)
      )
    }
  }

  /// Whether one name of an item matches better than another: higher score, then the
  /// shorter name, then alphabetical order.
  private func isBetter(
    _ lhs: (score: Double, entry: Int32), than rhs: (score: Double, entry: Int32)
  )
    -> Bool
  {
    if lhs.score != rhs.score { return lhs.score > rhs.score }
    let left = Name.normalized(entryText[Int(lhs.entry)])
    let right = Name.normalized(entryText[Int(rhs.entry)])
    return left.count != right.count ? left.count < right.count : left < right
  }

  /// The words of the library a typed (stemmed) word may be, with the quality of each match.
  private func wordMatches(_ word: String, distance: inout EditDistance) -> [Int32: Float] {
    var qualities: [Int32: Float] = [:]
    if let id = vocabulary[word] { qualities[id] = 1 }
    let typed = Array(word.utf8)
    guard let first = typed.first else { return qualities }
    for id in byInitial[Int(first)] where qualities[id] == nil {
      let quality = Self.quality(of: spellings[Int(id)], for: typed, distance: &distance)
      if quality > 0 { qualities[id] = quality }
    }
    return qualities
  }

  /// How well a library word (stemmed, other than the typed one) matches a typed (stemmed)
  /// word starting with the same letter: a prefix of 3 letters or more 0.6, one typo 0.8 (from
  /// 4 letters), two 0.65 (from 8), else 0.
  static func quality(of spelling: [UInt8], for typed: [UInt8], distance: inout EditDistance)
    -> Float
  {
    var quality: Float = 0
    if typed.count >= 3, spelling.count > typed.count, spelling.starts(with: typed) {
      quality = 0.6
    }
    let limit = typed.count >= 8 ? 2 : (typed.count >= 4 ? 1 : 0)
    if limit > 0, abs(spelling.count - typed.count) <= limit {
      let found = typed.withUnsafeBufferPointer { typed in
        spelling.withUnsafeBufferPointer { distance.distance(typed, $0, limit: limit) }
      }
      if let found { quality = max(quality, found == 1 ? 0.8 : 0.65) }
    }
    return quality
  }
}

/// Tells the items of a library that typed words may match (exactly, with a typo or by a
/// prefix, as `FoodCatalog` matches them; joined or split, exactly) from those they cannot,
/// deciding once per distinct word, so that a catalog of names for one meal text indexes a
/// few hundred items, not ten thousand.
private struct RelevanceFilter {
  /// The typed words, stemmed, as bytes.
  let typed: [[UInt8]]
  /// Two typed words joined and the halves of a typed word, stemmed: matched exactly.
  let joinedOrSplit: Set<String>
  private var known: [String: Bool] = [:]
  private var distance = EditDistance()

  init(typed: [String]) {
    self.typed = Set(typed).map { Array(MealVocabulary.stem($0).utf8) }
    // Neighbours in the text, and in an item's food words, which leave fillers out.
    let foodWords = typed.filter { !MealVocabulary.fillers.contains($0) }
    var joinedOrSplit: Set<String> = []
    for words in [typed, foodWords] {
      for (first, second) in zip(words, words.dropFirst()) {
        joinedOrSplit.insert(MealVocabulary.stem(first + second))
      }
    }
    for word in Set(typed) {
      for (left, right) in FoodCatalog.splits(of: word) {
        joinedOrSplit.insert(MealVocabulary.stem(left))
        joinedOrSplit.insert(MealVocabulary.stem(right))
      }
    }
    self.joinedOrSplit = joinedOrSplit
  }

  /// Whether a word of one of the item's names may match a typed word.
  mutating func isRelevant(_ names: [String]) -> Bool {
    var isRelevant = false
    for name in names where !isRelevant {
      MealTokenizer.forEachToken(in: name) { token in
        guard !isRelevant, token.kind == .word else { return }
        isRelevant = matches(token.text)
      }
    }
    return isRelevant
  }

  private mutating func matches(_ word: String) -> Bool {
    if let known = known[word] { return known }
    let stem = MealVocabulary.stem(word)
    let spelling = Array(stem.utf8)
    let matches =
      joinedOrSplit.contains(stem)
      || typed.contains { typed in
        spelling == typed
          || (spelling.first == typed.first
            && FoodCatalog.quality(of: spelling, for: typed, distance: &distance) > 0)
      }
    known[word] = matches
    return matches
  }
}
