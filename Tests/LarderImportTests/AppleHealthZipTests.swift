import Foundation
import LarderModel
import LarderTestSupport
import Testing

@testable import LarderImport

/// The Apple Health importer reading `export.zip` directly: archives built by `ZipWriter`, the
/// real samples zipped, and every way an archive can be refused.
@Suite("Import: Apple Health export.zip, inflated as it is read")
struct AppleHealthZipTests {
  typealias Entry = ZipWriter.Entry

  /// What an import read: the days and the counts.
  struct Outcome: Equatable {
    var days: [CalendarDate: BodyMetrics]
    var counts: AppleHealthImport.Counts

    init(_ result: AppleHealthImport) {
      days = result.days
      counts = result.counts
    }
  }

  static func read(_ bytes: [UInt8], suffix: String = "zip") throws -> Outcome {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-health-\(UUID().uuidString).\(suffix)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return Outcome(try AppleHealthImport.read(path: url.path, today: AppleHealthImportTests.today))
  }

  /// The refusal `bytes` get; fails the test when they are imported.
  static func refusal(_ bytes: [UInt8]) -> ImportError? {
    #expect(throws: ImportError.self) { try read(bytes) }
  }

  /// The other files of an export.zip, around `export` as the Health app lays them out.
  static func healthArchive(
    _ export: [UInt8], compression: ZipWriter.Compression = .deflated(level: 6),
    hasDataDescriptor: Bool = false, zip64: Bool = false
  ) -> ZipWriter.Archive {
    let folder = "apple_health_export/"
    return ZipWriter.archive(
      [
        Entry(folder + "export_cda.xml", Array("<ClinicalDocument/>\n".utf8)),
        Entry(folder + "workout-routes/route_2024-05-01_7.12am.gpx", Array("<gpx/>\n".utf8)),
        Entry(folder + "electrocardiograms/ecg_2024-05-01.csv", Array("Name,Alex\n".utf8)),
        Entry(
          folder + "export.xml", export, compression: compression,
          hasDataDescriptor: hasDataDescriptor),
      ], zip64: zip64)
  }

  static func export(steps: Int, on day: String) -> [UInt8] {
    Array(
      AppleHealthImportTests.export([
        AppleHealthImportTests.record(
          "StepCount", "\(steps)", unit: "count", at: "\(day) 09:00:00 -0800")
      ]).utf8)
  }

  /// A synthetic export of 24,000 step records over 600 days, about 5 MB.
  static let large: [UInt8] = {
    var records: [String] = []
    let start = CalendarDate(iso: "2024-01-01")!
    for index in 0..<24_000 {
      records.append(
        AppleHealthImportTests.record(
          "StepCount", "\(100 + index % 97)", unit: "count",
          at: "\(start.adding(days: index / 40).isoString) 10:\(10 + index % 50):00 -0800",
          source: index % 2 == 0 ? "Alex’s iPhone" : "Alex’s Apple Watch"))
    }
    return Array(AppleHealthImportTests.export(records).utf8)
  }()

