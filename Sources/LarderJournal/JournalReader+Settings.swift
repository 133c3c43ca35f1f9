import LarderModel
import LarderSyntax

extension JournalReader {
  static let settingsKeys = [
    "format", "day cutoff", "week start", "units", "author", "profile", "goals",
    "nutrient targets",
  ]
  static let profileKeys = [
    "name", "sex", "born", "height", "target weight", "target date", "motivation", "doctor",
    "nutritionist",
  ]

  /// Reads `larder.yaml` (FORMAT.md §4.1).
  func readSettings(_ file: inout FileReading) -> Settings {
    var settings = Settings()
    guard let root = file.rootMapping(describing: "larder.yaml") else {
      file.diagnostics.append(missingFormat(at: 0..<0))
      return settings
    }
    file.warnUnknownKeys(root, known: Self.settingsKeys, in: "larder.yaml")
    if let entry = root.entry(named: "format"), let value = entry.value {
      let range = value.range
      let written = file.requiredScalar(entry)?.value ?? file.text(range)
      // Digits, with one decimal point at most: `0x2`, `1e1` and `+2` are no version at all.
      let isPlain =
        written.first?.isNumber == true && written.last?.isNumber == true
        && written.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        && written.count(where: { $0 == "." }) <= 1
      let version = isPlain ? Double(written) : nil
      // Any version above this larder's, whole or not, may mean what this larder cannot
      // tell: `3.5` and `99999999999999999999` are newer, not merely badly written.
      if let version, version > Double(Settings.currentFormatVersion) {
        file.diagnostics.append(
          .error(
            "unsupported-format-version", range,
            "this journal uses format \(written), newer than this larder reads "
              + "(\(Settings.currentFormatVersion))",
            hint: "Update larder to read this journal; nothing was changed."))
      } else if let version, version == version.rounded(), version >= 1 {
        settings.formatVersion = Int(version)
      } else {
        file.diagnostics.append(
          .error(
            "bad-format-version", range,
            "format version \"\(written)\" is not a whole number from 1",
            hint: "Write `format: \(Settings.currentFormatVersion)`."))
      }
    } else if let entry = root.entry(named: "format") {
      _ = file.requiredScalar(entry)  // `format:` alone: "has no value"
    } else {
      file.diagnostics.append(missingFormat(at: root.entries.first?.key.range ?? 0..<0))
    }
    if let entry = root.entry(named: "day cutoff"),
      let time = file.parse(ClockTimeSyntax.self, entry),
      let cutoff = ClockTime(minutes: time.minutes)
    {
      settings.dayBoundary = DayBoundary(cutoff: cutoff)
    }
    if let entry = root.entry(named: "week start"), let scalar = file.scalar(entry) {
      switch Name.normalized(scalar.value) {
      case "sunday": settings.weekStart = .sunday
      case "monday": settings.weekStart = .monday
      default:
        file.diagnostics.append(
          .error(
            "bad-week-start", scalar.range,
            "week start \"\(scalar.value)\" is not sunday or monday",
            hint: "Write `week start: sunday` or `week start: monday`."))
      }
    }
    if let entry = root.entry(named: "units"), let scalar = file.scalar(entry) {
      if let units = Settings.DisplayUnits(rawValue: Name.normalized(scalar.value)) {
        settings.displayUnits = units
      } else {
        file.diagnostics.append(
          .error(
            "bad-units", scalar.range,
            "display units \"\(scalar.value)\" are not metric or imperial",
            hint: "Write `units: metric` or `units: imperial`."))
      }
    }
    if let entry = root.entry(named: "author") {
      settings.author = file.scalar(entry)?.value
    }
    if let entry = root.entry(named: "profile"), let profile = file.mapping(entry) {
      settings.profile = readProfile(profile, &file)
    }
    if let entry = root.entry(named: "goals"), let goals = file.mapping(entry) {
      settings.goals = readGoals(goals, &file)
    }
    if let entry = root.entry(named: "nutrient targets"), let targets = file.mapping(entry) {
      settings.nutrientTargets = readNutrientTargets(targets, &file)
    }
    return settings
  }

