import Foundation
import LarderModel
import LarderReports
import LarderTestSupport
import LarderWorkspace
import Testing

/// `Workspace.search` reads only the entries that may match, cut from the files that may hold
/// one; its report must be the one made from the whole journal, read file by file.
@Suite("Search reads little and finds what reading everything finds")
struct SearchEquivalenceTests {
  static let foods = """
    foods:
      Oatmeal, dry:
        aliases: oats; porridge oats
        nutrition: 379 kcal 13.2p 67.7c 6.5f
        measures: cup = 80 g
      Crème fraîche:
        aliases: sour cream
        nutrition: 292 kcal 2.4p 2.6c 30f
        measures: tbsp = 15 g
      Whole milk:
        nutrition: 62 kcal 3.2p 4.9c 3.3f
        density: 1.03 g/ml
      Goat cheese:
        nutrition: 364 kcal 21.6p 2.5c 29.8f
      Toast:
        nutrition: 265 kcal 9p 49c 3.2f
        measures: slice = 30 g
      Apple:
        aliases: pomme
        nutrition: 52 kcal 0.3p 13.8c 0.2f
        measures: medium = 180 g
      "Müsli, Bircher":
        aliases: bircher
        nutrition: 370 kcal 10p 60c 8f
    recipes:
      Overnight oats:
        ingredients:
          - oats 60 g
          - whole milk 200 ml
      Cheese toast:
        aliases: toastie
        ingredients:
          - toast 2 slices
          - goat cheese 30 g

    """

  /// Entry lines as people write them, a few broken (unknown food or unit, a zero amount).
  static let lines = [
    "oats 60 g", "porridge oats 40 g", "oatmeal, dry 1 cup", "OATMEAL,  DRY 50 g",
    "crème fraîche 1 tbsp", "creme fraiche 1 tbsp = 44 kcal", "sour cream 2 tbsp",
    "whole milk 200 ml", "goat cheese 30 g", "2 slices toast", "toast 1 slice",
    "apple 1 medium", "pomme 1", "bircher 50 g", "müsli, bircher 40 g", "toastie 1",
    "tarte flambée with creme fraiche 1 serving = 610 kcal", "soup 1 serving = 300 kcal",
    "Dark\tCHOCOLATE  bar = 110 kcal", "vegetables 1.5", "chiken 100 g", "oats 60 parsecs",
    "oats 0 g", #""cr\u00e8me fra\u00eeche 1 tbsp""#,
    "roast chicken with\n    crispy oats 1 serving = 700 kcal",
  ]
  static let comments = ["with cinnamon", "Oats on top", "at Anna's", "crème on the side"]
  static let meals = ["breakfast", "morning snack", "lunch", "dinner", "Lunch", "brunch"]

  /// A day file: a few meals of entries, some untimed, some recipes with their components.
  static func day(_ random: inout SplitMix64) -> String {
    var text = ""
    for meal in meals.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)) {
      text += "\(meal):\n"
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        let time =
          Int.random(in: 0..<10, using: &random) < 7
          ? String(format: "%02d:%02d ", Int.random(in: 5..<23, using: &random), 30) : ""
        if Int.random(in: 0..<8, using: &random) == 0 {
          let recipe = Bool.random(using: &random) ? "overnight oats" : "cheese toast"
          text += "  - \(time)\(recipe) 1 serving\n"
          for part in ["oats 60 g", "whole milk 200 ml", "toast 2 slices"].prefix(
            Int.random(in: 1...3, using: &random))
          {
            text += "  - + \(part)\n"
          }
          continue
        }
        var line = lines.randomElement(using: &random)!
        if line.hasPrefix("\"") {
          line = "\"" + time + line.dropFirst()
        } else {
          line = time + line
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
          line += "  # " + comments.randomElement(using: &random)!
        }
        text += "  - \(line)\n"
      }
    }
    if Bool.random(using: &random) { text += "activity:\n  - 18:00 cycling 30 min  # oat fields\n" }
    if Int.random(in: 0..<5, using: &random) == 0 { text += "notes: Oats again.\n" }
    if Int.random(in: 0..<20, using: &random) == 0 { text += "dinner:\n  - [oats]\n" }
    return Int.random(in: 0..<6, using: &random) == 0
      ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
  }

  @Test("the same matches, counts and suggestions as reading every file whole")
  func sameAsReadingEverything() throws {
    var random = SplitMix64()
    try withTemporaryDirectory { root in
      func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
      try write("larder.yaml", "format: 1\n")
      try write("foods/mine.yaml", Self.foods)
      // Foods no day names, so that rare words read a library excerpt and common ones the
      // whole library.
      try write(
        "foods/more.yaml",
        "foods:\n" + (1...300).map { "  Filler \($0):\n    nutrition: \($0) kcal\n" }.joined())
      var date = CalendarDate("2026-01-01")!
      for _ in 0..<150 {
        date = date.adding(days: Int.random(in: 1...2, using: &random))
        let iso = date.isoString
        try write(
          "log/\(iso.prefix(4))/\(iso.dropFirst(5).prefix(2))/\(iso).yaml", Self.day(&random))
      }
      let workspace = Workspace(location: JournalLocation(root: root), clock: .test)
      let whole = try workspace.readAll(today: nil)
      let broken = Set(
        whole.files.filter { $0.diagnostics.contains { $0.severity == .error } }.map(\.path))
      for text in [
        "oat", "oats", "porridge", "crème", "CREME   Fraiche", "sour", "milk", "toast", "with",
        "cinnamon", "apple", "pomme", "müsli", "bircher", "chocolate bar", "a", "e", "zz",
        "goat", "chiken", "fields", "again", "oats 60",
      ] {
        for meal in [nil, "Lunch"] as [Name?] {
          for (from, to) in [(nil, nil), ("2026-03-01", "2026-06-30")] {
            let query = SearchQuery(
              text: text, from: from.flatMap(CalendarDate.init), to: to.flatMap(CalendarDate.init),
              meal: meal)
            let found = try workspace.history.search(query)
            let expected = SearchReport(query: query, journal: whole.journal)
            var unreferenced = found.report
            unreferenced.matches = unreferenced.matches.map { match in
              var match = match
              match.reference = nil
              return match
            }
            #expect(unreferenced == expected, "\(query) \(random.replayHint)")
            #expect(
              found.report.matches.allSatisfy { $0.reference != nil },
              "\(query) \(random.replayHint)")
            #expect(Set(found.filesWithErrors).isSubset(of: broken), "\(random.replayHint)")
          }
        }
      }
    }
  }
}
