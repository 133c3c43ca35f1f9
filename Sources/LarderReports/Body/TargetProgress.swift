public import LarderModel

/// Progress toward the profile's target weight (seed 001, Body: Target Progress):
///
/// ```
/// Target Weight                 78.0 kg
/// Target Date              Jun 15, 2026
/// Difference                    -6.2 kg
/// Days remaining               134 days
/// Weekly reduction required    -0.32 kg
/// ```
public struct TargetProgress: Hashable, Sendable {
  /// The target weight in kilograms.
  public var targetKilograms: Double
  /// The date to reach it by, if set.
  public var targetDate: CalendarDate?
  /// Target minus current weight: negative when weight is to be lost.
  public var difference: Double
  /// Days from today to the target date; negative once it has passed.
  public var daysRemaining: Int?

  /// Creates progress from the current weight and today.
  public init(
    targetKilograms: Double, targetDate: CalendarDate?, currentKilograms: Double,
    today: CalendarDate
  ) {
    self.targetKilograms = targetKilograms
    self.targetDate = targetDate
    difference = targetKilograms - currentKilograms
    daysRemaining = targetDate.map { today.days(to: $0) }
  }

  /// The change needed per week to arrive on the target date: difference divided by the
  /// remaining weeks (days / 7); `nil` without a date or once it is today or past.
  public var weeklyChangeRequired: Double? {
    guard let daysRemaining, daysRemaining > 0 else { return nil }
    return difference / (Double(daysRemaining) / 7)
  }
}
