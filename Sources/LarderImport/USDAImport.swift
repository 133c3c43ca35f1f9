public import FoundationEssentials
public import LarderModel

/// Reads the USDA Standard Reference (SR28) into library foods, nutrition per 100 g, household
/// portions as measures, provenance in `source` (`usda-sr 05064` or `fdc 171477`).
///
/// Two inputs: the SR28 ASCII files (`FOOD_DES.txt`, `WEIGHT.txt` and a `NUT_DATA` file), or
/// the FoodData Central "SR Legacy" CSV download (`food.csv`, `food_portion.csv`,
/// `sr_legacy_food.csv`), whose nutrient values come from an SR28 `NUT_DATA` file through the
/// NDB number, since the CSV download's `food_nutrient.csv` is too large to ship.
public enum USDAImport {
  /// The nutrient files tried in order; `NUT_DATA.txt.xz` cannot be read without a library.
  static let nutrientFileNames = ["NUT_DATA.txt", "NUT_DATA.core7-all-foods.txt"]

  /// The foods of the SR28 or FDC SR Legacy download in `directory`.
  ///
  /// - Parameter nutrientFile: the SR28 `NUT_DATA` file; by default the first of
  ///   `NUT_DATA.txt`, `NUT_DATA.core7-all-foods.txt` in `directory`, then in its sibling
  ///   directories.
  public static func read(directory: URL, nutrientFile: URL? = nil) throws(ImportError)
    -> USDAReading
  {
    let manager = FileManager.default
    func has(_ name: String) -> Bool {
      manager.fileExists(atPath: directory.appendingPathComponent(name).path)
    }
    let isASCII = has("FOOD_DES.txt")
    guard isASCII || has("food.csv") else {
      throw ImportError(
        "\"\(directory.path)\" holds neither FOOD_DES.txt (SR28) nor food.csv (FDC SR Legacy)",
        hint: "Point at the unpacked SR28 ASCII folder or the FDC SR Legacy CSV folder.")
    }
    let nutrients = try readNutrients(try nutrientURL(nutrientFile, directory: directory))
    return isASCII
      ? try readASCII(directory, nutrients: nutrients)
      : try readCSV(directory, nutrients: nutrients)
  }

