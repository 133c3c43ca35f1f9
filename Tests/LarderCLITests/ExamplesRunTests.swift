import ArgumentParser
import Foundation
import LarderTestSupport
import Testing

@testable import larder

/// Every example of `larder … --help`, of the code blocks of README.md and FORMAT.md, and of
/// `Documentation/CommandLine.md` runs: each parses as the command line it shows, and each
/// runs on a copy of `example-journal/` ("today" 2026-11-20), writing commands with
/// `--dry-run` added, after `prepare` gave it what they take for granted. The few that
/// cannot run here are listed in `CommandExample.exempt`.
@Suite("Examples: every example of --help, README.md and FORMAT.md runs")
struct ExamplesRunTests {
  @Test("the examples are found where they are written")
  func examplesAreFound() {
    let examples = CommandExample.all()
    #expect(examples.filter { $0.source.hasSuffix("--help") }.count > 100)
    #expect(examples.filter { $0.source.hasPrefix("README.md") }.count > 20)
    #expect(examples.contains { $0.line == #"larder commit -m "fix Tuesday's lunch""# })
    // A line continued with `\` is one example.
    #expect(examples.contains { $0.arguments.starts(with: ["foods", "add", "Spelt bread"]) })
    let listed = Set(examples.map(\.line))
    let stale = Set(CommandExample.exempt.keys).union(CommandExample.refusals.keys)
      .subtracting(listed)
    #expect(stale == [], "listed here but no longer an example")
  }

  @Test("every example parses as a command line")
  func everyExampleParses() {
    for example in CommandExample.all() {
      #expect(throws: Never.self, "\(example)") { _ = try Larder.parseAsRoot(example.arguments) }
    }
  }

  @Test("every example runs on the example journal, writing commands as dry runs")
  func everyExampleRuns() throws {
    let journal = try BodyJournal()
    let remotes = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-examples-\(UUID().uuidString)", isDirectory: true)
    defer {
      journal.remove()
      try? FileManager.default.removeItem(at: remotes)
    }
    try Self.prepare(journal, remotes: remotes)
    // An example written in several places runs once.
    var seen: Set<[String]> = []
    let runs = try CommandExample.all().filter { CommandExample.exempt[$0.line] == nil }
      .map(RunnableExample.init).filter { seen.insert($0.arguments).inserted }
    // Nothing they run writes, so they run side by side, eight at a time: each one that ends
    // makes room for the next. The commands that tidy the repository or move commits (`gc`,
    // `backup`, `sync`) run alone, after them.
    var running: [(RunnableExample, LarderProcess)] = []
    for example in runs where example.effect != .repository {
      if running.count == 8 {
        let (first, process) = running.removeFirst()
        try first.check(process.finish())
      }
      running.append((example, try LarderBinary.start(example.arguments, in: journal.root)))
    }
    for (example, process) in running { try example.check(process.finish()) }
    // As the examples of `remote remove` show, the remote that is gone goes: `larder sync`
    // needs the one that is left.
    try Self.run([["remote", "remove", "old-nas"]], in: journal)
    for example in runs where example.effect == .repository {
      try example.check(LarderBinary.run(example.arguments, in: journal.root))
    }
    // `larder export csv --output larder.csv` writes the file it is asked for; nothing else
    // is written.
    let status = try journal.git("status", "--porcelain")
    #expect(status == "?? larder.csv\n", "an example wrote to the journal")
  }
}

