import Foundation
import LarderModel
import LarderWorkspace
import Testing

@Suite("larder nutrients: micronutrients of entries, totals, targets")
struct NutrientsTests {
  let today = CalendarDate(iso: "2026-11-22")!
  let day20 = "log/2026/11/2026-11-20.yaml"
  let day21 = "log/2026/11/2026-11-21.yaml"

  static let foods = """
    foods:
      Apple, raw:
        nutrition: 52 kcal 0.3p 13.8c 0.2f 2.4 fibre 1 mg sodium 107 mg potassium 0.12 mg iron 4.6 mg vitamin-c
        measures: medium = 182 g
      Spinach, raw:
        nutrition: 23 kcal 2.9p 3.6c 0.4f 79 mg sodium 558 mg potassium 2710 µg iron 28.1 mg vitamin-c 194 µg folate
      Plain bread:
        nutrition: 266 kcal 8.9p 49.4c 3.3f
        serving: 100 g

    """

  @Test("the DRI table ships with the values of the National Academies")
  func shipsTheDRITable() throws {
    let intakes = HistoryUseCases.dietaryReferenceIntakes
    #expect(intakes.rows.count > 150)
    let man = intakes.targets(group: .male, age: 40)
    let woman = intakes.targets(group: .female, age: 40)
    #expect(man[.iron]?.amount == 8)
    #expect(woman[.iron]?.amount == 18)
    #expect(woman[.iron]?.kind == .rda)
    #expect(man[.vitaminD]?.amount == 15 && woman[.vitaminD]?.amount == 15)
    #expect(man[.potassium]?.amount == 3_400 && woman[.potassium]?.amount == 2_600)
    #expect(man[.potassium]?.kind == .ai)
    #expect(
      man[.sodium] == NutrientTarget(amount: 1_500, kind: .ai, upper: 2_300, upperKind: .cdrr))
    #expect(intakes.targets(group: .pregnant, age: 30)[.iron]?.amount == 27)
    #expect(intakes.targets(group: .lactating, age: 30)[.iron]?.amount == 9)
    #expect(intakes.targets(group: .female, age: 60)[.iron]?.amount == 8)
    #expect(intakes.targets(group: .male, age: 75)[.vitaminD]?.amount == 20)
    // Every nutrient with a row has one at every age: from 1 year for either sex, from 14 in
    // pregnancy and lactation. Infants have none.
    let nutrients = Set(intakes.rows.map(\.nutrient))
    for group in [DietaryReferenceIntakes.Group.male, .female, .pregnant, .lactating] {
      let youngest = group == .male || group == .female ? 1 : 14
      for age in youngest...99 {
        #expect(Set(intakes.targets(group: group, age: age).keys) == nutrients, "\(group) \(age)")
      }
    }
    #expect(intakes.youngestAge == 1)
    #expect(intakes.targets(group: .male, age: 0).isEmpty)
    #expect(intakes.targets(group: .pregnant, age: 13).isEmpty)
  }

  /// What the tables give a child for the nutrients the test looks at.
  struct ChildTargets {
    var born: String
    var sex: Profile.Sex
    var iron: NutrientTarget
    var calcium: NutrientTarget
    var sodium: NutrientTarget
    var fibre: Double
    var vitaminD: NutrientTarget
    var potassium: Double
  }

  @Test("a child of 2, 6 or 11 gets the targets of the tables for its age and sex")
  func childrenGetTheTargetsOfTheirAge() {
    let intakes = HistoryUseCases.dietaryReferenceIntakes
    func rda(_ amount: Double, ul: Double) -> NutrientTarget {
      NutrientTarget(amount: amount, kind: .rda, upper: ul, upperKind: .ul)
    }
    func sodium(_ amount: Double, cdrr: Double) -> NutrientTarget {
      NutrientTarget(amount: amount, kind: .ai, upper: cdrr, upperKind: .cdrr)
    }
    let toddler = ChildTargets(
      born: "2024-05-10", sex: .male, iron: rda(7, ul: 40), calcium: rda(700, ul: 2_500),
      sodium: sodium(800, cdrr: 1_200), fibre: 19, vitaminD: rda(15, ul: 63), potassium: 2_000)
    let child = ChildTargets(
      born: "2020-05-10", sex: .male, iron: rda(10, ul: 40), calcium: rda(1_000, ul: 2_500),
      sodium: sodium(1_000, cdrr: 1_500), fibre: 25, vitaminD: rda(15, ul: 75), potassium: 2_300)
    let boy = ChildTargets(
      born: "2015-05-10", sex: .male, iron: rda(8, ul: 40), calcium: rda(1_300, ul: 3_000),
      sodium: sodium(1_200, cdrr: 1_800), fibre: 31, vitaminD: rda(15, ul: 100),
      potassium: 2_500)
    var girl = boy
    girl.sex = .female
    girl.fibre = 26
    girl.potassium = 2_300
    // Below 9 years both sexes share a group.
    var toddlerGirl = toddler
    toddlerGirl.sex = .female
    var childGirl = child
    childGirl.sex = .female
    for expected in [toddler, toddlerGirl, child, childGirl, boy, girl] {
      let profile = Profile(sex: expected.sex, dateOfBirth: CalendarDate(iso: expected.born)!)
      let targets = intakes.targets(profile: profile, nutrientTargets: .init(), on: today)
      let who = "\(expected.sex) born \(expected.born)"
      #expect(targets[.iron] == expected.iron, "\(who)")
      #expect(targets[.calcium] == expected.calcium, "\(who)")
      #expect(targets[.sodium] == expected.sodium, "\(who)")
      #expect(targets[.fibre] == NutrientTarget(amount: expected.fibre, kind: .ai), "\(who)")
      #expect(targets[.vitaminD] == expected.vitaminD, "\(who)")
      #expect(targets[.potassium]?.amount == expected.potassium, "\(who)")
    }
    // The group changes on the birthday: 3 years is still 1-3, 4 is 4-8.
    let turnsFour = Profile(sex: .female, dateOfBirth: CalendarDate(iso: "2022-11-22")!)
    let before = intakes.targets(profile: turnsFour, nutrientTargets: .init(), on: today.previous)
    let after = intakes.targets(profile: turnsFour, nutrientTargets: .init(), on: today)
    #expect(before[.iron]?.amount == 7 && after[.iron]?.amount == 10)
  }

  @Test("larder nutrients compares a child's day with the tables for its age")
  func judgesAChildsDay() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("foods/micro.yaml", Self.foods)
    try journal.write(
      "larder.yaml", try journal.read("larder.yaml") + "profile:\n  sex: male\n  born: 2020-05-10\n"
    )
    try journal.write(day21, "lunch:\n  - 12:30 spinach, raw 100 g\n")
    let date = CalendarDate(iso: "2026-11-21")!
    let history = try journal.workspace.history.nutrients(
      from: date, to: date, today: today, top: nil)
    #expect(history.sex == .male && history.age == 6)
    let iron = history.report.line(.iron)
    #expect(iron.target == NutrientTarget(amount: 10, kind: .rda, upper: 40, upperKind: .ul))
    #expect(abs((iron.shareOfTarget ?? 0) - 2.71 / 10) < 1e-9)
    #expect(
      history.report.line(.sodium).target
        == NutrientTarget(amount: 1_000, kind: .ai, upper: 1_500, upperKind: .cdrr))
  }

  @Test("a day's total is the sum of its entries; unknown values are counted, never zero")
  func addsUpTheDay() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("foods/micro.yaml", Self.foods)
    try journal.write(
      day21,
      """
      breakfast:
        - 08:00 apple, raw 1 medium = 95 kcal 0.5p 25.1c 0.3f
        - 08:00 plain bread 60 g
      lunch:
        - 12:30 spinach, raw 150 g
        - 12:30 soup at the canteen = 180 kcal 6p 20c 7f 900 mg sodium 1.5 mg iron
        - 12:30 vegetables 1 portion

      """)
    let check = try journal.workspace.journal.check(today: today)
    #expect(check.errorCount == 0, "\(check.files.flatMap(\.diagnostics))")
    let history = try journal.workspace.history.nutrients(
      from: CalendarDate(iso: "2026-11-21")!, to: CalendarDate(iso: "2026-11-21")!,
      today: today, top: .iron)
    let report = history.report
    #expect(report.entryCount == 5 && report.loggedDays == 1 && report.unresolvedEntries == 0)
    // The snapshot gives energy and macros; the library, the rest, scaled to 182 g.
    let apple = 1.82
    let spinach = 1.5
    let expectedIron = 0.12 * apple + 2.71 * spinach + 1.5
    let iron = report.line(.iron)
    #expect(abs(iron.total - expectedIron) <= expectedIron * 0.001)
    #expect(iron.unknownEntries == 2)  // the bread and the category portion
    let energy = report.line(.energy)
    #expect(abs(energy.total - (95 + 266 * 0.6 + 23 * spinach + 180)) < 0.01)
    #expect(energy.unknownEntries == 1)
    let folate = report.line(.folate)
    #expect(abs(folate.total - 194 * spinach) < 1e-9)
    #expect(folate.unknownEntries == 4)
    #expect(report.line(.vitaminD).unknownEntries == 5)
    #expect(report.top.map(\.what) == ["spinach, raw", "soup at the canteen", "apple, raw"])
    // No sex or date of birth: no targets to compare with.
    #expect(iron.target == nil && history.sex == nil)
  }

  @Test("past entries: the snapshot's nutrients stay, the others follow today's library")
  func pastEntriesFollowTheLibrary() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("foods/micro.yaml", Self.foods)
    try journal.write(
      day20,
      """
      lunch:
        - 12:30 spinach, raw 100 g = 23 kcal 2.9p 3.6c 0.4f 1.5 mg iron
        - 12:30 apple, raw 100 g = 52 kcal 0.3p 13.8c 0.2f

      """)
    let date = CalendarDate(iso: "2026-11-20")!
    func line(_ nutrient: Nutrient) throws -> NutrientReport.Line {
      try journal.workspace.history.nutrients(from: date, to: date, today: today, top: nil)
        .report.line(nutrient)
    }
    #expect(try line(.iron).total == 1.5 + 0.12)
    #expect(try line(.potassium).total == 558 + 107)
    // A correction of the library reaches the past day, except where its snapshot spoke.
    try journal.write(
      "foods/micro.yaml",
      Self.foods.replacingOccurrences(of: "107 mg potassium 0.12 mg iron", with: "120 mg potassium")
        .replacingOccurrences(of: "2710 µg iron", with: "2.7 mg iron"))
    #expect(try line(.iron).total == 1.5)
    #expect(try line(.iron).unknownEntries == 1)
    #expect(try line(.potassium).total == 558 + 120)
    #expect(try line(.energy).total == 23 + 52)
  }

  @Test("a recipe gives a nutrient only when every ingredient does")
  func recipesNeedEveryIngredient() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(
      "foods/micro.yaml",
      Self.foods + """
        recipes:
          Apple toast:
            servings: 2
            ingredients:
              - apple, raw 100 g
              - plain bread 100 g

        """)
    try journal.write(day21, "lunch:\n  - 12:30 apple toast 1 serving\n")
    let check = try journal.workspace.journal.check(today: today)
    #expect(check.errorCount == 0, "\(check.files.flatMap(\.diagnostics))")
    let report = try journal.workspace.history.nutrients(
      from: CalendarDate(iso: "2026-11-21")!, to: CalendarDate(iso: "2026-11-21")!,
      today: today, top: nil
    ).report
    #expect(report.line(.energy).total == (52 + 266) / 2)
    // The bread gives no iron: half a recipe's iron is not known from the apple alone.
    #expect(report.line(.iron).unknownEntries == 1 && report.line(.iron).total == 0)
    #expect(report.line(.potassium).unknownEntries == 1)
  }

  @Test("targets follow the profile and nutrient targets:; the upper level is checked daily")
  func judgesAgainstTargets() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write("foods/micro.yaml", Self.foods)
    var settings = try journal.read("larder.yaml")
    settings +=
      "profile:\n  sex: female\n  born: 1990-04-02\nnutrient targets:\n"
      + "  2026-11-21: 12 mg iron\n"
    try journal.write("larder.yaml", settings)
    try journal.write(day20, "lunch:\n  - 12:30 spinach, raw 200 g\n")
    try journal.write(
      day21, "lunch:\n  - 12:30 salty soup = 180 kcal 6p 20c 7f 2600 mg sodium 0.3 mg iron\n")
    let check = try journal.workspace.journal.check(today: today)
    #expect(check.errorCount == 0, "\(check.files.flatMap(\.diagnostics))")
    let history = try journal.workspace.history.nutrients(
      from: CalendarDate(iso: "2026-11-15")!, to: CalendarDate(iso: "2026-11-21")!,
      today: today, top: nil)
    #expect(history.sex == .female && history.age == 36)
    let report = history.report
    #expect(report.loggedDays == 2)
    let iron = report.line(.iron)
    #expect(iron.target == NutrientTarget(amount: 12, kind: .personal, upper: 45, upperKind: .ul))
    let averageIron = (2.71 * 2 + 0.3) / 2
    #expect(abs((iron.averagePerDay ?? 0) - averageIron) < 1e-9)
    #expect(abs((iron.shareOfTarget ?? 0) - averageIron / 12) < 1e-9)
    let sodium = report.line(.sodium)
    #expect(sodium.target?.amount == 1_500 && sodium.target?.upperKind == .cdrr)
    #expect(sodium.daysAboveUpper == 1)
    #expect(!sodium.isAboveUpper)  // (158 + 2600) / 2 is below 2,300 on average
    #expect(report.line(.potassium).target?.amount == 2_600)
  }

  @Test("named nutrients: unknown words, wrong units and duplicates are errors; µg ⇄ mg")
  func checksNamedNutrients() throws {
    let journal = try TestJournal()
    defer { journal.remove() }
    try journal.write(
      "foods/micro.yaml",
      """
      foods:
        Odd food:
          nutrition: 50 kcal 1p 1c 1f 3 mg unobtainium 0.002 g vitamin-d 2 mg kcal
        Twice iron:
          nutrition: 50 kcal 1p 1c 1f 1 mg iron 900 µg iron
        Copper water:
          nutrition: 0 kcal 0p 0c 0f 900 µg copper 0.5 g sodium

      """)
    let check = try journal.workspace.journal.check(today: today)
    let file = try #require(check.files.first { $0.path == "foods/micro.yaml" })
    #expect(
      file.diagnostics.map(\.message) == [
        "unknown nutrient \"unobtainium\"", "unknown nutrient \"kcal\"", "duplicate iron",
      ])
    try journal.write(day21, "lunch:\n  - 12:30 odd food 100 g\n")
    let odd = try journal.workspace.history.nutrients(
      from: CalendarDate(iso: "2026-11-21")!, to: CalendarDate(iso: "2026-11-21")!,
      today: today, top: nil
    ).report
    // 0.002 g is 2,000 µg: masses convert to the nutrient's unit.
    #expect(odd.line(.vitaminD).total == 2_000)
    try journal.write(
      "foods/micro.yaml",
      "foods:\n  Copper water:\n    nutrition: 0 kcal 0p 0c 0f 900 µg copper 0.5 g sodium\n")
    try journal.write(day21, "lunch:\n  - 12:30 copper water 200 g\n")
    let report = try journal.workspace.history.nutrients(
      from: CalendarDate(iso: "2026-11-21")!, to: CalendarDate(iso: "2026-11-21")!,
      today: today, top: nil
    ).report
    #expect(abs(report.line(.copper).total - 1.8) < 1e-12)
    #expect(report.line(.sodium).total == 1_000)
  }
}
