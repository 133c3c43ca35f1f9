import LarderWorkspace

/// How the commands that change goals, targets and meal slots report.
enum PlanChangeOutput {
  /// Runs the change; a refusal or a workspace failure prints its message and hint and exits
  /// with status 2, nothing written.
  static func run(_ terminal: Terminal, _ body: () throws(PlanChangeError) -> PlanChange)
    throws -> PlanChange
  {
    do {
      return try body()
    } catch {
      throw WorkspaceFailure.usage(error.message, hint: error.hint, terminal: terminal)
    }
  }

  /// Opens the journal, makes one change to the plan in it and reports it, as `run` and
  /// `write` do.
  static func perform(
    _ global: GlobalOptions, _ change: (Workspace) throws(PlanChangeError) -> PlanChange
  ) throws {
    let context = try CommandContext(global)
    let done = try run(context.terminal) { () throws(PlanChangeError) in
      try change(context.workspace)
    }
    write(done, terminal: context.terminal)
  }

  /// What changed and the commit line (the commit says what changed), then any warning on
  /// standard error.
  static func write(_ change: PlanChange, terminal: Terminal) {
    if change.outcome.commit == nil { terminal.write(change.summary + "\n") }
    terminal.write(WriteOutcomeText.render(change.outcome, terminal: terminal))
    for warning in change.warnings {
      terminal.writeError(terminal.style("warning:", .boldYellow) + " \(warning)\n")
    }
  }
}
