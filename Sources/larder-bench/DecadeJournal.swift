/// One line of a day file: an entry of a meal slot, a component, or an activity.
struct Entry {
  var time: String?
  /// `rolled oats 60 g`, `+ pasta, cooked 150 g`, or `running 35 min`.
  var body: String
  var snapshot: String?
  var comment: String?
  /// Energy eaten (or burned, for an activity), for the ledger transaction.
  var kcal: Double
  var isComponent = false
  var isComposite = false

  /// The entry before its snapshot: `07:40 rolled oats 60 g`.
  var lead: String { time.map { "\($0) \(body)" } ?? body }
}

/// The entries, activity and notes of one day.
struct Day {
  let date: CivilDate
  var slots: [(name: String, entries: [Entry])] = []
  var activity: [Entry] = []
  var notes: String?

  /// The number of list items in the day file.
  var entryCount: Int { slots.reduce(activity.count) { $0 + $1.entries.count } }

  /// The day file in canonical form: the `=` of each slot's snapshots aligned one space after
  /// its longest entry.
  var text: String {
    var text = "# \(date.longDescription)\n"
    for slot in slots + [("activity", activity)] where !slot.entries.isEmpty {
      text += "\(slot.name):\n"
      let width = slot.entries.reduce(0) { $1.snapshot == nil ? $0 : max($0, $1.lead.count) }
      for entry in slot.entries {
        var line = "  - \(entry.lead)"
        if let snapshot = entry.snapshot {
          line += String(repeating: " ", count: width - entry.lead.count) + " = \(snapshot)"
        }
        if let comment = entry.comment { line += "  # \(comment)" }
        text += line + "\n"
      }
    }
    if let notes { text += "notes: \(notes)\n" }
    return text
  }
}

/// A dated goal of `larder.yaml`.
struct Goal {
  let date: CivilDate
  let text: String
  let kind: String
}

/// Writes the days, body metrics, goals and settings of the decade journal from one seeded
/// generator, in an order fixed by the seed alone.
struct DecadeJournal {
  static let firstDay = CivilDate(year: 2016, month: 1, day: 1)

  let library: FoodLibrary
  let goals: [Goal]
  private(set) var days: [Day?] = []
  private(set) var bodyLines: [(date: CivilDate, text: String)] = []
  private(set) var meetings: [(date: CivilDate, with: String, notes: String)] = []
  private var rng: SplitMix64
  private let candidates: [MealRole: [Int]]
  private var weight = 92.0

  /// Generates `dayCount` days from 2016-01-01 with `foodCount` foods, all from `seed`.
  init(dayCount: Int, foodCount: Int, seed: UInt64) {
    rng = SplitMix64(seed: seed)
    library = FoodLibrary(count: foodCount, rng: &rng)
    var candidates: [MealRole: [Int]] = [:]
    for role in MealRole.allCases {
      candidates[role] = library.regularFoods(for: [role])
    }
    candidates[.snack] = library.regularFoods(for: [.snack, .fruit, .treat, .dairy])
    self.candidates = candidates
    goals = Self.makeGoals(dayCount: dayCount, rng: &rng)
    let lastDay = Self.firstDay.adding(days: dayCount - 1)
    for offset in 0..<dayCount {
      let date = Self.firstDay.adding(days: offset)
      // The last week always has entries: the benchmarks read its days.
      let empty = lastDay.dayNumber - date.dayNumber >= 7 && rng.chance(0.05)
      days.append(empty ? nil : makeDay(date))
      if let line = makeBodyLine(date) { bodyLines.append((date, line)) }
      if rng.chance(1.0 / 120) {
        meetings.append((date, rng.chance(0.5) ? "doctor" : "nutritionist", rng.pick(meetingNotes)))
      }
    }
  }

  /// The number of entries over all days.
  var entryCount: Int { days.reduce(0) { $0 + ($1?.entryCount ?? 0) } }

  // MARK: Days

