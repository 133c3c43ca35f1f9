/// The `profile:` block of `larder.yaml`:
///
/// ```
/// profile:
///   name: Alex
///   sex: male
///   born: 1988-04-02
///   height: 178 cm
///   target weight: 78 kg
///   target date: 2027-06-15
///   motivation: Run a half marathon in spring.
///   doctor: Dr. Maria Keller
///   nutritionist: Sam Okafor
/// ```
public struct Profile: Hashable, Sendable {
  /// The sex the Dietary Reference Intakes distinguish.
  public enum Sex: String, Hashable, Sendable, CaseIterable {
    /// Female.
    case female
    /// Male.
    case male
  }

  /// The person's name.
  public var name: String?
  /// The person's sex, for the recommended intakes; `nil` when not given.
  public var sex: Sex?
  /// The person's date of birth, for the recommended intakes of their age.
  public var dateOfBirth: CalendarDate?
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
    nutritionist: String? = nil, sex: Sex? = nil, dateOfBirth: CalendarDate? = nil
  ) {
    self.name = name
    self.sex = sex
    self.dateOfBirth = dateOfBirth
    self.heightCentimeters = heightCentimeters
    self.targetWeightKilograms = targetWeightKilograms
    self.targetDate = targetDate
    self.motivation = motivation
    self.doctor = doctor
    self.nutritionist = nutritionist
  }
}

extension Profile {
  /// The person's age in whole years on `date`; `nil` without a date of birth or before it.
  public func age(on date: CalendarDate) -> Int? {
    guard let birth = dateOfBirth, birth <= date else { return nil }
    let hadBirthday = (date.month, date.day) >= (birth.month, birth.day)
    return date.year - birth.year - (hadBirthday ? 0 : 1)
  }
}
