import ArgumentParser
import LarderWorkspace

/// `larder body`: body metrics, their trend and progress toward the target weight.
struct Body: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "body",
    abstract: "Show, add and remove body metrics: weight, fat, lean mass, waist, steps.",
    discussion: """
      Body metrics live in body/YYYY.yaml, one line per day, and can be edited by hand. \
      `larder body` alone shows the overview (`larder body show`).

      Examples:
        larder body
        larder body add weight 84.2 fat 23.1 steps 8512
        larder body rm 2026-11-20
      """,
    subcommands: [Show.self, Add.self, Remove.self],
    defaultSubcommand: Show.self)

  /// The ranges the charts can span.
  enum ChartRange: String, ExpressibleByArgument, CaseIterable {
    case week = "1w", month = "1m", threeMonths = "3m", sixMonths = "6m", all

    /// Days the range spans, ending today; nil for all.
    var days: Int? {
      switch self {
      case .week: 7
      case .month: 30
      case .threeMonths: 91
      case .sixMonths: 182
      case .all: nil
      }
    }
  }

  /// `larder body show`.
  struct Show: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show current weight, changes, 7-day averages, trend, target progress, charts.",
      discussion: """
        The trend weight smooths the daily noise of the scale: it starts at the first \
        weigh-in and moves a tenth of the way toward each later one (T = T + 0.1 × (W − T)), \
        unchanged on days without a weigh-in, and starts again after more than 30 days \
        without one. Its weekly rate is the least-squares slope of \
        the trend over the last 14 days, times 7. Target progress comes from the profile \
        (`larder profile set target 78 kg by 2027-06-15`): the difference, the days left, \
        the weekly change required (difference ÷ remaining weeks) and whether the trend, \
        at its rate, gets there by the date. One chart per metric follows, all over the \
        same range of days; --list prints every day's line instead. --json gives the \
        numbers in metric units, each to the precision its metric is recorded with: \
        0.01 kg, 0.1 % and cm, whole steps and kcal.

        Examples:
          larder body
          larder body show --range 3m
          larder body --list --range 1m
          larder body --json

        Exit status: 0 ok, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "The days the charts and the list span: 1w, 1m, 3m, 6m or all.")
    var range: ChartRange = .threeMonths

    @Flag(help: "List every day's measurements in the range instead of the charts.")
    var list = false

    @Flag(help: "Print the overview and the days in the range as JSON.")
    var json = false

    func run() throws {
      let context = try CommandContext(global)
      let overview = try context.run { () throws(WorkspaceError) in
        try context.workspace.bodyAndCare.body(today: try context.today())
      }
      let first = overview.metrics.first?.date ?? overview.today
      let start = range.days.map { overview.today.adding(days: 1 - $0) } ?? first
      let terminal = context.terminal
      if overview.errorCount > 0 {
        terminal.writeError(
          terminal.style("warning:", .boldYellow)
            + " the body files have \(overview.errorCount) "
            + (overview.errorCount == 1 ? "error" : "errors") + "; those lines are left out\n"
            + "  hint: `larder check` shows them.\n")
      }
      if json {
        terminal.write(BodyJSON.render(overview, from: start))
      } else {
        let text = BodyText(overview: overview, start: start, terminal: terminal)
        terminal.write(list ? text.renderList() : text.render(width: terminal.width))
      }
    }
  }

  /// `larder body add`.
  struct Add: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Record body metrics for a day (today unless --date says).",
      discussion: """
        METRICS are pairs of a name and a number, with an optional unit: weight 84.2 [kg|lb], \
        fat 23.1 [%], lean 62 [kg|lb], waist 92 [cm|in], steps 8512, active 420 [kcal]. A \
        number without a unit is in the journal's display units (`units:` in larder.yaml). \
        Pounds and inches are converted: the file always holds metric values with their \
        units (weight 84.19 kg), so every tool reads them alike. A metric the day already \
        has is replaced; the others stay. Implausible values (a weight of 0 or 900 kg, \
        body fat of 140 %) and dates in the future are refused and nothing is written.

        Examples:
          larder body add weight 84.2
          larder body add weight 185.6 lb waist 36 in
          larder body add fat 23.1 lean 62 steps 8512 --date yesterday

        Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Metrics: weight 84.2, fat 23.1, lean 62, waist 92, steps 8512, active 420.")
    var metrics: [String]

    @Option(
      parsing: .unconditional,
      help: "The day measured (default today): 2026-11-20, yesterday, -3, monday.")
    var date: String?

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let (today, units) = try context.run { () throws(WorkspaceError) in
        (try context.today(), try context.workspace.settings().displayUnits)
      }
      let day = try context.run { () throws(WorkspaceError) in
        try DateArgument.resolve(date, today: today)
      }
      let outcome = try JournalEditError.refusing(context.terminal) { () throws(JournalEditError) in
        let inputs = try BodyAndCareUseCases.bodyMetrics(metrics, units: units)
        return try context.workspace.bodyAndCare.addBody(
          inputs, on: day, today: today, noCommit: options.noCommit)
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }

  /// `larder body rm`.
  struct Remove: LarderCommand {
    static let effect = CommandEffect.removes

    static let configuration = CommandConfiguration(
      commandName: "rm",
      abstract: "Remove a day's body metrics, or some of them.",
      discussion: """
        Without metric names the day's whole line goes; with them (weight, fat, lean, waist, \
        steps, active) only those, and the line goes when none is left. One commit, which \
        `larder undo` takes back. On a terminal it shows the change and asks; elsewhere give \
        --yes.

        Examples:
          larder body rm 2026-11-20
          larder body rm yesterday fat waist

        Exit status: 0 removed, 1 nothing to remove or not confirmed, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day: 2026-11-20, yesterday, -3, monday.")
    var date: String

    @Argument(help: "The metrics to remove (default all): weight, fat, lean, waist, steps, active.")
    var metrics: [String] = []

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let day = try context.run { () throws(WorkspaceError) in
        try DateArgument.resolve(date, today: try context.today())
      }
      let outcome = try WriteRun.removing(
        "Remove them?", context: context, options: options, outcome: \WriteOutcome.self
      ) { workspace in
        try JournalEditError.refusing(context.terminal) { () throws(JournalEditError) in
          try workspace.bodyAndCare.removeBody(
            metrics: metrics, on: day, noCommit: options.noCommit)
        }
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }
}

/// A date option of the body, care and profile commands: an ISO date or an expression such as
/// `yesterday`, resolved against today; today when absent.
enum DateArgument {
  static func resolve(_ text: String?, today: CalendarDate) throws(WorkspaceError)
    -> CalendarDate
  {
    guard let text else { return today }
    return try Workspace.date(text, today: today)
  }
}

extension JournalEditError {
  /// Runs `body`, turning a refusal into its message and hint on standard error and exit
  /// status 1, a failure of the journal into exit status 2.
  static func refusing<Result>(
    _ terminal: Terminal, _ body: () throws(JournalEditError) -> Result
  ) throws -> Result {
    do {
      return try body()
    } catch {
      throw WorkspaceFailure.refusal(
        error.message, hint: error.hint, isEnvironment: error.isEnvironment, terminal: terminal)
    }
  }
}