  private mutating func makeDay(_ date: CivilDate) -> Day {
    var day = Day(date: date)
    let weekend = date.weekday == 0 || date.weekday == 6
    let target = rng.int(in: 16...24)
    var plan: [(slot: String, time: String, roles: [MealRole])] = [
      (
        "breakfast", weekend ? time(8, 30, 9, 50) : time(6, 30, 8, 15),
        [.breakfastMain, .hotDrink, .breakfastSide, .breakfastSide, .fruit]
      ),
      ("morning snack", time(10, 0, 11, 20), [.snack, .water]),
      (
        "lunch", time(11, 45, 13, 45),
        [.protein, .starch, .vegetable, .vegetable, .fat, .water, .condiment]
      ),
      ("afternoon snack", time(14, 15, 16, 50), [.snack, .hotDrink, .water]),
      (
        "dinner", time(17, 30, 20, 40),
        [.protein, .starch, .vegetable, .fat, .vegetable, .water, .condiment]
      ),
      ("late night", time(21, 0, 23, 45), [.evening, .treat]),
      ("midnight", time(0, 5, 2, 30), [.snack]),
    ]
    var counts = [
      rng.int(in: 3...4), rng.chance(0.7) ? rng.int(in: 1...2) : 0, rng.int(in: 4...6),
      rng.int(in: 1...3), rng.int(in: 4...6), rng.chance(0.5) ? rng.int(in: 1...2) : 0,
      rng.chance(0.05) ? 1 : 0,
    ]
    // Reach the day's size by growing or shrinking the meals that vary most.
    while counts.reduce(0, +) < target {
      let slot = rng.pick([0, 1, 2, 3, 4, 5])
      if counts[slot] < plan[slot].roles.count { counts[slot] += 1 }
    }
    while counts.reduce(0, +) > target {
      let slot = rng.pick([1, 2, 3, 4, 5])
      if counts[slot] > (slot == 2 || slot == 4 ? 3 : 0) { counts[slot] -= 1 }
    }
    let compositeSlot = rng.chance(0.25) ? rng.pick([2, 4]) : nil
    for index in plan.indices {
      plan[index].roles = Array(plan[index].roles.prefix(counts[index]))
      var entries: [Entry] = []
      var roles = plan[index].roles[...]
      if index == compositeSlot, roles.count >= 3 {
        // A recipe replaces the main and the side; its components follow it.
        entries += recipeEntries(time: plan[index].time)
        roles = roles.dropFirst(2)
      }
      for role in roles {
        entries.append(entry(role: role, time: plan[index].time))
      }
      if !entries.isEmpty { day.slots.append((plan[index].slot, entries)) }
    }
    // Keep a composite from pushing the day past 24 entries: drop the last simple entries.
    while day.entryCount > 24, let slot = day.slots.lastIndex(where: { $0.entries.count > 1 }),
      let last = day.slots[slot].entries.lastIndex(where: { !$0.isComponent && !$0.isComposite })
    {
      day.slots[slot].entries.remove(at: last)
    }
    if rng.chance(0.8) { day.activity = activityEntries() }
    if rng.chance(0.08) { day.notes = rng.pick(dayNotes) }
    return day
  }

  private mutating func time(_ h0: Int, _ m0: Int, _ h1: Int, _ m1: Int) -> String {
    let minutes = rng.int(in: (h0 * 60 + m0)...(h1 * 60 + m1)) / 5 * 5
    return "\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))"
  }

  private mutating func entry(role: MealRole, time: String) -> Entry {
    let roll = rng.unit()
    if roll < 0.03, role == .protein {
      let (text, base) = rng.pick(freeTexts)
      let nutrients = base.scaled(by: rng.double(0.85, 1.15))
      return Entry(
        time: time, body: "\(text) 1 serving", snapshot: nutrients.snapshotText,
        comment: rng.chance(0.3) ? "estimate" : nil, kcal: nutrients.kcal)
    }
    if roll < 0.06, let portions = categoryEntry(for: role) {
      return Entry(time: time, body: portions, kcal: 0)
    }
    var index = rng.pick(candidates[role]!)
    if rng.chance(0.15) {
      // Now and then a product the person does not usually buy.
      index = rng.pick(library.products[library.foods[index].baseIndex])
    }
    let food = library.foods[index]
    var (amount, unit) = food.base.usual
    if unit == "g" || unit == "ml" {
      let step = unit == "g" ? 5.0 : 10.0
      amount = max(step, (amount * rng.double(0.7, 1.4) / step).rounded() * step)
    } else if amount >= 1, rng.chance(0.2) {
      amount += 1
    }
    var what = food.name.lowercased()
    if let alias = food.alias, rng.chance(0.3) { what = alias.lowercased() }
    var result = foodEntry(food, amount, unit, what: what)
    result.time = time
    if rng.chance(0.06) { result.snapshot = nil }
    if rng.chance(0.11) { result.comment = rng.pick(comments) }
    return result
  }

  private func foodEntry(_ food: LibraryFood, _ amount: Double, _ unit: String, what: String)
    -> Entry
  {
    let grams = food.grams(amount, unit)
    let nutrients = food.nutrition.scaled(by: grams / 100)
    var snapshot = nutrients.snapshotText
    if let category = food.base.category, let portionGrams = food.portionGrams {
      let portions = rounded(grams / portionGrams)
      if portions > 0 { snapshot += "; \(category.lowercased()) \(canonical(portions))" }
    }
    return Entry(
      body: "\(what) \(amountText(amount, unit))", snapshot: snapshot, kcal: nutrients.kcal)
  }

