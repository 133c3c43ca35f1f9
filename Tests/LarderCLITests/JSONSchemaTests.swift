import ArgumentParser
import Foundation
import LarderTestSupport
import Testing

@testable import larder

/// `--json` is an interface: every command that prints JSON has a schema in
/// `Documentation/json/`, and what it prints on the example journal validates against it.
@Suite("JSON: every --json document validates against its schema")
struct JSONSchemaTests {
  static let schemas = repositoryRoot.appendingPathComponent("Documentation/json")

  @Test("every --json document of the example journal validates; every schema is used")
  func documentsValidate() throws {
    let journal = try BodyJournal()
    defer { journal.remove() }
    let documents = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-json-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: documents) }
    var recorded = Recorded(journal: journal, directory: documents)
    try recorded.printAll()

    #expect(recorded.commands == Self.commandsWithJSON(), "a --json command without a run here")
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path)
      .filter { $0.hasSuffix(".schema.json") }
      .map { String($0.dropLast(".schema.json".count)) }
    #expect(Set(files) == recorded.schemas, "a schema no run uses, or a run without a schema")

    // The golden day of DayTests holds what the example journal lacks: unreadable lines.
    try FileManager.default.copyItem(
      at: DayGolden.directory.appendingPathComponent("tangled.json"),
      to: documents.appendingPathComponent("day.tangled.json"))

    // A document with a renamed key goes with them: the schemas allow no key they do not
    // name, so it is the one document refused. One process validates them all.
    let renamed = #"{"schema_version": 1, "slots": [], "isDefault": true}"#
    try Data(renamed.utf8).write(to: documents.appendingPathComponent("meals.renamed.json"))
    let validation = try Self.validate(documents)
    #expect(validation.status == 1)
    #expect(
      validation.output == """
        meals.renamed.json: (top): 'is_default' is a required property
        meals.renamed.json: (top): Additional properties are not allowed ('isDefault' was unexpected)

        """)
  }

  /// Every command whose usage offers `--json`, as words: `foods search`.
  static func commandsWithJSON() -> Set<String> {
    var found: Set<String> = []
    func visit(_ command: any ParsableCommand.Type, path: [String]) {
      let subcommands = command.configuration.subcommands
      if subcommands.isEmpty,
        Larder.helpMessage(for: command, columns: 10_000).contains("--json")
      {
        found.insert(path.joined(separator: " "))
      }
      for subcommand in subcommands {
        visit(subcommand, path: path + [subcommand.configuration.commandName ?? ""])
      }
    }
    visit(Larder.self, path: [])
    return found
  }

  /// Runs `scripts/validate-json.py` on the documents in `directory`.
  static func validate(_ directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", repositoryRoot.appendingPathComponent("scripts/validate-json.py").path,
      schemas.path, directory.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// The `--json` documents of every command, written to a directory as `SCHEMA.N.json` for
/// the validator, with the commands and schemas they cover.
private struct Recorded {
  let journal: BodyJournal
  let directory: URL
  private(set) var commands: Set<String> = []
  private(set) var schemas: Set<String> = []
  private var count = 0

  init(journal: BodyJournal, directory: URL) {
    self.journal = journal
    self.directory = directory
  }

  /// Runs `larder ARGUMENTS --json`, which must succeed, and keeps what it printed.
  @discardableResult
  mutating func record(_ command: String, schema: String, _ arguments: [String]) throws
    -> [String: Any]
  {
    try keep(LarderBinary.run(Self.line(arguments), in: journal.root), command, schema)
  }

  /// Runs commands that write nothing (they only read, or are dry runs) all at once, and
  /// keeps what each printed.
  @discardableResult
  mutating func recordAtOnce(_ runs: [(command: String, schema: String, arguments: [String])])
    throws -> [[String: Any]]
  {
    let started = try runs.map { try LarderBinary.start(Self.line($0.arguments), in: journal.root) }
    return try zip(runs, started).map { run, process in
      try keep(process.finish(), run.command, run.schema)
    }
  }

  private static func line(_ arguments: [String]) -> [String] {
    arguments + ["--json", "--today", BodyJournal.today]
  }

  @discardableResult
  private mutating func keep(_ run: LarderRun, _ command: String, _ schema: String) throws
    -> [String: Any]
  {
    #expect(run.status == 0, "\(run)")
    count += 1
    try Data(run.stdout.utf8).write(to: directory.appendingPathComponent("\(schema).\(count).json"))
    commands.insert(command)
    schemas.insert(schema)
    let object = try journal.json(run)
    // Its schema pins the exact version (`"const"`); validation checks it.
    #expect((object["schema_version"] as? Int ?? 0) >= 1, "\(run)")
    return object
  }

  mutating func printAll() throws {
    let initialized = try record("init", schema: "init", ["init", journal.root.path])
    #expect(initialized["kind"] as? String == "existing")
    let firstCommit = try #require(
      try journal.git("rev-parse", "--short", "HEAD").split(separator: "\n").first)
    try reports()
    try imports()
    try writes()
    try dryRuns()
    try logging()
    try history(since: String(firstCommit))
  }

  private mutating func reports() throws {
    try recordAtOnce([
      ("day", "day", ["day"]),
      ("week", "week", ["week"]),
      ("calendar", "calendar", ["calendar"]),
      ("search", "search", ["search", "rice"]),
      ("score", "score", ["score"]),
      ("targets show", "targets", ["targets"]),
      ("meals show", "meals", ["meals"]),
      ("goals show", "goals", ["goals"]),
      ("goals suggest", "goals-suggest", ["goals", "suggest"]),
      ("energy", "energy", ["energy"]),
      ("nutrients", "nutrients", ["nutrients"]),
      ("body show", "body", ["body"]),
      ("care list", "care", ["care"]),
      ("doc list", "doc", ["doc", "list"]),
      ("profile show", "profile", ["profile"]),
      ("check", "check", ["check"]),
      ("parse", "parse", ["parse", "toast and jam"]),
      ("foods search", "foods-search", ["foods", "search", "rice"]),
      ("foods list", "foods-list", ["foods", "list", "--favorites"]),
      ("foods show", "foods-show", ["foods", "show", "oats"]),
      ("recipe show", "foods-show", ["recipe", "show", "overnight oats"]),
      ("recipe list", "foods-list", ["recipe", "list"]),
      ("settings show", "settings", ["settings"]),
    ])
  }

  /// Writes whose outcome has a commit, unlike a dry run's.
  private mutating func writes() throws {
    try journal.write("scan.png", bytes: Self.png)
    try record("doc add", schema: "write", ["doc", "add", "scan.png", "--title", "Scan"])
    let set = try record(
      "settings set", schema: "settings-set", ["settings", "set", "week-start", "sunday"])
    #expect(set["written"] as? Bool == true)
  }

  /// Whether the report `schema` has a top-level key `key`.
  private static func schemaHasKey(_ schema: String, _ key: String) throws -> Bool {
    let url = repositoryRoot.appendingPathComponent("Documentation/json/\(schema).schema.json")
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let properties = (document as? [String: Any])?["properties"] as? [String: Any]
    return properties?[key] != nil
  }

  /// The first bytes of a PNG file, which are what `doc add` goes by.
  private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]

  /// Every other writing command, in a dry run: it writes nothing, so they run at once.
  private mutating func dryRuns() throws {
    let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/import").path
    try journal.write("export.xml", BodyImportTests.export(BodyImportTests.records))
    let runs: [(command: String, schema: String, arguments: [String])] = [
      ("goals set", "write", ["goals", "set", "--kcal", "2100"]),
      ("targets set", "write", ["targets", "set", "Vegetables", "at", "least", "4"]),
      ("targets enable", "write", ["targets", "enable", "Vegetables"]),
      ("targets disable", "write", ["targets", "disable", "Vegetables"]),
      ("targets add", "write", ["targets", "add", "Soup", "--target", "at most 1"]),
      ("targets rename", "write", ["targets", "rename", "Sports", "Exercise"]),
      ("targets move", "write", ["targets", "move", "Treats", "--to", "1"]),
      ("targets remove", "write", ["targets", "remove", "Treats", "--move-to", "Dairy"]),
      ("meals add", "write", ["meals", "add", "Elevenses", "--window", "11:00-11:30"]),
      ("meals rename", "write", ["meals", "rename", "Brunch", "Late breakfast"]),
      ("meals move", "write", ["meals", "move", "Brunch", "--to", "1"]),
      ("meals window", "write", ["meals", "window", "Brunch", "09:00-12:00"]),
      ("meals manual", "write", ["meals", "manual", "Brunch", "--off"]),
      ("meals remove", "write", ["meals", "remove", "Brunch", "--move-to", "Lunch"]),
      ("foods add", "write", ["foods", "add", "rye crackers", "--kcal", "380"]),
      ("foods edit", "write", ["foods", "edit", "oats", "--kcal", "380"]),
      ("foods rm", "write", ["foods", "rm", "oats"]),
      ("foods favorite", "write", ["foods", "favorite", "oats"]),
      ("recipe add", "write", ["recipe", "add", "oat toast", "--ingredient", "oats 40 g"]),
      ("recipe edit", "write", ["recipe", "edit", "overnight oats", "--servings", "3"]),
      ("body add", "write", ["body", "add", "weight", "84"]),
      ("body rm", "write", ["body", "rm", BodyJournal.today]),
      ("profile set", "write", ["profile", "set", "height", "180", "cm"]),
      ("care add", "write", ["care", "add", "--doctor", "all fine"]),
      ("doc rm", "write", ["doc", "rm", "Scan"]),
      ("resolve", "write", ["resolve", "--keep", "here"]),
      ("import apple-health", "body-import", ["import", "apple-health", "export.xml"]),
      ("import cronometer", "diary-import", ["import", "cronometer", fixtures + "/cronometer"]),
      (
        "import myfitnesspal", "diary-import",
        ["import", "myfitnesspal", fixtures + "/myfitnesspal", "--weight-unit", "lb"]
      ),
      (
        "import csv", "diary-import",
        ["import", "csv", fixtures + "/csv/daily-totals.csv", "--rules", "daily-totals"]
      ),
      ("import off", "foods-import", ["import", "off", fixtures + "/off/products.jsonl"]),
      ("fmt", "fmt", ["fmt", "larder.yaml"]),
      ("hooks install", "hooks-install", ["hooks", "install"]),
      ("remote add", "remote-change", ["remote", "add", "spare", "/nowhere/spare.git"]),
      ("settings set", "settings-set", ["settings", "set", "units", "imperial"]),
      ("undo", "undo", ["undo"]),
    ]
    let documents = try recordAtOnce(
      runs.map { ($0.command, $0.schema, $0.arguments + ["--dry-run"]) })
    for (run, document) in zip(runs, documents) {
      let written = document["written"] as? Bool
      #expect(written != true, "\(run.command) --dry-run says written")
      #expect(
        try written != nil || !Self.schemaHasKey(run.schema, "written"),
        "\(run.command) --dry-run leaves out written")
    }
  }

  private mutating func imports() throws {
    let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/import")
    try record(
      "import usda", schema: "foods-import",
      ["import", "usda", fixtures.appendingPathComponent("sr28").path])
    try record(
      "import off", schema: "foods-import",
      ["import", "off", fixtures.appendingPathComponent("off/products-2026.csv").path])
  }

  private mutating func logging() throws {
    try record("add", schema: "change", ["add", "toast", "--yes"])
    try record("add", schema: "change", ["add", "toast and jam", "--yes"])
    let day = try record("day", schema: "day", ["day"])
    let refs = try #require((day["entries"] as? [[String: Any]])?.compactMap { $0["ref"] })
    let first = try #require(refs.first as? String)
    let edited = try record("edit", schema: "change", ["edit", first, "--amount", "2", "--yes"])
    #expect(edited["previous_ref"] as? String == first)
    try record("copy", schema: "change", ["copy", "yesterday:breakfast", "today", "--yes"])
    try record("rm", schema: "change", ["rm", try #require(refs.last as? String), "--yes"])
    try record("undo", schema: "undo", ["undo", "--yes"])
    try record("redo", schema: "redo", ["redo", "--yes"])
    try journal.write("log/2026/11/2026-11-21.yaml", "breakfast:\n  - 08:00 apple 1 medium\n")
    // And a food given iron by hand: the commit tells the days it changes.
    let foods = try journal.read("foods/common.yaml")
    let toast = "5.8 sugars 565 mg sodium"
    #expect(foods.contains(toast))
    try journal.write(
      "foods/common.yaml", foods.replacingOccurrences(of: toast, with: toast + " 3.6 mg iron"))
    let committed = try record("commit", schema: "commit", ["commit"])
    #expect(committed["library_edit"] != nil)
  }

  private mutating func history(since firstCommit: String) throws {
    try record("history", schema: "history", ["history", "--limit", "3"])
    // The foods the writes added and changed since: a library edit.
    let checked = try record("check", schema: "check", ["check", "--since", firstCommit])
    #expect(checked["library_edit"] != nil)
    try record(
      "restore", schema: "restore",
      ["restore", "--at", firstCommit, "log/2026/11/2026-11-20.yaml", "--yes"])
    let bare = directory.appendingPathComponent("backup.git").path
    try record("remote add", schema: "remote-change", ["remote", "add", "backup", bare])
    try record("remote list", schema: "remote", ["remote", "list"])
    try record("backup", schema: "backup", ["backup"])
    let sync = try record("sync", schema: "sync", ["sync", "backup"])
    #expect(sync["up_to_date"] as? Bool == true)
    let restored = directory.appendingPathComponent("restored").path
    let preview = try record(
      "restore", schema: "restore-journal", ["restore", bare, restored, "--dry-run"])
    #expect(preview["written"] as? Bool == false)
    try record("restore", schema: "restore-journal", ["restore", bare, restored])
    try record("gc", schema: "gc", ["gc"])
    try record("remote remove", schema: "remote-change", ["remote", "remove", "backup", "--yes"])
  }
}
