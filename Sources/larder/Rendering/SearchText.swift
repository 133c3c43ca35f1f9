import LarderWorkspace

/// `larder search` as text: one line per match, newest first, then the summary; or "No
/// entries found" with suggestions.
struct SearchText {
  let result: SearchResult
  let terminal: Terminal
  let today: CalendarDate

  private var report: SearchReport { result.report }

  /// The matches and the summary.
  func render() -> String {
    guard report.matchCount > 0 else { return nothingFound() }
    return lines() + "\n" + summary()
  }

  /// The REF `larder edit` and `larder rm` take for a match: qualified by its date unless it
  /// is today's, as `larder add` prints it.
  static func reference(of match: SearchReport.Match, today: CalendarDate) -> String? {
    match.reference.map { match.date == today ? $0 : "\(match.date.isoString):\($0)" }
  }

  private func lines() -> String {
    let matches = report.matches
    let dates = matches.map { CalendarFormat.day($0.date, today: today) }
    let meals = matches.map(\.meal.text)
    let kcals = matches.map { $0.kcal.map { Display.kcal($0) + " kcal" } ?? "? kcal" }
    let dateWidth = dates.map(Display.width).max() ?? 0
    let mealWidth = meals.map(Display.width).max() ?? 0
    let kcalWidth = kcals.map(Display.width).max() ?? 0
    let references = matches.map { Self.reference(of: $0, today: today) ?? "" }
    let referenceWidth = references.map(Display.width).max() ?? 0
    // Two spaces of indent, two between columns, five for the time.
    let fixed = 2 + dateWidth + 2 + mealWidth + 2 + 5 + 2 + 2 + kcalWidth + 2 + referenceWidth
    let descriptions = matches.map(description(of:))
    let describedWidth = min(
      descriptions.map(Display.width).max() ?? 0, max(20, terminal.width - fixed))
    var text = ""
    for (index, match) in matches.enumerated() {
      let described = Display.fit(descriptions[index], describedWidth)
      var line =
        "  " + Display.pad(dates[index], dateWidth) + "  "
        + Display.pad(meals[index], mealWidth) + "  "
        + Display.pad(match.entry.time?.description ?? "", 5) + "  "
        + Display.pad(described, describedWidth) + "  "
        + Display.pad(kcals[index], kcalWidth, alignRight: true) + "  "
        + references[index]
      line = CalendarFormat.trimmed(line)
      text += line + "\n"
    }
    return text
  }

  /// `oats 60 g (Oatmeal, dry)  # with cinnamon`, `+ olive oil 10 ml (in chicken salad)`.
  private func description(of match: SearchReport.Match) -> String {
    var text = match.entry.isComponent ? "+ " : ""
    text += match.entry.what
    if let quantity = match.quantity { text += " " + quantity.description }
    if let name = match.libraryName { text += " (\(name.text))" }
    if let alias = match.matchedAlias, alias != match.libraryName {
      text += " (alias \(alias.text))"
    }
    if let composite = match.composite { text += " (in \(composite.what))" }
    if let comment = match.entry.comment, !comment.isEmpty { text += "  # " + comment }
    // A tab written in the day file would break the columns.
    return String(text.map { $0 == "\t" ? " " : $0 })
  }

  private func summary() -> String {
    var text =
      Display.count(report.matchCount, "entry", "entries") + " for "
      + quoted() + scope() + ": eaten on " + Display.count(report.dayCount, "day", "days")
    if let last = report.lastDate {
      text += ", last on " + terminal.style(CalendarFormat.date(last, today: today), .bold)
    }
    if let first = report.firstDate, first != report.lastDate {
      text += ", first on " + CalendarFormat.date(first, today: today)
    }
    text += "\n"
    if report.matches.contains(where: { $0.reference != nil }) {
      text += "Change an entry with `larder edit REF`, remove it with `larder rm REF`.\n"
    }
    if report.matches.count < report.matchCount {
      text +=
        terminal.style(
          "Showing the \(report.matches.count) most recent; --limit 0 lists all of them.", .dim)
        + "\n"
    }
    return text
  }

  private func nothingFound() -> String {
    var text = "No entries found for " + quoted() + scope() + ".\n"
    if !report.suggestions.isEmpty {
      let names = report.suggestions.map { "\"\($0.text)\"" }
      let listed =
        names.count == 1
        ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
      text +=
        "Did you mean " + listed + "? Try `larder search "
        + report.suggestions[0].text + "`.\n"
    } else {
      text += "Try a shorter part of the name, or check the spelling.\n"
    }
    let query = report.query
    if query.from != nil || query.to != nil || query.meal != nil {
      text += "Without --from, --to and --meal, every day and meal is searched.\n"
    }
    return text
  }

  private func quoted() -> String { "'\(report.query.text)'" }

  /// ` in dinner between 1 Oct and 20 Nov`, or nothing when the search was not narrowed.
  private func scope() -> String {
    let query = report.query
    var text = query.meal.map { " in \($0.text)" } ?? ""
    switch (query.from, query.to) {
    case (let from?, let to?):
      text +=
        " between " + CalendarFormat.date(from, today: today) + " and "
        + CalendarFormat.date(to, today: today)
    case (let from?, nil): text += " since " + CalendarFormat.date(from, today: today)
    case (nil, let to?): text += " until " + CalendarFormat.date(to, today: today)
    case (nil, nil): break
    }
    return text
  }
}