  /// A category portion entry such as `vegetables 1.5 portions`, for roles that have one.
  private mutating func categoryEntry(for role: MealRole) -> String? {
    switch role {
    case .vegetable: "vegetables \(rng.pick(["1", "1.5", "2"])) portions"
    case .fruit: "fruit 1 portions"
    case .water: "unsweetened drinks \(rng.pick(["0.3", "0.5", "0.75"])) L"
    default: nil
    }
  }

  private mutating func recipeEntries(time: String) -> [Entry] {
    let recipe = rng.pick(library.recipes)
    let fraction: Double
    let amount: String
    if let cooked = recipe.cookedWeight, rng.chance(0.3) {
      let grams =
        (Double(cooked) / Double(recipe.servings) * rng.double(0.8, 1.3) / 10).rounded()
        * 10
      fraction = grams / Double(cooked)
      amount = amountText(grams, "g")
    } else {
      let servings = rng.pick([1, 1, 1, 1.5, 2])
      fraction = servings / Double(recipe.servings)
      amount = amountText(servings, servings == 1 ? "serving" : "servings")
    }
    let nutrients = recipe.total.scaled(by: fraction)
    var entries = [
      Entry(
        time: time, body: "\(recipe.name.lowercased()) \(amount)",
        snapshot: nutrients.snapshotText, comment: rng.chance(0.1) ? rng.pick(comments) : nil,
        kcal: nutrients.kcal, isComposite: true)
    ]
    for item in recipe.ingredients {
      let food = library.foods[item.food]
      var component = foodEntry(
        food, max(0.1, rounded(item.amount * fraction)), item.unit,
        what: "+ \(food.name.lowercased())")
      component.isComponent = true
      entries.append(component)
    }
    return entries
  }

  private mutating func activityEntries() -> [Entry] {
    var result: [Entry] = []
    for _ in 0..<(rng.chance(0.12) ? 2 : 1) {
      let (name, rate, h0, h1) = rng.pick(activities)
      let minutes = rng.int(in: 4...15) * 5
      let start = time(h0, 0, h1, 30)
      var entry = Entry(time: start, body: "\(name) \(minutes) min", kcal: Double(minutes) * rate)
      if rng.chance(0.3) { entry.snapshot = "\(canonical(entry.kcal, decimals: 0)) kcal" }
      if rng.chance(0.05) {
        entry.comment = rng.pick(["personal best", "in the rain", "with Sam"])
      }
      result.append(entry)
    }
    return result.sorted { $0.lead < $1.lead }
  }

  // MARK: Body, goals and settings

  private mutating func makeBodyLine(_ date: CivilDate) -> String? {
    let kind = goals.last { $0.date <= date }?.kind ?? "maintenance"
    // Goals move the weight slowly; a pull toward 84 kg keeps ten years plausible.
    let drift = kind == "deficit" ? -0.015 : kind == "surplus" ? 0.012 : 0
    weight += drift + (84 - weight) * 0.002 + rng.gaussian(sigma: 0.05)
    guard rng.chance(0.92) else { return nil }
    var parts: [String] = []
    if rng.chance(0.88) {
      parts.append("weight \(canonical(weight + rng.gaussian(sigma: 0.3))) kg")
      if rng.chance(0.55) {
        parts.append("fat \(canonical(12 + (weight - 60) * 0.45 + rng.gaussian(sigma: 0.4))) %")
      }
    }
    if date.weekday == 0, rng.chance(0.8) {
      parts.append(
        "waist \(canonical(60 + weight * 0.4 + rng.gaussian(sigma: 0.5), decimals: 0)) cm")
    }
    if parts.isEmpty || rng.chance(0.95) { parts.append("steps \(rng.int(in: 2_500...16_000))") }
    if rng.chance(0.2) { parts.append("active \(rng.int(in: 150...900)) kcal") }
    return parts.joined(separator: ", ")
  }

  private static func makeGoals(dayCount: Int, rng: inout SplitMix64) -> [Goal] {
    var goals: [Goal] = []
    var offset = 0
    while offset < dayCount {
      let kind = rng.pick(["deficit", "deficit", "maintenance", "maintenance", "surplus"])
      let kcal: Int
      switch kind {
      case "deficit": kcal = rng.int(in: 36...42) * 50
      case "maintenance": kcal = rng.int(in: 44...52) * 50
      default: kcal = rng.int(in: 52...58) * 50
      }
      let energy = Double(kcal)
      let protein = canonical(energy * 0.25 / 4, decimals: 0)
      let carbs = canonical(energy * 0.45 / 4, decimals: 0)
      let fat = canonical(energy * 0.3 / 9, decimals: 0)
      goals.append(
        Goal(
          date: firstDay.adding(days: offset),
          text: "\(kcal) kcal \(protein)p \(carbs)c \(fat)f \(kind)", kind: kind))
      offset += rng.int(in: 58...88)
    }
    return goals
  }

