import Foundation
import LarderTestSupport

/// A small slice of the USDA SR28 ASCII download for the torture tests: `FOOD_DES.txt`,
/// `NUT_DATA.txt` and `WEIGHT.txt` of a few dozen foods, in SR28's own bytes (`^` and `~`,
/// Latin-1, CRLF, no newline after the last line).
///
/// The foods are a seeded window of the real SR28 files when `../shared/data/usda-sr28` is
/// beside the repository, and made up otherwise (CI), with the same quirks. `write(to:variant:)`
/// adds `variant` kcal to every food's energy, so consecutive rounds always change the file.
struct USDASlice {
  /// The foods' FOOD_DES lines, their nutrient lines and their WEIGHT lines, without line ends.
  private var foods: [[UInt8]] = []
  private var nutrients: [[UInt8]] = []
  private var weights: [[UInt8]] = []
  /// The NDB numbers of the foods that have an energy value (the ones an import keeps).
  private(set) var ids: [String] = []
  /// Where the foods came from, for the test's log.
  let origin: String

  /// The real SR28 download, when present.
  static let realFolder = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/data/usda-sr28")

  /// A slice of `count` foods: real ones picked by `random` when the download is present.
  init(count: Int, using random: inout SplitMix64) throws {
    let folder = Self.realFolder
    let nutrientFile = folder.appendingPathComponent("NUT_DATA.core7-all-foods.txt")
    if FileManager.default.fileExists(atPath: nutrientFile.path) {
      let all = Self.lines(try Data(contentsOf: folder.appendingPathComponent("FOOD_DES.txt")))
      let start = Int.random(in: 0...(all.count - count), using: &random)
      foods = Array(all[start..<start + count])
      let wanted = Set(foods.map(Self.key))
      nutrients = Self.lines(try Data(contentsOf: nutrientFile)).filter {
        wanted.contains(Self.key($0))
      }
      weights = Self.lines(try Data(contentsOf: folder.appendingPathComponent("WEIGHT.txt")))
        .filter { wanted.contains(Self.key($0)) }
      origin = "\(count) real SR28 foods from line \(start + 1) of FOOD_DES.txt"
    } else {
      let base = Int.random(in: 100...800, using: &random) * 100
      for index in 0..<count {
        let id = String(format: "%05d", base + index)
        let kcal = Int.random(in: 20...600, using: &random)
        // Latin-1 bytes (é is 0xE9), SR28's bare decimals (.5) and a line without energy.
        foods.append(
          Array("~\(id)~^~9900~^~Torture food \(index), cr".utf8) + [0xE9]
            + Array("me~^~TORTURE~^^^^^0^^^^^".utf8))
        if index % 10 != 9 { nutrients.append(Array("~\(id)~^~208~^\(kcal)^0^^~4~^^".utf8)) }
        nutrients.append(Array("~\(id)~^~203~^.5^0^^~4~^^".utf8))
        nutrients.append(Array("~\(id)~^~204~^\(index % 30).25^0^^~4~^^".utf8))
        weights.append(Array("~\(id)~^1^1^~cup (8\" fl oz)~^\(100 + index)^^".utf8))
      }
      origin = "\(count) made-up foods in SR28's format (../shared/data/usda-sr28 is absent)"
    }
    let energy = Set(nutrients.filter { Self.field($0, 1) == "~208~" }.map(Self.key))
    ids = foods.map(Self.key).filter { energy.contains($0) }.map {
      String(decoding: $0.dropFirst().dropLast(), as: UTF8.self)
    }
  }

