import LarderWorkspace

/// `larder score` as text: the day's score and band; with `--explain`, each category's
/// deviation, penalty, score and weight, and the arithmetic behind each penalty, so that a
/// person can check it by hand.
struct ScoreText {
  let overview: DayOverview
  let terminal: Terminal
  let width: Int

  func render(explain: Bool) -> String {
    var text = DayText(overview: overview, terminal: terminal, width: width).heading()
    guard let score = overview.score else {
      return text + "No category is enabled, so the day has no score. Enable one with "
        + "`larder targets enable NAME`.\n"
    }
    text += DayText.scoreLine(score, terminal: terminal)
    text += "  Green 85–100 (good), yellow 70–84 (fair), red below 70 (poor).\n"
    guard explain else {
      return text + terminal.style("  See how it adds up: larder score --explain", .dim) + "\n"
    }
    return text + "\n" + table(score) + "\n" + arithmetic(score)
  }

  private var categories: [Name: Category] {
    Dictionary(
      overview.report.categories.map { ($0.category.name, $0.category) },
      uniquingKeysWith: { first, _ in first })
  }

  private func table(_ score: DailyScore) -> String {
    let plan = categories
    var table = TextTable(
      [.left, .right, .left, .right, .right, .right, .right, .right], flexible: 0)
    table.wrapsFlexible = true
    table.add(
      ["CATEGORY", "AMOUNT", "PREFERRED", "DEVIATION", "PENALTY", "SCORE", "WEIGHT", "POINTS"]
        .map { TextTable.Cell($0, .dim) })
    for row in score.categories {
      let unit = plan[row.category]?.unit ?? .portions
      var amount = DayFormat.amount(row.amount, unit)
      if row.compensation != nil { amount += " → " + DayFormat.number(row.adjustedAmount, unit) }
      table.add([
        .init(row.category.text), .init(amount), .init(preferred(row, unit)),
        .init(signed(row.deviation)), .init(Display.fixed(row.penalty)),
        .init(Display.number(row.score, decimals: 0), style(row.score)),
        .init(Display.fixed(row.weight, decimals: 3)), .init(Display.fixed(row.contribution)),
      ])
    }
    table.add(["", "", "", "", "", "", "", "─────"])
    table.add([
      .init("Daily score", .bold), "", "", "", "", "", "",
      .init(Display.fixed(score.score), .bold),
    ])
    return table.render(terminal, width: width)
  }

  /// The surplus a compensation used, in the unit of the category that paid: `15 min`.
  private func surplus(_ compensation: CategoryScore.Compensation) -> String {
    let unit = categories[compensation.offsetBy]?.unit
    let number = Display.number(compensation.surplusUsed, decimals: 2)
    return unit.map { number + " " + $0.symbol } ?? number
  }

  /// The preferred range: `1–2`, `≥ 3`, `≤ 1`, `2.9–3.1`.
  private func preferred(_ row: CategoryScore, _ unit: CategoryUnit) -> String {
    func number(_ value: Double) -> String { Display.number(value, decimals: 2) }
    switch (row.preferredLower, row.preferredUpper) {
    case (let lower?, let upper?): return number(lower) + "–" + number(upper)
    case (let lower?, nil): return "≥ " + number(lower)
    case (nil, let upper?): return "≤ " + number(upper)
    case (nil, nil): return "any"
    }
  }

  private func signed(_ value: Double) -> String {
    let text = Display.number(abs(value), decimals: 2)
    return value > 0 ? "+" + text : value < 0 ? "−" + text : "0"
  }

  private func style(_ score: Double) -> Terminal.Style {
    switch ScoreBand(score: score) {
    case .green: .green
    case .yellow: .yellow
    case .red: .red
    }
  }

  private func arithmetic(_ score: DailyScore) -> String {
    let plan = categories
    var text = terminal.style("How it adds up", .bold) + "\n"
    text += "  Each category scores 100 inside its preferred range; outside it loses\n"
    text += "  50 × (deviation ÷ soft limit) × penalty (the ratio squared on a quadratic\n"
    text += "  curve), never below 0. The daily score is the sum of weight × score.\n"
    var table = TextTable([.left, .left, .left])
    for row in score.categories {
      guard let category = plan[row.category] else { continue }
      let unit = category.unit
      if let compensation = row.compensation {
        table.add([
          .init(row.category.text),
          .init("offset " + DayFormat.amount(compensation.offset, unit)),
          .init(
            "by \(surplus(compensation)) of \(compensation.offsetBy.text) beyond its target: "
              + "scored at " + DayFormat.amount(row.adjustedAmount, unit)),
        ])
      }
      guard row.deviation != 0 else { continue }
      let profile = category.scoreProfile
      let under = row.deviation < 0
      let side = under ? "under" : "over"
      let deviation = Display.number(abs(row.deviation), decimals: 2)
      if !under, profile.capsOver {
        table.add([
          .init(row.category.text), .init("over by " + deviation),
          "no penalty: over is capped (cap over: yes)",
        ])
        continue
      }
      let soft = Display.number(under ? profile.underSoftLimit : profile.overSoftLimit, decimals: 2)
      let perUnit = Display.number(under ? profile.underPenalty : profile.overPenalty, decimals: 2)
      let square = profile.curve == .quadratic ? "²" : ""
      table.add([
        .init(row.category.text), .init("\(side) by \(deviation)"),
        .init(
          "50 × (\(deviation) ÷ \(soft))\(square) × \(perUnit) = "
            + "\(Display.fixed(row.penalty)) → score \(Display.number(row.score, decimals: 1))"),
      ])
    }
    return text + table.render(terminal, width: width)
  }
}
