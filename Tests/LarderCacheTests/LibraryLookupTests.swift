import Foundation
import LarderCache
import LarderJournal
import LarderModel
import LarderSyntax
import LarderTestSupport
import Testing

/// The lookup reads only the entries that may define the names, yet must excerpt the library
/// byte for byte as `LibraryExcerpt` does over the whole files.
@Suite("The library lookup excerpts as a full scan does")
struct LibraryLookupTests {
  /// A library file at `path` holding `text`.
  static func librarySource(_ path: String, _ text: String) -> JournalSource {
    JournalSource(path: path, bytes: Array(text.utf8))!
  }

  /// The files' lookup, and a reader of ranges that records what was read.
  final class Reads {
    let library: [JournalSource]
    private(set) var bytes = 0

    init(_ library: [JournalSource]) { self.library = library }

    func read(_ file: Int, _ ranges: [Range<Int>]) -> [[UInt8]] {
      bytes += ranges.reduce(0) { $0 + $1.count }
      return ranges.map { Array(library[file].bytes[$0]) }
    }
  }

  static func lookup(_ library: [JournalSource]) throws -> LibraryLookup {
    let stamps = LibraryStamps(
      files: library.enumerated().map { index, source in
        LibraryStamps.File(
          path: source.path,
          stamp: LibraryStamps.FileStamp(
            device: 1, inode: UInt64(index), size: Int64(source.bytes.count), modified: 1,
            changed: 1))
      }, startTime: 2)
    let encoded = LibraryOutlines(library, stamps: stamps).encoded()
    #expect(LibraryOutlines(decoding: encoded[...])?.outlines.count == library.count)
    return try #require(LibraryLookup(decoding: encoded[...]))
  }

  func expectSameExcerpts(_ library: [JournalSource], _ nameSets: [Set<String>]) throws {
    let lookup = try Self.lookup(library)
    for names in nameSets {
      let reads = Reads(library)
      let excerpt = try #require(lookup.excerpt(needing: names, read: reads.read))
      let full = LibraryExcerpt.sources(library, needing: names)
      #expect(excerpt.map(\.path) == full.map(\.path), "\(names)")
      #expect(excerpt.map(\.bytes) == full.map(\.bytes), "\(names)")
    }
  }

  @Test("names, aliases, recipes and their ingredients, quoted and odd keys")
  func fixture() throws {
    let source = Self.librarySource("foods/mine.yaml", LibraryFixture.foods)
    let other = Self.librarySource(
      "foods/other.yaml",
      """
      foods:
        Toast:  # claims a name the first file has
          nutrition: 100 kcal
        "Kelvin \u{212A} cereal":
          nutrition: 300 kcal
        Rolled Oats:
          nutrition: 370 kcal
      recipes:
        Toast stack:
          ingredients:
            - toast 2 slices
            - crème fraîche 20 g

      """)
    let odd = Self.librarySource("foods/odd.yaml", "foods:\n\tOats:\n    nutrition: 1\n")
    let library = [source, other, odd]
    try expectSameExcerpts(
      library,
      [
        [], ["oats"], ["rolled oats"], ["overnight oats"], ["toast stack"], ["toast"],
        ["crème fraîche"], ["ben & jerry's: cookie dough"], ["kelvin k cereal"],
        ["kelvin \u{212A} cereal"], ["whole milk", "unused"], ["nothing like this"],
        ["oatmeal, dry", "base mix", "toast stack"],
      ])
  }

  @Test("every day of the example journal needs the same excerpt, and reads a part")
  func exampleJournal() throws {
    let root = repositoryRoot.appendingPathComponent("example-journal")
    let foods = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("foods").path
    ).sorted().map { name in
      JournalSource(
        path: "foods/" + name,
        bytes: Array(try Data(contentsOf: root.appendingPathComponent("foods/" + name))))!
    }
    let lookup = try Self.lookup(foods)
    let dayPaths = try FileManager.default.subpathsOfDirectory(
      atPath: root.appendingPathComponent("log").path
    ).filter { $0.hasSuffix(".yaml") }
    var read = 0
    for path in dayPaths {
      let day = Array(try Data(contentsOf: root.appendingPathComponent("log/" + path)))
      let names = LibraryExcerpt.names(neededBy: DocumentParser.parse(day).0)
      let reads = Reads(foods)
      let excerpt = try #require(lookup.excerpt(needing: names, read: reads.read))
      #expect(
        excerpt.map(\.bytes) == LibraryExcerpt.sources(foods, needing: names).map(\.bytes),
        "\(path)")
      read += reads.bytes
    }
    let whole = foods.reduce(0) { $0 + $1.bytes.count }
    #expect(read < whole * dayPaths.count / 4)
  }

  @Test("damaged or cut lookups do not decode")
  func damaged() throws {
    let source = Self.librarySource("foods/mine.yaml", LibraryFixture.foods)
    let stamps = LibraryStamps(
      files: [
        LibraryStamps.File(
          path: "foods/mine.yaml",
          stamp: LibraryStamps.FileStamp(
            device: 1, inode: 1, size: Int64(source.bytes.count), modified: 1, changed: 1))
      ], startTime: 2)
    let encoded = LibraryOutlines([source], stamps: stamps).encoded()
    // The lookup itself is checked as it is decoded; the outlines, as they are read.
    #expect(LibraryLookup(decoding: encoded.prefix(150)) == nil)
    #expect(LibraryLookup(decoding: []) == nil)
    let cut = try #require(LibraryLookup(decoding: encoded.dropLast(encoded.count / 3)))
    let reads = Reads([source])
    #expect(cut.excerpt(needing: ["overnight oats"], read: reads.read) == nil)
  }
}
