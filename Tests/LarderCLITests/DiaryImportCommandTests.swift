import Foundation
import LarderTestSupport
import Testing

/// `larder import cronometer` end to end on a copy of the example journal.
@Suite("Import: larder import cronometer, end to end")
struct DiaryImportCommandTests {
  static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/import/cronometer")

  /// The example journal with the fixture's two days removed (and committed), so that the
  /// import finds them empty.
  static func journalWithoutFixtureDays() throws -> BodyJournal {
    let journal = try BodyJournal()
    _ = try journal.git("rm", "-q", "log/2026/11/2026-11-17.yaml", "log/2026/11/2026-11-18.yaml")
    _ = try journal.git(
      "-c", "user.name=Hand", "-c", "user.email=hand@larder.invalid", "commit", "-qm",
      "clear two days")
    return journal
  }

  @Test("dry run, import, check, import again: one commit, then nothing new")
  func imports() throws {
    let journal = try Self.journalWithoutFixtureDays()
    defer { journal.remove() }
    let dry = try journal.larder("import", "cronometer", Self.fixture.path, "--dry-run")
    #expect(dry.status == 0, "\(dry)")
    #expect(dry.stdout.contains("from 2026-11-17 to 2026-11-18: 2 days"))
    #expect(
      dry.stdout.contains("would add 8 entries on 2 days, 0 body values (weigh-ins), 5 foods"))
    // The example journal has its own weigh-ins on those days: they win.
    #expect(dry.stdout.contains("3 body values differ from the journal's, kept as written"))
    #expect(dry.stdout.contains("skipped 1 exercises without minutes"))
    #expect(try journal.subjects().count == 2)
    let run = try journal.larder("import", "cronometer", Self.fixture.path)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("added 8 entries on 2 days"))
    #expect(
      try journal.subjects().first?.hasPrefix("import cronometer: 8 entries on 2 days") == true)
    let check = try journal.larder("check")
    #expect(check.status == 0, "\(check)")
    let day = try journal.larder("day", "2026-11-18")
    #expect(day.stdout.contains("Curry, Restaurant"), "\(day)")
    let again = try journal.larder("import", "cronometer", Self.fixture.path)
    #expect(again.status == 0)
    #expect(again.stdout.contains("added 0 entries on 0 days"))
    #expect(again.stdout.contains("2 days already imported, unchanged"))
    #expect(try journal.subjects().count == 3)
  }

  @Test(
    "killed at any point of its write path, the import run again leaves every day once, clean",
    arguments: ["before-write", "temporary-written", "after-write", "commit-made", "after-commit"])
  func killed(point: String) throws {
    let journal = try Self.journalWithoutFixtureDays()
    defer { journal.remove() }
    let reference = try Self.journalWithoutFixtureDays()
    defer { reference.remove() }
    #expect(try reference.larder("import", "cronometer", Self.fixture.path).status == 0)
    let killed = try LarderBinary.run(
      ["import", "cronometer", Self.fixture.path, "--today", BodyJournal.today], in: journal.root,
      environment: ["LARDER_FAULT": point])
    #expect(killed.status == 3, "\(point): \(killed)")
    let again = try journal.larder("import", "cronometer", Self.fixture.path)
    #expect(again.status == 0, "\(point): \(again)")
    for path in [
      "log/2026/11/2026-11-17.yaml", "log/2026/11/2026-11-18.yaml", "foods/cronometer.yaml",
    ] {
      #expect(try journal.read(path) == reference.read(path), "\(point): \(path)")
    }
    #expect(try journal.git("status", "--porcelain") == "", "\(point)")
    #expect(try journal.larder("check").status == 0, "\(point)")
  }

  @Test("a day logged by hand is a conflict, kept unless --replace-days")
  func conflict() throws {
    let journal = try Self.journalWithoutFixtureDays()
    defer { journal.remove() }
    let add = try journal.larder(
      "add", "toast", "2", "slices", "--date", "2026-11-17", "--time", "08:00", "--yes")
    #expect(add.status == 0, "\(add)")
    let kept = try journal.larder("import", "cronometer", Self.fixture.path)
    #expect(kept.stdout.contains("1 day already has other entries, kept as they are"), "\(kept)")
    #expect(kept.stdout.contains("2026-11-17: 1 entry in the journal, 5 in the export"))
    #expect(try journal.read("log/2026/11/2026-11-17.yaml").contains("toast"))
    let replaced = try journal.larder("import", "cronometer", Self.fixture.path, "--replace-days")
    #expect(replaced.status == 0, "\(replaced)")
    #expect(replaced.stdout.contains("1 day already has other entries, replaced"))
    #expect(try !journal.read("log/2026/11/2026-11-17.yaml").contains("toast"))
    #expect(try journal.larder("check").status == 0)
  }

  @Test("the real Cronometer samples import and check clean")
  func realSamples() throws {
    let shared = repositoryRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/data/cronometer")
    guard FileManager.default.fileExists(atPath: shared.path) else {
      print("skipped: ../shared/data/cronometer is absent")
      return
    }
    let journal = try BodyJournal()
    defer { journal.remove() }
    let run = try journal.larder("import", "cronometer", shared.path)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("added 98 entries on 7 days, 0 body values (weigh-ins), 40 foods"))
    let check = try journal.larder("check")
    #expect(check.status == 0, "\(check)")
    // Day lines keep the short snapshot; the micronutrients are the imported foods'.
    let day = try journal.read("log/2022/11/2022-11-03.yaml")
    #expect(
      day.contains("= 272.8 kcal 22.1p 2c 18.7f 0 fibre 2 sugars 218.2 mg sodium\n"), "\(day)")
    #expect(!day.contains(" mg iron"))
    let nutrients = try journal.json(
      try journal.larder("nutrients", "2022-11-03", "--top", "iron", "--json"))
    let top = try #require((nutrients["top"] as? [String: Any])?["foods"] as? [[String: Any]])
    let eggs = try #require(top.first { $0["what"] as? String == "Eggs, Cooked" })
    #expect(abs((eggs["amount"] as? Double ?? 0) - 2.09) < 0.005)
  }

  @Test("bad input: a clear message, nothing written, exit 1")
  func refuses() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    try journal.write("foreign.csv", "Name,Price\nTea,3\n")
    try journal.write(
      "cut.csv", "Day,Time,Group,Food Name,Amount,Energy (kcal)\n2026-11-17,,B,\"Oats")
    try journal.write(
      "nocolumn.csv", "Day,Time,Group,Food Name,Amount\n2026-11-17,,B,Oats,1.00 g\n")
    try journal.write(
      "none.zip", bytes: ZipWriter.archive([.init("readme.txt", Array("hi".utf8))]).bytes)
    // Cronometer's daily totals alone: not the diary, and no "read 0 rows".
    try journal.write(
      "summary.zip",
      bytes: ZipWriter.archive([
        .init(
          "dailysummary.csv",
          Array(try Data(contentsOf: Self.fixture.appendingPathComponent("dailysummary.csv"))))
      ]).bytes)
    try journal.write(
      "latin1.csv",
      bytes: Array("Day,Time,Group,Food Name,Amount,Energy (kcal)\n2026-11-17,,B,Cr".utf8)
        + [0xE8] + Array("me,1.00 g,10\n".utf8))
    for (file, message) in [
      ("foreign.csv", "holds none of Cronometer's"), ("cut.csv", "ends inside a quoted field"),
      ("nocolumn.csv", "has no column \"Energy (kcal)\""), ("none.zip", "holds no CSV file"),
      ("latin1.csv", "is not UTF-8"), ("missing.zip", "cannot open"),
      ("summary.zip", "holds only Cronometer's daily totals (dailysummary.csv)"),
    ] {
      let run = try journal.larder("import", "cronometer", file)
      #expect(run.status == 1, "\(file): \(run)")
      #expect(run.stderr.contains(message), "\(file): \(run)")
      #expect(run.stderr.contains("hint:"))
    }
    #expect(try journal.subjects().count == 1)
    #expect(try journal.git("status", "--porcelain").split(separator: "\n").count == 6)
  }

  @Test("--help shows the examples")
  func help() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let help = try journal.larder("import", "cronometer", "--help")
    #expect(help.stdout.contains("larder import cronometer cronometer-export.zip --dry-run"))
    #expect(help.stdout.contains("--replace-days"))
    let overview = try journal.larder("import", "--help")
    #expect(overview.stdout.contains("cronometer"))
  }
}
