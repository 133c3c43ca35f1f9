public import FoundationEssentials
public import LarderModel

/// Reads products of an Open Food Facts export into library foods, nutrition per 100 g, the
/// barcode kept as text (leading zeros included), provenance `off CODE`.
///
/// Reads the tab-separated CSV export (the current 210-column layout and the 2019 164-column
/// layout, whose energy is in kJ only) and the JSONL export (one product document a line, with
/// nutrition in `nutriments` or in `nutrition.aggregated_set`).
public enum OpenFoodFactsImport {
  /// The attribution the database's licence (ODbL) asks for.
  public static let attribution = "© Open Food Facts contributors"

  /// Kilojoules in one kilocalorie.
  static let kilojoulesPerKilocalorie = 4.184

  /// The products of `file` with a name and an energy value; with `barcodes`, only those, and
  /// each must be there.
  public static func read(file: URL, barcodes: [String] = []) throws(ImportError)
    -> [Food]
  {
    let name = file.lastPathComponent
    let bytes = try TextTable.bytes(file)
    let text = try TextTable.utf8(bytes, file: name)
    let products =
      text.first == "{" ? try readJSONLines(text, file: name) : try readCSV(text, file: name)
    guard !barcodes.isEmpty else { return products.compactMap(\.food) }
    var foods: [Food] = []
    for code in barcodes {
      guard let product = products.first(where: { $0.code == code }) else {
        throw ImportError(
          "no product with barcode \(code) in \(name)",
          hint: "Barcodes are compared as text; keep leading zeros (\(products.count) products "
            + "in the file).")
      }
      guard let food = product.food else {
        throw ImportError(
          "product \(code) in \(name) has no name or no energy value",
          hint: "Add it by hand with larder foods add.")
      }
      foods.append(food)
    }
    return foods
  }

  /// One product as read, before it is known to be usable.
  struct Product {
    var code: String
    var name: String
    var brand: String
    var kcal: Double?
    var kilojoules: Double?
    var protein: Double?
    var carbs: Double?
    var fat: Double?
    var fibre: Double?
    var sugars: Double?
    /// Grams per 100 g, as the database writes sodium.
    var sodium: Double?
    /// The other nutrients the product gives, per 100 g in each nutrient's unit.
    var others: [Nutrient: Double] = [:]

    /// The food, when the product has a name and an energy value.
    var food: Food? {
      let trimmed = name.trimmingSpaces
      guard !trimmed.isEmpty, !code.isEmpty,
        let energy = kcal ?? kilojoules.map({ $0 / OpenFoodFactsImport.kilojoulesPerKilocalorie })
      else { return nil }
      let firstBrand =
        brand.split(separator: ",").first
        .map(\.trimmingSpaces) ?? ""
      let fullName = firstBrand.isEmpty ? trimmed : "\(trimmed) (\(firstBrand))"
      let oneLine = fullName.split(whereSeparator: \.isNewline).joined(separator: " ")
      return Food(
        name: Name(oneLine),
        nutrition: Nutrients(
          kcal: energy, protein: protein ?? 0, carbs: carbs ?? 0, fat: fat ?? 0, fibre: fibre,
          sugars: sugars, sodium: sodium.map { $0 * 1_000 }, others: others),
        barcode: code, source: "off \(code)")
    }
  }

  /// The Open Food Facts name (`iron` in `iron_100g`) of each nutrient of the table beyond
  /// the short seven that a product can give; values are grams unless a document says
  /// otherwise. Left out: folate, which labels give as folic acid rather than DFE, and
  /// alcohol, which the database gives in % vol.
  static let otherNutrientKeys: [(Nutrient, String)] = [
    (.saturatedFat, "saturated-fat"), (.monounsaturatedFat, "monounsaturated-fat"),
    (.polyunsaturatedFat, "polyunsaturated-fat"), (.transFat, "trans-fat"),
    (.cholesterol, "cholesterol"), (.alphaLinolenicAcid, "alpha-linolenic-acid"),
    (.eicosapentaenoicAcid, "eicosapentaenoic-acid"),
    (.docosahexaenoicAcid, "docosahexaenoic-acid"), (.omega6, "linoleic-acid"),
    (.addedSugars, "added-sugars"), (.potassium, "potassium"), (.calcium, "calcium"),
    (.iron, "iron"), (.magnesium, "magnesium"), (.phosphorus, "phosphorus"), (.zinc, "zinc"),
    (.copper, "copper"), (.manganese, "manganese"), (.selenium, "selenium"),
    (.vitaminA, "vitamin-a"), (.vitaminC, "vitamin-c"), (.vitaminD, "vitamin-d"),
    (.vitaminE, "vitamin-e"), (.vitaminK, "vitamin-k"), (.thiamin, "vitamin-b1"),
    (.riboflavin, "vitamin-b2"), (.niacin, "vitamin-pp"),
    (.pantothenicAcid, "pantothenic-acid"), (.vitaminB6, "vitamin-b6"),
    (.vitaminB12, "vitamin-b12"), (.choline, "choline"), (.caffeine, "caffeine"),
    (.water, "water"),
  ]

