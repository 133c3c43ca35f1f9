import ArgumentParser
import LarderWorkspace

/// `larder calendar [MONTH]`: a month at a glance (seed 002).
struct CalendarCommand: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "calendar",
    abstract: "Show a month: each day's goal status and entry count, and how the month went.",
    discussion: """
      Draws the month as a grid of weeks, starting on the week start of larder.yaml. Each \
      logged day shows a symbol for how its calories stood against the goal in force that \
      day, and how many entries it has:

        ✓ met    within 5 % of the goal (95 % and 105 % count as met)
        ~ close  5 to 10 % away (90 % and 110 % count as close)
        ▲ over   more than 10 % above the goal
        ▼ under  more than 10 % below the goal
        • logged, but no goal was set for that day

      A day without entries is left blank; today is shown as [20]. With --score each day \
      shows its daily score instead: ● 85–100 good, ◐ 70–84 fair, ○ below 70 poor. Under the \
      grid: days logged, average kcal per logged day, on how many days the goal was met, the \
      best streak of days in a row that met it, and the goals in force. Only the month's own \
      day files are read.

      MONTH is 2026-11, nov or november (the most recent one), nov 2025, this month, last \
      month, or a number of months back such as -2.

      Examples:
        larder calendar
        larder calendar last month
        larder calendar 2024-02
        larder calendar -2 --score
        larder calendar nov --status over --status under
        larder calendar --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  // `.allUnrecognized` lets `-2` through as a month instead of an unknown option.
  @Argument(
    parsing: .allUnrecognized,
    help: "The month (default this month): 2026-11, nov, nov 2025, last month, -2.")
  var month: [String] = []

  @Flag(help: "Show each day's score (0–100) instead of its entry count, coloured by band.")
  var score = false

  @Option(
    help: ArgumentHelp(
      "List only the days with this status instead of the grid (repeatable).",
      valueName: "met|close|over|under"))
  var status: [StatusChoice] = []

  @Flag(help: "Print the month as JSON, for scripts.")
  var json = false

  /// The statuses `--status` takes.
  enum StatusChoice: String, ExpressibleByArgument, CaseIterable {
    case met, close, over, under

    var status: GoalStatus {
      switch self {
      case .met: .met
      case .close: .close
      case .over: .over
      case .under: .under
      }
    }
  }

  func run() throws {
    let context = try CommandContext(global)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    if let option = month.first(where: { $0.hasPrefix("--") }) {
      throw WorkspaceFailure.usage(
        "unknown option \"\(option)\"", hint: "See `larder calendar --help`.",
        terminal: context.terminal)
    }
    guard let shown = MonthArgument.month(month, today: today) else {
      throw WorkspaceFailure.usage(
        "\"\(month.joined(separator: " "))\" is not a month",
        hint: "Write 2026-11, nov, november 2025, this month, last month or -2.",
        terminal: context.terminal)
    }
    let history = try context.run { () throws(WorkspaceError) in
      try context.workspace.history.calendar(month: shown, today: today)
    }
    let statuses = Set(status.map(\.status))
    let terminal = context.terminal
    if json {
      terminal.write(CalendarJSON.render(history, only: statuses))
    } else {
      let text = CalendarText(history: history, terminal: terminal, showsScore: score)
      terminal.write(statuses.isEmpty ? text.render() : text.render(only: statuses))
    }
    CalendarFormat.warn(filesWithErrors: history.filesWithErrors, terminal: terminal)
  }
}

/// A month as typed on the command line, resolved against today.
enum MonthArgument {
  /// The month `words` name: nothing (this month), `2026-11`, a date, `nov`/`november` (the
  /// most recent one, this month included), `nov 2025`, `this month`, `last month`, `next
  /// month`, or a signed number of months from this one (`-2`, `+1`); `nil` when it is none.
  static func month(_ words: [String], today: CalendarDate) -> Month? {
    let current = Month(containing: today)
    let parts = words.joined(separator: " ").lowercased()
      .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    switch parts.count {
    case 0:
      return current
    case 1:
      let word = parts[0]
      if let month = Month(word) { return month }
      if let date = CalendarDate(iso: word) { return Month(containing: date) }
      if word == "today" { return current }
      if let first = word.first, first == "-" || first == "+", word.count <= 5,
        let offset = Int(word.dropFirst())
      {
        return adding(first == "-" ? -offset : offset, to: current)
      }
      guard let number = monthNumber(word) else { return nil }
      let back = (current.month - number + 12) % 12
      return adding(-back, to: current)
    case 2:
      switch (parts[0], parts[1]) {
      case ("this", "month"): return current
      case ("last", "month"): return current.previous
      case ("next", "month"): return current.next
      default:
        guard let number = monthNumber(parts[0]), parts[1].count == 4, let year = Int(parts[1])
        else { return nil }
        return Month(year: year, month: number)
      }
    default:
      return nil
    }
  }

  /// 1 to 12 for a month's English name or a prefix of it of at least three letters.
  private static func monthNumber(_ word: String) -> Int? {
    guard word.count >= 3 else { return nil }
    let names = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december",
    ]
    return names.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
  }

  private static func adding(_ months: Int, to month: Month) -> Month? {
    let index = month.year * 12 + (month.month - 1) + months
    let year = index >= 0 ? index / 12 : (index - 11) / 12
    return Month(year: year, month: index - year * 12 + 1)
  }
}