  private func missingFormat(at range: Range<Int>) -> Diagnostic {
    .error(
      "missing-format-version", range, "larder.yaml does not say its format version",
      hint: "Add `format: \(Settings.currentFormatVersion)` as its first line.")
  }

  private func readProfile(_ mapping: MappingSyntax, _ file: inout FileReading) -> Profile {
    file.warnUnknownKeys(mapping, known: Self.profileKeys, in: "the profile")
    var profile = Profile()
    for entry in mapping.entries {
      switch entry.normalizedName {
      case "name": profile.name = file.scalar(entry)?.value
      case "motivation": profile.motivation = file.scalar(entry)?.value
      case "doctor": profile.doctor = file.scalar(entry)?.value
      case "nutritionist": profile.nutritionist = file.scalar(entry)?.value
      case "height":
        profile.heightCentimeters = measurement(
          entry, &file, units: ["cm": 1, "m": 100, "in": 2.54], defaultUnit: "cm",
          plausible: 50...272)
      case "target weight":
        profile.targetWeightKilograms = measurement(
          entry, &file, units: ["kg": 1, "lb": 0.453_592_37], defaultUnit: "kg",
          plausible: 20...400)
      case "target date":
        if let date = file.parse(DateSyntax.self, entry) {
          profile.targetDate = CalendarDate(year: date.year, month: date.month, day: date.day)
        }
      case "born":
        if let date = file.parse(DateSyntax.self, entry) {
          profile.dateOfBirth = CalendarDate(year: date.year, month: date.month, day: date.day)
        }
      case "sex":
        guard let scalar = file.scalar(entry) else { break }
        if let sex = Profile.Sex(rawValue: Name.normalized(scalar.value)) {
          profile.sex = sex
        } else {
          file.diagnostics.append(
            .error(
              "bad-sex", scalar.range, "sex \"\(scalar.value)\" is not female or male",
              hint: "Write `sex: female` or `sex: male`, as the intake tables distinguish."))
        }
      default: break
      }
    }
    return profile
  }

  /// Reads `178 cm` or `172 lb` into the model's unit, reporting unknown units and absurd
  /// values.
  private func measurement(
    _ entry: MappingEntrySyntax, _ file: inout FileReading, units: [String: Double],
    defaultUnit: String, plausible: ClosedRange<Double>
  ) -> Double? {
    guard let scalar = file.scalar(entry) else { return nil }
    let words = scalar.value.split(separator: " ")
    guard (1...2).contains(words.count), let number = Double(words[0]) else {
      file.diagnostics.append(
        .error(
          "bad-quantity", scalar.range, "\"\(scalar.value)\" is not a number with a unit",
          hint: "Write it like `\(entry.name): 80 \(defaultUnit)`."))
      return nil
    }
    let unit = words.count == 2 ? Name.normalized(words[1]) : defaultUnit
    guard let factor = units[unit] else {
      file.diagnostics.append(
        .error(
          "unknown-unit", scalar.range, "unit \"\(words[1])\" does not fit \(entry.name)",
          hint: "Use one of \(units.keys.sorted().joined(separator: ", "))."))
      return nil
    }
    let value = number * factor
    guard plausible.contains(value) else {
      file.diagnostics.append(
        .error(
          "implausible-value", scalar.range, "\(entry.name) \"\(scalar.value)\" is not plausible",
          hint: "Check the number and its unit."))
      return nil
    }
    return value
  }

