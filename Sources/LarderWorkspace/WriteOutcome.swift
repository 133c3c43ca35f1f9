/// What a writing command did, for rendering: the files it changed and the commit it made.
public struct WriteOutcome: Sendable, Codable {
  /// The files the command changed, relative to the journal root; empty when its change was
  /// already in place.
  public let files: [String]
  /// The commit made; nil with `--no-commit`, without a repository, or when nothing changed.
  public let commit: CommitRecord?
  /// The whole commit message (or the message the commit would have had).
  public let message: String
  /// Changed files that already held uncommitted hand edits, committed as they were, on
  /// their own, just before the change.
  public let handEdits: [String]
  /// Files an interrupted command had written and not committed, committed now as this
  /// command's commit, since the command changed nothing itself. When it did change files,
  /// they are committed first, on their own, and a notice says so.
  public let recovered: [String]
  /// Things the person should know that are not errors.
  public let notices: [String]
  /// Set by a dry run alone: the unified diff of every file the command would change, whose
  /// paths `files` lists; nothing was written.
  public let dryRunDiff: String?

  /// Creates an outcome.
  public init(
    files: [String], commit: CommitRecord?, message: String, handEdits: [String],
    recovered: [String], notices: [String], dryRunDiff: String? = nil
  ) {
    self.files = files
    self.commit = commit
    self.message = message
    self.handEdits = handEdits
    self.recovered = recovered
    self.notices = notices
    self.dryRunDiff = dryRunDiff
  }

  /// Whether this is the outcome of a dry run, which wrote nothing.
  public var isDryRun: Bool { dryRunDiff != nil }
}
