import FoundationEssentials
import LarderCache
import LarderJournal
public import LarderModel
import LarderSyntax

/// One result of `larder foods search`.
public struct FoodSearchHit: Sendable {
  /// The food or recipe.
  public let item: LibraryItem
  /// The alias the query matched, when it matched an alias rather than the name.
  public let alias: Name?
  /// Nutrition of one serving.
  public let nutrition: Nutrients
  /// Whether the item is a favourite.
  public let isFavorite: Bool
  /// Whether the item was logged in the last 30 days.
  public let isRecent: Bool
}

extension LibraryUseCases {
  /// Days of logs that make a food "recently used".
  static let recentDays = 30

  /// The library items whose names or aliases match `query`, best first: exact names, then
  /// names starting with the query, then names whose words start with the query's words, then
  /// names containing it, then names within a typo or two; favourites and foods logged in the
  /// last 30 days first within the close matches. Accents and case do not count.
  ///
  /// The names are ranked as kept in `.git/larder/foods`, made by a full reading whenever a
  /// library file changed; only the entries of the results, and those the last 30 days name,
  /// are read in full.
  public func searchFoods(_ query: String, limit: Int, today: CalendarDate)
    throws(FoodsError) -> [FoodSearchHit]
  {
    let words = Name.searchKey(query).split(separator: " ").map(String.init)
    guard !words.isEmpty else {
      throw FoodsError(
        "the search is empty", hint: "Give a word of the food's name: larder foods search oats")
    }
    do throws(WorkspaceError) {
      let paths = try workspace.logging.planPaths()
      var plan = try workspace.stampedSources(paths.filter { !$0.hasPrefix("foods/") })
      let library = try workspace.indexedLibrary(
        paths.filter { $0.hasPrefix("foods/") }, names: true, plan: plan.map(\.source),
        today: today)
      let recent = try recentlyUsed(library, plan: &plan, today: today)
      let index = library.names!
      return index.withNames { names in
        let ranked = Self.rank(
          FoodMatch.Query(words), in: index.items, names: names, recent: recent, limit: limit)
        return hits(
          ranked, names: names, library: library, plan: plan.map(\.source), recent: recent,
          today: today)
      }
    } catch {
      throw FoodsError(error)
    }
  }

  /// The keys of the items that the days of the last 30 logged. What each day logged is
  /// kept in `.git/larder/recent`, and holds while the day file and the files it is read
  /// against (`plan`, then the library) keep their stamps; the other days are read against
  /// an excerpt of the library and kept for next time, with `plan` read again.
  func recentlyUsed(
    _ library: Workspace.IndexedLibrary,
    plan: inout [(source: JournalSource, file: LibraryStamps.File)],
    today: CalendarDate
  ) throws(WorkspaceError) -> Set<String> {
    var dates: [String: CalendarDate] = [:]
    var window: [LibraryStamps.File] = []
    for offset in 0..<Self.recentDays {
      let date = today.adding(days: -offset)
      guard let file = workspace.stamp(JournalFileKind.dayPath(for: date)) else { continue }
      dates[file.path] = date
      window.append(file)
    }
    let cache = JournalCache("recent", magic: "LRCNT001", location: workspace.location)
    var context = plan.map(\.file) + library.outlines.stamps.files
    var known: [String: [String]] = [:]
    if let kept = cache?.read().flatMap(LoggedItems.init(decoding:)),
      kept.context.hold(for: context)
    {
      known = kept.items(holdingFor: window)
    }
    var unknown = window.filter { known[$0.path] == nil }.map(\.path)
    guard !unknown.isEmpty else { return Set(known.values.joined()) }
    // The write begins before the plan and the days are read again, so that its start time
    // tells which stamps can be trusted next time.
    let write = cache?.beginWrite()
    if write != nil {
      let again = try workspace.stampedSources(plan.map(\.file.path))
      if again.map(\.file) != plan.map(\.file) {
        (known, unknown) = ([:], window.map(\.path))
      }
      plan = again
      context = plan.map(\.file) + library.outlines.stamps.files
    }
    let days = try workspace.stampedSources(unknown)
    var needed: Set<String> = []
    for day in days {
      needed.formUnion(LibraryExcerpt.names(neededBy: DocumentParser.parse(day.source.bytes).0))
    }
    let journal = workspace.reader(today: today).read(
      plan.map(\.source) + days.map(\.source) + library.excerpt(needing: needed)
    ).journal
    var kept = window.compactMap { file in
      known[file.path].map { LoggedItems.Day(file: file, items: $0) }
    }
    for day in days {
      let entries = dates[day.file.path].flatMap { journal.days[$0]?.entries } ?? []
      let items = Set(entries.compactMap { journal.library.item(named: $0.what)?.name.key })
      known[day.file.path] = items.sorted()
      kept.append(LoggedItems.Day(file: day.file, items: items.sorted()))
    }
    if let write {
      let context = LibraryStamps(files: context, startTime: write.startTime)
      write.finish(LoggedItems(context: context, days: kept).encoded())
    }
    return Set(known.values.joined())
  }

