import LarderWorkspace

/// `larder nutrients` as text: a heading, then one line per nutrient by section, then the top
/// sources of the nutrient asked for.
///
/// ```
/// Minerals
///   Iron              9.4 mg    52% of 18 mg RDA      2 of 12 entries unknown
///   Sodium          2,940 mg   196% of 1,500 mg AI    ▲ above the CDRR of 2,300 mg
/// ```
struct NutrientsText {
  let history: NutrientHistory
  let today: CalendarDate
  let terminal: Terminal

  private var report: NutrientReport { history.report }
  private var isPeriod: Bool { report.from != report.to }

  /// The sections of the report, as a reader of a label would look for them.
  static let sections: [(title: String, nutrients: [Nutrient])] = [
    (
      "Energy and macronutrients", [.energy, .protein, .carbs, .fibre, .sugars, .addedSugars, .fat]
    ),
    (
      "Fats",
      [
        .saturatedFat, .monounsaturatedFat, .polyunsaturatedFat, .transFat, .cholesterol,
        .alphaLinolenicAcid, .eicosapentaenoicAcid, .docosahexaenoicAcid, .omega6,
      ]
    ),
    (
      "Minerals",
      [
        .sodium, .potassium, .calcium, .iron, .magnesium, .phosphorus, .zinc, .copper,
        .manganese, .selenium,
      ]
    ),
    (
      "Vitamins",
      [
        .vitaminA, .vitaminC, .vitaminD, .vitaminE, .vitaminK, .thiamin, .riboflavin, .niacin,
        .pantothenicAcid, .vitaminB6, .vitaminB12, .folate, .choline,
      ]
    ),
    ("Other", [.caffeine, .alcohol, .water]),
  ]

  func render() -> String {
    var text = heading() + "\n"
    guard report.entryCount > 0 else {
      return text + "Nothing logged" + (isPeriod ? " in this period" : " on this day")
        + ". Log food with `larder add`.\n"
    }
    text += targetsLine() + "\n"
    for section in Self.sections {
      text += "\n" + terminal.style(section.title, .bold) + "\n"
      for nutrient in section.nutrients { text += line(report.line(nutrient)) + "\n" }
    }
    if let nutrient = report.topNutrient { text += "\n" + topSources(nutrient) }
    return text
  }

  private func heading() -> String {
    let entries = Display.count(report.entryCount, "entry", "entries")
    guard isPeriod else {
      return terminal.style("Nutrients, " + CalendarFormat.day(report.from, today: today), .bold)
        + ": " + entries
    }
    let days = report.from.days(to: report.to) + 1
    return terminal.style(
      "Nutrients, average per logged day, "
        + CalendarFormat.range(report.from, report.to, today: today), .bold)
      + ": \(report.loggedDays) of \(days) days logged, " + entries
  }

  private func targetsLine() -> String {
    var words: [String] = []
    if let sex = history.sex { words.append(sex.rawValue) }
    if let age = history.age { words.append("\(age) years") }
    if let stage = history.lifeStage { words.append(stage.rawValue) }
    var text: String
    if history.sex == nil || history.age == nil {
      text =
        "Targets: none from the DRI tables until the profile has a sex and a date of birth "
        + "(`larder profile set sex female`, `larder profile set born 1990-04-02`)."
    } else if let age = history.age,
      let youngest = HistoryUseCases.dietaryReferenceIntakes.youngestAge, age < youngest
    {
      text =
        "Targets: the DRI tables Larder carries start at "
        + Display.count(youngest, "year", "years") + "."
    } else {
      text = "Targets: Dietary Reference Intakes for " + words.joined(separator: ", ") + "."
    }
    if report.unresolvedEntries > 0 {
      text +=
        "\n" + Display.count(report.unresolvedEntries, "entry", "entries")
        + " could not be worked out (see `larder check`); every nutrient counts "
        + (report.unresolvedEntries == 1 ? "it" : "them") + " as unknown."
    }
    return text
  }

  private func line(_ line: NutrientReport.Line) -> String {
    let nutrient = line.nutrient
    let name = "  " + Display.pad(nutrient.title, 24)
    guard line.unknownEntries < report.entryCount, let value = line.averagePerDay else {
      return name + Display.pad("unknown", 12, alignRight: true)
        + "   unknown in all \(Display.count(report.entryCount, "entry", "entries"))"
    }
    var text = name + Display.pad(Self.amount(value, nutrient.unit), 12, alignRight: true)
    var notes: [String] = []
    if let target = line.target {
      var share = ""
      if let fraction = line.shareOfTarget, let amount = target.amount {
        share =
          Display.pad(Display.percent(fraction), 5, alignRight: true) + " of "
          + Self.amount(amount, nutrient.unit) + " " + Self.kindName(target.kind)
        if fraction < 0.5 { share = terminal.style(share, .yellow) }
      }
      text += "  " + Display.pad(share, 26)
      if let upper = target.upper, let upperKind = target.upperKind {
        if line.isAboveUpper || line.daysAboveUpper > 0 {
          let days =
            isPeriod
            ? " on " + Display.count(line.daysAboveUpper, "day", "days") : ""
          notes.append(
            terminal.style(
              "▲ above the \(upperKind.rawValue.uppercased()) of "
                + Self.amount(upper, nutrient.unit) + days, .boldRed))
        }
      }
    } else {
      text += "  " + Display.pad("", 26)
    }
    if line.unknownEntries > 0 {
      notes.append("\(line.unknownEntries) of \(report.entryCount) entries unknown")
    }
    text += notes.joined(separator: "; ")
    return trimmingTrailingSpaces(text)
  }

  private func topSources(_ nutrient: Nutrient) -> String {
    var text = terminal.style("Top sources of \(nutrient.title.lowercased())", .bold)
    text += isPeriod ? " (over the whole period)\n" : "\n"
    guard !report.top.isEmpty else { return text + "  No entry gave any.\n" }
    let total = report.line(nutrient).total
    for source in report.top {
      let share = total > 0 ? Display.percent(source.amount / total) : ""
      text +=
        "  " + Display.pad(source.what, 36)
        + Display.pad(Self.amount(source.amount, nutrient.unit), 12, alignRight: true)
        + "  " + Display.pad(share, 5, alignRight: true) + "  "
        + Display.count(source.entries, "entry", "entries") + "\n"
    }
    return text
  }

  /// An amount with its unit, as precise as the unit needs: `2,940 mg`, `9.4 mg`, `0.12 mg`.
  static func amount(_ value: Double, _ unit: NutrientUnit) -> String {
    let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
    return Display.number(value, decimals: decimals) + " " + unit.rawValue
  }

  static func kindName(_ kind: NutrientTarget.Kind) -> String {
    switch kind {
    case .rda: "RDA"
    case .ai: "AI"
    case .personal: "yours"
    }
  }

  private func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
