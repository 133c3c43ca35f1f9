import ArgumentParser
import LarderWorkspace

/// `larder care`: meetings with the doctor and the nutritionist.
struct Care: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "care",
    abstract: "Record and list meetings with your doctor and nutritionist.",
    discussion: """
      Meetings live in care.yaml, editable by hand. The names of the doctor and the \
      nutritionist are in the profile (`larder profile set doctor NAME`).

      Examples:
        larder care add --doctor "Blood pressure fine; keep going."
        larder care add --nutritionist --date 2026-09-24 More protein at breakfast.
        larder care list
      """,
    subcommands: [Add.self, List.self],
    defaultSubcommand: List.self)

  /// `larder care add`.
  struct Add: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Record a meeting (today unless --date says), one commit.",
      discussion: """
        Give exactly one of --doctor and --nutritionist; the words after the options are \
        the notes. A meeting in the future is refused.

        Examples:
          larder care add --doctor "Blood pressure fine; keep going."
          larder care add --nutritionist --date yesterday Switch to 2000 kcal.

        Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "The meeting was with the doctor.")
    var doctor = false

    @Flag(help: "The meeting was with the nutritionist.")
    var nutritionist = false

    @Option(
      parsing: .unconditional,
      help: "The day of the meeting (default today): 2026-10-02, yesterday, -3.")
    var date: String?

    @OptionGroup var options: WriteOptions

    @Argument(parsing: .remaining, help: "What was said.")
    var notes: [String] = []

    func validate() throws {
      guard doctor != nutritionist else {
        throw ValidationError("Give exactly one of --doctor and --nutritionist.")
      }
    }

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let (today, day) = try context.run { () throws(WorkspaceError) in
        let today = try context.today()
        return (today, try DateArgument.resolve(date, today: today))
      }
      let text = notes.joined(separator: " ")
      let meeting = CareMeeting(
        date: day, provider: doctor ? .doctor : .nutritionist, notes: text.isEmpty ? nil : text)
      let outcome = try JournalEditError.refusing(context.terminal) { () throws(JournalEditError) in
        try context.workspace.bodyAndCare.addMeeting(
          meeting, today: today, noCommit: options.noCommit)
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }

  /// `larder care list`.
  struct List: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the meetings, oldest first, with the care team's names.",
      discussion: """
        Examples:
          larder care list
          larder care list --json

        Exit status: 0 ok, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the care team and the meetings as JSON.")
    var json = false

    func run() throws {
      let context = try CommandContext(global)
      let overview = try context.run { () throws(WorkspaceError) in
        try context.workspace.bodyAndCare.care(today: try context.today())
      }
      context.terminal.write(json ? CareText.json(overview) : CareText.render(overview))
    }
  }
}
