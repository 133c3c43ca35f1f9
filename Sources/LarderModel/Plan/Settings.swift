/// The settings of `larder.yaml`:
///
/// ```
/// format: 1
/// day cutoff: 04:00
/// week start: sunday
/// units: metric
/// author: Alex Doe <alex@example.com>
/// ```
public struct Settings: Hashable, Sendable {
  /// Which units reports show.
  public enum DisplayUnits: String, Hashable, Sendable, CaseIterable {
    /// Kilograms, centimetres, millilitres.
    case metric
    /// Pounds, inches, fluid ounces.
    case imperial
  }

  /// The format version this model reads and writes.
  public static let currentFormatVersion = 1

  /// The journal's format version (`format: 1`).
  public var formatVersion: Int
  /// When a journal day starts (`day cutoff: 04:00`).
  public var dayBoundary: DayBoundary
  /// The first day of a week (`week start: sunday`): Sunday or Monday.
  public var weekStart: Weekday
  /// Display units (`units: metric`).
  public var displayUnits: DisplayUnits
  /// The commit author, `Alex Doe <alex@example.com>`.
  public var author: String?
  /// The person and their care team.
  public var profile: Profile
  /// The dated goals.
  public var goals: GoalHistory
  /// The dated life stages and personal nutrient targets (`nutrient targets:`).
  public var nutrientTargets: NutrientTargetHistory

  /// Creates settings; every value has the default of FORMAT.md §4.1.
  public init(
    formatVersion: Int = Settings.currentFormatVersion, dayBoundary: DayBoundary = .standard,
    weekStart: Weekday = .sunday, displayUnits: DisplayUnits = .metric, author: String? = nil,
    profile: Profile = Profile(), goals: GoalHistory = GoalHistory(),
    nutrientTargets: NutrientTargetHistory = NutrientTargetHistory()
  ) {
    self.nutrientTargets = nutrientTargets
    self.formatVersion = formatVersion
    self.dayBoundary = dayBoundary
    self.weekStart = weekStart
    self.displayUnits = displayUnits
    self.author = author
    self.profile = profile
    self.goals = goals
  }
}
