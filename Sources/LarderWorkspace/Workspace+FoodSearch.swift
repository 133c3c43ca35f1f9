import FoundationEssentials
import LarderJournal
public import LarderModel

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

extension Workspace {
  /// Days of logs that make a food "recently used".
  static let recentDays = 30

  /// The library items whose names or aliases match `query`, best first: exact names, then
  /// names starting with the query, then names whose words start with the query's words, then
  /// names containing it, then names within a typo or two; favourites and foods logged in the
  /// last 30 days first within the close matches. Accents and case do not count.
  public func searchFoods(_ query: String, limit: Int, today: CalendarDate)
    throws(FoodsError) -> [FoodSearchHit]
  {
    let words = Name.searchKey(query).split(separator: " ").map(String.init)
    guard !words.isEmpty else {
      throw FoodsError(
        "the search is empty", hint: "Give a word of the food's name: larder foods search oats")
    }
    let files: LibraryFiles
    do throws(WorkspaceError) {
      var paths = try foundationPaths()
      for offset in 0..<Self.recentDays {
        let path = JournalFileKind.dayPath(for: today.adding(days: -offset))
        if FileManager.default.fileExists(atPath: location.url(for: path).path) {
          paths.append(path)
        }
      }
      let sources = try sources(paths: paths)
      files = LibraryFiles(sources: sources, reading: reader(today: today).read(sources))
    } catch {
      throw FoodsError(error)
    }
    let library = files.library
    var recent = Set<String>()
    for day in files.reading.journal.days.values {
      for entry in day.entries {
        if let item = library.item(named: entry.what) { recent.insert(item.name.key) }
      }
    }
    let query = words.joined(separator: " ")
    var scored: [(score: Int, item: LibraryItem, alias: Name?, boosted: Bool)] = []
    // Typo matches rank after every close match, so they are only looked for when the close
    // matches do not fill the list: edit distances over 10,000 names are the costly part.
    for typos in [false, true] {
      func consider(_ item: LibraryItem, names: [Name], isFavorite: Bool) {
        var best: (score: Int, alias: Name?)?
        for (position, name) in names.enumerated() {
          guard let score = FoodMatch.score(query: query, words: words, name: name, typos: typos),
            typos == (score >= FoodMatch.typo)
          else { continue }
          if best == nil || score < best!.score { best = (score, position == 0 ? nil : name) }
        }
        guard let best else { return }
        if typos, scored.contains(where: { $0.item.name == item.name }) { return }
        let boosted = isFavorite || recent.contains(item.name.key)
        scored.append((best.score, item, best.alias, boosted))
      }
      if typos && scored.count >= limit { break }
      for food in library.foods {
        consider(.food(food), names: food.allNames, isFavorite: food.isFavorite)
      }
      for recipe in library.recipes {
        consider(.recipe(recipe), names: recipe.allNames, isFavorite: recipe.isFavorite)
      }
    }
    scored.sort { lhs, rhs in
      let left = (lhs.score >= FoodMatch.typo ? 1 : 0, lhs.boosted ? 0 : 1, lhs.score)
      let right = (rhs.score >= FoodMatch.typo ? 1 : 0, rhs.boosted ? 0 : 1, rhs.score)
      if left != right { return left < right }
      let lengths = (lhs.item.name.text.count, rhs.item.name.text.count)
      return lengths.0 != lengths.1 ? lengths.0 < lengths.1 : lhs.item.name < rhs.item.name
    }
    return scored.prefix(max(limit, 0)).map { hit in
      let nutrition: Nutrients
      let isFavorite: Bool
      switch hit.item {
      case .food(let food):
        nutrition = food.nutrition
        isFavorite = food.isFavorite
      case .recipe(let recipe):
        nutrition = (try? library.nutrients(of: recipe, quantity: nil)) ?? .zero
        isFavorite = recipe.isFavorite
      }
      return FoodSearchHit(
        item: hit.item, alias: hit.alias, nutrition: nutrition, isFavorite: isFavorite,
        isRecent: recent.contains(hit.item.name.key))
    }
  }
}

/// How well a name matches a query: lower is better, `nil` is no match.
enum FoodMatch {
  /// Scores from here on are typo matches.
  static let typo = 40

  /// With `typos` false, only close matches are scored; typo matches are `nil`.
  static func score(query: String, words: [String], name: Name, typos: Bool) -> Int? {
    let key = name.key.utf8.allSatisfy { $0 < 0x80 } ? name.key : Name.searchKey(name.key)
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
      let best = nameWords.filter { $0.first == word.first }
        .map { distance(word, $0.prefix(word.count + allowed), allowed) }.min()
      guard let best, best <= allowed else { return nil }
      total += best
    }
    return typo + total
  }

  /// The edit distance of `word` to the closest prefix of `candidate`, counting a swap of two
  /// neighbours as one edit; anything over `limit` is `limit + 1`.
  static func distance(_ word: String, _ candidate: Substring, _ limit: Int) -> Int {
    let a = Array(word.utf8), b = Array(candidate.utf8)
    guard !a.isEmpty else { return 0 }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var best = limit + 1
    for i in 1...a.count {
      var current = [Int](repeating: 0, count: b.count + 1)
      current[0] = i
      for j in 1...max(b.count, 1) where j <= b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      previous2 = previous
      previous = current
    }
    // A prefix of the candidate may match the whole word: take the best over its lengths.
    for j in 0...b.count { best = min(best, previous[j]) }
    return min(best, limit + 1)
  }
}
