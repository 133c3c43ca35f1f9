public import LarderModel

/// A weight on a day, in kilograms.
public struct WeightReading: Hashable, Sendable {
  /// The day of the weigh-in.
  public var date: CalendarDate
  /// The weight in kilograms.
  public var kilograms: Double

  /// Creates a reading.
  public init(date: CalendarDate, kilograms: Double) {
    self.date = date
    self.kilograms = kilograms
  }
}
