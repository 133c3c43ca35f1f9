import FoundationEssentials
import LarderWorkspace

/// `larder body` as text: the current weight, the trend, 7-day averages, target progress and
/// one sparkline per metric over the shared range (seed 001, Body wireframe).
///
/// ```
/// Body on 2026-11-20
/// Current weight                         84.2 kg  on 2026-11-20
/// Last weight                            84.6 kg  on 2026-11-19
/// Last week                              -0.8 kg
/// ```
struct BodyText {
  let overview: BodyOverview
  let start: CalendarDate
  let terminal: Terminal

  private static let labelWidth = 28
  private static let valueWidth = 12

  private var imperial: Bool { overview.units == .imperial }
  private var massUnit: String { imperial ? "lb" : "kg" }
  private var lengthUnit: String { imperial ? "in" : "cm" }

  private func mass(_ kilograms: Double) -> Double {
    imperial ? BodyMetrics.pounds(kilograms: kilograms) : kilograms
  }

  private func length(_ centimeters: Double) -> Double {
    imperial ? BodyMetrics.inches(centimeters: centimeters) : centimeters
  }

  private func kilos(_ kilograms: Double, decimals: Int = 1, signed: Bool = false) -> String {
    let value = mass(kilograms)
    let sign = signed && value > 0 ? "+" : ""
    return sign + Display.fixed(value, decimals: decimals) + " " + massUnit
  }

  private func row(_ label: String, _ value: String, _ note: String = "") -> String {
    let padded = Display.pad(String(label.prefix(Self.labelWidth)), Self.labelWidth)
    let spaces = String(repeating: " ", count: max(1, Self.valueWidth - value.count))
    return (padded + spaces + value + (note.isEmpty ? "" : "  " + note))
  }

  /// The overview and the charts, fitted to `width` columns.
  func render(width: Int) -> String {
    var lines = [terminal.style("Body on \(overview.today.isoString)", .bold)]
    let report = overview.report
    guard let current = report.current else {
      lines.append("No weigh-ins yet: `larder body add weight 84.2` records one.")
      return lines.joined(separator: "\n") + "\n" + charts(width: width)
    }
    lines.append(row("Current weight", kilos(current.kilograms), "on \(current.date.isoString)"))
    if let previous = report.previous {
      lines.append(
        row("Last weight", kilos(previous.kilograms), "on \(previous.date.isoString)"))
    }
    if let change = report.changeOverWeek {
      lines.append(row("Last week", kilos(change, signed: true)))
    }
    if let change = report.changeOverMonth {
      lines.append(row("Last month", kilos(change, signed: true)))
    }
    if let trend = overview.trend.current { lines.append(row("Trend weight", kilos(trend))) }
    if let rate = overview.trend.weeklyRate {
      lines.append(row("Trend rate", kilos(rate, decimals: 2, signed: true) + "/wk"))
    }
    lines += averages()
    lines += target()
    return lines.joined(separator: "\n") + "\n" + charts(width: width)
  }

  private func averages() -> [String] {
    let averages = overview.report.averages
    var rows: [String] = []
    if let value = averages.weightKilograms { rows.append(row("  Weight", kilos(value))) }
    if let value = averages.leanKilograms { rows.append(row("  Lean mass", kilos(value))) }
    if let value = averages.bodyFatPercent {
      rows.append(row("  Body fat", Display.fixed(value) + " %"))
    }
    if let value = averages.waistCentimeters {
      rows.append(row("  Waist", Display.fixed(length(value)) + " " + lengthUnit))
    }
    if let value = averages.steps {
      rows.append(row("  Steps", Display.number(value, decimals: 0)))
    }
    return rows.isEmpty ? [] : ["", terminal.style("7-day averages", .bold)] + rows
  }

