/// The use cases of a journal, by area: one obvious home for each `larder` command.
///
/// A `Workspace` holds what every area shares (where the journal is, the command's clock,
/// reading files, the write path and the caches); each area is a value over it, made where a
/// command needs it: `workspace.logging.prepareAdd(…)`, `workspace.library.addFood(…)`.
extension Workspace {
  /// `add`, `edit`, `rm`, `copy`, `parse`, `day` and `score`.
  public var logging: LoggingUseCases { LoggingUseCases(workspace: self) }
  /// `foods`, `recipe`, `import usda` and `import off`.
  public var library: LibraryUseCases { LibraryUseCases(workspace: self) }
  /// `week`, `calendar`, `search`, `export`, `history`, `undo` and `restore --at`.
  public var history: HistoryUseCases { HistoryUseCases(workspace: self) }
  /// `body`, `energy`, `care`, `doc`, `profile` and `import apple-health`.
  public var bodyAndCare: BodyAndCareUseCases { BodyAndCareUseCases(workspace: self) }
  /// `goals`, `targets` and `meals`.
  public var plan: PlanUseCases { PlanUseCases(workspace: self) }
  /// `check`, `fmt`, `commit`, `hooks`, `gc`, `remote` and `backup`.
  public var journal: JournalUseCases { JournalUseCases(workspace: self) }
}

/// Logging what was eaten and done, and reading one day back: `add`, `edit`, `rm`, `copy`,
/// `parse`, `day` and `score`.
public struct LoggingUseCases: Sendable {
  /// The journal logged into.
  public let workspace: Workspace
}

/// The food library: `foods`, `recipe`, `import usda` and `import off`.
public struct LibraryUseCases: Sendable {
  /// The journal whose library this is.
  public let workspace: Workspace
}

/// Reading the past and going back to it: `week`, `calendar`, `search`, `export`, `history`,
/// `undo` and `restore --at`.
public struct HistoryUseCases: Sendable {
  /// The journal whose history this is.
  public let workspace: Workspace
}

/// Body metrics, care meetings, documents and the profile: `body`, `care`, `doc`, `profile`
/// and `import apple-health`.
public struct BodyAndCareUseCases: Sendable {
  /// The journal these records live in.
  public let workspace: Workspace
}

/// The plan a day is measured against: `goals`, `targets` (food groups) and `meals` (slots).
public struct PlanUseCases: Sendable {
  /// The journal whose plan this is.
  public let workspace: Workspace
}

/// The journal as a whole and its backup: `check`, `fmt`, `commit`, `hooks`, `gc`, `remote`
/// and `backup`.
public struct JournalUseCases: Sendable {
  /// The journal looked after.
  public let workspace: Workspace
}
