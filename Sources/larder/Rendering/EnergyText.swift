import LarderWorkspace

/// `larder energy` as text: the latest estimate with its working, line by line, then (with
/// `--weeks`) one row a week with a chart of each week's range.
///
/// ```
/// Energy expenditure on 26 Nov: the 14 days to 26 Nov
/// Window              2 Oct – 26 Nov, 56 days
/// Days counted        48 (5 not logged, 2 probably incomplete, 1 marked incomplete)
/// Average intake      2,135 kcal/day
/// Weight line         84.20 → 82.90 kg: -1.30 kg, -0.0232 kg/day, 41 weigh-ins
/// Energy density      7,700 kcal/kg: 179 kcal/day released
/// Window average      2,314 kcal/day = 2,135 + 179
/// Adaptation          -12 kcal/day = 25 kcal/kg × -0.0232 kg/day × 21 days
/// Expenditure         2,302 kcal/day, likely 2,187–2,417 (±115)
/// ```
struct EnergyText {
  let overview: EnergyOverview
  let terminal: Terminal

  private static let labelWidth = 20
  private var today: CalendarDate { overview.today }

  private func row(_ label: String, _ value: String) -> String {
    Display.pad(label, Self.labelWidth) + value
  }

  private func kcal(_ value: Double) -> String { Display.kcal(value) }

  private func signed(_ value: Double, decimals: Int) -> String {
    let text = Display.fixed(value, decimals: decimals)
    return value > 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "+" + text : text
  }