  private func readGoals(_ mapping: MappingSyntax, _ file: inout FileReading) -> GoalHistory {
    var changes: [GoalHistory.Change] = []
    for entry in mapping.entries {
      var keyDiagnostics: [Diagnostic] = []
      let keyBytes = Array(entry.name.utf8)
      guard
        let dateSyntax = DateSyntax.parse(
          keyBytes[...], at: entry.key.range.lowerBound, into: &keyDiagnostics),
        let date = CalendarDate(year: dateSyntax.year, month: dateSyntax.month, day: dateSyntax.day)
      else {
        file.diagnostics.append(
          .error(
            "bad-date", entry.key.range, "goal date \"\(entry.name)\" is not a date",
            hint: "Key each goal by the date it starts, such as `2026-11-21: 2000 kcal`."))
        continue
      }
      guard let goalSyntax = file.parse(GoalSyntax.self, entry) else { continue }
      let nutrients = goalSyntax.nutrients
      let goal = Goal(
        kcal: nutrients[.kcal]?.value, protein: nutrients[.protein]?.value,
        carbs: nutrients[.carbs]?.value, fat: nutrients[.fat]?.value,
        kind: goalSyntax.kind.flatMap { Goal.Kind(rawValue: $0.rawValue) })
      let valueRange = entry.value?.range ?? entry.key.range
      for issue in goal.issues {
        switch issue {
        case .kcalOutOfRange(let kcal):
          file.diagnostics.append(
            .error(
              "goal-out-of-range", nutrients[.kcal]?.range ?? valueRange,
              "calorie goal \"\(NumberSyntax.spelling(of: kcal, maxFractionDigits: 0)) kcal\" is outside 500–5,000 kcal",
              hint: "Set a daily goal between 500 and 5,000 kcal."))
        case .macroMismatch(let macroEnergy, let kcal):
          file.diagnostics.append(
            .warning(
              "goal-macro-mismatch", valueRange,
              "macros give \(NumberSyntax.spelling(of: macroEnergy, maxFractionDigits: 0)) kcal (4·P + 4·C + 9·F), more than 10 % "
                + "off the goal of \(NumberSyntax.spelling(of: kcal, maxFractionDigits: 0)) kcal",
              hint: "Adjust protein, carbs or fat so their energy is near the calorie goal."))
        }
      }
      if let last = changes.last, date <= last.date {
        file.diagnostics.append(
          .error(
            "goals-out-of-order", entry.key.range,
            "goal dated \"\(date.isoString)\" comes after one dated \"\(last.date.isoString)\"",
            hint: "List goals from the oldest to the newest date."))
        continue
      }
      changes.append(GoalHistory.Change(date: date, goal: goal))
    }
    return GoalHistory(changes)
  }

  /// Reads `nutrient targets:`, each value an optional life stage and a nutrient list:
  /// `2026-03-01: pregnant, 30 mg iron`.
  private func readNutrientTargets(_ mapping: MappingSyntax, _ file: inout FileReading)
    -> NutrientTargetHistory
  {
    var changes: [NutrientTargetHistory.Change] = []
    for entry in mapping.entries {
      guard let date = CalendarDate(iso: entry.name) else {
        file.diagnostics.append(
          .error(
            "bad-date", entry.key.range, "nutrient target date \"\(entry.name)\" is not a date",
            hint: "Key each change by the date it starts, such as `2026-11-21: 18 mg iron`."))
        continue
      }
      guard let scalar = file.scalar(entry) else { continue }
      var change = NutrientTargetHistory.Change(date: date)
      var rest = Substring(scalar.value)
      for stage in [NutrientTargetHistory.LifeStage.pregnant, .lactating]
      where rest.lowercased().hasPrefix(stage.rawValue) {
        change.lifeStage = stage
        rest = rest.dropFirst(stage.rawValue.count)
        rest = rest.drop { $0 == "," || $0 == " " }
      }
      if !rest.isEmpty {
        let offset = scalar.range.lowerBound + scalar.value.utf8.count - rest.utf8.count
        var diagnostics: [Diagnostic] = []
        if let list = NutrientListSyntax.parse(String(rest), at: offset, into: &diagnostics) {
          change.amounts = Self.givenNutrients(list, problems: &diagnostics)
        }
        file.diagnostics += diagnostics
      }
      if let last = changes.last, date <= last.date {
        file.diagnostics.append(
          .error(
            "goals-out-of-order", entry.key.range,
            "nutrient targets dated \"\(date.isoString)\" come after ones dated "
              + "\"\(last.date.isoString)\"",
            hint: "List nutrient targets from the oldest to the newest date."))
        continue
      }
      changes.append(change)
    }
    return NutrientTargetHistory(changes)
  }
}
