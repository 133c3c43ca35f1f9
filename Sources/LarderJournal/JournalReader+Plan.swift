import LarderModel
import LarderSyntax

extension JournalReader {
  static let categoryKeys = ["unit", "target", "enabled", "activity", "score"]
  static let scoreKeys = [
    "weight", "under penalty", "under soft limit", "over penalty", "over soft limit", "curve",
    "cap over",
  ]
  static let compensationKeys = ["offset by", "ratio", "max offset"]
  static let unitKeys = ["symbol", "decimals", "enabled"]

  /// Reads `units.yaml` (FORMAT.md §4.4).
  func readUnits(_ file: inout FileReading) -> [CategoryUnit]? {
    guard let root = file.rootMapping(describing: "units.yaml") else { return nil }
    file.warnUnknownKeys(root, known: ["units"], in: "units.yaml")
    guard let entry = root.entry(named: "units"), let units = file.mapping(entry) else {
      return nil
    }
    var result: [CategoryUnit] = []
    for entry in units.entries {
      var unit = CategoryUnit(name: Name(entry.name), symbol: entry.name)
      if let fields = file.mapping(entry) {
        file.warnUnknownKeys(fields, known: Self.unitKeys, in: "unit \"\(entry.name)\"")
        for field in fields.entries {
          switch field.normalizedName {
          case "symbol": if let text = file.requiredText(field) { unit.symbol = text }
          case "decimals": if let flag = file.flag(field) { unit.allowsDecimals = flag }
          case "enabled": if let flag = file.flag(field) { unit.isEnabled = flag }
          default: break
          }
        }
      }
      result.append(unit)
    }
    return result
  }

  /// Reads `meals.yaml` (FORMAT.md §4.3).
  func readMeals(_ file: inout FileReading) -> [MealSlot]? {
    guard let root = file.rootMapping(describing: "meals.yaml") else { return nil }
    file.warnUnknownKeys(root, known: ["meals"], in: "meals.yaml")
    guard let entry = root.entry(named: "meals"), let meals = file.mapping(entry) else {
      return nil
    }
    var slots: [MealSlot] = []
    for entry in meals.entries {
      if Self.reservedDayKeys.contains(entry.normalizedName) {
        file.diagnostics.append(
          .error(
            "reserved-meal-name", entry.key.range,
            "\"\(entry.name)\" cannot name a meal slot: day files use it for something else",
            hint: "Choose another name for this slot."))
        continue
      }
      var slot = MealSlot(name: Name(entry.name), window: nil)
      if entry.value != nil, let window = file.parse(MealWindowSyntax.self, entry) {
        slot.isManual = window.isManual
        if let start = window.start, let end = window.end,
          let startTime = ClockTime(minutes: start.minutes),
          let endTime = ClockTime(minutes: end.minutes)
        {
          slot.window = MealWindow(start: startTime, end: endTime)
        }
      } else if entry.value == nil {
        slot.isManual = true
      }
      slots.append(slot)
    }
    return slots
  }

  /// Reads `categories.yaml` (FORMAT.md §4.2).
  func readCategories(_ file: inout FileReading, units: [CategoryUnit]) -> (
    [Category]?, [CompensationRule]?
  ) {
    guard let root = file.rootMapping(describing: "categories.yaml") else { return (nil, nil) }
    file.warnUnknownKeys(root, known: ["categories", "compensation"], in: "categories.yaml")
    var categories: [Category]?
    if let entry = root.entry(named: "categories"), let mapping = file.mapping(entry) {
      categories = mapping.entries.compactMap { readCategory($0, &file, units: units) }
      let activities = (categories ?? []).filter(\.isActivity)
      if activities.count > 1,
        let second = mapping.entries.first(where: {
          Name($0.name) == activities[1].name
        })
      {
        file.diagnostics.append(
          .error(
            "duplicate-activity-category", second.key.range,
            "more than one category counts activity minutes",
            hint: "Keep `activity: yes` on one category only."))
      }
    }
    var rules: [CompensationRule]?
    if let entry = root.entry(named: "compensation"), let mapping = file.mapping(entry) {
      let known = (categories ?? Category.defaults).map(\.name)
      rules = mapping.entries.compactMap { readCompensation($0, &file, categories: known) }
    }
    return (categories, rules)
  }

