/// The `profile:` block of `larder.yaml`:
///
/// ```
/// profile:
///   name: Alex
///   height: 178 cm
///   target weight: 78 kg
///   target date: 2027-06-15
///   motivation: Run a half marathon in spring.
///   doctor: Dr. Maria Keller
///   nutritionist: Sam Okafor
/// ```
public struct Profile: Hashable, Sendable {
  /// The person's name.
  public var name: String?
  /// Height in centimetres.
  public var heightCentimeters: Double?
  /// Target weight in kilograms.
  public var targetWeightKilograms: Double?
  /// The date the target weight should be reached.
  public var targetDate: CalendarDate?
  /// Why the person keeps the journal.
  public var motivation: String?
  /// The doctor's name.
  public var doctor: String?
  /// The nutritionist's name.
  public var nutritionist: String?

  /// Creates a profile; every field is optional.
  public init(
    name: String? = nil, heightCentimeters: Double? = nil, targetWeightKilograms: Double? = nil,
    targetDate: CalendarDate? = nil, motivation: String? = nil, doctor: String? = nil,
    nutritionist: String? = nil
  ) {
    self.name = name
    self.heightCentimeters = heightCentimeters
    self.targetWeightKilograms = targetWeightKilograms
    self.targetDate = targetDate
    self.motivation = motivation
    self.doctor = doctor
    self.nutritionist = nutritionist
  }
}