  private static func nutrientURL(_ explicit: URL?, directory: URL) throws(ImportError) -> URL {
    if let explicit { return explicit }
    let manager = FileManager.default
    var folders = [directory]
    let parent = directory.deletingLastPathComponent()
    let siblings = (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
    folders += siblings.sorted().map { parent.appendingPathComponent($0) }
    for folder in folders {
      for name in nutrientFileNames {
        let url = folder.appendingPathComponent(name)
        if manager.fileExists(atPath: url.path) { return url }
      }
    }
    throw ImportError(
      "no SR28 nutrient file (\(nutrientFileNames.joined(separator: " or "))) near "
        + "\"\(directory.path)\"",
      hint: "Unpack NUT_DATA.txt.xz next to the other files (xz -dk NUT_DATA.txt.xz), "
        + "or name one with --nutrients FILE.")
  }

  /// Per NDB number: the nutrients of the table (`Nutrient`) the file gives, per 100 g, as
  /// stored; a nutrient the file does not give for a food stays unknown.
  static func readNutrients(_ url: URL) throws(ImportError) -> [String: Nutrients] {
    let name = url.lastPathComponent
    let bytes = try TextTable.bytes(url)
    try TextTable.requireText(bytes, file: name)
    var values: [String: [Int: Double]] = [:]
    for (number, line) in TextTable.lines(bytes).enumerated() {
      let fields = TextTable.caretFields(line)
      guard fields.count >= 3 else {
        throw .truncated(name, line: number + 1, fields: fields.count, expected: 3)
      }
      guard let number = Int(fields[1]), Nutrient(usdaNumber: number) != nil else { continue }
      guard let value = TextTable.number(fields[2]) else { continue }
      values[fields[0], default: [:]][number] = value
    }
    guard !values.isEmpty else {
      throw ImportError(
        "\(name) holds no energy or macronutrient values",
        hint: "Use NUT_DATA.txt or NUT_DATA.core7-all-foods.txt from SR28.")
    }
    return values.compactMapValues { value in
      guard let kcal = value[208] else { return nil }
      var nutrients = Nutrients(kcal: kcal)
      // SR28 gives every nutrient of the table in the table's unit (NUTR_DEF.txt).
      for (number, amount) in value {
        if let nutrient = Nutrient(usdaNumber: number) { nutrients[nutrient] = amount }
      }
      return nutrients
    }
  }

  private static func readASCII(_ directory: URL, nutrients: [String: Nutrients])
    throws(ImportError) -> USDAReading
  {
    var measures: [String: [Measure]] = [:]
    let weightURL = directory.appendingPathComponent("WEIGHT.txt")
    if FileManager.default.fileExists(atPath: weightURL.path) {
      let bytes = try TextTable.bytes(weightURL)
      try TextTable.requireText(bytes, file: "WEIGHT.txt")
      for (number, line) in TextTable.lines(bytes).enumerated() {
        let fields = TextTable.caretFields(line)
        guard fields.count >= 5 else {
          throw .truncated("WEIGHT.txt", line: number + 1, fields: fields.count, expected: 5)
        }
        if let measure = measure(fields[3], amount: fields[2], grams: fields[4]) {
          measures[fields[0], default: []].append(measure)
        }
      }
    }
    let bytes = try TextTable.bytes(directory.appendingPathComponent("FOOD_DES.txt"))
    try TextTable.requireText(bytes, file: "FOOD_DES.txt")
    var reading = USDAReading()
    for (number, line) in TextTable.lines(bytes).enumerated() {
      let fields = TextTable.caretFields(line)
      guard fields.count >= 10 else {
        throw .truncated("FOOD_DES.txt", line: number + 1, fields: fields.count, expected: 10)
      }
      reading.add(
        id: fields[0], name: fields[2], source: "usda-sr \(fields[0])", nutrients: nutrients,
        measures: measures[fields[0]] ?? [])
    }
    return reading
  }

  private static func readCSV(_ directory: URL, nutrients: [String: Nutrients])
    throws(ImportError) -> USDAReading
  {
    func table(_ name: String) throws(ImportError) -> (ColumnIndex, ArraySlice<[String]>) {
      let bytes = try TextTable.bytes(directory.appendingPathComponent(name))
      let records = try TextTable.csvRecords(try TextTable.utf8(bytes, file: name), file: name)
      guard let header = records.first else {
        throw ImportError("\(name) is empty", hint: "Download the SR Legacy CSV again.")
      }
      let columns = ColumnIndex(header, file: name)
      for (offset, record) in records.enumerated().dropFirst() where record.count < columns.count {
        throw .truncated(name, line: offset + 1, fields: record.count, expected: columns.count)
      }
      return (columns, records.dropFirst())
    }
    let (legacyColumns, legacyRows) = try table("sr_legacy_food.csv")
    let legacyID = try legacyColumns.require("fdc_id")
    let ndb = try legacyColumns.require("NDB_number")
    var ndbByFDC: [String: String] = [:]
    for row in legacyRows {
      let number = row[ndb]
      ndbByFDC[row[legacyID]] = String(repeating: "0", count: max(0, 5 - number.count)) + number
    }
    var measures: [String: [Measure]] = [:]
    if FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("food_portion.csv").path)
    {
      let (columns, rows) = try table("food_portion.csv")
      let id = try columns.require("fdc_id")
      let amount = try columns.require("amount")
      let description = try columns.require("portion_description")
      let modifier = try columns.require("modifier")
      let grams = try columns.require("gram_weight")
      for row in rows {
        let name = row[modifier].isEmpty ? row[description] : row[modifier]
        if let measure = measure(name, amount: row[amount], grams: row[grams]) {
          measures[row[id], default: []].append(measure)
        }
      }
    }
    let (columns, rows) = try table("food.csv")
    let id = try columns.require("fdc_id")
    let description = try columns.require("description")
    var reading = USDAReading()
    for row in rows {
      guard let number = ndbByFDC[row[id]] else { continue }
      reading.add(
        id: number, name: row[description], source: "fdc \(row[id])", nutrients: nutrients,
        measures: measures[row[id]] ?? [])
    }
    return reading
  }

  /// A household measure, `cup = 227 g`, from a portion of `amount` of `name` weighing
  /// `grams`; names lose the `;` and `=` that would break a measure list.
  static func measure(_ name: String, amount: String, grams: String) -> Measure? {
    guard let amount = TextTable.number(amount), amount > 0,
      let grams = TextTable.number(grams), grams > 0
    else { return nil }
    let cleaned = name.map { $0 == ";" || $0 == "=" ? "," : $0 }
    let text = String(cleaned).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard text.contains(where: \.isLetter) else { return nil }
    return Measure(
      name: Name(text),
      quantity: Quantity(
        DecimalText.rounded(grams / amount, fractionDigits: 1),
        .gram))
  }
}

/// The foods an import read, and what it left out.
public struct USDAReading: Sendable {
  /// The foods, in the database's order.
  public private(set) var foods: [Food] = []
  /// Foods left out because the nutrient file has no energy value for them.
  public private(set) var withoutEnergy: [String] = []

  mutating func add(
    id: String, name: String, source: String, nutrients: [String: Nutrients], measures: [Measure]
  ) {
    guard let nutrition = nutrients[id] else {
      withoutEnergy.append(name)
      return
    }
    var unique: [Measure] = []
    for measure in measures where !unique.contains(where: { $0.name == measure.name }) {
      unique.append(measure)
    }
    foods.append(
      Food(name: Name(name), nutrition: nutrition, measures: unique, source: source))
  }
}