  private func readCategory(
    _ entry: MappingEntrySyntax, _ file: inout FileReading, units: [CategoryUnit]
  ) -> Category? {
    guard let fields = file.mapping(entry) else {
      file.diagnostics.append(
        .error(
          "missing-target", entry.key.range, "category \"\(entry.name)\" has no target",
          hint: "Add `target: at least 3` (or exactly, at most, `1 to 2`) under it."))
      return nil
    }
    file.warnUnknownKeys(fields, known: Self.categoryKeys, in: "category \"\(entry.name)\"")
    guard let targetEntry = fields.entry(named: "target") else {
      file.diagnostics.append(
        .error(
          "missing-target", entry.key.range, "category \"\(entry.name)\" has no target",
          hint: "Add `target: at least 3` (or exactly, at most, `1 to 2`) under it."))
      return nil
    }
    guard let targetSyntax = file.parse(TargetRuleSyntax.self, targetEntry) else { return nil }
    let value = targetSyntax.number.value
    let target: TargetRule =
      switch targetSyntax.kind {
      case .exact: .exactly(value)
      case .atLeast: .atLeast(value)
      case .atMost: .atMost(value)
      case .range: .range(value, targetSyntax.upperNumber?.value ?? value)
      }
    var category = Category(name: Name(entry.name), target: target)
    for field in fields.entries {
      switch field.normalizedName {
      case "unit":
        guard let scalar = file.scalar(field) else { continue }
        if let unit = units.first(where: { $0.matches(scalar.value) }) {
          category.unit = unit
        } else {
          file.diagnostics.append(
            .error(
              "unknown-unit", scalar.range, "unknown category unit \"\(scalar.value)\"",
              hint: Suggestions.hint(
                for: scalar.value, among: units.map(\.symbol), kind: "units")
                + " Units are defined in units.yaml."))
        }
      case "enabled": if let flag = file.flag(field) { category.isEnabled = flag }
      case "activity": if let flag = file.flag(field) { category.isActivity = flag }
      case "score":
        if let profile = file.mapping(field) {
          category.scoreProfile = readScoreProfile(
            profile, &file, base: category.scoreProfile, category: entry.name)
        }
      default: break
      }
    }
    return category
  }

  private func readScoreProfile(
    _ mapping: MappingSyntax, _ file: inout FileReading, base: ScoreProfile, category: String
  ) -> ScoreProfile {
    file.warnUnknownKeys(mapping, known: Self.scoreKeys, in: "the score of \"\(category)\"")
    var profile = base
    for field in mapping.entries {
      switch field.normalizedName {
      case "weight": if let value = file.number(field) { profile.weight = value }
      case "under penalty": if let value = file.number(field) { profile.underPenalty = value }
      case "under soft limit": if let value = file.number(field) { profile.underSoftLimit = value }
      case "over penalty": if let value = file.number(field) { profile.overPenalty = value }
      case "over soft limit": if let value = file.number(field) { profile.overSoftLimit = value }
      case "cap over": if let flag = file.flag(field) { profile.capsOver = flag }
      case "curve":
        guard let scalar = file.scalar(field) else { continue }
        if let curve = ScoreProfile.Curve(rawValue: Name.normalized(scalar.value)) {
          profile.curve = curve
        } else {
          file.diagnostics.append(
            .error(
              "bad-curve", scalar.range,
              "score curve \"\(scalar.value)\" is not linear or quadratic",
              hint: "Write `curve: linear` or `curve: quadratic`."))
        }
      default: break
      }
    }
    if !profile.isValid {
      file.diagnostics.append(
        .error(
          "bad-score-profile", mapping.range,
          "the score of \"\(category)\" needs a weight from 0 to 1 and positive soft limits",
          hint: "Check weight, under soft limit and over soft limit."))
    }
    return profile
  }

  private func readCompensation(
    _ entry: MappingEntrySyntax, _ file: inout FileReading, categories: [Name]
  ) -> CompensationRule? {
    guard let fields = file.mapping(entry) else { return nil }
    file.warnUnknownKeys(fields, known: Self.compensationKeys, in: "compensation \"\(entry.name)\"")
    let names = categories.map(\.text)
    guard categories.contains(Name(entry.name)) else {
      file.diagnostics.append(
        .error(
          "unknown-category", entry.key.range, "unknown category \"\(entry.name)\"",
          hint: Suggestions.hint(for: entry.name, among: names, kind: "categories")))
      return nil
    }
    guard let offsetEntry = fields.entry(named: "offset by"),
      let offsetScalar = file.scalar(offsetEntry)
    else {
      file.diagnostics.append(
        .error(
          "missing-value", entry.key.range, "compensation \"\(entry.name)\" has no `offset by`",
          hint: "Add `offset by: Sports` (the category whose surplus offsets it)."))
      return nil
    }
    guard categories.contains(Name(offsetScalar.value)) else {
      file.diagnostics.append(
        .error(
          "unknown-category", offsetScalar.range, "unknown category \"\(offsetScalar.value)\"",
          hint: Suggestions.hint(for: offsetScalar.value, among: names, kind: "categories")))
      return nil
    }
    let ratio = fields.entry(named: "ratio").flatMap { file.number($0) } ?? 1
    let maxOffset = fields.entry(named: "max offset").flatMap { file.number($0) } ?? .infinity
    guard ratio > 0, maxOffset >= 0 else {
      file.diagnostics.append(
        .error(
          "bad-compensation", fields.range, "compensation \"\(entry.name)\" needs a positive ratio",
          hint: "Write the units of the other category per unit offset, such as `ratio: 15`."))
      return nil
    }
    return CompensationRule(
      from: Name(entry.name), offsetBy: Name(offsetScalar.value), ratio: ratio,
      maxOffset: maxOffset)
  }
}
