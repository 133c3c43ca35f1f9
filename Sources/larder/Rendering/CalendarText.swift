import LarderWorkspace

/// `larder calendar` as text: the month grid, its legend and the month's summary, or the list
/// of days with the statuses asked for. Colour never says anything alone: each status has its
/// symbol, each score its number, today its brackets.
struct CalendarText {
  let history: CalendarHistory
  let terminal: Terminal
  /// Whether cells show the daily score instead of the entry count.
  let showsScore: Bool

  /// Characters per grid cell: a day number of four (`  20`, `[20]`), a symbol, a value.
  private static let cellWidth = 10
  private var report: CalendarReport { history.report }
  private var today: CalendarDate { history.today }

  /// The grid, the legend and the summary (or an encouraging word for an empty month).
  func render() -> String {
    var text = title() + "\n\n" + grid() + "\n" + legend()
    text += "\n" + (report.loggedDays.isEmpty ? emptyMonth() : summary())
    return text
  }

  /// The days with one of `statuses`, one line each.
  func render(only statuses: Set<GoalStatus>) -> String {
    let days = report.days(with: statuses)
    let words = GoalStatus.allCases.filter(statuses.contains).map(\.word)
    let which = words.joined(separator: " or ")
    guard !days.isEmpty else {
      return "No days \(which) the goal in \(CalendarFormat.month(report.month)).\n"
    }
    var text = terminal.style(
      "Days \(which) the goal in \(CalendarFormat.month(report.month)): \(days.count)", .bold)
    text += "\n\n"
    for day in days { text += "  " + CalendarFormat.trimmed(line(day)) + "\n" }
    return text
  }

  // MARK: - Grid

  private func title() -> String {
    let title = CalendarFormat.month(report.month)
    let indent = max(0, (7 * Self.cellWidth - title.count) / 2)
    return String(repeating: " ", count: indent) + terminal.style(title, .bold)
  }

  private func grid() -> String {
    var text = ""
    if let first = report.weeks.first {
      let header = first.map { cell in
        Display.pad(
          Display.pad(CalendarFormat.weekday(cell.summary.date), 4, alignRight: true),
          Self.cellWidth)
      }
      text += CalendarFormat.trimmed(header.joined()) + "\n"
    }
    for week in report.weeks {
      text += CalendarFormat.trimmed(week.map(cell).joined()) + "\n"
    }
    return text
  }

  private func cell(_ cell: CalendarReport.Cell) -> String {
    let summary = cell.summary
    let date = summary.date
    let isToday = date == today
    let number = isToday ? "[\(date.day)]" : "\(date.day)"
    let dayText = Display.pad(number, 4, alignRight: true)
    guard cell.isInMonth else {
      return terminal.style(dayText, .dim) + String(repeating: " ", count: Self.cellWidth - 4)
    }
    if cell.isFuture {
      return terminal.style(dayText, .dim) + String(repeating: " ", count: Self.cellWidth - 4)
    }
    let day = isToday ? terminal.style(dayText, .bold) : dayText
    guard summary.hasEntries else {
      return day + String(repeating: " ", count: Self.cellWidth - 4)
    }
    let mark: String
    let style: Terminal.Style?
    if showsScore {
      guard let score = summary.score else {
        return day + String(repeating: " ", count: Self.cellWidth - 4)
      }
      mark = CalendarFormat.symbol(score.band) + " " + "\(score.roundedScore)"
      style = CalendarFormat.style(score.band)
    } else {
      mark = summary.status.symbol + " " + Display.pad("\(summary.entryCount)", 3)
      style = CalendarFormat.style(summary.status)
    }
    let padded = Display.pad(mark, Self.cellWidth - 5)
    return day + " " + (style.map { terminal.style(padded, $0) } ?? padded)
  }

  private func legend() -> String {
    var items: [String]
    if showsScore {
      items = ScoreBand.allCases.map { band in
        let range =
          switch band {
          case .green: "85–100"
          case .yellow: "70–84"
          case .red: "below 70"
          }
        return terminal.style(CalendarFormat.symbol(band), CalendarFormat.style(band)) + " "
          + range + " " + band.word
      }
      items.append("number: daily score")
    } else {
      items = [GoalStatus.met, .close, .over, .under, .noGoal].map { status in
        let symbol = CalendarFormat.style(status).map { terminal.style(status.symbol, $0) }
        return (symbol ?? status.symbol) + " " + status.word
      }
      items.append("number: entries logged")
    }
    items.append("[\(today.day)] today")
    return wrapped(items, width: max(40, min(terminal.width, 7 * Self.cellWidth + 10)))
  }

