import LarderModel
import Testing

@Suite("Dietary Reference Intakes: targets by sex, age, life stage and the person's own")
struct DietaryReferenceIntakesTests {
  static let table = """
    # a comment
    iron\tmale\t19-\trda\t8\t45\tul
    iron\tfemale\t19-50\trda\t18\t45\tul
    iron\tfemale\t51-\trda\t8\t45\tul
    iron\tpregnant\t14-\trda\t27\t45\tul
    sodium\tfemale\t14-\tai\t1500\t2300\tcdrr
    vitamin-k\tfemale\t19-\tai\t90\t-\t-
    """

  @Test func targetsFollowSexAgeAndLifeStage() throws {
    let intakes = try DietaryReferenceIntakes(text: Self.table)
    let born = CalendarDate(iso: "1990-06-15")!
    let woman = Profile(sex: .female, dateOfBirth: born)
    let day = CalendarDate(iso: "2026-06-14")!
    #expect(woman.age(on: day) == 35)
    #expect(woman.age(on: day.next) == 36)
    let targets = intakes.targets(profile: woman, nutrientTargets: .init(), on: day)
    #expect(targets[.iron] == NutrientTarget(amount: 18, kind: .rda, upper: 45, upperKind: .ul))
    #expect(
      targets[.sodium] == NutrientTarget(amount: 1_500, kind: .ai, upper: 2_300, upperKind: .cdrr))
    #expect(targets[.vitaminK]?.upper == nil)
    let later = CalendarDate(iso: "2041-06-15")!
    #expect(
      intakes.targets(profile: woman, nutrientTargets: .init(), on: later)[.iron]?.amount == 8)
    let man = Profile(sex: .male, dateOfBirth: born)
    #expect(intakes.targets(profile: man, nutrientTargets: .init(), on: day)[.iron]?.amount == 8)
    #expect(intakes.targets(profile: Profile(), nutrientTargets: .init(), on: day).isEmpty)
    #expect(intakes.youngestAge == 14)
    #expect(try DietaryReferenceIntakes(text: "# no rows").youngestAge == nil)

    let history = NutrientTargetHistory([
      .init(date: CalendarDate(iso: "2026-03-01")!, lifeStage: .pregnant),
      .init(date: CalendarDate(iso: "2026-05-01")!, lifeStage: .pregnant, amounts: [.iron: 30]),
      .init(date: CalendarDate(iso: "2027-01-01")!, amounts: [.vitaminD: 25]),
    ])
    let pregnant = intakes.targets(
      profile: woman, nutrientTargets: history, on: CalendarDate(iso: "2026-04-01")!)
    #expect(pregnant[.iron]?.amount == 27)
    let overridden = intakes.targets(profile: woman, nutrientTargets: history, on: day)
    #expect(
      overridden[.iron] == NutrientTarget(amount: 30, kind: .personal, upper: 45, upperKind: .ul))
    let after = intakes.targets(
      profile: woman, nutrientTargets: history, on: CalendarDate(iso: "2027-02-01")!)
    #expect(after[.iron]?.amount == 18)
    #expect(after[.vitaminD] == NutrientTarget(amount: 25, kind: .personal))
  }

  @Test(arguments: [
    "iron\tmale\t19-\trda\t8\t45", "zinc\tman\t19-\trda\t11\t40\tul",
    "zinc\tmale\t30-19\trda\t11\t40\tul", "zinc\tmale\t19-\trda\t11\t40\t-",
    "salt\tmale\t19-\trda\t11\t-\t-",
  ])
  func refusesABadRow(row: String) {
    #expect(throws: DietaryReferenceIntakes.ReadError.self) {
      try DietaryReferenceIntakes(text: row)
    }
  }
}
