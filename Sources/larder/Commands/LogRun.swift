import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// The steps every logging command takes: prepare the change, show it, ask on a terminal,
/// write and commit it, and say what was done.
enum LogRun {
  /// Runs a logging command.
  ///
  /// - Parameters:
  ///   - question: what to ask on a terminal, such as `Add it?`.
  ///   - defaultYes: whether pressing return answers yes.
  ///   - removes: whether the change takes entries away (`rm`), which off a terminal and with
  ///     `--json` needs `--yes`.
  ///   - json: renders the change and its outcome for `--json`, by default
  ///     `AddPreviewJSON.render`.
  static func run(
    _ context: CommandContext, options: WriteOptions, today: CalendarDate, question: String,
    defaultYes: Bool, removes: Bool = false, json: ((LogChange, WriteOutcome?) -> String)? = nil,
    prepare: () throws(LogError) -> LogChange
  ) throws {
    let terminal = context.terminal
    let json = json ?? { AddPreviewJSON.render($0, outcome: $1, today: today) }
    let change = try refusing(terminal) { () throws(LogError) in try prepare() }
    if options.json {
      if removes { try WriteRun.confirm(question, options: options, terminal: terminal) {} }
      guard !options.dryRun else {
        terminal.write(json(change, nil))
        return
      }
    } else {
      terminal.write(AddPreviewText(change: change, terminal: terminal).render())
      if options.dryRun {
        terminal.write("Dry run: nothing written.\n")
        return
      }
      if removes {
        try WriteRun.confirm(question, options: options, terminal: terminal) {}
      } else if !options.yes, StandardStream.input.isTerminal,
        !WriteRun.ask(question, defaultYes: defaultYes, terminal: terminal)
      {
        terminal.write("Nothing written.\n")
        throw ExitCode(1)
      }
    }
    let outcome = try refusing(terminal) { () throws(LogError) in
      try context.workspace.logging.apply(change, noCommit: options.noCommit)
    }
    if options.json {
      terminal.write(json(change, outcome))
      return
    }
    terminal.write(WriteOutcomeText.render(outcome, terminal: terminal))
    if let text = change.shownReference(today: today) {
      var was = ""
      if let previous = change.shownPreviousReference(today: today), previous != text {
        was = " (was \(previous))"
      }
      terminal.write(
        "  REF \(terminal.style(text, .cyan))\(was): `larder edit \(text)` or "
          + "`larder rm \(text)` changes it\n")
    }
  }

  /// Runs `body`, turning a refusal into its message and hint and exit status 1, a failure
  /// of the journal into exit status 2.
  static func refusing<Result>(_ terminal: Terminal, _ body: () throws(LogError) -> Result) throws
    -> Result
  {
    do {
      return try body()
    } catch {
      throw WorkspaceFailure.refusal(
        error.message, hint: error.hint, isEnvironment: error.isEnvironment, terminal: terminal)
    }
  }
}

extension LogChange {
  /// The entry's REF after the change as `larder edit` takes it: qualified by its date
  /// unless the day is today.
  func shownReference(today: CalendarDate) -> String? {
    reference.map { date == today ? $0.text : $0.qualified(by: date) }
  }

  /// The entry's REF before an edit, shown as `shownReference` shows the new one.
  func shownPreviousReference(today: CalendarDate) -> String? {
    previousReference.map { date == today ? $0.text : $0.qualified(by: date) }
  }
}
