import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder settings`: the day cutoff, week start and units of `larder.yaml`.
struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "Show or change the day cutoff, the week start and the display units.",
    discussion: """
      The settings live in larder.yaml (FORMAT.md 4.1): `cutoff` (day cutoff, 04:00 by \
      default: entries before it count toward the day before), `week-start` (sunday or \
      monday) and `units` (metric or imperial). Without a subcommand, shows them.

      Examples:
        larder settings
        larder settings set cutoff 03:00
        larder settings set week-start monday
        larder settings --json
      """,
    subcommands: [Show.self, Set.self],
    defaultSubcommand: Show.self)

  /// `larder settings show`, and `larder settings` alone.
  struct Show: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show the day cutoff, the week start and the display units.",
      discussion: """
        Each setting with its value; "default" marks one larder.yaml leaves out.

        Examples:
          larder settings show
          larder settings show --json

        Exit status: 0 shown, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the settings as JSON.")
    var json = false

    func run() throws {
      let context = try CommandContext(global)
      let values = try context.run { () throws(WorkspaceError) in
        try context.workspace.journal.settingValues()
      }
      guard !json else {
        context.terminal.write(JSONOutput.encode(SettingsJSON(settings: values)))
        return
      }
      let keyWidth = values.map { Display.width($0.key) }.max() ?? 0
      let valueWidth = values.map { Display.width($0.value) }.max() ?? 0
      var text = ""
      for value in values {
        text += Display.pad(value.key, keyWidth) + "  "
        text +=
          value.isDefault
          ? Display.pad(value.value, valueWidth) + "  "
            + context.terminal.style("default", .dim) : value.value
        text += "\n"
      }
      context.terminal.write(text)
    }
  }

  /// `larder settings set KEY VALUE`.
  struct Set: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Change a setting in larder.yaml, as one commit.",
      discussion: """
        KEY is cutoff, week-start or units. The value is checked (a time H:MM or HH:MM; \
        sunday or monday; metric or imperial) and written in place of the old one, keeping \
        its comment and every other line of larder.yaml; a setting the file leaves out is \
        added where FORMAT.md puts it. The commit reads `settings set cutoff 03:00`. On a \
        terminal it asks first; --yes skips the question.

        Examples:
          larder settings set cutoff 3:00
          larder settings set week-start monday --dry-run
          larder settings set units imperial --yes --json

        Exit status: 0 written (or shown, with --dry-run), 1 refused (an unknown setting or \
        a bad value; nothing written) or not confirmed, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting: cutoff, week-start or units.")
    var key: String

    @Argument(help: "The new value: 03:00, monday, imperial.")
    var value: String

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let terminal = context.terminal
      let journal = context.workspace.journal
      let preview = try JournalEditError.refusing(terminal) { () throws(JournalEditError) in
        try journal.setSetting(key, to: value, dryRun: true, noCommit: options.noCommit)
      }
      if !options.json {
        terminal.write("\(preview.key) \(preview.previous) → \(preview.value)\n")
      }
      if options.dryRun {
        terminal.write(
          options.json ? JSONOutput.encode(preview, written: false) : "Dry run: nothing written.\n")
        return
      }
      // A setting changes how days read, not what they hold: asked like `larder add`.
      if !options.yes, !options.json, StandardStream.input.isTerminal,
        !WriteRun.ask("Change it?", defaultYes: true, terminal: terminal)
      {
        terminal.write("Nothing written.\n")
        throw ExitCode(1)
      }
      let change = try JournalEditError.refusing(terminal) { () throws(JournalEditError) in
        try journal.setSetting(key, to: value, dryRun: false, noCommit: options.noCommit)
      }
      guard !options.json else {
        terminal.write(JSONOutput.encode(change, written: !(change.outcome?.files.isEmpty ?? true)))
        return
      }
      if let outcome = change.outcome {
        terminal.write(WriteOutcomeText.render(outcome, terminal: terminal))
      }
    }
  }
}

/// `larder settings --json`: each setting with its value.
private struct SettingsJSON: JSONReport {
  static let schemaVersion = 1
  var settings: [SettingValue]
}

extension SettingChange: JSONReport {
  static let schemaVersion = 1
}
