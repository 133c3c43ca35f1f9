public import LarderModel

/// A daily calorie goal that follows the expenditure estimate (`larder goals suggest`): what
/// to eat to move toward the profile's target weight by its date, no faster than is safe.
///
/// ```
/// goal = expenditure + energy density × weekly change / 7
/// ```
///
/// - The weekly change asked for is the difference to the target over the weeks left.
/// - It is held to `safeWeeklyShare` of body weight a week (about 1 %), and to a quarter of
///   what remains to the target (`finalStretchWeeks`), so the last kilograms come off gently
///   instead of at full speed into the target.
/// - Without a target date, or once it has passed, the safe rate itself is used; within
///   `atTargetKilograms` of the target, or without a target, the goal is to maintain.
/// - The goal is never under `minimumKcal`, rounded to 10 kcal.
public struct CalorieGoalSuggestion: Hashable, Sendable {
  /// Why the weekly change is what it is.
  public enum Pace: Hashable, Sendable {
    /// No target weight in the profile: maintain.
    case noTarget
    /// Within `atTargetKilograms` of the target: maintain.
    case atTarget
    /// The change the target date asks for, within the safe limits.
    case onSchedule
    /// The target date asks for more than the safe limit; the limit is used.
    case heldToSafeRate
    /// No target date, or it has passed; the safe limit is used.
    case noDate
  }

  /// The largest share of body weight to lose or gain in a week.
  public static let safeWeeklyShare = 0.01
  /// The remaining difference is to take at least this many weeks.
  public static let finalStretchWeeks = 4.0
  /// Closer than this to the target is being there, in kilograms.
  public static let atTargetKilograms = 0.5
  /// The lowest goal suggested; below it a diet needs a doctor's care.
  public static let minimumKcal = 1_200.0

  /// The estimated daily expenditure the goal starts from.
  public var expenditure: Double
  /// The current weight (the estimate's line on its last day), in kilograms.
  public var currentKilograms: Double
  /// The profile's target weight.
  public var targetKilograms: Double?
  /// The profile's target date.
  public var targetDate: CalendarDate?
  /// Days from today to the target date.
  public var daysRemaining: Int?
  /// The weekly change the target date asks for, in kilograms; `nil` without a date ahead.
  public var requiredWeeklyChange: Double?
  /// The most a week may change: the lesser of the safe share of body weight and a quarter of
  /// the difference, in kilograms (positive).
  public var safeWeeklyChange: Double
  /// The weekly change the goal aims at, in kilograms: negative to lose.
  public var weeklyChange: Double
  /// Why the weekly change is what it is.
  public var pace: Pace
  /// The goal before rounding and the floor, in kcal.
  public var exactKcal: Double
  /// The suggested goal, rounded to 10 kcal and at least `minimumKcal`.
  public var kcal: Double
  /// Whether the floor raised the goal.
  public var isAtFloor: Bool

  /// The energy a day of the weekly change stores or releases, in kcal.
  public var dailyBalance: Double { EnergyEstimate.energyDensity * weeklyChange / 7 }

  /// The goal's kind: deficit, maintenance or surplus.
  public var kind: Goal.Kind {
    weeklyChange < 0 ? .deficit : weeklyChange > 0 ? .surplus : .maintenance
  }

  /// Suggests a goal from an expenditure, the current weight and the profile, as of `today`.
  public init(
    expenditure: Double, currentKilograms: Double, profile: Profile, today: CalendarDate
  ) {
    self.expenditure = expenditure
    self.currentKilograms = currentKilograms
    targetKilograms = profile.targetWeightKilograms
    targetDate = profile.targetDate
    daysRemaining = profile.targetDate.map { today.days(to: $0) }
    let difference = (profile.targetWeightKilograms ?? currentKilograms) - currentKilograms
    safeWeeklyChange = min(
      Self.safeWeeklyShare * currentKilograms, abs(difference) / Self.finalStretchWeeks)
    if let daysRemaining, daysRemaining > 0 {
      requiredWeeklyChange = difference / (Double(daysRemaining) / 7)
    }
    let direction: Double = difference < 0 ? -1 : 1
    if profile.targetWeightKilograms == nil {
      pace = .noTarget
      weeklyChange = 0
    } else if abs(difference) <= Self.atTargetKilograms {
      pace = .atTarget
      weeklyChange = 0
    } else if let requiredWeeklyChange {
      let held = abs(requiredWeeklyChange) > safeWeeklyChange
      pace = held ? .heldToSafeRate : .onSchedule
      weeklyChange = held ? direction * safeWeeklyChange : requiredWeeklyChange
    } else {
      pace = .noDate
      weeklyChange = direction * safeWeeklyChange
    }
    exactKcal = expenditure + EnergyEstimate.energyDensity * weeklyChange / 7
    let rounded = (exactKcal / 10).rounded() * 10
    isAtFloor = rounded < Self.minimumKcal
    kcal = max(rounded, Self.minimumKcal)
  }
}
