import LarderModel

/// `larder import cronometer`: Cronometer's CSV exports, from the zip, a folder holding them, or
/// one file. Each file is recognised by its header, whatever its name:
///
/// - `servings.csv` (`Day,Time,Group,Food Name,Amount,Energy (kcal),…`): each food eaten, in
///   its diary group, with `Amount` as text (`4.00 medium`, `4.00 x 4.0 oz`,
///   `1.00 whole - 3 1/2" diameter`) and up to ~80 nutrient columns that vary by account,
///   mapped by header name through `NutrientColumns`;
/// - `biometrics.csv` (`Day,Time,Group,Metric,Unit,Amount`): weight, body fat and waist, the
///   day's first reading of each; other metrics (blood glucose, sleep, heart rate) are
///   counted as skipped;
/// - `exercises.csv` (`Day,Time,Group,Exercise,Minutes,Calories Burned`): activity;
/// - `dailysummary.csv`: the day's totals of the servings, which the servings already give, so
///   it is recognised and not read; an export holding nothing else is refused.
///
/// The whole export is streamed record by record; what is kept is the diary itself.
public enum CronometerImport {
  static let hint =
    "Give the files Cronometer exports (More › Account › Export Data: servings, biometrics, "
    + "exercises), as downloaded or in a zip or folder; nothing was imported."

  /// Reads the export at `path`. Throws for a path that holds none of Cronometer's files, a
  /// file that is truncated, not UTF-8, or lacks a column it needs, and dates that are not
  /// dates; nothing is returned then.
  public static func read(path: String, dateFormat: ExportDateFormat? = nil)
    throws(ImportError) -> DiaryExport
  {
    let export = try CSVExport(path: path, hint: hint)
    var reading = DiaryReading(dateFormat: dateFormat)
    var summaries: [String] = []
    for name in export.names {
      guard let header = try export.header(of: name) else { continue }
      let columns = Set(header)
      let kind: Kind
      if columns.isSuperset(of: ["Day", "Food Name", "Amount"]) {
        kind = .servings
      } else if columns.isSuperset(of: ["Day", "Metric", "Amount"]) {
        kind = .biometrics
      } else if columns.isSuperset(of: ["Day", "Exercise", "Minutes"]) {
        kind = .exercises
      } else if columns.contains("Date"), header.contains(where: { $0.hasPrefix("Energy") }) {
        summaries.append(name)
        continue
      } else {
        continue
      }
      reading.files.append(name)
      try read(kind, name, from: export, into: &reading)
    }
    guard !reading.files.isEmpty else {
      if !summaries.isEmpty {
        throw ImportError(
          "\"\(path)\" holds only Cronometer's daily totals (\(summaries.joined(separator: ", "))), "
            + "not the servings, biometrics or exercises they add up",
          hint: "Export \"Food & Recipe Entries\" (servings.csv) too, and give it with the "
            + "others; nothing was imported.")
      }
      throw ImportError(
        "\"\(path)\" holds none of Cronometer's servings, biometrics or exercises files "
          + "(read: \(export.names.joined(separator: ", ")))",
        hint: hint)
    }
    return try reading.finished(source: "cronometer")
  }

  private enum Kind { case servings, biometrics, exercises }

  /// Where a file's columns are: the day, time and group, and the two or three that hold
  /// the food and amount, the metric, amount and unit, or the exercise, minutes and energy.
  private struct Columns {
    var day = 0, time: Int?, group: Int?
    var name = 0, value = 0, unit: Int?
  }

  private static func read(
    _ kind: Kind, _ name: String, from export: CSVExport, into reading: inout DiaryReading
  ) throws(ImportError) {
    var header: [String] = []
    var columns: ColumnIndex?
    var positions = Columns()
    var nutrients: [(NutrientColumns.Column, Int)] = []
    try export.records(of: name) { record, line throws(ImportError) in
      guard let index = columns else {
        header = record.fields
        let index = ColumnIndex(record.fields, file: name)
        columns = index
        let day = try index.require("Day")
        let time = index.positions["Time"]
        let group = index.positions["Group"]
        switch kind {
        case .servings:
          nutrients = NutrientColumns.positions(in: record.fields)
          guard nutrients.contains(where: { $0.0.isEnergy }) else {
            throw .missingColumn(name, "Energy (kcal)")
          }
          positions = Columns(
            day: day, time: time, group: group, name: try index.require("Food Name"),
            value: try index.require("Amount"))
        case .biometrics:
          positions = Columns(
            day: day, time: time, group: group, name: try index.require("Metric"),
            value: try index.require("Amount"), unit: index.positions["Unit"])
        case .exercises:
          positions = Columns(
            day: day, time: time, group: group, name: try index.require("Exercise"),
            value: try index.require("Minutes"), unit: index.positions["Calories Burned"])
        }
        return
      }
      guard record.count >= index.count else {
        throw .truncated(name, line: line, fields: record.count, expected: header.count)
      }
      let day = record[positions.day]
      let time = positions.time.flatMap { ExportTime.parse(record[$0]) }
      switch kind {
      case .servings:
        let food = record[positions.name].trimmingSpaces
        let (amount, comment) = amount(record[positions.value])
        let values = NutrientColumns.nutrients(record, at: nutrients)
        reading.add(
          DiaryExport.Entry(
            meal: positions.group.map { record[$0] } ?? "", time: time, what: food,
            amount: amount, nutrients: values, comment: comment),
          on: day, food: food.isEmpty ? nil : food)
      case .biometrics:
        reading.addMetric(
          record[positions.name], unit: positions.unit.map { record[$0] } ?? "",
          value: NutrientColumns.number(record[positions.value]), time: time, on: day)
      case .exercises:
        guard let minutes = NutrientColumns.number(record[positions.value]), minutes > 0 else {
          reading.skipRow("exercises without minutes")
          return
        }
        let kcal = positions.unit.flatMap { NutrientColumns.number(record[$0]) }.map(abs)
        reading.add(
          DiaryExport.Activity(
            time: time, name: record[positions.name].trimmingSpaces, minutes: minutes, kcal: kcal),
          on: day)
      }
    }
  }

  /// Cronometer's `Amount` as an amount and unit, with the text kept as a comment when the
  /// unit had to be shortened: `4.00 medium` → 4 medium; `4.00 x 4.0 oz` → 16 oz;
  /// `1.00 whole - 3 1/2" diameter` → 1 whole, commented.
  static func amount(_ text: String) -> (DiaryExport.Amount?, String?) {
    let trimmed = text.trimmingSpaces
    var words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
    guard let first = words.first, var number = Double(first) else { return (nil, nil) }
    words.removeFirst()
    if words.count >= 2, words[0] == "x", let times = Double(words[1]) {
      number *= times
      words.removeFirst(2)
    }
    let rest = words.joined(separator: " ")
    let unitWords = rest.prefix { $0.isLetter || $0 == " " }
    var unit = Name.normalized(String(unitWords))
    if unit.isEmpty { unit = "serving" }
    let spelled = unit == "serving" && rest.isEmpty ? "" : unit
    // ` x ` looked for in the bytes: `String.contains` searches by characters, slowly.
    let multiplied = trimmed.utf8.indices.contains { index in
      trimmed.utf8[index...].starts(with: " x ".utf8)
    }
    let kept = Name.normalized(rest) == spelled && !multiplied ? nil : trimmed
    return (DiaryExport.Amount(number, unit), kept)
  }
}
