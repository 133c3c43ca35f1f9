import ArgumentParser
import LarderWorkspace

/// Options every command accepts, before or after the command name.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: [.short, .customLong("journal")],
    help: ArgumentHelp(
      "The journal directory (else $LARDER_JOURNAL, else the nearest directory above holding "
        + "larder.yaml).", valueName: "dir"))
  var journal: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Pretend today is this date (2026-11-21, yesterday, -3, monday, last monday).",
      valueName: "date"))
  var today: String?

  @Option(help: ArgumentHelp("Colour the output: auto, always or never.", valueName: "when"))
  var color: ColorChoice = .auto
}

/// When to colour output; `auto` means on a terminal and without `NO_COLOR`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}
