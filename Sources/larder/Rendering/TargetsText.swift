import LarderWorkspace

/// `larder targets` as text: every category in display order with its unit, target and the
/// day's amount and status; disabled ones are listed and marked; compensation rules after.
struct TargetsText {
  let terminal: Terminal
  let width: Int

  func render(_ overview: DayOverview) -> String {
    let report = overview.report
    var text =
      terminal.style("Food groups", .bold) + " for "
      + DayFormat.heading(overview.date, today: overview.today)
    text += " · On target: \(report.onTargetCount)/\(report.enabledCategories.count)\n"
    var table = TextTable([.right, .left, .left, .left, .right, .left, .left])
    table.add(
      ["#", "CATEGORY", "UNIT", "TARGET", "LOGGED", "STATUS", ""].map { TextTable.Cell($0, .dim) })
    for (index, row) in report.categories.enumerated() {
      let category = row.category
      let status: TextTable.Cell =
        category.isEnabled ? DayText.status(row, terminal: terminal) : .init("disabled", .dim)
      table.add([
        .init("\(index + 1)"), .init(category.name.text, category.isEnabled ? nil : .dim),
        .init(category.unit.symbol), .init(DayFormat.target(category.target, category.unit)),
        .init(DayFormat.amount(row.amount, category.unit)), status,
        .init(category.isActivity ? "activity minutes count here" : "", .dim),
      ])
    }
    text += table.render(terminal, width: width)
    if !overview.compensation.isEmpty {
      text += "\n" + terminal.style("Compensation", .bold) + "\n"
      let units = Dictionary(
        report.categories.map { ($0.category.name, $0.category.unit) },
        uniquingKeysWith: { first, _ in first })
      for rule in overview.compensation {
        let fromUnit = units[rule.from] ?? .portions
        let byUnit = units[rule.offsetBy] ?? .portions
        var line =
          "  \(rule.from.text) over target is offset by \(rule.offsetBy.text) beyond its "
          + "target: \(Display.number(rule.ratio)) \(byUnit.symbol) per "
          + DayFormat.symbol(fromUnit, singular: true)
        if rule.maxOffset.isFinite {
          line += ", at most \(DayFormat.amount(rule.maxOffset, fromUnit))"
        }
        text += line + "\n"
      }
    }
    return text
  }
}