  @Test("a zip of each real sample imports exactly as the export.xml inside it")
  func realSamples() throws {
    guard let folder = ImportFixtures.sharedData("apple-health") else {
      print("skipped: ../shared/data/apple-health (real Apple Health samples) is absent")
      return
    }
    for sample in ["hk-sampleexport.xml", "hk-sampleexport-2.xml"] {
      let xml = [UInt8](try Data(contentsOf: folder.appendingPathComponent(sample)))
      let expected = try Self.read(xml, suffix: "xml")
      #expect(try Self.read(Self.healthArchive(xml).bytes) == expected, "\(sample)")
      #expect(
        try Self.read(Self.healthArchive(xml, compression: .stored).bytes) == expected, "\(sample)")
    }
  }

  @Test(
    "a multi-megabyte export reads the same stored, deflated and deflated in stored blocks",
    arguments: [
      ZipWriter.Compression.stored, .deflated(level: 0), .deflated(level: 1),
      .deflated(level: 9),
    ])
  func chunks(compression: ZipWriter.Compression) throws {
    #expect(Self.large.count > 4 * AppleHealthReader.chunkSize)
    let expected = try Self.read(Self.large, suffix: "xml")
    #expect(expected.days.count == 600)
    let archive = Self.healthArchive(Self.large, compression: compression)
    #expect(try Self.read(archive.bytes) == expected)
  }

  @Test(
    "Zip64 fields, data descriptors and both together read as a plain archive does",
    arguments: [(false, true), (true, false), (true, true)])
  func zip64AndDataDescriptors(zip64: Bool, hasDataDescriptor: Bool) throws {
    let expected = try Self.read(Self.large, suffix: "xml")
    let archive = Self.healthArchive(
      Self.large, hasDataDescriptor: hasDataDescriptor, zip64: zip64)
    #expect(try Self.read(archive.bytes) == expected)
  }

  @Test("apple_health_export/export.xml is taken over another export.xml; export_cda.xml never")
  func choosesExport() throws {
    let chosen = Self.export(steps: 1111, on: "2026-11-01")
    let other = Self.export(steps: 2222, on: "2026-11-02")
    let cda = Self.export(steps: 3333, on: "2026-11-03")
    let preferred = ZipWriter.archive([
      Entry("apple_health_export/export_cda.xml", cda),
      Entry("backup/export.xml", other),
      Entry("apple_health_export/export.xml", chosen),
    ])
    let day = AppleHealthImportTests.day
    #expect(try Self.read(preferred.bytes).days.mapValues(\.steps) == [day("2026-11-01"): 1111])
    let rezipped = ZipWriter.archive([
      Entry("export_cda.xml", cda), Entry("export.xml", other),
    ])
    #expect(try Self.read(rezipped.bytes).days.mapValues(\.steps) == [day("2026-11-02"): 2222])
  }

  @Test("a zip without export.xml, or without any file, is refused")
  func refusesWithoutExport() {
    let others = ZipWriter.archive([
      Entry("apple_health_export/export_cda.xml", Self.export(steps: 1, on: "2026-11-01")),
      Entry("apple_health_export/workout-routes/route.gpx", Array("<gpx/>".utf8)),
    ])
    for bytes in [others.bytes, ZipWriter.archive([]).bytes] {
      let error = Self.refusal(bytes)
      #expect(
        error?.message.hasSuffix("holds no export.xml") == true, "\(String(describing: error))")
      #expect(error?.hint?.contains("apple_health_export/export.xml") == true)
    }
  }

  @Test("a truncated archive is refused, wherever it was cut")
  func refusesTruncated() throws {
    let bytes = Self.healthArchive(Self.large).bytes
    for length in [4, 100, bytes.count / 2, bytes.count - 23, bytes.count - 1] {
      let error = Self.refusal(Array(bytes.prefix(length)))
      #expect(error?.message.contains("is truncated") == true, "\(String(describing: error))")
      #expect(error?.hint?.contains("nothing was imported") == true)
    }
    // A central directory that claims more data than the file holds.
    var claimsMore = ZipWriter.archive([Entry("export.xml", Self.large)]).bytes
    let directory = Int(claimsMore.littleEndian(at: claimsMore.count - 6, as: UInt32.self))
    claimsMore.replaceSubrange((directory + 20)..<(directory + 24), with: [0xFF, 0xFF, 0xFF, 0x7F])
    let error = Self.refusal(claimsMore)
    #expect(error?.message.hasSuffix("\"export.xml\" runs past the end of the file") == true)
  }

  @Test("a changed byte in the data is caught by inflate, the size or the CRC-32")
  func refusesDamaged() throws {
    let export = Self.export(steps: 4000, on: "2026-11-01")
    for compression in [ZipWriter.Compression.stored, .deflated(level: 6)] {
      let archive = ZipWriter.archive([Entry("export.xml", export, compression: compression)])
      let data = archive.dataRanges[0]
      for position in stride(from: data.lowerBound, to: data.upperBound, by: 7) {
        var damaged = archive.bytes
        damaged[position] ^= 0x10
        let error = Self.refusal(damaged)
        #expect(
          error?.message.hasPrefix("\"export.xml\" in \"") == true
            && error?.message.contains(".zip\" is damaged: ") == true,
          "byte \(position): \(String(describing: error))")
        #expect(error?.hint?.contains("nothing was imported") == true)
      }
    }
    var changedText = ZipWriter.archive([Entry("export.xml", export, compression: .stored)])
    changedText.bytes[changedText.dataRanges[0].upperBound - 20] = UInt8(ascii: "x")
    #expect(Self.refusal(changedText.bytes)?.message.contains("its CRC-32 is ") == true)
  }

  @Test("an encrypted entry or one compressed another way is refused before reading it")
  func refusesUnreadable() {
    let export = Self.export(steps: 4000, on: "2026-11-01")
    let encrypted = ZipWriter.archive([Entry("export.xml", export, extraFlags: 1)])
    #expect(Self.refusal(encrypted.bytes)?.message.hasSuffix("\" is encrypted") == true)
    let bzip2 = ZipWriter.archive([
      Entry("export.xml", export, compression: .stored, declaredMethod: 12)
    ])
    #expect(
      Self.refusal(bzip2.bytes)?.message.hasSuffix(
        "is compressed with method 12, which larder cannot read") == true)
  }
}
