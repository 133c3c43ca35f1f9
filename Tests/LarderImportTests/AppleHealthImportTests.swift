import Foundation
import LarderModel
import Testing

@testable import LarderImport

/// The Apple Health importer on synthetic exports written here and on the real samples in
/// `../shared/data/apple-health/`.
@Suite("Import: Apple Health export.xml, streamed")
struct AppleHealthImportTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 20)!

  /// An export of `records` (already formatted `<Record …/>` lines), complete unless `end`
  /// is false.
  static func export(_ records: [String], end: Bool = true) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 11 -->
    <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
    <!ATTLIST Record type CDATA #REQUIRED>
    ]>
    <HealthData locale="en_US">
     <ExportDate value="2026-11-20 20:00:00 -0800"/>
     <Me HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>

    """ + records.joined(separator: "\n") + (end ? "\n</HealthData>\n" : "\n")
  }

  static func record(
    _ type: String, _ value: String, unit: String, at start: String, source: String = "Scale"
  ) -> String {
    "  <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" unit=\"\(unit)\" "
      + "creationDate=\"\(start)\" startDate=\"\(start)\" endDate=\"\(start)\" value=\"\(value)\"/>"
  }

  static func read(_ text: String) throws -> AppleHealthImport {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-health-\(UUID().uuidString).xml")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try AppleHealthImport.read(path: url.path, today: today)
  }

  static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

  @Test("units are converted, fat is a fraction, each record keeps its own local date")
  func converts() throws {
    let result = try Self.read(
      Self.export([
        Self.record("BodyMass", "185.6", unit: "lb", at: "2026-11-19 23:30:00 -0800"),
        Self.record("BodyMass", "84.9", unit: "kg", at: "2026-11-19 23:50:00 -0800"),
        Self.record("BodyMass", "84.1", unit: "kg", at: "2026-11-19 06:10:00 +0100"),
        Self.record("BodyFatPercentage", "0.231", unit: "%", at: "2026-11-19 06:10:00 +0100"),
        Self.record("LeanBodyMass", "62000", unit: "g", at: "2026-11-19 06:10:00 +0100"),
        Self.record("WaistCircumference", "36", unit: "in", at: "2026-11-18 07:00:00 -0500"),
        Self.record("ActiveEnergyBurned", "120.5", unit: "Cal", at: "2026-11-18 08:00:00 -0500"),
        Self.record("ActiveEnergyBurned", "400", unit: "kJ", at: "2026-11-18 09:00:00 -0500"),
        Self.record("HeartRate", "60", unit: "count/min", at: "2026-11-18 09:00:00 -0500"),
      ]))
    let day = try #require(result.days[Self.day("2026-11-19")])
    #expect(day.weightKilograms == 84.1)
    #expect(abs((day.bodyFatPercent ?? 0) - 23.1) < 1e-9)
    #expect(day.leanKilograms == 62)
    let before = try #require(result.days[Self.day("2026-11-18")])
    #expect(before.waistCentimeters == 91.44)
    #expect(before.activeKcal == (120.5 + 400 / 4.184).rounded())
    #expect(result.counts == .init(records: 8, future: 0, absurd: 0))
  }

  @Test("steps sum per day and source; the day takes the source with the highest total")
  func deduplicatesSteps() throws {
    let result = try Self.read(
      Self.export([
        Self.record(
          "StepCount", "5000", unit: "count", at: "2026-11-19 09:00:00 -0800", source: "iPhone"),
        Self.record(
          "StepCount", "3000", unit: "count", at: "2026-11-19 17:00:00 -0800", source: "iPhone"),
        Self.record(
          "StepCount", "7500", unit: "count", at: "2026-11-19 09:00:00 -0800", source: "Watch"),
        Self.record(
          "StepCount", "900", unit: "count", at: "2026-11-20 09:00:00 -0800", source: "Watch"),
      ]))
    #expect(result.days[Self.day("2026-11-19")]?.steps == 8000)
    #expect(result.days[Self.day("2026-11-20")]?.steps == 900)
  }

  @Test("future, absurd, unparseable and ill-fitting records are skipped and counted")
  func skips() throws {
    let result = try Self.read(
      Self.export([
        Self.record("BodyMass", "80", unit: "kg", at: "2030-01-01 08:00:00 -0800"),
        Self.record("BodyMass", "900", unit: "kg", at: "2026-11-01 08:00:00 -0800"),
        Self.record("BodyMass", "80", unit: "kg", at: "1850-11-01 08:00:00 -0800"),
        Self.record("BodyMass", "eighty", unit: "kg", at: "2026-11-02 08:00:00 -0800"),
        Self.record("BodyFatPercentage", "23", unit: "%", at: "2026-11-03 08:00:00 -0800"),
        Self.record("WaistCircumference", "90", unit: "kg", at: "2026-11-04 08:00:00 -0800"),
        Self.record("BodyMass", "80", unit: "kg", at: "2026-11-05 08:00:00 -0800"),
      ]))
    #expect(result.counts == .init(records: 7, future: 1, absurd: 5))
    #expect(result.days.keys.sorted() == [Self.day("2026-11-05")])
  }

  @Test("a truncated export, another XML document, a file only starting like a zip: refused")
  func refuses() throws {
    let line = Self.record("BodyMass", "80", unit: "kg", at: "2026-11-05 08:00:00 -0800")
    #expect(throws: ImportError.self) { try Self.read(Self.export([line], end: false)) }
    let cut = Self.export([line])
    #expect(throws: ImportError.self) { try Self.read(String(cut.prefix(cut.count - 40))) }
    #expect(throws: ImportError.self) { try Self.read("<?xml version=\"1.0\"?>\n<html></html>\n") }
    #expect(throws: ImportError.self) { try Self.read("PK\u{3}\u{4}rest of a zip") }
    #expect(throws: ImportError.self) { try Self.read("") }
  }

  @Test("an export of several megabytes reads across chunk boundaries exactly")
  func streams() throws {
    var records: [String] = []
    var expected: [CalendarDate: Int] = [:]
    let start = Self.day("2024-01-01")
    for index in 0..<24_000 {
      let date = start.adding(days: index / 40)
      let steps = 100 + index % 97
      expected[date, default: 0] += steps
      records.append(
        Self.record(
          "StepCount", "\(steps)", unit: "count",
          at: "\(date.isoString) 10:\(String(format: "%02d", index % 60)):00 -0800",
          source: "Someone’s iPhone &amp; more"))
    }
    let text = Self.export(records)
    #expect(text.utf8.count > 3 * AppleHealthReader.chunkSize)
    let result = try Self.read(text)
    #expect(result.days.count == expected.count)
    #expect(result.days.allSatisfy { $0.value.steps == expected[$0.key] })
  }

  @Test("the real sample exports: pounds, fractions, several sources")
  func realSamples() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/data/apple-health")
    let second = folder.appendingPathComponent("hk-sampleexport-2.xml")
    guard FileManager.default.fileExists(atPath: second.path) else {
      print("skipped: ../shared/data/apple-health (real Apple Health samples) is absent")
      return
    }
    let result = try AppleHealthImport.read(path: second.path, today: Self.today)
    let day = try #require(result.days[Self.day("2020-04-18")])
    #expect(abs((day.weightKilograms ?? 0) - BodyMetrics.kilograms(pounds: 138)) < 1e-9)
    #expect(abs((day.bodyFatPercent ?? 0) - 16.1) < 1e-9)
    #expect(
      abs(
        (result.days[Self.day("2020-04-17")]?.leanKilograms ?? 0)
          - BodyMetrics.kilograms(pounds: 116.2))
        < 1e-9)
    #expect(result.days[Self.day("2014-09-19")]?.steps == 143 + 66 + 223)
    // The first sample holds BMI, heart-rate and clinical records only: read, nothing taken.
    let first = try AppleHealthImport.read(
      path: folder.appendingPathComponent("hk-sampleexport.xml").path, today: Self.today)
    #expect(first.days.isEmpty && first.counts == .init())
  }
}
