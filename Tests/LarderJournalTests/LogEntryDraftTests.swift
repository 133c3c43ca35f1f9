import LarderJournal
import LarderModel
import Testing

/// The words of `larder add` resolved into the line to write, and every refusal.
@Suite("Log entry drafts: the words of larder add")
struct LogEntryDraftTests {
  typealias Fixture = DayFileEditorFixture

  static func line(_ words: String...) throws -> String {
    let draft = try EntryDraft(words: words, journal: Fixture.journal)
    return draft.head + (draft.snapshot.map { " = " + $0 } ?? "")
  }

  static func refusal(_ words: String...) -> LogError? {
    do {
      _ = try EntryDraft(words: words, journal: Fixture.journal)
      return nil
    } catch {
      return error
    }
  }

  @Test("a library food with an amount and a unit, in either order")
  func foodWithUnit() throws {
    #expect(
      try Self.line("chicken", "breast", "150", "g")
        == "chicken breast 150 g = 248 kcal 46.5p 0c 5.4f; protein sources 1.3")
    #expect(try Self.line("chicken breast 150 g") == Self.line("150 g chicken breast"))
    #expect(
      try Self.line("2 slices toast")
        == "toast 2 slices = 153 kcal 8.2p 25.6c 2.1f; starchy sides 0.8")
    #expect(try Self.line("toast", "2", "slices") == Self.line("2 slices toast"))
  }

  @Test("fractions and household measures: 1/2 cup rice")
  func fractionAndMeasure() throws {
    #expect(
      try Self.line("1/2 cup rice") == "rice 1/2 cup = 103 kcal 2.1p 22.3c 0.2f; starchy sides 0.5")
    #expect(try Self.line("rice 1 1/2 cups").hasPrefix("rice 1 1/2 cups = 308 kcal"))
  }

  @Test("a count without a unit takes the medium measure, then servings")
  func countWithoutUnit() throws {
    #expect(
      try Self.line("2 eggs") == "eggs 2 medium = 126 kcal 11.1p 0.6c 8.4f; protein sources 0.7")
    #expect(try Self.line("apple") == "apple 1 medium = 95 kcal 0.5p 25.1c 0.4f; fruit 1.5")
    #expect(try Self.line("chicken breast 2").hasPrefix("chicken breast 2 servings = 330 kcal"))
  }

  @Test("category portions in steps of 0.1, in the category's unit")
  func categoryPortions() throws {
    let draft = try EntryDraft(words: ["vegetables", "1.5"], journal: Fixture.journal)
    #expect(draft.kind == .portions)
    #expect(draft.head == "vegetables 1.5 portions")
    #expect(draft.snapshot == nil)
    #expect(try Self.line("Vegetables 1") == "vegetables 1 portion")
    #expect(try Self.line("unsweetened drinks 0.5 L") == "unsweetened drinks 0.5 L")
    let step = try #require(Self.refusal("vegetables", "1.55"))
    #expect(step.message == "\"vegetables\" is counted in steps of 0.1 portions, not 1.55")
    #expect(step.hint == "Write 1.6 instead.")
    #expect(
      Self.refusal("vegetables 2 g")?.message.contains("is counted in portions, not \"g\"") == true)
  }

  @Test("free text with its nutrition, typed after the words or after =")
  func freeText() throws {
    #expect(
      try Self.line("restaurant curry", "850", "kcal", "30p", "90c", "38f")
        == "restaurant curry 1 serving = 850 kcal 30p 90c 38f")
    #expect(
      try Self.line("restaurant curry = 850 kcal 30p; vegetables 1")
        == "restaurant curry 1 serving = 850 kcal 30p; vegetables 1")
    #expect(try Self.line("pizza 2 slices 540 kcal") == "pizza 2 slices = 540 kcal")
    let noEnergy = try #require(Self.refusal("curry", "30p", "90c"))
    #expect(noEnergy.message == "the nutrition \"30p 90c\" gives no energy")
  }

  @Test("activity minutes go under activity:, also as the activity category")
  func activity() throws {
    let running = try EntryDraft(words: ["running", "35", "min"], journal: Fixture.journal)
    #expect(running.kind == .activity)
    #expect(running.head == "running 35 min")
    #expect(
      try EntryDraft(words: ["35 min running"], journal: Fixture.journal).head == "running 35 min")
    #expect(try EntryDraft(words: ["cycling 1 h"], journal: Fixture.journal).kind == .activity)
    let sports = try EntryDraft(words: ["sports", "30"], journal: Fixture.journal)
    #expect(sports.kind == .activity)
    #expect(sports.head == "sports 30 min")
    #expect(try Self.line("running 35 min 300 kcal") == "running 35 min = 300 kcal")
  }

  @Test("a recipe brings its components, scaled to the servings eaten")
  func recipe() throws {
    let draft = try EntryDraft(words: ["chicken rice"], journal: Fixture.journal)
    #expect(draft.kind == .recipe)
    #expect(draft.head == "chicken rice 1 serving")
    #expect(
      draft.components.map(\.head) == ["chicken breast 120 g", "rice 150 g", "olive oil 5 ml"])
    #expect(draft.components[0].snapshot == "198 kcal 37.2p 0c 4.3f; protein sources 1")
    #expect(draft.nutrients?.kcal == 433)
    #expect(draft.portions.isEmpty)
    let two = try EntryDraft(words: ["2 chicken rice"], journal: Fixture.journal)
    #expect(two.head == "chicken rice 2 servings")
    #expect(
      two.components.map(\.head) == ["chicken breast 240 g", "rice 300 g", "olive oil 10 ml"])
  }

  @Test("a time typed first is the entry's time")
  func typedTime() throws {
    let draft = try EntryDraft(words: ["07:40", "toast", "1", "slice"], journal: Fixture.journal)
    #expect(draft.time == ClockTime("07:40"))
    #expect(draft.head == "toast 1 slice")
  }

  @Test("unknown foods are refused with the closest foods and categories")
  func unknownFood() throws {
    let typo = try #require(Self.refusal("chiken", "breast", "150", "g"))
    #expect(typo.message == "unknown food \"chiken breast\"")
    #expect(typo.hint?.hasPrefix("Did you mean \"chicken breast\"") == true)
    let category = try #require(Self.refusal("vegetable", "2"))
    #expect(category.hint?.contains("\"vegetables\"") == true)
    let nothing = try #require(Self.refusal("zzzz"))
    #expect(nothing.hint?.contains("larder foods add") == true)
  }

  @Test("a unit the food lacks is refused with the food's measures")
  func unknownUnit() throws {
    let error = try #require(Self.refusal("toast", "2", "spoons"))
    #expect(error.message == "unknown unit \"spoons\" for \"Whole-wheat toast\"")
    #expect(error.hint == "Use g, oz, serving or one of its measures: slice.")
    // Only units that convert are offered: ml and cup need a density or a cup measure.
    let oil = try #require(Self.refusal("olive oil", "2", "spoons"))
    #expect(
      oil.hint == "Use g, oz, ml, cup or serving, or add a measure to the food: "
        + "`measures: spoons = 30 g`.")
  }

  @Test("words people type: 150g, 2x, a piece, 3 pieces of a whole food")
  func typedWords() throws {
    #expect(try Self.line("rice", "150g") == Self.line("rice", "150", "g"))
    #expect(try Self.line("rice 1.5cups") == Self.line("rice 1.5 cups"))
    #expect(try Self.line("2x", "toast") == Self.line("2", "toast"))
    #expect(try Self.line("toast", "2x") == Self.line("toast", "2"))
    #expect(try Self.line("apple", "3", "pieces") == Self.line("apple", "3"))
    #expect(try Self.line("apple a piece") == Self.line("apple", "1"))
    #expect(try Self.line("running", "30min") == "running 30 min")
    let unknown = try #require(Self.refusal("7up", "330", "ml"))
    #expect(unknown.message == "unknown food \"7up\"")
  }

  @Test("a name typed as one argument keeps the number it ends with when more words follow")
  func nameEndingInANumber() throws {
    #expect(
      try Self.line("item number 56", "56", "kcal") == "item number 56 1 serving = 56 kcal")
    #expect(try Self.line("item number 56 2 servings", "56", "kcal").hasPrefix("item number 56 2"))
    #expect(try Self.line("chicken breast", "2").hasPrefix("chicken breast 2 servings"))
  }

  @Test("an unknown food's hint offers only commands that work")
  func unknownFoodHints() throws {
    let amount = try #require(Self.refusal("zzqx", "150g"))
    #expect(
      amount.hint
        == "Add it with `larder foods add`, or give its nutrition: "
        + "`larder add \"zzqx\" 150 g 350 kcal 20p 30c 15f`.")
    #expect(try Self.line("zzqx", "150", "g", "350", "kcal").hasPrefix("zzqx 150 g = 350 kcal"))
    let bare = try #require(Self.refusal("zzqx"))
    #expect(
      bare.hint?.hasSuffix("an activity takes its minutes: `larder add zzqx 30 min`.") == true)
  }

  @Test(
    "zero, negative and implausible amounts are refused",
    arguments: [
      (["chicken breast", "0", "g"], "amount \"0\" must be more than zero"),
      (["chicken breast", "-5", "g"], "amount \"-5\" must be more than zero"),
      (["vegetables", "0"], "amount \"0\" must be more than zero"),
      (["chicken breast", "10", "kg"], "one entry of 16,500 kcal is more than 10,000 kcal"),
      (["feast", "12000", "kcal"], "one entry of 12,000 kcal is more than 10,000 kcal"),
      ([], "nothing to add"),
    ])
  func refusesAmounts(_ words: [String], _ message: String) {
    #expect(throws: LogError.self) { try EntryDraft(words: words, journal: Fixture.journal) }
    do {
      _ = try EntryDraft(words: words, journal: Fixture.journal)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("the default slot is the first automatic one whose window holds the time")
  func defaultSlot() throws {
    func slot(_ name: String?, _ time: String) throws(LogError) -> String {
      try DayFileEditor.Place.slot(named: name, at: ClockTime(time)!, in: Fixture.slots).name.text
    }
    #expect(try slot(nil, "07:40") == "Breakfast")
    // Brunch (10:00-13:00) is manual, so 10:30 is Morning Snack and 12:00 Lunch.
    #expect(try slot(nil, "10:30") == "Morning Snack")
    #expect(try slot(nil, "12:00") == "Lunch")
    #expect(try slot(nil, "01:30") == "Midnight")
    #expect(try slot("brunch", "12:00") == "Brunch")
    #expect(throws: LogError.self) { try slot("lnch", "12:00") }
    do {
      _ = try slot("lnch", "12:00")
    } catch {
      #expect(error.hint == "Did you mean \"Lunch\"?")
    }
  }
}
