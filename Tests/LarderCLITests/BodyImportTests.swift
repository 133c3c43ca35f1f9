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

  /// `export` as the Health app's export.zip holds it: deflated, with a data descriptor,
  /// beside the clinical records.
  static func zipped(_ export: [UInt8]) -> [UInt8] {
    ZipWriter.archive([
      .init("apple_health_export/export_cda.xml", Array("<ClinicalDocument/>\n".utf8)),
      .init("apple_health_export/export.xml", export, hasDataDescriptor: true),
    ]).bytes
  }

  @Test(
    "values the journal lacks are added in one commit; importing again adds nothing",
    arguments: ["export.xml", "export.zip"])
  func imports(file: String) throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    if file.hasSuffix(".zip") {
      try journal.write(file, bytes: Self.zipped(Array(Self.export(Self.records).utf8)))
    } else {
      try journal.write(file, Self.export(Self.records))
    }
    let run = try journal.larder("import", "apple-health", file)
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains(
        "read 7 records on 3 days: 2 values added, 1 already in the journal, 1 kept"))
    #expect(run.stdout.contains("skipped 1 record dated after today and 1 absurd one"))
    #expect(try journal.read("body/2026.yaml").hasPrefix("2026-07-01: steps 6500\n2026-08-18:"))
    #expect(try journal.read("body/2025.yaml") == "2025-12-31: waist 91 cm\n")
    #expect(try journal.read("body/2026.yaml").contains("2026-11-20: weight 83.6 kg, fat 24.6 %"))
    #expect(
      try journal.subjects().first
        == "import apple-health: 2 values on 2 days (skipped 1 future, 1 absurd)")
    #expect(try journal.git("status", "--porcelain") == "?? \(file)\n")
    let again = try journal.larder("import", "apple-health", file)
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("0 values added, 3 already in the journal"))
    #expect(try journal.subjects().count == 2)
  }

  @Test("a truncated export, another XML file, a damaged zip or one without export.xml: refused")
  func refuses() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let before = try journal.read("body/2026.yaml")
    try journal.write("cut.xml", Self.export(Self.records, end: false))
    try journal.write("other.xml", "<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n")
    let zip = Self.zipped(Array(Self.export(Self.records).utf8))
    try journal.write("cut.zip", bytes: Array(zip.prefix(zip.count / 2)))
    try journal.write("empty.zip", bytes: ZipWriter.archive([]).bytes)
    try journal.write(
      "cut-export.zip", bytes: Self.zipped(Array(Self.export(Self.records, end: false).utf8)))
    for (file, message) in [
      ("cut.xml", "ends before </HealthData>"), ("other.xml", "is not an Apple Health export"),
      ("cut.zip", "is truncated"), ("empty.zip", "holds no export.xml"),
      ("cut-export.zip", "ends before </HealthData>"), ("missing.xml", "cannot open"),
    ] {
      let run = try journal.larder("import", "apple-health", file)
      #expect(run.status == 2)
      #expect(run.stderr.contains(message), "\(run)")
      #expect(run.stderr.contains("hint:"))
    }
    #expect(try journal.read("body/2026.yaml") == before)
    #expect(try journal.subjects().count == 1)
  }

  /// Writes a synthetic export of about `megabytes` MB: six record types (four imported),
  /// iPhone and Watch alternating, 400 records a day from 2016 on.
  static func writeSyntheticExport(to url: URL, megabytes: Int) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    handle.write(Data(export([], end: false).utf8))
    let types = [
      ("StepCount", "count", "412"), ("ActiveEnergyBurned", "Cal", "12.5"),
      ("BodyMass", "lb", "181.4"), ("BodyFatPercentage", "%", "0.231"),
      ("HeartRate", "count/min", "72"), ("DistanceWalkingRunning", "mi", "0.21"),
    ]
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let start = Date(timeIntervalSince1970: 1_451_606_400)  // 2016-01-01
    var written = 0
    var index = 0
    while written < megabytes << 20 {
      var batch = ""
      for _ in 0..<1000 {
        let (type, unit, value) = types[index % types.count]
        let date = formatter.string(from: start.addingTimeInterval(Double(index / 400) * 86_400))
        let source = index % 2 == 0 ? "Alex’s iPhone" : "Alex’s Apple Watch"
        batch +=
          "  <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" "
          + "device=\"&lt;&lt;HKDevice: 0x2820680f0&gt;, name:iPhone&gt;\" unit=\"\(unit)\" "
          + "startDate=\"\(date) 10:\(10 + index % 50):00 -0800\" "
          + "endDate=\"\(date) 10:\(10 + index % 50):05 -0800\" value=\"\(value)\"/>\n"
        index += 1
      }
      handle.write(Data(batch.utf8))
      written += batch.utf8.count
    }
    handle.write(Data("</HealthData>\n".utf8))
  }

  /// Memory stays flat (Documentation/Performance.md): the import's peak resident set stays
  /// under 100 MB, from export.xml or inflated from export.zip. CI imports 8 MB;
  /// `LARDER_HEALTH_EXPORT_MB=200` measures a real-sized export.
  @Test("a large synthetic export imports with flat memory", arguments: [false, true])
  func flatMemory(zipped: Bool) throws {
    let megabytes = Int(ProcessInfo.processInfo.environment["LARDER_HEALTH_EXPORT_MB"] ?? "") ?? 8
    let journal = try BodyJournal()
    defer { journal.remove() }
    var url = journal.root.appendingPathComponent("export.xml")
    try Self.writeSyntheticExport(to: url, megabytes: megabytes)
    if zipped {
      let export = [UInt8](try Data(contentsOf: url))
      try FileManager.default.removeItem(at: url)
      url = journal.root.appendingPathComponent("export.zip")
      try Data(Self.zipped(export)).write(to: url)
    }
    let started = Date()
    let measured = try LarderBinary.peakMemory(
      ["import", "apple-health", url.path, "-j", journal.root.path, "--today", BodyJournal.today])
    let seconds = Date().timeIntervalSince(started)
    guard let (status, peakMegabytes) = measured else {
      Issue.record("install Debian's `time` package (make test does) to measure peak memory")
      return
    }
    #expect(status == 0)
    #expect(journal.exists("body/2016.yaml"), "the import wrote the first year of the export")
    print(
      "apple-health import of \(megabytes) MB\(zipped ? ", zipped" : ""): \(seconds) s, "
        + "peak RSS \(peakMegabytes) MB")
    #expect(peakMegabytes < 100)
  }
}
