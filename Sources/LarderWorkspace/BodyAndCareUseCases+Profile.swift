import FoundationEssentials
public import LarderJournal
public import LarderModel
import LarderSyntax

extension BodyAndCareUseCases {
  /// `larder profile set FIELD VALUE…`: sets a profile field in `larder.yaml`, one commit.
  ///
  /// - `height 178 [cm|m|in]`: written in cm.
  /// - `target 78 [kg|lb] [by 2027-06-15]`: the target weight in kg, and its date, which
  ///   must be after today.
  /// - `motivation TEXT`, `doctor NAME`, `nutritionist NAME`, `name NAME`: the text as given.
  /// - `sex female|male`, `born 1990-04-02`: for the recommended nutrient intakes; the date
  ///   of birth must be before today.
  public func setProfile(
    _ words: [String], today: CalendarDate, noCommit: Bool
  ) throws(JournalEditError) -> WriteOutcome {
    let fields = try Self.profileFields(words, today: today)
    let summary = fields.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return try writing(message: "profile set: \(summary)", noCommit: noCommit) {
      session throws(JournalEditError) in
      let bytes = try Self.logged { () throws(WorkspaceError) in
        try session.read("larder.yaml").bytes
      }
      let edited = try ProfileEditor.setting(fields, in: bytes ?? [])
      try Self.logged { () throws(WorkspaceError) in
        try session.replace("larder.yaml", with: edited)
      }
    }
  }

  /// The `larder.yaml` profile fields `words` set.
  static func profileFields(_ words: [String], today: CalendarDate) throws(JournalEditError)
    -> [(key: String, value: String)]
  {
    let hint =
      "Write `height 178 cm`, `target 78 kg by 2027-06-15`, `motivation TEXT`, "
      + "`doctor NAME`, `nutritionist NAME`, `name NAME`, `sex female|male` or "
      + "`born 1990-04-02`."
    guard let field = words.first?.lowercased() else {
      throw JournalEditError("nothing to set", hint: hint)
    }
    let rest = Array(words.dropFirst())
    let text = rest.joined(separator: " ").trimmingSpaces
    switch field {
    case "name", "motivation", "doctor", "nutritionist":
      guard !text.isEmpty, !text.contains(where: \.isNewline) else {
        throw JournalEditError("\(field) needs a text on one line", hint: "Write `\(field) TEXT`.")
      }
      return [(field, text)]
    case "sex":
      guard let sex = Profile.Sex(rawValue: text.lowercased()) else {
        throw JournalEditError(
          "sex \"\(text)\" is not female or male",
          hint: "Write `sex female` or `sex male`, as the intake tables distinguish.")
      }
      return [("sex", sex.rawValue)]
    case "born":
      guard let date = DateExpression(text)?.resolve(today: today) else {
        throw JournalEditError("\"\(text)\" is not a date", hint: "Write it as 1990-04-02.")
      }
      guard date < today else {
        throw JournalEditError(
          "the date of birth \(date.isoString) is not before today",
          hint: "Give the date of birth, such as 1990-04-02.")
      }
      return [("born", date.isoString)]
    case "height":
      let centimeters = try measurement(
        rest, of: "height", units: ["cm": 1, "m": 100, "in": 2.54], plausible: 50...272,
        example: "178 cm")
      return [("height", NumberSyntax.spelling(of: centimeters, maxFractionDigits: 1) + " cm")]
    case "target":
      let parts = rest.split { $0.lowercased() == "by" }
      let kilograms = try measurement(
        Array(parts.first ?? []), of: "target", units: ["kg": 1, "lb": 0.453_592_37],
        plausible: 20...400, example: "78 kg by 2027-06-15")
      var fields = [("target weight", NumberSyntax.spelling(of: kilograms) + " kg")]
      if parts.count == 2 {
        let dateText = parts[1].joined(separator: " ")
        guard let date = DateExpression(dateText)?.resolve(today: today) else {
          throw JournalEditError("\"\(dateText)\" is not a date", hint: "Write it as 2027-06-15.")
        }
        guard date > today else {
          throw JournalEditError(
            "the target date \(date.isoString) is not after today",
            hint: "Give a date in the future.")
        }
        fields.append(("target date", date.isoString))
      } else if parts.count > 2 {
        throw JournalEditError("\"by\" is given twice", hint: "Write `target 78 kg by 2027-06-15`.")
      }
      return fields
    default:
      throw JournalEditError("\"\(field)\" is not a profile field", hint: hint)
    }
  }

  private static func measurement(
    _ words: [String], of field: String, units: [String: Double],
    plausible: ClosedRange<Double>, example: String
  ) throws(JournalEditError) -> Double {
    var words = words
    if words.count == 1, let split = words[0].firstIndex(where: { $0.isLetter }),
      split != words[0].startIndex
    {
      words = [String(words[0][..<split]), String(words[0][split...])]
    }
    guard (1...2).contains(words.count), let number = Double(words[0]), number.isFinite else {
      throw JournalEditError("\(field) needs a number", hint: "Write `\(field) \(example)`.")
    }
    let unit = words.count == 2 ? words[1].lowercased() : units.first { $0.value == 1 }!.key
    guard let factor = units[unit] else {
      throw JournalEditError(
        "\"\(words[1])\" is not a unit of \(field)",
        hint: "Use \(units.keys.sorted().joined(separator: ", ")).")
    }
    let value = number * factor
    guard plausible.contains(value) else {
      throw JournalEditError(
        "\(field) \(words.joined(separator: " ")) is not plausible",
        hint: "Check the number and its unit.")
    }
    return value
  }
}
