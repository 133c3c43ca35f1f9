import Foundation
import LarderTestSupport
import Testing

/// `larder import apple-health` end to end on a copy of the example journal.
@Suite("Body: larder import apple-health, end to end")
struct BodyImportTests {
  static func export(_ records: [(String, String, String, String)], end: Bool = true) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      <!ELEMENT HealthData (ExportDate,Me,(Record)*)>
      ]>
      <HealthData locale="en_US">

      """
    for (type, value, unit, start) in records {
      text +=
        "  <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"iPhone\" "
        + "unit=\"\(unit)\" startDate=\"\(start)\" endDate=\"\(start)\" value=\"\(value)\"/>\n"
    }
    return text + (end ? "</HealthData>\n" : "")
  }

  static let records = [
    ("BodyMass", "185", "lb", "2026-11-20 07:00:00 -0800"),
    ("BodyMass", "180", "lb", "2026-11-21 07:00:00 -0800"),
    ("BodyMass", "2000", "lb", "2026-11-10 07:00:00 -0800"),
    ("BodyFatPercentage", "0.246", "%", "2026-11-20 07:00:00 -0800"),
    ("StepCount", "4000", "count", "2026-07-01 09:00:00 +0200"),
    ("StepCount", "2500", "count", "2026-07-01 19:00:00 +0200"),
    ("WaistCircumference", "91", "cm", "2025-12-31 23:59:00 -1000"),
  ]

  @Test("values the journal lacks are added in one commit; importing again adds nothing")
  func imports() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    try journal.write("export.xml", Self.export(Self.records))
    let run = try journal.larder("import", "apple-health", "export.xml")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains(
        "read 7 records on 3 days: 2 values added, 1 already in the journal, 1 kept"))
    #expect(run.stdout.contains("skipped 1 records dated after today and 1 absurd ones"))
    #expect(try journal.read("body/2026.yaml").hasPrefix("2026-07-01: steps 6500\n2026-08-18:"))
    #expect(try journal.read("body/2025.yaml") == "2025-12-31: waist 91 cm\n")
    #expect(try journal.read("body/2026.yaml").contains("2026-11-20: weight 83.6 kg, fat 24.6 %"))
    #expect(
      try journal.subjects().first
        == "import apple-health: 2 values on 2 days (skipped 1 future, 1 absurd)")
    #expect(try journal.git("status", "--porcelain") == "?? export.xml\n")
    let again = try journal.larder("import", "apple-health", "export.xml")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("0 values added, 3 already in the journal"))
    #expect(try journal.subjects().count == 2)
  }

  @Test("a truncated export, another XML file or a zip: refused, nothing written")
  func refuses() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let before = try journal.read("body/2026.yaml")
    try journal.write("cut.xml", Self.export(Self.records, end: false))
    try journal.write("other.xml", "<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n")
    try journal.write("export.zip", "PK\u{3}\u{4}...")
    for (file, message) in [
      ("cut.xml", "ends before </HealthData>"), ("other.xml", "is not an Apple Health export"),
      ("export.zip", "is a zip archive"), ("missing.xml", "cannot open"),
    ] {
      let run = try journal.larder("import", "apple-health", file)
      #expect(run.status == 2)
      #expect(run.stderr.contains(message), "\(run)")
      #expect(run.stderr.contains("hint:"))
    }
    #expect(try journal.read("body/2026.yaml") == before)
    #expect(try journal.subjects().count == 1)
  }
}
