import ArgumentParser

/// What a command does to the journal, which decides the rules of
/// `Documentation/CommandLine.md` it follows.
enum CommandEffect: Sendable {
  /// Reads only; takes none of the write options.
  case reads
  /// Writes; takes `WriteOptions`.
  case writes
  /// Removes or overwrites data; takes `WriteOptions`, asks on a terminal and needs `--yes`
  /// elsewhere.
  case removes
  /// Moves commits between the journal and a remote, or tidies the repository (`backup`,
  /// `sync`, `gc`, git's merge driver): every change it brings is a commit already made, or
  /// a merge `larder undo` takes back, so it takes none of the write options.
  case repository
}

/// A command that says what it does to the journal; every command that runs is one.
protocol LarderCommand: ParsableCommand {
  /// What the command does to the journal.
  static var effect: CommandEffect { get }
}
