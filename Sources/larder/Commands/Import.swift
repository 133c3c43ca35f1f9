import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder import`: bring data from other apps into the journal. Each source is a subcommand;
/// adding one is a line in `subcommands`.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import data from other apps into the journal.",
    discussion: """
      Examples:
        larder import apple-health ~/Downloads/export.zip
        larder import cronometer cronometer-export.zip --dry-run
        larder import myfitnesspal File-Export.zip --weight-unit lb
        larder import csv LoseIt-food-logs.csv --rules loseit
      """,
    subcommands: [
      AppleHealth.self, ImportCronometer.self, ImportMyFitnessPal.self, ImportCSV.self,
      ImportUSDA.self, ImportOFF.self,
    ])

  /// `larder import apple-health FILE`.
  struct AppleHealth: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "apple-health",
      abstract: "Import body metrics from an Apple Health export, one commit.",
      discussion: """
        In the Health app: your picture › Export All Health Data, then give the export.zip it \
        writes, or the apple_health_export/export.xml inside it if you unzipped it. The file \
        is read in one pass in small chunks, export.xml inflated from the zip as it is read, \
        so memory stays flat for exports of any size and nothing is unpacked to disk. A zip \
        that is damaged (its CRC-32 is checked), truncated or encrypted is refused.

        Imported: body mass, body fat percentage (a fraction in the export, written as %), \
        lean body mass, waist circumference (the day's first reading of each), steps and \
        active energy (summed per day; the iPhone and the Watch count the same steps, so \
        each day takes the source with the highest total instead of adding them). Pounds, \
        inches, Cal and kJ are converted; the journal holds kg, %, cm and kcal. Each record \
        counts on the date written in it, the phone's own local day. Records dated after \
        today, or absurd (900 kg, year 1850), are skipped and counted.

        A value the journal already has is kept: importing the same export again adds \
        nothing, and a value you wrote by hand wins. Nothing is written when the file is not \
        an Apple Health export or is truncated.

        Examples:
          larder import apple-health export.zip
          larder import apple-health apple_health_export/export.xml --no-commit

        Exit status: 0 imported (or nothing new), 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The export.zip from an Apple Health export, or the export.xml in it.")
    var file: String

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let today = try context.run { () throws(WorkspaceError) in try context.today() }
      let path = URL(
        fileURLWithPath: file,
        relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      ).path
      let summary = try JournalEditError.refusing(context.terminal) {
        () throws(JournalEditError) in
        try context.workspace.bodyAndCare.importAppleHealth(
          path: path, today: today, noCommit: options.noCommit)
      }
      let terminal = context.terminal
      if options.json {
        terminal.write(JSONOutput.encode(summary))
        return
      }
      if let outcome = summary.outcome, !outcome.isDryRun {
        terminal.write(WriteOutcomeText.render(outcome, terminal: terminal))
      }
      let counted = Display.count
      terminal.write(
        "  read \(counted(summary.records, "record", "records")) on "
          + "\(counted(summary.days, "day", "days")): "
          + "\(counted(summary.added, "value", "values")) added, \(summary.unchanged) already in "
          + "the journal, \(summary.kept) kept as written\n")
      if summary.future + summary.absurd > 0 {
        terminal.write(
          "  skipped \(counted(summary.future, "record", "records")) dated after today and "
            + "\(summary.absurd) absurd \(summary.absurd == 1 ? "one" : "ones")\n")
      }
      if options.dryRun { terminal.write("Dry run: nothing written.\n") }
    }
  }
}

extension BodyImport: JSONReport {
  static let schemaVersion = 1
}