  /// Writes the three files into `folder`, every energy value raised by `variant` kcal.
  func write(to folder: URL, variant: Int) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let changed = nutrients.map { line -> [UInt8] in
      guard Self.field(line, 1) == "~208~" else { return line }
      var fields = line.split(separator: UInt8(ascii: "^"), omittingEmptySubsequences: false)
      let value = Double(String(decoding: fields[2], as: UTF8.self)) ?? 0
      fields[2] = ArraySlice(Array(String(value + Double(variant)).utf8))
      return Array(fields.joined(separator: [UInt8(ascii: "^")]))
    }
    for (name, lines) in [
      ("FOOD_DES.txt", foods), ("NUT_DATA.txt", changed), ("WEIGHT.txt", weights),
    ] {
      let bytes = lines.joined(separator: [13, 10])
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
  }

  /// Writes an SR28 folder of made-up foods with the NDB numbers `ids`, named `name 0`,
  /// `name 1`…
  static func writeMadeUp(ids: [String], name: String, to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let foods = ids.enumerated().map { "~\($1)~^~9900~^~\(name) \($0)~^~TORTURE~^^^^^0^^^^^" }
    let nutrients = ids.enumerated().flatMap { index, id in
      ["~\(id)~^~208~^\(90 + index)^0^^~4~^^", "~\(id)~^~203~^\(index).5^0^^~4~^^"]
    }
    for (file, lines) in [("FOOD_DES.txt", foods), ("NUT_DATA.txt", nutrients)] {
      try Data(lines.joined(separator: "\r\n").utf8).write(to: folder.appendingPathComponent(file))
    }
  }

  /// The lines of an SR28 file, without their CRLF.
  private static func lines(_ data: Data) -> [[UInt8]] {
    [UInt8](data).split(separator: 10).map { line in
      Array(line.last == 13 ? line.dropLast() : line)
    }.filter { !$0.isEmpty }
  }

  /// The first field, the NDB number with its tildes.
  private static func key(_ line: [UInt8]) -> [UInt8] { Array(field(line, 0).utf8) }

  private static func field(_ line: [UInt8], _ index: Int) -> String {
    let fields = line.split(separator: UInt8(ascii: "^"), omittingEmptySubsequences: false)
    return fields.count > index ? String(decoding: fields[index], as: UTF8.self) : ""
  }
}

/// An Open Food Facts export (tab-separated, the columns the importer reads) of made-up
/// products with the given barcodes.
enum OpenFoodFactsFile {
  static func write(to url: URL, products: [(barcode: String, name: String)]) throws {
    var text =
      "code\turl\tproduct_name\tquantity\tbrands\tserving_size\tenergy-kcal_100g\tenergy_100g"
      + "\tfat_100g\tcarbohydrates_100g\tsugars_100g\tfiber_100g\tproteins_100g\tsodium_100g\n"
    for (index, product) in products.enumerated() {
      let kcal = 100 + index * 7
      text +=
        "\(product.barcode)\thttps://x\t\(product.name)\t100 g\tTorture\t25 g\t\(kcal)"
        + "\t\(kcal * 4184 / 1000)\t3\t12\t4\t\t5\t0.1\n"
    }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

/// The foods of a library file as the torture tests check them: by `source:`, the food's
/// `nutrition:` and `notes:` lines.
struct LibraryFoods {
  struct Food: Equatable {
    var nutrition = ""
    var notes: String?
  }

  /// By source (`usda-sr 01001`, `off 3017620422003`).
  private(set) var bySource: [String: Food] = [:]

  init(_ text: String) {
    var current = Food()
    var source: String?
    var found: [String: Food] = [:]
    func flush() {
      if let source { found[source] = current }
      current = Food()
      source = nil
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  "), !line.hasPrefix("   ") {
        flush()
      } else if line.hasPrefix("    nutrition: ") {
        current.nutrition = String(line.dropFirst("    nutrition: ".count))
      } else if line.hasPrefix("    notes: ") {
        current.notes = String(line.dropFirst("    notes: ".count))
      } else if line.hasPrefix("    source: ") {
        source = String(line.dropFirst("    source: ".count))
      }
    }
    flush()
    bySource = found
  }

  /// Source → nutrition line.
  var nutrition: [String: String] { bySource.mapValues(\.nutrition) }
}