  /// The latest estimate and, for more than one week, the weeks.
  func render(width: Int) -> String {
    var lines = [
      terminal.style(
        "Energy expenditure on \(CalendarFormat.date(today, today: today)): the "
          + "\(EnergyEstimate.recentDays) days to \(CalendarFormat.date(today, today: today))",
        .bold)
    ]
    switch overview.latest {
    case .success(let estimate)?:
      lines += working(estimate)
    case .failure(let error)?:
      lines.append("No estimate yet: " + Self.shortfall(error.shortfall) + ".")
    case nil:
      lines.append("No estimate: the journal has no data up to today.")
    }
    if overview.history.weeks.count > 1 {
      lines.append("")
      lines += table(width: width)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The working of one estimate, a line per step.
  func working(_ estimate: EnergyEstimate) -> [String] {
    let window = estimate.window
    let length = window.lowerBound.days(to: window.upperBound) + 1
    var lines = [
      row(
        "Window",
        CalendarFormat.range(window.lowerBound, window.upperBound, today: today) + ", "
          + Display.count(length, "day", "days")),
      row("Days counted", "\(estimate.days.counted)" + Self.countedNote(estimate.days)),
      row("Average intake", kcal(estimate.averageIntake) + " kcal/day"),
    ]
    let line = estimate.line
    let change = estimate.trendEnd - estimate.trendStart
    lines.append(
      row(
        "Weight line",
        Display.fixed(estimate.trendStart, decimals: 2) + " → "
          + Display.fixed(estimate.trendEnd, decimals: 2) + " kg: "
          + signed(change, decimals: 2) + " kg, " + signed(line.slope, decimals: 4)
          + " kg/day, " + Display.count(line.count, "weigh-in", "weigh-ins")))
    lines.append(
      row(
        "Balance line",
        signed(estimate.balanceLine.slope, decimals: 4)
          + " kg/day: each weigh-in less the kcal logged above average before it"))
    let stored = estimate.storedPerDay
    lines.append(
      row(
        "Energy density",
        kcal(EnergyEstimate.energyDensity) + " kcal/kg: " + kcal(abs(stored)) + " kcal/day "
          + (stored > 0 ? "stored" : "released")))
    lines.append(
      row(
        "Window average",
        kcal(estimate.windowExpenditure) + " kcal/day = " + kcal(estimate.averageIntake)
          + (stored > 0 ? " − " : " + ") + kcal(abs(stored))))
    if estimate.daysToRecent > 0 {
      lines.append(
        row(
          "Adaptation",
          signed(estimate.adaptationShift, decimals: 0) + " kcal/day = "
            + kcal(EnergyEstimate.adaptation) + " kcal/kg × " + signed(line.slope, decimals: 4)
            + " kg/day × " + Display.number(estimate.daysToRecent) + " days"))
    }
    lines.append(
      terminal.style(
        row(
          "Expenditure",
          kcal(estimate.expenditure) + " kcal/day, likely " + kcal(estimate.range.lowerBound)
            + "–" + kcal(estimate.range.upperBound) + " (±" + kcal(estimate.uncertainty) + ")"),
        .bold))
    lines += leftOut(estimate)
    return lines
  }

  /// ` (5 not logged, 2 probably incomplete)`, or nothing when every day counted.
  static func countedNote(_ days: EnergyEstimate.DayCounts) -> String {
    var parts: [String] = []
    if days.notLogged > 0 { parts.append("\(days.notLogged) not logged") }
    if days.probablyIncomplete > 0 {
      parts.append("\(days.probablyIncomplete) probably incomplete")
    }
    if days.markedIncomplete > 0 { parts.append("\(days.markedIncomplete) marked incomplete") }
    if days.fasted > 0 { parts.append("\(days.fasted) fasted, counted") }
    if days.markedComplete > 0 { parts.append("\(days.markedComplete) marked complete") }
    return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
  }

  /// The days left out, grouped by why, each with its logged kcal where it has some.
  private func leftOut(_ estimate: EnergyEstimate) -> [String] {
    guard !estimate.leftOut.isEmpty else { return [] }
    var lines = [
      "", "Left out of the average intake (`intake: complete` in a day file counts it):",
    ]
    for status in [IntakeStatus.notLogged, .probablyIncomplete, .markedIncomplete] {
      let days = estimate.leftOut.filter { $0.status == status }
      guard !days.isEmpty else { continue }
      let listed = days.map { day -> String in
        let date = CalendarFormat.date(day.date, today: today)
        guard status != .notLogged, let logged = overview.intake[day.date] else { return date }
        return date + " (" + kcal(logged.kcal) + " kcal)"
      }
      lines.append("  " + Self.name(status) + ": " + listed.joined(separator: ", "))
    }
    return lines
  }

  static func name(_ status: IntakeStatus) -> String {
    switch status {
    case .logged: "logged"
    case .markedComplete: "marked complete"
    case .fasted: "fasted"
    case .notLogged: "not logged"
    case .markedIncomplete: "marked incomplete"
    case .probablyIncomplete: "probably incomplete, under half the usual"
    }
  }

  /// Why there is no estimate, in words.
  static func shortfall(_ shortfall: EnergyEstimate.Shortfall) -> String {
    switch shortfall {
    case .tooFewLoggedDays(let counted):
      "\(counted) of the \(EnergyEstimate.minimumCountedDays) logged days it needs"
    case .tooFewWeighIns(let count, let span):
      "\(Display.count(count, "weigh-in", "weigh-ins")) over "
        + "\(Display.count(span, "day", "days")), where it needs \(EnergyEstimate.minimumWeighIns) "
        + "over \(EnergyEstimate.minimumWeighInSpan)"
    }
  }

  /// One row a week with the range charted: `──●──` from the low to the high end of the
  /// range, the estimate at `●`, all rows on one scale.
  func table(width: Int) -> [String] {
    let header =
      Display.pad("Week to", 12) + Display.pad("kcal/day", 9, alignRight: true)
      + "   " + Display.pad("likely", 12)
      + Display.pad("intake", 7, alignRight: true)
      + Display.pad("weight", 8, alignRight: true)
      + Display.pad("days", 7, alignRight: true)
      + Display.pad("weigh-ins", 10, alignRight: true)
    let chartWidth = max(10, width - header.count - 2)
    let estimates = overview.history.weeks.compactMap { try? $0.estimate.get() }
    let low = estimates.map(\.range.lowerBound).min() ?? 0
    let high = estimates.map(\.range.upperBound).max() ?? 1
    func column(_ value: Double) -> Int {
      guard high > low else { return chartWidth / 2 }
      return min(
        chartWidth - 1, max(0, Int((value - low) / (high - low) * Double(chartWidth - 1) + 0.5)))
    }
    var lines = [terminal.style(header, .bold)]
    for week in overview.history.weeks {
      let date = Display.pad(CalendarFormat.date(week.last, today: today), 12)
      switch week.estimate {
      case .success(let estimate):
        let window = estimate.window.lowerBound.days(to: estimate.window.upperBound) + 1
        var chart = [Character](repeating: " ", count: chartWidth)
        for index in column(estimate.range.lowerBound)...column(estimate.range.upperBound) {
          chart[index] = "─"
        }
        chart[column(estimate.expenditure)] = "●"
        let cells = [
          Display.pad(kcal(estimate.expenditure), 9, alignRight: true),
          "   "
            + Display.pad(
              kcal(estimate.range.lowerBound) + "–" + kcal(estimate.range.upperBound), 12),
          Display.pad(kcal(estimate.averageIntake), 7, alignRight: true),
          Display.pad(Display.fixed(estimate.trendEnd), 8, alignRight: true),
          Display.pad("\(estimate.days.counted)/\(window)", 7, alignRight: true),
          Display.pad("\(estimate.line.count)", 10, alignRight: true),
        ]
        lines.append(
          CalendarFormat.trimmed(date + cells.joined() + "  " + String(chart)))
      case .failure(let error):
        lines.append(date + "  no estimate: " + Self.shortfall(error.shortfall))
      }
    }
    return lines
  }
}
