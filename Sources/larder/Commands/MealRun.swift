import ArgumentParser
import LarderWorkspace

/// The steps `larder parse` and `larder add` take for a meal in words: read the corrections,
/// run the use case with its refusals, and, for `add`, let a person correct items on a
/// terminal before the preview and confirmation every logging command shows.
enum MealRun {
  /// `--pick 2=brown rice` as item number → food; words that follow a pick without `=` belong
  /// to it (`--pick 2=brown rice` unquoted). A malformed pick is a usage error (exit 2).
  static func picks(_ values: [String], terminal: Terminal) throws -> [Int: String] {
    var picks: [Int: String] = [:]
    var last: Int?
    for value in values {
      guard let equals = value.firstIndex(of: "=") else {
        guard let number = last else { throw badPick(value, terminal: terminal) }
        picks[number, default: ""] += " " + value
        continue
      }
      guard let number = Int(value[..<equals].trimmingSpaces), number > 0,
        !value[value.index(after: equals)...].trimmingSpaces.isEmpty
      else { throw badPick(value, terminal: terminal) }
      picks[number] = value[value.index(after: equals)...].trimmingSpaces
      last = number
    }
    return picks
  }

  /// Runs a meal use case, printing a refusal: exit status 1 when the text is at fault, 2 for
  /// the journal or another option.
  static func refusing<Result>(_ terminal: Terminal, _ body: () throws(MealError) -> Result)
    throws -> Result
  {
    do {
      return try body()
    } catch {
      throw WorkspaceFailure.write(
        error.message, hint: error.hint, status: error.isInput ? 1 : 2, terminal: terminal)
    }
  }

  /// `larder add` of a meal in words: the reading, corrections on a terminal, then the
  /// preview, the question and the write of `LogRun`. An item that matches no food stops it
  /// (exit 1) with a hint to correct it.
  static func add(
    _ context: CommandContext, request: AddRequest, picks: [Int: String], options: WriteOptions,
    today: CalendarDate, todayIsGiven: Bool
  ) throws {
    let terminal = context.terminal
    var picks = picks
    var meal = try refusing(terminal) { () throws(MealError) in
      try context.workspace.logging.prepareMealAdd(
        request, picks: picks, today: today, todayIsGiven: todayIsGiven)
    }
    let asks = !options.yes && !options.json && !options.dryRun && StandardStream.input.isTerminal
    while true {
      if !options.json {
        terminal.write(MealReadingText(reading: meal.reading, terminal: terminal).render() + "\n")
      }
      guard asks, meal.reading.items.contains(where: { $0.match == nil || $0.level != .high }),
        let correction = ask(terminal)
      else { break }
      // A correction that cannot be read or applied has printed why; the ones before it stay.
      let previous = picks
      do {
        picks.merge(try self.picks([correction], terminal: terminal)) { $1 }
        meal = try refusing(terminal) { () throws(MealError) in
          try context.workspace.logging.prepareMealAdd(
            request, picks: picks, today: today, todayIsGiven: todayIsGiven)
        }
      } catch {
        picks = previous
      }
    }
    guard let change = meal.change else {
      let unknown = meal.reading.unknownItems[0]
      let guess = unknown.match.map { " (\($0.name.text) is only a guess)" } ?? ""
      throw fail(
        "item \(unknown.number), \"\(unknown.text)\", matches no food\(guess); nothing written",
        hint: "Correct it with --pick \(unknown.number)=NAME, or add the food first with "
          + "`larder foods add`.", terminal: terminal)
    }
    try LogRun.run(
      context, options: options, today: today, question: "Add it?", defaultYes: true,
      json: { change, outcome in
        MealReadingJSON.render(meal.reading, change: change, outcome: outcome, today: today)
      }
    ) { () throws(LogError) in change }
  }

  /// Asks for one correction; `nil` when the person just presses return.
  private static func ask(_ terminal: Terminal) -> String? {
    terminal.writeError("Correct an item (such as 2=brown rice), or press return to go on: ")
    guard let answer = readLine()?.trimmingSpaces, !answer.isEmpty else { return nil }
    return answer
  }

  /// Writes an error about the meal text and returns exit status 1.
  static func fail(_ message: String, hint: String, terminal: Terminal) -> ExitCode {
    WorkspaceFailure.write(message, hint: hint, status: 1, terminal: terminal)
  }

  /// Refuses a meal written after `--pick`: the option takes the words up to the next
  /// option (so that `--pick 2=brown rice` needs no quotes), and the meal became the food of
  /// the pick.
  static func requireMealBeforePicks(
    _ words: [String], _ picks: [String], command: String, terminal: Terminal
  ) throws {
    guard words.isEmpty, picks.dropFirst().contains(where: { !$0.contains("=") }) else {
      return
    }
    throw WorkspaceFailure.usage(
      "no meal before --pick: \"\(picks.joined(separator: " "))\" was read as the correction",
      hint: "Put the meal's words before --pick, or quote them: larder \(command) "
        + "\"two eggs, toast and coffee\" --pick \"2=white toast\".",
      terminal: terminal)
  }

  private static func badPick(_ value: String, terminal: Terminal) -> ExitCode {
    WorkspaceFailure.usage(
      "\"\(value)\" is not a correction",
      hint: "Give an item number and a food: --pick \"2=brown rice\".", terminal: terminal)
  }
}