extension ExamplesRunTests {
  /// The journal the examples take for granted: the files they name, two remotes to back up
  /// to and remove, a change to undo and one to redo, and a document.
  static func prepare(_ journal: BodyJournal, remotes: URL) throws {
    for (name, bytes) in CommandExample.files {
      let url = CommandExample.made(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    try FileManager.default.createDirectory(at: remotes, withIntermediateDirectories: true)
    try run(
      [
        ["remote", "add", "nas", remotes.appendingPathComponent("nas.git").path],
        ["remote", "add", "old-nas", remotes.appendingPathComponent("old-nas.git").path],
        [
          "doc", "add", CommandExample.made("labs.pdf").path, "--title", "Blood test, October",
          "--today", "2026-10-02",
        ],
        ["add", "toast", "--time", "08:00"],
        ["add", "apple", "--time", "09:00"],
        ["undo"],
      ], in: journal)
  }

  /// Runs each of `commands` with `--yes`, one after the other; each must succeed.
  static func run(_ commands: [[String]], in journal: BodyJournal) throws {
    for arguments in commands {
      let run = try LarderBinary.run(
        ["--today", BodyJournal.today] + arguments + ["--yes"], in: journal.root)
      #expect(run.status == 0, "\(run)")
    }
  }
}

/// An example as the test runs it: `~` is the throw-away HOME of `LarderBinary`, named
/// exports are fixtures, "today" is pinned, and a command that writes is a dry run.
struct RunnableExample {
  let example: CommandExample
  let arguments: [String]
  let effect: CommandEffect?

  init(_ example: CommandExample) throws {
    self.example = example
    var words = example.arguments.map { word in
      if let fixture = CommandExample.fixtures[word] {
        return repositoryRoot.appendingPathComponent("Tests/Fixtures/import/" + fixture).path
      }
      if CommandExample.files[word] != nil { return CommandExample.made(word).path }
      guard word == "~" || word.hasPrefix("~/") else { return word }
      return LarderBinary.home.path + word.dropFirst()
    }
    let command = try Larder.parseAsRoot(words)
    effect = (type(of: command) as? any LarderCommand.Type)?.effect
    if effect == .writes || effect == .removes, !words.contains("--dry-run") {
      words.append("--dry-run")
    }
    let pinned = ["--today", BodyJournal.today] + words
    arguments = (try? Larder.parseAsRoot(pinned)) == nil ? words : pinned
  }

  /// Expects the exit status the example shows: 0, or its refusal's.
  func check(_ run: LarderRun) {
    let expected = CommandExample.refusals[example.line] ?? 0
    #expect(run.status == expected, "\(example)\n\(run)")
  }
}

/// One example command line, where it is written and the words it stands for.
struct CommandExample: CustomStringConvertible {
  /// `larder add --help`, or `README.md:47`.
  var source: String
  /// The line as written, without its comment: `larder add rice 150g`.
  var line: String
  /// The words after `larder`, as a shell splits them.
  var arguments: [String]

  var description: String { "\(source): \(line)" }

  /// Examples that cannot run here, each with the reason.
  static let exempt: [String: String] = [
    "larder undo 1a2b3c4 --yes": "1a2b3c4 stands for a commit of the reader's journal",
    "larder restore --at 1a2b3c4 foods/": "1a2b3c4 stands for a commit of the reader's journal",
    "larder restore --at 2026-11-20 log/2026/11/2026-11-20.yaml":
      "the copy's commits are made today, none on or before that day",
    "larder restore --at 2026-10-01 log/2026/09/2026-09-30.yaml":
      "the copy's commits are made today, none on or before that day",
    "larder restore /media/usb/journal.git ~/journal": "a backup on a drive that is not here",
    "larder restore /mnt/usb/food.git ~/food-restored": "a backup on a drive that is not here",
    "larder restore ssh://me@nas.local/srv/git/journal.git ~/journal": "a network remote",
    "larder restore ssh://me@myserver/~/food.git ~/food": "a network remote",
    "larder import csv myapp.csv --rules rules/myapp.rules":
      "the reader's own app's export, with the rules the example before it writes",
    "larder import myfitnesspal File-Export-2026-01-01-to-2026-11-20.zip --dry-run":
      "the fixture's weights (184 to 185) could be kg or lb, so it asks for --weight-unit",
    "larder import myfitnesspal mfp-export --weight-unit lb --date-format m/d/yyyy":
      "the fixture's dates are 2026-11-16, not m/d/yyyy",
  ]

  /// Examples that show a refusal on purpose, with the exit status they show.
  static let refusals: [String: Int32] = [
    // Both slots and categories are used by the example journal's days: refused without
    // --move-to, as the example after each shows.
    "larder meals remove brunch": 1,
    "larder targets remove treats": 1,
  ]

  /// The exports examples name, run on the fixture of the same kind in `Tests/Fixtures/import`
  /// (a folder for a zip: the importers take either).
  static let fixtures: [String: String] = [
    "cronometer-export.zip": "cronometer",
    "export-folder": "cronometer",
    "~/Downloads/servings.csv": "cronometer/servings.csv",
    "File-Export.zip": "myfitnesspal",
    "mfp-export": "myfitnesspal",
    "Nutrition-Summary-2026-01-01-to-2026-11-20.csv":
      "myfitnesspal/Nutrition-Summary-2026-11-16-to-2026-11-18.csv",
    "LoseIt-food-logs.csv": "csv/loseit-food-logs.csv",
    "totals.csv": "csv/daily-totals.csv",
    "~/Downloads/sr28asc": "sr28",
    "~/Downloads/sr28asc/NUT_DATA.txt": "sr28/NUT_DATA.txt",
    "~/Downloads/sr_legacy_csv": "fdc",
    "products.csv": "off/products-2026.csv",
    "openfoodfacts-products.jsonl": "off/products.jsonl",
  ]

  /// The documents and Apple Health exports examples name, made by the test in the throw-away
  /// HOME of `LarderBinary` (`made`).
  static let files: [String: [UInt8]] = {
    let export = Array(BodyImportTests.export(BodyImportTests.records).utf8)
    let zip = BodyImportTests.zipped(export)
    return [
      "~/Downloads/labs.pdf": Array("%PDF-1.4\n".utf8), "labs.pdf": Array("%PDF-1.4\n".utf8),
      "scan.jpg": [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10],
      "~/Downloads/export.zip": zip, "export.zip": zip, "apple_health_export/export.xml": export,
    ]
  }()

  /// Where the test makes a file of `files`: in the throw-away HOME, `~/` or not.
  static func made(_ name: String) -> URL {
    let relative = name.hasPrefix("~/") ? String(name.dropFirst(2)) : name
    return LarderBinary.home.appendingPathComponent(relative)
  }

  /// Every example: of each command's help, then of README.md, FORMAT.md and
  /// `Documentation/CommandLine.md`.
  static func all() -> [CommandExample] {
    var examples: [CommandExample] = []
    func visit(_ command: any ParsableCommand.Type, path: [String]) {
      let configuration = command.configuration
      let full = command == Larder.self ? path : path + [configuration.commandName ?? ""]
      let source = (["larder"] + full + ["--help"]).joined(separator: " ")
      examples += inHelp(configuration.discussion).map { example(source: source, line: $0) }
      for child in configuration.subcommands { visit(child, path: full) }
    }
    visit(Larder.self, path: [])
    for file in ["README.md", "FORMAT.md", "Documentation/CommandLine.md"] {
      let url = repositoryRoot.appendingPathComponent(file)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      examples += inCodeBlocks(text).map { example(source: "\(file):\($0.number)", line: $0.line) }
    }
    return examples
  }

  private static func example(source: String, line: String) -> CommandExample {
    let words = shellWords(line)
    return CommandExample(
      source: source, line: words.command, arguments: Array(words.words.dropFirst()))
  }

  /// The `larder …` lines of the `Examples:` paragraphs of a discussion, a line ending in `\`
  /// joined with the next.
  static func inHelp(_ discussion: String) -> [String] {
    var lines: [String] = []
    var inExamples = false
    var continued: String?
    for raw in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = raw.trimmingCharacters(in: .whitespaces)
      if text == "Examples:" {
        inExamples = true
        continue
      }
      guard inExamples else { continue }
      if text.isEmpty {
        inExamples = false
        continue
      }
      let line = continued.map { $0 + " " + text } ?? text
      if line.hasSuffix("\\") {
        continued = String(line.dropLast()).trimmingCharacters(in: .whitespaces)
        continue
      }
      continued = nil
      if line.hasPrefix("larder ") || line == "larder" { lines.append(line) }
    }
    return lines
  }

  /// The `larder …` lines (or `$ larder …`) of the fenced code blocks of a Markdown text.
  static func inCodeBlocks(_ text: String) -> [(number: Int, line: String)] {
    var found: [(number: Int, line: String)] = []
    var inBlock = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      if line.hasPrefix("$ ") { line.removeFirst(2) }
      if inBlock, line.hasPrefix("larder ") || line == "larder" {
        found.append((index + 1, line))
      }
    }
    return found
  }

  /// The words of a command line as a shell splits them (quotes, backslashes), up to a
  /// comment, a pipe, a redirection or the end of a command (`;`, `&`), or a description
  /// after a gap of two spaces or more; with the part of the line they came from.
  static func shellWords(_ line: String) -> (words: [String], command: String) {
    var words: [String] = []
    var word: String?
    var quote: Character?
    var escaped = false
    var end = line.endIndex
    var spaces = 0
    scan: for index in line.indices {
      let character = line[index]
      if escaped {
        word = (word ?? "") + String(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word = (word ?? "") + String(character)
        }
        continue
      }
      if character == " " {
        spaces += 1
        if let finished = word { words.append(finished) }
        word = nil
        continue
      }
      if "|;&<>".contains(character) || word == nil && (character == "#" || spaces >= 2) {
        end = index
        break scan
      }
      spaces = 0
      switch character {
      case "\"", "'": quote = character; word = word ?? ""
      case "\\": escaped = true
      default: word = (word ?? "") + String(character)
      }
    }
    if let finished = word { words.append(finished) }
    return (words, line[..<end].trimmingCharacters(in: .whitespaces))
  }
}
