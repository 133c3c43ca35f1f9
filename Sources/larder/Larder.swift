import ArgumentParser

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

      Exit status: 0 ok, 1 problems found, 2 usage or I/O error.
      """,
    version: "0.1.0",
    subcommands: [
      Check.self,
      Format.self,
      Add.self,
      Edit.self,
      Remove.self,
      Copy.self,
      DayCommand.self,
      Score.self,
      Goals.self,
      Targets.self,
      Meals.self,
      CalendarCommand.self,
      WeekCommand.self,
      SearchCommand.self,
      ExportCommand.self,
      Init.self,
      Commit.self,
      History.self,
      Undo.self,
      RemoteCommand.self,
      Backup.self,
      Restore.self,
      GC.self,
      Hooks.self,
      Import.self,
      Doc.self,
      Care.self,
      ProfileCommand.self,
      Foods.self,
      RecipeCommand.self,
      Body.self,
    ])

  @OptionGroup var global: GlobalOptions
}
