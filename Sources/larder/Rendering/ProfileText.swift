import LarderWorkspace

/// `larder profile` as text and JSON.
///
/// ```
/// Name            Alex
/// Height          178 cm
/// Target weight   78 kg by 2027-06-15
/// ```
enum ProfileText {
  static func render(_ profile: Profile) -> String {
    var rows: [(String, String)] = []
    if let name = profile.name { rows.append(("Name", name)) }
    if let sex = profile.sex { rows.append(("Sex", sex.rawValue)) }
    if let born = profile.dateOfBirth { rows.append(("Born", born.isoString)) }
    if let height = profile.heightCentimeters {
      rows.append(("Height", Display.number(height) + " cm"))
    }
    if let target = profile.targetWeightKilograms {
      let date = profile.targetDate.map { " by \($0.isoString)" } ?? ""
      rows.append(("Target weight", Display.number(target) + " kg" + date))
    }
    if let motivation = profile.motivation { rows.append(("Motivation", motivation)) }
    if let doctor = profile.doctor { rows.append(("Doctor", doctor)) }
    if let nutritionist = profile.nutritionist { rows.append(("Nutritionist", nutritionist)) }
    guard !rows.isEmpty else {
      return "No profile yet: `larder profile set height 178 cm` starts one.\n"
    }
    return rows.map { label, value in
      label + String(repeating: " ", count: 16 - label.count) + value
    }.joined(separator: "\n") + "\n"
  }

  struct Output: JSONReport {
    static let schemaVersion = 1
    var name: String?
    var sex: String?
    var born: String?
    var heightCm: Double?
    var targetWeightKg: Double?
    var targetDate: String?
    var motivation: String?
    var doctor: String?
    var nutritionist: String?
  }

  static func json(_ profile: Profile) -> String {
    JSONOutput.encode(
      Output(
        name: profile.name, sex: profile.sex?.rawValue, born: profile.dateOfBirth?.isoString,
        heightCm: profile.heightCentimeters,
        targetWeightKg: profile.targetWeightKilograms, targetDate: profile.targetDate?.isoString,
        motivation: profile.motivation, doctor: profile.doctor,
        nutritionist: profile.nutritionist))
  }
}