  /// One item that matched, as ranked.
  struct RankedItem {
    /// The score of its best name: lower is better.
    var score: Int
    /// Its position in the library's items.
    var item: Int
    /// The alias that matched, when not the name: a position in the library's names.
    var alias: Int?
    /// Whether it is a favourite or recently used.
    var boosted: Bool
    /// Its name.
    var name: Name
    /// The length of its name in characters: shorter names rank first among equals.
    var length: Int
  }

  /// The best `limit` of `items` for `query`, in order.
  static func rank(
    _ query: FoodMatch.Query, in items: [LibraryNames.Item], names: LibraryNames.Names,
    recent: Set<String>, limit: Int
  ) -> [RankedItem] {
    var scored: [RankedItem] = []
    var matched = Set<Int>()
    // Typo matches rank after every close match, so they are only looked for when the close
    // matches do not fill the list: edit distances over 10,000 names are the costly part.
    for typos in [false, true] {
      if typos && scored.count >= limit { break }
      for (position, item) in items.enumerated() {
        var best: (score: Int, name: Int)?
        for name in item.names {
          guard let score = query.score(names.searchKey(name), typos: typos),
            typos == (score >= FoodMatch.typo)
          else { continue }
          if best == nil || score < best!.score { best = (score, name) }
        }
        guard let best else { continue }
        if typos, matched.contains(position) { continue }
        matched.insert(position)
        let name = Name(names.text(item.names.lowerBound))
        scored.append(
          RankedItem(
            score: best.score, item: position,
            alias: best.name == item.names.lowerBound ? nil : best.name,
            boosted: item.isFavorite || recent.contains(name.key), name: name,
            length: name.text.count))
      }
    }
    scored.sort { lhs, rhs in
      let left = (lhs.score >= FoodMatch.typo ? 1 : 0, lhs.boosted ? 0 : 1, lhs.score)
      let right = (rhs.score >= FoodMatch.typo ? 1 : 0, rhs.boosted ? 0 : 1, rhs.score)
      if left != right { return left < right }
      return lhs.length != rhs.length ? lhs.length < rhs.length : lhs.name < rhs.name
    }
    return Array(scored.prefix(max(limit, 0)))
  }

  /// The ranked items as results, each read in full with what it needs.
  private func hits(
    _ ranked: [RankedItem], names: LibraryNames.Names, library: Workspace.IndexedLibrary,
    plan: [JournalSource], recent: Set<String>, today: CalendarDate
  ) -> [FoodSearchHit] {
    let excerpt =
      library.reading?.journal.library
      ?? workspace.reader(today: today).read(
        plan + library.excerpt(needing: Set(ranked.map(\.name.key)))
      ).journal.library
    // The excerpt holds what the index says defines each result; should that not be so (an
    // index that does not fit its files), the whole library gives the right answer.
    let found =
      ranked.allSatisfy { excerpt.item(named: $0.name) != nil }
      ? excerpt : workspace.reader(today: today).read(plan + library.sources).journal.library
    return ranked.compactMap { hit in
      guard let item = found.item(named: hit.name) else { return nil }
      let (nutrition, isFavorite) = Self.serving(of: item, in: found)
      return FoodSearchHit(
        item: item, alias: hit.alias.map { Name(names.text($0)) }, nutrition: nutrition,
        isFavorite: isFavorite, isRecent: recent.contains(item.name.key))
    }
  }
}

extension LibraryUseCases {
  /// The nutrition of one serving of `item`, whose recipe ingredients `library` resolves,
  /// and whether it is a favourite: what the food lists show of it.
  static func serving(of item: LibraryItem, in library: FoodLibrary) -> (
    nutrition: Nutrients, isFavorite: Bool
  ) {
    switch item {
    case .food(let food):
      (food.nutrition, food.isFavorite)
    case .recipe(let recipe):
      ((try? library.nutrients(of: recipe, quantity: nil)) ?? .zero, recipe.isFavorite)
    }
  }
}

/// How well a name matches a query: lower is better, `nil` is no match.
enum FoodMatch {
  /// Scores from here on are typo matches.
  static let typo = 40

  /// A search's words, ready to score names against.
  struct Query {
    /// The words, each a search key without spaces.
    let words: [String]
    /// The words joined by spaces.
    let text: String
    private let bytes: [UInt8]
    private let wordRanges: [Range<Int>]
    private let isASCII: Bool

