import LarderModel

/// `larder import myfitnesspal`: MyFitnessPal's export, the zip it mails or its CSV files, in a
/// folder or one by one. Files are recognised by their header:
///
/// - `Nutrition-Summary*.csv` (`Date,Meal,Calories,Fat (g),…,Note`): one row per day and meal,
///   totals only (MyFitnessPal exports no single foods). Each row becomes one free-text entry,
///   `MyFitnessPal breakfast`, with the row's nutrition as its snapshot and its note as the
///   comment, in the slot of the meal's name. Vitamin A, C, calcium and iron are percentages of
///   a daily value, not amounts, and are not read;
/// - `Measurement-Summary*.csv` (`Date,Weight`, and `Body Fat %` when the account has it):
///   body metrics. Weights are in the account's unit, which the export does not say: given,
///   or told from the values (above 200 only pounds, below 66 only kilograms), refused when
///   the values could be either. Its other columns (`Neck`, `Waist`, `Hips`, in a unit it does
///   not say either) are counted as skipped, by column;
/// - `Exercise-Summary*.csv` (`Date,Exercise,Type,Exercise Calories,Exercise Minutes,…`):
///   activity; rows without minutes (calorie adjustments) are counted and skipped.
public enum MyFitnessPalImport {
  /// The unit of a measurement export's weights.
  public enum WeightUnit: String, CaseIterable, Sendable {
    /// Kilograms.
    case kg
    /// Pounds.
    case lb
  }

  static let hint =
    "Give the export MyFitnessPal mails (Settings › Export Data) or its Nutrition-Summary, "
    + "Measurement-Summary and Exercise-Summary CSV files; nothing was imported."

  /// Reads the export at `path`; throws for a path that holds none of MyFitnessPal's files, a
  /// file that is truncated, not UTF-8 or lacks a column it needs, dates that are not dates
  /// or read two ways, and weights whose unit cannot be told.
  public static func read(
    path: String, dateFormat: ExportDateFormat? = nil, weightUnit: WeightUnit? = nil
  ) throws(ImportError) -> DiaryExport {
    let export = try CSVExport(path: path, hint: hint)
    var reading = DiaryReading(dateFormat: dateFormat)
    var weights: [(day: String, value: Double, fat: Double?)] = []
    for name in export.names {
      guard let header = try export.header(of: name) else { continue }
      let columns = Set(header)
      if columns.isSuperset(of: ["Date", "Meal"]) {
        reading.files.append(name)
        try readNutrition(name, from: export, into: &reading)
      } else if columns.isSuperset(of: ["Date", "Weight"]) {
        reading.files.append(name)
        try readMeasurements(name, from: export, into: &weights, skipping: &reading)
      } else if columns.isSuperset(of: ["Date", "Exercise", "Exercise Minutes"]) {
        reading.files.append(name)
        try readExercise(name, from: export, into: &reading)
      }
    }
    guard !reading.files.isEmpty else {
      throw ImportError(
        "\"\(path)\" holds none of MyFitnessPal's Nutrition-Summary, Measurement-Summary or "
          + "Exercise-Summary files (read: \(export.names.joined(separator: ", ")))",
        hint: hint)
    }
    let unit: WeightUnit
    if let weightUnit { unit = weightUnit } else { unit = try detectedUnit(weights.map(\.value)) }
    for weight in weights {
      reading.addMetric(
        "Weight", unit: unit.rawValue, value: weight.value, time: nil, on: weight.day)
      if let fat = weight.fat {
        reading.addMetric("Body Fat", unit: "%", value: fat, time: nil, on: weight.day)
      }
    }
    return try reading.finished(source: "myfitnesspal")
  }

  /// Pounds when a weight is above 200, kilograms when one is below 66; refused when the
  /// values say neither, or both.
  static func detectedUnit(_ weights: [Double]) throws(ImportError) -> WeightUnit {
    let pounds = weights.contains { $0 > 200 }
    let kilograms = weights.contains { $0 > 0 && $0 < 66 }
    switch (pounds, kilograms) {
    case (true, false): return .lb
    case (false, true): return .kg
    case (false, false) where weights.isEmpty: return .kg
    default:
      throw ImportError(
        "cannot tell whether the weights (\(weights.min() ?? 0) to \(weights.max() ?? 0)) are "
          + "in kg or lb",
        hint: "Say which with --weight-unit kg or --weight-unit lb; nothing was imported.")
    }
  }

