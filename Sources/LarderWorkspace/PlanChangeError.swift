/// Why a change to goals, targets or meal slots was not made: a refusal about the journal's
/// content (a goal out of range, a category entries still use), or a workspace failure.
/// Nothing was written in either case.
public enum PlanChangeError: Error, Equatable, Sendable {
  /// The change makes no sense for this journal; the message names what and the hint how.
  case refused(message: String, hint: String)
  /// Reading, locking, writing or committing failed.
  case workspace(WorkspaceError)

  /// A one-line message for the person at the terminal.
  public var message: String {
    switch self {
    case .refused(let message, _): message
    case .workspace(let error): error.message
    }
  }

  /// One sentence on what to do about it.
  public var hint: String? {
    switch self {
    case .refused(_, let hint): hint
    case .workspace(let error): error.hint
    }
  }
}

/// What a change to goals, targets or meal slots did.
public struct PlanChange: Sendable {
  /// One line saying what changed, also the commit's summary.
  public let summary: String
  /// Things worth knowing that did not stop the change, such as macros off the calorie goal.
  public let warnings: [String]
  /// The files written and the commit made.
  public let outcome: WriteOutcome
}

extension PlanChangeError {
  /// Runs a workspace step of a plan change, its failure becoming `.workspace`.
  static func step<Result>(_ body: () throws(WorkspaceError) -> Result) throws(PlanChangeError)
    -> Result
  {
    do {
      return try body()
    } catch {
      throw .workspace(error)
    }
  }
}