  private func target() -> [String] {
    guard let target = overview.report.target else { return [] }
    var rows = ["", terminal.style("Target", .bold)]
    rows.append(row("Target weight", kilos(target.targetKilograms)))
    guard let date = target.targetDate, let days = target.daysRemaining else {
      rows.append(row("Difference", kilos(target.difference, signed: true)))
      return rows
    }
    rows.append(row("Target date", date.isoString))
    rows.append(row("Difference", kilos(target.difference, signed: true)))
    rows.append(row("Days remaining", Display.count(days, "day", "days")))
    if let weekly = target.weeklyChangeRequired {
      rows.append(row("Weekly change required", kilos(weekly, decimals: 2, signed: true)))
    }
    if let reaches = overview.trend.reaches(target: target.targetKilograms, by: date) {
      let projected = overview.trend.projectedDate(reaching: target.targetKilograms)
      let note = projected.map { "the trend gets there on \($0.isoString)" } ?? ""
      rows.append(
        row(
          "On track", reaches ? "yes" : "no",
          reaches || projected == nil ? note : note + ", too late"))
    }
    return rows
  }

  /// One sparkline per metric with values in the range, all over the same days.
  func charts(width: Int) -> String {
    let end = overview.today
    let days = overview.metrics.filter { $0.date >= start }
    let series: [(String, [CalendarDate: Double], (Double) -> String)] = [
      ("weight", values(days, \.weightKilograms).mapValues(mass), { Display.fixed($0) }),
      (
        "trend",
        Dictionary(
          overview.trend.points.filter { $0.date >= start }.map { ($0.date, mass($0.kilograms)) },
          uniquingKeysWith: { first, _ in first }), { Display.fixed($0) }
      ),
      ("fat", values(days, \.bodyFatPercent), { Display.fixed($0) }),
      ("lean", values(days, \.leanKilograms).mapValues(mass), { Display.fixed($0) }),
      ("waist", values(days, \.waistCentimeters).mapValues(length), { Display.fixed($0) }),
      ("steps", values(days, { $0.steps.map(Double.init) }), { Display.number($0, decimals: 0) }),
      ("active", values(days, \.activeKcal), { Display.number($0, decimals: 0) }),
    ]
    let units = [
      "weight": massUnit, "trend": massUnit, "fat": "%", "lean": massUnit, "waist": lengthUnit,
      "steps": "", "active": "kcal",
    ]
    var lines = [
      "", terminal.style("\(start.isoString) – \(end.isoString)", .bold),
    ]
    let chartWidth = max(10, min(start.days(to: end) + 1, width - 30))
    for (name, values, format) in series {
      let chart = BodyChart(values: values, start: start, end: end)
      guard let (line, low, high) = chart.render(width: chartWidth) else { continue }
      let label = Display.pad(String(name.prefix(8)), 8)
      lines.append(
        "\(label)\(terminal.style(line, .cyan))  \(format(low))–\(format(high)) "
          + (units[name] ?? ""))
    }
    if lines.count == 2 { lines.append("No measurements in this range.") }
    return lines.map { $0.trailingSpacesTrimmed }.joined(separator: "\n") + "\n"
  }

  private func values(_ days: [BodyMetrics], _ value: (BodyMetrics) -> Double?)
    -> [CalendarDate: Double]
  {
    var result: [CalendarDate: Double] = [:]
    for day in days { if let number = value(day) { result[day.date] = number } }
    return result
  }

  /// Every day's measurements in the range, oldest first.
  func renderList() -> String {
    let days = overview.metrics.filter { $0.date >= start }
    guard !days.isEmpty else { return "No measurements from \(start.isoString).\n" }
    return days.map { day in
      var parts: [String] = []
      if let value = day.weightKilograms { parts.append("weight " + kilos(value)) }
      if let value = day.bodyFatPercent { parts.append("fat " + Display.number(value) + " %") }
      if let value = day.leanKilograms { parts.append("lean " + kilos(value)) }
      if let value = day.waistCentimeters {
        parts.append("waist " + Display.number(length(value)) + " " + lengthUnit)
      }
      if let value = day.steps {
        parts.append("steps " + Display.number(Double(value), decimals: 0))
      }
      if let value = day.activeKcal { parts.append("active " + Display.kcal(value) + " kcal") }
      return "\(day.date.isoString)  \(parts.joined(separator: ", "))"
    }.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trailingSpacesTrimmed: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
