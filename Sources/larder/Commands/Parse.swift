import ArgumentParser
import LarderWorkspace

/// `larder parse TEXT`: how a meal in words reads, without logging it.
struct Parse: LarderCommand {
  static let effect = CommandEffect.reads

  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Show how a meal described in words reads: items, amounts, foods, confidence.",
    discussion: """
      The text is split into items at and, with, plus, on, commas, & and + (a library name \
      that holds one, such as mac and cheese, stays whole), at in after a cooking word (beef \
      cooked in oil) or before an amount (mushrooms in 2 tbsp of butter), at while before a verb \
      of eating (a pear while drinking tea), and before a, a unit and of (two pears a bowl \
      of oatmeal). Each item is an amount (2, 1.5, 1/2, 1 1/2, ½, a, one … twelve, \
      half a, a couple of, a few, some, a side of), a unit (g, kg, oz, lb, ml, l, tsp, tbsp, \
      cup, fl oz, slice, piece, serving, bowl, glass, plate, handful, or a measure of the food \
      such as a can of) and the food, matched in the library forgiving plurals, typos, words \
      run together or apart (sundried, blue berries) and words no food name holds (brands). \
      A food people eat cooked (a steak, rice, beans) is its cooked form unless the text says \
      raw; grilled, baked or sauteed finds the cooked one. A salad, smoothie or sandwich \
      made of what follows (a salad of kale, a sandwich made with ham, a salad with spinach, \
      peas and corn, a sandwich on rye with ham and cheese) is those ingredients. Other words and brands for a food are read as its \
      name (collard greens, oj, doritos), and a generic word alone as its usual form (juice \
      as orange juice, beef as ground beef), as an estimate. A unit is the food's own \
      measure first, found by its first word (a can of finds can (10.7 oz)). Without a unit, \
      a count is the food's pieces or medium size; without an amount, what people usually \
      have (one piece, the food's portion, its first measure, a cup of a drink).

      A unit the food lacks takes a typical size for that kind of food (a can of a drink is \
      355 ml) or, failing that, the food's usual portion: such an item is marked please \
      review, with a note saying what was taken, and the other items stand.

      Each item shows its food, amount, kcal, protein, carbs and fat, and a confidence: \
      ✓ above 0.9 verified, ~ from 0.7 estimated, ! below 0.7 please review, with the foods \
      that came close. Words that match no food well get the closest as a best guess \
      (please review, at most 0.3, left out of the total), which larder add does not log \
      until --pick corrects it; \
      an item that matches nothing is listed with suggestions. \
      `larder add` with the same words logs the meal; --pick corrects an item's food.

      Examples:
        larder parse "grilled chicken breast with a cup of rice and some broccoli"
        larder parse "two slices of toast, butter and a glass of orange juice" --json
        larder parse "2 eggs and rice" --pick "2=brown rice"

      Exit status: 0 every item matched with a confidence of 0.7 or more, 1 an item needs \
      review (matched nothing, below 0.7, or an absurd amount such as 900 cups, which \
      larder add refuses) or the text cannot be read (empty, over 250 words), 2 usage or \
      I/O error.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Correct an item's food, by its number: 2=brown rice (repeatable).", valueName: "n=food"))
  var pick: [String] = []

  @Flag(help: "Print the reading as JSON.")
  var json = false

  @Argument(help: ArgumentHelp("The meal in words.", valueName: "text"))
  var words: [String] = []

  func run() throws {
    let context = try CommandContext(global)
    try MealRun.requireMealBeforePicks(words, pick, command: "parse", terminal: context.terminal)
    let picks = try MealRun.picks(pick, terminal: context.terminal)
    let today = try context.run { () throws(WorkspaceError) in try context.today() }
    let reading = try MealRun.refusing(context.terminal) { () throws(MealError) in
      try context.workspace.logging.readMeal(
        words.joined(separator: " "), picks: picks, today: today)
    }
    context.terminal.write(
      json
        ? MealReadingJSON.render(reading)
        : MealReadingText(reading: reading, terminal: context.terminal).render())
    if reading.needsReview { throw ExitCode(1) }
  }
}
