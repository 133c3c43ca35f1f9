public import LarderModel

/// The body metrics of an Apple Health export, one value per day and metric, read in a single
/// streaming pass (memory stays flat whatever the file's size) from `export.xml` or straight
/// from the `export.zip` the Health app writes.
///
/// - Body mass, lean body mass (kg, lb, g) and waist circumference (cm, m, in, ft): the first
///   reading of the day.
/// - Body fat percentage: stored as a fraction (`0.161`), written as 16.1 %.
/// - Steps (count) and active energy (kcal, `Cal`, kJ): summed per day and source; the
///   iPhone and the Watch count the same steps, so the day takes the source with the highest
///   total rather than adding sources together.
/// - Each record belongs to the date written in its `startDate`, which carries the phone's
///   UTC offset at the time: the record's own local day.
/// - Records dated after today are skipped and counted; so are absurd ones (a weight of
///   900 kg, a date before 1900, a number that is not one, a unit that does not fit).
public struct AppleHealthImport: Sendable {
  /// How many records were used and skipped.
  public struct Counts: Hashable, Sendable {
    /// Records of the six types read.
    public var records = 0
    /// Records dated after today.
    public var future = 0
    /// Records with an absurd value, date or unit.
    public var absurd = 0
  }

  /// The metrics by day.
  public private(set) var days: [CalendarDate: BodyMetrics] = [:]
  /// What was read and skipped.
  public private(set) var counts = Counts()

  static let types: [String: Kind] = [
    "HKQuantityTypeIdentifierBodyMass": .weight,
    "HKQuantityTypeIdentifierBodyFatPercentage": .fat,
    "HKQuantityTypeIdentifierLeanBodyMass": .lean,
    "HKQuantityTypeIdentifierWaistCircumference": .waist,
    "HKQuantityTypeIdentifierStepCount": .steps,
    "HKQuantityTypeIdentifierActiveEnergyBurned": .active,
  ]

  enum Kind { case weight, fat, lean, waist, steps, active }

  /// Reads the export at `path`: `export.xml`, or `export.zip` with the `export.xml` inside
  /// it inflated as it is read. Throws for a file that is not an Apple Health export (another
  /// XML document, a zip without `export.xml`), a damaged archive, or an export that ends
  /// before `</HealthData>`.
  public static func read(path: String, today: CalendarDate) throws(ImportError)
    -> AppleHealthImport
  {
    var result = AppleHealthImport()
    var first: [Kind: [CalendarDate: (time: String, value: Double)]] = [:]
    var sums: [Kind: [CalendarDate: [String: Double]]] = [:]
    let outline = try AppleHealthReader.read(path: path, types: Set(types.keys)) {
      record throws(ImportError) in
      result.counts.records += 1
      let attributes = record.attributes
      guard let kind = attributes["type"].flatMap({ types[$0] }),
        let start = attributes["startDate"], let date = CalendarDate(iso: start.prefix(10)),
        date.year >= 1900
      else {
        result.counts.absurd += 1
        return
      }
      guard date <= today else {
        result.counts.future += 1
        return
      }
      guard let text = attributes["value"], let number = Double(text), number.isFinite,
        let value = convert(number, unit: attributes["unit"] ?? "", kind: kind),
        plausible(value, kind)
      else {
        result.counts.absurd += 1
        return
      }
      switch kind {
      case .steps, .active:
        sums[kind, default: [:]][date, default: [:]][attributes["sourceName"] ?? "", default: 0] +=
          value
      default:
        let time = String(start.dropFirst(11).prefix(8))
        if let earlier = first[kind]?[date], earlier.time <= time { return }
        first[kind, default: [:]][date] = (time, value)
      }
    }
    guard outline.isHealthData else {
      throw ImportError(
        "\"\(path)\" is not an Apple Health export"
          + (outline.firstElement.map { ": its first element is <\($0)>" } ?? ""),
        hint: AppleHealthReader.notAnExportHint)
    }
    guard outline.isComplete else {
      throw ImportError(
        "\"\(path)\" ends before </HealthData>: the export is truncated",
        hint: "Export again from the Health app and copy the whole file; nothing was imported.")
    }
    for (kind, byDay) in first {
      for (date, reading) in byDay { result.set(kind, reading.value, on: date) }
    }
    for (kind, byDay) in sums {
      for (date, bySource) in byDay {
        let total = bySource.values.max() ?? 0
        guard plausible(total, kind) else {
          result.counts.absurd += 1
          continue
        }
        result.set(kind, total.rounded(), on: date)
      }
    }
    return result
  }

  private mutating func set(_ kind: Kind, _ value: Double, on date: CalendarDate) {
    var metrics = days[date] ?? BodyMetrics(date: date)
    switch kind {
    case .weight: metrics.weightKilograms = value
    case .fat: metrics.bodyFatPercent = value
    case .lean: metrics.leanKilograms = value
    case .waist: metrics.waistCentimeters = value
    case .steps: metrics.steps = Int(value)
    case .active: metrics.activeKcal = value
    }
    days[date] = metrics
  }

  /// `number` in `unit` as kg, %, cm, steps or kcal; nil for a unit that does not fit.
  static func convert(_ number: Double, unit: String, kind: Kind) -> Double? {
    switch (kind, unit) {
    case (.weight, "kg"), (.lean, "kg"): number
    case (.weight, "lb"), (.lean, "lb"): BodyMetrics.kilograms(pounds: number)
    case (.weight, "g"), (.lean, "g"): number / 1000
    case (.fat, "%"), (.fat, ""): number <= 1 ? number * 100 : nil
    case (.waist, "cm"): number
    case (.waist, "m"): number * 100
    case (.waist, "in"): BodyMetrics.centimeters(inches: number)
    case (.waist, "ft"): BodyMetrics.centimeters(inches: number * 12)
    case (.steps, "count"), (.steps, ""): number
    case (.active, "kcal"), (.active, "Cal"): number
    case (.active, "kJ"): number / 4.184
    default: nil
    }
  }

  /// The ranges `larder check` accepts (FORMAT.md §3.7); a day's steps or energy total too.
  static func plausible(_ value: Double, _ kind: Kind) -> Bool {
    switch kind {
    case .weight: (20...400).contains(value)
    case .fat: BodyMetrics.bodyFatRange.contains(value)
    case .lean: (10...300).contains(value)
    case .waist: (30...250).contains(value)
    case .steps: (0...150_000).contains(value)
    case .active: (0...10_000).contains(value)
    }
  }
}
