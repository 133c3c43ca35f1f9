import LarderCache
import LarderJournal
import LarderModel
import LarderSyntax
import LarderTestSupport
import Testing

@Suite("The food library's kept outlines and names")
struct LibraryIndexTests {
  static let foods = LibraryFixture.foods
  static let source = JournalSource(path: "foods/mine.yaml", bytes: Array(foods.utf8))!
  static let stamp = LibraryStamps.FileStamp(
    device: 1, inode: 2, size: Int64(foods.utf8.count), modified: 1_000, changed: 1_001)
  static let stamps = LibraryStamps(
    files: [LibraryStamps.File(path: "foods/mine.yaml", stamp: stamp)], startTime: 2_000)

  @Test("kept outlines excerpt the library as a fresh scan does")
  func outlines() throws {
    let outlines = LibraryOutlines([Self.source], stamps: Self.stamps)
    let decoded = try #require(LibraryOutlines(decoding: outlines.encoded()[...]))
    #expect(decoded.stamps == Self.stamps)
    #expect(decoded.outlines == outlines.outlines)
    for names: Set<String> in [["overnight oats"], ["crème fraîche", "toast"], ["oats"], []] {
      #expect(
        LibraryExcerpt([Self.source], outlines: decoded.outlines).sources(needing: names)
          .map(\.bytes) == LibraryExcerpt.sources([Self.source], needing: names).map(\.bytes))
    }
  }

  @Test("outlines with ranges beyond their file, or damaged, do not decode")
  func damagedOutlines() {
    let bytes = LibraryOutlines([Self.source], stamps: Self.stamps).encoded()
    var small = Self.stamp
    small.size = 10
    let shrunk = LibraryStamps(
      files: [LibraryStamps.File(path: "foods/mine.yaml", stamp: small)], startTime: 2_000)
    #expect(
      LibraryOutlines(decoding: LibraryOutlines([Self.source], stamps: shrunk).encoded()[...])
        == nil)
    #expect(LibraryOutlines(decoding: bytes.dropLast()) == nil)
    #expect(LibraryOutlines(decoding: (bytes + [0])[...]) == nil)
    #expect(LibraryOutlines(decoding: []) == nil)
  }

  @Test("names list every food and recipe with its aliases and search keys")
  func names() throws {
    let library = JournalReader(today: nil).read([Self.source]).journal.library
    let kept = LibraryNames(library, stamps: Self.stamps)
    let names = try #require(LibraryNames(decoding: kept.encoded()[...]))
    #expect(names.stamps == Self.stamps)
    #expect(names.items.map(\.isRecipe) == [false, false, false, false, false, false, true, true])
    let texts = names.withNames { packed in
      names.items.map { item in item.names.map { packed.text($0) } }
    }
    #expect(texts[0] == ["Oatmeal, dry", "oats", "rolled oats"])
    #expect(texts[1] == ["Crème Fraîche"])
    #expect(texts[6] == ["Overnight oats"])
    let key = names.withNames { packed in
      String(decoding: packed.searchKey(names.items[1].names.lowerBound), as: UTF8.self)
    }
    #expect(key == "creme fraiche")
    let bytes = kept.encoded()
    #expect(LibraryNames(decoding: bytes.dropLast()) == nil)
    #expect(LibraryNames(decoding: (bytes + [0])[...]) == nil)
  }

  @Test("stamps hold for the same files, stamped before the reading began")
  func stampsHold() {
    let file = LibraryStamps.File(path: "foods/mine.yaml", stamp: Self.stamp)
    #expect(Self.stamps.hold(for: [file]))
    var edited = file
    edited.stamp.changed += 1
    #expect(!Self.stamps.hold(for: [edited]))
    #expect(
      !Self.stamps.hold(for: [LibraryStamps.File(path: "foods/other.yaml", stamp: Self.stamp)]))
    #expect(!Self.stamps.hold(for: []))
    var racy = file
    racy.stamp.modified = 2_000
    #expect(!LibraryStamps(files: [racy], startTime: 2_000).hold(for: [racy]))
  }

  @Test("an excerpt keeps a name where the whole library does, with duplicate names about")
  func duplicatesDecideAsInTheWholeLibrary() throws {
    // "Earlier" loses its alias "x" to "Decoy", so the whole library drops it; "Kept" then
    // owns "n". An excerpt for "n" must bring "Decoy" along to come to the same answer.
    let text = """
      foods:
        Decoy:
          aliases: x
          nutrition: 1 kcal
        Earlier:
          aliases: x; n
          nutrition: 2 kcal
        Kept:
          aliases: n
          nutrition: 3 kcal
      recipes:
        Uses n:
          ingredients:
            - n 1 serving

      """
    let source = JournalSource(path: "foods/mine.yaml", bytes: Array(text.utf8))!
    let whole = JournalReader(today: nil).read([source]).journal.library
    let excerpt = JournalReader(today: nil).read(
      LibraryExcerpt.sources([source], needing: ["uses n"])
    ).journal.library
    #expect(whole.item(named: "n")?.name == "Kept")
    #expect(excerpt.item(named: "n")?.name == "Kept")
    #expect(
      try excerpt.nutrients(of: "uses n", quantity: nil)
        == whole.nutrients(of: "uses n", quantity: nil))
  }
}
