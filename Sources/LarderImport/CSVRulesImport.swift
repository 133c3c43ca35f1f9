import LarderModel

/// `larder import csv FILE --rules RULES`: any app's CSV diary, its columns mapped by a
/// `CSVRules` file. Rows with a food and an amount make library foods, as Cronometer's do;
/// rows of totals (`food-text`) are free-text entries with their snapshot.
public enum CSVRulesImport {
  /// Reads `path` (a CSV file, or a zip or folder with one) with `rules`; `dateFormat`
  /// overrides the rules'. Throws for a file that is truncated, not UTF-8, lacks a column the
  /// rules name, or holds dates that are not dates or read two ways.
  public static func read(
    path: String, rules: CSVRules, dateFormat: ExportDateFormat? = nil
  ) throws(ImportError) -> DiaryExport {
    let export = try CSVExport(
      path: path,
      hint: "Give the CSV file the app exported, or a zip or folder holding it.")
    guard export.names.count == 1, let name = export.names.first else {
      throw ImportError(
        "\"\(path)\" holds \(export.names.count) CSV files: "
          + export.names.joined(separator: ", "),
        hint: "Give the one file the rules are for.")
    }
    var reading = DiaryReading(dateFormat: dateFormat ?? rules.dateFormat)
    reading.files.append(name)
    var index: [CSVRules.Field: Int]?
    var width = 0
    var records = 0
    try export.records(of: name, separator: rules.separator) { record, line throws(ImportError) in
      records += 1
      guard records > rules.skip else { return }
      guard let positions = index else {
        index = try positionsOf(rules, header: rules.hasHeader ? record.fields : nil, file: name)
        width = rules.hasHeader ? record.count : 0
        if !rules.hasHeader { try read(record, line: line, index!, rules, name, &reading) }
        return
      }
      guard record.count >= width else {
        throw .truncated(name, line: line, fields: record.count, expected: width)
      }
      try read(record, line: line, positions, rules, name, &reading)
    }
    guard index != nil else {
      throw ImportError("\(name) holds no rows", hint: "Check the file and the rules' skip.")
    }
    return try reading.finished(source: rules.source)
  }

  private static func positionsOf(_ rules: CSVRules, header: [String]?, file: String)
    throws(ImportError) -> [CSVRules.Field: Int]
  {
    var byName: [String: Int] = [:]
    for (position, name) in (header ?? []).enumerated() where byName[Name.normalized(name)] == nil {
      byName[Name.normalized(name)] = position
    }
    var positions: [CSVRules.Field: Int] = [:]
    for field in CSVRules.Field.allCases {
      switch rules.columns[field] {
      case nil: continue
      case .position(let position)?: positions[field] = position
      case .named(let name)?:
        guard let position = byName[Name.normalized(name)] else {
          throw .missingColumn(file, name)
        }
        positions[field] = position
      }
    }
    return positions
  }

  private static func read(
    _ record: CSVRecord, line: Int, _ positions: [CSVRules.Field: Int], _ rules: CSVRules,
    _ file: String, _ reading: inout DiaryReading
  ) throws(ImportError) {
    func text(_ field: CSVRules.Field) -> String? {
      guard let position = positions[field] else { return nil }
      guard position < record.count else { return nil }
      let value = record[position].trimmingSpaces
      return value.isEmpty ? nil : value
    }
    func number(_ field: CSVRules.Field) -> Double? {
      text(field).flatMap { NutrientColumns.number($0, decimal: rules.decimal) }
    }
    guard let date = text(.date) else {
      throw ImportError(
        "\(file) line \(line) has no date", hint: "Check the rules' date column and skip.")
    }
    let meal = text(.meal) ?? rules.defaultMeal ?? ""
    if rules.skippedMeals.contains(Name.normalized(meal)) {
      return reading.skipRow("\(meal) rows")
    }
    let time =
      text(.time).flatMap(ExportTime.parse)
      ?? date.split(separator: " ", maxSplits: 1).dropFirst().first.flatMap {
        ExportTime.parse(String($0))
      }
    var nutrients = Nutrients(kcal: 0)
    if let kcal = number(.energy) {
      nutrients.kcal = kcal
    } else if let kilojoules = number(.energyKJ) {
      nutrients.kcal = kilojoules / 4.184
    }
    nutrients.protein = number(.protein) ?? 0
    nutrients.carbs = number(.carbs) ?? 0
    nutrients.fat = number(.fat) ?? 0
    nutrients.fibre = number(.fibre)
    nutrients.sugars = number(.sugars)
    nutrients.sodium = number(.sodium)
    let food = text(.food)
    guard let what = food ?? rules.foodText else {
      return reading.skipRow("rows without a food")
    }
    let amount = number(.amount).map { count in
      DiaryExport.Amount(count, text(.unit).map { Name.normalized($0) } ?? "serving")
    }
    reading.add(
      DiaryExport.Entry(
        meal: meal, time: time, what: what, amount: amount, nutrients: nutrients,
        comment: nil),
      on: String(date.split(separator: " ").first ?? Substring(date)), food: food)
  }
}
