import Foundation
import LarderModel
import LarderTestSupport
import Testing

@testable import LarderWorkspace

@Suite("larder foods search, its scoring and its kept library")
struct FoodSearchTests {
  let today = CalendarDate(iso: "2026-11-22")!
  let mine = "foods/mine.yaml"

  /// A library with a favourite, an alias, accents, a recipe and names that share words.
  static let foods = """
    foods:
      Chicken breast, grilled:
        aliases: grilled chicken
        nutrition: 165 kcal 31p 0c 3.6f
      Chicken thigh:
        nutrition: 209 kcal 26p 0c 10.9f
        favorite: yes
      Crème fraîche:
        nutrition: 292 kcal 2.4p 3c 30f
      Chickpeas (canned):
        aliases: chickpeas
        nutrition: 139 kcal 7p 22.5c 2.1f
    recipes:
      Chicken soup:
        ingredients:
          - chicken thigh 200 g
          - chickpeas 100 g

    """

  private func journal() throws -> TestJournal {
    let journal = try TestJournal()
    try FileManager.default.removeItem(
      at: journal.root.appendingPathComponent("foods/starter.yaml"))
    try journal.write(mine, Self.foods)
    try backdate(journal)
    return journal
  }

  /// Stamps the journal's files ten seconds in the past, so that caches made now can trust
  /// them (a file stamped as late as the reading that a cache was made from is never trusted).
  private func backdate(_ journal: TestJournal) throws {
    let files = FileManager.default.enumerator(atPath: journal.root.path)
    while let path = files?.nextObject() as? String {
      guard !path.hasPrefix(".git"), path.hasSuffix(".yaml") else { continue }
      try setModificationTime(
        ofItemAtPath: journal.root.appendingPathComponent(path).path, secondsFromNow: -10)
    }
  }

  private func search(_ journal: TestJournal, _ query: String, limit: Int = 5) throws
    -> [String]
  {
    try journal.workspace.library.searchFoods(query, limit: limit, today: today).map { hit in
      hit.item.name.text + (hit.alias.map { " [\($0.text)]" } ?? "")
        + " \(hit.nutrition.kcal)" + (hit.isFavorite ? " *" : "") + (hit.isRecent ? " r" : "")
    }
  }

  /// The inode of a kept cache file: a new one each time the cache is written again.
  private func inode(_ journal: TestJournal, _ name: String) throws -> Int? {
    let path = journal.root.appendingPathComponent(".git/larder/\(name)").path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
  }

  @Test("scoring ASCII names as bytes gives what scoring them as text gives")
  func byteScoringAgreesWithText() {
    let keys = [
      "chicken breast, grilled", "grilled chicken", "chicken thigh", "chickpeas (canned)",
      "chicken", "chick", "oats", "cats", "oatmeal, dry", "rolled oats", "brown rice",
      "rice, brown (cooked)", "tomato (raw)", "peanut butter, smooth", "b", "a b c",
      "chikcen breast", "cheddar", "breast of chicken", "(x) y,z",
    ]
    let queries = [
      "chicken", "chiken", "chikcen", "chicken breast", "chiken brest", "oats", "oat", "oast",
      "cats", "rice brown", "brwn rice", "tomato (raw)", "(raw)", "b", "a b", "peanut buter",
      "c", "breast chicken", "grilled", "chickenbreast", "cheddar", "chedar", "x", "y,z",
    ]
    for query in queries {
      let words = query.split(separator: " ").map(String.init)
      let scorer = FoodMatch.Query(words)
      for key in keys {
        for typos in [false, true] {
          let text = FoodMatch.score(
            query: words.joined(separator: " "), words: words, key: key, typos: typos)
          let bytes = Array(key.utf8).withUnsafeBufferPointer { scorer.score($0, typos: typos) }
          #expect(bytes == text, "\(query) / \(key) / typos: \(typos)")
        }
      }
    }
  }

  @Test("a kept library gives the same results, and is used while the files keep stamps")
  func keptLibrary() throws {
    let journal = try journal()
    defer { journal.remove() }
    let first = try search(journal, "chicken")
    #expect(first.first == "Chicken thigh 209.0 *")
    #expect(first.contains("Chicken breast, grilled 165.0"))
    #expect(first.contains("Chicken soup 557.0"))
    for query in ["chicken", "chiken", "creme fraiche", "grilled", "peas", "zzz"] {
      let kept = try search(journal, query)
      try FileManager.default.removeItem(at: journal.root.appendingPathComponent(".git/larder"))
      #expect(try search(journal, query) == kept, "\(query)")
    }
    #expect(try search(journal, "grilled") == ["Chicken breast, grilled [grilled chicken] 165.0"])
    let again = [try inode(journal, "foods"), try inode(journal, "library")]
    _ = try search(journal, "chicken")
    let after = [try inode(journal, "foods"), try inode(journal, "library")]
    #expect(after == again, "both caches were used, not written again")
  }