  /// Items joined by two spaces, wrapped at `width` characters (escape codes not counted).
  private func wrapped(_ items: [String], width: Int) -> String {
    var lines: [String] = []
    var line = ""
    var length = 0
    for item in items {
      let visible = Display.width(item)
      if length > 0, length + 2 + visible > width {
        lines.append(line)
        line = ""
        length = 0
      }
      line += (length > 0 ? "  " : "") + item
      length += (length > 0 ? 2 : 0) + visible
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Summary

  private func summary() -> String {
    let logged = report.loggedDays
    let elapsed = report.days.count { !$0.isFuture }
    var rows: [(String, String)] = []
    let soFar = elapsed < report.days.count ? " so far" : ""
    rows.append(
      ("Days logged", "\(logged.count) of \(Display.count(elapsed, "day", "days"))\(soFar)"))
    if let average = report.averageKcal {
      rows.append(("Average", Display.kcal(average) + " kcal per logged day"))
    }
    rows.append(("Goal met", goalMet()))
    if !report.judgedDays.isEmpty { rows.append(("Best streak", streak())) }
    rows.append(("Goal", goals()))
    if showsScore, let average = report.averageScore {
      let counts = report.scoreBandCounts
      let bands = ScoreBand.allCases.map { "\(counts[$0] ?? 0) \($0.word)" }
      rows.append(
        (
          "Score",
          "\(Int(DecimalText.rounded(average))) on average ("
            + ScoreBand(score: average).word + "); " + bands.joined(separator: ", ") + " days"
        ))
    }
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { Display.pad($0.0, width + 2) + $0.1 + "\n" }.joined()
  }

  private func goalMet() -> String {
    let judged = report.judgedDays.count
    let withoutGoal = report.loggedDays.count - judged
    guard judged > 0 else {
      return "no calorie goal was set on the days logged; set one with `larder goals set`"
    }
    var text = "\(report.goalMetCount) of \(Display.count(judged, "day", "days"))"
    text += " (\(Display.percent(Double(report.goalMetCount) / Double(judged))))"
    if withoutGoal > 0 {
      text += "; \(Display.count(withoutGoal, "day", "days")) had no goal"
    }
    return text
  }

  private func streak() -> String {
    guard let streak = report.bestStreak else { return "no day met the goal this month" }
    let length = streak.length == 1 ? "1 day" : "\(streak.length) days in a row"
    return length + ", " + CalendarFormat.range(streak.start, streak.end, today: today)
  }

  private func goals() -> String {
    let periods = report.goalPeriods
    func goalText(_ goal: Goal?) -> String {
      guard let goal else { return "none set" }
      return goal.kcal.map { Display.kcal($0) + " kcal" } ?? "no calorie goal"
    }
    guard periods.count > 1 else { return goalText(periods.first?.goal) }
    return periods.enumerated().map { index, period in
      let when =
        index == 0
        ? "until " + CalendarFormat.date(period.end, today: today)
        : "from " + CalendarFormat.date(period.start, today: today)
      return goalText(period.goal) + " " + when
    }.joined(separator: ", ")
  }

  private func emptyMonth() -> String {
    let month = CalendarFormat.month(report.month)
    if report.month.first > today {
      return "\(month) is still ahead. Come back when it has begun.\n"
    }
    guard let first = history.firstLoggedDay else {
      return "Nothing logged yet. Log your first meal with `larder add \"oatmeal 60 g\"` and "
        + "watch this calendar fill up.\n"
    }
    if report.month.last < first {
      return "Nothing logged in \(month): your journal starts on "
        + CalendarFormat.date(first, today: today) + ". See that month with `larder calendar "
        + Month(containing: first).description + "`.\n"
    }
    return "Nothing logged in \(month): a fresh page. Every day you log fills in a square; "
      + "past days can be logged too.\n"
  }

  // MARK: - Day lines

  /// `Tue 3 Nov     2,610 of 2,000 kcal  131%  ▲ over    18 entries  score 71 fair`.
  private func line(_ day: DaySummary) -> String {
    var text = Display.pad(CalendarFormat.day(day.date, today: today), 12)
    text += Display.pad(Display.kcal(day.kcal), 6, alignRight: true)
    if let goal = day.goal?.kcal, goal > 0 {
      text += " of " + Display.pad(Display.kcal(goal), 6) + "kcal"
      let percent = CalendarFormat.percent(of: day).map { "\($0)%" } ?? ""
      text += Display.pad(percent, 6, alignRight: true)
    } else {
      text += " kcal"
    }
    let status = Display.pad(day.status.symbol + " " + day.status.word, 8)
    text += "  " + (CalendarFormat.style(day.status).map { terminal.style(status, $0) } ?? status)
    text += "  " + Display.pad(Display.count(day.entryCount, "entry", "entries"), 11)
    if let score = day.score {
      text +=
        "  score " + terminal.style("\(score.roundedScore)", CalendarFormat.style(score.band))
        + " " + score.band.word
    }
    return text
  }
}
