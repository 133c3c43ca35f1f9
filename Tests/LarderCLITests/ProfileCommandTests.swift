import Foundation
import LarderTestSupport
import Testing

/// `larder profile` and `profile set` end to end on a copy of the example journal.
@Suite("Profile: larder profile and profile set, end to end")
struct ProfileCommandTests {
  @Test("profile shows the block of larder.yaml; --json in cm and kg")
  func shows() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder("profile")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Height          178 cm\n"))
    #expect(run.stdout.contains("Target weight   78 kg by 2027-06-15\n"))
    let object = try journal.json(try journal.larder("profile", "--json"))
    #expect(object["height_cm"] as? Double == 178)
    #expect(object["doctor"] as? String == "Dr. Maria Keller")
  }

  @Test("set replaces values in place; everything else in larder.yaml stays")
  func sets() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let before = try journal.read("larder.yaml")
    #expect(
      try journal.larder("profile", "set", "target", "170", "lb", "by", "2027-09-01").status == 0)
    #expect(try journal.larder("profile", "set", "height", "1.8", "m").status == 0)
    #expect(try journal.larder("profile", "set", "doctor", "Dr.", "Jane", "Roe").status == 0)
    let expected =
      before
      .replacingOccurrences(of: "target weight: 78 kg", with: "target weight: 77.11 kg")
      .replacingOccurrences(of: "target date: 2027-06-15", with: "target date: 2027-09-01")
      .replacingOccurrences(of: "height: 178 cm", with: "height: 180 cm")
      .replacingOccurrences(of: "doctor: Dr. Maria Keller", with: "doctor: Dr. Jane Roe")
    #expect(try journal.read("larder.yaml") == expected)
    #expect(
      try journal.subjects().prefix(3) == [
        "profile set: doctor Dr. Jane Roe", "profile set: height 180 cm",
        "profile set: target weight 77.11 kg, target date 2027-09-01",
      ])
  }

  @Test("sex and born go after the name; they are checked, shown and given as JSON")
  func setsSexAndBirth() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    #expect(try journal.larder("profile", "set", "sex", "Female").status == 0)
    #expect(try journal.larder("profile", "set", "born", "1990-04-02").status == 0)
    #expect(
      try journal.read("larder.yaml").contains(
        "  name: Alex\n  sex: female\n  born: 1990-04-02\n  height: 178 cm\n"))
    let shown = try journal.larder("profile")
    #expect(shown.stdout.contains("Sex             female\nBorn            1990-04-02\n"))
    let object = try journal.json(try journal.larder("profile", "--json"))
    #expect(object["sex"] as? String == "female" && object["born"] as? String == "1990-04-02")
    let refused = try journal.larder("profile", "set", "sex", "x")
    #expect(refused.status == 1 && refused.stderr.contains("sex \"x\" is not female or male"))
    let future = try journal.larder("profile", "set", "born", "2099-01-01")
    #expect(future.status == 1 && future.stderr.contains("is not before today"))
    #expect(try journal.larder("check").status == 0)
  }

  @Test("a journal without a profile gets the block before goals:, keys in order")
  func createsBlock() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    try journal.write("larder.yaml", "format: 1\ngoals:\n  2026-08-18: 2300 kcal\n")
    #expect(try journal.larder("profile", "set", "target", "78", "by", "2027-06-15").status == 0)
    #expect(try journal.larder("profile", "set", "motivation", "Run: a half marathon").status == 0)
    #expect(
      try journal.read("larder.yaml") == """
        format: 1
        profile:
          target weight: 78 kg
          target date: 2027-06-15
          motivation: "Run: a half marathon"
        goals:
          2026-08-18: 2300 kcal

        """)
  }

  @Test(
    "bad values are refused with a hint; nothing is written",
    arguments: [
      (["height", "178", "kg"], "\"kg\" is not a unit of height"),
      (["height", "17"], "height 17 is not plausible"),
      (["target", "900", "kg"], "target 900 kg is not plausible"),
      (
        ["target", "78", "kg", "by", "2026-01-01"], "the target date 2026-01-01 is not after today"
      ),
      (["weight", "80"], "\"weight\" is not a profile field"),
      (["doctor"], "doctor needs a text on one line"),
    ])
  func refuses(_ words: [String], _ message: String) throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let before = try journal.read("larder.yaml")
    let run = try LarderBinary.run(
      ["profile", "set"] + words + ["--today", BodyJournal.today], in: journal.root)
    #expect(run.status == 1)
    #expect(run.stderr.contains("error: \(message)"), "\(run)")
    #expect(try journal.read("larder.yaml") == before)
  }
}
