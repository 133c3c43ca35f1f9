import ArgumentParser
import LarderWorkspace

/// `larder score [DATE] [--explain]`: the daily score of seed 001 §7A.
struct Score: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "score",
    abstract: "Show the daily score, 0–100, and with --explain how it adds up.",
    discussion: """
      Each enabled category scores 100 inside its preferred range (its target; exact targets \
      allow ±0.1) and loses points outside it, by its score profile in categories.yaml: \
      50 × (deviation ÷ soft limit) × penalty, squared on a quadratic curve, or nothing when \
      over is capped. Compensation rules run first (by default 15 minutes of sports beyond \
      the target offset one treat portion over, at most 2). The daily score is the weighted \
      average: green 85–100, yellow 70–84, red below 70.

      Examples:
        larder score
        larder score yesterday --explain
        larder score 2026-11-19 --json

      Exit status: 0 ok, 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The day (default today): 2026-11-21, yesterday, -3, monday, last monday.",
      valueName: "date"))
  var date: [String] = []

  @Flag(help: "Show each category's deviation, penalty, score and weight, and the arithmetic.")
  var explain = false

  @Flag(help: "Print the score and its breakdown as JSON.")
  var json = false

  func run() throws {
    let context = try CommandContext(global)
    let overview = try DayArgument.overview(date, command: "score", context: context)
    let terminal = context.terminal
    if json {
      terminal.write(ScoreJSON.render(overview))
    } else {
      terminal.write(
        ScoreText(overview: overview, terminal: terminal, width: terminal.width)
          .render(explain: explain))
    }
  }
}
