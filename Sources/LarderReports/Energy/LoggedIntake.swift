public import LarderModel

/// What one day file says about the food eaten that day, as the energy estimate reads it: the
/// energy logged, how many entries, and the day's `intake:` marker.
public struct LoggedIntake: Hashable, Sendable {
  /// The energy of the day's entries, in kcal.
  public var kcal: Double
  /// The meal entries that are not components.
  public var entryCount: Int
  /// The day's `intake:` marker, when it has one.
  public var marker: DayIntake?

  /// Creates a day's intake.
  public init(kcal: Double, entryCount: Int, marker: DayIntake? = nil) {
    self.kcal = kcal
    self.entryCount = entryCount
    self.marker = marker
  }

  /// The intake of `day`, its entries added up with the library of `journal`
  /// (`DayTotals.eaten(in:library:)`).
  public init(day: Day, journal: Journal) {
    let eaten = DayTotals.eaten(in: day, library: journal.library)
    self.init(kcal: eaten.nutrients.kcal, entryCount: eaten.entryCount, marker: day.intake)
  }
}