  /// `larder.yaml` with the goals set on or before `date`.
  func settingsFile(through date: CivilDate) -> String {
    var text = """
      # Settings of the decade benchmark journal, written by larder-bench.
      format: 1
      day cutoff: 04:00
      week start: monday
      units: metric
      author: Bench Person <bench@larder.invalid>
      profile:
        name: Bench Person
        sex: female
        born: 1986-05-14
        height: 176 cm
        target weight: 78 kg
        target date: 2027-06-15
        motivation: Ten years of honest logging.
        doctor: Dr. Maria Keller
        nutritionist: Sam Okafor
      goals:

      """
    for goal in goals where goal.date <= date {
      text += "  \(goal.date.iso): \(goal.text)\n"
    }
    return text
  }

  /// `body/YEAR.yaml` with the lines of that year on or before `date`.
  func bodyFile(year: Int, through date: CivilDate) -> String {
    var text = ""
    for line in bodyLines where line.date.year == year && line.date <= date {
      text += "\(line.date.iso): \(line.text)\n"
    }
    return text
  }

  /// `care.yaml` with the meetings on or before `date`.
  func careFile(through date: CivilDate) -> String {
    var text = "meetings:\n"
    for meeting in meetings where meeting.date <= date {
      text += "  - date: \(meeting.date.iso)\n    with: \(meeting.with)\n"
      text += "    notes: \(meeting.notes)\n"
    }
    return text
  }
}

private let comments = [
  "with cinnamon", "from the canteen", "leftovers", "estimate", "at my desk", "too salty",
  "shared with Ben", "felt hungry", "after the run", "on the train", "weighed it",
  "Anna cooked", "could have skipped this", "new brand", "half portion",
]

private let dayNotes = [
  "Hungry in the afternoon.", "Slept badly, snacky all day.", "Travel day, ate at the station.",
  "Long run felt easy today.", "Headache in the morning, skipped the run.",
  "Weighed everything at home today.", "Office party, guessed the buffet.",
  "Cooked a big pot of soup for the week.",
]

private let meetingNotes = [
  "Blood pressure fine; keep going.", "Blood test normal.",
  "More protein at breakfast, fewer evening snacks.", "Try two fish meals a week.",
  "Weight stable; review goals in three months.", "Knee sore, swap running for cycling.",
]

private let activities: [(String, Double, Int, Int)] = [
  ("running", 10.5, 6, 7), ("cycling", 8, 17, 18), ("walking", 4.5, 12, 13),
  ("swimming", 9, 19, 19), ("yoga", 3, 20, 20), ("strength training", 6, 18, 19),
]

private let freeTexts: [(String, Nutrients)] = [
  ("dinner at Marco's pizzeria", Nutrients(kcal: 980, protein: 38, carbs: 110, fat: 40)),
  ("canteen schnitzel with potato salad", Nutrients(kcal: 780, protein: 34, carbs: 62, fat: 42)),
  ("sushi lunch box", Nutrients(kcal: 620, protein: 28, carbs: 96, fat: 12)),
  ("kebab from the corner shop", Nutrients(kcal: 720, protein: 35, carbs: 70, fat: 32)),
  ("burger and fries at the diner", Nutrients(kcal: 1050, protein: 40, carbs: 95, fat: 55)),
  ("pad thai takeaway", Nutrients(kcal: 680, protein: 24, carbs: 88, fat: 24)),
  ("wedding buffet", Nutrients(kcal: 1200, protein: 45, carbs: 120, fat: 55)),
  ("airport sandwich", Nutrients(kcal: 450, protein: 20, carbs: 48, fat: 18)),
  ("street food tacos", Nutrients(kcal: 640, protein: 30, carbs: 60, fat: 30)),
  ("ramen at Ichiban", Nutrients(kcal: 750, protein: 32, carbs: 85, fat: 28)),
  ("fish and chips", Nutrients(kcal: 900, protein: 35, carbs: 90, fat: 45)),
  ("hotel breakfast buffet", Nutrients(kcal: 850, protein: 35, carbs: 80, fat: 40)),
  ("office pizza", Nutrients(kcal: 600, protein: 24, carbs: 66, fat: 26)),
  ("Christmas market bratwurst", Nutrients(kcal: 520, protein: 20, carbs: 35, fat: 33)),
  ("dim sum with friends", Nutrients(kcal: 700, protein: 28, carbs: 75, fat: 30)),
  ("restaurant curry", Nutrients(kcal: 850, protein: 30, carbs: 90, fat: 38)),
]