    init(_ words: [String]) {
      self.words = words
      text = words.joined(separator: " ")
      bytes = Array(text.utf8)
      var start = 0
      wordRanges = words.map { word in
        defer { start += word.utf8.count + 1 }
        return start..<(start + word.utf8.count)
      }
      isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    /// The score of a name whose search key (`Name.searchKey`) is `key`; with `typos` false,
    /// only close matches are scored.
    func score(_ key: UnsafeBufferPointer<UInt8>, typos: Bool) -> Int? {
      // ASCII text compares the same as bytes as it does as characters, without Strings.
      guard isASCII, key.allSatisfy({ $0 < 0x80 }) else {
        return FoodMatch.score(
          query: text, words: words, key: String(decoding: key, as: UTF8.self), typos: typos)
      }
      return bytes.withUnsafeBufferPointer { query in
        FoodMatch.asciiScore(query: query, words: wordRanges, key: key, typos: typos)
      }
    }
  }

  /// The score of a name whose search key is `key` against `query`, whose words are `words`;
  /// with `typos` false, only close matches are scored.
  static func score(query: String, words: [String], key: String, typos: Bool) -> Int? {
    if key == query { return 0 }
    if key.hasPrefix(query) { return 10 }
    let nameWords = key.split { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }
    if words.allSatisfy({ word in nameWords.contains { $0.hasPrefix(word) } }) { return 20 }
    if key.contains(query) { return 30 }
    guard typos else { return nil }
    var total = 0
    for word in words {
      let allowed = word.count >= 7 ? 2 : word.count >= 4 ? 1 : 0
      guard allowed > 0 else {
        guard nameWords.contains(where: { $0.hasPrefix(word) }) else { return nil }
        continue
      }
      // A typo rarely hits the first letter; requiring it keeps `oats` from finding `cats`.
      let letters = Array(word.utf8)
      let best = nameWords.filter { $0.first == word.first }
        .map { candidate in
          let prefix = Array(candidate.prefix(word.count + allowed).utf8)
          return letters.withUnsafeBufferPointer { letters in
            prefix.withUnsafeBufferPointer { distance(letters, $0, allowed) }
          }
        }.min()
      guard let best, best <= allowed else { return nil }
      total += best
    }
    return typo + total
  }

  /// `score(query:words:key:typos:)` for ASCII text, on bytes: `words` are ranges of `query`.
  static func asciiScore(
    query: UnsafeBufferPointer<UInt8>, words: [Range<Int>], key: UnsafeBufferPointer<UInt8>,
    typos: Bool
  ) -> Int? {
    if key.elementsEqual(query) { return 0 }
    if key.starts(with: query) { return 10 }
    // Every close match holds each word somewhere: most names are let go here, unsplit.
    if !typos,
      !words.allSatisfy({ contains(key, UnsafeBufferPointer(rebasing: query[$0])) })
    {
      return nil
    }
    return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: key.count / 2 + 1) {
      nameWordStorage -> Int? in
      var count = 0
      var start = 0
      for index in 0...key.count {
        let isSeparator =
          index == key.count || key[index] == 0x20 || key[index] == 0x2C || key[index] == 0x28
          || key[index] == 0x29
        guard isSeparator else { continue }
        if index > start {
          nameWordStorage[count] = start..<index
          count += 1
        }
        start = index + 1
      }
      let nameWords = UnsafeBufferPointer(rebasing: nameWordStorage[..<count])
      func startsWith(_ nameWord: Range<Int>, _ word: Range<Int>) -> Bool {
        nameWord.count >= word.count
          && key[nameWord.lowerBound..<(nameWord.lowerBound + word.count)].elementsEqual(
            query[word])
      }
      if words.allSatisfy({ word in nameWords.contains { startsWith($0, word) } }) {
        return 20
      }
      if contains(key, query) { return 30 }
      guard typos else { return nil }
      var total = 0
      for word in words {
        let allowed = word.count >= 7 ? 2 : word.count >= 4 ? 1 : 0
        guard allowed > 0 else {
          guard nameWords.contains(where: { startsWith($0, word) }) else { return nil }
          continue
        }
        var best: Int?
        for nameWord in nameWords where key[nameWord.lowerBound] == query[word.lowerBound] {
          let candidate =
            nameWord
            .lowerBound..<min(nameWord.upperBound, nameWord.lowerBound + word.count + allowed)
          let found = distance(
            UnsafeBufferPointer(rebasing: query[word]),
            UnsafeBufferPointer(rebasing: key[candidate]),
            allowed)
          best = min(best ?? found, found)
        }
        guard let best, best <= allowed else { return nil }
        total += best
      }
      return typo + total
    }
  }

  /// Whether `text` contains `part`.
  private static func contains(
    _ text: UnsafeBufferPointer<UInt8>, _ part: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard part.count <= text.count else { return false }
    return (0...(text.count - part.count)).contains { start in
      text[start..<(start + part.count)].elementsEqual(part)
    }
  }

  /// The edit distance of `word` to the closest prefix of `candidate`, counting a swap of two
  /// neighbours as one edit; anything over `limit` is `limit + 1`.
  static func distance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ limit: Int
  ) -> Int {
    guard !a.isEmpty else { return 0 }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...max(b.count, 1) where j <= b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    // A prefix of the candidate may match the whole word: take the best over its lengths.
    return min(previous.min()!, limit + 1)
  }
}