  @Test("a hand edit of the same size, with the time stamp put back, is noticed")
  func handEditSameSizeSameTime() throws {
    let journal = try journal()
    defer { journal.remove() }
    #expect(try search(journal, "thigh") == ["Chicken thigh 209.0 *"])
    let path = journal.root.appendingPathComponent(mine).path
    for (old, new, query, expected) in [
      ("209 kcal", "199 kcal", "thigh", "Chicken thigh 199.0 *"),
      ("Chicken thigh", "Chicken thugh", "thugh", "Chicken thugh 199.0 *"),
    ] {
      var before = stat()
      #expect(stat(path, &before) == 0)
      let text = try journal.read(mine).replacingOccurrences(of: old, with: new)
      try journal.write(mine, text)
      // Same inode, same size, the very same modification time: only the change time moves.
      var times = [before.st_atim, before.st_mtim]
      #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
      var after = stat()
      #expect(stat(path, &after) == 0)
      #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)
      #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec)
      #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
      #expect(try search(journal, query) == [expected])
    }
  }

  @Test("a file stamped at or after the reading is read again next time")
  func racyFilesAreNotTrusted() throws {
    let journal = try journal()
    defer { journal.remove() }
    let url = journal.root.appendingPathComponent(mine)
    try setModificationTime(ofItemAtPath: url.path, secondsFromNow: 3_600)
    _ = try search(journal, "thigh")
    let first = try inode(journal, "foods")
    _ = try search(journal, "thigh")
    #expect(try inode(journal, "foods") != first)
    try backdate(journal)
    _ = try search(journal, "thigh")
    let trusted = try inode(journal, "foods")
    _ = try search(journal, "thigh")
    #expect(try inode(journal, "foods") == trusted)
  }

  @Test("damaged caches are ignored and written again")
  func damagedCaches() throws {
    let journal = try journal()
    defer { journal.remove() }
    let expected = try search(journal, "chicken")
    for name in ["foods", "library"] {
      let url = journal.root.appendingPathComponent(".git/larder/\(name)")
      let bytes = try Data(contentsOf: url)
      for damage in [Data(), bytes.dropLast(), Data(bytes.reversed()), bytes + Data([0])] {
        try damage.write(to: url)
        #expect(try search(journal, "chicken") == expected)
        #expect(try Data(contentsOf: url) != damage)
      }
    }
  }

  @Test("a journal without .git searches without keeping anything")
  func withoutGit() throws {
    let journal = try journal()
    defer { journal.remove() }
    let expected = try search(journal, "chicken")
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(".git"))
    #expect(try search(journal, "chicken") == expected)
    #expect(!journal.exists(".git"))
  }

  @Test("recently logged foods come first, and larder day reads the same with the outlines")
  func recentAndDay() throws {
    let journal = try journal()
    defer { journal.remove() }
    try journal.write("log/2026/11/2026-11-20.yaml", "lunch:\n  - 12:30 grilled chicken 150 g\n")
    #expect(
      try search(journal, "chicken").prefix(2) == [
        "Chicken thigh 209.0 *", "Chicken breast, grilled 165.0 r",
      ])
    let day = try journal.workspace.logging.day(CalendarDate(iso: "2026-11-20")!, today: today)
    #expect(day.report.totals.nutrients.kcal == 247.5)
    try FileManager.default.removeItem(at: journal.root.appendingPathComponent(".git/larder"))
    let fresh = try journal.workspace.logging.day(CalendarDate(iso: "2026-11-20")!, today: today)
    #expect(fresh.report.totals.nutrients.kcal == day.report.totals.nutrients.kcal)
  }

  @Test("what each recent day logged is kept, and a hand edit of a day is noticed")
  func recentDaysAreKept() throws {
    let journal = try journal()
    defer { journal.remove() }
    let day = "log/2026/11/2026-11-20.yaml"
    try journal.write(day, "lunch:\n  - 12:30 grilled chicken 150 g\n")
    try backdate(journal)
    let path = journal.root.appendingPathComponent(day).path
    #expect(try search(journal, "chick").contains("Chicken breast, grilled 165.0 r"))
    let kept = try inode(journal, "recent")
    #expect(try search(journal, "chick").contains("Chicken breast, grilled 165.0 r"))
    #expect(try inode(journal, "recent") == kept, "the kept days were used")
    var before = stat()
    #expect(stat(path, &before) == 0)
    // The same size, the same modification time: only the change time tells.
    try journal.write(day, "lunch:\n  - 12:30 chickpeas 150 g      \n")
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let after = try search(journal, "chick")
    #expect(after.contains("Chickpeas (canned) 139.0 r"))
    #expect(after.contains("Chicken breast, grilled 165.0"))
    try FileManager.default.removeItem(atPath: path)
    #expect(!(try search(journal, "chick")).contains { $0.hasSuffix(" r") })
  }
}
