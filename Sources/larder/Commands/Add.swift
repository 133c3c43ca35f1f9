import ArgumentParser
import LarderWorkspace

/// `larder add`: log a food, category portions, free text with nutrition, or an activity.
struct Add: LarderCommand {
  static let effect = CommandEffect.writes

  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Log what was eaten or done, after showing the line and the day's totals.",
    discussion: """
      The words name a library food or alias with its amount (a unit, a measure of the food \
      such as slices, or none: a count takes the food's piece or medium measure, else \
      servings; `3 pieces` or `a piece` of a food without a piece measure counts the same way), \
      a recipe (written with its + component lines), a category with portions in steps of \
      0.1, free text followed by its nutrition, or an activity with minutes (written under \
      activity:, counted toward the activity category). A number may run into its unit \
      (150g, 30min) and a count may carry an x (2x); a name typed in quotes keeps a number \
      at its end ("item number 56" 56 kcal). Each line is written with its \
      snapshot, so later library edits never change the past.

      Before writing, add shows each item with amount, kcal, protein, carbs and fat, and the \
      day's totals before → after against the goal in force, with a heads-up when the entry \
      takes the day over its calorie goal. On a terminal it asks first; --yes skips the \
      question, --dry-run only shows. The change is one commit: \
      `add 2026-11-21 lunch: chicken breast 150 g (+248 kcal)`.

      The entry goes to today at the current time, in the first meal slot whose window holds \
      the time (slots marked manual are only used with --meal). A --time without --date is \
      its most recent occurrence, never a moment still to come: at 14:00 on 26 November, \
      --time 01:30 means 01:30 that morning, which (before the day cutoff, 04:00 by default) \
      belongs to the journal day of 25 November. With --date (or --today), --time is a time \
      of that journal day: --date 2026-11-25 --time 01:30 is in the night after 25 November. \
      Future days are refused.

      A whole meal in words is read item by item, as `larder parse` shows it: each item's \
      food, amount and confidence come first, then the preview of its entry lines (one per \
      item, in one slot at one time). Words that already make one entry line keep meaning \
      that line. On a terminal, items short of verified can be corrected before the question; \
      --pick 2=brown rice corrects item 2 on the command line.

      Examples:
        larder add chicken breast 150 g
        larder add rice 150g
        larder add apple 2 pieces
        larder add 2 eggs --meal breakfast
        larder add "1/2 cup rice" --time 12:30
        larder add vegetables 1.5
        larder add "restaurant curry" 850 kcal 30p 90c 38f --note estimate
        larder add running 35 min
        larder add overnight oats --date yesterday --time 07:30
        larder add toast 2 slices --dry-run --json
        larder add "grilled chicken breast with a cup of rice and some broccoli"
        larder add "two eggs, toast and coffee" --meal breakfast --pick "2=white toast"

      Exit status: 0 written (or shown, with --dry-run); 1 not confirmed, refused (unknown \
      food or unit, zero or negative amount, over 10,000 kcal, a future day) or a meal in \
      words that cannot be logged (an item matching no food, an absurd amount, an unknown \
      unit); 2 usage or I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(
    help: ArgumentHelp(
      "The meal slot (default: the first slot whose window holds the time).", valueName: "slot"))
  var meal: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The day (default today): 2026-11-21, yesterday, -3.", valueName: "date"))
  var date: String?

  @Option(
    help: ArgumentHelp(
      "The time, HH:MM or H:MM (default now); without --date, its most recent occurrence.",
      valueName: "time"))
  var time: String?

  @Option(help: ArgumentHelp("A note, written as the entry's comment.", valueName: "text"))
  var note: String?

  @OptionGroup var options: WriteOptions

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Correct the food of a meal's item, by its number: 2=brown rice (repeatable).",
      valueName: "n=food"))
  var pick: [String] = []

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "What to log: a food and its amount, a category and portions, free text and its "
        + "nutrition, or an activity and its minutes.", valueName: "words"))
  var words: [String] = []

  func run() throws {
    let context = try CommandContext(global, writing: options)
    // `.allUnrecognized` lets `-5` through to be refused as an amount; a long option that
    // reaches the words is a typo.
    if let option = words.first(where: { $0.hasPrefix("--") }) {
      throw WorkspaceFailure.usage(
        "unknown option \"\(option)\"", hint: "See `larder add --help`.",
        terminal: context.terminal)
    }
    try MealRun.requireMealBeforePicks(words, pick, command: "add", terminal: context.terminal)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let request = AddRequest(words: words, meal: meal, date: date, time: time, note: note)
    let todayIsGiven = global.today != nil
    if !pick.isEmpty || context.workspace.logging.readsAsMeal(request.words, today: today) {
      let picks = try MealRun.picks(pick, terminal: context.terminal)
      try MealRun.add(
        context, request: request, picks: picks, options: options, today: today,
        todayIsGiven: todayIsGiven)
      return
    }
    try LogRun.run(
      context, options: options, today: today, question: "Add it?", defaultYes: true
    ) { () throws(LogError) in
      try context.workspace.logging.prepareAdd(request, today: today, todayIsGiven: todayIsGiven)
    }
  }
}