  private static func readNutrition(
    _ name: String, from export: CSVExport, into reading: inout DiaryReading
  ) throws(ImportError) {
    var columns: ColumnIndex?
    var date = 0, meal = 0
    var note: Int?
    var nutrients: [(NutrientColumns.Column, Int)] = []
    try export.records(of: name) { record, line throws(ImportError) in
      guard let index = columns else {
        let index = ColumnIndex(record.fields, file: name)
        columns = index
        date = try index.require("Date")
        meal = try index.require("Meal")
        note = index.positions["Note"]
        nutrients = NutrientColumns.positions(in: record.fields)
        guard nutrients.contains(where: { $0.0 == .kcal }) else {
          throw .missingColumn(name, "Calories")
        }
        return
      }
      guard record.count >= index.count else {
        throw .truncated(name, line: line, fields: record.count, expected: index.count)
      }
      let mealName = record[meal].trimmingSpaces
      let comment = note.map { record[$0].trimmingSpaces }.flatMap { $0.isEmpty ? nil : $0 }
      reading.add(
        DiaryExport.Entry(
          meal: mealName, time: nil, what: "MyFitnessPal \(mealName.lowercased())",
          amount: nil, nutrients: NutrientColumns.nutrients(record, at: nutrients),
          comment: comment),
        on: record[date], food: nil)
    }
  }

  private static func readMeasurements(
    _ name: String, from export: CSVExport,
    into weights: inout [(day: String, value: Double, fat: Double?)],
    skipping reading: inout DiaryReading
  ) throws(ImportError) {
    var columns: ColumnIndex?
    var date = 0, weight = 0
    var fat: Int?
    var others: [(name: String, position: Int)] = []
    try export.records(of: name) { record, line throws(ImportError) in
      guard let index = columns else {
        let index = ColumnIndex(record.fields, file: name)
        columns = index
        date = try index.require("Date")
        weight = try index.require("Weight")
        fat = index.positions["Body Fat %"] ?? index.positions["Body Fat"]
        others = record.fields.enumerated().compactMap { position, column in
          [date, weight, fat].contains(position) || column.trimmingSpaces.isEmpty
            ? nil : (column, position)
        }
        return
      }
      guard record.count >= index.count else {
        throw .truncated(name, line: line, fields: record.count, expected: index.count)
      }
      for other in others where NutrientColumns.number(record[other.position]) != nil {
        reading.skipRow("\(other.name) measurements")
      }
      guard let value = NutrientColumns.number(record[weight]) else { return }
      weights.append(
        (record[date], value, fat.flatMap { NutrientColumns.number(record[$0]) }))
    }
  }

  private static func readExercise(
    _ name: String, from export: CSVExport, into reading: inout DiaryReading
  ) throws(ImportError) {
    var columns: ColumnIndex?
    var date = 0, exercise = 0, minutes = 0
    var calories: Int?
    try export.records(of: name) { record, line throws(ImportError) in
      guard let index = columns else {
        let index = ColumnIndex(record.fields, file: name)
        columns = index
        date = try index.require("Date")
        exercise = try index.require("Exercise")
        minutes = try index.require("Exercise Minutes")
        calories = index.positions["Exercise Calories"]
        return
      }
      guard record.count >= index.count else {
        throw .truncated(name, line: line, fields: record.count, expected: index.count)
      }
      guard let duration = NutrientColumns.number(record[minutes]), duration > 0 else {
        return reading.skipRow("exercises without minutes")
      }
      reading.add(
        DiaryExport.Activity(
          time: nil, name: record[exercise].trimmingSpaces, minutes: duration,
          kcal: calories.flatMap { NutrientColumns.number(record[$0]) }.map(abs)),
        on: record[date])
    }
  }
}
