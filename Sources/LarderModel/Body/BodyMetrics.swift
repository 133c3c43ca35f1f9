/// One day's body measurements, a line of `body/YYYY.yaml`:
///
/// ```
/// 2026-11-20: weight 84.6 kg, fat 23.4 %, waist 93 cm, steps 9120
/// ```
///
/// Values are stored metric; pounds and inches are converted on reading and for display.
public struct BodyMetrics: Hashable, Sendable {
  /// The day measured.
  public var date: CalendarDate
  /// Body weight in kilograms.
  public var weightKilograms: Double?
  /// Body fat in percent, 2 to 75.
  public var bodyFatPercent: Double?
  /// Lean mass in kilograms.
  public var leanKilograms: Double?
  /// Waist circumference in centimetres.
  public var waistCentimeters: Double?
  /// Steps walked.
  public var steps: Int?
  /// Active energy in kcal.
  public var activeKcal: Double?

  /// Creates a measurement.
  public init(
    date: CalendarDate, weightKilograms: Double? = nil, bodyFatPercent: Double? = nil,
    leanKilograms: Double? = nil, waistCentimeters: Double? = nil, steps: Int? = nil,
    activeKcal: Double? = nil
  ) {
    self.date = date
    self.weightKilograms = weightKilograms
    self.bodyFatPercent = bodyFatPercent
    self.leanKilograms = leanKilograms
    self.waistCentimeters = waistCentimeters
    self.steps = steps
    self.activeKcal = activeKcal
  }

  /// Kilograms in one avoirdupois pound.
  public static let kilogramsPerPound = 0.453_592_37

  /// Centimetres in one inch.
  public static let centimetersPerInch = 2.54

  /// The valid body-fat percentages (FORMAT.md §3.7).
  public static let bodyFatRange = 2.0...75.0

  /// Kilograms in `pounds`.
  public static func kilograms(pounds: Double) -> Double { pounds * kilogramsPerPound }

  /// Pounds in `kilograms`.
  public static func pounds(kilograms: Double) -> Double { kilograms / kilogramsPerPound }

  /// Centimetres in `inches`.
  public static func centimeters(inches: Double) -> Double { inches * centimetersPerInch }

  /// Inches in `centimeters`.
  public static func inches(centimeters: Double) -> Double { centimeters / centimetersPerInch }

  /// Body weight in pounds.
  public var weightPounds: Double? { weightKilograms.map { Self.pounds(kilograms: $0) } }

  /// Lean mass in pounds.
  public var leanPounds: Double? { leanKilograms.map { Self.pounds(kilograms: $0) } }

  /// Waist circumference in inches.
  public var waistInches: Double? { waistCentimeters.map { Self.inches(centimeters: $0) } }

  /// Whether no value is recorded.
  public var isEmpty: Bool {
    weightKilograms == nil && bodyFatPercent == nil && leanKilograms == nil
      && waistCentimeters == nil && steps == nil && activeKcal == nil
  }
}
