public import LarderModel

/// What another app's diary export holds, ready to be logged: entries by day with their
/// nutrition, activity, body metrics, and the foods seen. `LarderWorkspace` decides which days
/// are new, which are already in the journal and which conflict.
public struct DiaryExport: Sendable {
  /// One line to log in a meal slot: a food (or a meal's totals) with its amount and the
  /// nutrition the export gave for it.
  public struct Entry: Hashable, Sendable {
    /// The meal as the export names it (`Breakfast`, `Snacks`, `Uncategorized`).
    public var meal: String
    /// The time logged, when the export has one.
    public var time: ClockTime?
    /// What was eaten: a food's name, or free text such as `MyFitnessPal breakfast`.
    public var what: String
    /// How much, with its unit (`4 medium`, `150 g`); nil for one serving.
    public var amount: Amount?
    /// The nutrition of this amount: the entry's snapshot.
    public var nutrients: Nutrients
    /// Text kept as the entry's comment: the amount as the export wrote it when it differs,
    /// a note.
    public var comment: String?

    /// Creates an entry.
    public init(
      meal: String, time: ClockTime?, what: String, amount: Amount?,
      nutrients: Nutrients, comment: String?
    ) {
      self.meal = meal
      self.time = time
      self.what = what
      self.amount = amount
      self.nutrients = nutrients
      self.comment = comment
    }
  }

  /// An amount and its unit: a fixed unit (`g`, `cup`) or a measure of the food (`medium`).
  public struct Amount: Hashable, Sendable {
    /// How many.
    public var number: Double
    /// Of what.
    public var unit: String

    /// Creates an amount.
    public init(_ number: Double, _ unit: String) {
      self.number = number
      self.unit = unit
    }
  }

  /// An exercise, logged under `activity:`.
  public struct Activity: Hashable, Sendable {
    /// The time, when the export has one.
    public var time: ClockTime?
    /// The exercise's name.
    public var name: String
    /// How long, in minutes.
    public var minutes: Double
    /// The energy burned, when known.
    public var kcal: Double?

    /// Creates an activity.
    public init(time: ClockTime?, name: String, minutes: Double, kcal: Double?) {
      self.time = time
      self.name = name
      self.minutes = minutes
      self.kcal = kcal
    }
  }

  /// What one day holds.
  public struct Day: Hashable, Sendable {
    /// The meal entries, in the export's order.
    public var entries: [Entry] = []
    /// The exercises.
    public var activity: [Activity] = []
  }

  /// The diary by day.
  public internal(set) var days: [CalendarDate: Day] = [:]
  /// Body metrics by day, in metric units.
  public internal(set) var body: [CalendarDate: BodyMetrics] = [:]
  /// The foods seen, each with the measures its entries use, nutrition per serving.
  public internal(set) var foods: [Food] = []
  /// Data rows read, over all files.
  public internal(set) var rows = 0
  /// Rows left out, by the reason: `"Blood Glucose (not a body metric)": 91`.
  public internal(set) var skipped: [String: Int] = [:]
  /// The files read.
  public internal(set) var files: [String] = []
}
