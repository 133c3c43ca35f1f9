import LarderWorkspace

/// How the commands that change goals, targets and meal slots report.
enum PlanChangeOutput {
  /// Runs the change; a refusal prints its message and hint and exits with status 1, a
  /// workspace failure with status 2, nothing written.
  static func run(_ terminal: Terminal, _ body: () throws(PlanChangeError) -> PlanChange)
    throws -> PlanChange
  {
    do {
      return try body()
    } catch {
      // A refusal of the workspace (a file changed or being written) is exit 1, as anywhere.
      let isEnvironment =
        if case .workspace(let failure) = error { !failure.isRefusal } else { false }
      throw WorkspaceFailure.refusal(
        error.message, hint: error.hint, isEnvironment: isEnvironment, terminal: terminal)
    }
  }

  /// Opens the journal, makes one change to the plan in it and reports it, as `run` and
  /// `write` do. With a `question`, the change removes data: `WriteRun.confirm` asks first.
  static func perform(
    _ global: GlobalOptions, options: WriteOptions, asking question: String? = nil,
    _ change: (Workspace) throws(PlanChangeError) -> PlanChange
  ) throws {
    let context = try CommandContext(global, writing: options)
    let terminal = context.terminal
    let done =
      if let question {
        try WriteRun.removing(question, context: context, options: options, outcome: \.outcome) {
          workspace in try run(terminal) { () throws(PlanChangeError) in try change(workspace) }
        }
      } else {
        try run(terminal) { () throws(PlanChangeError) in try change(context.workspace) }
      }
    write(done, options: options, terminal: terminal)
  }

  /// What changed and the commit line (the commit says what changed), or `--json` or a dry
  /// run's report, then any warning on standard error.
  static func write(_ change: PlanChange, options: WriteOptions, terminal: Terminal) {
    if change.outcome.commit == nil, !options.json { terminal.write(change.summary + "\n") }
    WriteRun.report(change.outcome, options: options, terminal: terminal)
    for warning in change.warnings {
      terminal.writeError(terminal.style("warning:", .boldYellow) + " \(warning)\n")
    }
  }
}
