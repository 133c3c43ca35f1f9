import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// The `larder` command: a nutrition and body-metrics journal kept as plain text.
@main
struct Larder: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "larder",
    abstract: "A nutrition and body-metrics journal kept as plain text, with git history.",
    discussion: """
      A journal is a directory of YAML files: daily food logs, a food library, categories with \
      targets, dated goals and body metrics. Edit them by hand or through larder; every change \
      larder makes is a git commit.

      Exit status: 0 done, 1 refused or problems found (nothing written), 2 usage or I/O \
      error, the same in every command (Documentation/CommandLine.md).
      """,
    version: "0.1.0",
    subcommands: [MergeFile.self, ManPage.self],
    groupedSubcommands: [
      CommandGroup(
        name: "Logging",
        subcommands: [Add.self, Edit.self, Remove.self, Copy.self]),
      CommandGroup(
        name: "The day",
        subcommands: [
          DayCommand.self, Score.self, Goals.self, Targets.self, Meals.self,
        ]),
      CommandGroup(
        name: "Looking back",
        subcommands: [
          CalendarCommand.self, WeekCommand.self, NutrientsCommand.self, SearchCommand.self,
          ExportCommand.self,
        ]),
      CommandGroup(
        name: "Foods",
        subcommands: [Foods.self, RecipeCommand.self, Import.self, Parse.self]),
      CommandGroup(
        name: "Body and care",
        subcommands: [Body.self, EnergyCommand.self, ProfileCommand.self, Care.self, Doc.self]),
      CommandGroup(
        name: "The journal",
        subcommands: [
          Init.self, Check.self, Format.self, Commit.self, Hooks.self, History.self, Undo.self,
          Redo.self, SettingsCommand.self,
        ]),
      CommandGroup(
        name: "Backup",
        subcommands: [
          RemoteCommand.self, Backup.self, Sync.self, Resolve.self, Restore.self, GC.self,
        ]),
    ])

  @OptionGroup var global: GlobalOptions
}

extension Larder {
  /// Runs the command line, exiting with 2 on a usage error as the product promises
  /// (ArgumentParser's own code for that is 64); help, version and every other outcome are
  /// ArgumentParser's. The plain forms of `larder add` are read without it (`quickParse`).
  static func main() {
    do {
      var command: any ParsableCommand =
        try Add.quickParse(CommandLine.arguments.dropFirst()) ?? parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      StandardStream.error.write(fullMessage(for: error) + "\n")
      exit(withError: ExitCode(2))
    }
  }
}