  private static func readCSV(_ text: String, file: String) throws(ImportError) -> [Product] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard let header = lines.first else {
      throw ImportError("\(file) is empty", hint: "Use an Open Food Facts CSV or JSONL export.")
    }
    func fields(_ line: Substring) -> [Substring] {
      let trimmed = line.last == "\r" ? line.dropLast() : line
      return trimmed.split(separator: "\t", omittingEmptySubsequences: false)
    }
    let columns = ColumnIndex(fields(header).map(String.init), file: file)
    let code = try columns.require("code")
    let name = try columns.require("product_name")
    guard columns.positions["energy-kcal_100g"] != nil || columns.positions["energy_100g"] != nil
    else { throw .missingColumn(file, "energy-kcal_100g") }
    let optional = { (column: String) in columns.positions[column] }
    let brands = optional("brands")
    let kcal = optional("energy-kcal_100g")
    let kilojoules = optional("energy_100g")
    let protein = optional("proteins_100g")
    let carbs = optional("carbohydrates_100g")
    let fat = optional("fat_100g")
    let fibre = optional("fiber_100g")
    let sugars = optional("sugars_100g")
    let sodium = optional("sodium_100g")
    let others = otherNutrientKeys.compactMap { nutrient, key in
      optional("\(key)_100g").map { (nutrient, $0) }
    }
    var products: [Product] = []
    for (offset, line) in lines.enumerated().dropFirst() {
      let row = fields(line)
      guard row.count >= columns.count else {
        throw .truncated(file, line: offset + 1, fields: row.count, expected: columns.count)
      }
      func number(_ position: Int?) -> Double? { position.flatMap { TextTable.number(row[$0]) } }
      products.append(
        Product(
          code: String(row[code]), name: String(row[name]),
          brand: brands.map { String(row[$0]) } ?? "", kcal: number(kcal),
          kilojoules: number(kilojoules), protein: number(protein), carbs: number(carbs),
          fat: number(fat), fibre: number(fibre), sugars: number(sugars),
          sodium: number(sodium),
          others: grams(
            others.compactMap { nutrient, position in
              number(position).map { (nutrient, $0) }
            })))
    }
    return products
  }

  private static func readJSONLines(_ text: String, file: String) throws(ImportError)
    -> [Product]
  {
    var products: [Product] = []
    let decoder = JSONDecoder()
    for (offset, line) in text.split(separator: "\n").enumerated() {
      guard let document = try? decoder.decode(JSONValue.self, from: Data(line.utf8)),
        case .object = document
      else {
        throw ImportError(
          "\(file) line \(offset + 1) is not a JSON object",
          hint: "The file looks truncated; a JSONL export holds one product document a line.")
      }
      products.append(self.product(document))
    }
    return products
  }

  private static func product(_ document: JSONValue) -> Product {
    let nutriments = document["nutriments"]
    let aggregated = document["nutrition"]["aggregated_set"]["nutrients"]
    func value(_ key: String) -> Double? {
      if let value = nutriments["\(key)_100g"].number { return value }
      let nutrient = aggregated[key]
      guard case .object = nutrient, (nutrient["source_per"].text ?? "100g") == "100g"
      else { return nil }
      return nutrient["value"].number
    }
    var others: [Nutrient: Double] = [:]
    for (nutrient, key) in otherNutrientKeys {
      // `nutriments` values are grams; the aggregated set may name its unit.
      let unit =
        nutriments["\(key)_100g"].number == nil
        ? aggregated[key]["unit"].text.flatMap { NutrientUnit(symbol: $0) } : nil
      guard let amount = value(key) else { continue }
      others[nutrient] = converted(amount, from: unit ?? .gram, to: nutrient)
    }
    return Product(
      code: document["code"].text ?? "", name: document["product_name"].text ?? "",
      brand: document["brands"].text ?? "", kcal: value("energy-kcal"),
      kilojoules: value("energy-kj") ?? value("energy"), protein: value("proteins"),
      carbs: value("carbohydrates"), fat: value("fat"), fibre: value("fiber"),
      sugars: value("sugars"), sodium: value("sodium"), others: others)
  }

  /// Values in grams, each in its nutrient's unit.
  private static func grams(_ values: [(Nutrient, Double)]) -> [Nutrient: Double] {
    var result: [Nutrient: Double] = [:]
    for (nutrient, amount) in values {
      result[nutrient] = converted(amount, from: .gram, to: nutrient)
    }
    return result
  }

  /// `amount` of `unit` in the unit of `nutrient`, to a millionth: `0.0000042` g of vitamin D
  /// is 4.2 µg, not the 4.199999999999999 of the binary product.
  private static func converted(_ amount: Double, from unit: NutrientUnit, to nutrient: Nutrient)
    -> Double?
  {
    nutrient.unit.converted(amount, from: unit).map {
      DecimalText.rounded($0, fractionDigits: 6)
    }
  }
}

/// A JSON document as Open Food Facts writes it, read whole because its fields vary by product.
private enum JSONValue: Decodable {
  case null
  case bool(Bool)
  case number(Double, spelling: String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      let integer = try? container.decode(Int.self)
      self = .number(number, spelling: integer.map(String.init) ?? String(number))
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The member named `key`, or null when this is no object or has no such member.
  subscript(key: String) -> JSONValue {
    guard case .object(let members) = self else { return .null }
    return members[key] ?? .null
  }

  /// A number, or a string that spells one (the database writes both).
  var number: Double? {
    switch self {
    case .number(let value, _): value
    case .string(let text): TextTable.number(text)
    default: nil
    }
  }

  /// A string, or a number's spelling (product codes are sometimes written as numbers).
  var text: String? {
    switch self {
    case .string(let text): text
    case .number(_, let spelling): spelling
    default: nil
    }
  }
}
