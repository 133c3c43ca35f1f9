import LarderModel

/// What a diary importer has read so far, by the date text the export writes: the format of
/// the dates is decided once every date has been seen (a file with `13/1/2024` anywhere is
/// day-first from its first line on), and then the days are keyed by date.
struct DiaryReading {
  private let dateFormat: ExportDateFormat?
  private var days: [String: DiaryExport.Day] = [:]
  private var metrics: [String: [BodyMetricsKind: (time: ClockTime?, value: Double)]] = [:]
  private var catalog = FoodCatalog()
  private var rows = 0
  private var skipped: [String: Int] = [:]
  /// The files read, for the summary.
  var files: [String] = []

  /// The metrics read from body measurements.
  enum BodyMetricsKind { case weight, fat, waist }

  init(dateFormat: ExportDateFormat?) {
    self.dateFormat = dateFormat
  }

  /// Adds a meal entry on the day written `day`; `food` names the food to add to the catalog,
  /// nil for an entry that is a meal's totals.
  mutating func add(_ entry: DiaryExport.Entry, on day: String, food: String?) {
    rows += 1
    days[day, default: DiaryExport.Day()].entries.append(entry)
    if let food, let amount = entry.amount {
      catalog.add(food, amount: amount, nutrients: entry.nutrients)
    }
  }

  /// Adds an exercise on the day written `day`.
  mutating func add(_ activity: DiaryExport.Activity, on day: String) {
    rows += 1
    days[day, default: DiaryExport.Day()].activity.append(activity)
  }

  /// Adds a body measurement by its name and unit as the export writes them (`Weight`, `lbs`);
  /// one that is not a body metric of the journal, or has no value, is counted as skipped.
  /// The day's first reading of each metric wins.
  mutating func addMetric(
    _ name: String, unit: String, value: Double?, time: ClockTime?, on day: String
  ) {
    rows += 1
    let metric = Name.normalized(name)
    let unit = Name.normalized(unit)
    guard let value else { return skip("measurements without a value") }
    let reading: (BodyMetricsKind, Double)?
    switch metric {
    case "weight", "body weight":
      reading =
        ["lb", "lbs", "pounds"].contains(unit)
        ? (.weight, BodyMetrics.kilograms(pounds: value))
        : ["kg", "kgs", ""].contains(unit) ? (.weight, value) : nil
    case "body fat", "body fat %", "body fat percentage", "fat":
      reading = (.fat, value)
    case "waist", "waist size", "waist circumference":
      reading =
        ["in", "inch", "inches"].contains(unit)
        ? (.waist, BodyMetrics.centimeters(inches: value))
        : ["cm", ""].contains(unit) ? (.waist, value) : nil
    default:
      reading = nil
    }
    guard let (kind, metricValue) = reading else {
      return skip("\(name) \(unit.isEmpty ? "" : "(\(unit)) ")measurements")
    }
    guard Self.plausible(kind).contains(metricValue) else {
      return skip("implausible \(name) measurements")
    }
    if let earlier = metrics[day]?[kind],
      (earlier.time ?? .midnight) <= (time ?? .midnight)
    {
      return
    }
    metrics[day, default: [:]][kind] = (time, metricValue)
  }

  /// Counts a row read and left out, and why.
  mutating func skipRow(_ reason: String) {
    rows += 1
    skip(reason)
  }

  private mutating func skip(_ reason: String) {
    skipped[reason, default: 0] += 1
  }

  /// The ranges `larder check` accepts (FORMAT.md §3.7).
  private static func plausible(_ kind: BodyMetricsKind) -> ClosedRange<Double> {
    switch kind {
    case .weight: 20...400
    case .fat: BodyMetrics.bodyFatRange
    case .waist: 30...250
    }
  }

  /// The export, dates read in the one format they all fit; foods with `source`.
  func finished(source: String) throws(ImportError) -> DiaryExport {
    let format = try ExportDateFormat.detect(
      Array(days.keys) + Array(metrics.keys), given: dateFormat,
      file: files.joined(separator: ", "))
    var export = DiaryExport()
    for (text, day) in days {
      let date = format.date(text)!
      var merged = export.days[date] ?? DiaryExport.Day()
      merged.entries += day.entries
      merged.activity += day.activity
      export.days[date] = merged
    }
    for (text, readings) in metrics {
      let date = format.date(text)!
      var body = export.body[date] ?? BodyMetrics(date: date)
      for (kind, reading) in readings {
        switch kind {
        case .weight: body.weightKilograms = body.weightKilograms ?? reading.value
        case .fat: body.bodyFatPercent = body.bodyFatPercent ?? reading.value
        case .waist: body.waistCentimeters = body.waistCentimeters ?? reading.value
        }
      }
      export.body[date] = body
    }
    export.foods = catalog.foods(source: source)
    export.rows = rows
    export.skipped = skipped
    export.files = files
    return export
  }
}
