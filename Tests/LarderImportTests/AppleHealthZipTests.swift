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

  /// Where the last central directory entry of `bytes` starts.
  static func lastDirectoryEntry(in bytes: [UInt8]) -> Int {
    var index = bytes.count - 4
    while bytes.littleEndian(at: index, as: UInt32.self)
      != ZipArchive.Signature.centralDirectoryEntry
    {
      index -= 1
    }
    return index
  }

  @Test("random bytes are refused with a message, whether or not they start as a zip does")
  func refusesRandomBytes() {
    var random = SplitMix64()
    for length in [0, 3, 4, 22, 1000, 70_000] {
      let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      for bytes in [noise, Array("PK\u{3}\u{4}".utf8) + noise] {
        let error = Self.refusal(bytes)
        #expect(error?.hint != nil, "\(bytes.count) bytes, \(random.replayHint)")
      }
    }
  }

  @Test(
    "a Zip64 offset or size no file can reach is refused, up to 2⁶⁴ − 1",
    arguments: [UInt64(1) << 40, UInt64(1) << 63, UInt64.max])
  func refusesUnreachableZip64Values(value: UInt64) throws {
    let archive = ZipWriter.archive(
      [Entry("export.xml", Self.export(steps: 4000, on: "2026-11-01"))], zip64: true)
    let entry = Self.lastDirectoryEntry(in: archive.bytes)
    let name = Int(archive.bytes.littleEndian(at: entry + 28, as: UInt16.self))
    // The entry's Zip64 field holds its uncompressed size, compressed size and offset.
    let field = entry + 46 + name + 4
    for (slot, message) in [
      (16, "the local header of \"export.xml\" is missing"), (8, "runs past the end of the file"),
      (0, "the archive says \(value)"),
    ] {
      var bytes = archive.bytes
      bytes.replaceSubrange(
        (field + slot)..<(field + slot + 8),
        with: withUnsafeBytes(of: value.littleEndian, Array.init))
      let error = Self.refusal(bytes)
      #expect(
        error?.message.hasSuffix(message) == true, "slot \(slot): \(String(describing: error))")
    }
    // The Zip64 end record itself placed out of reach.
    var bytes = archive.bytes
    let locator = bytes.count - 22 - 20
    bytes.replaceSubrange(
      (locator + 8)..<(locator + 16), with: withUnsafeBytes(of: value.littleEndian, Array.init))
    #expect(
      Self.refusal(bytes)?.message.hasSuffix("its Zip64 end of central directory is missing")
        == true)
  }

  @Test("a declared size of 4 GiB over a few bytes of data is refused once they are read")
  func refusesHugeDeclaredSize() throws {
    var bytes = ZipWriter.archive([Entry("export.xml", Self.export(steps: 4000, on: "2026-11-01"))])
      .bytes
    let entry = Self.lastDirectoryEntry(in: bytes)
    bytes.replaceSubrange((entry + 24)..<(entry + 28), with: [0xFE, 0xFF, 0xFF, 0xFF])
    let error = Self.refusal(bytes)
    #expect(
      error?.message.hasSuffix("the archive says 4294967294") == true,
      "\(String(describing: error))")
  }

  @Test("a zip bomb, 16 MB of zeros in a few kilobytes, is inflated as a stream and refused")
  func refusesZipBomb() throws {
    let bomb = ZipWriter.archive([
      Entry("apple_health_export/export.xml", [UInt8](repeating: 0, count: 16 << 20))
    ])
    #expect(bomb.bytes.count < 64 << 10)
    let error = Self.refusal(bomb.bytes)
    #expect(
      error?.message.hasSuffix("is not an Apple Health export") == true,
      "\(String(describing: error))")
  }

  @Test("a deflate stream that stops short of its end is refused, not waited on")
  func refusesCutStream() throws {
    let deflated = ZipWriter.archive([
      Entry("export.xml", Self.large, compression: .deflated(level: 0))
    ])
    let stream = Array(deflated.bytes[deflated.dataRanges[0]])
    for length in [0, 1, 5, stream.count / 2, stream.count - 1] {
      // The central directory follows the cut stream, as the zip's own structure is intact.
      let archive = ZipWriter.archive([
        Entry("export.xml", Array(stream.prefix(length)), compression: .stored, declaredMethod: 8)
      ])
      let error = Self.refusal(archive.bytes)
      #expect(
        error?.message.hasSuffix("is damaged: its compressed data ends early") == true,
        "\(length) bytes: \(String(describing: error))")
    }
  }

  @Test("thousands of damaged archives are each imported or refused, never a crash")
  func survivesDamage() throws {
    var random = SplitMix64()
    let export = Self.export(steps: 4000, on: "2026-11-01")
    let archives = [
      ZipWriter.archive([Entry("export.xml", export)]),
      ZipWriter.archive([Entry("export.xml", export, compression: .stored)]),
      ZipWriter.archive([Entry("export.xml", export, hasDataDescriptor: true)], zip64: true),
    ]
    print("survivesDamage: \(random.replayHint)")
    for _ in 0..<600 {
      for archive in archives {
        var bytes = archive.bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let position = Int.random(in: 0..<bytes.count, using: &random)
          let value: UInt8 =
            Bool.random(using: &random) ? 0xFF : .random(in: 0...255, using: &random)
          bytes[position] = value
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
          bytes.removeLast(Int.random(in: 1..<bytes.count, using: &random))
        }
        do {
          _ = try Self.read(bytes)
        } catch let error as ImportError {
          #expect(!error.message.isEmpty && error.hint != nil, "\(error) \(random.replayHint)")
        }
      }
    }
  }
}
