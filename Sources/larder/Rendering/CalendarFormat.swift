import LarderWorkspace

/// How the history views (`calendar`, `week`, `search`, `export`) write dates, counts,
/// statuses and refusals.
enum CalendarFormat {
  static let monthAbbreviations = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `3 Nov` in today's year, `3 Nov 2025` in any other.
  static func date(_ date: CalendarDate, today: CalendarDate) -> String {
    let (year, month, day) = date.components
    let text = "\(day) \(monthAbbreviations[month - 1])"
    return year == today.year ? text : text + " \(year)"
  }

  /// `Tue 3 Nov`, with the year when it is not today's.
  static func day(_ date: CalendarDate, today: CalendarDate) -> String {
    weekday(date) + " " + self.date(date, today: today)
  }

  /// `Tue`.
  static func weekday(_ date: CalendarDate) -> String {
    date.weekday.abbreviation.prefix(1).uppercased() + date.weekday.abbreviation.dropFirst()
  }

  /// `3–6 Nov`, `28 Oct – 2 Nov`, `3 Nov` for one day; years as `date(_:today:)` writes them.
  static func range(_ start: CalendarDate, _ end: CalendarDate, today: CalendarDate) -> String {
    guard start != end else { return date(start, today: today) }
    if start.year == end.year, start.month == end.month {
      return "\(start.day)–" + date(end, today: today)
    }
    if start.year == end.year {
      let (_, month, day) = start.components
      return "\(day) \(monthAbbreviations[month - 1]) – " + date(end, today: today)
    }
    return date(start, today: end) + " – " + date(end, today: today)
  }

  /// `November 2026`.
  static func month(_ month: Month) -> String {
    "\(month.name) \(month.year)"
  }

  /// `Monday`.
  static func weekdayName(_ weekday: Weekday) -> String {
    weekday.name.prefix(1).uppercased() + weekday.name.dropFirst()
  }

  /// The colour that goes with a status's symbol; none for a day without entries.
  static func style(_ status: GoalStatus) -> Terminal.Style? {
    switch status {
    case .met: .green
    case .close: .yellow
    case .over, .under: .red
    case .noGoal: .blue
    case .noEntries: nil
    }
  }

  /// The colour of a score band.
  static func style(_ band: ScoreBand) -> Terminal.Style {
    switch band {
    case .green: .green
    case .yellow: .yellow
    case .red: .red
    }
  }

  /// A symbol for a score band, so the band is not told by colour alone: `●` good, `◐` fair,
  /// `○` poor.
  static func symbol(_ band: ScoreBand) -> String {
    switch band {
    case .green: "●"
    case .yellow: "◐"
    case .red: "○"
    }
  }

  /// A logged day's energy as the whole percent of its goal every view shows
  /// (`GoalStatus.percent`).
  static func percent(of summary: DaySummary) -> Int? {
    guard summary.hasEntries else { return nil }
    return GoalStatus.percent(kcal: summary.kcal, goal: summary.goal?.kcal)
  }

  /// The status as JSON writes it: `met`, `close`, `over`, `under`, `no_goal`, `no_entries`.
  static func slug(_ status: GoalStatus) -> String {
    switch status {
    case .noGoal: "no_goal"
    case .noEntries: "no_entries"
    default: status.rawValue
    }
  }

  /// A line without its trailing spaces.
  static func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }

  /// Warns on standard error that files with errors were read, so numbers may be incomplete.
  static func warn(filesWithErrors files: [String], terminal: Terminal) {
    guard !files.isEmpty else { return }
    let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
    terminal.writeError(
      terminal.style("warning:", .boldYellow) + " "
        + Display.count(files.count, "journal file has", "journal files have")
        + " errors (\(shown)), so these numbers may be incomplete\n"
        + "  hint: Run `larder check` to see them.\n")
  }

  /// Reads a date option (`--from`, `--to`) against today, or refuses it.
  static func date(
    option: String, _ text: String?, today: CalendarDate, terminal: Terminal
  ) throws -> CalendarDate? {
    guard let text else { return nil }
    guard let expression = DateExpression(text) else {
      throw WorkspaceFailure.usage(
        "\(option) \"\(text)\" is not a date",
        hint: "Write 2026-11-21, today, yesterday, -3, monday or last monday.", terminal: terminal)
    }
    return expression.resolve(today: today)
  }
}
