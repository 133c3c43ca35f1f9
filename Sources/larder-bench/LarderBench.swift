import ArgumentParser

/// `larder-bench`: the tools behind `make bench`.
@main
struct LarderBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "larder-bench",
    abstract: "Benchmark tools for Larder: the decade journal of Documentation/Performance.md.",
    subcommands: [Generate.self])
}
