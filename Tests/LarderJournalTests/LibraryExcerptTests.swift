import Foundation
import LarderJournal
import LarderModel
import LarderSyntax
import LarderTestSupport
import Testing

@Suite("Library excerpts for one day")
struct LibraryExcerptTests {
  static let foods = LibraryFixture.foods

  static func source(_ path: String, _ text: String) -> JournalSource {
    JournalSource(path: path, bytes: Array(text.utf8))!
  }

  func excerpt(needing names: Set<String>) -> String {
    let sources = LibraryExcerpt.sources(
      [Self.source("foods/mine.yaml", Self.foods)], needing: names)
    return String(decoding: sources[0].bytes, as: UTF8.self)
  }

  func library(_ text: String) -> FoodLibrary {
    JournalReader(today: nil).read([Self.source("foods/mine.yaml", text)]).journal.library
  }

  @Test("a day's entries name what they need, leading units included")
  func names() {
    let day = DocumentParser.parse(
      """
      breakfast:
        - 07:00 OATS 60 g
        - 07:00 2 slices toast
        - "07:05 Crème  Fraîche 1 tbsp"
        - 07:10 coffee 300 ml = 3 kcal
      """
    ).0
    #expect(
      LibraryExcerpt.names(neededBy: day)
        == ["oats", "slices toast", "toast", "crème fraîche", "coffee"])
  }

  @Test("only the entries named, by name or alias, are kept, with their lines as written")
  func excerptKeepsNamedEntries() {
    let text = excerpt(needing: ["rolled oats", "crème fraîche"])
    #expect(
      text == """
        foods:
          Oatmeal, dry:
            aliases: oats; rolled oats
            nutrition: 379 kcal 13.2p 67.7c 6.5f
            category: Starchy Sides
            portion: 60 g
          Crème Fraîche:
            nutrition: 292 kcal 2.4p 3c 30f

        """)
    #expect(excerpt(needing: ["ben & jerry's: cookie dough"]).contains("\"Ben & Jerry's"))
    #expect(excerpt(needing: ["nothing like it"]).isEmpty)
  }

  @Test("a recipe brings its ingredients along, through nested recipes")
  func recipes() {
    let text = excerpt(needing: ["overnight oats"])
    let read = library(text)
    let full = library(Self.foods)
    for name in ["overnight oats", "oats", "base mix", "whole milk"] {
      #expect(read.item(named: Name(name)) != nil, "\(name)")
      #expect(read.item(named: Name(name)) == full.item(named: Name(name)))
    }
    #expect(read.item(named: Name("toast")) == nil)
    #expect(
      (try? read.nutrients(of: "overnight oats", quantity: nil))
        == (try? full.nutrients(of: "overnight oats", quantity: nil)))
  }

  @Test("a file laid out in a way the scan does not know is kept whole")
  func unrecognised() {
    let odd = "foods:\n\tOats:\n    nutrition: 379 kcal\n"
    let sources = LibraryExcerpt.sources([Self.source("foods/odd.yaml", odd)], needing: ["x"])
    #expect(sources[0].bytes == Array(odd.utf8))
  }

  @Test("every day of the example journal reads the same with the excerpt as with it all")
  func exampleJournal() throws {
    let root = repositoryRoot.appendingPathComponent("example-journal")
    func source(_ path: String) throws -> JournalSource? {
      let url = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      return JournalSource(path: path, bytes: Array(try Data(contentsOf: url)))
    }
    let plan = try ["larder.yaml", "categories.yaml", "meals.yaml", "units.yaml"].compactMap(source)
    let foods = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("foods").path
    ).sorted().compactMap { try source("foods/" + $0) }
    let dayPaths = try FileManager.default.subpathsOfDirectory(
      atPath: root.appendingPathComponent("log").path
    ).filter { $0.hasSuffix(".yaml") }.map { "log/" + $0 }
    #expect(dayPaths.count >= 90)
    let full = JournalReader(today: nil).read(plan + foods + (try dayPaths.compactMap(source)))
    for path in dayPaths {
      let day = try #require(try source(path))
      let names = LibraryExcerpt.names(neededBy: DocumentParser.parse(day.bytes).0)
      let reading = JournalReader(today: nil).read(
        plan + LibraryExcerpt.sources(foods, needing: names) + [day])
      guard case .day(let date, _) = day.kind else { continue }
      #expect(reading.journal.days[date] == full.journal.days[date], "\(path)")
      let errors = reading.files.first { $0.path == path }?.diagnostics.filter {
        $0.severity == .error
      }
      #expect(errors?.isEmpty ?? false, "\(path)")
    }
  }
}
