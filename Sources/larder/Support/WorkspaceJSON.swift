import LarderWorkspace

// The workspace's outcomes that `--json` prints as they are.

extension CommitHistory: JSONReport {
  /// `larder history --json`.
  static let schemaVersion = 1
}

extension InitOutcome: JSONReport {
  /// `larder init --json`.
  static let schemaVersion = 1
}

extension HousekeepingReport: JSONReport {
  /// `larder gc --json`.
  static let schemaVersion = 1
}

extension RestoredJournal: JSONReport {
  /// `larder restore SOURCE DIR --json`.
  static let schemaVersion = 1
}

extension RestoredFiles: JSONReport {
  /// `larder restore --at … --json`.
  static let schemaVersion = 1
}

extension UndoOutcome: JSONReport {
  /// `larder undo --json`.
  static let schemaVersion = 1
}
