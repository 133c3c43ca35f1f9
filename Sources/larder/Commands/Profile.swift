import ArgumentParser
import LarderWorkspace

/// `larder profile`: who keeps the journal, their target and their care team.
struct ProfileCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "profile",
    abstract: "Show or set the profile: height, target weight and date, motivation, care team.",
    discussion: """
      The profile is the `profile:` block of larder.yaml; edit it there by hand, or with \
      `larder profile set`. `larder profile` alone shows it.

      Examples:
        larder profile
        larder profile set height 178 cm
        larder profile set target 78 kg by 2027-06-15
        larder profile set motivation Run a half marathon in spring.
        larder profile set doctor Dr. Maria Keller
        larder profile set nutritionist Sam Okafor
        larder profile set sex female
        larder profile set born 1990-04-02
      """,
    subcommands: [Show.self, Set.self],
    defaultSubcommand: Show.self)

  /// `larder profile show`.
  struct Show: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show the profile.",
      discussion: """
        Examples:
          larder profile
          larder profile show --json

        Exit status: 0 ok, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the profile as JSON, in cm and kg.")
    var json = false

    func run() throws {
      let context = try CommandContext(global)
      let profile = try context.run { () throws(WorkspaceError) in
        try context.workspace.settings().profile
      }
      context.terminal.write(json ? ProfileText.json(profile) : ProfileText.render(profile))
    }
  }

  /// `larder profile set`.
  struct Set: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Set one profile field in larder.yaml, one commit.",
      discussion: """
        FIELD is height (178 cm, 1.78 m or 70 in; written in cm), target (78 kg or 172 lb, \
        optionally `by DATE`, a date after today; written in kg), motivation, doctor, \
        nutritionist or name (the rest of the line, as given), sex (female or male) or born \
        (the date of birth); sex and date of birth choose the recommended intakes of \
        `larder nutrients`. The other lines of larder.yaml, their comments and order stay as \
        written.

        Examples:
          larder profile set height 178 cm
          larder profile set target 78 kg by 2027-06-15
          larder profile set motivation Run a half marathon in spring.
          larder profile set doctor Dr. Maria Keller
          larder profile set born 1990-04-02

        Exit status: 0 written, 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The field and its value: height 178 cm, target 78 kg by 2027-06-15, ….")
    var words: [String]

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let today = try context.run { () throws(WorkspaceError) in try context.today() }
      let outcome = try JournalEditError.refusing(context.terminal) { () throws(JournalEditError) in
        try context.workspace.bodyAndCare.setProfile(
          words, today: today, noCommit: options.noCommit)
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }
}
